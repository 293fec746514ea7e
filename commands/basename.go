package commands

import (
	"context"
	"fmt"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "basename",
		Summary: "strip directory and suffix from filenames",
		Usage:   basenameUsage,
		Run:     runBasename,
	})
}

const basenameUsage = `Usage: basename NAME [SUFFIX]
  or:  basename OPTION... NAME...
Print NAME with any leading directory components removed.
If specified, also remove a trailing SUFFIX.

Mandatory arguments to long options are mandatory for short options too.
  -a, --multiple       support multiple arguments and treat each as a NAME
  -s, --suffix=SUFFIX  remove a trailing SUFFIX; implies -a
  -z, --zero           end each output line with NUL, not newline
      --help        display this help and exit

Examples:
  basename /usr/bin/sort          -> "sort"
  basename include/stdio.h .h     -> "stdio"
  basename -s .h include/stdio.h  -> "stdio"
  basename -a any/str1 any/str2   -> "str1" followed by "str2"
`

func runBasename(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("basename")
	f.stopAtOperand = true // GNU's "+as:z": options come first
	multiple := f.Bool('a', "multiple")
	suffix := f.String('s', "suffix", "")
	zero := f.Bool('z', "zero")
	names, status, done := parseFlags(inv, f, basenameUsage, 1)
	if done {
		return status
	}
	if f.Seen("suffix") {
		*multiple = true
	}
	if len(names) == 0 {
		errorf(inv, "missing operand")
		fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
		return 1
	}
	if !*multiple {
		if len(names) > 2 {
			errorf(inv, "extra operand %s", quoteArg(names[2]))
			fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
			return 1
		}
		if len(names) == 2 {
			*suffix = names[1]
			names = names[:1]
		}
	}
	end := "\n"
	if *zero {
		end = "\x00"
	}
	var b strings.Builder
	for _, n := range names {
		b.WriteString(baseName(n, *suffix))
		b.WriteString(end)
	}
	if _, err := fmt.Fprint(inv.Stdout, b.String()); err != nil {
		return 1
	}
	return 0
}

// baseName is GNU basename's transformation: the last component without
// trailing slashes ("/" for all-slash names), minus suffix unless the
// suffix is all of it.
func baseName(name, suffix string) string {
	s := strings.TrimRight(name, "/")
	if s == "" {
		if name == "" {
			return ""
		}
		return "/"
	}
	if i := strings.LastIndexByte(s, '/'); i >= 0 {
		s = s[i+1:]
	}
	if suffix != "" && s != suffix && strings.HasSuffix(s, suffix) {
		s = s[:len(s)-len(suffix)]
	}
	return s
}
