package commands

import (
	"context"
	"github.com/computerwelt/computerwelt/internal/testlong"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// GNU find lists directories in readdir order and the sandbox in name
// order, so multi-entry listings are compared sorted (seqCase.sorted).
func TestFindDiff(t *testing.T) {
	files := map[string]string{
		"a.txt": "alpha\n", "B.TXT": "bravo", "empty": "", "d/": "", "d/x.go": "package x\n", "d/sub/y.txt": strings.Repeat("y", 3000),
		"d/sub/deep/z": "z", "e/": "", ".hidden": "h", "x y": "s", "big": strings.Repeat("b", 70000),
	}
	links := map[string]string{"l": "a.txt", "dl": "d", "dangling": "nowhere"}
	var cases []seqCase
	exprs := [][]string{
		{}, {"-print"}, {"-name", "*.txt"}, {"-iname", "*.txt"}, {"-name", "[ab]*"}, {"-name", "[!a]*"}, {"-name", "?"}, {"-name", ".*"},
		{"-path", "./d/*"}, {"-path", "*sub*"}, {"-ipath", "*SUB*"}, {"-wholename", "./d"}, {"-type", "f"}, {"-type", "d"}, {"-type", "l"},
		{"-type", "f,l"}, {"-xtype", "f"}, {"-xtype", "d"}, {"-size", "0"}, {"-size", "+1"}, {"-size", "-2"}, {"-size", "1"}, {"-size", "+3000c"},
		{"-size", "3000c"}, {"-size", "+1k"}, {"-size", "-1M"}, {"-size", "2w"}, {"-empty"}, {"-not", "-empty"}, {"!", "-type", "d"},
		{"-maxdepth", "1"}, {"-maxdepth", "0"}, {"-mindepth", "2"}, {"-mindepth", "1", "-maxdepth", "2"}, {"-depth"},
		{"-type", "f", "-o", "-type", "l"}, {"-type", "f", "-a", "-name", "*.txt"}, {"(", "-name", "a*", "-o", "-name", "x*", ")", "-print"},
		{"-name", "d", "-prune", "-o", "-print"}, {"-name", "sub", "-prune"}, {"-regex", ".*\\.txt"}, {"-regex", "\\./d/.*"},
		{"-iregex", ".*\\.TXT"}, {"-regextype", "posix-extended", "-regex", ".*/(a|b)\\..*"}, {"-regex", ".*/\\(a\\|e\\).*"},
		{"-perm", "644"}, {"-perm", "-644"}, {"-perm", "/111"}, {"-perm", "-u=rw"}, {"-perm", "/u+x,g+x"}, {"-links", "2"}, {"-links", "+1"},
		{"-print0"}, {"-printf", "%p|%f|%h|%P|%H|%d|%s|%m|%M|%y|%Y|%l|%%|%k|%b|%n\\n"}, {"-printf", "[%10p][%-6s][%5d]\\n"}, {"-printf", "[%70s][%-70s][%070s][%.70d][%+70k]\\n"},
		{"-printf", "[%.5d][%.5s][%.5k][%.5b][%.5m][%05s][%+5d][%05d][%05m][%+5m][%-5m|][%#5m][%.1m][%#.1m][%#5d][%#70m][%070m][%-+70m]\\n"},
		{"-printf", "%p\\t%s\\0"}, {"-name", "*.txt", "-printf", "%f\\n", "-quit"}, {"-true"}, {"-false"},
		{"-name", "x*", ",", "-name", "a*"}, {"-mtime", "0"}, {"-mtime", "-1"}, {"-mtime", "+0"}, {"-mmin", "-5"}, {"-mmin", "+5"},
		{"-amin", "-5"}, {"-cmin", "-5"}, {"-daystart", "-mtime", "0"}, {"-samefile", "a.txt"}, {"-lname", "*.txt"},
		{"-readable"}, {"-writable"}, {"-executable"}, {"-nouser"}, {"-user", "root"}, {"-uid", "0"}, {"-type", "d", "-empty"},
	}
	for i, ex := range exprs {
		pathSets := [][]string{{"."}, nil, {"d", "e"}, {"a.txt", "nope"}, {"dl"}}
		if !testlong.On() {
			// By default each expression on the whole tree and on one of
			// the other operand lists in turn; all of them with CW_LONG=1.
			pathSets = [][]string{pathSets[0], pathSets[1+i%4]}
		}
		if j := strings.Join(ex, " "); strings.Contains(j, "print0") || strings.Contains(j, `\0`) {
			// NUL-separated output cannot be sorted by lines.
			pathSets = [][]string{{"a.txt", "nope"}, {"d/sub/deep"}}
		}
		for _, paths := range pathSets {
			args := append(append([]string{"find"}, paths...), ex...)
			c := seqCase{files: files, links: links, cmds: [][]string{args}, sorted: true}
			if ex0 := strings.Join(ex, " "); strings.Contains(ex0, "-user") || strings.Contains(ex0, "-uid") {
				// The host files belong to root, the sandbox's to the sandbox user.
				c.norm = func(s string) string { return s }
				continue
			}
			cases = append(cases, c)
		}
	}
	for _, flags := range [][]string{{"-L"}, {"-H"}, {"-P"}} {
		for _, ex := range [][]string{{}, {"-type", "l"}, {"-type", "d"}, {"-xtype", "l"}} {
			for _, paths := range [][]string{{"."}, {"dl"}, {"l"}} {
				cases = append(cases, seqCase{files: files, links: links, sorted: true,
					cmds: [][]string{append(append(append([]string{"find"}, flags...), paths...), ex...)}})
			}
		}
	}
	// Errors.
	for _, args := range [][]string{
		{"-foo"}, {"-name"}, {"-type", "z"}, {"-type", "f,"}, {"-type", "ff"}, {"-exec", "echo"}, {"x"}, {".", "-name", "x", "-print", "-o"},
		{"-maxdepth"}, {"-maxdepth", "x"}, {"-size", "3q"}, {"-perm", "999"}, {"-newer", "nope"}, {"(", "-name", "x"}, {")"},
		{"-name", "x", ")"}, {"!"}, {"-mtime", "x"}, {"-regextype", "bogus"},
	} {
		cases = append(cases, seqCase{files: files, links: links, cmds: [][]string{append([]string{"find"}, args...)}})
	}
	// Actions that run commands or change the tree.
	cases = append(cases,
		seqCase{files: files, links: links, sorted: true, cmds: [][]string{{"find", ".", "-name", "*.txt", "-exec", "cat", "{}", ";"}}},
		seqCase{files: files, links: links, sorted: true, cmds: [][]string{{"find", "d", "-type", "f", "-exec", "echo", "file:{}:", ";"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"find", "d/sub", "-type", "f", "-exec", "basename", "{}", "+"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"find", "d/sub", "-name", "y.txt", "-execdir", "ls", "{}", ";"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"find", "d/sub/deep", "-type", "f", "-execdir", "echo", "{}", "+"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"find", ".", "d/sub/deep", "-maxdepth", "0", "-execdir", "echo", "{}", ";"}}},
		seqCase{files: files, links: links, sorted: true, cmds: [][]string{{"find", ".", "-name", "*.txt", "-exec", "false", ";", "-o", "-print"}}},
		seqCase{files: files, links: links, sorted: true, cmds: [][]string{
			{"touch", "-d", "2001-01-01", "a.txt", "B.TXT", "d/x.go"}, {"touch", "-d", "2001-01-02", "empty", "d/sub/y.txt"},
			{"find", ".", "-newer", "B.TXT", "-mtime", "+1000"}, {"find", ".", "-type", "f", "-not", "-newer", "empty"},
			{"find", ".", "-type", "f", "-newermt", "2001-01-01 12:00"}, {"find", ".", "-type", "f", "!", "-newermt", "2001-01-03"},
			{"find", ".", "-type", "f", "-newermm", "a.txt", "-mtime", "+1000"}, {"find", ".", "-newerBt", "2001-01-01"},
			{"find", ".", "-newermt", "bogus"}, {"find", ".", "-newertm", "a.txt"}, {"find", ".", "-newermm", "nope"}}},
		seqCase{files: map[string]string{"w/d/": ""}, links: map[string]string{"w/d/up": "..", "w/d/self": "."}, cmds: [][]string{{"find", "-L", "w/d"}}, sorted: true},
		seqCase{files: files, links: links, sorted: true, cmds: [][]string{{"find", ".", "-name", "*.txt", "-delete"}, {"find", "."}}},
		seqCase{files: files, links: links, sorted: true, cmds: [][]string{{"find", "d", "-delete"}, {"find", "."}}},
		seqCase{files: files, links: links, sorted: true, cmds: [][]string{{"find", "e", "-empty", "-delete", "-print"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"find", "d", "-maxdepth", "0", "-delete"}}},
		seqCase{files: files, links: links, sorted: true, stdin: "y\nn\ny\n", cmds: [][]string{{"find", "d", "-type", "f", "-ok", "echo", "{}", ";"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"touch", "-d", "2001-02-03 04:05:06", "a.txt"}, {"find", "a.txt", "-printf", "%t|%T@|%TY-%Tm-%Td|%TH:%TM|%T+|%Tk|%Ta %Tb|\\n"}}},
	)
	// -ls: inode numbers and owners differ by nature.
	lsNormFind := func(s string) string {
		return regexp.MustCompile(`(?m)^ *\d+ `).ReplaceAllString(lsRoot.ReplaceAllString(s, "user"), "INODE ")
	}
	cases = append(cases, seqCase{files: files, links: links, norm: lsNormFind,
		cmds: [][]string{{"touch", "-d", "2001-02-03", "a.txt", "big"}, {"find", "a.txt", "big", "l", "dangling", "d", "d/sub/deep", "-maxdepth", "0", "-ls"}}})
	runSeqCases(t, cases)
}

// -mtime counts whole days back from the sandbox clock.
func TestFindTimes(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 3, 10, 12, 0, 0, 0, time.UTC)
	fsys := memfs.New(memfs.WithClock(func() time.Time { return now }))
	vfs.MkdirAll(ctx, fsys, "/w", 0o755)
	for name, age := range map[string]time.Duration{"now": 0, "h23": 23 * time.Hour, "d1": 25 * time.Hour, "d3": 73 * time.Hour, "m30": 30 * time.Minute} {
		vfs.WriteFile(ctx, fsys, "/w/"+name, nil, 0o644)
		fsys.Chtimes(ctx, "/w/"+name, now.Add(-age), now.Add(-age))
	}
	run := func(args ...string) string {
		return runInClock(t, fsys, "/w", append([]string{"find", ".", "-type", "f"}, args...), now)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-mtime", "0"}, "./h23\n./m30\n./now\n"},
		{[]string{"-mtime", "1"}, "./d1\n"},
		{[]string{"-mtime", "+1"}, "./d3\n"},
		{[]string{"-mtime", "-2"}, "./d1\n./h23\n./m30\n./now\n"},
		{[]string{"-mmin", "-31"}, "./m30\n./now\n"},
		{[]string{"-mmin", "30"}, "./m30\n"},
		{[]string{"-mmin", "+60"}, "./d1\n./d3\n./h23\n"},
	} {
		if got := run(c.args...); got != c.want {
			t.Errorf("find %v: %q, want %q", c.args, got, c.want)
		}
	}
}

func runInClock(t *testing.T, fsys vfs.FS, dir string, args []string, now time.Time) string {
	t.Helper()
	cmds := All()
	var out, errb strings.Builder
	inv := &shell.Invocation{Args: args, Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb,
		Env: map[string]string{"TZ": "UTC"}, Dir: dir, FS: fsys, Umask: 0o022, Now: func() time.Time { return now }}
	cmds[args[0]].Run(context.Background(), inv)
	if errb.Len() > 0 {
		t.Errorf("%v: %s", args, errb.String())
	}
	return out.String()
}

// fnmatch takes '*' then an ASCII literal as a suffix test: the same
// answers as its general loop (a bracket in the pattern turns the fast
// way off), on names with multibyte and invalid UTF-8.
func TestFnmatchLiteralSuffix(t *testing.T) {
	names := []string{"", "a.txt", ".txt", "txt", "a.txtx", "é.txt", "\xe4\xb8.txt", "\xe4.txt", "a\xff", "\xe4\xb8\xad.txt", "x.tx", "ab", "aab", "b"}
	for _, pat := range []string{"*.txt", "**.txt", "*t", "*ab", "*b", "*\xff"} {
		// The same pattern with its last byte in brackets: the general way.
		ref := pat[:len(pat)-1] + "[" + pat[len(pat)-1:] + "]"
		if pat == "*\xff" {
			ref = "*\\\xff"
		}
		for _, name := range names {
			if got, want := fnmatch(pat, name, false), fnmatch(ref, name, false); got != want {
				t.Errorf("fnmatch(%q, %q) = %v, the general way %v", pat, name, got, want)
			}
		}
	}
}
