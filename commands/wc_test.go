package commands

import (
	"context"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

func TestWcDiff(t *testing.T) {
	var cases []diffCase
	inputs := map[string]string{
		"ctrl":    "a\x01b c\x80d \xe4\xb8\xad\n\x01 \x02\n",
		"spaces":  "a\u00a0b\u3000c\u2007d e\u2003f\n",
		"tabs":    "x\ty\rabc\fzz\n\t\t\tq\v\n",
		"wide":    "中文字符 ｗｉｄｅ\n\u0301a\u0301\n",
		"partial": "ab\xe4\xb8",
	}
	for k, v := range textInputs {
		inputs[k] = v
	}
	flagsets := [][]string{{}, {"-l"}, {"-w"}, {"-c"}, {"-m"}, {"-L"}, {"-lwmcL"}, {"-cl"}}
	for name, in := range inputs {
		for _, fl := range flagsets {
			args := append([]string{"wc"}, fl...)
			cases = append(cases, diffCase{name: name + " " + join(fl), args: args, stdin: in})
			args = append(append([]string{"wc"}, fl...), "f")
			cases = append(cases, diffCase{name: "file " + name + " " + join(fl), args: args, files: map[string]string{"f": in}})
		}
	}
	files := map[string]string{"a": "a b\nc\n", "big": longLine, "d/": "", "e": ""}
	more := []diffCase{
		{args: []string{"wc", "a", "big"}, files: files},
		{args: []string{"wc", "-l", "a", "big"}, files: files},
		{args: []string{"wc", "-l", "big"}, files: files},
		{args: []string{"wc", "big", "-"}, stdin: "x y\n", files: files},
		{args: []string{"wc", "a", "missing"}, files: files},
		{args: []string{"wc", "missing", "a"}, files: files},
		{args: []string{"wc", "-c", "a", "d"}, files: files},
		{args: []string{"wc", "d"}, files: files},
		{args: []string{"wc", "e"}, files: files},
		{args: []string{"wc", "e", "e"}, files: files},
		{args: []string{"wc", "--lines", "--words", "a"}, files: files},
		// Counted before sizing up to the first file that is not regular,
		// stat'ed from there on: the order of lines and messages is GNU's.
		{args: []string{"wc", "a", "e", "missing", "big", "d", "a"}, files: files},
		{args: []string{"wc", "-lc", "big", "a", "-", "e"}, stdin: "x y\n", files: files},
	}
	runDiffCases(t, append(cases, more...))
	runUsageCases(t, []diffCase{{args: []string{"wc", "-x"}}, {args: []string{"wc", "--total=only"}}})
}

func TestWcFiles0From(t *testing.T) {
	files := map[string]string{"f2": "ab c\n", "f3": longLine[:100] + "\n", "names": "f2\x00f3\x00", "one": "f3", "bad": "f2\x00\x00nope\x00"}
	runDiffCases(t, []diffCase{
		{args: []string{"wc", "--files0-from=names"}, files: files},
		{args: []string{"wc", "--files0-from=-"}, stdin: "f2\x00f3\x00", files: files},
		{args: []string{"wc", "-l", "--files0-from=-"}, stdin: "f2\x00", files: files},
		{args: []string{"wc", "--files0-from=-"}, stdin: "f2\x00\x00nope\x00", files: files},
		{args: []string{"wc", "--files0-from=bad"}, files: files},
		{args: []string{"wc", "--files0-from=one"}, files: files},
		{args: []string{"wc", "--files0-from=nonexist"}, files: files},
		{args: []string{"wc", "--files0-from=-"}, stdin: "", files: files},
		{args: []string{"wc", "-c", "--files0-from=-"}, stdin: "f3", files: files},
	})
	runUsageCases(t, []diffCase{{args: []string{"wc", "--files0-from=names", "f2"}, files: files}})
}

// TestWcRandomFiles counts random sets of files against the real wc (column widths).
func TestWcRandomFiles(t *testing.T) {
	r := rand.New(rand.NewSource(32))
	var cases []diffCase
	for i := 0; i < 150; i++ {
		files := map[string]string{}
		args := []string{"wc"}
		for _, o := range []string{"-l", "-w", "-c", "-m", "-L"} {
			if r.Intn(3) == 0 {
				args = append(args, o)
			}
		}
		for k := 0; k < r.Intn(4); k++ {
			n := string(rune('a' + k))
			files[n] = randText(r) + strings.Repeat("x", r.Intn(3)*r.Intn(5000))
			args = append(args, n)
		}
		if r.Intn(4) == 0 {
			args = append(args, "-")
		}
		if r.Intn(5) == 0 {
			args = append(args, "missing")
		}
		cases = append(cases, diffCase{name: strings.Join(args, " ") + string(rune('a'+i%26)), args: args, files: files, stdin: randText(r)})
	}
	runDiffCases(t, cases)
}

// wc sizes its columns from the regular files' sizes before printing, as
// GNU does by a stat of each operand; the sizes come from the fstat of
// each file's open instead, so xargs wc over a host folder does not walk
// each path twice. A stat per file fails this.
func TestWcStatsNoRegularFile(t *testing.T) {
	files := map[string]string{}
	var args []string
	for i := range 12 {
		name := fmt.Sprintf("t/d%d/f%d", i%3, i)
		files[name] = strings.Repeat("word\n", i*300)
		args = append(args, name)
	}
	mem := memfs.New()
	if err := vfs.MkdirAll(context.Background(), mem, sandboxDir, 0o755); err != nil {
		t.Fatal(err)
	}
	writeFiles(t, mem, files)
	c := &statCounter{FS: mem}
	r := runIn(t, c, sandboxDir, append([]string{"wc", "-l"}, args...), "")
	if r.status != 0 || r.stderr != "" || !strings.HasPrefix(r.stdout, "    0 t/d0/f0\n  300 t/d1/f1\n") {
		t.Fatalf("wc: %+v", r)
	}
	if n := c.n.Load(); n != 0 {
		t.Errorf("wc -l over 12 regular files made %d stat calls, want 0", n)
	}
}
