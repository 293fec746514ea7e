// Command computerwelt runs scripts in a Computerwelt sandbox.
//
//	computerwelt run -c 'echo hi | tr a-z A-Z'
//	computerwelt run script.sh arg1 arg2
//	echo 'ls /' | computerwelt run
//	computerwelt run --mount ./data:/data --cwd /data -c 'grep -r TODO .'
//	computerwelt shell
package main

import (
	"context"
	"fmt"
	"io"
	"os"

	// A guarded `run`'s parent does its work in this package's init,
	// before most packages are initialised.
	_ "github.com/computerwelt/computerwelt/cmd/computerwelt/internal/runguard"
	"github.com/computerwelt/computerwelt/version"
)

const usage = `usage: computerwelt COMMAND [options]

commands:
  run     run a script (from -c, a file, or standard input) in a sandbox
  shell   an interactive prompt on a sandbox
  session list, show, diff, fork, reset or prune the sessions of run --session
  review  list, show, approve or reject the proposals sessions submitted
  serve   serve the bash tool over MCP (HTTP or stdio) and a JSON API
  token   hash a token for the configuration file, or make a new one
  demo    where the worked example's copy is, or reset it
  help    this text (--version: the version)

Run 'computerwelt COMMAND -h' for the options of a command.
`

func main() {
	args := os.Args[1:]
	if len(args) > 0 && args[0] == "run" {
		deferFirstGC(nil)
	}
	// A guarded `run` (a crash prints one line, not a goroutine dump) was
	// handed to a child in runguard's init; this may be that child.
	if stderr, ok := guardedChild(); ok {
		os.Exit(realMain(context.Background(), args, os.Stdin, os.Stdout, stderr))
	}
	os.Exit(realMain(context.Background(), args, os.Stdin, os.Stdout, os.Stderr))
}

func realMain(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	switch args[0] {
	case "run":
		return runCommand(ctx, args[1:], stdin, stdout, stderr)
	case "shell":
		return shellCommand(ctx, args[1:], stdin, stdout, stderr)
	case "session":
		return sessionCommand(ctx, args[1:], stdout, stderr)
	case "review":
		return reviewCommand(ctx, args[1:], stdout, stderr)
	case "serve":
		return serveCommand(ctx, args[1:], stdin, stdout, stderr)
	case "token":
		return tokenCommand(ctx, args[1:], stdin, stdout, stderr)
	case "demo":
		return demoCommand(ctx, args[1:], stdout, stderr)
	case "worker":
		// Hidden: one of serve's worker processes.
		return workerCommand(ctx, args[1:], stdin, stdout, stderr)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	case "--version", "version":
		fmt.Fprintf(stdout, "computerwelt %s\n", version.Version)
		return 0
	default:
		fmt.Fprintf(stderr, "computerwelt: unknown command %q\n%s", args[0], usage)
		return 2
	}
}
