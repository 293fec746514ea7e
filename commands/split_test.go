package commands

import (
	"bytes"
	"context"
	"fmt"
	"github.com/computerwelt/computerwelt/internal/testlong"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// splitFilesAfter runs a command of the suite with input file "in" and
// returns every file in the directory afterwards (but "in").
func splitFilesAfter(t *testing.T, args []string, input string) (map[string]string, result) {
	t.Helper()
	ctx := context.Background()
	fsys := memfs.New()
	vfs.MkdirAll(ctx, fsys, "/work", 0o755)
	vfs.WriteFile(ctx, fsys, "/work/in", []byte(input), 0o644)
	r := runIn(t, fsys, "/work", args, "")
	out := map[string]string{}
	entries, _ := fsys.ReadDir(ctx, "/work")
	for _, e := range entries {
		if e.Name() == "in" {
			continue
		}
		b, _ := vfs.ReadFile(ctx, fsys, "/work/"+e.Name())
		out[e.Name()] = string(b)
	}
	return out, r
}

// splitRealFilesAfter does the same with the host's tool.
func splitRealFilesAfter(t *testing.T, args []string, input string) (map[string]string, result) {
	t.Helper()
	bin, err := exec.LookPath(args[0])
	if err != nil {
		t.Skipf("%s not installed", args[0])
	}
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "in"), []byte(input), 0o644)
	cmd := exec.Command(bin, args[1:]...)
	cmd.Dir = dir
	cmd.Env = []string{"LC_ALL=C.UTF-8", "PATH=/usr/bin:/bin"}
	var o, e strings.Builder
	cmd.Stdout, cmd.Stderr = &o, &e
	status := 0
	if err := cmd.Run(); err != nil {
		if ee, ok := err.(*exec.ExitError); ok {
			status = ee.ExitCode()
		}
	}
	out := map[string]string{}
	entries, _ := os.ReadDir(dir)
	for _, en := range entries {
		if en.Name() == "in" {
			continue
		}
		b, _ := os.ReadFile(filepath.Join(dir, en.Name()))
		out[en.Name()] = string(b)
	}
	return out, result{o.String(), strings.ReplaceAll(e.String(), bin+":", args[0]+":"), status}
}

func TestSplitFilesDiff(t *testing.T) {
	seq := func(n int) string {
		var b strings.Builder
		for i := 1; i <= n; i++ {
			b.WriteString(strings.Repeat("x", i%7) + "\n")
		}
		return b.String()
	}
	inputs := map[string]string{
		"empty": "", "seq10": seq(10), "nonl": "a\nb\nc", "long": longLine[:3000] + "\n" + seq(20),
		"nul": "a\x00b\x00c\x00", "utf8": "é\nü\n中\n",
	}
	flagsets := [][]string{
		{}, {"-l", "3"}, {"-3"}, {"-l", "1"}, {"-b", "7"}, {"-b", "1K"}, {"-a", "1", "-l", "4"}, {"-d", "-l", "2"},
		{"-x", "-l", "2"}, {"--numeric-suffixes=5", "-l", "3"}, {"--additional-suffix=.txt", "-l", "4"},
		{"-n", "3"}, {"-n", "l/3"}, {"-n", "r/3"}, {"-n", "5", "-e"}, {"-n", "l/5", "-e"}, {"-n", "r/4", "-e"},
		{"-n", "2/3"}, {"-n", "l/2/3"}, {"-n", "r/2/3"}, {"-t", "\\0", "-l", "1"}, {"--verbose", "-l", "4"},
		{"-n", "l/30"}, {"-n", "40"}, {"-l", "1", "-a", "1"}, {"-b", "1"}, {"-d", "-a", "1", "-l", "1"},
	}
	type run struct {
		name  string
		in    string
		flags []string
		tail  []string
	}
	var runs []run
	names := make([]string, 0, len(inputs))
	for name := range inputs {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		for _, fl := range flagsets {
			runs = append(runs, run{name, inputs[name], fl, []string{"in"}})
		}
	}
	// The cross product by default a quarter (every input and every flag
	// set stay: 4 is coprime with the 27 flag sets), all of it with CW_LONG=1.
	runs = testlong.Sample(runs, 4)
	// A prefix, and more files than two letters name (the suffix widens).
	runs = append(runs,
		run{"seq10", inputs["seq10"], []string{"-l", "2"}, []string{"in", "pre"}},
		run{"seq10", inputs["seq10"], []string{"-n", "r/3"}, []string{"in", "pre"}},
		run{"seq700", seq(700), []string{"-l", "1"}, []string{"in"}},
		run{"seq700", seq(700), []string{"-l", "1", "-d"}, []string{"in", "p"}},
	)
	for _, r := range runs {
		args := append(append([]string{"split"}, r.flags...), r.tail...)
		in := r.in
		t.Run(r.name+" "+join(args[1:]), func(t *testing.T) {
			got, gr := splitFilesAfter(t, args, in)
			// The files and output as one text (fmt prints a map sorted)
			// for the host record.
			text := func(files map[string]string, r result) string { return fmt.Sprint(files) + "\n" + resultText(r) }
			key := hostCaseKey(args, in, nil)
			if hostKnown(t, key, text(got, gr)) {
				return
			}
			want, wr := splitRealFilesAfter(t, args, in)
			hostRan(t, key, text(want, wr))
			if !reflect.DeepEqual(got, want) {
				t.Errorf("files differ\n got: %.2000q\nwant: %.2000q", fmt.Sprint(got), fmt.Sprint(want))
			}
			if gr != wr {
				t.Errorf("output differs\n got: %+v\nwant: %+v", gr, wr)
			}
		})
	}
}

func TestSplitDiff(t *testing.T) {
	runDiffCases(t, []diffCase{
		{args: []string{"split", "-l", "0"}},
		{args: []string{"split", "-b", "0"}},
		{args: []string{"split", "-n", "0"}},
		{args: []string{"split", "-n", "3/2"}},
		{args: []string{"split", "-n", "x"}},
		{args: []string{"split", "-l", "x"}},
		{args: []string{"split", "-l", "2", "nofile"}},
		{args: []string{"split", "a", "b", "c"}},
		{args: []string{"split", "-l", "2", "-b", "3", "x"}},
		{args: []string{"split", "-n", "2/2", "f"}, files: map[string]string{"f": "abcdef"}},
		{args: []string{"split", "-t", "ab"}},
		{args: []string{"split", "-a", "1", "-l", "1", "f"}, files: map[string]string{"f": strings.Repeat("x\n", 27)}},
		{args: []string{"split", "-q"}},
	})
}

func TestSplitChunksPipe(t *testing.T) {
	inv, _ := sysInvocation([]string{"split", "-n", "2"})
	inv.Stdin = sysPipeReader{strings.NewReader("a\nb\n")}
	if st := runSplit(t.Context(), inv); st != 1 || inv.Stderr.(*bytes.Buffer).String() != "split: -: cannot determine file size\n" {
		t.Errorf("status %d, stderr %q", st, inv.Stderr)
	}
}
