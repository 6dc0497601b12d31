//go:build politemutations

package polite

// The defects of mutations.go as variables, in the build the mutation tests use (-tags
// politemutations); only export_mutations_test.go sets them.
var (
	mutHalveInterval    bool
	mutIgnoreRetryAfter bool
	mutNoRobotsReread   bool
	mutQuotaOffByOne    bool
)
