package shell

import (
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// syntaxSeeds are valid scripts the generator breaks: each line is one
// construct, its words separated by single spaces.
var syntaxSeeds = []string{
	"echo a\nif true ; then echo b ; else echo c ; fi\necho d",
	"for i in 1 2 ; do echo $i ; done\nwhile false ; do : ; done\necho e",
	"case x in x ) echo a ;; * ) echo b ;; esac\necho c",
	"f ( ) { echo fb ; }\nf\nfunction g { echo gb ; }\ng",
	"x=$( echo a )\necho \"$x\" ${x:-b} $(( 1 + 2 ))\n(( y = 3 )) && echo $y",
	"[[ a == a && -n b ]] && echo ok\n{ echo j ; } | cat\n( echo k ) || echo l",
	"cat <<E\nbody $HOME\nE\necho after\ncat <<'Q'\nq $x\nQ",
	"a[1]=x\ndeclare -A m=( [k]=v1 [\"a b\"]=v2 )\necho ${a[1]} ${m[k]} \"${m[a b]}\"",
	"until true ; do : ; done\nselect x in ; do break ; done\necho m",
	"! false && echo n\n[[ ! -z x || ( -n y ) ]]\necho $( ( echo o ) ) `echo p`",
}

// syntaxBreakers are the tokens the generator inserts.
var syntaxBreakers = []string{
	"fi", "done", "then", "else", "do", "esac", "in", "{", "}", "(", ")",
	"((", "))", ";", ";;", "&&", "||", "|", "!", "'", "\"",
	"$(", "${", "`", "<<E", "<", ">", "[[", "]]", "\n", "\\\n", "#",
	"function", "case", "if", "for", "while", "=", "a[",
}

// syntaxGenKnown are differences the generator finds that are known,
// each a substring of the script and why.
var syntaxGenKnown = []struct{ substr, why string }{
	{"`", "bash parses a backquoted command when it runs it, and reads it to its closing quote first; we parse it with the script"},
	{"<<", "a here-document whose body another error cuts: bash reads the body to the end of the input before it reports the error"},
	{"$(", "bash -c exits 127 (not 2) on a syntax error inside $(...), and reports errors inside it first"},
	{"${", "bash reads ${ to its } before parsing it: errors inside come first"},
	{"cat ", "GNU cat quotes an odd file name ('a[')"},
	{"declare", "declare with more words after a compound assignment"},
	{"fb ;", "bash -c names a function's errors \"environment: line N\", bash -s \"main: line N\""},
	{"function g", "bash -c names a function's errors \"environment: line N\", bash -s \"main: line N\""},
	{" & ", "a background job's output order"},
	{"select", "select reads its reply from the script itself under bash -s"},
	{"a[", "bash reads `a[` as a subscript to its `]` where we read a word (after `done`, for a name)"},
	{"\\\n", "bash names a function whose body has a line continuation \"environment\" in its errors"},
	{"((", "bash quotes the line of a (( it read again as subshells as it re-read it"},
}

// genSyntaxScript breaks a seed with one to three mutations: a token
// removed, a breaker inserted, or a token replaced by a breaker.
func genSyntaxScript(rng *rand.Rand) string {
	seed := syntaxSeeds[rng.Intn(len(syntaxSeeds))]
	var toks []string
	for i, line := range strings.Split(seed, "\n") {
		if i > 0 {
			toks = append(toks, "\n")
		}
		toks = append(toks, strings.Split(line, " ")...)
	}
	for n := 1 + rng.Intn(3); n > 0; n-- {
		i := rng.Intn(len(toks))
		b := syntaxBreakers[rng.Intn(len(syntaxBreakers))]
		switch rng.Intn(3) {
		case 0:
			toks = append(toks[:i], toks[i+1:]...)
		case 1:
			toks = append(toks[:i], append([]string{b}, toks[i:]...)...)
		default:
			toks[i] = b
		}
	}
	var b strings.Builder
	for i, t := range toks {
		if i > 0 && t != "\n" && toks[i-1] != "\n" {
			b.WriteByte(' ')
		}
		b.WriteString(t)
	}
	return b.String()
}

// TestSyntaxGenerated breaks valid scripts at random (a fixed seed; set
// CW_SYNTAX_GEN=N for N scripts, CW_SYNTAX_SEED for another seed) and
// compares our shell with bash, as TestSyntaxAgainstBash does.
func TestSyntaxGenerated(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	n, seed := 150, int64(1)
	if v, err := strconv.Atoi(os.Getenv("CW_SYNTAX_GEN")); err == nil {
		n = v
	}
	if v, err := strconv.ParseInt(os.Getenv("CW_SYNTAX_SEED"), 10, 64); err == nil {
		seed = v
	}
	report := os.Getenv("CW_SYNTAX_REPORT") != ""
	rng := rand.New(rand.NewSource(seed))
	var mu sync.Mutex
	fails := 0
	t.Cleanup(func() {
		if report {
			t.Logf("%d of %d runs differ from bash", fails, 2*n)
		}
	})
	for i := 0; i < n; i++ {
		script := genSyntaxScript(rng)
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			t.Parallel()
			for _, mode := range []string{"-c", "-s"} {
				got, want := runSyntaxOurs(t, script, mode), runSyntaxBash(t, script, mode)
				if got == want || strings.HasSuffix(want, "status -1") {
					continue // the same, or bash ran into its timeout (a loop)
				}
				why := ""
				if strings.Contains(script, "[[") && (strings.Count(script, `"`)%2 == 1 || strings.Count(script, "'")%2 == 1) {
					why = "an unclosed quote in [[ ]]: bash reports it and the [[ ]] error both"
				}
				for _, k := range syntaxGenKnown {
					if strings.Contains(script, k.substr) {
						why = k.why
					}
				}
				msg := fmt.Sprintf("bash %s %q:\nours: %s\nbash: %s", mode, script, got, want)
				switch {
				case report:
					mu.Lock()
					fails++
					mu.Unlock()
					t.Log(msg)
				case why == "":
					t.Error(msg)
				}
			}
		})
	}
}
