package commands

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"math"
	"strconv"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "uniq",
		Summary: "report or omit repeated lines",
		Usage:   uniqUsage,
		Run:     runUniq,
	})
}

const uniqUsage = `Usage: uniq [OPTION]... [INPUT [OUTPUT]]
Filter adjacent matching lines from INPUT (or standard input),
writing to OUTPUT (or standard output).

With no options, matching lines are merged to the first occurrence.

Mandatory arguments to long options are mandatory for short options too.
  -c, --count           prefix lines by the number of occurrences
  -d, --repeated        only print duplicate lines, one for each group
  -D                    print all duplicate lines
      --all-repeated[=METHOD]  like -D, but allow separating groups
                                 with an empty line;
                                 METHOD={none(default),prepend,separate}
  -f, --skip-fields=N   avoid comparing the first N fields
      --group[=METHOD]  show all items, separating groups with an empty line;
                          METHOD={separate(default),prepend,append,both}
  -i, --ignore-case     ignore differences in case when comparing
  -s, --skip-chars=N    avoid comparing the first N characters
  -u, --unique          only print unique lines
  -z, --zero-terminated     line delimiter is NUL, not newline
  -w, --check-chars=N   compare no more than N characters in lines
      --help        display this help and exit

A field is a run of blanks (usually spaces and/or tabs), then non-blank
characters.  Fields are skipped before chars.
`

func runUniq(ctx context.Context, inv *shell.Invocation) int {
	fs := newFlagSet("uniq")
	count := fs.Bool('c', "count")
	repeated := fs.Bool('d', "repeated")
	allRep := ""
	fs.Func('D', "", false, func(string) error { allRep = "none"; return nil })
	var firstErr error
	fail := func(err error) {
		if firstErr == nil {
			firstErr = err
		}
	}
	enum := func(opt, def string, vals []string, set func(string)) func(string) error {
		return func(v string) error {
			if v == "" {
				set(def)
				return nil
			}
			var match []string
			for _, x := range vals {
				if x == v {
					match = []string{x}
					break
				}
				if len(x) > len(v) && x[:len(v)] == v {
					match = append(match, x)
				}
			}
			if len(match) == 1 {
				set(match[0])
				return nil
			}
			msg := "invalid argument " + quoteArg(v) + " for " + quoteArg("--"+opt) + "\nValid arguments are:"
			if len(match) > 1 {
				msg = "ambiguous argument " + quoteArg(v) + " for " + quoteArg("--"+opt) + "\nValid arguments are:"
			}
			for _, x := range vals {
				msg += "\n  - " + quoteArg(x)
			}
			fail(&argError{msg})
			return nil
		}
	}
	fs.add(&flagDef{long: "all-repeated", hasValue: true, optional: true,
		set: enum("all-repeated", "none", []string{"none", "prepend", "separate"}, func(v string) { allRep = v })})
	group := ""
	fs.add(&flagDef{long: "group", hasValue: true, optional: true,
		set: enum("group", "separate", []string{"prepend", "append", "separate", "both"}, func(v string) { group = v })})
	numArg := func(p *int64, what string) func(string) error {
		return func(v string) error {
			n, err := strconv.ParseUint(v, 10, 64)
			if err != nil {
				var ne *strconv.NumError
				if ok := asNumErr(err, &ne); ok && ne.Err == strconv.ErrRange {
					*p = math.MaxInt64
					return nil
				}
				fail(&sortError{v + ": invalid number of " + what + " to skip"})
				return nil
			}
			*p = int64(min(n, math.MaxInt64))
			return nil
		}
	}
	var skipFields, skipChars int64
	checkChars := int64(-1)
	fs.Func('f', "skip-fields", true, numArg(&skipFields, "fields"))
	fs.Func('s', "skip-chars", true, numArg(&skipChars, "bytes"))
	fs.Func('w', "check-chars", true, func(v string) error {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			var ne *strconv.NumError
			if asNumErr(err, &ne) && ne.Err == strconv.ErrRange {
				checkChars = math.MaxInt64
				return nil
			}
			fail(&sortError{v + ": invalid number of bytes to compare"})
			return nil
		}
		checkChars = int64(min(n, math.MaxInt64))
		return nil
	})
	icase := fs.Bool('i', "ignore-case")
	unique := fs.Bool('u', "unique")
	zero := fs.Bool('z', "zero-terminated")
	ops, status, done := parseFlags(inv, fs, uniqUsage, 1)
	if done {
		return status
	}
	if firstErr != nil {
		errorf(inv, "%s", firstErr.Error())
		if _, ok := firstErr.(*argError); ok {
			fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
		}
		return 1
	}
	if len(ops) > 2 {
		errorf(inv, "extra operand %s", quoteArg(ops[2]))
		fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
		return 1
	}
	if group != "" && (*count || *repeated || *unique || allRep != "") {
		errorf(inv, "--group is mutually exclusive with -c/-d/-D/-u")
		fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
		return 1
	}
	if allRep != "" && *count {
		errorf(inv, "printing all duplicated lines and repeat counts is meaningless")
		fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
		return 1
	}
	in := "-"
	if len(ops) > 0 {
		in = ops[0]
	}
	r, closeIn, err := openText(ctx, inv, in)
	if err != nil {
		fileError(inv, quoteName(in), err)
		return 1
	}
	defer closeIn()
	var w io.Writer = inv.Stdout
	if len(ops) == 2 && ops[1] != "-" {
		f, err := inv.FS.OpenFile(ctx, inv.Path(ops[1]), vfs.O_WRONLY|vfs.O_CREATE|vfs.O_TRUNC, createPerm(inv.Umask))
		if err != nil {
			fileError(inv, quoteName(ops[1]), err)
			return 1
		}
		defer f.Close()
		w = f
	}
	delim := byte('\n')
	if *zero {
		delim = 0
	}
	// The default prints both unrepeated and (one of the) repeated lines.
	printUnique, printRepeated := true, true
	if *repeated || allRep != "" {
		printUnique = false
	}
	if *unique {
		printRepeated = false
	}
	if *repeated && *unique {
		printRepeated = false
	}

	key := func(line []byte) []byte {
		line = trimDelim(line, delim)
		for f := int64(0); f < skipFields && len(line) > 0; f++ {
			i := 0
			// GNU's field_sep: blanks and newline (which -z lines may hold).
			for i < len(line) && (isBlank(line[i]) || line[i] == '\n') {
				i++
			}
			for i < len(line) && !(isBlank(line[i]) || line[i] == '\n') {
				i++
			}
			line = line[i:]
		}
		line = line[min(int64(len(line)), skipChars):]
		if checkChars >= 0 && int64(len(line)) > checkChars {
			line = line[:checkChars]
		}
		return line
	}
	equal := func(a, b []byte) bool {
		if *icase {
			return asciiEqualFold(a, b)
		}
		return bytes.Equal(a, b)
	}
	out := bufio.NewWriter(w)
	defer out.Flush()
	writeLine := func(line []byte) {
		out.Write(trimDelim(line, delim))
		out.WriteByte(delim)
	}
	lr := newLineReader(r, delim)
	var prev []byte
	var n int64
	var num []byte // -c's count
	groups := 0
	havePrev := false
	// flush ends the group of prev (n lines), for the modes that print one
	// line per group.
	flush := func() {
		if !havePrev || allRep != "" || group != "" {
			return
		}
		if (n == 1 && printUnique) || (n > 1 && printRepeated) {
			if *count {
				// Not fmt: it allocates for each group, garbage the
				// size of the output (issue 20).
				num = strconv.AppendInt(num[:0], n, 10)
				for range 7 - len(num) {
					out.WriteByte(' ')
				}
				out.Write(num)
				out.WriteByte(' ')
			}
			writeLine(prev)
		}
	}
	for {
		line, err := lr.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			if ctx.Err() != nil {
				return 1
			}
			out.Flush()
			errorf(inv, "error reading %s", quoteFile(in))
			return 1
		}
		same := havePrev && equal(key(prev), key(line))
		switch {
		case group != "":
			if !same && havePrev && (group == "separate" || group == "both") {
				out.WriteByte(delim)
			}
			if !same && (!havePrev && (group == "prepend" || group == "both") || havePrev && group == "prepend") {
				out.WriteByte(delim)
			}
			if !same && havePrev && group == "append" {
				out.WriteByte(delim)
			}
			writeLine(line)
		case allRep != "":
			// Print every line of a group of two or more. As in GNU
			// uniq, the group's last line is its "first repeated" one,
			// which -u drops.
			if same {
				if n == 1 {
					if groups > 0 && allRep == "separate" || allRep == "prepend" {
						out.WriteByte(delim)
					}
					groups++
				}
				writeLine(prev)
			} else if n > 1 && printRepeated {
				writeLine(prev)
			}
		default:
			if !same {
				flush()
			}
		}
		if same {
			n++
		} else {
			n = 1
		}
		// One line per group: later lines compare with the group's first
		// (GNU keeps it); -D and --group compare neighbours.
		if !same || allRep != "" || group != "" {
			prev = append(prev[:0], line...)
		}
		havePrev = true
		if _, err := out.Write(nil); err != nil {
			// The output limit was hit.
			return 1
		}
	}
	flush()
	if allRep != "" && n > 1 && printRepeated {
		writeLine(prev)
	}
	if group != "" && havePrev && (group == "append" || group == "both") {
		out.WriteByte(delim)
	}
	if out.Flush() != nil {
		return 1
	}
	return 0
}

func asNumErr(err error, target **strconv.NumError) bool {
	ne, ok := err.(*strconv.NumError)
	if ok {
		*target = ne
	}
	return ok
}

// asciiEqualFold compares ignoring ASCII case only, as GNU's memcasecmp in
// the C locale does.
func asciiEqualFold(a, b []byte) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if x >= 'A' && x <= 'Z' {
			x += 'a' - 'A'
		}
		if y >= 'A' && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}
