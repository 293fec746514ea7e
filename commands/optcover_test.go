package commands

import (
	"context"
	"os/exec"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestOptionCoverage: every option the real GNU (or util-linux) tool lists
// in its --help is accepted by our command of that name, or stands in
// optionGaps with the reason it is not. Whole features were missing before
// because no test used them; the real tool's own list is the spec.
func TestOptionCoverage(t *testing.T) {
	helps := hostHelps(t)
	seen := map[string]bool{}
	var names []string
	for name := range All() {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if why, ok := optionAuditSkip[name]; ok {
			t.Logf("%s: skipped: %s", name, why)
			continue
		}
		h, ok := helps[name]
		if !ok {
			continue // no GNU or util-linux tool of that name here
		}
		for _, opt := range helpOptions(name, h) {
			key := name + " " + opt
			seen[key] = true
			rejected, stderr := optionRejected(t, name, opt)
			why, gap := optionGaps[key]
			switch {
			case rejected && !gap:
				t.Errorf("%s: the real %s accepts %s; ours says %q", key, name, opt, strings.SplitN(stderr, "\n", 2)[0])
			case !rejected && gap:
				t.Errorf("%s: accepted now; remove it from optionGaps (was: %s)", key, why)
			}
		}
	}
	for key := range optionGaps {
		name, _, _ := strings.Cut(key, " ")
		if _, ok := helps[name]; ok && !seen[key] {
			t.Errorf("optionGaps lists %q, which the real tool's --help does not show", key)
		}
	}
}

// optionAuditSkip holds the commands the audit leaves out, with the reason.
var optionAuditSkip = map[string]string{
	"echo":  "an unknown option is an operand (printed), so acceptance cannot be told from the output; -n -e -E in echo_test",
	"true":  "ignores every argument",
	"false": "ignores every argument",
	"less":  "a pager: its host version is not GNU's tool and it waits for a terminal",
	"more":  "a pager: waits for a terminal",
	"mount": "the sandbox's mount lists and makes sandbox mounts, not the host's",
	"dd":    "operands (if=, of=) rather than options",
}

// hostHelps runs every installed tool's --help once, keeping only GNU and
// util-linux tools (by their --version), keyed by command name.
//
// By default the host record stands in for the two runs: when our
// command's --help lists the options GNU's did when the record was made,
// ours is the list; a tool the record knows is not GNU is left out.
func hostHelps(t *testing.T) map[string]string {
	t.Helper()
	var (
		mu  sync.Mutex
		wg  sync.WaitGroup
		out = map[string]string{}
	)
	const notGNU = "not a GNU or util-linux tool"
	options := func(name, help string) string { return strings.Join(helpOptions(name, help), "\n") }
	sem := make(chan struct{}, 4)
	for name := range All() {
		bin, err := exec.LookPath(name)
		if err != nil {
			continue
		}
		key := hostCaseKey([]string{"--help options", name}, "", nil)
		if h := runSandbox(t, []string{name, "--help"}, "", nil).stdout; hostKnown(t, key, options(name, h)) {
			mu.Lock() // the goroutines of earlier tools write out too
			out[name] = h
			mu.Unlock()
			continue
		}
		if hostKnown(t, key, notGNU) {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			v, _ := exec.CommandContext(ctx, bin, "--version").Output()
			first, _, _ := strings.Cut(string(v), "\n")
			if !gnuVersion.MatchString(first) {
				hostRan(t, key, notGNU)
				return
			}
			h, _ := exec.CommandContext(ctx, bin, "--help").Output()
			hostRan(t, key, options(name, string(h)))
			mu.Lock()
			out[name] = string(h)
			mu.Unlock()
		}()
	}
	wg.Wait()
	if len(out) == 0 {
		t.Skip("no GNU tools installed")
	}
	return out
}

// gnuVersion matches the first line of a GNU or util-linux tool's --version
// (gzip says only "gzip 1.12"); less says "(GNU regular expressions)".
var gnuVersion = regexp.MustCompile(`\(GNU [\w ]+\) |^GNU |from util-linux|^gzip \d`)

// helpOption is an option's name as --help lists it: -a, --all, -1, -amin.
var helpOption = regexp.MustCompile(`(?:^|[\s,\[])(--?[A-Za-z0-9][\w-]*)`)

// helpOptions lists the options in the first column of --help's lines.
func helpOptions(name, help string) []string {
	var opts []string
	have := map[string]bool{}
	for _, line := range strings.Split(help, "\n") {
		col := strings.TrimLeft(line, " \t")
		if !strings.HasPrefix(col, "-") {
			continue
		}
		if i := strings.Index(col, "  "); i >= 0 {
			col = col[:i]
		}
		for _, m := range helpOption.FindAllStringSubmatch(" "+col, -1) {
			o := m[1]
			// -NUM, -WIDTH: a number written as an option.
			if placeholder.MatchString(o) || o == "--help" || o == "--version" || have[o] {
				continue
			}
			have[o] = true
			opts = append(opts, o)
		}
	}
	return opts
}

// placeholder is a value written as an option (-NUM) or an example (-b20).
var placeholder = regexp.MustCompile(`^-[A-Z]{2,}$|^-[A-Za-z]\d+$`)

// optionRejected runs "name opt" on an empty sandbox with empty input and
// tells whether the command refused the option itself (as opposed to its
// missing argument or operands).
func optionRejected(t *testing.T, name, opt string) (bool, string) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	r := runInCtx(ctx, t, sandboxFS(t, nil), sandboxDir, []string{name, opt}, "")
	// The refusal names the option: GNU's "invalid option -- 'x'",
	// "unrecognized option '--xy'", find's "unknown predicate `-xy'", or
	// ours "-f is not supported ...".
	named := regexp.QuoteMeta(opt)
	if len(opt) == 2 {
		named = "(?:" + named + "|-- '" + regexp.QuoteMeta(opt[1:]) + "')"
	}
	refusal := regexp.MustCompile(`(?im)^.*(?:unrecognized|invalid|unknown|illegal|not supported).*` + named + `(?:\W|$)|^.*` + named + `\W.*not supported|is not supported in the sandbox`)
	// A usage text after the message is not read: gawk's lists
	// "-L[fatal|invalid|no-ext]	--lint[=fatal|invalid|no-ext]".
	msg := r.stderr
	if i := strings.Index("\n"+msg, "\nUsage:"); i >= 0 {
		msg = msg[:i]
	}
	return refusal.MatchString(msg), r.stderr
}

// optionGaps are options the real tool has and ours refuses, each with the
// reason. The list is reviewed and only shrinks.
var optionGaps = map[string]string{
	"awk -D":       "gawk's debugger reads commands from the terminal and steps gawk's byte code, which this interpreter has not",
	"awk --debug":  "gawk's debugger reads commands from the terminal and steps gawk's byte code, which this interpreter has not",
	"awk -I":       "--trace (gawk's byte-code trace): the interpreter has no byte code",
	"awk --trace":  "--trace (gawk's byte-code trace): the interpreter has no byte code",
	"awk -l":       "runs a host program or loads host code",
	"awk --load":   "runs a host program or loads host code",
	"gawk -D":      "as awk -D (the same command)",
	"gawk --debug": "as awk --debug (the same command)",
	"gawk -I":      "as awk -I (the same command)",
	"gawk --trace": "as awk --trace (the same command)",
	"gawk -l":      "as awk -l (the same command)",
	"gawk --load":  "as awk --load (the same command)",
	"cp -Z":        "SELinux security contexts: the sandbox has no security labels",
	"cp --context": "SELinux security contexts: the sandbox has no security labels",
	"cut -M":       "a placeholder of the --help text (LIST: -M, from first to M'th), which GNU refuses as well",
	// df: every option is implemented (df_options_test.go).
	"diff --GTYPE-group-format":  "a placeholder of the --help text (GTYPE: old, new, changed, unchanged — all implemented), which GNU refuses as well",
	"diff --LTYPE-line-format":   "a placeholder of the --help text (LTYPE: old, new, unchanged — all implemented), which GNU refuses as well",
	"find -context":              "SELinux security contexts: GNU find without SELinux refuses it too, with the same message",
	"install --preserve-context": "SELinux security contexts: the sandbox has no security labels",
	"install -Z":                 "SELinux security contexts: the sandbox has no security labels",
	"install --context":          "SELinux security contexts: the sandbox has no security labels",
	// ls: every option is implemented (ls_format_test.go).
	"mv -Z":                   "SELinux security contexts: the sandbox has no security labels",
	"mv --context":            "SELinux security contexts: the sandbox has no security labels",
	"numfmt -M":               "a placeholder of the --help text (FIELDS: -M, from first to M'th field), which GNU refuses as well",
	"sort --compress-program": "runs a host program or loads host code",
	"tar --selinux":           "SELinux security contexts: the sandbox has no security labels",
	"tar --rmt-command":       "remote archives (HOST:FILE through rmt): the sandbox has no network and no remote hosts",
	"tar --rsh-command":       "remote archives (HOST:FILE through rsh): the sandbox has no network and no remote hosts",
	"xargs -o":                "asks on a terminal, which the sandbox has not",
	"xargs --open-tty":        "asks on a terminal, which the sandbox has not",
	"xargs -p":                "asks on a terminal, which the sandbox has not",
	"xargs --interactive":     "asks on a terminal, which the sandbox has not",
}
