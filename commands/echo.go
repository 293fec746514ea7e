package commands

import (
	"context"
	"io"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "echo",
		Summary: "display a line of text",
		Usage:   echoUsage,
		Run:     runEcho,
	})
}

const echoUsage = `Usage: echo [SHORT-OPTION]... [STRING]...
  or:  echo LONG-OPTION
Echo the STRING(s) to standard output.

  -n             do not output the trailing newline
  -e             enable interpretation of backslash escapes
  -E             disable interpretation of backslash escapes (default)
      --help        display this help and exit

If -e is in effect, the following sequences are recognized:

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
  \0NNN   byte with octal value NNN (1 to 3 digits)
  \xHH    byte with hexadecimal value HH (1 to 2 digits)

NOTE: your shell may have its own version of echo, which usually supersedes
the version described here.  Please refer to your shell's documentation
for details about the options it supports.

NOTE: printf(1) is a preferred alternative,
which does not have issues outputting option-like strings.
`

// runEcho is coreutils' /bin/echo: leading arguments made only of the
// letters n, e and E are options (so "-nx" and "--" are text), and a lone
// --help prints the usage.
func runEcho(ctx context.Context, inv *shell.Invocation) int {
	args := inv.Args[1:]
	if len(args) == 1 && args[0] == "--help" {
		io.WriteString(inv.Stdout, echoUsage)
		return 0
	}
	newline, escapes := true, false
	for len(args) > 0 {
		a := args[0]
		if len(a) < 2 || a[0] != '-' || strings.Trim(a[1:], "neE") != "" {
			break
		}
		for _, c := range a[1:] {
			switch c {
			case 'n':
				newline = false
			case 'e':
				escapes = true
			case 'E':
				escapes = false
			}
		}
		args = args[1:]
	}
	var b strings.Builder
	for i, a := range args {
		if i > 0 {
			b.WriteByte(' ')
		}
		if escapes {
			s, stop := echoEscapes(a)
			b.WriteString(s)
			if stop {
				newline = false
				break
			}
		} else {
			b.WriteString(a)
		}
	}
	if newline {
		b.WriteByte('\n')
	}
	if _, err := io.WriteString(inv.Stdout, b.String()); err != nil {
		return 1
	}
	return 0
}

// echoEscapes expands coreutils echo -e escapes; stop reports \c.
func echoEscapes(s string) (string, bool) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 == len(s) {
			b.WriteByte(c)
			continue
		}
		i++
		c = s[i]
		switch c {
		case 'c':
			return b.String(), true
		case '\\':
			b.WriteByte('\\')
		case 'x':
			if i+1 >= len(s) || hexVal(s[i+1]) < 0 {
				b.WriteString(`\x`)
				continue
			}
			v := hexVal(s[i+1])
			i++
			if i+1 < len(s) && hexVal(s[i+1]) >= 0 {
				v = v*16 + hexVal(s[i+1])
				i++
			}
			b.WriteByte(byte(v))
		case '0', '1', '2', '3', '4', '5', '6', '7':
			// \0NNN and \NNN: up to three octal digits after a leading 0.
			v, n := 0, 0
			if c != '0' {
				v, n = int(c-'0'), 1
			}
			for n < 3 && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '7' {
				v = v*8 + int(s[i+1]-'0')
				i++
				n++
			}
			b.WriteByte(byte(v))
		default:
			if e, ok := letterEscape(c); ok {
				b.WriteByte(e)
				continue
			}
			b.WriteByte('\\')
			b.WriteByte(c)
		}
	}
	return b.String(), false
}

// letterEscape is the byte a one-letter escape of echo -e and stat
// --printf stands for: \a \b \e \f \n \r \t \v.
func letterEscape(c byte) (byte, bool) {
	switch c {
	case 'a':
		return '\a', true
	case 'b':
		return '\b', true
	case 'e':
		return 0x1b, true
	case 'f':
		return '\f', true
	case 'n':
		return '\n', true
	case 'r':
		return '\r', true
	case 't':
		return '\t', true
	case 'v':
		return '\v', true
	}
	return 0, false
}

func hexVal(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}
