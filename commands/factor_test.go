package commands

import "testing"

func TestFactorDiff(t *testing.T) {
	runDiffCases(t, []diffCase{
		{args: []string{"factor", "0", "1", "12", "97", "1000000007", "18446744073709551615"}},
		// GNU prints numbers past 64 bits through another buffer: alone,
		// they come in order.
		{args: []string{"factor", "340282366920938463463374607431768211455"}},
		{args: []string{"factor", "1208925819614629174706189"}},
		{args: []string{"factor", "4294967291", "18446744030759878681", "600851475143", "+5"}},
		{args: []string{"factor", "12", "x", "9"}},
		{args: []string{"factor", " 12 "}},
		{args: []string{"factor", " +2", "  007", "\t2", "\a\b\f\r\v2", "\x01", "+ 2", " -2", " "}},
		{args: []string{"factor", "--", "-3"}},
		{args: []string{"factor", "++3", "+-3", "-0", ""}},
		{args: []string{"factor"}, stdin: "  4 x 9\n6\t8\n"},
		{args: []string{"factor", "-3"}},
		{args: []string{"factor", "--bogus"}},
	})
}

func TestTsortDiff(t *testing.T) {
	runDiffCases(t, []diffCase{
		{args: []string{"tsort"}, stdin: "a b\nb c\nc d\n"},
		{args: []string{"tsort"}, stdin: "x y\nz y\ny w\nq q\nm n\nn m\nw a\n"},
		{args: []string{"tsort"}, stdin: "a b\nb a\n"},
		{args: []string{"tsort"}, stdin: "a b\nb c\nc a\nc d\nd e\ne d\nf a\n"},
		{args: []string{"tsort"}, stdin: "a b c\n"},
		{args: []string{"tsort"}, stdin: ""},
		{args: []string{"tsort", "f"}, files: map[string]string{"f": "3 1\n2 1\n1 0\n5 4 4 3\n"}},
		{args: []string{"tsort", "nosuch"}},
		{args: []string{"tsort", "a", "b"}},
		{args: []string{"tsort", "d"}, files: map[string]string{"d/": ""}},
	})
}
