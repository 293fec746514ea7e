package commands

import (
	"math/rand"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// grepPropFiles are the inputs of the generated grep cases: matches close
// together (context groups that touch and overlap), a file without a
// final newline, and a tree for -r with --include and --exclude.
var grepPropFiles = map[string]string{
	"g1":            "alpha\nbeta\nfoo bar\nfoobar\ngamma\nFoo\ndelta\nbar foo\nepsilon\nfoo\n",
	"g2":            "one\ntwo foo\nthree\nfour\nfive foo bar\nsix\nseven\neight\nnine foo\nten",
	"g3":            "\nfoo-bar\nbar_foo\n(foo)\nFOO BAR\n\n",
	"pats":          "foo\nbar$\n",
	"d/a.txt":       "foo in a\nnothing\n",
	"d/b.log":       "foo in b\n",
	"d/sub/c.txt":   "bar in c\nfoo in c\n",
	"d/sub/d.md":    "FOO in d\n",
	"d/.hidden.txt": "foo hidden\n",
}

var grepPatterns = []string{"foo", "bar", "^foo", "bar$", "o\\+", "fo*", "[aeiou]\\{2\\}", "\\(o\\)\\1", "\\<bar", "foo\\>",
	"x", "", ".", "^$", "f.o", "a\\|e", "[[:upper:]]", "\\bfoo\\b", "foo bar", "[0-9]"}

var grepERE = []string{"o+", "(foo|bar)", "^(a|b)", "fo{1,2}", "[^a-z ]", "a|e$", "(o)\\1", "\\w+r"}

// genGrepCase builds a random grep command line over grepPropFiles.
func genGrepCase(seed int64) diffCase {
	r := rand.New(rand.NewSource(seed))
	pick := func(s ...string) string { return s[r.Intn(len(s))] }
	args := []string{"grep"}
	ere := r.Intn(4) == 0
	if ere {
		args = append(args, "-E")
	} else if r.Intn(8) == 0 {
		args = append(args, "-F")
	}
	pattern := func() string {
		if ere {
			return pick(grepERE...)
		}
		return pick(grepPatterns...)
	}
	for _, f := range []string{"-i", "-v", "-w", "-x", "-c", "-l", "-L", "-n", "-h", "-H", "-o", "-q", "-s", "-b", "-T", "-Z", "--no-messages", "-y"} {
		if r.Intn(9) == 0 {
			args = append(args, f)
		}
	}
	for _, f := range []string{"-A", "-B", "-C", "-m"} {
		if r.Intn(5) == 0 {
			args = append(args, f, strconv.Itoa(r.Intn(4)))
		}
	}
	if r.Intn(12) == 0 {
		args = append(args, "--group-separator="+pick("::", "", "--x"))
	}
	if r.Intn(12) == 0 {
		args = append(args, "--no-group-separator")
	}
	switch r.Intn(5) {
	case 0:
		for n := 1 + r.Intn(3); n > 0; n-- {
			args = append(args, "-e", pattern())
		}
	case 1:
		args = append(args, "-f", "pats")
		if r.Intn(2) == 0 {
			args = append(args, "-e", pattern())
		}
	default:
		args = append(args, pattern())
	}
	var stdin string
	switch r.Intn(6) {
	case 0:
		stdin = "foo\nbar\nbaz foo\n"
	case 1:
		args = append(args, "-r")
		for _, f := range []string{"--include=*.txt", "--exclude=*.log", "--exclude-dir=sub", "--include=*.md"} {
			if r.Intn(4) == 0 {
				args = append(args, f)
			}
		}
		args = append(args, pick("d", "d/sub", "."))
	default:
		for n := 1 + r.Intn(3); n > 0; n-- {
			args = append(args, pick("g1", "g2", "g3", "g1", "g2", "nope", "-"))
		}
		stdin = "stdin foo\n"
	}
	return diffCase{name: strconv.FormatInt(seed, 10), args: args, stdin: stdin, files: grepPropFiles}
}

// grepKnown are the differences from GNU grep generated cases may show.
var grepKnown = propKnown{}

// TestGrepProp is a differential property test against GNU grep: random
// flag combinations (context, counts, file names, -o, -m, several -e, -f,
// -r with --include and --exclude) over several files. Default: 300
// cases; GREPPROP_N=5000 runs more, PROP_START=N starts at another seed.
func TestGrepProp(t *testing.T) {
	start, count := propCount(t, "GREPPROP_N", 300)
	runProp(t, start, count, genGrepCase, grepNorm, grepKnown.reason)
}

// grepNorm sorts the output lines (or -Z names) of -r: GNU grep walks a
// folder in its directory order, which is not sorted.
func grepNorm(c diffCase, r result) result {
	if !slices.Contains(c.args, "-r") {
		return r
	}
	lines := strings.FieldsFunc(r.stdout, func(c rune) bool { return c == '\n' || c == 0 })
	sort.Strings(lines)
	r.stdout = strings.Join(lines, "\n")
	return r
}
