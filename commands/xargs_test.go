package commands

import (
	"context"
	"fmt"
	"io"
	"math/rand"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/internal/testlong"
	"github.com/computerwelt/computerwelt/shell"
)

func TestXargsDiff(t *testing.T) {
	files := map[string]string{"list": "one two\nthree\n", "d/": "", "sub/x": "X\n"}
	in := "a b\nc\n  d  e\n\nf\n"
	cases := []diffCase{
		{args: []string{"xargs"}, stdin: in},
		{args: []string{"xargs", "-I{}", "--process-slot-var=SLOT", "printenv", "SLOT"}, stdin: in},
		{args: []string{"xargs", "--process-slot-var=A=B", "echo"}, stdin: in},
		{args: []string{"xargs", "--process-slot-var=", "echo"}, stdin: in},
		{args: []string{"xargs", "echo"}, stdin: in},
		{args: []string{"xargs", "-n", "2"}, stdin: in},
		{args: []string{"xargs", "-n1", "echo", "x"}, stdin: in},
		{args: []string{"xargs", "-L", "1"}, stdin: in},
		{args: []string{"xargs", "-L1", "echo"}, stdin: "a b \nc\nd\n"},
		{args: []string{"xargs", "-L", "2"}, stdin: in},
		{args: []string{"xargs", "-I{}", "echo", "x{}y{}"}, stdin: in},
		{args: []string{"xargs", "-I", "X", "echo", "[X]"}, stdin: "  a b  \nc\n"},
		{args: []string{"xargs", "-i", "echo", "<{}>"}, stdin: "a\nb\n"},
		// An empty -I string is still -I (one line a command); it
		// replaces only empty arguments, and any other argument makes
		// GNU's insertion run out of room.
		{args: []string{"xargs", "-I", "", "echo", "x"}, stdin: "a\nb\n"},
		{args: []string{"xargs", "-I", "", "echo", ""}, stdin: "a b\n c\n"},
		{args: []string{"xargs", "-I", "", "-t", "echo", "", ""}, stdin: "a\n"},
		{args: []string{"xargs", "-I", "", "echo"}, stdin: "a\nb\n"},
		{args: []string{"xargs", "-I", "", "echo", "x"}, stdin: ""},
		{args: []string{"xargs", "-t", "echo"}, stdin: in},
		{args: []string{"xargs", "-t", "-n1"}, stdin: "a b\n"},
		{args: []string{"xargs", "-0", "-n1", "echo"}, stdin: "x\x00y z\x00"},
		{args: []string{"xargs", "-0"}, stdin: "x\ny\x00z"},
		{args: []string{"xargs", "-d,", "echo"}, stdin: "a,b,c"},
		{args: []string{"xargs", "-d", "\\n", "-n1"}, stdin: "a b\nc d\n"},
		{args: []string{"xargs", "-d", "\\x2c"}, stdin: "a,b"},
		{args: []string{"xargs", "-d", "ab"}, stdin: "a,b"},
		{args: []string{"xargs", "-E", "EOF", "echo"}, stdin: "a\nEOF\nb\n"},
		{args: []string{"xargs", "-eEND"}, stdin: "a END b\n"},
		{args: []string{"xargs", "echo"}, stdin: ""},
		{args: []string{"xargs", "-r", "echo", "hi"}, stdin: "\n\n"},
		{args: []string{"xargs", "-r", "false"}, stdin: "a\nb\n"},
		{args: []string{"xargs", "false"}, stdin: ""},
		{args: []string{"xargs", "-n1", "false"}, stdin: "a\nb\n"},
		{args: []string{"xargs"}, stdin: "a 'b c' \"d e\" f\\ g 'h\"'\n"},
		{args: []string{"xargs"}, stdin: "a\n'b\n"},
		{args: []string{"xargs"}, stdin: "a \"b"},
		{args: []string{"xargs", "-a", "list", "echo"}, files: files},
		{args: []string{"xargs", "-a", "missing"}, files: files},
		{args: []string{"xargs", "-P", "1", "-n", "1"}, stdin: in},
		{name: "parallel", args: []string{"xargs", "-P", "4", "-n", "1"}, stdin: in,
			why:    "the sandbox runs commands one at a time, so the order is always the -P1 order",
			stdout: "a\nb\nc\nd\ne\nf\n"},
		{args: []string{"xargs", "-s", "12"}, stdin: "aaa bbb ccc ddd\n"},
		{args: []string{"xargs", "-s", "6", "echo"}, stdin: "1 2 3\n"},
		{args: []string{"xargs", "-s", "11", "-x", "-n", "3"}, stdin: "aa bb cc dd\n"},
		{args: []string{"xargs", "cat"}, stdin: "sub/x sub/x\n", files: files},
		{args: []string{"xargs", "-n1", "printenv"}, stdin: "HOME TZ\n"},
		{args: []string{"xargs", "--max-args=2", "--verbose"}, stdin: "1 2 3\n"},
		{args: []string{"xargs", "echo"}, stdin: "é 中 \x80\n"},
		{args: []string{"xargs", "echo"}, stdin: "a\r\nb\r\n"},
		{name: "many", args: []string{"xargs"}, stdin: manyNumbers(100000)},
		{name: "status 255", args: []string{"xargs", "sh", "-c", "exit 255"}, stdin: "a\n",
			why:    "the suite has no sh; env exits with the status of its command",
			stdout: "", stderr: "", status: 0, ignoreStderr: true},
	}
	cases = cases[:len(cases)-1]
	runDiffCases(t, cases)
	runUsageCases(t, []diffCase{
		{args: []string{"xargs", "-n", "0"}},
		{args: []string{"xargs", "-L", "0"}},
		{args: []string{"xargs", "-P", "x"}},
		{args: []string{"xargs", "-k"}},
	})
}

func manyNumbers(n int) string {
	b := make([]byte, 0, n*7)
	for i := 1; i <= n; i++ {
		b = appendInt(b, i)
		b = append(b, '\n')
	}
	return string(b)
}

func appendInt(b []byte, i int) []byte {
	if i >= 10 {
		b = appendInt(b, i/10)
	}
	return append(b, byte('0'+i%10))
}

func TestXargsExitStatuses(t *testing.T) {
	for _, c := range []struct {
		exit   int
		status int
		stderr string
		runs   int
	}{
		{0, 0, "", 2}, {1, 123, "", 2}, {125, 123, "", 2}, {255, 124, "xargs: cmd: exited with status 255; aborting\n", 1},
		{126, 126, "", 1}, {127, 127, "", 1}, {137, 125, "xargs: cmd: terminated by signal 9\n", 1},
	} {
		var errb strings.Builder
		runs := 0
		inv := &shell.Invocation{
			Args: []string{"xargs", "-n1", "cmd"}, Stdin: strings.NewReader("a b\n"),
			Stdout: io.Discard, Stderr: &errb, Env: map[string]string{},
			Exec: func(ctx context.Context, req shell.ExecRequest) int { runs++; return c.exit },
		}
		status := runXargs(context.Background(), inv)
		if status != c.status || errb.String() != c.stderr || runs != c.runs {
			t.Errorf("exit %d: got status %d, stderr %q, %d runs; want %d, %q, %d", c.exit, status, errb.String(), runs, c.status, c.stderr, c.runs)
		}
	}
	r := runSandbox(t, []string{"xargs", "nonexistcmd"}, "a\n", nil)
	if r.status != 127 || r.stderr != "xargs: nonexistcmd: No such file or directory\n" { // GNU's words
		t.Errorf("got %+v", r)
	}
	r = runSandbox(t, []string{"xargs", "-p", "echo"}, "a\n", nil)
	if r.status != 1 || r.stderr != "xargs: interactive mode (-p, -o) is not supported in the sandbox\n" {
		t.Errorf("got %+v", r)
	}
}

// TestXargsRandom runs random input through xargs option combinations
// against the real xargs.
func TestXargsRandom(t *testing.T) {
	r := rand.New(rand.NewSource(22))
	atoms := []string{"a", "b c", " ", "  ", "\t", "\n", "\n\n", "'q x'", "\"d q\"", "\\ ", "\\n", "\\", "'", "\"", "é", "EOF", "x\x00y", ",", "_"}
	opts := [][]string{{"-n1"}, {"-n2"}, {"-L1"}, {"-L2"}, {"-I{}", "echo", "<{}>"}, {"-0"}, {"-d,"}, {"-r"}, {"-E", "EOF"}, {"-t"}, {"-x", "-n2"}, {"-s", "20"}, {"--null", "-n1"}}
	var cases []diffCase
	for i := 0; i < testlong.Share(600, 4); i++ {
		var b strings.Builder
		for k := 0; k < r.Intn(10); k++ {
			b.WriteString(atoms[r.Intn(len(atoms))])
		}
		args := []string{"xargs"}
		hasCmd := false
		for k := 0; k < r.Intn(3); k++ {
			o := opts[r.Intn(len(opts))]
			if hasCmd {
				break
			}
			if len(o) > 1 && o[1] == "echo" {
				hasCmd = true
			}
			args = append(args, o...)
		}
		if !hasCmd && r.Intn(2) == 0 {
			args = append(args, "echo", "X")
		}
		cases = append(cases, diffCase{name: strings.Join(args, " ") + string(rune('a'+i%26)), args: args, stdin: b.String()})
	}
	runDiffCases(t, cases)
}

// TestXargsBatchesLikeGNU: xargs splits 10,000 file names into the same
// command lines as GNU xargs (its default -s of 131,072 bytes, each
// argument counted with its terminating NUL, the command's own words
// included), for the names bench/gen makes, for names of random lengths,
// with -s and with -0. (`find | xargs` over a host folder can still group
// differently from GNU's: GNU find lists a directory in the host's
// readdir order, ours in name order; with the same input the lines are
// the same.)
func TestXargsBatchesLikeGNU(t *testing.T) {
	var tree, random, nul strings.Builder
	for i := 0; i < 10000; i++ {
		d := fmt.Sprintf("./d%03d", i/200)
		if i%200 >= 100 {
			d += "/sub"
		}
		fmt.Fprintf(&tree, "%s/f%05d.txt\n", d, i)
	}
	r := rand.New(rand.NewSource(20))
	for i := 0; i < 10000; i++ {
		name := strings.Repeat(string(rune('a'+i%26)), 1+r.Intn(300))
		random.WriteString(name + "\n")
		nul.WriteString(name + " x\x00")
	}
	runDiffCases(t, []diffCase{
		{name: "bench tree names", args: []string{"xargs", "echo"}, stdin: tree.String()},
		{name: "default command", args: []string{"xargs"}, stdin: tree.String()},
		{name: "random lengths", args: []string{"xargs", "echo", "a-longer-first-word"}, stdin: random.String()},
		{name: "-s 50000", args: []string{"xargs", "-s", "50000", "echo"}, stdin: random.String()},
		{name: "-0", args: []string{"xargs", "-0", "echo"}, stdin: nul.String()},
	})
}
