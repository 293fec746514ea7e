package main

import (
	"context"
	"flag"
	"fmt"
	"path"
	"sort"
	"strings"
	"time"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/commands"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/docfs"
	"github.com/computerwelt/computerwelt/vfs/hostfs"
	"github.com/computerwelt/computerwelt/vfs/mount"
	"github.com/computerwelt/computerwelt/vfs/projection"
)

// procPath is where the live description of the sandbox is mounted.
const procPath = "/proc/sandbox"

// mountFlags are the CLI's example mounts beside --mount: folders of
// documents served as text, and the live /proc/sandbox.
type mountFlags struct {
	docs   multiFlag
	noProc bool
	user   string // the sandbox user, owner of the host folders' files
}

func (m *mountFlags) register(fs *flag.FlagSet) {
	fs.Var(&m.docs, "docs", "mount a host folder with its documents (PDF, DOCX, XLSX, PPTX, ODT, HTML) served as text, read-only: `HOSTDIR:/path` (report.pdf reads as report.pdf.txt); repeatable")
	fs.BoolVar(&m.noProc, "no-proc", false, "do not mount the live "+procPath+" (uptime, time, limits, commands, mounts)")
}

// apply mounts the --docs folders and /proc/sandbox over fsys, the root
// filesystem or the mount table that --mount built over root, and returns
// the mount table. withheld are the commands --without removes.
func (m *mountFlags) apply(ctx context.Context, fsys, root vfs.FS, limits computerwelt.Limits, withheld []string) (vfs.FS, error) {
	if len(m.docs) == 0 && m.noProc {
		return fsys, nil
	}
	table, ok := fsys.(*mount.Table)
	if !ok {
		table = mount.New(root)
	}
	for _, spec := range m.docs {
		hostDir, target, err := parseDocs(spec)
		if err != nil {
			return nil, err
		}
		h, err := hostfs.New(hostDir, computerwelt.HostOwner(m.user), hostfs.MountedAt(target))
		if err != nil {
			return nil, fmt.Errorf("--docs %s: %w", spec, err)
		}
		if err := vfs.MkdirAll(ctx, root, target, 0o755); err != nil {
			return nil, fmt.Errorf("--docs %s: %w", spec, err)
		}
		if err := table.Mount(target, docfs.New(h), mount.ReadOnly(), mount.Name(hostDir)); err != nil {
			return nil, fmt.Errorf("--docs %s: %w", spec, err)
		}
	}
	if !m.noProc {
		if err := vfs.MkdirAll(ctx, root, procPath, 0o755); err != nil {
			return nil, fmt.Errorf("%s: %w", procPath, err)
		}
		p := procFS(time.Now, table, limits, func() []string { return commandNames(withheld) })
		if err := table.Mount(procPath, p, mount.ReadOnly(), mount.Name("sandbox")); err != nil {
			return nil, fmt.Errorf("%s: %w", procPath, err)
		}
	}
	return table, nil
}

// parseDocs parses HOSTDIR:/path.
func parseDocs(spec string) (hostDir, target string, err error) {
	i := strings.LastIndex(spec, ":")
	if i <= 0 || !strings.HasPrefix(spec[i+1:], "/") {
		return "", "", fmt.Errorf("--docs %s: want HOSTDIR:/path", spec)
	}
	return spec[:i], path.Clean(spec[i+1:]), nil
}

// commandNames lists the suite's commands less the withheld ones (each
// --without value may be a comma-separated list).
func commandNames(withheld []string) []string {
	gone := map[string]bool{}
	for _, w := range withheld {
		for _, n := range strings.Split(w, ",") {
			gone[n] = true
		}
	}
	var names []string
	for n := range commands.All() {
		if !gone[n] {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	return names
}

// procFS is /proc/sandbox: each file is generated when it is read.
//
//	uptime    seconds since the sandbox started, and when that was
//	time      the time now (UTC, RFC 3339 with nanoseconds)
//	limits    the limits of each script, one "name value" a line
//	commands  the commands there are, one a line
//	mounts    the mount table: mount point, source, description, ro/rw
//
// limits and commands too: most runs read neither, and listing and sorting
// the command names at every start was ~0.7 % of `run -c true`.
func procFS(now func() time.Time, table *mount.Table, limits computerwelt.Limits, names func() []string) *projection.FS {
	start := now()
	text := func(s func() string) projection.File {
		return func(context.Context) ([]byte, error) { return []byte(s()), nil }
	}
	return projection.New(projection.Dir{
		"uptime": projection.File(func(context.Context) ([]byte, error) {
			return fmt.Appendf(nil, "%.2f seconds since %s\n", now().Sub(start).Seconds(), start.UTC().Format(time.RFC3339)), nil
		}),
		"time": projection.File(func(context.Context) ([]byte, error) {
			return []byte(now().UTC().Format(time.RFC3339Nano) + "\n"), nil
		}),
		"limits":   text(func() string { return formatLimits(limits) }),
		"commands": text(func() string { return strings.Join(names(), "\n") + "\n" }),
		"mounts": projection.File(func(context.Context) ([]byte, error) {
			var b strings.Builder
			for _, m := range table.Mounts() {
				mode := "rw"
				if m.ReadOnly {
					mode = "ro"
				}
				name := m.Name
				if name == "" {
					name = "-"
				}
				fmt.Fprintf(&b, "%s\t%s\t%s\t%s\n", m.Path, name, m.Description, mode)
			}
			return []byte(b.String()), nil
		}),
	}, projection.WithClock(now), projection.WithDescription("live sandbox information, read-only"))
}

func formatLimits(l computerwelt.Limits) string {
	var b strings.Builder
	for _, kv := range []struct {
		name string
		v    any
	}{
		{"timeout", l.Timeout},
		{"max_commands", l.MaxCommands},
		{"max_output_bytes", l.MaxOutputBytes},
		{"max_loop_iterations", l.MaxLoopIterations},
		{"max_call_depth", l.MaxCallDepth},
		{"max_substitution_depth", l.MaxSubstitutionDepth},
		{"max_string_bytes", l.MaxStringBytes},
		{"max_brace_expansion", l.MaxBraceExpansion},
		{"max_glob_matches", l.MaxGlobMatches},
		{"max_file_bytes", l.MaxFileBytes},
		{"max_filesystem_bytes", l.MaxFilesystemBytes},
		{"max_files", l.MaxFiles},
		{"max_array_elements", l.MaxArrayElements},
		{"max_memory_bytes", l.MaxMemoryBytes},
	} {
		fmt.Fprintf(&b, "%s %v\n", kv.name, kv.v)
	}
	return b.String()
}
