package commands

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// The options of GNU diff that optionGaps listed, each against the real
// tool: function lines (-F), tab stops (--tabsize, -t), pages (-l),
// links (--no-dereference), absent first files, case-blind names, the
// starting file (-S), --from-file/--to-file and --palette.
func TestDiffMoreOptionsDiff(t *testing.T) {
	fn := map[string]string{
		"p1": "int f()\n{\n a;\n b;\n c;\n d;\n e;\n}\nstatic g()\n{\n x;\n y;\n z;\n w;\n}\n",
		"p2": "int f()\n{\n a;\n b;\n c;\n D;\n e;\n}\nstatic g()\n{\n x;\n y;\n Z;\n w;\n}\n",
	}
	tabs := map[string]string{
		"t1": "a\tb\n\tx\nsame\n\xc3\xa9\tb\nx\ry\tz\n\bq\tr\nu\b\tv\n",
		"t2": "c\n\tx\nsame\n",
		"e1": "a\tb\n    c\n", "e2": "a   b\n\tc\n",
	}
	dirs := map[string]string{
		"A/x": "1\n", "B/x": "2\n", "B/y": "3\n", "A/o": "only\n", "B/nb": "nb\n",
		"A/Case": "Q\n", "B/case": "q\n", "A/sub/f": "s\n", "B/sub/f": "t\n", "B/new/g": "g\n",
		"C/X": "1\n", "C/x": "2\n", "D/x": "3\n",
	}
	runDiffCases(t, []diffCase{
		// -F, --show-function-line
		{args: []string{"diff", "-F", "^int", "p1", "p2"}, files: fn},
		{args: []string{"diff", "-F", "^int", "-u", "-L", "a", "-L", "b", "p1", "p2"}, files: fn},
		{args: []string{"diff", "--show-function-line=^[a-z]", "-c", "-L", "a", "-L", "b", "p1", "p2"}, files: fn},
		{args: []string{"diff", "-F", "^{", "-F", "^int", "-U1", "-L", "a", "-L", "b", "p1", "p2"}, files: fn},
		{args: []string{"diff", "-p", "-F", "^{", "-U1", "-L", "a", "-L", "b", "p1", "p2"}, files: fn},
		{args: []string{"diff", "-F", "^static", "-U0", "-L", "a", "-L", "b", "p1", "p2"}, files: fn},
		{args: []string{"diff", "-F", "^$", "-u", "-L", "a", "-L", "b", "p1", "p2"}, files: fn},
		{args: []string{"diff", "-F", `\(`, "p1", "p2"}, files: fn},
		{args: []string{"diff", "-F", "^int", "--color=always", "-u", "-L", "a", "-L", "b", "p1", "p2"}, files: fn},
		{args: []string{"diff", "-F"}},
		// --tabsize and -t in every format
		{args: []string{"diff", "-t", "t1", "t2"}, files: tabs},
		{args: []string{"diff", "-t", "--tabsize=4", "t1", "t2"}, files: tabs},
		{args: []string{"diff", "-t", "-T", "t1", "t2"}, files: tabs},
		{args: []string{"diff", "-t", "-u", "-L", "a", "-L", "b", "t1", "t2"}, files: tabs},
		{args: []string{"diff", "-t", "-c", "--tabsize=3", "-L", "a", "-L", "b", "t1", "t2"}, files: tabs},
		{args: []string{"diff", "-t", "--suppress-blank-empty", "-u", "-L", "a", "-L", "b", "t1", "t2"}, files: tabs},
		{args: []string{"diff", "-y", "--tabsize=4", "t1", "t2"}, files: tabs},
		{args: []string{"diff", "-y", "-W", "40", "--tabsize=3", "t1", "t2"}, files: tabs},
		{args: []string{"diff", "-E", "e1", "e2"}, files: tabs},
		{args: []string{"diff", "-E", "--tabsize=4", "e1", "e2"}, files: tabs},
		{args: []string{"diff", "-E", "--tabsize=3", "e1", "e2"}, files: tabs},
		{args: []string{"diff", "-t", "--tabsize= 4", "t1", "t2"}, files: tabs},
		{args: []string{"diff", "-t", "--tabsize=+4", "t1", "t2"}, files: tabs},
		{args: []string{"diff", "-t", "--tabsize=010", "t1", "t2"}, files: tabs},
		{args: []string{"diff", "--tabsize=3", "--tabsize=3", "-t", "t1", "t2"}, files: tabs},
		{args: []string{"diff", "--tabsize=3", "--tabsize=4", "t1", "t2"}, files: tabs},
		{args: []string{"diff", "--tabsize=0", "t1", "t2"}, files: tabs},
		{args: []string{"diff", "--tabsize=-1", "t1", "t2"}, files: tabs},
		{args: []string{"diff", "--tabsize=x", "t1", "t2"}, files: tabs},
		{args: []string{"diff", "--tabsize=", "t1", "t2"}, files: tabs},
		{args: []string{"diff", "--tabsize=4x", "t1", "t2"}, files: tabs},
		{args: []string{"diff", "--tabsize=99999999999999999999", "t1", "t2"}, files: tabs},
		// --unidirectional-new-file
		{args: []string{"diff", "-r", "--unidirectional-new-file", "A", "B"}, files: dirs},
		{args: []string{"diff", "-r", "--unidirectional-new-file", "B", "A"}, files: dirs},
		{args: []string{"diff", "--unidirectional-new-file", "nofile", "A/x"}, files: dirs},
		{args: []string{"diff", "--unidirectional-new-file", "A/x", "nofile"}, files: dirs},
		{args: []string{"diff", "--unidirectional-new-file", "-N", "A/x", "nofile"}, files: dirs},
		// --ignore-file-name-case
		{args: []string{"diff", "-r", "--ignore-file-name-case", "A", "B"}, files: dirs},
		{args: []string{"diff", "-r", "--ignore-file-name-case", "--no-ignore-file-name-case", "A", "B"}, files: dirs},
		{args: []string{"diff", "--ignore-file-name-case", "C", "D"}, files: dirs},
		{args: []string{"diff", "--ignore-file-name-case", "D", "C"}, files: dirs},
		{args: []string{"diff", "--ignore-file-name-case", "-x", "CASE", "A", "B"}, files: dirs},
		// -S, --starting-file
		{args: []string{"diff", "-r", "-S", "nb", "A", "B"}, files: dirs},
		{args: []string{"diff", "-r", "--starting-file=s", "A", "B"}, files: dirs},
		{args: []string{"diff", "-r", "-S", "f", "A", "B"}, files: dirs},
		{args: []string{"diff", "-S", "x", "A/x", "B/x"}, files: dirs},
		{args: []string{"diff", "-r", "-S", "c", "--ignore-file-name-case", "A", "B"}, files: dirs},
		// --from-file, --to-file
		{args: []string{"diff", "--from-file=A/x", "B/x", "B/y", "A/x"}, files: dirs},
		{args: []string{"diff", "--to-file=A/x", "B/x"}, files: dirs},
		{args: []string{"diff", "--from-file=A", "B/x", "A/x"}, files: dirs},
		{args: []string{"diff", "--from-file=A", "-r", "B"}, files: dirs},
		{args: []string{"diff", "--from-file", "A/x"}, files: dirs},
		{args: []string{"diff", "--from-file=A/x", "--to-file=B/x", "x"}, files: dirs},
		{args: []string{"diff", "--from-file=A/x", "--from-file=B/x", "B/y"}, files: dirs},
		{args: []string{"diff", "--from-file=A/x", "--from-file=A/x", "B/x"}, files: dirs},
		{args: []string{"diff", "--from-file", "A/x", "B/x", "nofile", "-"}, stdin: "1\n", files: dirs},
		{args: []string{"diff", "--to-file=-", "A/x", "B/x"}, stdin: "1\n", files: dirs},
		{args: []string{"diff", "--from-file=-", "A/x", "B/x"}, stdin: "1\n", files: dirs},
		{args: []string{"diff", "-q", "--to-file=B/x", "A/x", "B/y", "B/x"}, files: dirs},
		// --palette
		{args: []string{"diff", "--color=always", "--palette=ad=1;32:de=1;31:hd=4:ln=35:rs=0", "-u", "-L", "a", "-L", "b", "p1", "p2"}, files: fn},
		{args: []string{"diff", "--color=always", "--palette=ec=X:lc=<:rc=>", "p1", "p2"}, files: fn},
		{args: []string{"diff", "--color=always", `--palette=ad=\e[\x41^A\101`, "p1", "p2"}, files: fn},
		{args: []string{"diff", "--color=always", "--palette=ad=1::de=2:*.c=3:", "p1", "p2"}, files: fn},
		{args: []string{"diff", "--color=always", "--palette=ln=", "p1", "p2"}, files: fn},
		{args: []string{"diff", "--color=always", "--palette=zz=1", "p1", "p2"}, files: fn},
		{args: []string{"diff", "--color=always", "--palette=ad", "p1", "p2"}, files: fn},
		{args: []string{"diff", "--color=always", "--palette=abc=1", "p1", "p2"}, files: fn},
		{args: []string{"diff", "--color=always", "--palette=ad=^", "p1", "p2"}, files: fn},
		{args: []string{"diff", "--color=always", "--palette=*x", "p1", "p2"}, files: fn},
		{args: []string{"diff", "--palette=x", "p1", "p2"}, files: fn},
		{args: []string{"diff", "--color=never", "--palette=zz=1", "p1", "p2"}, files: fn},
		// --no-dereference on plain files changes nothing
		{args: []string{"diff", "--no-dereference", "-r", "A", "B"}, files: dirs},
		// the switches repeated in the headers of a directory diff
		{args: []string{"diff", "-r", "-F", "x", "-S", "a", "--tabsize", "4", "A", "B"}, files: dirs},
		{args: []string{"diff", "-r", "--starting", "a", "--show-function-line", "x", "A", "B"}, files: dirs},
	})
}

// TestDiffPaginateDiff: -l lays the output out as GNU diff's pr does,
// one set of pages per comparison, the messages at the end; the date in
// the page headers is the time of the run, so it is left out of the
// comparison.
func TestDiffPaginateDiff(t *testing.T) {
	long := ""
	for i := 0; i < 70; i++ {
		long += "line\n"
	}
	files := map[string]string{
		"a": "1\n2\n3\n", "b": "1\nx\n3\n", "ff1": "a\fb\nc\n", "ff2": "x\n", "big": long, "e": "",
		"A/x": "1\n", "B/x": "2\n", "A/o": "o\n", "B/y": "\f\fy\n",
		"n1": "a", "n2": "b",
	}
	for _, args := range [][]string{
		{"diff", "-l", "a", "b"},
		{"diff", "--paginate", "-u", "-L", "a", "-L", "b", "a", "b"},
		{"diff", "-l", "a", "a"},
		{"diff", "-l", "-q", "a", "b"},
		{"diff", "-l", "-s", "a", "a"},
		{"diff", "-l", "ff1", "ff2"},
		{"diff", "-l", "e", "big"},
		{"diff", "-l", "-r", "A", "B"},
		{"diff", "-l", "-N", "-r", "A", "B"},
		{"diff", "-l", "n1", "n2"},
		{"diff", "-l", "--label", "L1", "--label", "L2", "a", "b"},
		{"diff", "-l", "-y", "a", "a"},
	} {
		t.Run(filepath.Join(args...), func(t *testing.T) {
			got := paginateNorm(runSandbox(t, args, "", files))
			want := hostResultNorm(t, got, args, files, nil, paginateNorm)
			if got != want {
				t.Errorf("got  %+v\nwant %+v", got, want)
			}
		})
	}
}

// pageDate is the date pr writes in a page header.
var pageDate = regexp.MustCompile(`(?m)^\d{4}-\d\d-\d\d \d\d:\d\d `)

func paginateNorm(r result) result {
	r.stdout = pageDate.ReplaceAllString(r.stdout, "YYYY-MM-DD HH:MM ")
	return r
}

// hostResultNorm is realResult for a case whose files may include
// symbolic links (links: name -> target) and whose results are compared
// after norm.
func hostResultNorm(t *testing.T, got result, args []string, files, links map[string]string, norm func(result) result) result {
	t.Helper()
	keyFiles := map[string]string{}
	for n, c := range files {
		keyFiles[n] = c
	}
	for n, target := range links {
		keyFiles[n+" ->"] = target
	}
	key := hostCaseKey(args, "", keyFiles)
	if hostKnown(t, key, resultText(got)) {
		return got
	}
	dir := t.TempDir()
	writeHostFiles(t, dir, files)
	for n, target := range links {
		if err := os.Symlink(target, filepath.Join(dir, n)); err != nil {
			t.Fatal(err)
		}
	}
	want := norm(runRealIn(t, dir, args, ""))
	hostRan(t, key, resultText(want))
	return want
}

// TestDiffNoDereferenceDiff: --no-dereference compares symbolic links by
// their targets and tells a link from a file, as GNU diff does.
func TestDiffNoDereferenceDiff(t *testing.T) {
	files := map[string]string{"A/x": "1\n", "B/x": "2\n", "B/y": "3\n", "B/n": "k\n"}
	links := map[string]string{"A/l": "x", "B/l": "y", "A/m": "x", "B/m": "x", "A/n": "nowhere"}
	for _, args := range [][]string{
		{"diff", "-r", "--no-dereference", "A", "B"},
		{"diff", "--no-dereference", "A", "B"},
		{"diff", "--no-dereference", "A/l", "B/l"},
		{"diff", "--no-dereference", "A/m", "B/m"},
		{"diff", "--no-dereference", "A/l", "A/x"},
		{"diff", "--no-dereference", "A/x", "A/l"},
		{"diff", "--no-dereference", "-q", "A/l", "B/l"},
		{"diff", "A/l", "B/l"},
		{"diff", "-r", "A", "B"},
	} {
		t.Run(filepath.Join(args...), func(t *testing.T) {
			fsys := sandboxFS(t, files)
			for n, target := range links {
				if err := fsys.Symlink(context.Background(), target, filepath.Join(sandboxDir, n)); err != nil {
					t.Fatal(err)
				}
			}
			got := runIn(t, fsys, sandboxDir, args, "")
			want := hostResultNorm(t, got, args, files, links, func(r result) result { return r })
			if got != want {
				t.Errorf("got  %+v\nwant %+v", got, want)
			}
		})
	}
}
