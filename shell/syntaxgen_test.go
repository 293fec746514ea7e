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
	"time"
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

// syntaxGenKnown are the kinds of difference from bash the generator may
// find and that are known: each names what differs (a message, a status)
// and recognises it from the two results alone, never from the script. A
// difference of no known kind fails the test.
var syntaxGenKnown = []struct {
	kind  string
	match func(mode string, ours, bash syntaxResult) bool
}{
	{"bash -c exits 127 after a syntax error in a command substitution (FORCE_EOF); Run's script is read as bash -s reads one: 2, or $? (1 for 0) for a [[ ]] error",
		func(mode string, ours, bash syntaxResult) bool {
			return mode == "-c" && bash.status == 127 && ours.status != 0 &&
				ours.stdout == bash.stdout && ours.stderr == bash.stderr
		}},
	{"bash -c ends its string after an arithmetic error in a subscript or an integer's assignment (top_level_cleanup before DISCARD); Run's script is read as bash -s reads one, which discards that line only",
		func(mode string, ours, bash syntaxResult) bool {
			lines := strings.Split(strings.TrimSuffix(bash.stderr, "\n"), "\n")
			last := lines[len(lines)-1]
			return mode == "-c" && bash.status == 1 && len(ours.stderr) > len(bash.stderr) &&
				strings.HasPrefix(ours.stdout, bash.stdout) && strings.HasPrefix(ours.stderr, bash.stderr) &&
				(strings.Contains(last, ": syntax error") || strings.Contains(last, "bad array subscript"))
		}},
	{"bash reads an open quote, backquote, ${ or $( to the end of the input before it parses what is inside: " +
		"\"unexpected EOF while looking for matching\" (or an error on a later line) where we report the first error",
		func(mode string, ours, bash syntaxResult) bool {
			return ours.stdout == bash.stdout && ours.status != 0 && bash.status != 0 &&
				strings.Contains(bash.stderr, "unexpected EOF while looking for matching")
		}},
	{"bash adds a second [[ ]] error after the first (\"expected `)'\", \"unexpected token ... in conditional command\")",
		func(mode string, ours, bash syntaxResult) bool {
			extra := strings.TrimPrefix(bash.stderr, ours.stderr)
			return ours.stdout == bash.stdout && ours.status == bash.status && ours.stderr != "" &&
				extra != bash.stderr && (strings.Contains(extra, "expected `)'") || strings.Contains(extra, "in conditional command"))
		}},
	{"bash reads a here-document's body to the end of the input and warns (\"here-document at line N delimited by end-of-file\") before another error",
		func(mode string, ours, bash syntaxResult) bool {
			return strings.Contains(bash.stderr, "here-document at line ") && !strings.Contains(ours.stderr, "here-document at line ")
		}},
	{"the test's cat quotes no file name ('[[' in GNU cat's message)",
		func(mode string, ours, bash syntaxResult) bool {
			return ours.stdout == bash.stdout && ours.status == bash.status && ours.stderr != bash.stderr &&
				catUnquoted.Replace(bash.stderr) == ours.stderr
		}},
	{"arithmetic error wording: bash says \"operand expected\" where we say \"invalid arithmetic operator\"",
		func(mode string, ours, bash syntaxResult) bool {
			return ours.stdout == bash.stdout && ours.status == bash.status &&
				strings.ReplaceAll(ours.stderr, "invalid arithmetic operator", "operand expected") == bash.stderr
		}},
	{"bug: bash runs `a[1]=x declare -A m=(...)` as a command (\"not a valid identifier\" for a[1]); we report a syntax error at its (",
		func(mode string, ours, bash syntaxResult) bool {
			return strings.Contains(ours.stderr, "syntax error near unexpected token `('") && strings.Contains(bash.stderr, "': not a valid identifier")
		}},
	{"bash reads `${` to its matching `}`, across lines, before it parses what is inside; we report the `${` where its syntax breaks",
		func(mode string, ours, bash syntaxResult) bool {
			return ours.stdout == bash.stdout && (strings.Contains(ours.stderr, "unexpected token `${'") ||
				strings.Contains(ours.stderr, "looking for matching `}'")) && !strings.Contains(bash.stderr, "unexpected token `${'")
		}},
	{"test artifact: the test's cat is a stub without GNU's messages, and $HOME is no directory on the host",
		func(mode string, ours, bash syntaxResult) bool {
			return ours.stdout == bash.stdout && ours.status == bash.status &&
				withoutCatLines(ours.stderr) == withoutCatLines(bash.stderr)
		}},
	{"bug: a declaration's argument ${m[a b]} is evaluated as an indexed subscript (\"syntax error in expression\") before the list makes m associative; bash expands it silently",
		func(mode string, ours, bash syntaxResult) bool {
			return bash.stderr == "" && strings.Contains(ours.stderr, ": syntax error in expression (error token is ")
		}},
	{"a `((` that starts no arithmetic command: bash reports its `(` (\"syntax error near unexpected token `('\"), we look for its `)` to the end of the input",
		func(mode string, ours, bash syntaxResult) bool {
			return ours.stdout == bash.stdout && strings.Contains(ours.stderr, "looking for matching `)'") &&
				strings.Contains(bash.stderr, "syntax error near unexpected token `('")
		}},
}

// withoutCatLines is s without the lines of cat's messages.
func withoutCatLines(s string) string {
	var b strings.Builder
	for _, l := range strings.SplitAfter(s, "\n") {
		if !strings.HasPrefix(l, "cat: ") {
			b.WriteString(l)
		}
	}
	return b.String()
}

// catUnquoted takes GNU cat's quotes off a file name in its messages.
var catUnquoted = strings.NewReplacer("cat: '", "cat: ", "': No such", ": No such")

// syntaxGenKind returns the kind of a difference, "" for an unknown one.
func syntaxGenKind(mode string, ours, bash syntaxResult) string {
	for _, k := range syntaxGenKnown {
		if k.match(mode, ours, bash) {
			return k.kind
		}
	}
	return ""
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

// syntaxGenSeeds are the seeds CI runs, each for syntaxGenCount scripts.
var syntaxGenSeeds = []int64{1}

const syntaxGenCount = 150

// TestSyntaxGenerated breaks valid scripts at random and compares our
// shell with bash, as TestSyntaxAgainstBash does; a difference must be of
// a known kind. CI runs the fixed seeds; CW_FRESH_SEEDS=1 draws a new seed
// (logged), CW_SEED=N runs seed N, CW_COUNT=N sets the scripts per seed,
// and CW_SYNTAX_REPORT=1 logs every difference, known or not, instead of
// failing.
func TestSyntaxGenerated(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	seeds, n := syntaxGenSeeds, syntaxGenCount
	if v, err := strconv.Atoi(os.Getenv("CW_COUNT")); err == nil {
		n = v
	}
	if os.Getenv("CW_FRESH_SEEDS") != "" {
		seeds = []int64{time.Now().UnixNano()}
	}
	if v, err := strconv.ParseInt(os.Getenv("CW_SEED"), 10, 64); err == nil {
		seeds = []int64{v}
	}
	report := os.Getenv("CW_SYNTAX_REPORT") != ""
	var mu sync.Mutex
	runs, known, unknown := 0, map[string]int{}, 0
	t.Cleanup(func() {
		t.Logf("seeds %v, %d scripts each: %d runs, %d unexplained differences, known kinds %v", seeds, n, runs, unknown, known)
	})
	for _, seed := range seeds {
		rng := rand.New(rand.NewSource(seed))
		for i := 0; i < n; i++ {
			script := genSyntaxScript(rng)
			t.Run(fmt.Sprintf("%d/%d", seed, i), func(t *testing.T) {
				t.Parallel()
				for _, mode := range []string{"-c", "-s"} {
					ours, bash := runSyntaxOursResult(t, script, mode), runSyntaxBashResult(t, script, mode)
					mu.Lock()
					runs++
					mu.Unlock()
					if ours == bash || bash.status == -1 {
						continue // the same, or bash ran into its timeout (a loop)
					}
					kind := syntaxGenKind(mode, ours, bash)
					msg := fmt.Sprintf("bash %s %q:\nours: %s\nbash: %s", mode, script, ours, bash)
					mu.Lock()
					if kind != "" {
						known[kind]++
					} else {
						unknown++
					}
					mu.Unlock()
					switch {
					case report:
						t.Log(msg + "\nkind: " + kind)
					case kind == "":
						t.Error(msg)
					}
				}
			})
		}
	}
}
