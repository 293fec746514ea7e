package python

import (
	"context"
	_ "embed"

	"github.com/computerwelt/computerwelt/shell"
)

// sqliteShell is the sqlite3 program: a Python implementation of the
// sqlite3 shell's output modes and dot-commands over CPython's bundled
// SQLite, so databases are real SQLite files in the sandbox's filesystem.
// It is a module in site-packages (sqliteModule), so that the guest loads
// its bytecode instead of compiling it at every start (see siteModules).
//
//go:embed sqlite3shell.py
var sqliteShell string

// sqliteModule is the sqlite3 shell's module name in site-packages.
const sqliteModule = "_computerwelt_sqlite3"

// SQLiteCommand returns the sqlite3 command with the default Config.
func SQLiteCommand() shell.Command { return Config{}.SQLiteCommand() }

// SQLiteCommand returns the sqlite3 command, run by this Config's
// interpreter. Extension loading is not available (the interpreter has no
// dynamic loading), and ATTACH can only name the sandbox's own files.
func (c Config) SQLiteCommand() shell.Command {
	return shell.Command{
		Name:    "sqlite3",
		Summary: "query and change SQLite databases in the sandbox's files (runs on the embedded Python)",
		Usage:   sqliteUsage,
		Run: func(ctx context.Context, inv *shell.Invocation) int {
			// -I: no user site or PYTHON* variables; -S is not used as
			// sitecustomize moves the interpreter to the shell's directory.
			args := append([]string{"python3", "-I", "-c", "import " + sqliteModule + " as m; m.run()"}, inv.Args[1:]...)
			return c.exec(ctx, inv, "sqlite3", args, "sqlite3", "/usr/bin/python3")
		},
	}
}

const sqliteUsage = `Usage: sqlite3 [OPTIONS] FILENAME [SQL...]
FILENAME is the name of an SQLite database in the sandbox (created if it
does not exist; :memory: by default). SQL arguments run in order; without
them, SQL and dot-commands are read from stdin.
Output modes: -list (default) -csv -json -line -column -box -markdown -table
-tabs -quote -html; -header, -noheader, -separator SEP, -nullvalue TEXT,
-cmd COMMAND, -bail, -echo, -readonly, -version.
Dot-commands: .tables .schema .indexes .mode .headers .separator .nullvalue
.import [--csv] [--skip N] FILE TABLE, .dump, .read, .output, .print, .bail,
.echo, .show, .databases, .help, .quit. Extensions cannot be loaded.
sqlite3 runs on the sandbox's embedded Python (CPython 3.13's sqlite3 module,
SQLite 3.46): it is there where python3 is, and starts as fast.
`
