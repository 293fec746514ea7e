package commands

import (
	"context"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/mount"
)

func TestCpDiff(t *testing.T) {
	files := map[string]string{"a": "alpha\n", "b": "bravo\n", "d/": "", "d/x": "1", "d/sub/y": "2", "e/": "", "g/d/": "", "bin": "\x00\xff\r\n", "big": string(make([]byte, 300000))}
	links := map[string]string{"l": "a", "dl": "d", "dangling": "nowhere", "d/in": "x"}
	var cases []seqCase
	for _, args := range [][]string{
		{"a", "c"}, {"a", "b"}, {"a", "e"}, {"a", "b", "e"}, {"a", "b", "c"}, {"a", "b", "a"}, {"a", "a"}, {"a", "./a"}, {"a"}, {},
		{"nope", "c"}, {"d", "c"}, {"-r", "d", "c"}, {"-R", "d", "e"}, {"-r", "d", "g"}, {"-r", "d", "a"}, {"a", "d"},
		// Not {"-r", "d", "d"} nor into a subdirectory: what GNU copies before it
		// stops depends on readdir order.
		{"l", "c"}, {"-P", "l", "c"}, {"-d", "l", "c"}, {"-r", "l", "c"}, {"-L", "-r", "dl", "c"},
		{"-r", "dl", "c"}, {"-H", "-r", "dl", "c"}, {"dangling", "c"}, {"-P", "dangling", "c"}, {"-n", "a", "b"}, {"-v", "a", "b", "e"},
		{"-rv", "d/sub", "c"}, {"-T", "a", "e"}, {"-T", "-r", "d", "e"}, {"-t", "e", "a", "b"}, {"-t", "a", "b"}, {"-t", "nope", "a"},
		{"-tT", "e", "a"}, {"-T", "a", "b", "c"}, {"a", "nodir/x"}, {"a", "b/"}, {"a/", "c"}, {"bin", "big", "e"}, {"-f", "a", "b"},
		{"-a", "d", "c"}, {"-p", "a", "c"}, {"-s", "a", "c"}, {"-s", "/abs", "c"}, {"-l", "a", "c"},
		{"--preserve=bogus", "a", "c"}, {"--parents", "d/sub/y", "e"}, {"-v", "--parents", "d/sub/y", "d/x", "e"}, {"--parents", "a", "b"},
		{"--parents", "-r", "d/sub", "e"}, {"--parents", "d/sub/y", "g"}, {"-r", "d/", "c"}, {"-r", "d/.", "e"},
		// -n skips an existing destination before comparing (GNU 9.1);
		// a source named twice into a directory is warned about once.
		{"-n", "a", "a"}, {"-n", "a", "l"}, {"-n", "-T", "a", "e"}, {"-n", "-rT", "d", "dl"}, {"-rT", "d", "dl"}, {"-n", "-r", "d", "a"},
		{"-n", "a", "a", "e"}, {"a", "./a", "e"}, {"a", "l", "e"}, {"-r", "d", "e/../d", "e"}, {"-r", "d", "d/sub/y"},
		// A dangling symlink is not written through (even with -n or -f);
		// -v names a file's copy before making it, and a replaced
		// destination; a symlink onto itself is the same file, and so is
		// a directory copied into its own parent.
		{"a", "dangling"}, {"-f", "-v", "a", "dangling"}, {"-n", "a", "dangling"}, {"-P", "dangling", "b"}, {"-v", "a", "nodir/x"},
		{"-a", "-v", "l", "b"}, {"-P", "l", "l"}, {"-r", "d", "."}, {"-r", "d/sub", "d"}, {"-rn", "d/sub", "d"}, {"-t", "e", "d", "d"},
		{"-r", "-T", "d", "d/in"}, {"-r", "-t", "d", "d/sub/y", "d/sub"},
		// --remove-destination replaces a symlink or dangling symlink
		// rather than writing through it.
		{"-v", "--remove-destination", "b", "l"}, {"--remove-destination", "a", "dangling"}, {"--remove-destination", "a", "b", "e"},
		// A trailing slash resolves a symlink to a directory, even with -r.
		{"-r", "dl/", "c"}, {"-rP", "dl/", "e"},
	} {
		cases = append(cases, seqCase{files: files, links: links, cmds: [][]string{append([]string{"cp"}, args...)}})
	}
	// A directory made in a setgid directory is setgid (Linux), and cp
	// keeps that bit, with -p or not.
	cases = append(cases, seqCase{files: files, links: links, cmds: [][]string{{"chmod", "g+s", "e"}, {"mkdir", "e/x"}, {"mkdir", "-p", "-m", "700", "e/p/q"},
		{"cp", "-r", "d", "e"}, {"cp", "-a", "d", "e/y"}, {"cp", "-rp", "g", "e"}, {"stat", "-c", "%a %n", "e/x", "e/p", "e/p/q", "e/d", "e/d/sub", "e/y", "e/g/d"}}})
	// A file made from an earlier operand is not replaced by a later one.
	twins := map[string]string{"a": "x", "s/a": "y", "u/": ""}
	for _, args := range [][]string{{"s/a", "a", "u"}, {"-v", "s/a", "a", "u"}, {"-n", "s/a", "a", "u"}, {"s/a", "a", "s"}, {"a", "u/a", "u"}} {
		cases = append(cases, seqCase{files: twins, cmds: [][]string{append([]string{"cp"}, args...)}})
	}
	// A symlink copied onto what it names is the same file.
	// A copied symlink replaces a symlink destination, even to a
	// directory, and one naming the same directory.
	self := map[string]string{"l": "a", "e/e": ".", "dl": "d", "el": "e"}
	for _, args := range [][]string{{"-P", "e/e", "."}, {"-a", "e/e", "."}, {"-P", "l", "a"}, {"-a", "l", "a"}, {"-d", "-f", "l", "a"},
		{"-v", "-P", "-T", "el", "dl"}, {"-a", "-t", "e/e", "el", "a"}} {
		cases = append(cases, seqCase{files: files, links: self, cmds: [][]string{append([]string{"cp"}, args...)}})
	}
	for _, in := range []string{"y\n", "n\n", ""} {
		cases = append(cases, seqCase{files: files, links: links, stdin: in, cmds: [][]string{{"cp", "-i", "a", "b"}}})
	}
	cases = append(cases,
		seqCase{files: files, links: links, cmds: [][]string{{"chmod", "700", "a"}, {"cp", "a", "c"}, {"cp", "-p", "a", "p"}, {"chmod", "600", "b"}, {"cp", "a", "b"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"chmod", "750", "d"}, {"cp", "-r", "d", "c"}, {"cp", "-a", "d", "q"}}},
		seqCase{files: files, links: links, cmds: [][]string{{"touch", "-d", "2001-01-01", "a"}, {"cp", "-p", "a", "c"}, {"cp", "-a", "a", "q"}, {"cp", "a", "n"}}, times: true},
		seqCase{files: files, links: links, cmds: [][]string{{"touch", "-d", "2001-01-01", "a"}, {"cp", "-u", "a", "b"}, {"cp", "-u", "b", "a"}}},
	)
	// Cycles through followed symlinks.
	loop := map[string]string{"w/d/up": ".."}
	cases = append(cases,
		seqCase{files: map[string]string{"w/d/": ""}, links: loop, cmds: [][]string{{"cp", "-rL", "w/d", "copy"}}},
		seqCase{files: map[string]string{"w/d/": ""}, links: loop, cmds: [][]string{{"ls", "-LR", "w/d"}}},
		// Into its own subdirectory through a symlink: the copy meets itself.
		seqCase{files: map[string]string{"d/a/": ""}, links: map[string]string{"b": "d/a"}, cmds: [][]string{{"cp", "-r", "d", "b/x"}}},
	)
	runSeqCases(t, cases)
}

// Copying a directory into itself copies the tree as it was and then
// reports the error (GNU's exact result depends on readdir order).
func TestCpIntoItself(t *testing.T) {
	r := runSandbox(t, []string{"cp", "-r", "d", "d/sub"}, "", map[string]string{"d/x": "1", "d/sub/y": "2"})
	if r.stderr != "cp: cannot copy a directory, 'd', into itself, 'd/sub/d'\n" || r.status != 1 {
		t.Errorf("got %+v", r)
	}
}

// Files on two mounted filesystems can have the same inode number without
// being the same file: cp, mv and ln compare devices too.
func TestCpAcrossMounts(t *testing.T) {
	ctx := context.Background()
	a, b := memfs.New(), memfs.New()
	vfs.WriteFile(ctx, a, "/f", []byte("from a"), 0o644)
	vfs.WriteFile(ctx, b, "/f", []byte("from b"), 0o644)
	tab := mount.New(memfs.New())
	vfs.MkdirAll(ctx, tab, "/a", 0o755)
	vfs.MkdirAll(ctx, tab, "/b", 0o755)
	if err := tab.Mount("/a", a); err != nil {
		t.Fatal(err)
	}
	if err := tab.Mount("/b", b); err != nil {
		t.Fatal(err)
	}
	if r := runIn(t, tab, "/", []string{"cp", "a/f", "b/f"}, ""); r.status != 0 || r.stderr != "" {
		t.Fatalf("cp across mounts: %+v", r)
	}
	if got, _ := vfs.ReadFile(ctx, b, "/f"); string(got) != "from a" {
		t.Errorf("b/f = %q", got)
	}
	vfs.WriteFile(ctx, a, "/g", []byte("g"), 0o644)
	if r := runIn(t, tab, "/", []string{"mv", "a/g", "b/f"}, ""); r.status != 0 || r.stderr != "" {
		t.Fatalf("mv across mounts: %+v", r)
	}
	if got, _ := vfs.ReadFile(ctx, b, "/f"); string(got) != "g" {
		t.Errorf("after mv b/f = %q", got)
	}
}

// TestCpCorpusFixesDiff pins the rules the unseen corpus (h19t) found: cp
// reads a directory in inode order (GNU savedir's SAVEDIR_SORT_FASTREAD),
// so -v lists a fresh tree in the order it was made; and a destination
// "name/" that does not exist takes no file, for cp, mv, ln and install
// alike (a directory it takes).
func TestCpCorpusFixesDiff(t *testing.T) {
	runSeqCases(t, []seqCase{
		{cmds: [][]string{{"mkdir", "-p", "s/sub"}, {"touch", "s/z", "s/a", "s/sub/q", "s/sub/b"}, {"mkdir", "s/m"}, {"cp", "-rv", "s", "t"}, {"cp", "-rv", "s/.", "u"}}},
		{files: map[string]string{"f": "x", "g": "y", "d/": ""}, cmds: [][]string{
			{"cp", "f", "n1/"}, {"cp", "-r", "d", "n2/"}, {"mv", "f", "n3/"}, {"ln", "g", "n4/"}, {"ln", "-s", "g", "n5/"},
			{"install", "g", "n6/"}, {"install", "-D", "g", "n7/"}, {"install", "-D", "g", "a/b/n9/"}, {"install", "g", "f/"}, {"mv", "d", "n8/"}}},
	})
}
