package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/hostfs"
	"github.com/computerwelt/computerwelt/vfs/mount"
)

// sandboxFlags are the options run and shell share.
type sandboxFlags struct {
	mounts   multiFlag
	env      multiFlag
	without  multiFlag
	cwd      string
	user     string
	hostname string
	timeout  time.Duration
	extra    mountFlags // --docs, /proc/sandbox (mounts.go)
	noPython bool
}

type multiFlag []string

func (m *multiFlag) String() string     { return strings.Join(*m, ",") }
func (m *multiFlag) Set(s string) error { *m = append(*m, s); return nil }

func (f *sandboxFlags) register(fs *flag.FlagSet) {
	fs.Var(&f.mounts, "mount", "mount a host folder: `HOSTDIR:/path[:rw]` (read-only unless :rw); repeatable")
	fs.Var(&f.env, "env", "set an exported variable in the sandbox: `NAME=VALUE`; repeatable")
	fs.Var(&f.without, "without", "withhold a command `NAME` (absent, status 127); repeatable, or comma-separated")
	fs.StringVar(&f.cwd, "cwd", "", "working directory inside the sandbox (created if missing; default the user's home)")
	fs.StringVar(&f.user, "user", "user", "user name inside the sandbox")
	fs.StringVar(&f.hostname, "hostname", "sandbox", "host name inside the sandbox")
	fs.DurationVar(&f.timeout, "timeout", 0, "time limit for each script (default 30s)")
	fs.BoolVar(&f.noPython, "no-python", false, "leave out python3 (CPython on WASI)")
	f.extra.register(fs)
}

// newSandbox builds the sandbox the flags describe: an in-memory root with
// the host folders mounted into it.
func (f *sandboxFlags) newSandbox(ctx context.Context) (*computerwelt.Sandbox, error) {
	limits := computerwelt.Limits{Timeout: f.timeout}.WithDefaults()
	root, err := computerwelt.DefaultFileSystem(f.user, limits)
	if err != nil {
		return nil, err
	}
	home := computerwelt.HomeDir(f.user)
	var fsys vfs.FS = root
	if len(f.mounts) > 0 {
		table := mount.New(root)
		for _, spec := range f.mounts {
			hostDir, target, rw, err := parseMount(spec)
			if err != nil {
				return nil, err
			}
			hopts := []hostfs.Option{computerwelt.HostOwner(f.user), hostfs.MountedAt(target)}
			if rw {
				hopts = append(hopts, hostfs.Writable())
			}
			h, err := hostfs.New(hostDir, hopts...)
			if err != nil {
				return nil, fmt.Errorf("--mount %s: %w", spec, err)
			}
			var mopts []mount.Option
			desc := "host folder, read-only"
			if rw {
				desc = "host folder, writable"
			} else {
				mopts = append(mopts, mount.ReadOnly())
			}
			mopts = append(mopts, mount.Description(desc))
			if err := vfs.MkdirAll(ctx, root, target, 0o755); err != nil {
				return nil, fmt.Errorf("--mount %s: %w", spec, err)
			}
			if err := table.Mount(target, h, mopts...); err != nil {
				return nil, fmt.Errorf("--mount %s: %w", spec, err)
			}
		}
		fsys = table
	}
	f.extra.user = f.user
	fsys, err = f.extra.apply(ctx, fsys, root, limits, f.without)
	if err != nil {
		return nil, err
	}
	opts := []computerwelt.Option{
		computerwelt.WithFileSystem(fsys),
		computerwelt.WithUsername(f.user),
		computerwelt.WithHostname(f.hostname),
		computerwelt.WithLimits(limits),
	}
	if f.cwd != "" {
		if !strings.HasPrefix(f.cwd, "/") {
			return nil, fmt.Errorf("--cwd %s: not an absolute path", f.cwd)
		}
		opts = append(opts, computerwelt.WithWorkingDirectory(f.cwd))
	} else {
		opts = append(opts, computerwelt.WithWorkingDirectory(home))
	}
	env := map[string]string{}
	for _, kv := range f.env {
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			return nil, fmt.Errorf("--env %s: want NAME=VALUE", kv)
		}
		env[k] = v
	}
	opts = append(opts, computerwelt.WithEnv(env))
	if !f.noPython {
		// The CLI starts a process per script: keep the compiled
		// interpreter in the user's cache directory (seconds saved per run).
		var pc computerwelt.PythonConfig
		if dir, err := os.UserCacheDir(); err == nil {
			pc.CompilationCacheDir = filepath.Join(dir, "computerwelt", "wazero")
		}
		opts = append(opts, computerwelt.WithPython(pc))
	}
	for _, w := range f.without {
		opts = append(opts, computerwelt.WithoutBuiltins(strings.Split(w, ",")...))
	}
	return computerwelt.New(opts...)
}

// parseMount parses HOSTDIR:/path[:rw|:ro].
func parseMount(spec string) (hostDir, target string, rw bool, err error) {
	parts := strings.Split(spec, ":")
	if n := len(parts); n == 3 {
		switch parts[2] {
		case "rw":
			rw = true
		case "ro":
		default:
			return "", "", false, fmt.Errorf("--mount %s: mode must be ro or rw, not %q", spec, parts[2])
		}
		parts = parts[:2]
	}
	if len(parts) != 2 || parts[0] == "" || !strings.HasPrefix(parts[1], "/") {
		return "", "", false, fmt.Errorf("--mount %s: want HOSTDIR:/path[:rw]", spec)
	}
	return parts[0], path.Clean(parts[1]), rw, nil
}

// parseArgs parses args with fs as GNU tools do: options anywhere before
// "--", operands kept in order (fs.Args() afterwards). An option it does
// not know, or one missing its value, prints the message and fs's usage
// and fails with status 2; -h prints the usage and ends with status 0.
func parseArgs(fs *flag.FlagSet, args []string, stderr io.Writer) (ok bool, status int) {
	return parse(fs, args, stderr, true)
}

// parseLeading parses only the options before the first operand, as bash
// does: `run -c SCRIPT NAME ARGS` and `run FILE ARGS` pass what follows
// the first operand to the script untouched.
func parseLeading(fs *flag.FlagSet, args []string, stderr io.Writer) (ok bool, status int) {
	return parse(fs, args, stderr, false)
}

func parse(fs *flag.FlagSet, args []string, stderr io.Writer, interspersed bool) (ok bool, status int) {
	fs.SetOutput(stderr)
	var operands []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return false, 0
			}
			return false, 2
		}
		rest := fs.Args()
		// flag stops at the first operand, or after a "--" it consumed.
		ended := len(rest) < len(args) && args[len(args)-len(rest)-1] == "--" && !takesValue(fs, args, len(args)-len(rest)-1)
		if !interspersed || ended || len(rest) == 0 {
			operands = append(operands, rest...)
			break
		}
		operands = append(operands, rest[0])
		args = rest[1:]
	}
	// Leave the operands where fs.Args() finds them.
	fs.Parse(append([]string{"--"}, operands...))
	return true, 0
}

// takesValue reports whether args[i] is the value of the option before it
// ("-reason --"), rather than an end of the options.
func takesValue(fs *flag.FlagSet, args []string, i int) bool {
	if i == 0 {
		return false
	}
	prev := args[i-1]
	if !strings.HasPrefix(prev, "-") || prev == "-" || prev == "--" || strings.Contains(prev, "=") {
		return false
	}
	f := fs.Lookup(strings.TrimLeft(prev, "-"))
	if f == nil {
		return false
	}
	if b, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
		return false
	}
	return true
}
