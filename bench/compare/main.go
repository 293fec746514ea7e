// Command compare prints issue 20's table: whole processes of GNU bash and
// of `computerwelt run` on the same work, interleaved run by run, medians
// and ratios, and the peak memory of the sort pipeline. bench/compare.sh
// builds the binary, generates the trees and runs it.
//
//	go run ./bench/compare -cw BIN -small DIR -large DIR [-runs N] [-only RE] [-cw2 BIN]
//
// -only keeps the rows whose name matches RE; -cw2 runs a second binary
// interleaved with the first (bash, cw, cw2 in turn), for before/after
// comparisons on a loaded machine.
//
// -small is the 2,000-file / 20 MB tree, -large the 10,000-file / 100 MB
// one (either may be empty to skip its rows). Both sides see the tree as
// their working directory: bash in the host directory, the sandbox with
// the directory mounted read-only at /data. Outputs are compared (sorted:
// directory order differs) and a difference is reported.
//
// Beside the wall time each side's CPU time (user + system, its waited-for
// children included, from wait4) is printed: on a machine shared with
// other work the wall time measures the scheduler as much as the program.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"time"
)

type scenario struct {
	name   string
	script string
	tree   string // "" for none, else the tree's directory
	peak   bool   // report peak RSS
}

type sample struct {
	dur    time.Duration
	cpu    time.Duration
	rssKiB int64
	out    []byte
}

func main() {
	cw := flag.String("cw", "", "computerwelt binary")
	small := flag.String("small", "", "2,000-file tree")
	large := flag.String("large", "", "10,000-file tree")
	runs := flag.Int("runs", 11, "runs of each side (the median is printed)")
	only := flag.String("only", "", "run only the rows whose name matches this regular expression")
	cws := flag.String("cw2", "", "a second computerwelt binary, run interleaved with the first (before/after), its row marked '(cw2)'")
	flag.Parse()
	if *cw == "" {
		log.Fatal("usage: compare -cw BIN [-small DIR] [-large DIR] [-runs N]")
	}
	loop := `x=0; for ((i = 0; i < 1000; i++)); do x=$((x + i)); s="$s$i,"; done; echo "$x ${#s}"`
	scens := []scenario{
		{name: "run -c 'echo hi'", script: "echo hi"},
		{name: "1,000-iteration loop", script: loop},
	}
	for _, t := range []struct{ label, dir string }{{"2k files", *small}, {"10k files", *large}} {
		if t.dir == "" {
			continue
		}
		scens = append(scens,
			// Start-up with the folder mounted and no work: what the rows
			// below pay before their command runs.
			scenario{name: "true, folder mounted (" + t.label + ")", script: "true", tree: t.dir},
			scenario{name: "grep -r -c ERROR . (" + t.label + ")", script: "grep -r -c ERROR .", tree: t.dir},
			scenario{name: "find|xargs wc -l (" + t.label + ")", script: "find . -name '*.txt' | xargs wc -l", tree: t.dir},
			scenario{name: "cat|sort|uniq -c|sort -nr|head (" + t.label + ")", script: "cat */*.txt | sort | uniq -c | sort -nr | head", tree: t.dir, peak: true},
		)
	}
	if *only != "" {
		re := regexp.MustCompile(*only)
		scens = slices.DeleteFunc(scens, func(s scenario) bool { return !re.MatchString(s.name) })
	}
	fmt.Printf("%-44s %10s %12s %7s %10s %12s %7s %s\n", "work", "bash ms", "sandbox ms", "ratio",
		"bash CPU", "sandbox CPU", "ratio", "peak RSS bash / sandbox")
	for _, s := range scens {
		var b, c, c2 []sample
		for i := 0; i < *runs; i++ {
			b = append(b, run(bashCmd(s)))
			c = append(c, run(cwCmd(*cw, s)))
			if *cws != "" {
				c2 = append(c2, run(cwCmd(*cws, s)))
			}
		}
		row(s, s.name, b, c)
		if *cws != "" {
			row(s, s.name+" (cw2)", b, c2)
		}
	}
}

// row prints one line of the table: bash's samples b against c.
func row(s scenario, name string, b, c []sample) {
	bm, cm := median(b, wall), median(c, wall)
	bc, cc := median(b, cpu), median(c, cpu)
	peak := ""
	if s.peak {
		peak = fmt.Sprintf("%d MiB / %d MiB", maxRSS(b)>>10, maxRSS(c)>>10)
	}
	fmt.Printf("%-44s %10.1f %12.1f %6.2fx %10.1f %12.1f %6.2fx %s\n", name, ms(bm), ms(cm), float64(cm)/float64(bm),
		ms(bc), ms(cc), float64(cc)/float64(bc), peak)
	if !bytes.Equal(sorted(b[0].out), sorted(c[0].out)) {
		fmt.Fprintf(os.Stderr, "warning: %s: outputs differ\nbash:\n%s\nsandbox:\n%s\n", name, head(b[0].out), head(c[0].out))
	}
}

func bashCmd(s scenario) *exec.Cmd {
	cmd := exec.Command("bash", "-c", s.script)
	cmd.Dir = s.tree
	cmd.Env = []string{"PATH=/usr/bin:/bin", "LC_ALL=C"}
	return cmd
}

func cwCmd(bin string, s scenario) *exec.Cmd {
	args := []string{"run", "-env", "LC_ALL=C"}
	if s.tree != "" {
		args = append(args, "-mount", s.tree+":/data", "-cwd", "/data")
	}
	cmd := exec.Command(bin, append(args, "-c", s.script)...)
	cmd.Env = []string{"PATH=/usr/bin:/bin", "HOME=" + os.TempDir()}
	return cmd
}

func run(cmd *exec.Cmd) sample {
	var out bytes.Buffer
	cmd.Stdout = &out
	start := time.Now()
	err := cmd.Run()
	d := time.Since(start)
	if err != nil {
		if _, ok := err.(*exec.ExitError); !ok {
			log.Fatal(err)
		}
	}
	var rss int64
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		rss = ru.Maxrss
	}
	cpu := cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	return sample{dur: d, cpu: cpu, rssKiB: rss, out: out.Bytes()}
}

func wall(x sample) time.Duration { return x.dur }
func cpu(x sample) time.Duration  { return x.cpu }

func median(s []sample, of func(sample) time.Duration) time.Duration {
	d := make([]time.Duration, len(s))
	for i, x := range s {
		d[i] = of(x)
	}
	slices.Sort(d)
	return d[len(d)/2]
}

func maxRSS(s []sample) int64 {
	var m int64
	for _, x := range s {
		m = max(m, x.rssKiB)
	}
	return m
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// sorted is the output's lines in order, blanks squeezed, without wc's
// "total" lines: GNU find lists a large folder in the order of its hashed
// directory, ours in name order, so xargs splits the files into other
// batches whose totals differ while every file's count agrees.
func sorted(b []byte) []byte {
	var l []string
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		if line = strings.Join(strings.Fields(line), " "); !strings.HasSuffix(line, " total") {
			l = append(l, line)
		}
	}
	slices.Sort(l)
	return []byte(strings.Join(l, "\n"))
}

func head(b []byte) string {
	if len(b) > 400 {
		return string(b[:400]) + "..."
	}
	return string(b)
}
