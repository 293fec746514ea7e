package commands

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"runtime/metrics"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/internal/testlong"
)

// The sweep of issue 17: every command's every numeric option and operand
// (widths, counts, sizes, repeat counts, tab stops, line and field
// numbers) with hostile values. Each run must end inside its limits with
// a defined outcome: no panic and no fatal error (the cases run in a child
// process, see inHostileChild), its turn's time limit plus slack, an
// allocation budget, and, when it fails, a message that names the command.

// hostileNumbers are the values the sweep puts in place of sweepMark.
var hostileNumbers = []string{
	"0", "-1", "2147483648", "9223372036854775807", "9223372036854775808",
	"-9223372036854775808", "18446744073709551616", "9e18", "1e400",
	"50G", "1E", "1Y",
}

// sweepMark is where a hostile number goes in a template's arguments.
const sweepMark = "#"

// sweepHeapBudget is how much the heap may grow during a case: the
// memory limit of a turn under the default limits. A command that
// allocates what a number asks fails it, or dies at the child's address
// space ceiling; one that allocates its budget once and streams passes.
const sweepHeapBudget = 384 << 20

// sampleHeap samples the heap's size every millisecond until stop, which
// reports how far it grew above where it started. The heap holds garbage
// too, at most about as much again as live data (GOGC=100).
func sampleHeap() (stop func() uint64) {
	read := func() uint64 {
		s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
		metrics.Read(s)
		return s[0].Value.Uint64()
	}
	base := read()
	var peak atomic.Uint64
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		tick := time.NewTicker(time.Millisecond)
		defer tick.Stop()
		for {
			if v := read(); v > peak.Load() {
				peak.Store(v)
			}
			select {
			case <-done:
				return
			case <-tick.C:
			}
		}
	}()
	return func() uint64 {
		close(done)
		<-finished
		if v := read(); v > peak.Load() {
			peak.Store(v)
		}
		return max(peak.Load(), base) - base
	}
}

// sweepFiles are the files every case finds in its working directory, for
// the commands whose operands must be files of a kind.
var sweepFiles = map[string]string{
	"f":       "hello world\n1 2 3\n",
	"d/g":     "x\n",
	"two":     "hello world\nzzz\n",
	"j.json":  `{"a":[1,2,3]}` + "\n",
	"y.yaml":  "a:\n  b: [1, {c: 2}]\n",
	"p.patch": "--- f\n+++ f\n@@ -1,2 +1,2 @@\n-hello world\n+hello there\n 1 2 3\n",
}

// sweepStdin is every case's standard input.
const sweepStdin = "hello world\tx\n1 2 3\n\n\n4 5 6\nhello world\tx\n"

// numericSweep lists, per command, argument templates each holding one
// sweepMark. A command with no numeric option or operand has an empty
// list: TestHostileSweepCoversEveryCommand makes every command appear,
// and every option that --help shows with a numeric value appear in its
// command's templates.
var numericSweep = map[string][][]string{
	"arch": nil,
	"awk": {
		{"awk", `BEGIN{printf "%#d|\n", 1}`}, {"awk", `BEGIN{printf "%.#f|\n", 1}`},
		{"awk", `BEGIN{printf "%*d|\n", #, 1}`}, {"awk", `BEGIN{x = sprintf("%#s", ""); print length(x)}`},
		{"awk", `BEGIN{print substr("abc", #, #)}`}, {"awk", `{print $#}`}, {"awk", `{$# = 1; print NF}`},
		{"awk", `{NF = #; print}`}, {"awk", `BEGIN{printf "%c", #}`}, {"awk", `BEGIN{print index("abc", "c") + #}`},
		{"awk", `BEGIN{split("a b", a); print a[#]}`}, {"awk", `BEGIN{print srand(#)}`},
		{"awk", `BEGIN{for (i = 0; i < #; i++) s = s "x"; print length(s)}`},
		{"awk", `BEGIN{print #}`}, {"awk", `BEGIN{print lshift(1, #)}`}, {"awk", `BEGIN{printf "%d\n", #}`},
	},
	// gawk is awk under another name; a few of its templates show the name
	// reaches the same code.
	"gawk":     {{"gawk", `{print $#}`}, {"gawk", `BEGIN{printf "%*d|\n", #, 1}`}, {"gawk", `{NF = #; print}`}},
	"b2sum":    {{"b2sum", "-l", "#", "f"}},
	"base32":   {{"base32", "-w", "#", "f"}},
	"base64":   {{"base64", "-w", "#", "f"}, {"base64", "--wrap=#", "f"}},
	"basename": nil,
	"basenc":   {{"basenc", "--base64", "-w", "#", "f"}, {"basenc", "--z85", "--wrap=#", "f"}, {"basenc", "--base2msbf", "-w", "#", "f"}},
	"bc": {
		{"bc", "-e", "scale=#; 1/3"}, {"bc", "-e", "obase=#; 10"}, {"bc", "-e", "ibase=#; 10"},
		{"bc", "-e", "10^#"}, {"bc", "-e", "scale=#; sqrt(2)"}, {"bc", "-e", "#"}, {"bc", "-e", "length(#)"},
	},
	"cat":     nil,
	"changes": {{"changes", "-U", "#"}},
	"chgrp":   {{"chgrp", "#", "f"}},
	"chmod":   {{"chmod", "#", "f"}},
	"chown":   {{"chown", "#", "f"}, {"chown", "#:#", "f"}},
	"cksum":   {{"cksum", "-a", "blake2b", "-l", "#", "f"}},
	"clear":   nil,
	"cmp":     {{"cmp", "-i", "#", "f", "two"}, {"cmp", "-n", "#", "f", "two"}, {"cmp", "f", "two", "#", "#"}, {"cmp", "-i", "#:#", "f", "two"}},
	"column":  {{"column", "-c", "#"}, {"column", "-t", "-R", "#"}, {"column", "-t", "-l", "#"}, {"column", "-t", "-c", "#", "-W", "1"}, {"column", "-t", "-O", "#,1"}},
	"comm":    nil,
	"cp":      nil,
	"csplit":  {{"csplit", "-n", "#", "f", "2"}, {"csplit", "f", "#"}, {"csplit", "f", "/1/", "{#}"}, {"csplit", "f", "/1/#"}},
	"cut":     {{"cut", "-b", "#"}, {"cut", "-c", "#-"}, {"cut", "-f", "#"}, {"cut", "-f", "1-#"}, {"cut", "-b", "#", "--output-delimiter=x"}},
	"date":    {{"date", "-d", "@#"}, {"date", "+%#Y"}, {"date", "-u", "+%-#d"}, {"date", "-d", "# days"}, {"date", "-d", "@1", "+%_#s"}},
	"dd": {
		{"dd", "if=f", "bs=#", "count=1", "status=none"}, {"dd", "if=f", "ibs=#", "count=1", "status=none"},
		{"dd", "if=f", "obs=#", "status=none"}, {"dd", "if=f", "count=#", "status=none"}, {"dd", "if=f", "skip=#", "status=none"},
		{"dd", "if=f", "seek=#", "of=o", "status=none"}, {"dd", "if=f", "cbs=#", "conv=unblock", "status=none"},
		{"dd", "if=f", "bs=1", "count=#", "iflag=count_bytes", "status=none"},
	},
	"df":       {{"df", "--block-size=#"}, {"df", "-B", "#"}},
	"diff":     {{"diff", "-U", "#", "f", "two"}, {"diff", "-C", "#", "f", "two"}, {"diff", "-y", "-W", "#", "f", "two"}, {"diff", "--unified=#", "f", "two"}, {"diff", "--horizon-lines=#", "f", "two"}, {"diff", "-t", "--tabsize=#", "f", "two"}, {"diff", "-y", "--tabsize", "#", "f", "two"}, {"diff", "-E", "--tabsize=#", "f", "two"}},
	"dirname":  nil,
	"du":       {{"du", "-d", "#", "."}, {"du", "--block-size=#", "."}, {"du", "-t", "#", "."}},
	"echo":     nil,
	"egrep":    {{"egrep", "-m", "#", "1"}, {"egrep", "-C", "#", "1"}, {"egrep", "-A", "#", "1"}, {"egrep", "-B", "#", "1"}, {"egrep", "-#", "1"}},
	"env":      nil,
	"envsubst": nil,
	"expand":   {{"expand", "-t", "#"}, {"expand", "-t", "1,#"}, {"expand", "-#"}, {"expand", "--tabs=#"}},
	"expr": {
		{"expr", "#", "+", "1"}, {"expr", "#", "*", "#"}, {"expr", "substr", "abc", "#", "#"}, {"expr", "#", "/", "0"},
		{"expr", "#", "%", "#"}, {"expr", "#", "<", "1"},
	},
	"factor": {{"factor", "#"}},
	"false":  nil,
	"fgrep":  {{"fgrep", "-m", "#", "1"}, {"fgrep", "-A", "#", "1"}, {"fgrep", "-B", "#", "1"}, {"fgrep", "-C", "#", "1"}, {"fgrep", "-#", "1"}},
	"file":   nil,
	"find": {
		{"find", ".", "-maxdepth", "#"}, {"find", ".", "-mindepth", "#"}, {"find", ".", "-size", "#"}, {"find", ".", "-size", "+#"},
		{"find", ".", "-mtime", "#"}, {"find", ".", "-mmin", "-#"}, {"find", ".", "-amin", "#"}, {"find", ".", "-atime", "#"},
		{"find", ".", "-cmin", "#"}, {"find", ".", "-ctime", "#"}, {"find", ".", "-inum", "#"}, {"find", ".", "-links", "#"},
		{"find", ".", "-uid", "#"}, {"find", ".", "-used", "#"}, {"find", ".", "-gid", "#"}, {"find", ".", "-printf", "%#p|"}, {"find", ".", "-printf", "%.#p|"},
	},
	"fmt":      {{"fmt", "-w", "#"}, {"fmt", "-g", "#"}, {"fmt", "-#"}, {"fmt", "--width=#"}},
	"fold":     {{"fold", "-w", "#"}, {"fold", "-#"}, {"fold", "-b", "-w", "#"}},
	"grep":     {{"grep", "-m", "#", "1"}, {"grep", "-A", "#", "1"}, {"grep", "-B", "#", "1"}, {"grep", "-C", "#", "1"}, {"grep", "-#", "1"}, {"grep", "--max-count=#", "1"}},
	"groups":   nil,
	"gunzip":   nil,
	"gzip":     {{"gzip", "-c", "-#"}},
	"head":     {{"head", "-n", "#"}, {"head", "-c", "#"}, {"head", "-n", "-#"}, {"head", "-c", "-#"}, {"head", "-#"}, {"head", "--lines=#"}},
	"hexdump":  {{"hexdump", "-n", "#", "f"}, {"hexdump", "-s", "#", "f"}, {"hexdump", "-C", "-n", "#", "f"}},
	"hostname": nil,
	"iconv":    nil,
	"id":       {{"id", "#"}},
	"install":  {{"install", "-m", "#", "f", "o"}},
	"join":     {{"join", "-1", "#", "f", "two"}, {"join", "-2", "#", "f", "two"}, {"join", "-j", "#", "f", "two"}, {"join", "-a", "#", "f", "two"}, {"join", "-v", "#", "f", "two"}, {"join", "-o", "1.#", "f", "two"}},
	"jq": {
		{"jq", "--indent", "#", "."}, {"jq", "-n", `"x" * #`}, {"jq", "-n", `[range(#)] | length`}, {"jq", "-n", `null | .[#] = 1`},
		{"jq", "-n", `[1] | .[#:]`}, {"jq", "-n", `[limit(#; repeat(1))] | length`}, {"jq", "-n", `[#] | implode`},
		{"jq", "-n", `pow(2; #)`}, {"jq", "-n", `"abc" | .[#:#]`}, {"jq", "-n", `[1,2] | .[#]`}, {"jq", "-n", `# | tostring`},
		{"jq", "-n", `"x" | ascii_downcase * #`}, {"jq", "-n", `[range(0; #)] | .[0]`}, {"jq", "-n", `{} | setpath([#]; 1)`},
	},
	"less":      {{"less", "-n", "#", "f"}},
	"ln":        nil,
	"logname":   nil,
	"look":      nil,
	"ls":        {{"ls", "-w", "#"}, {"ls", "-T", "#"}, {"ls", "-C", "-w", "#"}, {"ls", "--block-size=#", "-s"}},
	"md5sum":    nil,
	"sha1sum":   nil,
	"sha224sum": nil,
	"sha256sum": nil,
	"sha384sum": nil,
	"sha512sum": nil,
	"mkdir":     {{"mkdir", "-m", "#", "n"}},
	"mkfifo":    {{"mkfifo", "-m", "#", "n"}},
	"mktemp":    nil,
	"more":      {{"more", "-n", "#", "f"}, {"more", "-#", "f"}},
	"mount":     nil,
	"mv":        nil,
	"nice":      {{"nice", "-n", "#", "true"}, {"nice", "-#", "true"}},
	"nl":        {{"nl", "-i", "#"}, {"nl", "-l", "#", "-ba"}, {"nl", "-v", "#"}, {"nl", "-w", "#"}, {"nl", "-w", "#", "-n", "rz"}},
	"nohup":     nil,
	"nproc":     {{"nproc", "--ignore=#"}},
	"numfmt": {
		{"numfmt", "--padding=#", "1"}, {"numfmt", "--header=#"}, {"numfmt", "--from-unit=#", "1"}, {"numfmt", "--to-unit=#", "1"},
		{"numfmt", "--format=%#f", "1"}, {"numfmt", "--format=%.#f", "1"}, {"numfmt", "#"}, {"numfmt", "--to=iec", "#"},
		{"numfmt", "--field=#", "1"}, {"numfmt", "--from=si", "#"},
	},
	"od": {
		{"od", "-j", "#", "f"}, {"od", "-N", "#", "f"}, {"od", "-w#", "f"}, {"od", "-t", "x#", "f"}, {"od", "-t", "d#", "f"},
		{"od", "-S", "#", "f"}, {"od", "--width=#", "f"}, {"od", "-A", "d", "-j", "#", "f"}, {"od", "f", "+#"},
	},
	"paste": nil,
	"patch": {{"patch", "-p", "#", "-i", "p.patch"}, {"patch", "--strip=#", "-i", "p.patch"}, {"patch", "-F", "#", "-i", "p.patch"}, {"patch", "-g", "#", "-i", "p.patch"}},
	"pr": {
		{"pr", "-l", "#"}, {"pr", "-t", "-l", "#", "-2"}, {"pr", "-w", "#", "-2"}, {"pr", "-W", "#"}, {"pr", "-o", "#"},
		{"pr", "-n", "-N", "#"}, {"pr", "--first-line-number=#", "-n"}, {"pr", "--columns=#"}, {"pr", "-#"}, {"pr", "-e#"},
		{"pr", "-i#", "-2"}, {"pr", "-n:#"}, {"pr", "+#"}, {"pr", "--pages=#:#"}, {"pr", "--length=#"}, {"pr", "--width=#"},
		{"pr", "--page-width=#"}, {"pr", "--indent=#"},
	},
	"printenv": nil,
	"printf": {
		{"printf", "%#d|", "1"}, {"printf", "%.#f|", "1"}, {"printf", "%*d|", "#", "1"}, {"printf", "%#s|", "x"},
		{"printf", "%.#s|", "x"}, {"printf", "%#b|", "x"}, {"printf", "%#c|", "x"}, {"printf", "%d", "#"},
		{"printf", "%.*f|", "#", "1"}, {"printf", "%#q|", "x"},
	},
	"ptx":      {{"ptx", "-w", "#", "f"}, {"ptx", "-g", "#", "f"}, {"ptx", "-A", "-R", "-w", "#", "f"}},
	"readlink": nil,
	"realpath": nil,
	"rev":      nil,
	"rg":       {{"rg", "-m", "#", "1"}, {"rg", "-A", "#", "1"}, {"rg", "-B", "#", "1"}, {"rg", "-C", "#", "1"}, {"rg", "--max-depth", "#", "x", "."}},
	"rm":       nil,
	"rmdir":    nil,
	"sed": {
		{"sed", "-l", "#", "-n", "l"}, {"sed", "#q"}, {"sed", "-n", "#p"}, {"sed", "#,#d"}, {"sed", "s/l/L/#"}, {"sed", "-n", "l #"},
		{"sed", "-n", "0~#p"}, {"sed", "-n", "#~#p"}, {"sed", "1,+#d"}, {"sed", "1,~#d"}, {"sed", "#Q"}, {"sed", "q#"},
	},
	"seq":     {{"seq", "#"}, {"seq", "1", "#"}, {"seq", "#", "#"}, {"seq", "1", "#", "10"}, {"seq", "-w", "#"}, {"seq", "-f", "%#g", "1"}, {"seq", "-f", "%.#f", "1"}},
	"shuf":    {{"shuf", "-n", "#"}, {"shuf", "-i", "1-#"}, {"shuf", "-i", "#-#"}, {"shuf", "-r", "-n", "#", "-e", "a"}, {"shuf", "-i", "1-#", "-n", "1"}},
	"sleep":   {{"sleep", "#"}},
	"sort":    {{"sort", "-S", "#"}, {"sort", "-k", "#"}, {"sort", "-k", "1.#"}, {"sort", "-k", "#,#n"}, {"sort", "--parallel=#"}, {"sort", "-S", "#%"}},
	"split":   {{"split", "-a", "#"}, {"split", "-b", "#"}, {"split", "-l", "#"}, {"split", "-n", "#"}, {"split", "-C", "#"}, {"split", "--numeric-suffixes=#", "-l", "1"}, {"split", "-n", "l/#", "f"}},
	"stat":    {{"stat", "-c", "%#n|", "f"}, {"stat", "-c", "%.#Y|", "f"}, {"stat", "--printf=%#s|", "f"}},
	"strings": {{"strings", "-n", "#", "f"}, {"strings", "-#", "f"}, {"strings", "--bytes=#", "f"}},
	"sum":     nil,
	"sync":    nil,
	"tac":     nil,
	"tail": {{"tail", "-n", "#"}, {"tail", "-c", "#"}, {"tail", "-n", "+#"}, {"tail", "-c", "+#"}, {"tail", "-#"}, {"tail", "-s", "#"}, {"tail", "--pid=#"},
		// Following ends: no process has pid 1 without a shell, and a pipe is not followed.
		{"tail", "-f", "-s", "#", "--pid=1", "f"}, {"tail", "-f", "--pid=#", "-"},
		{"tail", "-F", "--max-unchanged-stats=#", "--pid=1", "f"}},
	"tar": {
		{"tar", "-cf", "a.tar", "f", "--strip-components=#"}, {"tar", "-b", "#", "-cf", "a.tar", "f"},
		{"tar", "--record-size=#", "-cf", "a.tar", "f"}, {"tar", "--checkpoint=#", "-cf", "a.tar", "f"},
		{"tar", "--occurrence=#", "-cf", "a.tar", "f"}, {"tar", "--hole-detection=#", "-cf", "a.tar", "f"},
		{"tar", "-g", "snap", "--level=#", "-cf", "a.tar", "f"},
		{"tar", "--tape-length=#", "-cf", "a.tar", "f"}, {"tar", "-L", "#", "-cMf", "a.tar", "f"},
	},
	"tee":     nil,
	"timeout": {{"timeout", "#", "true"}, {"timeout", "-k", "#", "1", "true"}, {"timeout", "1", "sleep", "#"}},
	"touch":   {{"touch", "-d", "@#", "f"}, {"touch", "-t", "#", "f"}},
	"tr":      {{"tr", "a", "[b*#]"}, {"tr", "[a*#]", "x"}, {"tr", "-d", "[a*#]"}, {"tr", "a-z", "[x*#]y"}},
	"tree":    {{"tree", "-L", "#"}},
	"true":    nil,
	"truncate": {
		{"truncate", "-s", "#", "f"}, {"truncate", "-s", "+#", "f"}, {"truncate", "-s", "%#", "f"}, {"truncate", "-s", "/#", "f"},
		{"truncate", "-o", "-s", "#", "f"},
	},
	"tsort":    nil,
	"tty":      nil,
	"uname":    nil,
	"unexpand": {{"unexpand", "-t", "#"}, {"unexpand", "-t", "1,#"}, {"unexpand", "-a", "-#"}, {"unexpand", "--tabs=#"}},
	"uniq":     {{"uniq", "-f", "#"}, {"uniq", "-s", "#"}, {"uniq", "-w", "#"}, {"uniq", "-#"}},
	"unzip":    nil,
	"zipinfo":  nil,
	"ed":       nil, // its numbers (addresses, z's count, s's nth) come from the script: TestEdDiff
	"wc":       nil,
	"which":    nil,
	"whoami":   nil,
	"xargs":    {{"xargs", "-n", "#"}, {"xargs", "-L", "#"}, {"xargs", "-s", "#"}, {"xargs", "-P", "#"}, {"xargs", "-l#"}},
	"xxd":      {{"xxd", "-c", "#", "f"}, {"xxd", "-g", "#", "f"}, {"xxd", "-l", "#", "f"}, {"xxd", "-s", "#", "f"}, {"xxd", "-o", "#", "f"}, {"xxd", "-cols", "#", "f"}, {"xxd", "-p", "-c", "#", "f"}},
	"yes":      nil,
	"yq":       {{"yq", "-I", "#", ".", "j.json"}, {"yq", "-I", "#", ".", "y.yaml"}, {"yq", "-o", "json", "-I", "#", ".", "y.yaml"}, {"yq", "-n", ".a[#] = 1"}, {"yq", "-n", `"x" * #`}},
	"zcat":     nil,
	"zgrep":    {{"zgrep", "-m", "#", "x"}, {"zgrep", "-A", "#", "x"}, {"zgrep", "-C", "#", "x"}, {"zgrep", "--max-count=#", "x"}},
	"zip":      {{"zip", "-#", "z.zip", "f"}},
}

// sweepCases expands numericSweep with every hostile number, in a fixed
// order.
func sweepCases() []hostileCase {
	names := make([]string, 0, len(numericSweep))
	for n := range numericSweep {
		names = append(names, n)
	}
	sort.Strings(names)
	var cases []hostileCase
	for _, n := range names {
		for _, tmpl := range numericSweep[n] {
			for _, v := range hostileNumbers {
				args := make([]string, len(tmpl))
				for i, a := range tmpl {
					args[i] = strings.ReplaceAll(a, sweepMark, v)
				}
				cases = append(cases, hostileCase{args: args, stdin: sweepStdin, files: sweepFiles})
			}
		}
	}
	return cases
}

// TestHostileNumbersSweep runs every template of numericSweep with every
// hostile number (by default a sample that still reaches every template
// and every number; CW_LONG=1 runs all).
func TestHostileNumbersSweep(t *testing.T) {
	// A step coprime with len(hostileNumbers) visits every number across
	// the templates.
	cases := testlong.Sample(sweepCases(), 7)
	from, child := sweepChildFrom(t)
	if !child {
		sweepInChildren(t, len(cases))
		return
	}
	for i, c := range cases[from:] {
		checkSwept(t, from+i, c)
	}
}

// sweepFromEnv tells a child sweep the index of its first case.
const sweepFromEnv = "CW_HOSTILE_FROM"

// sweepChildFrom reports, in a child, the first case to run (and lowers
// its address space ceiling as inHostileChild does).
func sweepChildFrom(t *testing.T) (from int, child bool) {
	if os.Getenv(hostileChildEnv) != t.Name() {
		return 0, false
	}
	lim := syscall.Rlimit{Cur: hostileAddressSpace, Max: hostileAddressSpace}
	if err := syscall.Setrlimit(syscall.RLIMIT_AS, &lim); err != nil {
		t.Fatalf("setrlimit: %v", err)
	}
	from, err := strconv.Atoi(os.Getenv(sweepFromEnv))
	if err != nil {
		t.Fatalf("%s: %v", sweepFromEnv, err)
	}
	return from, true
}

// sweepInChildren runs the sweep's n cases in child processes: when one
// dies (a fatal error, a hang), the case is reported with the runtime's
// own words and the next child goes on after it, so one run names every
// case that kills the process.
func sweepInChildren(t *testing.T, n int) {
	caseLine := regexp.MustCompile(`(?m)^case (\d+): (.*)$`)
	for from := 0; from < n; {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^"+regexp.QuoteMeta(t.Name())+"$", "-test.v", "-test.count=1")
		cmd.Env = append(os.Environ(), hostileChildEnv+"="+t.Name(), sweepFromEnv+"="+strconv.Itoa(from))
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		err := cmd.Run()
		cancel()
		text := out.String()
		for _, line := range strings.Split(text, "\n") {
			if strings.Contains(line, "hostile_sweep_test.go:") {
				t.Error(strings.TrimSpace(line))
			}
		}
		if err == nil || !strings.Contains(text, "fatal error") && !strings.Contains(text, "hung:") && !strings.Contains(text, "panic:") {
			if err != nil && !strings.Contains(text, "--- FAIL") {
				t.Fatalf("child from case %d: %v\n%s", from, err, text)
			}
			if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
				t.Logf("child from case %d: peak RSS %d MiB", from, ru.Maxrss>>10)
			}
			return
		}
		ms := caseLine.FindAllStringSubmatch(text, -1)
		if len(ms) == 0 {
			t.Fatalf("child from case %d died before its first case (%v):\n%s", from, err, text)
		}
		last := ms[len(ms)-1]
		t.Errorf("%s: the process died (%v):\n%s", last[2], err, deathExcerpt(text))
		i, _ := strconv.Atoi(last[1])
		from = i + 1
	}
}

// deathExcerpt keeps of a dead child's output the fatal error and the
// top of the goroutine that ran into it.
func deathExcerpt(text string) string {
	i := strings.Index(text, "fatal error")
	if i < 0 {
		i = strings.Index(text, "panic:")
	}
	if i < 0 {
		i = strings.Index(text, "hung:")
	}
	if i < 0 {
		return text[max(0, len(text)-2000):]
	}
	lines := strings.SplitN(text[i:], "\n", 40)
	return strings.Join(lines[:min(len(lines), 39)], "\n")
}

// checkSwept runs one case and checks its outcome is defined: no panic,
// in time, within the allocation budget, and a failure that names the
// command.
func checkSwept(t *testing.T, i int, c hostileCase) {
	t.Helper()
	name := strings.Join(c.args, " ")
	fmt.Fprintf(os.Stderr, "case %d: %s\n", i, name)
	watchdog := time.AfterFunc(hostileTimeout+2*hostileSlack, func() {
		fmt.Fprintf(os.Stderr, "case: %s\nhung: still running after %v\n", name, hostileTimeout+2*hostileSlack)
		os.Exit(3)
	})
	defer watchdog.Stop()
	stop := sampleHeap()
	res, elapsed, expired, perr := runHostile(t, c)
	grown := stop()
	if perr != nil {
		t.Errorf("%s: %v", name, perr)
		return
	}
	if elapsed > hostileTimeout+hostileSlack {
		t.Errorf("%s: took %v, past its limit of %v", name, elapsed, hostileTimeout)
	}
	if grown > sweepHeapBudget {
		t.Errorf("%s: the heap grew by %d MiB, more than the %d MiB budget", name, grown>>20, sweepHeapBudget>>20)
	}
	if res.status < 0 || res.status > 255 {
		t.Errorf("%s: status %d", name, res.status)
	}
	if bad := regexp.MustCompile(`(?i)panic|runtime error|goroutine|internal error|%!`).FindString(res.stderr + res.stdout); bad != "" {
		t.Errorf("%s: output shows %q: stderr %.200q", name, bad, res.stderr)
	}
	if res.status != 0 && res.stderr != "" && !namesCommand.MatchString(res.stderr) {
		t.Errorf("%s: status %d with a message that does not name the command: %.200q", name, res.status, res.stderr)
	}
	// A command stopped by its turn's end or the output limit says
	// nothing: the shell reports the limit.
	full := len(res.stdout) >= sweepOutputCap
	if res.status > 1 && res.stderr == "" && !expired && !full && !slices.Contains(silentFailures, c.args[0]) {
		t.Errorf("%s: status %d without a message", name, res.status)
	}
}

// sweepOutputCap is where runHostile's standard output fails, as a
// stream at MaxOutputBytes does.
const sweepOutputCap = 1 << 20

// namesCommand matches a message that starts with the name of the
// command that failed (that may be one the case runs, as timeout runs
// sleep), or in the words of the tools that do not: yq's "Error:", zip's
// "zip error:", a usage.
var namesCommand = regexp.MustCompile(`^(?:[\w.-]+: |Error: |\nzip error: |Usage:)`)

// silentFailures are the commands whose status past 1 may come without
// a message (a comparison's "trouble" is still reported; these report
// results in the status).
var silentFailures = []string{"expr", "timeout", "nice", "xargs"}

// numericPlaceholder matches an option that --help shows with a numeric
// value: "-n, --lines=NUM", "-w[BYTES]", "-c cols", "-maxdepth LEVELS".
var numericPlaceholder = regexp.MustCompile(`(--?[A-Za-z][\w-]*)(?:\[?=|\[| |, -[A-Za-z] )\[?[+-]?\]?\[?[+-]?\]?(<?(?:NUM|N|NUMBER|COLS|WIDTH|BYTES|SIZE|COUNT|BITS|LIMIT|SKIP1?|DIGITS|LEVELS|MAX-LINES|MAX-ARGS|MAX-PROCS|MAX-CHARS|FILENUM|FIELD|DURATION|number|length|offset|width|cols|bytes|len|off|seek|level|int|n|DEPTH)>?)\b`)

// optionToken is an option's name in --help.
var optionToken = regexp.MustCompile(`--?[A-Za-z][\w-]*`)

// TestHostileSweepCoversEveryCommand: every registered command has an
// entry in numericSweep, and every option its --help shows with a
// numeric value is in one of its templates.
func TestHostileSweepCoversEveryCommand(t *testing.T) {
	for name := range All() {
		tmpls, ok := numericSweep[name]
		if !ok {
			t.Errorf("%s: no entry in numericSweep (list its numeric options and operands, or nil when it has none)", name)
			continue
		}
		res := runSandbox(t, []string{name, "--help"}, "", nil)
		for _, line := range strings.Split(res.stdout, "\n") {
			// Options stand in the first column, before a run of blanks.
			col := strings.TrimLeft(line, " ")
			if !strings.HasPrefix(col, "-") {
				continue
			}
			if i := strings.Index(col, "  "); i >= 0 {
				col = col[:i]
			}
			from := 0
			for _, m := range numericPlaceholder.FindAllStringIndex(col, -1) {
				// Any spelling of the option (-n, --lines) will do; a
				// column without commas may list several options (find).
				opts := optionToken.FindAllString(col[from:m[1]], -1)
				if strings.Contains(col, ", ") {
					opts = optionToken.FindAllString(col, -1)
				}
				from = m[1]
				if !slices.ContainsFunc(opts, func(o string) bool { return sweepMentions(tmpls, o) }) {
					t.Errorf("%s: --help shows %q with a number, which no template of numericSweep[%q] uses", name, col[m[0]:m[1]], name)
				}
			}
		}
	}
	for name := range numericSweep {
		if _, ok := All()[name]; !ok {
			t.Errorf("numericSweep lists %q, which is no command", name)
		}
	}
}

// sweepMentions reports whether a template uses opt ("-n", "--lines").
func sweepMentions(tmpls [][]string, opt string) bool {
	for _, tmpl := range tmpls {
		for _, a := range tmpl {
			if a == opt || strings.HasPrefix(a, opt+"=") || strings.HasPrefix(opt, "--") && strings.HasPrefix(a, opt) ||
				len(opt) == 2 && strings.HasPrefix(a, opt) && strings.Contains(a, sweepMark) {
				return true
			}
		}
	}
	return false
}
