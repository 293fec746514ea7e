package commands

import (
	"context"
	"os/exec"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// The host's file systems are not the sandbox's: the headers, the column
// layout and the messages are compared with GNU df; the values are the
// sandbox's own (TestDfOptionValues).
func TestDfHeadersDiff(t *testing.T) {
	if _, err := exec.LookPath("df"); err != nil {
		t.Skip("no df")
	}
	for _, args := range [][]string{
		{}, {"-T"}, {"-h"}, {"-H"}, {"-i"}, {"-iT"}, {"-P"}, {"-PT"}, {"-Ph"}, {"-Pi"}, {"-k"}, {"-B", "1M"}, {"-B", "1000"}, {"-B", "2K"},
		{"-BKB"}, {"-BKiB"}, {"-B", "512"}, {"-B", "1MB"}, {"--block-size=human-readable"}, {"--block-size=si"}, {"-hk"}, {"-kh"},
		{"--output"}, {"--output", "-h"}, {"--output=target,size,pcent"}, {"--output=source,ipcent,avail"}, {"-a", "-l", "--sync", "--no-sync", "-v"},
		{"--total"}, {"--total", "--output=target,used"},
	} {
		line := append(append([]string{"df"}, args...), "/")
		got := runSandbox(t, line, "", nil)
		// The widths follow the values, which differ: the words are compared.
		header := func(r result) result {
			h, _, _ := strings.Cut(r.stdout, "\n")
			return result{strings.Join(strings.Fields(h), " "), "", r.status}
		}
		gh := header(got).stdout
		real := dfHost(t, line, header(got), header)
		if real.stdout != gh || real.status != got.status {
			t.Errorf("df %v header:\n got %q [%d]\nwant %q [%d]", args, gh, got.status, real.stdout, real.status)
		}
	}
	for _, args := range [][]string{
		{"--output=bogus"}, {"--output=source,source"}, {"-i", "--output"}, {"--output", "-T"}, {"-P", "--output=size"}, {"-B", "0"}, {"-B", "x"},
		{"-B", "2x"}, {"--block-size=2x"}, {"-t", "bogus"}, {"-t", "a", "-x", "a"}, {"nope"},
	} {
		line := append([]string{"df"}, args...)
		got := runSandbox(t, line, "", nil)
		errs := func(r result) result { return result{"", r.stderr, r.status} }
		real := dfHost(t, line, errs(got), errs)
		if real.stderr != got.stderr || real.status != got.status {
			t.Errorf("df %v:\n got %q [%d]\nwant %q [%d]", args, got.stderr, got.status, real.stderr, real.status)
		}
	}
}

// dfHost is what the real df prints for line, as part keeps of it (the
// parts the test compares: the host's file systems differ from run to
// run), or ours, when the host record says the real df's part was that.
func dfHost(t *testing.T, line []string, ours result, part func(result) result) result {
	t.Helper()
	key := hostCaseKey(line, "", nil)
	if hostKnown(t, key, resultText(ours)) {
		return ours
	}
	real := part(runReal(t, line, "", nil))
	hostRan(t, key, resultText(real))
	return real
}

func TestDfOptionValues(t *testing.T) {
	ctx := context.Background()
	fsys := memfs.New()
	vfs.MkdirAll(ctx, fsys, "/work/sub", 0o755)
	vfs.WriteFile(ctx, fsys, "/work/f", make([]byte, 100000), 0o644)
	other := memfs.New()
	ms := mountsFS{fsys, []vfs.Mount{{Path: "/", Name: "root", FS: fsys}, {Path: "/work/sub", Name: "scratch", FS: other}, {Path: "/h", Name: "h", FS: noUsageFS{fsys}}}}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"df", "-B", "1M", "f"}, "Filesystem     1M-blocks  Used Available Use% Mounted on\nroot                 256     1       256   1% /\n"},
		{[]string{"df", "-H", "f"}, "Filesystem      Size  Used Avail Use% Mounted on\nroot            269M  101k  269M   1% /\n"},
		{[]string{"df", "--total", "-BK"}, "Filesystem     1K-blocks  Used Available Use% Mounted on\nroot             262144K   98K   262046K   1% /\nscratch          262144K    0K   262144K   0% /work/sub\nh                      -     -         -    - /h\ntotal            524288K   98K   524190K   1% -\n"},
		{[]string{"df", "-i", "f"}, "Filesystem     Inodes IUsed IFree IUse% Mounted on\nroot                -     -     -     - /\n"},
		{[]string{"df", "--output=file,target,fstype", "f", "sub"}, "File Mounted on Type\nf    /          memfs\nsub  /work/sub  memfs\n"},
		{[]string{"df", "-t", "vfs"}, "Filesystem     1K-blocks  Used Available Use% Mounted on\nh                      -     -         -    - /h\n"},
		{[]string{"df", "-x", "memfs", "-T"}, "Filesystem     Type 1K-blocks  Used Available Use% Mounted on\nh              vfs          -     -         -    - /h\n"},
		{[]string{"df", "-Pl", "f"}, "Filesystem     1024-blocks  Used Available Capacity Mounted on\nroot                262144    98    262046       1% /\n"},
	} {
		r := runIn(t, ms, "/work", c.args, "")
		if r.stdout != c.want {
			t.Errorf("%v: got\n%s(%d, %q)\nwant\n%s", c.args, r.stdout, r.status, r.stderr, c.want)
		}
	}
}
