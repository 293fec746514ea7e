package commands

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/internal/testlong"
)

func TestCommDiff(t *testing.T) {
	files := map[string]string{
		"c1": "a\nb\nd\n", "c2": "b\nc\nd\ne\n", "c3": "b\na\n", "empty": "", "nonl": "a\nc", "u1": "é\nz\n中\n",
		"u2": "e\né\n", "bin": "\x00\n\x80\n\xff\n", "crlf": "a\r\nb\r\n", "z1": "a\x00b\x00", "z2": "b\x00c\x00",
		"dup1": "a\na\nb\n", "dup2": "a\nb\nb\n", "d/": "",
	}
	argsets := [][]string{
		{"c1", "c2"}, {"-1", "c1", "c2"}, {"-2", "c1", "c2"}, {"-3", "c1", "c2"}, {"-12", "c1", "c2"}, {"-13", "c1", "c2"},
		{"-23", "c1", "c2"}, {"-123", "c1", "c2"}, {"c3", "c2"}, {"c2", "c3"}, {"--check-order", "c3", "c2"},
		{"--nocheck-order", "c3", "c2"}, {"--check-order", "c1", "c2"}, {"--output-delimiter=XX", "c1", "c2"},
		{"--output-delimiter=", "c1", "c2"}, {"--total", "c1", "c2"}, {"--total", "-12", "c1", "c2"},
		{"c1", "empty"}, {"empty", "c2"}, {"nonl", "c1"}, {"u1", "u2"}, {"bin", "c1"}, {"crlf", "c1"},
		{"-z", "z1", "z2"}, {"dup1", "dup2"}, {"c1", "-"}, {"-", "c2"}, {"c1", "missing"}, {"d", "c1"},
		{"c3", "c3"}, {"--check-order", "c3", "c3"}, {"c3", "empty"},
		// An empty delimiter is a NUL between columns, nothing in the total line.
		{"--output-delimiter=", "--total", "c1", "c2"},
		{"--output-delimiter=x", "--output-delimiter=y", "c1", "c2"},
		{"--output-delimiter=x", "--output-delimiter=x", "c1", "c2"},
		{"--output-delimiter=", "--output-delimiter=|", "c1", "c2"},
	}
	var cases []diffCase
	for _, a := range argsets {
		cases = append(cases, diffCase{args: append([]string{"comm"}, a...), stdin: "b\nz\n", files: files})
	}
	runDiffCases(t, cases)
	runUsageCases(t, []diffCase{
		{args: []string{"comm"}}, {args: []string{"comm", "a"}}, {args: []string{"comm", "a", "b", "c"}},
		{args: []string{"comm", "-4"}},
	})
}

func TestCommOrderCheck(t *testing.T) {
	pairs := [][2]string{
		{"b\na\n", "b\nc\n"}, {"b\na\n", "b\na\nc\n"}, {"b\na\nz\n", "b\na\nc\n"}, {"b\na\n", "b\n"},
		{"b\na\n", "a\nb\n"}, {"b\na\nq\n", "b\nc\n"}, {"a\nc\nb\n", "a\nc\nb\nz\n"}, {"x\n", "b\na\n"},
		{"c\nb\na\n", "d\n"}, {"a\n", "c\nb\n"},
	}
	var cases []diffCase
	for _, p := range pairs {
		for _, opt := range []string{"--check-order", "--nocheck-order", "-3"} {
			cases = append(cases, diffCase{name: p[0] + "|" + p[1] + opt, args: []string{"comm", opt, "x1", "x2"}, files: map[string]string{"x1": p[0], "x2": p[1]}})
		}
	}
	runDiffCases(t, cases)
}

// TestCommRandom compares random files with random options against the real comm.
func TestCommRandom(t *testing.T) {
	r := rand.New(rand.NewSource(31))
	words := []string{"a", "b", "c", "B", "é", "", "a b", "\t"}
	gen := func() string {
		var l []string
		for i := 0; i < r.Intn(6); i++ {
			l = append(l, words[r.Intn(len(words))])
		}
		s := strings.Join(l, "\n")
		if r.Intn(4) > 0 && s != "" {
			s += "\n"
		}
		return s
	}
	opts := [][]string{{"-1"}, {"-2"}, {"-3"}, {"--check-order"}, {"--nocheck-order"}, {"--total"}, {"--output-delimiter=|"}}
	var cases []diffCase
	for i := 0; i < testlong.Share(400, 4); i++ {
		args := []string{"comm"}
		for k := 0; k < r.Intn(3); k++ {
			args = append(args, opts[r.Intn(len(opts))]...)
		}
		args = append(args, "f1", "f2")
		cases = append(cases, diffCase{name: strings.Join(args, " ") + string(rune('a'+i%26)), args: args, files: map[string]string{"f1": gen(), "f2": gen()}})
	}
	runDiffCases(t, cases)
}
