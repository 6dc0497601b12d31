//go:build politemutations

package polite

// Mutate switches on one of the defects the harness's mutation tests plant ("halve-interval",
// "ignore-retry-after", "no-robots-reread", "quota-off-by-one") and returns the function that
// switches it off again. Only in the build with the tag politemutations.
func Mutate(name string) (undo func()) {
	var flag *bool
	switch name {
	case "halve-interval":
		flag = &mutHalveInterval
	case "ignore-retry-after":
		flag = &mutIgnoreRetryAfter
	case "no-robots-reread":
		flag = &mutNoRobotsReread
	case "quota-off-by-one":
		flag = &mutQuotaOffByOne
	default:
		panic("polite: no mutation " + name)
	}
	*flag = true
	return func() { *flag = false }
}
