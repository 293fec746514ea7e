package commands

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestFindProp is a differential property test of find and xargs against
// GNU findutils. A seeded generator builds a small tree on both sides (as
// TestFileProp does: the sandbox's shell over memfs at the path of a host
// temp dir): files of sizes around the -size units, nested directories,
// symlinks to files, directories and nowhere, names with spaces, dashes,
// dots, glob characters and UTF-8; modification and access times fixed
// the same on both sides. Then it runs fdSteps command lines: find with
// random starting points, -H/-L/-P, tests, operators, -prune, actions
// (-print0, -printf, -ls, -delete, -exec, -execdir, -ok, -quit, -fprint)
// and wrong usages; xargs over generated input with its options and its
// exit statuses. Each line's stdout, stderr and exit status must agree,
// and so must the tree after it.
//
// find's output follows the host's readdir order, ours name order: lines
// starting with find are compared as sets of lines (see fpUnordered), and
// xargs is fed sorted input when it reads find's output.
//
// The default mode runs 150 cases (a few seconds). For long runs:
//
//	FINDPROP_COUNT=3000 go test -run 'TestFindProp$' ./commands
//	FINDPROP_SEED=77 go test -v -run 'TestFindProp$' ./commands  # case 77, logged
//	FINDPROP_SEED=301 FINDPROP_COUNT=300 ...   # seeds 301 to 600
//	FINDPROP_SHOW=N   print up to N failing cases in full (default 10)
//
// Each disagreement is fixed, with a case in find_test.go or
// xargs_test.go, or listed in fdKnown.
func TestFindProp(t *testing.T) {
	if _, err := os.Stat("/usr/bin/find"); err != nil {
		t.Skip("no GNU find")
	}
	reasons := make([]string, len(fdKnown))
	for i, k := range fdKnown {
		reasons[i] = k.reason
	}
	runStepCases(t, propEnv(t, "FINDPROP", 150, 10, true), fdRunCase, reasons)
}

// TestFindCases runs command lines of find and xargs (each a root cause
// the generator found) through our shell and through bash with GNU
// findutils, over one tree, as TestFindProp does.
func TestFindCases(t *testing.T) {
	tree := []fpEntry{{"d", 'd', ""}, {"d/sub", 'd', ""}, {"a", 'f', "x"}, {"q", 'f', ""}, {"d/b.txt", 'f', "hello"},
		{"ne", 'f', "echo hi"}, {"l", 'l', "d/b.txt"}, {"dangle", 'l', "missing"}}
	for _, line := range fdCases {
		s := newFPSides(t, tree)
		ours := s.ours(line)
		ours.stdout, ours.stderr = fpSortLines(ours.stdout), fpSortLines(ours.stderr)
		key := hostCaseKey([]string{line}, "", map[string]string{"tree": fmt.Sprint(tree)})
		if hostKnown(t, key, ours.text(s.real)) {
			continue
		}
		gnu := fpRunReal(t, s.real, line)
		gnu.stdout, gnu.stderr = fpSortLines(gnu.stdout), fpSortLines(gnu.stderr)
		hostRan(t, key, gnu.text(s.real))
		if d := fpDiff(ours, gnu); d != "" {
			t.Errorf("$ %s\n%s", line, d)
		}
	}
}

var fdCases = []string{
	// A command that can't be run: the caller's message, not the shell's.
	`find a -exec nosuch {} \; ; echo $?`,
	`find a -exec ./ne {} + ; echo $?`,
	`find a -execdir nosuch \; ; echo $?`,
	`echo a | xargs ./ne; echo $?`,
	`echo a | xargs nosuch; echo $?`,
	`env nosuch; echo $?`,
	`env ./ne; echo $?`,
	`timeout 5 nosuch; echo $?`,
	`timeout 5 ./ne; echo $?`,
	// Operators without an operand.
	`find . -a -print`, `find . -o`, `find -name a -o`, `find -name a -a`, `find -name a ,`, `find -name a , ,`,
	`find -name a -o -o`, `find \( -name a -o \)`, `find \( -name a , \)`, `find \( -a \)`, `find ! -o`, `find !`,
	`find ! \)`, `find \( ! \)`, `find -name a -a \)`, `find -not`, `find -print -name a -o -a`, `find -print ,`,
	`find -print -o`, `find -name a -print -o`,
	// A stray word: GNU's hint when it names a file.
	`find -name a q`, `find -newer a q`, `find -name a zz`, `find -print d/b.txt`,
	// Arguments of tests.
	`find -size +`, `find -size 1x`, `find -size +k`, `find -maxdepth +1`, `find -type f,,d`, `find -type ,f`,
	`find -type f,d,`, `find -type d,d`, `find -type fd`, `find -type ''`, `find -xtype q`,
	`find -regextype posix-extended -regex '('`, `find -regex '\('`,
	`find -user nosuchuser`, `find -group nosuchgroup`, `find -user root -o -true`,
	// -printf's format checked as GNU parses it.
	`find -maxdepth 0 -printf '%'`, `find -maxdepth 0 -printf '%Q\n'`, `find -maxdepth 0 -printf '\q\x41\n'`,
	// -fprint and its kin.
	`find -fprint out -name zz -fprint0 out; tr '\0' '\n' < out; rm out`,
	`find d -fprintf out '%p %s\n'; cat out; rm out`, `find -fprint`, `find -fprintf x`, `find -fls`,
	`find -maxdepth 0 -fprint /nonexist/x`, `find -maxdepth 0 -fprint d`, `find d -fprint /dev/stdout`,
	// -exec's terminators.
	`find -exec \;`, `find -exec +`, `find -exec echo {} {} +`, `find -exec echo x{} +`, `find -exec echo {}{} +`,
	`find -execdir echo {} {} +`, `find -ok echo {} +`, `find -exec echo {} x +`,
	`echo y | find d -maxdepth 1 -okdir echo {} \;`, `echo y | find . -maxdepth 0 -okdir echo {} \;`,
	// -iname: a class tests the name's own case.
	`mkdir D; find -iname '[[:upper:]]*'; find -iname '[[:lower:]]*'; find -iname 'D*'; find -iname '[a-c]'`,
	// -quit is no action for the implicit -print, but ends find before it.
	`find -name a -o -name zz -quit`, `find -quit`, `find -maxdepth 0 -name . -quit`,
	// -ls escapes names.
	`touch 'sp ace' "$(printf 'x\ty\\z"w\001é')"; find -name 'sp*' -ls -o -name 'x*' -ls | sed 's/.* [0-9][0-9]:[0-9][0-9] //'`,
	// -perm /0 warns; -delete with -prune refuses without -depth.
	`find -maxdepth 0 -perm /000`, `find -maxdepth 0 -perm /a=`, `find -name d -prune -o -delete`,
	`find -depth -name d -prune -o -name q -delete`,
	// -delete of "./" fails as rmdir does; -execdir names it "././".
	`find ./ -maxdepth 0 -delete`, `find ./ -maxdepth 0 -execdir echo {} \;`,
	// A dangling reference under -L is the link. The top's time is set:
	// made, it is the moment dangle was made in it, or a tick later.
	`touch -d @1000000000 .; find -L . -maxdepth 0 -newer dangle; touch -d @4000000000 .; find -L . -maxdepth 0 -newer dangle`,
	`find -L a -samefile dangle`,
	// xargs: numbers checked as they come, a command longer than -s, -e
	// without a string, an empty argument.
	`echo a | xargs -s sh -c 'exit 3'; echo $?`, `echo a | xargs -n x --nope true; echo $?`,
	`echo a | xargs -L 0 --nope echo; echo $?`, `echo a | xargs -P x echo; echo $?`,
	`printf '' | xargs -s 3 echo; echo $?`, `echo a | xargs -s 5 echo; echo $?`, `echo a | xargs -s 6 echo; echo $?`,
	`printf 'a\0' | xargs -0 -e echo`, `printf 'a\0' | xargs -0 -E x echo`, `echo "a '' b" | xargs cat; echo $?`,
	// -s with -I: the line alone, then the whole command.
	`for s in 1 3 4 5 8 9 10; do printf 'abc\n' | xargs -I {} -s $s echo {}; echo $?; done`,
	`printf 'f1 f2\n"q r"\n' | xargs -s 10 false; echo $?`, `echo a | xargs -n -0 echo; echo $?`,
	`echo a | xargs -I {} --max-lines=1 echo; echo a | xargs -n1 -l echo; echo a | xargs -n1 -L1 echo`,
	`printf 'a\nb\n' | xargs -I {} -rn1 echo x{}y; printf 'a\nb\n' | xargs -I {} -n2 echo x{}y; echo a | xargs -s -0 echo; echo $?`,
	// A structural error comes after the predicates' own errors and effects.
	`find -a -samefile nosuch`, `find \( -o -fprint out; ls out`, `find -name a -o -perm /0 \)`,
	`find \( -name a -prune -o \) -delete`,
	// %f and %h of starting points with trailing slashes; -execdir batches per directory as found.
	`find ./ d/ d// @ROOT@/ -maxdepth 0 -printf '[%f][%h]\n'`, `find . @ROOT@/ -name b.txt -execdir echo {} +`,
	`echo a | xargs -d ab -L 0 echo; echo $?`,
	// -delete under -L, -H of a link to a directory: rmdir fails.
	`mkdir e; ln -s e le; find -L le -delete; find -H le -delete; find -L . -name le -delete; ls -d le`,
	// Shell quoting of a name with a quote and a newline.
	`for n in $'a\n' $'a\'b\n' $'\'\n' $'a\'b' $'a\nb\'c' $'a \'\' b\n' $'\'a b\' "c" e\n'; do ls -d "$n"; printf '%s\0' "$n" | xargs -0 -t true; done`,
	// -x refuses to split -n's groups only.
	`printf 'a b c d\n' | xargs -x -s 10 echo; printf 'a b c d\n' | xargs -x -n 3 -s 10 echo; printf 'a b\nc d\n' | xargs -L 2 -s 10 echo`,
	`find -printf -name ''`,
	// Widths count bytes.
	`touch é; find -name é -printf '%-4f|%3f|%.1f|\n'`,
}

// fdSteps is the number of command lines of one case.
const fdSteps = 4

// fdKnown are the intended differences from GNU, recognised by the
// command line and the two results of the step that disagrees.
var fdKnown = []struct {
	reason string
	match  func(line string, ours, gnu fpResult) bool
}{
	{"GNU's optimiser (-O1, the default) reorders the operands of ',' by cost, so that in `-empty , -name x` " +
		"(and -readable, -writable, -executable, -mmin... before a cheaper test) the value is the left one's; " +
		"we follow the documented rule, the value of the right one",
		func(line string, ours, gnu fpResult) bool {
			return strings.Contains(line, " , ") && ours.stderr == gnu.stderr && ours.status == gnu.status
		}},
	{"owners: the sandbox's user is uid 1000, the test runs as root (ls -n, -l)",
		func(line string, ours, gnu fpResult) bool {
			return strings.Contains(line, "xargs") && strings.Contains(line, " ls") && strings.Contains(ours.stdout, " 1000 1000 ")
		}},
	{"-delete of the top of the tree: both remove it, and the dumps of the missing tree word the error differently",
		func(line string, ours, gnu fpResult) bool {
			return strings.Contains(ours.tree, "no such file") && strings.Contains(gnu.tree, "no such file")
		}},
	{"xargs -P N>1: GNU runs the commands at once, in an order of its own; ours run one at a time",
		func(line string, ours, gnu fpResult) bool {
			return regexp.MustCompile(`xargs .*-P ?([02-9]|1[0-9])`).MatchString(line)
		}},
	{"an extra ')' with no action: GNU takes it as closing the parentheses it puts around the expression to add -print, " +
		"and fails later; we say there are too many",
		func(line string, ours, gnu fpResult) bool {
			return strings.Contains(ours.stderr, "too many ')'") && strings.Contains(gnu.stderr, "expected an expression")
		}},
	{"a file made after find started (by -fprint, and its directory): the host's file times come from a coarse clock, " +
		"a few ms behind the one find reads, so -mtime 0 or -newer sees them in the past; ours are exact",
		func(line string, ours, gnu fpResult) bool {
			if !strings.Contains(line, "-fprint") {
				return false
			}
			for _, l := range strings.SplitAfter(ours.stdout, "\n") {
				if !fpIn(strings.SplitAfter(gnu.stdout, "\n"), l) {
					return false
				}
			}
			return true
		}},
	{"GNU parses every predicate before it checks the parentheses, so a warning of a later one (-perm /0) comes before a ')' error; we stop at the error",
		func(line string, ours, gnu fpResult) bool {
			return strings.Contains(gnu.stderr, "-perm /000") && strings.Contains(gnu.stderr, "')'")
		}},
	{"-quit stops at the first match, which GNU meets in the host's readdir order and we in name order",
		func(line string, ours, gnu fpResult) bool {
			if !strings.Contains(line, "-quit") {
				return false
			}
			if strings.Contains(line, "-quit -o") && ours.stderr == gnu.stderr && ours.status == gnu.status {
				return true // -o -print: what is printed before the quit
			}
			a, b := strings.SplitAfter(ours.stdout, "\n"), strings.SplitAfter(gnu.stdout, "\n")
			if len(a) > len(b) {
				a, b = b, a
			}
			for _, l := range a {
				if !fpIn(b, l) {
					return len(a) == len(b) // as many matches, other ones
				}
			}
			return true // the first ones are the same
		}},
	{"-delete under -L: whether a symlink is deleted before or after its target (and so dangles for -readable...) " +
		"follows the host's readdir order",
		func(line string, ours, gnu fpResult) bool {
			return strings.HasPrefix(line, "find -L") && strings.Contains(line, "-delete")
		}},
}

// fdRunCase builds seed's tree on both sides and runs its steps, as
// fpRunCase does.
func fdRunCase(t *testing.T, seed uint64, verbose bool) (log string, steps int, reason string, ok bool) {
	t.Helper()
	if !verbose && fdStepGen.known(t, seed) {
		return "", fdSteps, "", true
	}
	r := rand.New(rand.NewPCG(seed, fdStepGen.stream))
	s := fdStepGen.setup(t, r)
	rec := newStepCase(t, s, seed)
	var b strings.Builder
	fmt.Fprintf(&b, "tree:\n%s", fpDumpHost(t, s.real))
	for range fdSteps {
		line := fdGenStep(r, fpListHost(t, s.real))
		fmt.Fprintf(&b, "$ %s\n", line)
		steps++
		ours, gnu, _ := s.step(line)
		ours, gnu = fdNorm(line, ours), fdNorm(line, gnu)
		rec.add(line, gnu)
		d := fpDiff(ours, gnu)
		if verbose {
			fmt.Fprintf(&b, "%s\n", ours)
		}
		if d != "" {
			if len(d) > 4000 {
				d = d[:4000] + "...\n"
			}
			fmt.Fprintf(&b, "%s", d)
			for _, k := range fdKnown {
				if k.match(line, ours, gnu) {
					return b.String(), steps, k.reason, false
				}
			}
			return b.String(), steps, "", false
		}
	}
	rec.ran(t)
	return b.String(), steps, "", true
}

// fdStepGen is TestFindProp's generator.
var fdStepGen = stepGen{
	stream: 0x66696e6470726f70,
	steps:  fdSteps,
	setup: func(t *testing.T, r *rand.Rand) *fpSides {
		tree := fdGenTree(r)
		s := newFPSides(t, tree)
		fdSetTimes(t, s, r, tree)
		return s
	},
	gen:  fdGenStep,
	norm: func(line string, r fpResult) fpResult { return fdNorm(line, fpNorm(line, r)) },
}

// fdNorm normalises one side's result of line (after fpNorm) for the
// comparison: find -ls as fdNormalize says, one -ok prompt a line, and
// the lines of find compared as a set.
func fdNorm(line string, r fpResult) fpResult {
	r.stdout = fdNormalize(r.stdout)
	if strings.Contains(line, "-ok") {
		r.stderr = strings.ReplaceAll(r.stderr, "> ? ", "> ?\n")
	}
	if strings.HasPrefix(line, "find") || strings.Contains(line, "| find") {
		// Bare "find" too (fpUnordered wants "find ").
		r.stdout, r.stderr = fpSortLines(r.stdout), fpSortLines(r.stderr)
	}
	return r
}

// fdLsLine is a line of find -ls: inode, blocks, mode, links, owner,
// group, size, date, name. Inode numbers, blocks and owners are the
// backend's; a symlink's date is when the test made it.
var fdLsLine = regexp.MustCompile(`(?m)^ *[0-9]+ +[0-9]+ ([-a-z][-rwxsStT]{9}) +([0-9]+) +[^ ]+ +[^ ]+ +([0-9]+) ([A-Z][a-z]{2} [ 0-9]{2} [ 0-9:]{5}) `)

func fdNormalize(s string) string {
	return fdLsLine.ReplaceAllStringFunc(s, func(m string) string {
		g := fdLsLine.FindStringSubmatch(m)
		date := g[4]
		if g[1][0] == 'l' {
			date = "DATE"
		}
		return fmt.Sprintf("%s %s %s %s ", g[1], g[2], g[3], date)
	})
}

// The generator's names: the awkward ones of fileprop, with glob
// characters and UTF-8 among them.
var (
	fdDirNames  = []string{"d", "sub", "sp dir", ".hid", "[x]", "é", "D"}
	fdFileNames = []string{"a", "b.txt", "c.TXT", "sp ace", "-x", ".h", "f.tar.gz", "star*", "q?", "[ab]", "ünï.txt", "Ab", "x"}
	fdLinkNames = []string{"l", "ln2", "ld", "dangle"}
	// Sizes around the units of -size: 512-byte blocks, k, and c.
	fdSizes = []int{0, 1, 100, 511, 512, 513, 1024, 1025, 3000}
	// Modes where the owner's bits are what root sees (see TestFileProp):
	// the owner can read and write, and can execute iff anyone can.
	fdFileModes = []os.FileMode{0o644, 0o600, 0o755, 0o700, 0o640, 0o664, 0o750, 0o711, 0o666}
	fdDirModes  = []os.FileMode{0o755, 0o700, 0o750, 0o775, 0o777}
	// Modification times, fixed.
	fdTimes = []string{"2020-01-01 00:00:00", "2023-06-15 12:00:00", "2024-02-29 08:30:00", "2019-12-31 23:59:59"}
)

// fdGenTree makes 1 to 4 directories, 2 to 8 files and 0 to 3 symlinks.
func fdGenTree(r *rand.Rand) []fpEntry {
	dirs := []string{""}
	var es []fpEntry
	for range 1 + r.IntN(4) {
		p := path.Join(fpPick(r, dirs), fpPick(r, fdDirNames))
		if fpHas(es, p) {
			continue
		}
		dirs = append(dirs, p)
		es = append(es, fpEntry{path: p, kind: 'd'})
	}
	for range 2 + r.IntN(7) {
		p := path.Join(fpPick(r, dirs), fpPick(r, fdFileNames))
		if fpHas(es, p) {
			continue
		}
		es = append(es, fpEntry{path: p, kind: 'f', data: strings.Repeat("x", fpPick(r, fdSizes))})
	}
	targets := append([]fpEntry(nil), es...)
	for range r.IntN(4) {
		dir := fpPick(r, dirs)
		p := path.Join(dir, fpPick(r, fdLinkNames))
		if fpHas(es, p) {
			continue
		}
		target := "missing"
		switch r.IntN(4) {
		case 1:
			target = "@ROOT@/" + fpPick(r, targets).path
		case 2, 3:
			up := strings.Repeat("../", strings.Count(dir, "/")+btoi(dir != ""))
			target = up + fpPick(r, targets).path
		}
		es = append(es, fpEntry{path: p, kind: 'l', data: target})
	}
	return es
}

// fdSetTimes sets modes and times on both sides, deepest first so that
// no later change moves a directory's time: mtimes from fdTimes or half
// an hour ago, atimes in the future (after the ctime, now, and not a day
// old, so that relatime leaves them alone when a file is read).
func fdSetTimes(t *testing.T, s *fpSides, r *rand.Rand, tree []fpEntry) {
	t.Helper()
	ctx := context.Background()
	now := time.Now()
	atime, _ := time.Parse(time.DateOnly, "2030-01-01")
	if r.IntN(2) == 0 {
		atime = now.Add(2 * time.Hour)
	}
	paths := []string{""}
	kinds := map[string]byte{"": 'd'}
	for _, e := range tree {
		if e.kind != 'l' {
			paths = append(paths, e.path)
			kinds[e.path] = e.kind
		}
	}
	sort.Slice(paths, func(i, j int) bool { return len(paths[i]) > len(paths[j]) })
	for _, p := range paths {
		full := path.Join(s.real, p)
		mode := fpPick(r, fdFileModes)
		if kinds[p] == 'd' {
			mode = fpPick(r, fdDirModes)
		}
		if p == "" {
			mode = 0o755
		}
		mtime := now.Add(-30 * time.Minute)
		if r.IntN(5) != 0 {
			mtime, _ = time.ParseInLocation("2006-01-02 15:04:05", fpPick(r, fdTimes), time.UTC)
		}
		for _, err := range []error{
			s.fsys.Chmod(ctx, full, mode), os.Chmod(full, mode),
			s.fsys.Chtimes(ctx, full, atime, mtime), os.Chtimes(full, atime, mtime),
		} {
			if err != nil {
				t.Fatal(err)
			}
		}
	}
}

// fdGen picks operands from the current tree.
type fdGen struct {
	fpGen
}

func (g *fdGen) chance(n int) bool { return g.r.IntN(n) == 0 }

func (g *fdGen) pick(xs ...string) string { return fpPick(g.r, xs) }

// start is a starting point of find: ., an entry, a missing name, or an
// absolute path.
func (g *fdGen) start() string {
	switch g.r.IntN(8) {
	case 0, 1, 2:
		return "."
	case 3:
		// Not "..": the host's temp dir holds other tests' trees.
		return g.pick("missing", "./missing/x", "./", ".//.", "@ROOT@", "'@ROOT@/'")
	case 4:
		return fpQuote(g.path("dL"), false)
	}
	return fpQuote(g.path(""), false)
}

// fdPatterns are -name, -path and -regex patterns.
var (
	fdNamePats  = []string{"*.txt", "a", ".*", "*", "[a-c]*", "*e*", "-x", "*.TXT", "[[]*", "\\*", "star\\*", "*\\?", "q?", "ü*", "?", "[!a]*", "*[0-9]*", "sp*", "[[:upper:]]*", "d", "*.tar.*", ""}
	fdPathPats  = []string{"./d/*", "*/a", "*sp*", "./*", "*/.*", "./*/*", "*d*/*.txt", "*é*", "."}
	fdRegexPats = []string{".*/a", ".*\\.txt", ".*/[a-c].*", ".*/\\(d\\|sub\\)", ".*/[^/]*\\.[^/]*", "\\./.*", ".*/(d|sub)", ".*/x+", ".*é.*", ".*/.\\{1,2\\}", ".*/.{1,2}", "a"}
)

func (g *fdGen) test() []string {
	r := g.r
	q := func(s string) string { return fpQuote(s, true) }
	switch r.IntN(26) {
	case 0, 1:
		return []string{g.pick("-name", "-iname"), q(g.pick(fdNamePats...))}
	case 2:
		return []string{g.pick("-path", "-ipath", "-wholename"), q(g.pick(fdPathPats...))}
	case 3:
		w := []string{g.pick("-regex", "-iregex"), q(g.pick(fdRegexPats...))}
		if g.chance(2) {
			w = append([]string{"-regextype", g.pick("posix-extended", "posix-basic", "emacs", "egrep", "sed")}, w...)
		}
		return w
	case 4, 5:
		return []string{g.pick("-type", "-type", "-xtype"), g.pick("f", "d", "l", "f,d", "l,d", "p", "s")}
	case 6:
		return []string{"-size", g.pick("0", "-1k", "+0", "+1k", "-2", "1", "2", "1c", "+511c", "512c", "-513c", "3", "+1", "1k", "2k", "-1M", "+0M", "6b", "1w", "+200w")}
	case 7:
		return []string{"-empty"}
	case 8:
		return []string{"-perm", g.pick("644", "755", "600", "-u+x", "/o+w", "-g=rx", "/111", "-444", "u=rw,go=r", "-0", "/0", "-2", "0755", "/u=x,g=x")}
	case 9:
		// A file: a symlink's time is when the test made it, a
		// directory's when a step last changed it (in readdir order).
		return []string{"-newer", fpQuote(g.path("f"), false)}
	case 10:
		return []string{g.pick("-mtime", "-mtime", "-atime"), g.pick("+1000", "-1", "+100", "0", "+0", "-10000", "1")}
	case 11:
		return []string{g.pick("-mmin", "-amin"), g.pick("-5", "+10", "-100", "+100000", "-1000000", "5")}
	case 12:
		return []string{g.pick("-readable", "-writable", "-executable")}
	case 13:
		return []string{"-links", g.pick("1", "2", "+1", "-3", "3")}
	case 14:
		return []string{"-samefile", fpQuote(g.path(""), false)}
	case 15:
		return []string{g.pick("-true", "-false")}
	case 16:
		return []string{g.pick("-nouser", "-nogroup")}
	case 17:
		return []string{"-lname", q(g.pick("*a*", "missing", "../*", "*"))}
	case 18:
		return []string{"-name", q(g.pick("d", "sub", ".hid", "[x]")), "-prune"}
	case 19:
		return []string{"(", g.pick("-name", "-iname"), q(g.pick(fdNamePats...)), g.pick("-o", "-or", ",", "-a"), "-type", g.pick("d", "f"), ")"}
	case 20:
		return []string{g.pick("!", "-not"), "-type", g.pick("d", "f", "l")}
	case 21:
		return []string{"-newermt", q(g.pick("2021-01-01", "2023-06-15 12:00:00", "2000-01-01"))}
	case 22:
		return []string{"-path", q(g.pick("./d", "./sub", "*/.hid")), "-prune", "-o"}
	}
	return []string{"-name", q(g.pick(fdNamePats...))}
}

// fdPrintfFormats avoid sizes of directories and times of symlinks,
// the backend's own (see fdNormalize).
var fdPrintfFormats = []string{`%p %y %m %d\n`, `%P|%l\n`, `[%f] %h\n`, `%y %Y %p\n`, `%M %n %p\n`, `%d:%P\n`, `%p\0`, `%%%p\t%H\n`,
	`%-10f|%5d|\n`, `%P %k\n`, `%h/%f\n`, `%p %i\n`, `%c\n`, `%p %Z\n`, `\x41%p\\\n`, `%f %a`}

func (g *fdGen) action() []string {
	r := g.r
	switch r.IntN(19) {
	case 0, 1:
		return []string{"-print0"}
	case 2, 3:
		f := g.pick(fdPrintfFormats...)
		if strings.Contains(f, "%i") || strings.Contains(f, "%c") || strings.Contains(f, "%Z") || strings.Contains(f, "%a") {
			f = `%p %m\n`
		}
		return []string{"-printf", fpQuote(f, true)}
	case 4:
		return []string{"-type", "f", "-printf", fpQuote(g.pick(`%s %p\n`, `%TY-%Tm-%Td %p\n`, `%t %p\n`, `%T+ %f\n`, `%A@ %p\n`, `%TH:%TM %b\n`), true)}
	case 5:
		return []string{"-ls"}
	case 6:
		return []string{"-delete"}
	case 7:
		return []string{"-exec", g.pick("echo", "printf '<%s>\\n'", "test -d", "ls -d"), "{}", `\;`}
	case 8:
		return []string{"-exec", g.pick("printf '%s\\n'", "printf '[%s]\\n' x"), "{}", "+"}
	case 9:
		// A batch of {} + holds names in readdir order: one per line.
		if g.chance(2) {
			return []string{"-execdir", "printf '%s\\n'", "{}", "+"}
		}
		return []string{"-execdir", g.pick("echo", "printf '%s\\n'", "ls -d"), "{}", `\;`}
	case 10:
		return []string{"-exec", g.pick("false", "nosuchcmd", "sh -c 'exit 3'", "true"), g.pick(`\;`, "{} +", `{} \;`)}
	case 11:
		return []string{"-quit"}
	case 12:
		return []string{"-print", "-quit"}
	case 13:
		return []string{"-fprint", "out.lst"}
	case 14:
		return []string{"-exec", "echo", "x{}y", "{}", `\;`}
	case 15:
		return []string{g.pick("-ok", "-okdir"), "echo", "{}", `\;`}
	}
	return []string{"-print"}
}

// fdWrong are wrong usages of find.
var fdWrong = [][]string{
	{"-foo"}, {"-name"}, {"-type", "q"}, {"-type", "f,"}, {"-type", "ff"}, {"-type", "f,f"}, {"-maxdepth", "-1"},
	{"-maxdepth", "x"}, {"-size", "2x"}, {"-size", "+"}, {"-perm", "abc"}, {"-perm", "+644"}, {"-mtime", "x"},
	{"-newer", "missing"}, {"-samefile", "missing"}, {"-exec", "echo", "{}"}, {"-exec"}, {"-exec", "echo", "{}", "x", "+"},
	{"(", "-name", "a"}, {")"}, {"(", ")"}, {"!"}, {"-a"}, {"-o", "-print"}, {"-name", "a", "-o"}, {"-print", "extra"},
	{"-regextype", "nope"}, {"-regex", "'\\('"}, {"-user", "nosuchuser"}, {"-group", "nosuchgroup"}, {"-links", "x"},
	{"-mindepth"}, {"-printf"}, {"-newerXY", "a"}, {"-execdir", "echo", ";"}, {"-iname", "a", "b"},
	{"-delete", "-prune"}, {"-H"}, {"-type", "f", "-L"}, {","}, {"-name", "a", ",", ","}, {"!", "!", "-name", "a"},
	{"-maxdepth", "1", "-maxdepth", "2"}, {"-depth", "-name", "a"}, {"-perm", "-"}, {"-perm", "/"}, {"-size", "-1.5"}, {"-mmin", "1.5"},
	{"-anewer", "a"}, {"-user"}, {"-inum", "x"}, {"-ok"}, {"-daystart", "-mtime", "0"}, {"-true", "-false", "-or", "-true"},
}

// find is one find command line.
func (g *fdGen) find() string {
	r := g.r
	w := []string{"find"}
	if g.chance(3) {
		w = append(w, g.pick("-H", "-L", "-P", "-L", "-H -L", "-L -P"))
	}
	for range r.IntN(3) + btoi(g.chance(2)) {
		w = append(w, g.start())
	}
	if g.chance(3) {
		w = append(w, "-maxdepth", strconv.Itoa(r.IntN(3)))
	}
	if g.chance(5) {
		w = append(w, "-mindepth", strconv.Itoa(r.IntN(3)))
	}
	if g.chance(8) {
		w = append(w, "-depth")
	}
	if g.chance(7) {
		wrong := fpPick(r, fdWrong)
		for _, a := range wrong {
			w = append(w, fpQuote(a, true))
		}
		if g.chance(2) {
			w = append(w, g.test()...)
		}
		return fdJoin(w)
	}
	switch r.IntN(6) {
	case 0:
	case 1:
		w = append(w, g.test()...)
	case 2:
		w = append(w, g.pick("!", "-not"))
		w = append(w, g.test()...)
	case 3:
		w = append(w, g.test()...)
		w = append(w, g.pick("-o", "-a", "-or", "-and", ",", ""))
		w = append(w, g.test()...)
	case 4:
		w = append(w, "(")
		w = append(w, g.test()...)
		w = append(w, "-o")
		w = append(w, g.test()...)
		w = append(w, ")")
		w = append(w, g.test()...)
	case 5:
		w = append(w, g.test()...)
		w = append(w, g.test()...)
	}
	if g.chance(3) {
		w = append(w, g.action()...)
	}
	if g.chance(10) && !fdInWords(w, "-delete") {
		w = append(w, "-o", "-print")
	}
	line := fdJoin(w)
	if fdInWords(w, "-print0") || strings.Contains(line, `\0`) {
		line += ` | tr '\0' '\n'`
	}
	if fdInWords(w, "-ok") {
		// Every answer yes: which file meets which answer would follow
		// the readdir order.
		line = `yes | ` + line
	}
	if fdInWords(w, "-fprint") {
		line += "; sort out.lst; rm -f out.lst"
	}
	return line
}

// fdJoin joins the words of a command line, parentheses escaped.
func fdJoin(w []string) string {
	var b []string
	for _, x := range w {
		switch x {
		case "":
		case "(", ")":
			b = append(b, `\`+x)
		default:
			b = append(b, x)
		}
	}
	return strings.Join(b, " ")
}

func fdInWords(w []string, x string) bool {
	for _, y := range w {
		if y == x {
			return true
		}
	}
	return false
}

// fdXargsInputs are inputs of xargs, quoted for printf '%s'.
var fdXargsInputs = []string{
	`a b c\n`, `a b\nc d e\n\nf\n`, `one\ntwo\nthree\nfour\nfive\n`, `'a b' "c d" e\n`, `a\\ b c\\\nd\n`,
	`'unmatched\n`, `"unmatched\n`, `a "b'c" 'd"e'\n`, ``, `\n\n`, `  lead  trail  \n`, `x y \nz\n`,
	`a\tb\tc\n`, `a,b,,c\n`, `a\0b c\0\0d\0`, `--x -n y\n`, `é ü\nñ\n`, `a b c d e f g h i j k l m n o p\n`,
	`aaaaaaaaaa bbbbbbbbbb cccccccccc dddddddddd\n`, `a "" b\n`, `a '' b\n`, `end\nEOF\nafter\n`, `x\\\ny\n`, `a b`,
}

// xargs is one xargs command line over generated input or find's output.
func (g *fdGen) xargs() string {
	r := g.r
	var in string
	if g.chance(4) {
		in = fmt.Sprintf("find %s | sort", g.pick(".", ". -type f", ". -name '*.txt'", ". -maxdepth 1"))
		if g.chance(2) {
			in = fmt.Sprintf("find %s -print0 | sort -z", g.pick(".", ". -type f", ". -maxdepth 1"))
		}
	} else {
		in = "printf '%b' " + fpQuote(g.pick(fdXargsInputs...), true)
		in = strings.ReplaceAll(in, "'%b' ''", "'%b' ''")
	}
	var opts []string
	for range r.IntN(3) {
		switch r.IntN(16) {
		case 0:
			opts = append(opts, "-n", g.pick("1", "2", "3", "0", "x"))
		case 1:
			opts = append(opts, "-L", g.pick("1", "2", "0"))
		case 2:
			opts = append(opts, "-0")
		case 3:
			opts = append(opts, "-d", g.pick(",", `'\n'`, "' '", `'\t'`, `'\0'`, "ab"))
		case 4:
			opts = append(opts, "-r")
		case 5:
			opts = append(opts, "-s", g.pick("10", "20", "30", "100", "1", "4096"))
		case 6:
			opts = append(opts, "-x")
		case 7:
			opts = append(opts, "-t")
		case 8:
			opts = append(opts, "-P1")
		case 9:
			opts = append(opts, "--max-args="+g.pick("1", "2", "4"))
		case 10:
			opts = append(opts, "-E", g.pick("EOF", "c", "end"))
		case 11:
			opts = append(opts, "-I", "{}")
		case 12:
			opts = append(opts, "-a", g.pick("in.txt", "missing"))
		case 13:
			opts = append(opts, g.pick("-l", "-L2", "--null", "-n2", "-rn1", "--verbose", "--no-run-if-empty", "-e", "-eEOF", "-i", "--max-lines=1"))
		case 14:
			opts = append(opts, g.pick("-q", "--nope", "-n", "-s", "-P", "-P0", "-P2", "--max-args"))
		default:
			opts = append(opts, "-n1")
		}
	}
	cmd := g.pick("", "echo", "echo", "printf '<%s>'", "printf '[%s]\\n'", "sh -c 'echo $#: $*' sh", "echo x",
		"false", "sh -c 'exit 255'", "sh -c 'exit 3'", "nosuchcmd", "true", "./in.txt", "ls -d", "cat", "printf '%s\\n'")
	if fdInWords(opts, "-I") || fdInWords(opts, "-i") {
		cmd = g.pick("echo [{}]", "echo {} {}", "printf '<%s>\\n' x{}y", "echo")
	}
	line := in + " | xargs"
	if len(opts) > 0 {
		line += " " + strings.Join(opts, " ")
	}
	if cmd != "" {
		line += " " + cmd
	}
	if strings.Contains(line, "-a ") {
		line = "printf 'f1 f2\\n\"q r\"\\n' > in.txt; " + line + "; echo $?; rm -f in.txt"
	} else if strings.Contains(line, "./in.txt") {
		line = "echo hi > in.txt; " + line + "; echo $?; rm -f in.txt"
	} else {
		line += "; echo $?"
	}
	return line
}

// fdGenStep generates one command line over the tree es.
func fdGenStep(r *rand.Rand, es []fpEntry) string {
	g := &fdGen{fpGen{r, es}}
	if r.IntN(4) == 0 {
		return g.xargs()
	}
	return g.find()
}
