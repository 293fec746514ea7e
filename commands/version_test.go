package commands

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/internal/testlong"
	"github.com/computerwelt/computerwelt/vfs/memfs"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/version"
)

// noVersion are the commands whose counterpart has no --version: bash's
// builtins (echo, printf, true, false print "--version" or nothing, as
// bash's do), tools that refuse it (clear, unzip, zipinfo, which), and changes,
// which is Computerwelt's own.
var noVersion = map[string]bool{
	"echo": true, "printf": true, "true": true, "false": true,
	"clear": true, "unzip": true, "zipinfo": true, "which": true, "changes": true,
}

// TestVersionOverAllCommands: every command whose upstream tool answers
// --version answers it, naming Computerwelt's version and the tool it
// mirrors; every command is decided one way or the other (a new command
// fails here until it is); and where the upstream tool is installed, its
// own --version status is the oracle for which way.
func TestVersionOverAllCommands(t *testing.T) {
	all := All()
	for name := range upstream() {
		if _, ok := all[name]; !ok {
			t.Errorf("upstream names %s, which is not a command", name)
		}
	}
	for name, c := range all {
		mirror, has := Mirrors(name)
		if has == noVersion[name] {
			t.Errorf("%s: decide whether its upstream has --version (upstream map or noVersion)", name)
			continue
		}
		// (bash's builtins are not what `echo --version` runs in bash.)
		builtin := name == "echo" || name == "printf" || name == "true" || name == "false"
		if host, err := exec.LookPath(name); err == nil && !builtin {
			err := exec.Command(host, "--version").Run()
			if hostHas := err == nil; hostHas != has {
				t.Errorf("%s: the host's %s --version: %v; ours has --version: %v", name, host, err, has)
			}
		}
		var out, errb bytes.Buffer
		inv := &shell.Invocation{Args: []string{name, "--version"}, Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb, Now: time.Now,
			Env: map[string]string{}, Dir: "/", Limits: shell.Limits{}.WithDefaults()}
		if !has {
			continue
		}
		status := c.Run(context.Background(), inv)
		want := name + " (Computerwelt) " + version.Version + "\nmirrors " + name + " of " + mirror + ";"
		if status != 0 || !strings.HasPrefix(out.String(), want) || errb.Len() > 0 {
			t.Errorf("%s --version: %d %q %q, want 0 and %q", name, status, out.String(), errb.String(), want)
		}
	}
	// A later --version, where the command's parser sees it.
	for _, args := range [][]string{{"grep", "-i", "--version"}, {"sed", "-n", "--version"}, {"yq", "-r", "--version"}} {
		var out bytes.Buffer
		inv := &shell.Invocation{Args: args, Stdin: strings.NewReader(""), Stdout: &out, Stderr: &out, Env: map[string]string{}, Dir: "/", Limits: shell.Limits{}.WithDefaults()}
		if st := all[args[0]].Run(context.Background(), inv); st != 0 || !strings.HasPrefix(out.String(), args[0]+" (Computerwelt) "+version.Version+"\n") {
			t.Errorf("%q: %d %q", args, st, out.String())
		}
	}
}

// versionDiffers are the command lines where the installed tool and ours
// differ for a reason other than --version, with the reason.
var versionDiffers = map[string]string{
	"less --bogus --version": "less says an unknown long option is none of its own and goes on; ours does not check less's long option names",
	// The copyright or license these print is Computerwelt's own, so they
	// answer as --version does; GNU's print the FSF's text and stop there.
	"awk -C --version":    "-C prints the copyright, Computerwelt's: answered as --version",
	"gawk -C --version":   "-C prints the copyright, Computerwelt's: answered as --version",
	"gzip -L --version":   "-L prints the license, Computerwelt's: answered as --version",
	"gunzip -L --version": "-L prints the license, Computerwelt's: answered as --version",
	"zcat -L --version":   "-L prints the license, Computerwelt's: answered as --version",
}

// runVersionProbe runs one of ours with a deadline and an output cap, so
// that a command that took --version for an operand (yes, tail -f)
// ends.
func runVersionProbe(all map[string]*shell.Command, args []string) result {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	out, errb := &limitWriter{n: 1 << 16}, &limitWriter{n: 1 << 16}
	inv := &shell.Invocation{Args: args, Stdin: strings.NewReader(""), Stdout: out, Stderr: errb,
		Env: sandboxTestEnv, Dir: sandboxDir, FS: memfs.New(), Limits: shell.DefaultLimits, Umask: 0o022, Now: time.Now,
		Exec: func(context.Context, shell.ExecRequest) int { return 127 }}
	st := all[args[0]].Run(ctx, inv)
	return result{out.b.String(), errb.b.String(), st}
}

// TestVersionWhereUpstreamTakesIt: --version is an option like the
// others. Where the installed tool prints its version for a command line
// (--version after an operand, after another option, abbreviated, after
// "--", as the value of an option), ours prints its own, and where the
// tool does not, ours does not either. The oracle is the host tool's
// output compared with its own `--version` (stdout, stderr and status).
// Every short option letter is tried before --version (a sample of them
// by default, all with CW_LONG=1), as the value-taking ones consume it;
// a letter that ours does not have at all is another matter than
// --version, and skipped.
func TestVersionWhereUpstreamTakesIt(t *testing.T) {
	all := All()
	var names []string
	for name := range upstream() {
		// The installed yq is kislyuk's Python yq, not mikefarah's.
		if name != "yq" {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	var letters []string
	for c := 'a'; c <= 'z'; c++ {
		letters = append(letters, "-"+string(c), "-"+strings.ToUpper(string(c)))
	}
	letters = testlong.Sample(letters, 9)
	dir := t.TempDir()
	host := func(bin string, args []string) result {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		cmd := exec.CommandContext(ctx, bin, args...)
		cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
		// A directory of its own: a run may make a file of an operand.
		d, err := os.MkdirTemp(dir, "")
		if err != nil {
			t.Fatal(err)
		}
		cmd.Dir, cmd.Env, cmd.Stdin = d, hostTestEnv, strings.NewReader("")
		out, errb := &limitWriter{n: 1 << 16}, &limitWriter{n: 1 << 16}
		cmd.Stdout, cmd.Stderr = out, errb
		st := 0
		if err := cmd.Run(); err != nil {
			st = -1
			if ee, ok := err.(*exec.ExitError); ok {
				st = ee.ExitCode()
			}
		}
		return result{out.b.String(), errb.b.String(), st}
	}
	for _, name := range names {
		bin, err := exec.LookPath(name)
		if err != nil {
			continue
		}
		var hostWant []result // the host's versions, run when first needed
		hostVersion := func() []result {
			if hostWant == nil {
				hostWant = []result{host(bin, []string{"--version"})}
				if name == "gunzip" || name == "zcat" {
					// Wrappers that hand later options to gzip.
					if gz, err := exec.LookPath("gzip"); err == nil {
						hostWant = append(hostWant, host(gz, []string{"--version"}))
					}
				}
			}
			return hostWant
		}
		ourWant := runVersionProbe(all, []string{name, "--version"})
		lines := [][]string{{"x", "--version"}, {"--vers"}, {"--versio"}, {"--", "--version"}, {"--version", "--bogus"}, {"--bogus", "--version"}}
		for _, l := range letters {
			lines = append(lines, []string{l, "--version"})
		}
		for _, args := range lines {
			line := name + " " + strings.Join(args, " ")
			if versionDiffers[line] != "" {
				continue
			}
			o := runVersionProbe(all, append([]string{name}, args...))
			ours := o == ourWant
			// The host record keeps whether the host's printed its version.
			key := hostCaseKey(append([]string{name}, args...), "", nil)
			if hostKnown(t, key, fmt.Sprint(ours)) {
				continue
			}
			h := slices.Contains(hostVersion(), host(bin, args))
			hostRan(t, key, fmt.Sprint(h))
			if ours == h {
				continue
			}
			if l := args[0]; len(l) == 2 && (strings.Contains(o.stderr, "invalid option -- '"+l[1:]+"'") || strings.Contains(o.stderr, "Unknown option: "+l)) {
				continue // ours lacks the option
			}
			t.Errorf("%s: the host's prints its version: %v; ours: %v (%d %.200q %.200q)", line, h, ours, o.status, o.stdout, o.stderr)
		}
	}
}
