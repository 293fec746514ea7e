package commands

import (
	"bufio"
	"context"
	"io"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "envsubst",
		Summary: "substitute environment variables in shell format strings",
		Usage:   envsubstUsage,
		Run:     runEnvsubst,
	})
}

const envsubstUsage = `Usage: envsubst [OPTION] [SHELL-FORMAT]

Substitutes the values of environment variables.

Operation mode:
  -v, --variables             output the variables occurring in SHELL-FORMAT

Informative output:
  -h, --help                  display this help and exit

In normal operation mode, standard input is copied to standard output,
with references to environment variables of the form $VARIABLE or ${VARIABLE}
being replaced with the corresponding values.  If a SHELL-FORMAT is given,
only those environment variables that are referenced in SHELL-FORMAT are
substituted; otherwise all environment variables references occurring in
standard input are substituted.

When --variables is used, standard input is ignored, and the output consists
of the environment variables that are referenced in SHELL-FORMAT, one per line.
`

func runEnvsubst(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("envsubst")
	vars := f.Bool('v', "variables")
	help := f.Bool('h', "help")
	// gettext answers --version after the whole command line is read
	// (a bad option after it is an error), and before --help.
	version := f.Bool('V', "version")
	ops, status, done := parseFlags(inv, f, envsubstUsage, 1)
	if done {
		return status
	}
	if *version {
		return writeVersion(inv, "envsubst")
	}
	if *help {
		io.WriteString(inv.Stdout, envsubstUsage)
		return 0
	}
	if *vars && len(ops) == 0 {
		errorf(inv, "missing arguments")
		return 1
	}
	if len(ops) > 1 {
		errorf(inv, "too many arguments")
		return 1
	}
	out := bufio.NewWriter(inv.Stdout)
	defer out.Flush()
	if *vars {
		envsubstScan(ops[0], func(name string, _ int, _ int) {
			out.WriteString(name + "\n")
		})
		if out.Flush() != nil {
			return 1
		}
		return 0
	}
	var only map[string]bool
	if len(ops) == 1 {
		only = map[string]bool{}
		envsubstScan(ops[0], func(name string, _, _ int) { only[name] = true })
	}
	in := bufio.NewReader(stdinReader(ctx, inv))
	for {
		line, err := in.ReadString('\n')
		if line != "" {
			last := 0
			envsubstScan(line, func(name string, start, end int) {
				if only != nil && !only[name] {
					return
				}
				out.WriteString(line[last:start])
				out.WriteString(inv.Env[name])
				last = end
			})
			if _, werr := out.WriteString(line[last:]); werr != nil {
				return 1
			}
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			if ctx.Err() == nil {
				errorf(inv, "error while reading %s", quoteArg("standard input"))
			}
			return 1
		}
	}
	if out.Flush() != nil {
		return 1
	}
	return 0
}

// envsubstScan calls fn for each $NAME or ${NAME} reference in s, with
// the byte range it covers. A name starts with a letter or '_'.
func envsubstScan(s string, fn func(name string, start, end int)) {
	isStart := func(c byte) bool { return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
	for i := 0; i < len(s); i++ {
		if s[i] != '$' {
			continue
		}
		j := i + 1
		braced := j < len(s) && s[j] == '{'
		if braced {
			j++
		}
		if j >= len(s) || !isStart(s[j]) {
			continue
		}
		k := j + 1
		for k < len(s) && (isStart(s[k]) || isDigitByte(s[k])) {
			k++
		}
		end := k
		if braced {
			if k >= len(s) || s[k] != '}' {
				continue
			}
			end = k + 1
		}
		fn(s[j:k], i, end)
		i = end - 1
	}
}
