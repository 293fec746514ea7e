package commands

import "testing"

// tabInputs exercise tab and blank handling.
var tabInputs = map[string]string{
	"empty":   "",
	"tabs":    "a\tb\tc\td\n\tx\n\t\ty\n",
	"nonl":    "a\tb",
	"mixed":   "  \t  x  \t y\t\tz  \n        a        b\n",
	"spaces":  "        x\n    y   z\n a  b     c              d\n",
	"bs":      "ab\b\tc\n\b\b\tx\n",
	"utf8":    "é\tx\n中文\ty\n",
	"crlf":    "a\tb\r\n\tc\r\n",
	"binary":  "\x00\t\xff\t\x80\n",
	"trail":   "x       \ny \t \n",
	"longrun": "a                                                  b\n",
}

func TestExpandDiff(t *testing.T) {
	flagsets := [][]string{
		{}, {"-i"}, {"-t", "4"}, {"-t4"}, {"-t", "2,5,9"}, {"-t", "2 5 9"}, {"-t", "3,/8"}, {"-t", "3,+5"},
		{"-i", "-t", "4"}, {"-3"}, {"-2,6"}, {"--tabs=1"}, {"--initial", "-t", "/4"}, {"-t", "+3"},
	}
	var cases []diffCase
	for name, in := range tabInputs {
		for _, fl := range flagsets {
			cases = append(cases, diffCase{name: name + " " + join(fl), args: append([]string{"expand"}, fl...), stdin: in})
		}
	}
	files := map[string]string{"a": "xy\tz", "b": "\tb\n", "d/": ""}
	cases = append(cases,
		diffCase{args: []string{"expand", "a", "b"}, files: files},
		diffCase{args: []string{"expand", "a", "missing", "b"}, files: files},
		diffCase{args: []string{"expand", "a", "d", "b"}, files: files},
		diffCase{args: []string{"expand", "-", "a"}, stdin: "\t-\n", files: files},
		diffCase{args: []string{"expand", "-t", "0"}},
		diffCase{args: []string{"expand", "-t", "4,2"}},
		diffCase{args: []string{"expand", "-t", "a"}},
		diffCase{args: []string{"expand", "-t", "/4,8"}},
		diffCase{args: []string{"expand", "-t", "+4,+8"}},
		diffCase{args: []string{"expand", "-t", "4/"}},
		diffCase{args: []string{"expand", "-t", "/4,+8"}},
		diffCase{args: []string{"expand", "-t", "99999999999999999999999"}},
		diffCase{args: []string{"expand", "-t", ""}, stdin: "a\tb\n"},
		diffCase{args: []string{"expand", "-x"}},
	)
	runDiffCases(t, cases)
}
