package polite

// Mutate switches on one of the defects the harness's mutation tests plant ("halve-interval",
// "ignore-retry-after", "no-robots-reread", "quota-off-by-one") and returns the function that
// switches it off again. Tests only: a mutation is a package variable, not an option.
func Mutate(name string) (undo func()) {
	var flag *bool
	switch name {
	case "halve-interval":
		flag = &mutations.halveInterval
	case "ignore-retry-after":
		flag = &mutations.ignoreRetryAfter
	case "no-robots-reread":
		flag = &mutations.noRobotsReread
	case "quota-off-by-one":
		flag = &mutations.quotaOffByOne
	default:
		panic("polite: no mutation " + name)
	}
	*flag = true
	return func() { *flag = false }
}
