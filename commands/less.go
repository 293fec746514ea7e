package commands

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "less",
		Summary: "page through text (copies it: output is never a terminal)",
		Usage:   lessUsage,
		Run:     runLess,
	})
}

const lessUsage = `Usage: less [OPTION]... [FILE]...
View FILEs page by page.

In the sandbox standard output is never a terminal, so less does what
GNU less does then: it copies each FILE (or standard input, or "-") to
standard output, like cat. Options are accepted and ignored.

      --help        display this help and exit
`

// lessLetters are less's one-letter options (less 590, each tried); it
// names any other as none of its own and goes on.
const lessLetters = "abcdefghijkmnopqrstuwxyzABCDEFGIJKLMNOPQRSTUVWX0123456789?~#\""

// lessValueLetters are less's one-letter options that take a value.
const lessValueLetters = "bDhjkoOpPtTxyz\"#"

// runLess copies its files like cat, as less does when its output is not
// a terminal: a missing file or a directory is reported on standard
// output (without the program's name, as less words it) and skipped, and
// the status stays 0.
func runLess(ctx context.Context, inv *shell.Invocation) int {
	var files []string
	opts := true
	args := inv.Args[1:]
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case opts && a == "--":
			opts = false
		case opts && a == "--help":
			io.WriteString(inv.Stdout, lessUsage)
			return 0
		case opts && len(a) > 2 && strings.HasPrefix(a, "--") && strings.HasPrefix("version", a[2:]):
			// No other long option of less starts with v.
			return writeVersion(inv, "less")
		case opts && len(a) > 1 && a[0] == '-' && a[1] != '-':
			// less has dozens of options; none matters without a
			// terminal but -V, which answers where it is met. A letter
			// that takes a value takes the rest, or the next argument.
			for j := 1; j < len(a); j++ {
				if a[j] == 'V' {
					return writeVersion(inv, "less")
				}
				if strings.IndexByte(lessLetters, a[j]) < 0 {
					fmt.Fprintf(inv.Stderr, "There is no -%c option (\"less --help\" for help)\n", a[j])
					continue
				}
				if strings.IndexByte(lessValueLetters, a[j]) >= 0 {
					if j == len(a)-1 {
						i++
					}
					break
				}
			}
		case opts && len(a) > 1 && (a[0] == '-' || a[0] == '+'):
		default:
			// less reads options up to the first file.
			opts = false
			files = append(files, a)
		}
	}
	if len(files) == 0 {
		files = []string{"-"}
	}
	for _, name := range files {
		if ctx.Err() != nil {
			return 1
		}
		if name != "-" {
			fi, err := inv.FS.Stat(ctx, inv.Path(name))
			if err != nil {
				fmt.Fprintf(inv.Stdout, "%s: %s\n", name, vfs.Strerror(err))
				continue
			}
			if fi.IsDir() {
				fmt.Fprintf(inv.Stdout, "%s is a directory\n", name)
				continue
			}
		}
		r, closeFn, err := openText(ctx, inv, name)
		if err != nil {
			fmt.Fprintf(inv.Stdout, "%s: %s\n", name, vfs.Strerror(err))
			continue
		}
		_, _, werr := catCopy(inv.Stdout, r)
		closeFn()
		if werr != nil {
			return 1
		}
	}
	return 0
}
