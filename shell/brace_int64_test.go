package shell

import "testing"

// Brace ranges near the int64 limit: the values are counted, not stepped
// to, so a counter cannot wrap past the end and run forever; ranges bash
// cannot count (a step of -2^63, a distance past int64) stay as written.
func TestBraceRangeNearInt64LimitDiffBash(t *testing.T) {
	compareWithBash(t, []string{
		"echo {9223372036854775800..9223372036854775807}",
		"echo {9223372036854775807..9223372036854775804}",
		"echo {-9223372036854775808..-9223372036854775805}",
		"echo {-9223372036854775805..-9223372036854775808..2}",
		"echo {0..9223372036854775807..4611686018427387904}",
		"echo {9223372036854775807..0..9223372036854775807}",
		"echo {a..z..-9223372036854775808} {1..10..-9223372036854775808}",
		"echo {a..z..9223372036854775807} {z..a..9223372036854775807} {a..z..-9223372036854775807}",
		"echo x{-9223372036854775808..9223372036854775807..9223372036854775807}y{1,2}",
		"echo {9223372036854775807..-9223372036854775808..9223372036854775807}",
		"echo {1..3..9223372036854775808} {-5..5..-3} {05..1..2} {a..e..2}",
	}, false)
}

// A range of more than INT_MAX-3 values stays as written, as in bash.
func TestBraceRangePastIntMaxIsLiteral(t *testing.T) {
	compareWithBash(t, []string{"echo {1..2147483647} {-2147483648..0}"}, false)
}
