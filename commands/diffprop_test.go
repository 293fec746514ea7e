package commands

import (
	"math/rand"
	"os/exec"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// TestDiffProp runs random command lines of diff, patch and cmp over pairs
// of files derived from one another by random edits (inserted, deleted,
// changed and moved runs, repeated and blank lines, white space changes,
// CRLF, a missing final newline, NULs, long lines, UTF-8) and over small
// trees for diff -r, through our command and the GNU tool, and fails on
// any disagreement in stdout, stderr, status or the files left behind
// (patch's results, .rej and .orig files) that no diffKnown entry
// explains. A patch case applies what GNU diff printed for the pair to a
// copy of the old file that may have been moved, edited or already
// patched, to reach offsets, fuzz, rejects and reversed patches.
//
// Default: seed 1, 300 cases (a few seconds). DIFFPROP_SEED=N and
// DIFFPROP_COUNT=N for long runs; DIFFPROP_CMD=diff,patch limits the
// commands; DIFFPROP_SHOW=N prints up to N failures (default 20).
func TestDiffProp(t *testing.T) {
	run := propEnv(t, "DIFFPROP", 300, 20, false)
	seed, count, show := run.seed, run.count, run.show
	for _, tool := range []string{"diff", "patch", "cmp"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("real %s not installed", tool)
		}
	}
	gens := diffGens[:0:0]
	for _, g := range diffGens {
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
		c := g.gen(t, rng)
		got := diffPropNorm(runTextSandbox(t, c))
		key := hostCaseKey(c.args, c.stdin, c.files)
		if hostKnown(t, key, got.text()) {
			agree++
			continue
		}
		want := diffPropNorm(runTextReal(t, c))
		hostRan(t, key, want.text())
		if got == want {
			agree++
			continue
		}
		dc := diffCase{args: c.args, stdin: c.stdin, files: c.files}
		if why := diffKnown.reason(dc, result{got.stdout, got.stderr, got.status}, result{want.stdout, want.stderr, want.status}); why != "" {
			known[why]++
			continue
		}
		failed++
		byCmd[c.args[0]]++
		if failed <= show {
			t.Errorf("case %d (seed %d): %s\n%s", i, seed, textCaseString(c), textResultDiff(got, want))
		}
	}
	if failed > show {
		t.Errorf("... and %d more differences (DIFFPROP_SHOW=N shows more)", failed-show)
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

// diffTimestamp is the time in a diff -u or -c header: the files of the
// two sides were written at different times.
var diffTimestamp = regexp.MustCompile(`(?m)^((?:---|\+\+\+|\*\*\*) [^\t\n]*)\t\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{9} [-+]\d{4}$`)

func diffPropNorm(r textResult) textResult {
	r.stdout = diffTimestamp.ReplaceAllString(r.stdout, "$1\tTIME")
	r.files = diffTimestamp.ReplaceAllString(r.files, "$1\tTIME")
	return r
}

// diffKnown lists the differences from GNU we keep, each recognised by the
// command line and the two results.
var diffKnown = propKnown{
	{"diff -y with -B: GNU prints the lines of an ignored (blank) change out of step, the columns of later lines shifted " +
		"and marked '(' or ')'; ours prints the change's lines side by side",
		func(c diffCase, got, want result) bool {
			return c.args[0] == "diff" && slicesContains(c.args, "-y") && slicesContains(c.args, "-B")
		}},
	{"patch: which of the patch's names GNU picks when neither file exists, or both (it weighs which side the hunks say " +
		"is absent, -R, and the names' lengths); ours takes the old name, then the new one",
		func(c diffCase, got, want result) bool {
			return c.args[0] == "patch" && got.stdout != want.stdout && patchNames.ReplaceAllString(got.stdout, "$1 F") == patchNames.ReplaceAllString(want.stdout, "$1 F")
		}},
	{"patch -t on a patch that looks reversed and deletes or creates its file: after 'Assuming -R.' GNU fails the hunk; ours applies it reversed",
		func(c diffCase, got, want result) bool {
			return c.args[0] == "patch" && strings.Contains(want.stdout, "Assuming -R.") && got.stdout != want.stdout
		}},
	{"patch names '(different line endings)' for a failed hunk by a rule of its own; ours when the file's first line and the hunk's differ in CRLF",
		func(c diffCase, got, want result) bool {
			return c.args[0] == "patch" && strings.Contains(got.stdout, "(different line endings)") != strings.Contains(want.stdout, "(different line endings)")
		}},
	{"patch -f on a patch that deletes a missing file: whether GNU can reopen it for its backup depends on how it made the folders; " +
		"ours fails when the file's folder is missing",
		func(c diffCase, got, want result) bool {
			return c.args[0] == "patch" && slicesContains(c.args, "-f") &&
				(strings.Contains(got.stderr, "Can't reopen") || strings.Contains(want.stderr, "Can't reopen"))
		}},
}

// patchNames are the file names in patch's messages.
var patchNames = regexp.MustCompile(`(file|from) [^ ,)\n]+`)

var diffGens = []struct {
	name string
	gen  func(t *testing.T, r *rand.Rand) textCase
}{
	{"diff", genDiffFiles}, {"diff", genDiffFiles}, {"diff", genDiffFiles}, {"diff", genDiffDirs},
	{"patch", genPatch}, {"patch", genPatch}, {"patch", genPatch}, {"cmp", genCmp},
}

// diffPool are the lines files are made of: many repeat, so that several
// edit scripts of one length exist and the algorithm's choice shows.
var diffPool = []string{
	"", "", "", "{", "}", "}", "\treturn x;", "\treturn nil", "if (a) {", "else", "a", "b", "c", "a", "x = 1;", "x = 2;",
	"# comment", "// note", "  indented", "\tindented", "foo bar", "foo  bar", "Foo Bar", "foo bar ", "end", "begin",
	"héllo wörld", "日本語", "line", "line", "line", "-dash", "+plus", " space first", "@@ at @@", "\\ backslash", "*** stars",
	"--- dashes", "a\tb", "trailing\t",
}

// diffLines draws n lines from the pool (or numbered ones, unique).
func diffLines(r *rand.Rand, n int) []string {
	out := make([]string, n)
	unique := r.Intn(4) == 0
	for i := range out {
		if unique && r.Intn(3) != 0 {
			out[i] = "line " + strconv.Itoa(i+1)
		} else {
			out[i] = diffPool[r.Intn(len(diffPool))]
		}
	}
	return out
}

// diffEdit returns a copy of lines with 1-4 random edits.
func diffEdit(r *rand.Rand, lines []string) []string {
	out := append([]string(nil), lines...)
	for e := 1 + r.Intn(4); e > 0; e-- {
		pos := 0
		if len(out) > 0 {
			pos = r.Intn(len(out) + 1)
		}
		k := 1 + r.Intn(3)
		switch r.Intn(9) {
		case 0, 1: // insert a run
			out = append(out[:pos], append(diffLines(r, k), out[pos:]...)...)
		case 2, 3: // delete a run
			end := min(pos+k, len(out))
			out = append(out[:pos], out[end:]...)
		case 4: // change a run
			end := min(pos+k, len(out))
			out = append(out[:pos], append(diffLines(r, 1+r.Intn(3)), out[end:]...)...)
		case 5: // move a block
			end := min(pos+k, len(out))
			blk := append([]string(nil), out[pos:end]...)
			rest := append(append([]string(nil), out[:pos]...), out[end:]...)
			to := r.Intn(len(rest) + 1)
			out = append(rest[:to], append(blk, rest[to:]...)...)
		case 6: // white space or case change of one line
			if pos < len(out) {
				out[pos] = pick(r, out[pos]+" ", out[pos]+"\t", "  "+out[pos], strings.ReplaceAll(out[pos], " ", "  "),
					strings.ReplaceAll(out[pos], "\t", "        "), strings.ToUpper(out[pos]), strings.TrimSpace(out[pos]), out[pos]+"\r")
			}
		case 7: // blank lines
			if r.Intn(2) == 0 {
				out = append(out[:pos], append([]string{pick(r, "", "", " ", "\t")}, out[pos:]...)...)
			} else if pos < len(out) && strings.TrimSpace(out[pos]) == "" {
				out = append(out[:pos], out[pos+1:]...)
			}
		default: // a repeated block
			end := min(pos+k, len(out))
			out = append(out[:end], append(append([]string(nil), out[pos:end]...), out[end:]...)...)
		}
	}
	return out
}

// diffJoin makes a file of lines, with a final newline mostly, in CRLF
// now and then.
func diffJoin(r *rand.Rand, lines []string, crlf bool) string {
	if len(lines) == 0 {
		return ""
	}
	sep := "\n"
	if crlf {
		sep = "\r\n"
	}
	s := strings.Join(lines, sep)
	if r.Intn(6) != 0 {
		s += sep
	}
	return s
}

// diffPair makes two files, the second derived from the first.
func diffPair(r *rand.Rand) (string, string) {
	n := r.Intn(14)
	if r.Intn(8) == 0 {
		n = 40 + r.Intn(120)
	}
	a := diffLines(r, n)
	b := diffEdit(r, a)
	if n > 30 {
		for k := r.Intn(6); k > 0; k-- {
			b = diffEdit(r, b)
		}
	}
	crlf := r.Intn(10) == 0
	fa, fb := diffJoin(r, a, crlf), diffJoin(r, b, crlf && r.Intn(3) != 0)
	switch r.Intn(30) {
	case 0:
		fa = ""
	case 1:
		fb = ""
	case 2:
		fb = fa
	case 3: // binary
		fa = strings.Replace(fa+"x", "a", "\x00", 1)
	case 4:
		fb += strings.Repeat("long line ", 30+r.Intn(30)) + "\n"
	case 5:
		fa, fb = strings.TrimSuffix(fa, "\n"), strings.TrimSuffix(fb, "\n")
	}
	return fa, fb
}

// diffOptions are the switches a diff case draws from.
func diffOptions(r *rand.Rand) []string {
	var args []string
	switch r.Intn(12) {
	case 0, 1, 2:
	case 3, 4, 5:
		args = append(args, "-u")
	case 6:
		args = append(args, "-U", strconv.Itoa(r.Intn(5)))
	case 7:
		args = append(args, pick(r, "-c", "-C1", "--context=0", "-U0", "--unified=2", "-u5"))
	case 8:
		args = append(args, "-y")
		args = sometimes(r, 2, args, "-W", strconv.Itoa(pick(r, 20, 40, 72, 130)))
		args = sometimes(r, 3, args, pick(r, "--suppress-common-lines", "--left-column", "-t"))
	case 9:
		args = append(args, pick(r, "-q", "--brief", "-s", "-qs"))
	case 10:
		args = append(args, pick(r, "-e", "-n", "--ifdef=X", "--normal", "-T", "-p", "--color=never", "--color=always"))
	default:
		args = append(args, "-u", pick(r, "--label", "-L"), "A")
		args = sometimes(r, 2, args, "--label=B")
	}
	for _, f := range []string{"-i", "-w", "-b", "-B", "-E", "-Z", "--strip-trailing-cr", "-a", "-d", "-s", "-N", "-T", "--color=never"} {
		if r.Intn(14) == 0 {
			args = append(args, f)
		}
	}
	return args
}

func genDiffFiles(t *testing.T, r *rand.Rand) textCase {
	fa, fb := diffPair(r)
	c := textCase{args: append([]string{"diff"}, diffOptions(r)...), files: map[string]string{"a": fa, "b": fb}}
	switch r.Intn(14) {
	case 0:
		c.args = append(c.args, "-", "b")
		c.stdin = fa
	case 1:
		c.args = append(c.args, "a", pick(r, "nope", "d"))
		c.files["d/"] = ""
		c.files["d/a"] = fb
	case 2:
		c.args = append(c.args, "nope", "b")
	case 3:
		c.args = append(c.args, "a")
	default:
		c.args = append(c.args, "a", "b")
	}
	return c
}

// genDiffDirs compares two small trees: common files (derived pairs),
// files on one side only, subdirectories, a file against a directory.
func genDiffDirs(t *testing.T, r *rand.Rand) textCase {
	c := textCase{args: []string{"diff"}, files: map[string]string{"d1/": "", "d2/": ""}}
	for _, name := range []string{"f", "g", "s/h", "s/t/u", "only"} {
		if r.Intn(4) == 0 {
			continue
		}
		fa, fb := diffPair(r)
		switch r.Intn(6) {
		case 0:
			c.files["d1/"+name] = fa
		case 1:
			c.files["d2/"+name] = fb
		case 2:
			c.files["d1/"+name] = fa
			c.files["d2/"+name] = fa
		default:
			c.files["d1/"+name] = fa
			c.files["d2/"+name] = fb
		}
	}
	if r.Intn(6) == 0 {
		c.files["d1/x"] = "file\n"
		c.files["d2/x/"] = ""
	}
	if r.Intn(6) == 0 {
		c.files["d2/empty/"] = ""
	}
	c.args = append(c.args, diffOptions(r)...)
	c.args = sometimes(r, 2, c.args, "-r")
	c.args = sometimes(r, 4, c.args, "-N")
	c.args = sometimes(r, 8, c.args, "-x", pick(r, "g", "s", "*u*"))
	c.args = append(c.args, "d1", "d2")
	return c
}

// genPatch applies what GNU diff -u printed for a pair of files to a tree
// where the old file may be shifted, edited, already patched or missing.
func genPatch(t *testing.T, r *rand.Rand) textCase {
	fa, fb := diffPair(r)
	if strings.Contains(fa+fb, "\x00") {
		fa = strings.ReplaceAll(fa, "\x00", "0")
	}
	c := textCase{args: []string{"patch"}, files: map[string]string{}}
	// The names in the patch and the file's path in the tree.
	type layout struct {
		old, new, file string
		strip          string
	}
	l := pick(r,
		layout{"a/f", "b/f", "f", "-p1"},
		layout{"f.orig", "f", "f", "-p0"},
		layout{"f", "f", "f", "-p0"},
		layout{"a/sub/f", "b/sub/f", "sub/f", "-p1"},
		layout{"sub/f", "sub/f", "sub/f", ""},
		layout{"a/f", "b/f", "f", "-p0"},
	)
	diffArgs := []string{"-u", "--label", l.old, "--label", l.new}
	if r.Intn(8) == 0 {
		diffArgs[0] = pick(r, "-U1", "-U0", "-U5")
	}
	creating, deleting := r.Intn(12) == 0, r.Intn(14) == 0
	pa, pb := fa, fb
	if creating {
		pa = ""
		diffArgs[2] = "/dev/null"
	} else if deleting {
		pb = ""
		diffArgs[4] = "/dev/null"
	}
	p := gnuDiff(t, diffArgs, pa, pb)
	if r.Intn(5) == 0 {
		// A second file in the same patch.
		ga, gb := diffPair(r)
		ga = strings.ReplaceAll(ga, "\x00", "0")
		gb = strings.ReplaceAll(gb, "\x00", "0")
		g := strings.Replace(l.file, "f", "g", 1)
		p += gnuDiff(t, []string{"-u", "--label", strings.Replace(l.old, "f", "g", 1), "--label", strings.Replace(l.new, "f", "g", 1)}, ga, gb)
		c.files[g] = ga
	}
	if r.Intn(10) == 0 {
		p = "Some text before the patch\ndiff -u x y\n" + p
	}
	target := fa
	switch r.Intn(10) {
	case 0: // moved down: an offset
		target = diffJoin(r, diffLines(r, 1+r.Intn(4)), false) + target
	case 1: // edited: fuzz or a reject
		target = diffJoin(r, diffEdit(r, strings.Split(strings.TrimSuffix(target, "\n"), "\n")), false)
	case 2: // already applied
		target = fb
	case 3: // missing
		target = "\x00missing"
	}
	switch {
	case target == "\x00missing":
	case creating && r.Intn(3) != 0:
	default:
		if !creating {
			c.files[l.file] = target
		} else {
			c.files[l.file] = fb
		}
	}
	if l.strip != "" {
		c.args = append(c.args, l.strip)
	}
	for _, f := range []string{"--dry-run", "-R", "-N", "-s", "-b", "-E", "--no-backup-if-mismatch", "-f", "-t", "--verbose"} {
		if r.Intn(12) == 0 {
			c.args = append(c.args, f)
		}
	}
	if slicesContains(c.args, "-R") && r.Intn(3) != 0 {
		if _, ok := c.files[l.file]; ok {
			c.files[l.file] = fb // reverse a patch that was applied
		}
	}
	if r.Intn(8) == 0 {
		c.args = append(c.args, "-o", pick(r, "out", "-"))
	}
	switch r.Intn(5) {
	case 0:
		c.files["p.diff"] = p
		c.args = append(c.args, "-i", "p.diff")
	case 1:
		c.files["p.diff"] = p
		c.args = append(c.args, l.file, "p.diff")
	default:
		c.stdin = p
	}
	return c
}

func slicesContains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// gnuDiff is what GNU diff prints for files a and b with args.
func gnuDiff(t *testing.T, args []string, a, b string) string {
	t.Helper()
	dir := t.TempDir()
	writeHostFiles(t, dir, map[string]string{"a": a, "b": b})
	return runRealIn(t, dir, append(append([]string{"diff"}, args...), "a", "b"), "").stdout
}

// genCmp compares two byte strings, one derived from the other.
func genCmp(t *testing.T, r *rand.Rand) textCase {
	a := []byte(pick(r, "abc\ndef\n", "", "x", "line one\nline two\nline three\n", "\x00\x01\xff\x80 bin\n", "héllo\nwörld\n", "abcdefghij"))
	for k := r.Intn(3); k > 0; k-- {
		a = append(a, pick(r, "more\n", "\t", "é", "\x7f", "zz")...)
	}
	b := append([]byte(nil), a...)
	switch r.Intn(6) {
	case 0:
	case 1:
		b = b[:r.Intn(len(b)+1)]
	case 2:
		b = append(b, pick(r, "x", "\n", "tail\n")...)
	default:
		for k := 1 + r.Intn(3); k > 0 && len(b) > 0; k-- {
			b[r.Intn(len(b))] = pick(r, byte('X'), byte('\n'), byte(0), byte(0xe9), byte(' '))
		}
	}
	c := textCase{args: []string{"cmp"}, files: map[string]string{"a": string(a), "b": string(b)}}
	for _, f := range []string{"-l", "-s", "-b", "--verbose", "--print-bytes"} {
		if r.Intn(5) == 0 {
			c.args = append(c.args, f)
		}
	}
	if r.Intn(4) == 0 {
		c.args = append(c.args, "-n", pick(r, "0", "1", "3", "5", "100", "1K", "x"))
	}
	if r.Intn(4) == 0 {
		c.args = append(c.args, "-i", pick(r, "1", "2", "1:2", "0:1", "3:0", "10", "x", "1:"))
	}
	switch r.Intn(8) {
	case 0:
		c.args = append(c.args, "-", "b")
		c.stdin = string(a)
	case 1:
		c.args = append(c.args, "a", "nope")
	case 2:
		c.args = append(c.args, "a", "b", pick(r, "1", "2", "0"), pick(r, "", "1", "3"))
		if c.args[len(c.args)-1] == "" {
			c.args = c.args[:len(c.args)-1]
		}
	case 3:
		c.args = append(c.args, "a")
		c.stdin = string(b)
	default:
		c.args = append(c.args, "a", "b")
	}
	return c
}
