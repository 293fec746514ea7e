package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/session"
	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/store/sqlite"
	"github.com/computerwelt/computerwelt/vfs/docfs"
	"github.com/computerwelt/computerwelt/vfs/hostfs"
	"github.com/computerwelt/computerwelt/vfs/overlay"
)

// cliWorkspace is the name of the workspace `run --session` makes its
// sessions from: the default root and the mounts of the command line.
const cliWorkspace = "cli"

const sessionUsage = `usage: computerwelt session COMMAND [options] [ARGS]   (options anywhere before --)

commands:
  list                 the sessions, most recently used first
  show ID              one session: turns, changed files, size, directory
  diff ID [PATH...]    what the session changed, as a git-style diff
  fork FROM TO         a new session starting from FROM's state
  reset ID             drop what the session changed and its shell state
  delete ID            remove the session
  prune [-older-than D] remove the sessions unused for D (default 720h)

Every command takes -store FILE|URL: a SQLite file (default
$CW_DATA_DIR/sessions.db, else computerwelt/sessions.db in the user's
config directory) or a postgres:// URL (?schema=NAME as for serve);
a SQLite file that does not exist is an error (run --session makes it).
show and diff take the --mount and --docs options the session was run
with, to show the changes of those mounts.
`

// defaultStorePath is where the CLI keeps sessions: $CW_DATA_DIR, else
// the user's configuration directory.
func defaultStorePath() (string, error) {
	dir, err := dataDir() // demo.go
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "sessions.db"), nil
}

// openStore opens the SQLite store at path ("" = the default).
func openStore(ctx context.Context, path string) (store.Store, error) {
	if path == "" {
		p, err := defaultStorePath()
		if err != nil {
			return nil, err
		}
		path = p
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, err
	}
	return sqlite.Open(ctx, path)
}

// openExistingStore opens the store the session commands look into. A
// SQLite file that is not there is an error, not made: an empty store
// would show no sessions and hide that the wrong store was named.
func openExistingStore(ctx context.Context, s string) (store.Store, error) {
	if !strings.HasPrefix(s, "postgres://") && !strings.HasPrefix(s, "postgresql://") {
		if s == "" {
			p, err := defaultStorePath()
			if err != nil {
				return nil, err
			}
			s = p
		}
		if _, err := os.Stat(s); errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("no store at %s (no session has been run with it). Name it with -store FILE|URL; run --session ID makes one", s)
		}
	}
	st, _, err := openServeStore(ctx, s)
	return st, err
}

// workspace is the session workspace the flags describe: the default root,
// host folders read-only (or, with :rw, as an overlay whose changes the
// session keeps: the host folder is not written), documents read-only.
func (f *sandboxFlags) workspace() (session.Workspace, error) {
	ws := session.Workspace{
		Name:     cliWorkspace,
		Username: f.user,
		Hostname: f.hostname,
		Dir:      f.cwd,
		Limits:   computerwelt.Limits{Timeout: f.timeout},
		Env:      map[string]string{},
	}
	if ws.Dir != "" && !strings.HasPrefix(ws.Dir, "/") {
		return ws, fmt.Errorf("--cwd %s: not an absolute path", f.cwd)
	}
	for _, spec := range f.mounts {
		hostDir, target, rw, err := parseMount(spec)
		if err != nil {
			return ws, err
		}
		h, err := hostfs.New(hostDir, computerwelt.HostOwner(f.user), hostfs.MountedAt(target))
		if err != nil {
			return ws, fmt.Errorf("--mount %s: %w", spec, err)
		}
		m := session.Mount{Path: target, FS: h, Mode: session.ReadOnly, Description: "host folder, read-only"}
		if rw {
			m.Mode, m.Description = session.Overlay, "host folder, changes kept in the session"
		}
		ws.Mounts = append(ws.Mounts, m)
	}
	for _, spec := range f.extra.docs {
		hostDir, target, err := parseDocs(spec)
		if err != nil {
			return ws, err
		}
		h, err := hostfs.New(hostDir, computerwelt.HostOwner(f.user), hostfs.MountedAt(target))
		if err != nil {
			return ws, fmt.Errorf("--docs %s: %w", spec, err)
		}
		ws.Mounts = append(ws.Mounts, session.Mount{Path: target, FS: docfs.New(h), Mode: session.ReadOnly})
	}
	for _, kv := range f.env {
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			return ws, fmt.Errorf("--env %s: want NAME=VALUE", kv)
		}
		ws.Env[k] = v
	}
	if !f.noPython {
		var pc computerwelt.PythonConfig
		if dir, err := os.UserCacheDir(); err == nil {
			pc.CompilationCacheDir = filepath.Join(dir, "computerwelt", "wazero")
		}
		ws.Python = &pc
	}
	ws.Without = f.without
	return ws, nil
}

// runInSession is `computerwelt run --session ID`: the script runs as the
// next turn of the session, which persists in the store.
func runInSession(ctx context.Context, sf *sandboxFlags, storePath, id, src string, asJSON bool, execOpts []computerwelt.ExecOption, stdout, stderr io.Writer) int {
	ws, err := sf.workspace()
	if err != nil {
		fmt.Fprintf(stderr, "computerwelt: %v\n", err)
		return 2
	}
	st, _, err := openServeStore(ctx, storePath)
	if err != nil {
		fmt.Fprintf(stderr, "computerwelt: %v\n", err)
		return 2
	}
	defer st.Close()
	m, err := session.NewManager(st, session.WithWorkspace(ws))
	if err != nil {
		fmt.Fprintf(stderr, "computerwelt: %v\n", err)
		return 2
	}
	defer m.Close()
	opts := []session.ExecOption{session.WithSandboxOptions(execOpts...)}
	if !asJSON {
		opts = append(opts, session.Streaming(stdout, stderr))
	}
	res, err := m.Exec(ctx, id, src, opts...)
	if err != nil {
		fmt.Fprintf(stderr, "computerwelt: %v\n", err)
		return 2
	}
	if asJSON {
		writeJSONResult(stdout, res)
	}
	return res.ExitCode
}

// sessionCommand implements `computerwelt session ...`.
func sessionCommand(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprint(stderr, sessionUsage)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	sub := args[0]
	fs := flag.NewFlagSet("computerwelt session "+sub, flag.ContinueOnError)
	fs.Usage = func() { fmt.Fprint(stderr, sessionUsage) }
	storePath := fs.String("store", "", "the session store: a SQLite `file` (default $CW_DATA_DIR/sessions.db) or a postgres:// URL")
	var sf sandboxFlags
	var asJSON *bool
	var olderThan *time.Duration
	nargs := 0
	switch sub {
	case "list":
		asJSON = fs.Bool("json", false, "print the sessions as JSON")
	case "show":
		asJSON = fs.Bool("json", false, "print the session as JSON")
		sf.register(fs)
		nargs = 1
	case "diff":
		sf.register(fs)
		nargs = -1
	case "fork":
		nargs = 2
	case "reset", "delete":
		nargs = 1
	case "prune":
		olderThan = fs.Duration("older-than", 30*24*time.Hour, "remove sessions unused for this `duration`")
	default:
		fmt.Fprintf(stderr, "computerwelt session: unknown command %q\n%s", sub, sessionUsage)
		return 2
	}
	if ok, status := parseArgs(fs, args[1:], stderr); !ok {
		return status
	}
	rest := fs.Args()
	if nargs >= 0 && len(rest) != nargs || nargs < 0 && len(rest) < 1 {
		fmt.Fprintf(stderr, "computerwelt session %s: wrong number of arguments\n%s", sub, sessionUsage)
		return 2
	}
	fail := func(err error) int {
		fmt.Fprintf(stderr, "computerwelt session %s: %v\n", sub, err)
		if errors.Is(err, session.ErrNotFound) {
			return 1
		}
		return 2
	}
	st, err := openExistingStore(ctx, *storePath)
	if err != nil {
		return fail(err)
	}
	defer st.Close()
	if sf.user == "" {
		sf.user, sf.hostname = "user", "sandbox"
	}
	ws, err := sf.workspace()
	if err != nil {
		return fail(err)
	}
	ws.Python = nil // nothing runs
	m, err := session.NewManager(st, session.WithWorkspace(ws))
	if err != nil {
		return fail(err)
	}
	defer m.Close()

	switch sub {
	case "list":
		list, err := m.List(ctx, store.ListOptions{})
		if err != nil {
			return fail(err)
		}
		if *asJSON {
			return printJSON(stdout, list)
		}
		tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "ID\tWORKSPACE\tOWNER\tTURNS\tCHANGED\tBYTES\tLAST USED\tDIR")
		for _, in := range list {
			fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%d\t%d\t%s\t%s\n", in.ID, in.Workspace, dash(in.Owner), in.Turns, in.Changed, in.Bytes, in.LastUsed.Local().Format(time.DateTime), in.Dir)
		}
		tw.Flush()
	case "show":
		in, err := m.Info(ctx, rest[0])
		if err != nil {
			return fail(err)
		}
		var changes []session.MountChange
		if in.Workspace == cliWorkspace {
			if changes, err = m.Changes(ctx, rest[0], session.WithRenames()); err != nil {
				return fail(err)
			}
		}
		if *asJSON {
			return printJSON(stdout, struct {
				session.Info
				Changes []session.MountChange `json:"changes"`
			}{in, changes})
		}
		fmt.Fprintf(stdout, "session    %s\nworkspace  %s\nowner      %s\ncreated    %s\nlast used  %s\nturns      %d\nchanged    %d paths, %d bytes\ndirectory  %s\n",
			in.ID, in.Workspace, dash(in.Owner), in.Created.Local().Format(time.DateTime), in.LastUsed.Local().Format(time.DateTime),
			in.Turns, in.Changed, in.Bytes, in.Dir)
		for _, c := range changes {
			if c.Kind == overlay.Renamed {
				fmt.Fprintf(stdout, "  %-12s %s -> %s (%d%%)\n", c.Kind, c.FullFrom(), c.FullPath(), c.Similarity)
				continue
			}
			fmt.Fprintf(stdout, "  %-12s %s\n", c.Kind, c.FullPath())
		}
	case "diff":
		if err := m.Diff(ctx, rest[0], stdout, rest[1:]...); err != nil {
			return fail(err)
		}
	case "fork":
		if err := m.Fork(ctx, rest[0], rest[1]); err != nil {
			return fail(err)
		}
	case "reset":
		if err := m.Reset(ctx, rest[0]); err != nil {
			return fail(err)
		}
	case "delete":
		if err := m.Delete(ctx, rest[0]); err != nil {
			return fail(err)
		}
	case "prune":
		n, err := m.Prune(ctx, *olderThan)
		if err != nil {
			return fail(err)
		}
		fmt.Fprintf(stdout, "removed %d sessions\n", n)
	}
	return 0
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func printJSON(w io.Writer, v any) int {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return 2
	}
	return 0
}
