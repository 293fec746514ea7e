package commands

import (
	"bytes"
	"context"
	"crypto/sha256"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// TestFileProp is a differential property test of the file commands
// against GNU coreutils and findutils: a seeded generator builds a small
// tree (files, nested directories, symlinks to files, directories and
// missing targets, names with spaces, leading dashes and dots) and then
// runs a sequence of command lines (cp, mv, rm, mkdir, rmdir, ln, touch,
// chmod, truncate, and the observers ls, find, stat, du, realpath,
// readlink, basename, dirname) through our shell over memfs and through
// `bash -c` in a host temp dir holding the same tree. Each step's stdout,
// stderr and exit status must agree, and so must a dump of the tree after
// it (paths, types, modes, sizes, link counts, contents, symlink targets;
// no times, no inode numbers, no directory sizes).
//
// The tests run as root, and root ignores permission bits; the sandbox
// user does not. The generator keeps the owner's bits where both agree:
// chmod never takes the owner's read or write bit from a file, nor any
// owner bit from a directory.
//
// Output that follows a directory walk (find, du, cp -r, rm -r, chmod -R)
// is compared as a set of lines: GNU walks in the host's readdir order,
// we by name. ls is compared as is (both sort).
//
// A case is one tree and fpSteps steps; it stops at its first
// disagreement. One that matches a fpKnown entry is counted, not failed.
// The default mode runs 60 cases (about 5 s). For long runs and triage:
//
//	FILEPROP_COUNT=2000 go test -run 'TestFileProp$' ./commands  # 2,000 cases
//	FILEPROP_SEED=77 go test -v -run 'TestFileProp$' ./commands  # case 77, logged
//	FILEPROP_SEED=301 FILEPROP_COUNT=300 ...   # seeds 301 to 600
//	FILEPROP_ALL=1        print every failing case in full (default: 10)
//	FILEPROP_TRIAGE=1     print each disagreement alone on stderr
//	FILEPROP_SCRIPT=$'mkdir d; ln -s d l\nls -F l' go test -v -run TestFilePropScript ./commands
//
// Each disagreement found so far is fixed, with a case in the command's
// own differential table (cp_test.go, mv_test.go...), or listed in
// fpKnown.
func TestFileProp(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	run := propEnv(t, "FILEPROP", 60, 10, true)
	if os.Getenv("FILEPROP_ALL") != "" {
		run.show = run.count
	}
	reasons := make([]string, len(fpKnown))
	for i, k := range fpKnown {
		reasons[i] = k.reason
	}
	runStepCases(t, run, fpRunCase, reasons)
}

// runStepCases runs the seeded step-by-step cases of a generator
// (runCase returns the case's log, its steps, the reason of a known
// difference or ok), printing the first run.show disagreements in full,
// the others by their last line, and counting the known ones by reason.
// A single case (a seed given alone) is logged whole.
func runStepCases(t *testing.T, run propRun, runCase func(t *testing.T, seed uint64, verbose bool) (string, int, string, bool), reasons []string) {
	t.Helper()
	start, n := int(run.seed), run.count
	verbose := n == 1
	var steps, agreed, failed int
	knownBy := map[string]int{}
	for seed := start; seed < start+n; seed++ {
		log, st, reason, ok := runCase(t, uint64(seed), verbose)
		steps += st
		switch {
		case ok:
			agreed++
		case reason != "":
			knownBy[reason]++
		default:
			failed++
			if failed <= run.show {
				t.Errorf("seed %d disagrees:\n%s", seed, log)
			} else {
				t.Errorf("seed %d disagrees at: %s", seed, fpLastLine(log))
			}
		}
		if verbose {
			t.Logf("seed %d:\n%s", seed, log)
		}
	}
	t.Logf("%d cases (seeds %d-%d), %d steps: %d agree, %d disagree unexplained", n, start, start+n-1, steps, agreed, failed)
	for _, r := range reasons {
		if c := knownBy[r]; c > 0 {
			t.Logf("known (%d): %s", c, r)
		}
	}
}

// fpSteps is the number of command lines of one case.
const fpSteps = 12

// fpKnown are the intended differences from GNU, each recognised by the
// command line and the two results of the step that disagrees.
var fpKnown = []struct {
	reason string
	match  func(line string, ours, gnu fpResult) bool
}{
	{"copying a directory into itself (cp -r d d/sub, cp -r d d): GNU skips the copy it is making as it meets it, " +
		"so what it copied before depends on the host's readdir order; we copy the tree as it was, by name",
		func(line string, ours, gnu fpResult) bool {
			return strings.HasPrefix(line, "cp ") && strings.Contains(ours.stderr+gnu.stderr, "into itself")
		}},
	{"ls -a -S: '..' is the host directory above the tree, whose size is the host's (a large /tmp), not the sandbox's 4096",
		func(line string, ours, gnu fpResult) bool {
			if !regexp.MustCompile(`(^|; )ls .*-S`).MatchString(line) {
				return false
			}
			dots := regexp.MustCompile(`(?m)^\.\.?/?\n`)
			return dots.ReplaceAllString(gnu.stdout, "") == dots.ReplaceAllString(ours.stdout, "")
		}},
	{"cp -L into a symlink cycle: GNU copies the cycle again and again until the name is too long (ENAMETOOLONG); " +
		"we stop where a directory comes back",
		func(line string, ours, gnu fpResult) bool {
			return strings.HasPrefix(line, "cp ") && strings.Contains(gnu.stderr, "File name too long")
		}},
}

// fpResult is what one step printed, and the tree after it.
type fpResult struct {
	stdout, stderr string
	status         int
	tree           string
}

func (r fpResult) String() string {
	return fmt.Sprintf("status %d\nstdout %q\nstderr %q", r.status, r.stdout, r.stderr)
}

// fpSides is one tree on both sides: the sandbox's shell over memfs and
// a host temp dir for bash and the GNU tools. The sandbox's tree sits at
// the host dir's path, so that absolute paths (realpath's output,
// symlink targets and their sizes) are the same on both sides.
type fpSides struct {
	t    *testing.T
	real string
	fsys *memfs.FS
	sh   *shell.Shell
}

// fpRootLen is the length of the path of the top of a tree.
const fpRootLen = 100

func newFPSides(t *testing.T, tree []fpEntry) *fpSides {
	t.Helper()
	ctx := context.Background()
	base, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	// The top is padded to fpRootLen bytes, so that what its length
	// decides (the size of a symlink to an absolute path) is the same in
	// every run, as the host record (stepCase) needs.
	real := filepath.Join(base, "t")
	if pad := fpRootLen - len(base) - 1; pad > 1 {
		real = filepath.Join(base, strings.Repeat("t", pad))
	}
	if err := os.Mkdir(real, 0o755); err != nil {
		t.Fatal(err)
	}
	fsys := memfs.New()
	if err := vfs.MkdirAll(ctx, fsys, real, 0o755); err != nil {
		t.Fatal(err)
	}
	os.Chmod(real, 0o755)
	for _, e := range tree {
		fpCreate(t, fsys, real, e)
	}
	sh, err := shell.New(shell.Config{FS: fsys, Dir: real, Commands: All(),
		Env: sandboxTestEnv})
	if err != nil {
		t.Fatal(err)
	}
	return &fpSides{t, real, fsys, sh}
}

// step runs line on both sides and describes how they differ ("" when
// they agree). In line, @ROOT@ stands for the top of the tree.
func (s *fpSides) step(line string) (ours, gnu fpResult, diff string) {
	s.t.Helper()
	ours = fpNorm(line, s.ours(line))
	theirs := fpNorm(line, fpRunReal(s.t, s.real, line))
	return ours, theirs, fpDiff(ours, theirs)
}

// fpNorm normalises one side's result of line for the comparison: GNU
// walks a directory in the host's readdir order, we by name, so the
// lines of a walk are compared as sets.
func fpNorm(line string, r fpResult) fpResult {
	if fpUnordered.MatchString(line) {
		r.stdout, r.stderr = fpSortLines(r.stdout), fpSortLines(r.stderr)
	}
	return r
}

// ours runs line on the sandbox's side only.
func (s *fpSides) ours(line string) fpResult {
	s.t.Helper()
	var out, errb bytes.Buffer
	res, err := s.sh.Run(context.Background(), strings.ReplaceAll(line, "@ROOT@", s.real), shell.RunIO{Stdout: &out, Stderr: &errb})
	if err != nil {
		s.t.Fatalf("%s: %v", line, err)
	}
	return fpResult{out.String(), errb.String(), res.ExitCode, fpDumpVFS(s.t, s.fsys, s.real)}
}

// text is r as one string for the host record, with root (a temporary
// directory, another in each run) as @ROOT@.
func (r fpResult) text(root string) string {
	// The temp dir above the top is new in each run (find's %h of it).
	s := strings.ReplaceAll(resultText(result{r.stdout, r.stderr, r.status})+r.tree, root, "@ROOT@")
	return strings.ReplaceAll(s, path.Dir(root), "@BASE@")
}

// fpUnordered matches the command lines whose output follows the order
// of a directory walk: find, du, and cp, mv, rm, chmod recursing.
var fpUnordered = regexp.MustCompile(`^(find|du) |^(cp|mv|rm|chmod)( -[-a-zA-Z]+)* -[a-zA-Z]*[rRa]`)

func fpSortLines(s string) string {
	lines := strings.SplitAfter(s, "\n")
	sort.Strings(lines)
	return strings.Join(lines, "")
}

// fpRunCase builds seed's tree on both sides and runs its steps. It
// returns the log of the steps, how many ran, and whether all agreed; a
// disagreement that a fpKnown entry explains returns its reason.
// A case recorded (stepGen.known) passes without bash.
func fpRunCase(t *testing.T, seed uint64, verbose bool) (log string, steps int, reason string, ok bool) {
	t.Helper()
	if !verbose && fpStepGen.known(t, seed) {
		return "", fpSteps, "", true
	}
	r := rand.New(rand.NewPCG(seed, fpStepGen.stream))
	s := fpStepGen.setup(t, r)
	rec := newStepCase(t, s, seed)
	var b strings.Builder
	fmt.Fprintf(&b, "tree:\n%s", fpDumpHost(t, s.real))
	for range fpSteps {
		line := fpGenStep(r, fpListHost(t, s.real))
		fmt.Fprintf(&b, "$ %s\n", line)
		steps++
		ours, gnu, d := s.step(line)
		rec.add(line, gnu)
		if verbose {
			fmt.Fprintf(&b, "%s\n", ours)
		}
		if d != "" {
			if len(d) > 4000 {
				d = d[:4000] + "...\n"
			}
			fmt.Fprintf(&b, "%s", d)
			if os.Getenv("FILEPROP_TRIAGE") != "" {
				fmt.Fprintf(os.Stderr, "TRIAGE seed %d\n$ %s\n%s\n", seed, line, d)
			}
			for _, k := range fpKnown {
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

// fpStepGen is TestFileProp's generator.
var fpStepGen = stepGen{
	stream: 0x66696c6570726f70,
	steps:  fpSteps,
	setup:  func(t *testing.T, r *rand.Rand) *fpSides { return newFPSides(t, fpGenTree(r)) },
	gen:    fpGenStep,
	norm:   fpNorm,
}

// TestFilePropScript runs the script in FILEPROP_SCRIPT, one step a
// line from an empty tree, through the same comparison: for triage.
func TestFilePropScript(t *testing.T) {
	script := os.Getenv("FILEPROP_SCRIPT")
	if script == "" {
		t.Skip("FILEPROP_SCRIPT not set")
	}
	s := newFPSides(t, nil)
	for _, line := range strings.Split(strings.TrimSpace(script), "\n") {
		ours, _, d := s.step(line)
		t.Logf("$ %s\n%s", line, ours)
		if d != "" {
			t.Fatalf("%s", d)
		}
	}
}

// fpDiff describes how two results differ ("" when they agree).
func fpDiff(ours, theirs fpResult) string {
	var b strings.Builder
	if ours.stdout != theirs.stdout {
		fmt.Fprintf(&b, "stdout:\n ours: %q\n  gnu: %q\n", ours.stdout, theirs.stdout)
	}
	if ours.stderr != theirs.stderr {
		fmt.Fprintf(&b, "stderr:\n ours: %q\n  gnu: %q\n", ours.stderr, theirs.stderr)
	}
	if ours.status != theirs.status {
		fmt.Fprintf(&b, "status: ours %d, gnu %d\n", ours.status, theirs.status)
	}
	if ours.tree != theirs.tree {
		// The lines only one side has.
		a, g := strings.SplitAfter(ours.tree, "\n"), strings.SplitAfter(theirs.tree, "\n")
		fmt.Fprintf(&b, "tree:\n")
		for _, l := range a {
			if l != "" && !fpIn(g, l) {
				fmt.Fprintf(&b, " ours: %s", l)
			}
		}
		for _, l := range g {
			if l != "" && !fpIn(a, l) {
				fmt.Fprintf(&b, "  gnu: %s", l)
			}
		}
	}
	return b.String()
}

// fpRunReal runs line with bash in dir and dumps the tree after it.
func fpRunReal(t *testing.T, dir, line string) fpResult {
	t.Helper()
	r := runHost(t, exec.Command("bash", "-c", strings.ReplaceAll(line, "@ROOT@", dir)), dir, "")
	return fpResult{r.stdout, r.stderr, r.status, fpDumpHost(t, dir)}
}

// An fpEntry is one node of a tree: kind 'f' (file), 'd' (directory) or
// 'l' (symlink); data is a file's content or a link's target, in which
// @ROOT@ stands for the top of the tree.
type fpEntry struct {
	path string
	kind byte
	data string
}

func fpCreate(t *testing.T, fsys vfs.FS, real string, e fpEntry) {
	t.Helper()
	ctx := context.Background()
	p := path.Join(real, e.path)
	h := p
	var err1, err2 error
	switch e.kind {
	case 'd':
		err1 = vfs.MkdirAll(ctx, fsys, p, 0o755)
		err2 = os.MkdirAll(h, 0o755)
	case 'f':
		err1 = vfs.WriteFile(ctx, fsys, p, []byte(e.data), 0o644)
		err2 = os.WriteFile(h, []byte(e.data), 0o644)
	case 'l':
		err1 = fsys.Symlink(ctx, strings.ReplaceAll(e.data, "@ROOT@", real), p)
		err2 = os.Symlink(strings.ReplaceAll(e.data, "@ROOT@", real), h)
	}
	if err1 != nil || err2 != nil {
		t.Fatalf("creating %v: %v, %v", e, err1, err2)
	}
}

// fpNodeLine is one line of a tree dump.
func fpNodeLine(rel string, mode fs.FileMode, nlink uint64, size int64, content []byte, target string) string {
	switch {
	case mode&fs.ModeSymlink != 0:
		return fmt.Sprintf("%s -> %s\n", rel, target)
	case mode.IsDir():
		return fmt.Sprintf("%s/ %04o\n", rel, fpPerm(mode))
	case !mode.IsRegular():
		return fmt.Sprintf("%s ?%v\n", rel, mode)
	}
	c := fmt.Sprintf("%q", content)
	if len(content) > 40 {
		c = fmt.Sprintf("sha256:%x", sha256.Sum256(content))[:20]
	}
	return fmt.Sprintf("%s %04o size=%d links=%d %s\n", rel, fpPerm(mode), size, nlink, c)
}

// fpPerm is mode's permission bits with setuid, setgid and sticky in
// their octal places.
func fpPerm(m fs.FileMode) uint32 {
	p := uint32(m.Perm())
	if m&fs.ModeSetuid != 0 {
		p |= 0o4000
	}
	if m&fs.ModeSetgid != 0 {
		p |= 0o2000
	}
	if m&fs.ModeSticky != 0 {
		p |= 0o1000
	}
	return p
}

func fpDumpHost(t *testing.T, root string) string {
	t.Helper()
	var b strings.Builder
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			fmt.Fprintf(&b, "%s: %v\n", p, err)
			return nil
		}
		rel, _ := filepath.Rel(root, p)
		fi, err := os.Lstat(p)
		if err != nil {
			return nil
		}
		var nlink uint64
		if st, ok := fi.Sys().(*syscall.Stat_t); ok {
			nlink = uint64(st.Nlink)
		}
		var content []byte
		var target string
		if fi.Mode().IsRegular() {
			content, _ = os.ReadFile(p)
		}
		if fi.Mode()&fs.ModeSymlink != 0 {
			target, _ = os.Readlink(p)
		}
		b.WriteString(fpNodeLine(rel, fi.Mode(), nlink, fi.Size(), content, target))
		return nil
	})
	return b.String()
}

func fpDumpVFS(t *testing.T, fsys vfs.FS, root string) string {
	t.Helper()
	ctx := context.Background()
	var b strings.Builder
	vfs.WalkDir(ctx, fsys, root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			fmt.Fprintf(&b, "%s: %v\n", p, err)
			return nil
		}
		rel := strings.TrimPrefix(strings.TrimPrefix(p, root), "/")
		if rel == "" {
			rel = "."
		}
		fi, err := fsys.Lstat(ctx, p)
		if err != nil {
			return nil
		}
		var nlink uint64
		if st, ok := fi.Sys().(*vfs.StatT); ok {
			nlink = st.Nlink
		}
		var content []byte
		var target string
		if fi.Mode().IsRegular() {
			content, _ = vfs.ReadFile(ctx, fsys, p)
		}
		if fi.Mode()&fs.ModeSymlink != 0 {
			target, _ = fsys.Readlink(ctx, p)
		}
		b.WriteString(fpNodeLine(rel, fi.Mode(), nlink, fi.Size(), content, target))
		return nil
	})
	return b.String()
}

// fpListHost lists the tree under root (not root itself), for the
// generator to pick operands from.
func fpListHost(t *testing.T, root string) []fpEntry {
	t.Helper()
	var es []fpEntry
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || p == root {
			return nil
		}
		rel, _ := filepath.Rel(root, p)
		k := byte('f')
		switch {
		case d.Type()&fs.ModeSymlink != 0:
			k = 'l'
			if fi, err := os.Stat(p); err == nil && fi.IsDir() {
				k = 'L' // a symlink to a directory
			}
		case d.IsDir():
			k = 'd'
		}
		es = append(es, fpEntry{path: rel, kind: k})
		return nil
	})
	sort.Slice(es, func(i, j int) bool { return es[i].path < es[j].path })
	return es
}

// The generator's names: dirs and files as found in a model's workspace,
// with the awkward ones (a space, a leading dash, a leading dot, a dot
// inside) among them.
var (
	fpDirNames  = []string{"d", "e", "src", "d2", "sp dir", ".git"}
	fpFileNames = []string{"a", "b", "c.txt", "notes.md", "sp ace", "-x", ".h", "f.tar.gz", "x"}
	fpLinkNames = []string{"l", "ln2", "ld", "dangle"}
	fpContents  = []string{"", "x\n", "hello world\n", "no newline", "a\nb\nc\n", strings.Repeat("0123456789", 130)}
)

func fpPick[T any](r *rand.Rand, xs []T) T { return xs[r.IntN(len(xs))] }

// fpGenTree makes 1 to 4 directories (some nested), 2 to 7 files and 0 to
// 3 symlinks.
func fpGenTree(r *rand.Rand) []fpEntry {
	dirs := []string{""}
	var es []fpEntry
	for range 1 + r.IntN(4) {
		p := path.Join(fpPick(r, dirs), fpPick(r, fpDirNames))
		if fpHas(es, p) {
			continue
		}
		dirs = append(dirs, p)
		es = append(es, fpEntry{path: p, kind: 'd'})
	}
	for range 2 + r.IntN(6) {
		p := path.Join(fpPick(r, dirs), fpPick(r, fpFileNames))
		if fpHas(es, p) {
			continue
		}
		es = append(es, fpEntry{path: p, kind: 'f', data: fpPick(r, fpContents)})
	}
	var targets []fpEntry
	for _, e := range es {
		targets = append(targets, e)
	}
	for range r.IntN(4) {
		dir := fpPick(r, dirs)
		p := path.Join(dir, fpPick(r, fpLinkNames))
		if fpHas(es, p) {
			continue
		}
		var target string
		switch r.IntN(4) {
		case 0:
			target = "missing"
		case 1:
			target = "@ROOT@/" + fpPick(r, targets).path
		default:
			// Relative to the link's directory, never above the top.
			to := fpPick(r, targets).path
			up := strings.Repeat("../", strings.Count(dir, "/")+btoi(dir != ""))
			target = up + to
			if rel, err := filepath.Rel(dir, to); err == nil && r.IntN(2) == 0 {
				target = rel
			}
		}
		es = append(es, fpEntry{path: p, kind: 'l', data: target})
	}
	return es
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

func fpHas(es []fpEntry, p string) bool {
	for _, e := range es {
		if e.path == p || strings.HasPrefix(e.path, p+"/") || strings.HasPrefix(p, e.path+"/") && e.kind != 'd' {
			return true
		}
	}
	return false
}

// fpQuote quotes a path for the shell; one starting with a dash gets a
// leading ./ unless dash is set (the caller puts -- first).
func fpQuote(p string, dash bool) string {
	if strings.HasPrefix(p, "-") && !dash {
		p = "./" + p
	}
	if p == "" || strings.ContainsAny(p, " '\"$`\\*?[]{}()<>|&;#~!") {
		return "'" + strings.ReplaceAll(p, "'", `'\''`) + "'"
	}
	return p
}

// fpGen picks operands from the current tree.
type fpGen struct {
	r  *rand.Rand
	es []fpEntry
}

// any returns an existing path of one of kinds ("" = any kind), or a new
// name now and then.
func (g *fpGen) path(kinds string) string {
	var c []string
	for _, e := range g.es {
		if kinds == "" || strings.IndexByte(kinds, e.kind) >= 0 {
			c = append(c, e.path)
		}
	}
	if len(c) == 0 || g.r.IntN(8) == 0 {
		return g.fresh()
	}
	return fpPick(g.r, c)
}

// fresh is a name that may not exist: in the top, in an existing
// directory, or under a missing one.
func (g *fpGen) fresh() string {
	name := fpPick(g.r, []string{"new", "n.txt", "new dir", "-n", "missing"})
	switch g.r.IntN(5) {
	case 0, 1:
		return name
	case 2:
		return "nodir/" + name
	}
	return path.Join(g.path("dL"), name)
}

// flags picks each of opts with probability 1/3 and returns them as
// separate words.
func (g *fpGen) flags(opts ...string) []string {
	var w []string
	for _, o := range opts {
		if g.r.IntN(3) == 0 {
			w = append(w, o)
		}
	}
	return w
}

// line joins a command, its flags and operands; with a dash operand, or
// at random, the operands follow "--".
func (g *fpGen) line(cmd string, flags []string, ops ...string) string {
	dash := g.r.IntN(4) == 0
	for _, o := range ops {
		if strings.HasPrefix(o, "-") && g.r.IntN(2) == 0 {
			dash = true
		}
	}
	w := append([]string{cmd}, flags...)
	if dash {
		w = append(w, "--")
	}
	for _, o := range ops {
		w = append(w, fpQuote(o, dash))
	}
	return strings.Join(w, " ")
}

// fpGenStep generates one command line over the tree es.
func fpGenStep(r *rand.Rand, es []fpEntry) string {
	g := &fpGen{r, es}
	switch r.IntN(20) {
	case 0, 1:
		return g.cp()
	case 2, 3:
		return g.mv()
	case 4:
		return g.line("rm", g.flags("-r", "-f", "-d", "-v"), g.path(""))
	case 5:
		f := g.flags("-p", "-v")
		if r.IntN(3) == 0 {
			f = append(f, "-m", fpPick(r, []string{"700", "755", "750", "u=rwx,go=", "a=rwx"}))
		}
		return g.line("mkdir", f, g.path("d"+"f"+"dd"))
	case 6:
		return g.line("rmdir", g.flags("-p", "-v", "--ignore-fail-on-non-empty"), g.path("dddL"))
	case 7:
		return g.ln()
	case 8:
		return g.line("touch", g.flags("-c"), g.path("ff"))
	case 9:
		return g.chmod()
	case 10:
		size := fpPick(r, []string{"0", "5", "+3", "-2", "%4", "/3", "<2", "2K", "1k"})
		return g.line("truncate", append(g.flags("-c"), "-s", fpQuote(size, false)), g.path("fffd"))
	case 11, 12:
		return g.ls()
	case 13, 14:
		return g.find()
	case 15:
		return g.stat()
	case 16:
		return g.line("du", append(g.flags("-a", "-s", "-c"), "--apparent-size", "-b"), g.path("dd"))
	case 17:
		return g.realpath()
	case 18:
		return g.basename()
	}
	// Two steps in one line: a mutation then a look.
	return g.mv() + "; " + g.ls()
}

func (g *fpGen) cp() string {
	f := g.flags("-r", "-p", "-n", "-f", "-a", "-v", "-P", "-L")
	switch g.r.IntN(5) {
	case 0: // several into a directory
		return g.line("cp", f, g.path(""), g.path("f"), g.path("dL"))
	case 1:
		return g.line("cp", append(f, "-t", fpQuote(g.path("dL"), false)), g.path(""), g.path(""))
	case 2:
		return g.line("cp", append(f, "-T"), g.path(""), g.path(""))
	case 3: // onto itself
		p := g.path("")
		return g.line("cp", f, p, p)
	}
	return g.line("cp", f, g.path(""), g.path(""))
}

func (g *fpGen) mv() string {
	f := g.flags("-n", "-f", "-v")
	switch g.r.IntN(5) {
	case 0:
		return g.line("mv", f, g.path(""), g.path(""), g.path("dL"))
	case 1:
		return g.line("mv", append(f, "-t", fpQuote(g.path("dL"), false)), g.path(""))
	case 2:
		return g.line("mv", append(f, "-T"), g.path(""), g.path(""))
	case 3:
		p := g.path("")
		return g.line("mv", f, p, p)
	}
	return g.line("mv", f, g.path(""), g.path(""))
}

func (g *fpGen) ln() string {
	f := g.flags("-s", "-f", "-n", "-T", "-v")
	if g.r.IntN(3) == 0 {
		f = append(f, "-s", "-r")
	}
	target := g.path("")
	if fpIn(f, "-s") && g.r.IntN(3) == 0 {
		target = fpPick(g.r, []string{"missing", "../a", "@ROOT@/a", "d/x"})
	}
	if g.r.IntN(3) == 0 {
		return g.line("ln", f, target)
	}
	return g.line("ln", f, target, g.path(""))
}

func fpIn(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// chmod keeps the owner's bits root would ignore (see TestFileProp).
func (g *fpGen) chmod() string {
	r := g.r
	if r.IntN(3) == 0 {
		mode := fpPick(r, []string{"755", "700", "750", "711", "777", "0755", "1777", "u=rwx,g=rx,o=", "go-rwx", "a+rwx", "g+s", "o+t"})
		return g.line("chmod", append(g.flags("-R", "-v", "-c"), mode), g.path("dL"))
	}
	mode := fpPick(r, []string{"644", "600", "640", "755", "666", "0600", "g+w", "o-r", "go-rwx", "a+x", "u+x", "u-x", "g=u", "o=g", "+x", "a+r", "go=", "u=rw,go=r", "g-x,o+w", "=rw", "a-x"})
	return g.line("chmod", append(g.flags("-v", "-c", "-f"), mode), g.path("ff"))
}

func (g *fpGen) ls() string {
	f := g.flags("-a", "-A", "-R", "-d", "-F", "-p", "-r", "-S", "-1", "-L")
	var ops []string
	for range g.r.IntN(3) {
		ops = append(ops, g.path(""))
	}
	return g.line("ls", f, ops...)
}

func (g *fpGen) find() string {
	r := g.r
	var w []string
	start := "."
	if r.IntN(3) == 0 {
		start = fpQuote(g.path("dL"), false)
		if strings.HasPrefix(start, "-") {
			start = "./" + start
		}
	}
	w = append(w, "find", start)
	if r.IntN(3) == 0 {
		w = append(w, "-maxdepth", strconv.Itoa(r.IntN(3)))
	}
	if r.IntN(4) == 0 {
		w = append(w, "-mindepth", strconv.Itoa(r.IntN(2)+1))
	}
	test := func() string {
		switch r.IntN(8) {
		case 0:
			return "-name " + fpQuote(fpPick(r, []string{"*.txt", "a", ".*", "*", "[a-c]*", "*e*", "-x"}), true)
		case 1:
			return "-path " + fpQuote(fpPick(r, []string{"./d/*", "*/a", "*sp*", "./*"}), true)
		case 2:
			return "-type " + fpPick(r, []string{"f", "d", "l"})
		case 3:
			return "-empty"
		case 4:
			return "-type f -size " + fpPick(r, []string{"0", "-1k", "+0", "+1k", "-2", "1c", "12c"})
		case 5:
			return "-iname " + fpQuote(fpPick(r, []string{"A*", "*.MD", "X"}), true)
		case 6:
			return "-perm " + fpPick(r, []string{"644", "-u+x", "/o+w", "-g=rx"})
		}
		return "-name " + fpQuote(fpPick(r, []string{"d", "src", ".git"}), true) + " -prune -o -print"
	}
	switch r.IntN(4) {
	case 0:
		w = append(w, test())
	case 1:
		w = append(w, "!", test())
	case 2:
		w = append(w, test(), fpPick(r, []string{"-o", "-a"}), test())
	}
	switch r.IntN(4) {
	case 0:
		w = append(w, "-print0")
	case 1:
		w = append(w, "-printf", fpQuote(fpPick(r, []string{`%p %y %m %d\n`, `%P|%l\n`, `[%f] %h\n`, `%y %s %p\n`}), true))
	}
	line := strings.Join(w, " ")
	if strings.Contains(line, "-print0") {
		line += " | tr '\\0' '\\n'"
	}
	return line
}

func (g *fpGen) stat() string {
	format := fpPick(g.r, []string{"%n %a %F %N", "%n %s %h", "%A %f", "%N"})
	f := g.flags("-L")
	ops := []string{g.path(""), g.path("")}
	return g.line("stat", append(f, "-c", fpQuote(format, false)), ops[:1+g.r.IntN(2)]...)
}

func (g *fpGen) realpath() string {
	r := g.r
	p := g.path("")
	switch r.IntN(5) {
	case 0:
		p += "/"
	case 1:
		if d := path.Dir(p); d != "." {
			p = d + "/../" + p
		}
	case 2:
		p = "./" + p + "/."
	case 3:
		p = "@ROOT@//" + p
	}
	switch r.IntN(4) {
	case 0:
		return g.line("readlink", g.flags("-f", "-e", "-m", "-n", "-v"), p)
	case 1:
		return g.line("realpath", append(g.flags("-e", "-m", "-s", "-q"), "--relative-to="+fpQuote(g.path("dL"), false)), p)
	}
	return g.line("realpath", g.flags("-e", "-m", "-s", "-q", "-L", "-P"), p, g.path(""))
}

func (g *fpGen) basename() string {
	r := g.r
	p := g.path("")
	if r.IntN(3) == 0 {
		p += fpPick(r, []string{"/", "//", "/.", ""})
	}
	if r.IntN(2) == 0 {
		return g.line("dirname", g.flags("-z"), p, g.path(""))
	}
	f := g.flags("-a", "-z")
	if r.IntN(2) == 0 {
		f = append(f, "-s", fpPick(r, []string{".txt", ".gz", "e", "a"}))
		return g.line("basename", f, p, g.path(""))
	}
	if fpIn(f, "-a") {
		return g.line("basename", f, p, g.path(""))
	}
	return g.line("basename", f, p, fpPick(r, []string{".txt", "t", "a"}))
}

// fpLastLine is the last command line of a case's log.
func fpLastLine(log string) string {
	i := strings.LastIndex(log, "\n$ ")
	if i < 0 {
		return ""
	}
	line, _, _ := strings.Cut(log[i+3:], "\n")
	return line
}
