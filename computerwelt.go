// Package computerwelt gives a language model a shell: a bash evaluator over
// a virtual filesystem, in one Go process, with no host process, file or
// network reachable.
//
// A Sandbox is built once with options and then runs scripts:
//
//	sb, err := computerwelt.New(
//		computerwelt.WithWorkingDirectory("/work"),
//		computerwelt.WithUsername("agent"),
//		computerwelt.WithLimits(computerwelt.Limits{Timeout: 2 * time.Minute}),
//		computerwelt.WithoutBuiltins("curl", "wget", "ssh"),
//	)
//	res, err := sb.Exec(ctx, "echo hi | tr a-z A-Z")
//	// res.Stdout == "HI\n"
//
// Shell state (working directory, variables, functions, options) carries
// over from one Exec to the next on the same Sandbox. The Go error of Exec
// is reserved for what the script cannot act on (the sandbox is closed, the
// caller cancelled the context); everything else — a failing command, a
// syntax error, a limit that was hit — is text on stderr and an exit status.
package computerwelt

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"strings"
	"sync/atomic"

	"github.com/computerwelt/computerwelt/commands"
	"github.com/computerwelt/computerwelt/internal/mmapmem"
	"github.com/computerwelt/computerwelt/python"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/hostfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// Command is a command the host provides to the sandbox (see WithBuiltins).
type Command = shell.Command

// Invocation is what a Command's Run receives: arguments, streams,
// environment, working directory and the sandbox's filesystem.
type Invocation = shell.Invocation

// ExecRequest is a command line a Command may run through the sandbox's
// shell with Invocation.Exec.
type ExecRequest = shell.ExecRequest

// Limits bound what one Exec may spend; zero fields take DefaultLimits.
type Limits = shell.Limits

// DefaultLimits are the limits a Sandbox uses where none are given.
var DefaultLimits = shell.DefaultLimits

// Result is what one Exec printed and how it ended.
type Result struct {
	Stdout   string
	Stderr   string
	ExitCode int
	// Truncated is set when either stream exceeded MaxOutputBytes and was cut.
	Truncated                        bool
	StdoutTruncated, StderrTruncated bool
	// Exited is set when the script ended by `exit` at its top level. The
	// sandbox stays usable; an interactive front end may take it as the end.
	Exited bool
}

// ErrClosed is returned by Exec on a closed Sandbox.
var ErrClosed = errors.New("computerwelt: sandbox is closed")

// A Sandbox is one shell over one filesystem. It is safe for concurrent use;
// concurrent Execs run one after the other.
type Sandbox struct {
	cfg    config
	sh     *shell.Shell
	closed atomic.Bool
}

type config struct {
	fs       vfs.FS
	dir      string
	username string
	hostname string
	env      map[string]string
	limits   Limits
	builtins []Command
	withheld []string
	python   *python.Config
}

// An Option configures a Sandbox.
type Option func(*config) error

// WithFileSystem sets the filesystem the sandbox sees. The default is an
// empty in-memory filesystem bounded by MaxFileBytes, MaxFilesystemBytes
// and MaxFiles.
func WithFileSystem(fsys vfs.FS) Option {
	return func(c *config) error {
		if fsys == nil {
			return errors.New("WithFileSystem: nil filesystem")
		}
		c.fs = fsys
		return nil
	}
}

// WithWorkingDirectory sets the initial working directory (absolute). It is
// created if the filesystem lacks it and allows it. The default is the
// user's home directory.
func WithWorkingDirectory(dir string) Option {
	return func(c *config) error {
		if !strings.HasPrefix(dir, "/") {
			return fmt.Errorf("WithWorkingDirectory: %q is not an absolute path", dir)
		}
		c.dir = vfs.Abs("/", dir)
		return nil
	}
}

// WithUsername sets the name the script sees as $USER, `whoami` and `id`.
// The default is "user".
func WithUsername(name string) Option {
	return func(c *config) error {
		if name == "" || strings.ContainsAny(name, "/: \t\n") {
			return fmt.Errorf("WithUsername: invalid user name %q", name)
		}
		c.username = name
		return nil
	}
}

// WithHostname sets $HOSTNAME and what `hostname` prints. The default is
// "sandbox".
func WithHostname(name string) Option {
	return func(c *config) error {
		if name == "" || strings.ContainsAny(name, "/ \t\n") {
			return fmt.Errorf("WithHostname: invalid host name %q", name)
		}
		c.hostname = name
		return nil
	}
}

// WithEnv adds exported variables to the sandbox's initial environment.
// The host's own environment is never passed in.
func WithEnv(env map[string]string) Option {
	return func(c *config) error {
		for k := range env {
			if !validName(k) {
				return fmt.Errorf("WithEnv: invalid variable name %q", k)
			}
		}
		maps.Copy(c.env, env)
		return nil
	}
}

// WithLimits sets the limits; zero fields take DefaultLimits.
func WithLimits(l Limits) Option {
	return func(c *config) error {
		if l.Timeout < 0 || l.MaxCommands < 0 || l.MaxOutputBytes < 0 || l.MaxLoopIterations < 0 ||
			l.MaxCallDepth < 0 || l.MaxSubstitutionDepth < 0 || l.MaxStringBytes < 0 ||
			l.MaxBraceExpansion < 0 || l.MaxGlobMatches < 0 || l.MaxArrayElements < 0 || l.MaxFileBytes < 0 || l.MaxFilesystemBytes < 0 || l.MaxFiles < 0 {
			return errors.New("WithLimits: limits must not be negative")
		}
		c.limits = l
		return nil
	}
}

// WithBuiltins adds the host's own commands. A command with the name of a
// built-in one replaces it.
func WithBuiltins(cmds ...Command) Option {
	return func(c *config) error {
		for _, cmd := range cmds {
			if cmd.Name == "" || strings.ContainsAny(cmd.Name, "/ \t\n=") {
				return fmt.Errorf("WithBuiltins: invalid command name %q", cmd.Name)
			}
			if cmd.Run == nil {
				return fmt.Errorf("WithBuiltins: command %q has no Run function", cmd.Name)
			}
		}
		c.builtins = append(c.builtins, cmds...)
		return nil
	}
}

// WithoutBuiltins makes names absent: running one is `command not found`
// (status 127) and `type`, `command -v` and `help` do not show it — whether
// the library has such a command today or adds one later.
func WithoutBuiltins(names ...string) Option {
	return func(c *config) error {
		c.withheld = append(c.withheld, names...)
		return nil
	}
}

// PythonConfig tunes the sandbox's python3 (see WithPython).
type PythonConfig = python.Config

// WithPython adds python3 (and python): CPython 3.13 compiled to WASI, run
// in-process over the sandbox's filesystem, standard library only. pip and
// pip3 answer that packages cannot be installed. The interpreter is compiled
// once per process, on first use.
//
// With a CompilationCacheDir and no SiteCache, the bytecode of the
// interpreter's own site-packages modules is kept in that directory too.
// Unless cfg sets its own MemoryAllocator, the interpreter's memory is
// reserved up to cfg's limit and committed as it grows, so that growing
// never copies it, and it goes back to the system when each run ends.
func WithPython(cfg PythonConfig) Option {
	return func(c *config) error {
		if cfg.MemoryAllocator == nil {
			// A nil *mmapmem.Allocator must not become a non-nil
			// interface.
			if a := mmapmem.New(); a != nil {
				cfg.MemoryAllocator = a
			}
		}
		if cfg.SiteCache == nil && cfg.CompilationCacheDir != "" {
			cfg.SiteCache = hostCacheDir(cfg.CompilationCacheDir)
		}
		c.python = &cfg
		return nil
	}
}

// New builds a Sandbox.
func New(opts ...Option) (*Sandbox, error) {
	c := config{username: "user", hostname: "sandbox", env: map[string]string{}}
	for _, o := range opts {
		if err := o(&c); err != nil {
			return nil, fmt.Errorf("computerwelt: %w", err)
		}
	}
	limits := c.limits.WithDefaults()
	if c.fs == nil {
		fsys, err := DefaultFileSystem(c.username, limits)
		if err != nil {
			return nil, fmt.Errorf("computerwelt: %w", err)
		}
		c.fs = fsys
	}
	if c.dir == "" {
		c.dir = HomeDir(c.username)
	}
	if err := ensureDir(c.fs, c.dir); err != nil {
		return nil, fmt.Errorf("computerwelt: working directory: %w", err)
	}
	cmds := commands.All()
	if c.python != nil {
		for _, cmd := range []Command{c.python.Command(), python.PipCommand(), c.python.SQLiteCommand()} {
			for _, name := range pythonNames[cmd.Name] {
				cmd := cmd
				cmd.Name = name
				cmds[name] = &cmd
			}
		}
	}
	for i := range c.builtins {
		cmd := c.builtins[i]
		cmds[cmd.Name] = &cmd
	}
	// The host's own commands are listed apart by help, those withheld
	// from this sandbox as not available (yet they are absent: 127).
	extra, unavailable := map[string]bool{}, map[string]string{}
	for _, cmd := range c.builtins {
		extra[cmd.Name] = true
	}
	withheld := map[string]bool{}
	for _, n := range c.withheld {
		withheld[n] = true
		if extra[n] {
			unavailable[n] = cmds[n].Summary
		}
		delete(cmds, n)
	}
	sh, err := shell.New(shell.Config{
		FS:          c.fs,
		Dir:         c.dir,
		Env:         maps.Clone(c.env),
		Username:    c.username,
		Hostname:    c.hostname,
		Limits:      limits,
		Commands:    cmds,
		Withheld:    withheld,
		Extra:       extra,
		Unavailable: unavailable,
	})
	if err != nil {
		return nil, fmt.Errorf("computerwelt: %w", err)
	}
	c.limits = limits
	return &Sandbox{cfg: c, sh: sh}, nil
}

// An ExecOption adjusts one Exec.
type ExecOption func(*shell.RunIO)

// WithStdin gives the script a standard input; the default is empty.
func WithStdin(r io.Reader) ExecOption {
	return func(rio *shell.RunIO) { rio.Stdin = r }
}

// ScriptFromStdin reads the script from the stdin given by WithStdin instead
// of the script argument, like `bash -s`: a line at a time, each command
// running before the next line is read, with the same stdin, so a `read` in
// the script consumes the script's next line.
func ScriptFromStdin() ExecOption {
	return func(rio *shell.RunIO) { rio.ScriptFromStdin = true }
}

// WithArgs sets $0 (also the prefix of the shell's error messages, "bash" by
// default) and the positional parameters $1, $2, ...
func WithArgs(name string, args ...string) ExecOption {
	return func(rio *shell.RunIO) { rio.Name, rio.Args = name, args }
}

// WithScriptFile is WithArgs for a script read from the file name, run as
// bash FILE runs it: errors in the functions it defines name the file
// (bash -c's say "environment"), and BASH_SOURCE and FUNCNAME end with
// it and "main".
func WithScriptFile(name string, args ...string) ExecOption {
	return func(rio *shell.RunIO) { rio.Name, rio.Args, rio.ScriptFile = name, args, true }
}

// Exec runs script and returns what it printed.
func (s *Sandbox) Exec(ctx context.Context, script string, opts ...ExecOption) (Result, error) {
	var out, errb bytes.Buffer
	res, err := s.ExecStream(ctx, script, &out, &errb, opts...)
	res.Stdout, res.Stderr = out.String(), errb.String()
	return res, err
}

// ExecStream runs script writing its output to stdout and stderr as it is
// produced. The Result's Stdout and Stderr fields are empty.
func (s *Sandbox) ExecStream(ctx context.Context, script string, stdout, stderr io.Writer, opts ...ExecOption) (Result, error) {
	if s.closed.Load() {
		return Result{}, ErrClosed
	}
	rio := shell.RunIO{Stdout: stdout, Stderr: stderr}
	for _, o := range opts {
		o(&rio)
	}
	r, err := s.sh.Run(ctx, script, rio)
	res := Result{
		ExitCode:        r.ExitCode,
		StdoutTruncated: r.StdoutTruncated,
		StderrTruncated: r.StderrTruncated,
		Truncated:       r.StdoutTruncated || r.StderrTruncated,
		Exited:          r.Exited,
	}
	return res, err
}

// Dir returns the sandbox's current working directory.
func (s *Sandbox) Dir() string { return s.sh.Dir() }

// FS returns the sandbox's filesystem.
func (s *Sandbox) FS() vfs.FS { return s.cfg.fs }

// Limits returns the limits in force, defaults filled in.
func (s *Sandbox) Limits() Limits { return s.cfg.limits }

// Close ends the sandbox; later Execs fail with ErrClosed.
func (s *Sandbox) Close() error {
	if s.closed.Swap(true) {
		return nil
	}
	return s.sh.Close()
}

// pythonNames are the names each Python command is registered under.
var pythonNames = map[string][]string{"python3": {"python3", "python"}, "pip": {"pip", "pip3"}, "sqlite3": {"sqlite3"}}

// HomeDir is the home directory of user in the sandbox: /home/USER, or
// /root for root.
func HomeDir(user string) string {
	_, home := shell.UserIdentity(user)
	return home
}

// UserID is the uid (and gid) of the sandbox user named user: 0 for root,
// 1000 for any other name, as id reports it.
func UserID(user string) uint32 {
	uid, _ := shell.UserIdentity(user)
	return uid
}

// HostOwner shows a host folder's files as the sandbox user's (as id names
// them), not with the host's numeric ids.
func HostOwner(user string) hostfs.Option {
	return hostfs.Owner(UserID(user), UserID(user), user, user)
}

// DefaultFileSystem returns the in-memory filesystem a Sandbox gets when
// none is given: /tmp (world-writable, sticky) and the user's home, bounded
// by the limits' MaxFileBytes, MaxFilesystemBytes and MaxFiles.
func DefaultFileSystem(user string, limits Limits) (*memfs.FS, error) {
	limits = limits.WithDefaults()
	fsys := memfs.New(memfs.WithLimits(limits.MaxFileBytes, limits.MaxFilesystemBytes), memfs.WithMaxFiles(limits.MaxFiles),
		memfs.WithOwner(UserID(user), UserID(user), user, user))
	ctx := context.Background()
	for _, d := range []string{"/tmp", HomeDir(user)} {
		if err := vfs.MkdirAll(ctx, fsys, d, 0o755); err != nil {
			return nil, fmt.Errorf("creating %s: %w", d, err)
		}
	}
	if err := fsys.Chmod(ctx, "/tmp", 0o777|fs.ModeSticky); err != nil {
		return nil, err
	}
	return fsys, nil
}

func ensureDir(fsys vfs.FS, dir string) error {
	ctx := context.Background()
	fi, err := fsys.Stat(ctx, dir)
	if err == nil {
		if !fi.IsDir() {
			return vfs.PathError("chdir", dir, vfs.ErrNotDir)
		}
		return nil
	}
	return vfs.MkdirAll(ctx, fsys, dir, 0o755)
}

func validName(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9' {
			continue
		}
		return false
	}
	return true
}
