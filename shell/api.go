// Package shell is Computerwelt's bash evaluator: it runs scripts parsed by
// mvdan.cc/sh/v3/syntax against a virtual filesystem, a set of registered
// commands and explicit limits. Nothing in this package touches the host:
// every effect goes through the Config's FS, commands, clock and writers.
package shell

import (
	"context"
	"io"
	"sort"
	"strconv"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
)

// A Command is a program the shell can run by name: the commands suite and
// the host's own commands are registered as Commands; shell builtins that
// need the evaluator's state (cd, export, read, ...) live in this package.
type Command struct {
	Name    string
	Summary string // one line, for `help`
	Usage   string // full text for `help NAME` and `NAME --help`
	Run     func(ctx context.Context, inv *Invocation) int
	// IgnoresSIGPIPE is for programs that ignore SIGPIPE, as CPython
	// does: a write to a closed pipe fails with EPIPE, the program reports
	// it as it likes, and its own status stands (no 141).
	IgnoresSIGPIPE bool
}

// An Invocation is one run of a Command: its arguments, standard streams,
// environment and working directory, and the filesystem.
//
// Commands must honour ctx (check it in long loops) and stop when a write
// to Stdout or Stderr fails: a failed write means the output limit was hit
// or the reader went away.
type Invocation struct {
	Args   []string // Args[0] is the command's name as invoked
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
	Env    map[string]string // exported variables, a copy the command may keep
	// EnvOrder, when not nil, is the order of Env's names as the invoker
	// passed them (an environ's order: env -i B=2 A=1 env prints B then
	// A); Environ lists those first, the others sorted.
	EnvOrder []string
	Dir      string // absolute working directory
	FS       vfs.FS
	Limits   Limits
	// Username and Hostname are the sandbox's identity (what `whoami` and
	// `hostname` print), fixed by the host, whatever $USER says.
	Username, Hostname string
	// Umask is the shell's file creation mask (for commands that create
	// files: apply perm &^ Umask).
	Umask uint32
	// Exec runs a command line through the shell as a simple command would
	// run it (builtins, functions and commands, 127 when not found).
	// Commands such as xargs, find -exec, timeout, env and time use it; it
	// never reaches the host.
	Exec func(ctx context.Context, req ExecRequest) int
	// Script runs a shell script in a child shell of this one (as `bash -c`
	// would), for awk's system() and pipes.
	Script func(ctx context.Context, script string, stdin io.Reader, stdout, stderr io.Writer) int
	// ScriptEnv is Script with env as the child's whole environment (nil:
	// the invoker's): gawk's children see what the program put in ENVIRON.
	// Nil in an Invocation not made by a shell.
	ScriptEnv func(ctx context.Context, script string, env map[string]string, stdin io.Reader, stdout, stderr io.Writer) int
	// Now returns the sandbox's clock.
	Now func() time.Time
	// Signals is how the invoking process handles signals, which a
	// program it starts inherits: the signals its shell ignores (trap '',
	// those ignored when it started) and those blocked (env
	// --block-signal).
	Signals Signals

	rs *runState // the Run, for Hold
	// alive is kill -0 of the shell that made the Invocation.
	alive func(pid string) bool
	// killedBy is the signal KilledBy gave (0: the command exited).
	killedBy int
}

// KilledBy tells the shell that the command ends as a process the signal
// sig killed (timeout -s KILL, which signals itself too): its status is
// 128+sig and a shell reports it as bash reports a foreground job a signal
// ended ("bash: line 1:  PID Killed   timeout -s KILL 1 cmd").
func (inv *Invocation) KilledBy(sig int) {
	if inv != nil {
		inv.killedBy = sig
	}
}

// Alive reports whether the sandbox has a process of that pid, as kill -0
// PID would find it: the shell, its parent shells and their jobs that have
// not ended (tail --pid). The sandbox has no other processes; an
// Invocation not made by a shell knows none.
func (inv *Invocation) Alive(pid int) bool {
	return inv != nil && inv.alive != nil && inv.alive(strconv.Itoa(pid))
}

// Hold tells the memory guard that the command now holds n more bytes of
// the script's data (negative when it lets go of them): a command that
// buffers its input, as sort does, holds it until it returns. The guard
// uses the counts to find which of the Runs sharing the process's heap
// grew (see Limits.MaxMemoryBytes). Invocations not made by a Run ignore it.
func (inv *Invocation) Hold(n int64) {
	if inv != nil {
		inv.rs.charge(n)
	}
}

// ExecRequest is a command line for Invocation.Exec.
type ExecRequest struct {
	Args           []string // Args[0] is the command name
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	// Env, when not nil, is the complete environment of the command (as
	// `env -i` or `env NAME=V` build it); nil inherits the invoker's.
	Env map[string]string
	// EnvOrder, when not nil, is the order of Env's names (an environ's
	// order, which env keeps: the command's Invocation.EnvOrder).
	EnvOrder []string
	// Dir, when not empty, is the working directory (find -execdir).
	Dir string
	// Outputs, when not nil, are more open descriptors (3 and up) the
	// command writes to: tar's new-volume script answers on TAR_FD.
	Outputs map[int]io.Writer
	// NotRun, when set, reports a command that cannot be run in the
	// invoker's words (timeout: failed to run command ‘x’: No such file or
	// directory) instead of the shell's (bash: x: command not found): err
	// wraps vfs.ErrNotExist for a missing command, vfs.ErrPermission for
	// one that cannot be executed (a directory, no x bit), and its result
	// is the status.
	NotRun func(err error) int
	// Signals, when not nil, is how the command handles signals as it
	// starts (env --ignore-signal, --default-signal, --block-signal):
	// a child shell keeps the ignored ones ignored for good and never
	// receives the blocked ones; any command survives a signal it
	// ignores or blocks. nil inherits the invoker's (Invocation.Signals).
	// The command replaces the invoker as exec does: kill of the
	// invoker's pid reaches it.
	Signals *Signals
	// KilledBy, when not nil, is set to the signal that killed the
	// command (a child shell, or a command that called
	// Invocation.KilledBy); it stays 0 when the command exited.
	KilledBy *int
}

// ExecInPlace runs req as Exec does, for a program that execs its command
// (env, nice, nohup): when a signal kills the command, the program ends
// killed by it too, and its shell reports it so.
func (inv *Invocation) ExecInPlace(ctx context.Context, req ExecRequest) int {
	var sig int
	req.KilledBy = &sig
	st := inv.Exec(ctx, req)
	if sig != 0 {
		inv.KilledBy(sig)
	}
	return st
}

// Signals is a process's handling of signals 1 to 64 as a program
// inherits it: bit n-1 of each set stands for signal n. KILL (9) and
// STOP (19) can be neither ignored nor blocked.
type Signals struct {
	Ignored uint64 // handled as SIG_IGN
	Blocked uint64 // in the signal mask: never delivered while blocked
}

// unstoppable are KILL and STOP as bits of a Signals set.
const unstoppable = 1<<(9-1) | 1<<(19-1)

// UserIdentity is the uid (also the gid) and home directory of the
// sandbox user named name, as id, $HOME and /etc/passwd report them: 0
// and /root for root, 1000 and /home/NAME for any other name.
func UserIdentity(name string) (uid uint32, home string) {
	if name == "root" {
		return 0, "/root"
	}
	return 1000, "/home/" + name
}

// Getenv returns an exported variable's value.
func (inv *Invocation) Getenv(key string) string { return inv.Env[key] }

// Path resolves p against the invocation's working directory.
func (inv *Invocation) Path(p string) string { return vfs.Abs(inv.Dir, p) }

// Environ returns the environment as KEY=VALUE strings: those named in
// EnvOrder in its order, then the others sorted.
func (inv *Invocation) Environ() []string {
	out := make([]string, 0, len(inv.Env))
	var seen map[string]bool
	if len(inv.EnvOrder) > 0 {
		seen = make(map[string]bool, len(inv.EnvOrder))
		for _, k := range inv.EnvOrder {
			if v, ok := inv.Env[k]; ok && !seen[k] {
				seen[k] = true
				out = append(out, k+"="+v)
			}
		}
	}
	first := len(out)
	for k, v := range inv.Env {
		if !seen[k] {
			out = append(out, k+"="+v)
		}
	}
	sort.Strings(out[first:])
	return out
}

// Limits bound what one Exec may spend. A zero field means "use the
// default"; see DefaultLimits. Each limit, when hit, ends the whole script
// (not just the command) with a one-line message naming it on stderr, such
// as "computerwelt: limit exceeded: MaxLoopIterations (100000)", and exit
// status 124 (ExitTimeout) for Timeout or 125 (ExitLimit) for every other
// limit. The message is written even when stderr itself hit
// MaxOutputBytes.
type Limits struct {
	Timeout              time.Duration // whole Exec; exit 124
	MaxCommands          int           // simple commands run per Exec
	MaxOutputBytes       int           // per stream (stdout, stderr); output cut, Truncated set
	MaxLoopIterations    int           // per loop
	MaxCallDepth         int           // functions, source, eval, nested bash
	MaxSubstitutionDepth int           // nested $( ), <( )
	MaxStringBytes       int           // any one expanded string or variable
	MaxBraceExpansion    int           // words from one brace expansion
	MaxGlobMatches       int           // paths from one glob
	MaxArrayElements     int           // elements of one array
	MaxFileBytes         int64         // one file in a writable in-memory FS
	MaxFilesystemBytes   int64         // all files in a writable in-memory FS
	MaxFiles             int           // files, directories and links in the default in-memory FS
	// MaxMemoryBytes bounds how much live data the process's Go heap (and
	// the linear memories of python3 runs, which live outside it) may
	// gain while the script runs, files in memory excepted (sampled every
	// few milliseconds, judged after a collection). The heap is shared by
	// every sandbox in the process: when it passes one Run's limit, the
	// Run that holds the most of what the shells and commands count is
	// stopped (SECURITY.md, "Memory"). Negative turns the guard off.
	MaxMemoryBytes int64
}

// DefaultLimits are the limits used for zero fields of Limits.
var DefaultLimits = Limits{
	Timeout:              30 * time.Second,
	MaxCommands:          100_000,
	MaxOutputBytes:       1 << 20,
	MaxLoopIterations:    100_000,
	MaxCallDepth:         1000,
	MaxSubstitutionDepth: 50,
	MaxStringBytes:       16 << 20,
	MaxBraceExpansion:    100_000,
	MaxGlobMatches:       100_000,
	MaxArrayElements:     1_000_000,
	MaxFileBytes:         64 << 20,
	MaxFilesystemBytes:   256 << 20,
	MaxFiles:             100_000,
	MaxMemoryBytes:       384 << 20,
}

// Nesting deeper than these would run into Go's stack limit, which ends
// the process instead of the script; larger limits are lowered to them.
const (
	maxCallDepthCap         = 10_000
	maxSubstitutionDepthCap = 1_000
)

// WithDefaults returns l with every zero field set from DefaultLimits, and
// MaxCallDepth and MaxSubstitutionDepth lowered to what Go's stack allows
// (10,000 and 1,000).
func (l Limits) WithDefaults() Limits {
	d := DefaultLimits
	l.MaxCallDepth = min(l.MaxCallDepth, maxCallDepthCap)
	l.MaxSubstitutionDepth = min(l.MaxSubstitutionDepth, maxSubstitutionDepthCap)
	if l.Timeout == 0 {
		l.Timeout = d.Timeout
	}
	if l.MaxCommands == 0 {
		l.MaxCommands = d.MaxCommands
	}
	if l.MaxOutputBytes == 0 {
		l.MaxOutputBytes = d.MaxOutputBytes
	}
	if l.MaxLoopIterations == 0 {
		l.MaxLoopIterations = d.MaxLoopIterations
	}
	if l.MaxCallDepth == 0 {
		l.MaxCallDepth = d.MaxCallDepth
	}
	if l.MaxSubstitutionDepth == 0 {
		l.MaxSubstitutionDepth = d.MaxSubstitutionDepth
	}
	if l.MaxStringBytes == 0 {
		l.MaxStringBytes = d.MaxStringBytes
	}
	if l.MaxBraceExpansion == 0 {
		l.MaxBraceExpansion = d.MaxBraceExpansion
	}
	if l.MaxGlobMatches == 0 {
		l.MaxGlobMatches = d.MaxGlobMatches
	}
	if l.MaxArrayElements == 0 {
		l.MaxArrayElements = d.MaxArrayElements
	}
	if l.MaxFileBytes == 0 {
		l.MaxFileBytes = d.MaxFileBytes
	}
	if l.MaxFilesystemBytes == 0 {
		l.MaxFilesystemBytes = d.MaxFilesystemBytes
	}
	if l.MaxFiles == 0 {
		l.MaxFiles = d.MaxFiles
	}
	if l.MaxMemoryBytes == 0 {
		l.MaxMemoryBytes = d.MaxMemoryBytes
	}
	return l
}

// Config is everything a Shell needs from its host.
type Config struct {
	FS       vfs.FS
	Dir      string            // initial working directory (created if missing? no: must exist)
	Env      map[string]string // initial exported environment
	Username string            // $USER, `whoami`, `id`
	Hostname string            // $HOSTNAME, `hostname`
	Limits   Limits
	// Commands are the commands available by name, besides the shell's own
	// builtins. Withheld names are simply not in the map, and Withheld lists
	// names that must be absent even if a builtin of that name exists.
	Commands map[string]*Command
	Withheld map[string]bool
	// Extra marks the commands the host added to the suite, which help
	// lists apart; Unavailable names the host's commands this session may
	// not use, with their summaries: help lists them as such, while
	// running one is "command not found" like any withheld name.
	Extra       map[string]bool
	Unavailable map[string]string
	// Now is the clock; nil means time.Now.
	Now func() time.Time
}
