package commands

import (
	"math/rand"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/internal/testlong"
)

// TestRegexRandomDiff compares random ERE patterns between our sed and GNU
// sed: match boundaries (leftmost-longest), groups and errors.
func TestRegexRandomDiff(t *testing.T) {
	seed, count := int64(1), testlong.Share(250, 4)
	if s := os.Getenv("REGEX_RANDOM_SEED"); s != "" {
		seed, _ = strconv.ParseInt(s, 10, 64)
		count = 1000
	}
	rng := rand.New(rand.NewSource(seed))
	atoms := []string{"a", "b", "c", ".", "[ab]", "[^a]", "(a|b)", "(ab|a)", "(a*)", "(b|)", "x", "(.)\\N"}
	ops := []string{"", "", "*", "+", "?", "{1,2}", "{2}"}
	input := "abba aab baab abcab\naaaa bbbb cab\n\nAb bA\nab\n"
	var cases []diffCase
	for i := 0; i < count; i++ {
		var b strings.Builder
		n := 1 + rng.Intn(4)
		for j := 0; j < n; j++ {
			a := atoms[rng.Intn(len(atoms))]
			if a == "(.)\\N" {
				// A back-reference to this very group.
				a = "(.)\\" + strconv.Itoa(strings.Count(b.String(), "(")+1)
			}
			b.WriteString(a)
			b.WriteString(ops[rng.Intn(len(ops))])
		}
		if rng.Intn(4) == 0 {
			b.WriteString("|" + atoms[rng.Intn(len(atoms))])
		}
		p := b.String()
		repl := "[&]"
		if strings.Contains(p, "(") {
			repl = "[&|\\1]"
		}
		cases = append(cases, diffCase{name: p, args: []string{"sed", "-E", "s/" + p + "/" + repl + "/g"}, stdin: input})
		// The same pattern through a BRE, and grep -o.
		bre := strings.NewReplacer("(", `\(`, ")", `\)`, "|", `\|`, "+", `\+`, "?", `\?`, "{", `\{`, "}", `\}`).Replace(p)
		cases = append(cases, diffCase{name: "BRE " + bre, args: []string{"sed", "s/" + bre + "/" + repl + "/2"}, stdin: input})
		cases = append(cases, diffCase{name: "grep " + p, args: []string{"grep", "-Eon", p}, stdin: input})
		cases = append(cases, diffCase{name: "grep -w " + p, args: []string{"grep", "-Eiwn", p}, stdin: input})
		cases = append(cases, diffCase{name: "grep -x " + bre, args: []string{"grep", "-xc", bre}, stdin: input})
	}
	runDiffCases(t, cases)
}
