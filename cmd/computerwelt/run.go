package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/computerwelt/computerwelt"
)

// runCommand implements `computerwelt run`: one script, its output passed
// through, its exit status returned. With the script on standard input it
// behaves like `bash -s`.
func runCommand(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("computerwelt run", flag.ContinueOnError)
	var sf sandboxFlags
	sf.register(fs)
	script := fs.String("c", "", "run `SCRIPT` (then further arguments are $0, $1, ...)")
	asJSON := fs.Bool("json", false, "print the tool result as JSON {stdout, stderr, exitCode, truncated}")
	sessionID := fs.String("session", "", "run as the next turn of session `ID` (files, working directory and variables carry over between runs; see 'computerwelt session')")
	storePath := fs.String("store", "", "with --session: the session store, a SQLite `file` (default $CW_DATA_DIR/sessions.db) or a postgres:// URL")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: computerwelt run [options] [-c SCRIPT [NAME [ARG...]] | FILE [ARG...]]\n\nWithout -c or FILE the script is read from standard input. As with bash,\noptions come before FILE (or -c's NAME): what follows is the script's.\n\noptions:")
		fs.PrintDefaults()
	}
	// As bash: what follows the script (or -c's NAME) is its arguments.
	if ok, status := parseLeading(fs, args, stderr); !ok {
		return status
	}
	rest := fs.Args()
	var src string
	// As in bash, the script's commands read the caller's stdin.
	execOpts := []computerwelt.ExecOption{computerwelt.WithStdin(stdin)}
	switch {
	case isFlagSet(fs, "c"):
		src = *script
		if len(rest) > 0 {
			execOpts = append(execOpts, computerwelt.WithArgs(rest[0], rest[1:]...))
		}
	case len(rest) > 0:
		b, err := os.ReadFile(rest[0])
		if err != nil {
			fmt.Fprintf(stderr, "computerwelt: %v\n", err)
			return 127
		}
		src = string(b)
		execOpts = append(execOpts, computerwelt.WithScriptFile(rest[0], rest[1:]...))
	default:
		// Like bash -s: the script's commands share its stdin.
		execOpts = append(execOpts, computerwelt.ScriptFromStdin())
	}
	if *sessionID != "" {
		return runInSession(ctx, &sf, *storePath, *sessionID, src, *asJSON, execOpts, stdout, stderr)
	}
	sb, err := sf.newSandbox(ctx)
	if err != nil {
		fmt.Fprintf(stderr, "computerwelt: %v\n", err)
		return 2
	}
	defer sb.Close()
	if *asJSON {
		res, err := sb.Exec(ctx, src, execOpts...)
		if err != nil {
			fmt.Fprintf(stderr, "computerwelt: %v\n", err)
			return 2
		}
		writeJSONResult(stdout, res)
		return res.ExitCode
	}
	res, err := sb.ExecStream(ctx, src, stdout, stderr, execOpts...)
	if err != nil {
		fmt.Fprintf(stderr, "computerwelt: %v\n", err)
		return 2
	}
	return res.ExitCode
}

func isFlagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) {
		if f.Name == name {
			set = true
		}
	})
	return set
}

// writeJSONResult prints what run --json prints: the script's output and
// exit status as one JSON object.
func writeJSONResult(w io.Writer, res computerwelt.Result) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(map[string]any{
		"stdout":    res.Stdout,
		"stderr":    res.Stderr,
		"exitCode":  res.ExitCode,
		"truncated": res.Truncated,
	})
}
