package commands

import (
	"context"
	"io"
	"strings"

	"github.com/computerwelt/computerwelt/internal/printf"
	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "printf",
		Summary: "format and print data",
		Usage:   printfUsage,
		Run:     runPrintf,
	})
}

const printfUsage = `Usage: printf FORMAT [ARGUMENT]...
  or:  printf OPTION
Print ARGUMENT(s) according to FORMAT, or execute according to OPTION:

      --help        display this help and exit

FORMAT controls the output as in C printf.  Interpreted sequences are:

  \"      double quote
  \\      backslash
  \a      alert (BEL)
  \b      backspace
  \c      produce no further output
  \e      escape
  \f      form feed
  \n      new line
  \r      carriage return
  \t      horizontal tab
  \v      vertical tab
  \NNN    byte with octal value NNN (1 to 3 digits)
  \xHH    byte with hexadecimal value HH (1 to 2 digits)
  \uHHHH  Unicode (ISO/IEC 10646) character with hex value HHHH (4 digits)
  \UHHHHHHHH  Unicode character with hex value HHHHHHHH (8 digits)
  %%      a single %
  %b      ARGUMENT as a string with '\' escapes interpreted,
          except that octal escapes are of the form \0 or \0NNN
  %q      ARGUMENT is printed in a format that can be reused as shell input,
          escaping non-printable characters with the proposed POSIX $'' syntax.

and all C format specifications ending with one of diouxXfeEgGcs, with
ARGUMENTs converted to proper type first.  Variable widths are handled.

NOTE: your shell may have its own version of printf, which usually supersedes
the version described here.  Please refer to your shell's documentation
for details about the options it supports.
`

// runPrintf is coreutils' printf program (the shell's builtin uses the
// same engine in bash's dialect).
func runPrintf(ctx context.Context, inv *shell.Invocation) int {
	args := inv.Args[1:]
	if len(args) == 1 && args[0] == "--help" {
		io.WriteString(inv.Stdout, printfUsage)
		return 0
	}
	if len(args) > 0 && args[0] == "--" {
		args = args[1:]
	}
	if len(args) == 0 {
		errorf(inv, "missing operand")
		io.WriteString(inv.Stderr, "Try 'printf --help' for more information.\n")
		return 1
	}
	out, diags, failed := printf.FormatDiags(args[0], args[1:], printf.Options{
		Coreutils: true,
		MaxBytes:  inv.Limits.WithDefaults().MaxOutputBytes + 1,
	})
	status := 0
	if failed {
		status = 1
	}
	// coreutils writes a diagnostic by error(), which flushes the output
	// so far first (the write error of a width past INT_MAX is
	// close_stdout's, after all of it).
	done := 0
	for _, d := range diags {
		if d.At > done {
			if _, err := io.WriteString(inv.Stdout, out[done:d.At]); err != nil {
				return 1
			}
			done = d.At
		}
		if _, err := io.WriteString(inv.Stderr, strings.Replace(d.Msg, "printf", inv.Args[0], 1)+"\n"); err != nil {
			return 1
		}
	}
	if _, err := io.WriteString(inv.Stdout, out[done:]); err != nil {
		return 1
	}
	return status
}
