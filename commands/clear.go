package commands

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "clear",
		Summary: "clear the terminal screen",
		Usage:   clearUsage,
		Run:     runClear,
	})
}

const clearUsage = `Usage: clear [options]

Options:
  -T TERM     use this instead of $TERM
  -V          print curses-version
  -x          do not try to clear scrollback
`

// clearSequence returns what ncurses' clear prints for a terminal type:
// the terminfo "clear" capability, plus E3 (clear scrollback) where the
// entry has one. ok is false for an unknown type.
func clearSequence(term string) (seq string, e3 bool, ok bool) {
	switch {
	case term == "dumb":
		return "", false, true
	case strings.HasPrefix(term, "xterm"), term == "rxvt-unicode", strings.HasPrefix(term, "alacritty"), term == "kitty":
		return "\x1b[H\x1b[2J", true, true
	case term == "linux", strings.HasPrefix(term, "tmux"):
		return "\x1b[H\x1b[J", true, true
	case strings.HasPrefix(term, "screen"), strings.HasPrefix(term, "vt1"), strings.HasPrefix(term, "vt2"), term == "ansi":
		return "\x1b[H\x1b[J", false, true
	}
	return "", false, false
}

func runClear(ctx context.Context, inv *shell.Invocation) int {
	var term string
	haveT, noE3, version := false, false, false
	args := inv.Args[1:]
	// ncurses parses with plain getopt("T:Vx"): no long options.
	i := 0
opts:
	for ; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			i++
			break
		}
		if len(a) < 2 || a[0] != '-' {
			break
		}
		for j := 1; j < len(a); j++ {
			switch a[j] {
			case 'x':
				noE3 = true
			case 'V':
				version = true
			case 'T':
				haveT = true
				if j+1 < len(a) {
					term = a[j+1:]
				} else if i+1 < len(args) {
					i++
					term = args[i]
				} else {
					fmt.Fprintf(inv.Stderr, "%s: option requires an argument -- 'T'\n", inv.Args[0])
					io.WriteString(inv.Stderr, clearUsage)
					return 1
				}
				continue opts
			default:
				fmt.Fprintf(inv.Stderr, "%s: invalid option -- '%c'\n", inv.Args[0], a[j])
				io.WriteString(inv.Stderr, clearUsage)
				return 1
			}
		}
	}
	args = args[i:]
	if version {
		fmt.Fprintln(inv.Stdout, "ncurses 6.4.20221231")
		return 0
	}
	if len(args) > 0 {
		io.WriteString(inv.Stderr, clearUsage)
		return 1
	}
	if !haveT {
		var ok bool
		term, ok = inv.Env["TERM"]
		if !ok || term == "" {
			fmt.Fprintln(inv.Stderr, "TERM environment variable not set.")
			return 1
		}
	}
	seq, e3, ok := clearSequence(term)
	if !ok {
		fmt.Fprintf(inv.Stderr, "'%s': unknown terminal type.\n", term)
		return 1
	}
	if e3 && !noE3 {
		seq += "\x1b[3J"
	}
	if _, err := io.WriteString(inv.Stdout, seq); err != nil {
		return 1
	}
	return 0
}
