package commands

import "testing"

func TestFoldDiff(t *testing.T) {
	inputs := map[string]string{
		"words": "the quick brown fox jumps over the lazy dog and keeps running far away\nshort\n",
		"tabs":  "a\tb\tc\td\te\tf\tg\th\ti\tj\n\t\t\t\t\t\t\t\t\t\t\tx\n",
		"ctl":   "abc\bdef\rghijklmnop\bq\n",
		"utf8":  "héllo wörld ünïcödé strings here\n中文字符中文字符中文字符\n",
		"long":  longLine[:1000] + "\n" + longLine[:333],
		"space": "          x          y          \n",
	}
	for k, v := range textInputs {
		if k != "longln" {
			inputs[k] = v
		}
	}
	argsets := [][]string{{}, {"-w", "10"}, {"-w5", "-s"}, {"-bw", "7"}, {"-b", "-s", "-w", "6"}, {"-3"}, {"-1"}, {"-s", "-w1"}, {"--width=4", "--spaces"}, {"-w", "8"}, {"-w", "9", "-s"}}
	var cases []diffCase
	for name, in := range inputs {
		for _, a := range argsets {
			cases = append(cases, diffCase{name: name + " " + join(a), args: append([]string{"fold"}, a...), stdin: in})
		}
	}
	files := map[string]string{"a": "abcdef\n", "d/": ""}
	cases = append(cases,
		// A bad width ends fold where it is given.
		diffCase{args: []string{"fold", "-w", "0", "-w11"}, stdin: "abc\n"},
		diffCase{args: []string{"fold", "-w", "x", "-5"}, stdin: "abc\n"},
		diffCase{args: []string{"fold", "-w", "-1", "-c"}, stdin: "abc\n"},
		diffCase{args: []string{"fold", "-w", "99999999999999999999", "-w3"}, stdin: "abc\n"},
		diffCase{args: []string{"fold", "-w2", "a", "missing", "a"}, files: files},
		diffCase{args: []string{"fold", "d"}, files: files},
		diffCase{args: []string{"fold", "-w", "0"}},
		diffCase{args: []string{"fold", "-w", "x"}},
		diffCase{args: []string{"fold", "-w", "-3"}},
		diffCase{args: []string{"fold", "-w", "99999999999999999999999"}},
	)
	runDiffCases(t, cases)
}
