package commands

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "which",
		Summary: "locate a command",
		Usage:   whichUsage,
		Run:     runWhich,
	})
}

const whichUsage = `Usage: which [-a] args
Print the path of each command that would run for each name, searching
$PATH. The sandbox's own commands are in /usr/bin and /bin.

  -a    print all matching paths in $PATH, not only the first

Exit status: 0 if every name was found, 1 if any was not (or no name was
given), 2 for a bad option.
`

func runWhich(ctx context.Context, inv *shell.Invocation) int {
	// Debian's which is a shell script using getopts: no long options,
	// and its usage message goes to stdout.
	all := false
	args := inv.Args[1:]
	for len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' {
		if args[0] == "--" {
			args = args[1:]
			break
		}
		for _, c := range args[0][1:] {
			if c != 'a' {
				fmt.Fprintf(inv.Stderr, "Illegal option -%c\n", c)
				fmt.Fprintf(inv.Stdout, "Usage: /usr/bin/which [-a] args\n")
				return 2
			}
			all = true
		}
		args = args[1:]
	}
	status := 0
	if len(args) == 0 {
		status = 1
	}
	path := inv.Getenv("PATH")
	if strings.HasSuffix(path, ":") {
		path += ":" // the script's $PATH splitting drops one trailing empty field
	}
	for _, name := range args {
		if ctx.Err() != nil {
			return 1
		}
		found := false
		if strings.Contains(name, "/") {
			if isExecFile(ctx, inv, inv.Path(name)) {
				found = true
				if _, err := fmt.Fprintln(inv.Stdout, name); err != nil {
					return 1
				}
			}
		} else if name != "" {
			registered := whichRegistered(ctx, inv, name)
			for _, elem := range strings.Split(path, ":") {
				if elem == "" {
					elem = "."
				}
				dir := inv.Path(elem)
				p := elem + "/" + name
				if (registered && (dir == "/usr/bin" || dir == "/bin")) || isExecFile(ctx, inv, vfs.Abs(dir, name)) {
					found = true
					if _, err := fmt.Fprintln(inv.Stdout, p); err != nil {
						return 1
					}
					if !all {
						break
					}
				}
			}
		}
		if !found {
			status = 1
		}
	}
	return status
}

// whichRegistered reports whether the sandbox has a command of this name
// (not a builtin, function or file): the shell's own lookup with PATH
// restricted to /usr/bin answers "/usr/bin/NAME" for those.
func whichRegistered(ctx context.Context, inv *shell.Invocation, name string) bool {
	var out bytes.Buffer
	if inv.Script != nil {
		inv.Script(ctx, "PATH=/usr/bin; type -P -- "+shellQuote(name), strings.NewReader(""), &out, io.Discard)
	} else if inv.Exec != nil {
		inv.Exec(ctx, shell.ExecRequest{Args: []string{"type", "-P", "--", name}, Stdin: strings.NewReader(""), Stdout: &out, Stderr: io.Discard})
	}
	return out.String() == "/usr/bin/"+name+"\n" || out.String() == "/bin/"+name+"\n"
}

func isExecFile(ctx context.Context, inv *shell.Invocation, p string) bool {
	fi, err := inv.FS.Stat(ctx, p)
	return err == nil && fi.Mode().IsRegular() && fi.Mode().Perm()&0o111 != 0
}
