package commands

import (
	"context"
	"fmt"
	"io"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "more",
		Summary: "display the contents of a file (copies it: output is never a terminal)",
		Usage:   moreUsage,
		Run:     runMore,
	})
}

const moreUsage = `
Usage:
 more [options] <file>...

A file perusal filter for CRT viewing.

Options:
 -d, --silent          display help instead of ringing bell
 -f, --logical         count logical rather than screen lines
 -l, --no-pause        suppress pause after form feed
 -c, --print-over      do not scroll, display text and clean line ends
 -p, --clean-print     do not scroll, clean screen and display text
 -e, --exit-on-eof     exit on end-of-file
 -s, --squeeze         squeeze multiple blank lines into one
 -u, --plain           suppress underlining and bold
 -n, --lines <number>  the number of lines per screenful
 -<number>             same as --lines
 +<number>             display file beginning from line number
 +/<pattern>           display file beginning from pattern match

 -h, --help            display this help

In the sandbox standard output is never a terminal, so more does what it
does then: it copies each file, under a "::::" header, like cat.
`

func runMore(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("more")
	for _, c := range "dflcpesu" {
		f.Bool(c, "")
	}
	for _, l := range []string{"silent", "logical", "no-pause", "print-over", "clean-print", "exit-on-eof", "squeeze", "plain"} {
		f.Bool(0, l)
	}
	f.String('n', "lines", "")
	help := f.Bool('h', "help")
	// -NUM and +NUM / +/PATTERN are taken out before the flags are parsed.
	args := []string{inv.Args[0]}
	for i, a := range inv.Args[1:] {
		if a == "--" {
			args = append(args, inv.Args[1+i:]...)
			break
		}
		if len(a) > 1 && (a[0] == '+' || a[0] == '-' && isAdjustment(a[1:]) && a[1] != '-' && a[1] != '+') {
			continue
		}
		args = append(args, a)
	}
	sub := *inv
	sub.Args = args
	files, status, done := parseFlags(&sub, f, moreUsage, 1)
	if done {
		return status
	}
	if *help {
		io.WriteString(inv.Stdout, moreUsage)
		return 0
	}
	// Named files get a header each; standard input (no operands) none.
	headers := len(files) > 0
	if len(files) == 0 {
		files = []string{"-"}
	}
	for _, name := range files {
		if ctx.Err() != nil {
			return 1
		}
		if headers {
			fi, err := inv.FS.Stat(ctx, inv.Path(name))
			if err != nil {
				errorf(inv, "cannot open %s: %s", name, vfs.Strerror(err))
				continue
			}
			if fi.IsDir() {
				if _, err := fmt.Fprintf(inv.Stdout, "\n*** %s: directory ***\n\n", name); err != nil {
					return 1
				}
				continue
			}
		}
		if name == "-" && headers {
			// more reads standard input only without operands.
			errorf(inv, "cannot open %s: %s", name, vfs.Strerror(vfs.ErrNotExist))
			continue
		}
		r, closeFn, err := openText(ctx, inv, name)
		if err != nil {
			errorf(inv, "cannot open %s: %s", name, vfs.Strerror(err))
			continue
		}
		if headers {
			if _, err := fmt.Fprintf(inv.Stdout, "::::::::::::::\n%s\n::::::::::::::\n", name); err != nil {
				closeFn()
				return 1
			}
		}
		_, _, werr := catCopy(inv.Stdout, r)
		closeFn()
		if werr != nil {
			return 1
		}
	}
	return 0
}
