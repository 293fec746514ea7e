package commands

import (
	"context"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// TestTextProp runs random command lines of the text commands (sort, uniq,
// cut, tr, head, tail, wc, nl, fold, paste, join, comm, expand, unexpand,
// rev, tac, column, fmt, od, seq, printf, cat, base64) on random inputs
// built from tricky lines, through our command and the GNU tool, and fails
// on any disagreement in stdout, stderr, status or the files left behind
// (sort -o) that no textKnown entry explains.
//
// Default: seed 1, 1000 cases. TEXTPROP_SEED=N and TEXTPROP_COUNT=N for
// long runs; TEXTPROP_CMD=sort,cut limits the commands; TEXTPROP_SHOW=N
// prints up to N failures (default 20).
func TestTextProp(t *testing.T) {
	run := propEnv(t, "TEXTPROP", 1000, 20, false)
	seed, count, show := run.seed, run.count, run.show
	gens := textGens[:0:0]
	for _, g := range textGens {
		if run.wants(g.name) {
			gens = append(gens, g)
		}
	}
	rng := rand.New(rand.NewSource(seed))
	var (
		agree, failed int
		known         = map[string]int{}
		byCmd         = map[string]int{}
	)
	for i := 0; i < count; i++ {
		g := gens[rng.Intn(len(gens))]
		c := g.gen(rng)
		if junk := textJunk[c.args[0]]; len(junk) > 0 && rng.Intn(8) == 0 {
			// An option or value that is odd or wrong, first.
			j := strings.Fields(pick(rng, junk...))
			for k := range j {
				if j[k] == "''" {
					j[k] = "" // an empty argument
				}
			}
			c.args = append(append([]string{c.args[0]}, j...), c.args[1:]...)
		}
		got := runTextSandbox(t, c)
		key, gotText := hostCaseKey(c.args, c.stdin, c.files), got.text()
		if hostKnown(t, key, gotText) {
			agree++
			continue
		}
		want := runTextReal(t, c)
		hostRan(t, key, want.text())
		if got == want {
			agree++
			continue
		}
		if why := textKnownReason(c); why != "" {
			known[why]++
			continue
		}
		failed++
		byCmd[c.args[0]]++
		if failed <= show {
			t.Errorf("case %d (seed %d): %s\n%s", i, seed, textCaseString(c), textResultDiff(got, want))
		}
	}
	nknown := 0
	for _, n := range known {
		nknown += n
	}
	t.Logf("%d cases (seed %d): %d agree, %d differ %v, %d known differences (%d causes)", count, seed, agree, failed, byCmd, nknown, len(known))
	whys := make([]string, 0, len(known))
	for w := range known {
		whys = append(whys, w)
	}
	sort.Strings(whys)
	for _, w := range whys {
		t.Logf("  %4d known: %s", known[w], w)
	}
}

// A textCase is one command line with its standard input and files.
type textCase struct {
	args  []string
	stdin string
	files map[string]string
}

// textResult is what a run printed and the files it left.
type textResult struct {
	stdout, stderr string
	status         int
	files          string // "path=content\n" for each regular file of the tree, sorted
}

// text is a textResult as one string, for the host record.
func (r textResult) text() string {
	return resultText(result{r.stdout, r.stderr, r.status}) + r.files
}

func runTextSandbox(t *testing.T, c textCase) textResult {
	t.Helper()
	ctx := context.Background()
	fsys := memfs.New()
	if err := vfs.MkdirAll(ctx, fsys, sandboxDir, 0o755); err != nil {
		t.Fatal(err)
	}
	writeFiles(t, fsys, c.files)
	r := runIn(t, fsys, sandboxDir, c.args, c.stdin)
	var b strings.Builder
	var walk func(dir, rel string)
	walk = func(dir, rel string) {
		ents, err := fsys.ReadDir(ctx, dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ents { // sorted by name
			if e.IsDir() {
				walk(dir+"/"+e.Name(), rel+e.Name()+"/")
				continue
			}
			data, err := vfs.ReadFile(ctx, fsys, dir+"/"+e.Name())
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(&b, "%s=%q\n", rel+e.Name(), data)
		}
	}
	walk(sandboxDir, "")
	return textResult{r.stdout, r.stderr, r.status, b.String()}
}

func runTextReal(t *testing.T, c textCase) textResult {
	t.Helper()
	dir := t.TempDir()
	writeHostFiles(t, dir, c.files)
	r := runRealIn(t, dir, c.args, c.stdin)
	var b strings.Builder
	var walk func(dir, rel string)
	walk = func(dir, rel string) {
		ents, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ents {
			if e.IsDir() {
				walk(filepath.Join(dir, e.Name()), rel+e.Name()+"/")
				continue
			}
			data, err := os.ReadFile(filepath.Join(dir, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(&b, "%s=%q\n", rel+e.Name(), data)
		}
	}
	walk(dir, "")
	return textResult{r.stdout, r.stderr, r.status, b.String()}
}

// textCaseString prints a case as a shell command to reproduce it.
func textCaseString(c textCase) string {
	var b strings.Builder
	names := make([]string, 0, len(c.files))
	for n := range c.files {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(&b, "printf %%s %s > %s; ", shellQuote(c.files[n]), n)
	}
	if c.stdin != "" {
		fmt.Fprintf(&b, "printf %%s %s | ", shellQuote(c.stdin))
	}
	for i, a := range c.args {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(shellQuote(a))
	}
	return b.String()
}

func textResultDiff(got, want textResult) string {
	var b strings.Builder
	if got.stdout != want.stdout {
		fmt.Fprintf(&b, "stdout\n got: %q\nwant: %q\n", got.stdout, want.stdout)
	}
	if got.stderr != want.stderr {
		fmt.Fprintf(&b, "stderr\n got: %q\nwant: %q\n", got.stderr, want.stderr)
	}
	if got.status != want.status {
		fmt.Fprintf(&b, "status: got %d, want %d\n", got.status, want.status)
	}
	if got.files != want.files {
		fmt.Fprintf(&b, "files\n got: %s\nwant: %s\n", got.files, want.files)
	}
	return b.String()
}

// textKnown lists the differences from GNU we keep, each recognised by the
// construct of the command line (and of its input, when it takes one): a
// disagreeing case that matches is counted, not failed.
var textKnown = []struct {
	reason string
	args   *regexp.Regexp // matched against the command line, args joined by spaces
	input  *regexp.Regexp // when set, also against stdin and the files' contents
}{
	{"util-linux 2.38's rev and column open an operand '-' as a file name (\"cannot open -\"); ours read standard input, as coreutils do",
		regexp.MustCompile(`^(rev|column) (.* )?-( |$)`), nil},
	{"util-linux rev reads wide characters with fgetws: a NUL ends the line's text and drops the rest of the line with its newline; ours reverses the NUL as a byte",
		regexp.MustCompile(`^rev\b`), regexp.MustCompile(`\x00`)},
	{"util-linux rev stops at a byte that is not UTF-8 (\"Invalid or incomplete multibyte or wide character\", status 1); ours reverses it as a character of its own",
		regexp.MustCompile(`^rev\b`), regexp.MustCompile(`\x{FFFD}`)},
	{"sort --debug (annotating each key) is not implemented: our sort refuses the option",
		regexp.MustCompile(`^sort .*--debug`), nil},
	{"tac -r (a regular expression as separator) is not implemented: our tac refuses the option",
		regexp.MustCompile(`^tac .*-r\b`), nil},
	{"rev -0 (NUL-terminated lines) is util-linux 2.39's; the 2.38 installed here refuses it",
		regexp.MustCompile(`^rev .*-0`), nil},
	{"GNU nl goes on parsing after an unknown option (and may then die on a bad value, without the Try line); our flag parser stops at the first unknown option, as most coreutils do",
		regexp.MustCompile(`^nl (.* )?-x( |$)`), nil},
	{"GNU join reads the obsolete -o list split over arguments (-o 1.1 2.2): with a third operand, one after -o is taken as a field list " +
		"(join -e -1 1 ... -o X f1 f2 names f1 a bad field spec); our join takes -o's value only and reports the extra operand",
		regexp.MustCompile(`^join -e -`), nil},
	{"od -S/--strings (printing strings) is not implemented: our od refuses the option; strings(1) does that job",
		regexp.MustCompile(`^od .*( -S| --strings)`), nil},
}

func textKnownReason(c textCase) string {
	line := strings.Join(c.args, " ")
	var in strings.Builder
	in.WriteString(c.stdin)
	for _, f := range c.files {
		in.WriteString("\n")
		in.WriteString(f)
	}
	for _, k := range textKnown {
		if k.args.MatchString(line) && (k.input == nil || k.input.MatchString(in.String())) {
			return k.reason
		}
	}
	return ""
}

// The pools inputs are drawn from.
var (
	textLines = []string{
		"", "", "a", "b", "B", "apple", "Apple", "apple", "apple ", "  leading blanks", " b", "\ttab first",
		"a\tb\tc", "x  y   z", "one two three four", "trailing   ", "CRLF line\r", "a\r", "héllo wörld", "naïve café",
		"日本語テキスト", "ÄÖÜ äöü", "1", "2", "10", "-1", "+3", "-0", "0", "1.5", "-2.50", ".5", "3.", "1e3", "2E-2",
		"1,000", "0x10", "007", "1K", "2M", "512", "1.5G", "-1M", "3k", "1.10", "1.9", "1.2.3", "v2", "v10", "file-1.0a.tar.gz",
		"Jan", "feb x", "DEC", " mar", "May 5", "nan", "inf", "x", "X", "x", "zz top", "a:b:c", "k1:v1:z", "a,b,,d",
		"1 2 3", "3 1 2", "b 2", "a 10", "c 2 x", "  5 e", "#comment", "end.",
		strings.Repeat("long words go here ", 12) + "end", "back\bspace", "x\ty\tz", "Mr. Smith.  Next!", "(paren) 'q'",
		"é,ü;ö", "0.0", "-1e-3", "1e+2", "0x1p3", "9223372036854775808", "1 000", "½ ¼", "ＡＢ", "a\u200bb", "🙂 smile",
	}
	textRareLines = []string{"nul\x00byte", "\x00", "\xff\xfe bad utf8", "ctl\x01\x7f", "\f\v"}
	textSeps      = []string{",", ":", " ", "\t", ";", "é"}
	textKeys      = []string{"a", "b", "c", "d", "A", "B", "10", "2", "k", "é", ""}
)

// textJunk are odd or wrong options and values, put first on a command
// line now and then (split at spaces; a field of two single quotes is an
// empty argument).
var textJunk = map[string][]string{
	"sort": {"-k 0", "-k 1.0", "-k 2,1.0", "-t ab", "-t", "-S 1x", "--sort=foo", "-x", "-k 1,1x", "-k +1", "-n -r",
		"-z", "-s -u", "-m", "--files0-from=nope", "-T /nonexistent", "--parallel=0", "-k 1.99", "-ru", "--check=quiet"},
	"uniq": {"-f x", "-s -1", "-w x", "-c -D", "-z", "--group=x", "-f 99", "-s 99", "-w 0", "--skip-fields=1", "-x"},
	"cut": {"-f 0", "-f 3-2", "-c 1,x", "-d ab", "-b 1 -f 2", "-s -c 1", "-d , -c 1", "-f ''", "-f 1-", "--only-delimited",
		"-n", "-f 1,,2", "-c -", "-f 99999999999999999999", "-b 0-", "-x"},
	"tr":       {"-x", "-d -s", "--truncate-set1", "-ct", "--complement"},
	"head":     {"-n x", "-c", "-q -v", "--lines", "-n +5", "-x", "-10c", "-n 0"},
	"tail":     {"-n x", "-c", "-q -v", "-x", "-n +0", "--retry", "-s 1", "--pid=1"},
	"wc":       {"-x", "--files0-from=nope", "--total", "-"},
	"nl":       {"-b x", "-n xx", "-w 0", "-v x", "-i -1", "-l 0", "-d ''", "-s ''", "-p", "-x"},
	"fold":     {"-w 0", "-w x", "-w -1", "-x", "-w 99999999999999999999"},
	"paste":    {"-d ''", "-x", "-s -s", "-d \\"},
	"join":     {"-o 1.0", "-j 0", "-t ab", "-a 3", "-v 0", "-1 0", "-x", "-o 3.1", "--check-order", "-e"},
	"comm":     {"-x", "-4", "--check-order", "--total"},
	"expand":   {"-t 0", "-t 8,4", "-t x", "-t 1,1", "-x", "-t ,", "-t 2,/4,6"},
	"unexpand": {"-t 0", "-t 8,4", "-t x", "-x", "-t 2,+4,8"},
	"tac":      {"-s ''", "-r -s [0-9]", "-x", "-r -s a|b", "-b -r -s x*"},
	"rev":      {"-x", "-0"},
	"column":   {"-c 0", "-c x", "-x -t", "-s", "-o ''", "-n"},
	"fmt":      {"-w 0", "-w x", "-w 2500", "-g 100", "-x", "-p ''"},
	"od":       {"-t x3", "-A q", "-j x", "-N -1", "-w 0", "-x", "--endian=middle", "-t f2", "-t c1"},
	"seq":      {"-w -f %g", "-f %d", "-s", "-x", "--", "-f %g%g"},
	"printf":   {"--", "-v x"},
	"cat":      {"-x", "--squeeze", "-"},
	"base64":   {"-x", "-w x", "-d -w 4", "--ignore-garbage", "-i"},
}

// textInput builds a random input: lines from the pools, a trailing
// newline mostly.
func textInput(r *rand.Rand) string {
	n := r.Intn(8)
	if r.Intn(10) == 0 {
		n = 0
	}
	lines := make([]string, n)
	for i := range lines {
		if r.Intn(25) == 0 {
			lines[i] = textRareLines[r.Intn(len(textRareLines))]
		} else {
			lines[i] = textLines[r.Intn(len(textLines))]
		}
	}
	return textJoin(r, lines)
}

func textJoin(r *rand.Rand, lines []string) string {
	if len(lines) == 0 {
		return ""
	}
	s := strings.Join(lines, "\n")
	if r.Intn(6) != 0 {
		s += "\n"
	}
	return s
}

// textRecords builds lines of fields separated by sep, for sort -k, cut,
// join and column.
func textRecords(r *rand.Rand, sep string) string {
	n := 1 + r.Intn(7)
	lines := make([]string, n)
	for i := range lines {
		nf := 1 + r.Intn(4)
		f := make([]string, nf)
		for j := range f {
			switch r.Intn(4) {
			case 0:
				f[j] = textKeys[r.Intn(len(textKeys))]
			case 1:
				f[j] = strconv.Itoa(r.Intn(30) - 5)
			default:
				f[j] = strings.TrimSpace(textLines[r.Intn(len(textLines))])
			}
		}
		lines[i] = strings.Join(f, sep)
		if sep == " " && r.Intn(5) == 0 {
			lines[i] = "  " + lines[i]
		}
	}
	return textJoin(r, lines)
}

// textKeyed builds lines "KEY<sep>rest" sorted by key bytewise (join's and
// comm's C.UTF-8 order), a duplicate key sometimes.
func textKeyed(r *rand.Rand, sep string) string {
	n := r.Intn(6)
	var lines []string
	for i := 0; i < n; i++ {
		k := textKeys[r.Intn(len(textKeys))]
		if k == "" {
			k = "z"
		}
		line := k
		for j := r.Intn(3); j > 0; j-- {
			line += sep + strings.Fields(textLines[r.Intn(len(textLines))] + " w")[0]
		}
		lines = append(lines, line)
	}
	sort.Slice(lines, func(i, j int) bool {
		ki, _, _ := strings.Cut(lines[i], sep)
		kj, _, _ := strings.Cut(lines[j], sep)
		return ki < kj
	})
	return textJoin(r, lines)
}

func pick[T any](r *rand.Rand, xs ...T) T { return xs[r.Intn(len(xs))] }

// sometimes appends a to args with probability 1/n.
func sometimes(r *rand.Rand, n int, args []string, a ...string) []string {
	if r.Intn(n) == 0 {
		return append(args, a...)
	}
	return args
}

// textFileArgs gives the case 1-3 files of inputs made by mk, or stdin.
func textFileArgs(r *rand.Rand, c *textCase, mk func() string) {
	switch r.Intn(3) {
	case 0:
		c.stdin = mk()
	case 1:
		c.files = map[string]string{"f1": mk()}
		c.args = append(c.args, "f1")
	default:
		c.files = map[string]string{"f1": mk(), "f2": mk()}
		c.args = append(c.args, "f1")
		if r.Intn(3) == 0 {
			c.stdin = mk()
			c.args = append(c.args, "-")
		}
		c.args = append(c.args, "f2")
		if r.Intn(8) == 0 {
			c.args = append(c.args, "missing")
		}
	}
}

func textList(r *rand.Rand) string {
	parts := []string{"1", "2", "3", "2-", "-2", "1,3", "3-4", "1-2", "4", "1-", "2,4-", "5", "1-3,2"}
	s := pick(r, parts...)
	if r.Intn(3) == 0 {
		s += "," + pick(r, parts...)
	}
	return s
}

var textGens = []struct {
	name string
	gen  func(r *rand.Rand) textCase
}{
	{"sort", genSort}, {"sort", genSort}, {"sort", genSort}, {"uniq", genUniq}, {"uniq", genUniq},
	{"cut", genCut}, {"cut", genCut}, {"tr", genTr}, {"tr", genTr}, {"head", genHeadTail}, {"tail", genHeadTail},
	{"wc", genWc}, {"nl", genNl}, {"fold", genFold}, {"paste", genPaste}, {"join", genJoin}, {"join", genJoin},
	{"comm", genComm}, {"expand", genExpand}, {"unexpand", genExpand}, {"rev", genRevTac}, {"tac", genRevTac},
	{"column", genColumn}, {"fmt", genFmt}, {"od", genOd}, {"seq", genSeq}, {"printf", genPrintf},
	{"cat", genCat}, {"base64", genBase64},
}

func genSort(r *rand.Rand) textCase {
	c := textCase{args: []string{"sort"}}
	sep := ""
	if r.Intn(2) == 0 {
		sep = pick(r, textSeps...)
		c.args = append(c.args, "-t", sep)
	}
	orders := []string{"n", "r", "u", "f", "b", "h", "V", "g", "M", "s", "d", "i"}
	for j := r.Intn(3); j > 0; j-- {
		c.args = append(c.args, "-"+pick(r, orders...))
	}
	for j := r.Intn(3); j > 0; j-- {
		key := strconv.Itoa(1 + r.Intn(3))
		if r.Intn(4) == 0 {
			key += "." + strconv.Itoa(1+r.Intn(3))
		}
		if r.Intn(3) == 0 {
			key += pick(r, "n", "r", "nr", "b", "f", "h", "V", "g", "M", "bn", "rn")
		}
		if r.Intn(2) == 0 {
			end := strconv.Itoa(1 + r.Intn(3))
			if r.Intn(4) == 0 {
				end += "." + strconv.Itoa(r.Intn(3))
			}
			if r.Intn(4) == 0 {
				end += pick(r, "n", "r", "b")
			}
			key += "," + end
		}
		if r.Intn(2) == 0 {
			c.args = append(c.args, "-k"+key)
		} else {
			c.args = append(c.args, "-k", key)
		}
	}
	c.args = sometimes(r, 10, c.args, pick(r, "-c", "-C"))
	c.args = sometimes(r, 12, c.args, pick(r, "-z", "-m", "--stable", "-k0", "-k1.0", "-t", "-nk2", "-k2,1", "-ng", "-hM", "-k1,1Vr",
		"--sort=version", "--sort=human-numeric", "--debug"))
	mk := func() string {
		if sep != "" || r.Intn(2) == 0 {
			s := sep
			if s == "" {
				s = " "
			}
			return textRecords(r, s)
		}
		return textInput(r)
	}
	if r.Intn(8) == 0 {
		c.args = append(c.args, "-o", pick(r, "out", "f1"))
	}
	textFileArgs(r, &c, mk)
	return c
}

func genUniq(r *rand.Rand) textCase {
	c := textCase{args: []string{"uniq"}}
	for j := r.Intn(4); j > 0; j-- {
		switch r.Intn(10) {
		case 0:
			c.args = append(c.args, "-c")
		case 1:
			c.args = append(c.args, "-d")
		case 2:
			c.args = append(c.args, "-u")
		case 3:
			c.args = append(c.args, "-i")
		case 4:
			c.args = append(c.args, "-f", strconv.Itoa(r.Intn(3)))
		case 5:
			c.args = append(c.args, "-s", strconv.Itoa(r.Intn(4)))
		case 6:
			c.args = append(c.args, "-w", strconv.Itoa(r.Intn(4)))
		case 7:
			c.args = append(c.args, "-D")
		case 8:
			c.args = append(c.args, pick(r, "--all-repeated=separate", "--all-repeated=prepend", "--group", "--group=both", "--group=append", "-z"))
		default:
			c.args = append(c.args, pick(r, "-cd", "-ci", "-di", "-f1"))
		}
	}
	// Runs of duplicates: a few lines, each repeated.
	var lines []string
	for j := r.Intn(7); j > 0; j-- {
		l := pick(r, "a", "A", "a ", "b", "x 1", "y 1", "x  1", "\tb", "ab", "abc", "Ab", "", "1 a", "2 a", "é", "É")
		for k := 1 + r.Intn(3); k > 0; k-- {
			lines = append(lines, l)
		}
	}
	in := textJoin(r, lines)
	if r.Intn(3) == 0 {
		c.files = map[string]string{"f1": in}
		c.args = append(c.args, "f1")
		if r.Intn(4) == 0 {
			c.args = append(c.args, "out")
		}
	} else {
		c.stdin = in
	}
	return c
}

func genCut(r *rand.Rand) textCase {
	c := textCase{args: []string{"cut"}}
	sep := "\t"
	switch r.Intn(4) {
	case 0, 1:
		if r.Intn(3) != 0 {
			sep = pick(r, ",", ":", " ", ";", "é")
			c.args = append(c.args, "-d", sep)
		}
		c.args = append(c.args, "-f", textList(r))
		c.args = sometimes(r, 3, c.args, "-s")
	case 2:
		c.args = append(c.args, "-c", textList(r))
	default:
		c.args = append(c.args, "-b", textList(r))
		c.args = sometimes(r, 4, c.args, "-n")
	}
	c.args = sometimes(r, 4, c.args, "--complement")
	c.args = sometimes(r, 4, c.args, "--output-delimiter="+pick(r, "|", "", "::", "\t"))
	c.args = sometimes(r, 15, c.args, "-z")
	textFileArgs(r, &c, func() string {
		if r.Intn(3) == 0 {
			return textInput(r)
		}
		return textRecords(r, sep)
	})
	return c
}

func genTr(r *rand.Rand) textCase {
	c := textCase{args: []string{"tr"}}
	sets := []string{"a-z", "A-Z", "[:lower:]", "[:upper:]", "[:digit:]", "[:space:]", "[:alpha:]", "[:punct:]",
		"[:alnum:]", "[:blank:]", "abc", "xyz", "\\n", "\\t", " ", "a-c", "0-9", "x", "\\r", "[=a=]", "\\\\", "\\-",
		"lo", "[:cntrl:]", "\\012", "é", "a-e", "[a*3]", "-", "[:xdigit:]", "[:graph:]", "[:print:]", "\\101-\\132",
		"a-a", "z-a", "[:upper:][:digit:]", "abc-", "\\b\\f\\v", "\\7", "[", "]", "a]", "[=e=]x", "[:foo:]"}
	set2s := []string{"A-Z", "a-z", "[:upper:]", "[:lower:]", "_", "xy", "\\n", " ", "[x*]", "[x*2]y", "0-9", "ab", "-", "[:space:]",
		"", "[x*0]", "x[y*]z", "[:digit:]", "a-", "\\", "[*3]", "[x*08]", "é"}
	switch r.Intn(5) {
	case 0:
		c.args = append(c.args, "-d", pick(r, sets...))
	case 1:
		c.args = append(c.args, "-s", pick(r, sets...))
	case 2:
		c.args = append(c.args, pick(r, "-c", "-C", "-cd", "-cs", "-ds", "-ts", "-d", "-s", "-t"), pick(r, sets...), pick(r, set2s...))
	default:
		c.args = append(c.args, pick(r, sets...), pick(r, set2s...))
	}
	c.stdin = textInput(r)
	return c
}

func genHeadTail(r *rand.Rand) textCase {
	cmd := pick(r, "head", "tail")
	c := textCase{args: []string{cmd}}
	n := strconv.Itoa(r.Intn(5))
	switch r.Intn(7) {
	case 0:
		c.args = append(c.args, "-n", n)
	case 1:
		c.args = append(c.args, "-n", pick(r, "-", "+")+n)
	case 2:
		c.args = append(c.args, "-c", pick(r, "", "-", "+")+strconv.Itoa(r.Intn(20)))
	case 3:
		c.args = append(c.args, "-"+n)
	case 4:
		c.args = append(c.args, "-n"+pick(r, "", "+", "-")+n)
	case 5:
		c.args = append(c.args, pick(r, "-n", "-c"), pick(r, "1k", "1b", "2K", "x", "-0", "+0", "1kB", "1KiB", "-1x", "", " 3", "99999999999999999999999"))
	default:
		c.args = append(c.args, pick(r, "-3c", "-2l", "+3", "-c-3", "--lines=2", "--bytes=-4", "-n+1", "-1q", "-2v", "-zn1"))
	}
	c.args = sometimes(r, 4, c.args, pick(r, "-q", "-v", "--quiet", "--verbose", "-z"))
	textFileArgs(r, &c, func() string { return textInput(r) })
	return c
}

func genWc(r *rand.Rand) textCase {
	c := textCase{args: []string{"wc"}}
	for j := r.Intn(4); j > 0; j-- {
		c.args = append(c.args, pick(r, "-l", "-w", "-c", "-m", "-L", "-lw", "-cm", "-lc", "--total=always", "--total=never", "--total=only",
			"--total=auto", "--lines", "--chars", "--max-line-length", "-clmwL", "--total=x"))
	}
	textFileArgs(r, &c, func() string { return textInput(r) })
	return c
}

func genNl(r *rand.Rand) textCase {
	c := textCase{args: []string{"nl"}}
	for j := r.Intn(4); j > 0; j-- {
		switch r.Intn(7) {
		case 0:
			c.args = append(c.args, "-b", pick(r, "a", "t", "n", "p^a", "p[0-9]"))
		case 1:
			c.args = append(c.args, "-n", pick(r, "ln", "rn", "rz"))
		case 2:
			c.args = append(c.args, "-w", strconv.Itoa(1+r.Intn(7)))
		case 3:
			c.args = append(c.args, "-s", pick(r, ":", "", ". ", "\t"))
		case 4:
			c.args = append(c.args, "-v", strconv.Itoa(r.Intn(12)-2))
		case 5:
			c.args = append(c.args, "-i", strconv.Itoa(r.Intn(4)))
		default:
			c.args = append(c.args, pick(r, "-ba", "-nrz", "-w2", "-l2", "-p", "-ha", "-fa", "-d", "-bpx\\|a", "-b", "-w0", "-nxx", "-v-3", "-i0", "-dXY", "-l", "-sé"))
			if c.args[len(c.args)-1] == "-d" || c.args[len(c.args)-1] == "-b" || c.args[len(c.args)-1] == "-l" {
				c.args = append(c.args, pick(r, "ab", ":", "3", "a", "pé", "x"))
			}
		}
	}
	textFileArgs(r, &c, func() string {
		if r.Intn(4) == 0 {
			return "\\:\\:\\:\nh\n\\:\\:\nb\n\nb2\n\\:\nf\n"
		}
		return textInput(r)
	})
	return c
}

func genFold(r *rand.Rand) textCase {
	c := textCase{args: []string{"fold"}}
	if r.Intn(4) != 0 {
		c.args = append(c.args, pick(r, "-w", "-w", "-")+strconv.Itoa(1+r.Intn(12)))
	} else if r.Intn(5) == 0 {
		c.args = append(c.args, pick(r, "-w0", "-wx", "--width=3", "-w", "-c"))
	}
	c.args = sometimes(r, 2, c.args, "-s")
	c.args = sometimes(r, 3, c.args, "-b")
	textFileArgs(r, &c, func() string { return textInput(r) })
	return c
}

func genPaste(r *rand.Rand) textCase {
	c := textCase{args: []string{"paste"}}
	if r.Intn(2) == 0 {
		c.args = append(c.args, "-d", pick(r, ",", ":;", "\\n", "\\t", "\\0", "", "é", "\\\\", ", "))
	}
	c.args = sometimes(r, 3, c.args, "-s")
	c.args = sometimes(r, 15, c.args, "-z")
	mk := func() string { return textInput(r) }
	switch r.Intn(4) {
	case 0:
		c.stdin = mk()
		c.args = append(c.args, pick(r, "-", "- -"))
		if c.args[len(c.args)-1] == "- -" {
			c.args = append(c.args[:len(c.args)-1], "-", "-")
		}
	case 1:
		c.files = map[string]string{"f1": mk()}
		c.args = append(c.args, "f1")
	default:
		c.files = map[string]string{"f1": mk(), "f2": mk(), "f3": mk()}
		c.args = append(c.args, "f1", "f2")
		c.args = sometimes(r, 2, c.args, "f3")
	}
	return c
}

func genJoin(r *rand.Rand) textCase {
	c := textCase{args: []string{"join"}}
	sep := " "
	if r.Intn(2) == 0 {
		sep = pick(r, ",", ":", "\t")
		c.args = append(c.args, "-t", sep)
	}
	for j := r.Intn(4); j > 0; j-- {
		switch r.Intn(7) {
		case 0:
			c.args = append(c.args, "-a", pick(r, "1", "2"))
		case 1:
			c.args = append(c.args, "-v", pick(r, "1", "2"))
		case 2:
			c.args = append(c.args, "-e", pick(r, "NULL", "-", ""))
		case 3:
			c.args = append(c.args, "-o", pick(r, "auto", "0,1.2,2.2", "1.1,2.1", "2.2,1.3", "0", "1.2"))
		case 4:
			c.args = append(c.args, "-1", pick(r, "1", "2"), "-2", pick(r, "1", "2"))
		case 5:
			c.args = append(c.args, "-i")
		default:
			c.args = append(c.args, "--header")
		}
	}
	if r.Intn(3) != 0 {
		c.args = append(c.args, "--nocheck-order")
	}
	c.files = map[string]string{"f1": textKeyed(r, sep), "f2": textKeyed(r, sep)}
	if r.Intn(6) == 0 {
		c.files["f2"] = textRecords(r, sep)
	}
	if r.Intn(6) == 0 {
		c.stdin = c.files["f1"]
		c.args = append(c.args, "-", "f2")
	} else {
		c.args = append(c.args, "f1", "f2")
	}
	return c
}

func genComm(r *rand.Rand) textCase {
	c := textCase{args: []string{"comm"}}
	for j := r.Intn(3); j > 0; j-- {
		c.args = append(c.args, pick(r, "-1", "-2", "-3", "-12", "-13", "-23", "--output-delimiter=|",
			"--output-delimiter=", "--nocheck-order", "--check-order", "--total", "-z"))
	}
	mk := func() string {
		var lines []string
		for j := r.Intn(6); j > 0; j-- {
			lines = append(lines, pick(r, "a", "b", "c", "B", "é", "", "a b", "x", "10", "9"))
		}
		if r.Intn(5) != 0 {
			sort.Strings(lines)
		}
		return textJoin(r, lines)
	}
	c.files = map[string]string{"f1": mk(), "f2": mk()}
	c.args = append(c.args, "f1", "f2")
	return c
}

func genExpand(r *rand.Rand) textCase {
	cmd := pick(r, "expand", "unexpand")
	c := textCase{args: []string{cmd}}
	if r.Intn(2) == 0 {
		c.args = append(c.args, "-t", pick(r, "4", "2", "1", "8", "3,7", "2,4,8", "4 8", "2,+4", "2,/3", "0", "8,4", "x", "1,1", "+4", "/4", "3,", ",3", "2 /5"))
	} else if r.Intn(3) == 0 {
		c.args = append(c.args, pick(r, "-4", "-2", "-3,6"))
	}
	if cmd == "expand" {
		c.args = sometimes(r, 3, c.args, "-i")
	} else {
		c.args = sometimes(r, 3, c.args, pick(r, "-a", "--first-only"))
	}
	textFileArgs(r, &c, func() string {
		var lines []string
		for j := r.Intn(6); j > 0; j-- {
			lines = append(lines, pick(r, "\ta", "a\tb", "    x", "        y  z", "  \t b", "ab  \tc", "\t\tdeep", "é\tx", "abcdefgh\ti", "x       y", "", "       ", "a b"))
		}
		return textJoin(r, lines)
	})
	return c
}

func genRevTac(r *rand.Rand) textCase {
	cmd := pick(r, "rev", "tac")
	c := textCase{args: []string{cmd}}
	if cmd == "tac" {
		switch r.Intn(4) {
		case 0:
			c.args = append(c.args, "-s", pick(r, ",", ":", "x", "ab", " "))
		case 1:
			c.args = append(c.args, "-b")
		case 2:
			c.args = append(c.args, "-b", "-s", pick(r, ",", "a"))
		default:
			c.args = append(c.args, "-r", "-s", pick(r, "[0-9]", "a|b", "[, ]", "e.", "\\.", "x*y", "^a", "$"))
		}
	}
	textFileArgs(r, &c, func() string { return textInput(r) })
	return c
}

func genColumn(r *rand.Rand) textCase {
	c := textCase{args: []string{"column"}}
	sep := " "
	if r.Intn(4) != 0 {
		c.args = append(c.args, "-t")
		if r.Intn(2) == 0 {
			sep = pick(r, ",", ":", "\t")
			c.args = append(c.args, "-s", sep)
		}
		c.args = sometimes(r, 3, c.args, "-o", pick(r, "|", " | ", ""))
	} else {
		c.args = sometimes(r, 2, c.args, "-x")
		c.args = sometimes(r, 2, c.args, "-c", strconv.Itoa(10+r.Intn(30)))
	}
	textFileArgs(r, &c, func() string { return textRecords(r, sep) })
	return c
}

func genFmt(r *rand.Rand) textCase {
	c := textCase{args: []string{"fmt"}}
	if r.Intn(3) != 0 {
		c.args = append(c.args, "-w", strconv.Itoa(5+r.Intn(40)))
	}
	c.args = sometimes(r, 3, c.args, "-s")
	c.args = sometimes(r, 3, c.args, "-u")
	c.args = sometimes(r, 6, c.args, pick(r, "-c", "-t", "-p#", "-g10"))
	textFileArgs(r, &c, func() string { return textInput(r) })
	return c
}

func genOd(r *rand.Rand) textCase {
	c := textCase{args: []string{"od"}}
	for j := 1 + r.Intn(2); j > 0; j-- {
		c.args = append(c.args, pick(r, "-c", "-x", "-b", "-d", "-o", "-a", "-t", "-t", "-t"))
		if c.args[len(c.args)-1] == "-t" {
			c.args = append(c.args, pick(r, "x1", "x2", "d1", "u1", "o1", "c", "a", "x4", "d2z", "x1z", "f4", "u2", "f8", "o2", "d4", "x8", "cz", "u", "d", "fF", "x3", "q"))
		}
	}
	if r.Intn(2) == 0 {
		c.args = append(c.args, pick(r, "-An", "-Ax", "-Ad", "-Ao", "-A", "-A"))
		if c.args[len(c.args)-1] == "-A" {
			c.args = append(c.args, pick(r, "n", "x", "d"))
		}
	}
	c.args = sometimes(r, 3, c.args, "-N", strconv.Itoa(r.Intn(20)))
	c.args = sometimes(r, 3, c.args, "-j", strconv.Itoa(r.Intn(10)))
	c.args = sometimes(r, 3, c.args, "-w"+strconv.Itoa(pick(r, 4, 8, 16, 3)))
	c.args = sometimes(r, 4, c.args, "-v")
	c.args = sometimes(r, 10, c.args, pick(r, "-S", "--strings=2", "-S1", "--endian=big", "-s", "-i", "-l", "-f", "-e", "-h"))
	if c.args[len(c.args)-1] == "-S" {
		c.args = append(c.args, strconv.Itoa(r.Intn(5)))
	}
	textFileArgs(r, &c, func() string { return textInput(r) })
	return c
}

func genSeq(r *rand.Rand) textCase {
	c := textCase{args: []string{"seq"}}
	c.args = sometimes(r, 4, c.args, "-w")
	c.args = sometimes(r, 4, c.args, "-s", pick(r, ",", " ", "", "\\n", ", "))
	if r.Intn(4) == 0 {
		c.args = append(c.args, "-f", pick(r, "%g", "%05.1f", "%.3f", "x%gy", "%e", "%-5g|", "%03g", "%.0f", "%+g", "%#x", "%G", "%a", "%%", "%s", "%'.2f", "% g"))
	}
	num := func() string {
		return pick(r, "1", "2", "5", "10", "-3", "0", "0.5", "1.5", "-1.25", "3e1", "0.1", "2.0", "-0.5", "7", "012",
			"1.000", "-0", "+2", "1e-1", "0x0A", ".5", "5.", "x", "1e2")
	}
	switch r.Intn(3) {
	case 0:
		c.args = append(c.args, num())
	case 1:
		c.args = append(c.args, num(), num())
	default:
		c.args = append(c.args, num(), pick(r, "1", "2", "-1", "0.5", "-0.25", "0.1", "3", "-2"), num())
	}
	return c
}

func genPrintf(r *rand.Rand) textCase {
	c := textCase{args: []string{"printf"}}
	var f strings.Builder
	for j := 1 + r.Intn(3); j > 0; j-- {
		f.WriteString(pick(r, "%s", "%5s", "%-5s|", "%.2s", "%d", "%05d", "%-4d|", "%+d", "%x", "%X", "%o", "%#x", "%f",
			"%.2f", "%8.3f", "%e", "%g", "%c", "%b", "%q", "%%", "%i", "%u", "%*d", "%-*s|", "%.*f", "%10.4s",
			"%5c|", "%-8b|", "%#o", "%+.3e", "%G", "%E", "%a", "% d", "%'d", "%ld", "%hhd", "%08.3f", "%.0f", "%.3d", "%-05d", "\\x41",
			"\\101", "\\u00e9", "\\c", "%", "%z", "%5%"))
		f.WriteString(pick(r, " ", "\\n", ",", "", "\\t", "-"))
	}
	c.args = append(c.args, f.String())
	for j := r.Intn(5); j > 0; j-- {
		c.args = append(c.args, pick(r, "a", "hello world", "42", "-7", "3.14159", "0x1F", "010", "1e3", "é", "'A",
			"", "a\\tb", "x\\0101y", "\\c", "it's", "12abc", "5", "-", "  3", "999999999999999999999",
			"-0", "0x", "1.5e", "\"x", "+5", "-9223372036854775809", "18446744073709551616", "1e-5", "inf", "nan", "0.1", "\\u263a"))
	}
	return c
}

func genCat(r *rand.Rand) textCase {
	c := textCase{args: []string{"cat"}}
	for j := r.Intn(3); j > 0; j-- {
		c.args = append(c.args, pick(r, "-n", "-b", "-s", "-A", "-E", "-T", "-v", "-e", "-t", "-ns", "-bE", "-vET", "--show-all", "-u", "--number", "-sb"))
	}
	textFileArgs(r, &c, func() string { return textInput(r) })
	return c
}

func genBase64(r *rand.Rand) textCase {
	c := textCase{args: []string{"base64"}}
	if r.Intn(2) == 0 {
		c.args = append(c.args, "-d")
		c.args = sometimes(r, 3, c.args, "-i")
		enc := []string{"aGVsbG8K", "aGVsbG8=", "aGVsbG8", "YQ==\n", "YWJj\nZGVm\n", "w6k=", "!!", "aGV sbG8=", "YQ==YQ==", "", "Zm9v\r\n", "YW=", "AAEC/w=="}
		c.stdin = pick(r, enc...)
		if r.Intn(3) == 0 {
			c.stdin += pick(r, enc...)
		}
		return c
	}
	c.args = sometimes(r, 2, c.args, "-w", pick(r, strconv.Itoa(r.Intn(12)), "0", "76", "x", "-1"))
	textFileArgs(r, &c, func() string { return textInput(r) })
	return c
}
