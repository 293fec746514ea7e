package commands

import (
	"bufio"
	"context"
	"math"

	"github.com/computerwelt/computerwelt/internal/limits"
	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "unexpand",
		Summary: "convert spaces to tabs",
		Usage:   unexpandUsage,
		Run:     runUnexpand,
	})
}

const unexpandUsage = `Usage: unexpand [OPTION]... [FILE]...
Convert blanks in each FILE to tabs, writing to standard output.

With no FILE, or when FILE is -, read standard input.

Mandatory arguments to long options are mandatory for short options too.
  -a, --all        convert all blanks, instead of just initial blanks
      --first-only  convert only leading sequences of blanks (overrides -a)
  -t, --tabs=N     have tabs N characters apart instead of 8 (enables -a)
  -t, --tabs=LIST  use comma separated list of tab positions.
                     The last specified position can be prefixed with '/'
                     to specify a tab size to use after the last
                     explicitly specified tab stop.  Also a prefix of '+'
                     can be used to align remaining tab stops relative to
                     the last specified tab stop instead of the first column
      --help        display this help and exit
`

func runUnexpand(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("unexpand")
	all := f.Bool('a', "all")
	firstOnly := f.Bool(0, "first-only")
	var tabs tabStops
	var msg string
	f.Func('t', "tabs", true, func(v string) error {
		*all = true
		if msg == "" {
			msg = tabs.parse(v)
		}
		return nil
	})
	saved := inv.Args
	rest, obsolete := tabArgs(saved[1:])
	inv.Args = append([]string{saved[0]}, rest...)
	ops, status, done := parseFlags(inv, f, unexpandUsage, 1)
	inv.Args = saved
	if done {
		return status
	}
	// The obsolete -N form sets the stops but, unlike -t, not -a.
	for _, o := range obsolete {
		if msg == "" {
			msg = tabs.parse(o)
		}
	}
	if *firstOnly {
		*all = false
	}
	if msg == "" {
		msg = tabs.finalize()
	}
	// GNU holds up to the widest tab stop of blanks, allocated at the
	// start: past what malloc grants it says "memory exhausted". The
	// pending blanks here are bounded the same way, by the budget.
	if msg == "" && !budget(inv).Fits(int64(min(tabs.maxWidth, math.MaxInt64))) {
		msg = limits.ErrTooLarge.Error()
	}
	if msg != "" {
		errorf(inv, "%s", msg)
		return 1
	}
	in := newExpandInputs(ctx, inv, ops)
	out, release := bufferedStdout(inv, 64<<10)
	defer release()
	if err := unexpand(in, out, &tabs, *all); err != nil {
		return 1
	}
	if err := out.Flush(); err != nil || ctx.Err() != nil || in.failed {
		return 1
	}
	return 0
}

// unexpand is GNU unexpand's loop: blanks are held as pending until it is
// known whether they reach a tab stop (then they become a tab) or not
// (then they are written as they were).
func unexpand(in *expandInputs, out *bufio.Writer, tabs *tabStops, all bool) error {
	pendingBlank := make([]byte, 0, 64)
	for {
		convert := true
		var column, nextTab uint64
		index := 0
		oneBlankBeforeStop := false
		prevBlank := true
		pendingBlank = pendingBlank[:0]
		for {
			c := in.readByte()
			if convert {
				blank := c == ' ' || c == '\t'
				skip := false
				if blank {
					var last bool
					nextTab, last = tabs.next(column, &index)
					if last {
						convert = false
					}
					if convert {
						if c == '\t' {
							column = nextTab
							if len(pendingBlank) > 0 {
								pendingBlank[0] = '\t'
							}
						} else {
							column++
							if !(prevBlank && column == nextTab) {
								// Not yet known whether the pending blanks
								// become a tab.
								if column == nextTab {
									oneBlankBeforeStop = true
								}
								pendingBlank = append(pendingBlank, byte(c))
								prevBlank = true
								skip = true
							} else {
								// Replace the pending blanks by a tab.
								c = '\t'
								if len(pendingBlank) > 0 {
									pendingBlank[0] = '\t'
								}
							}
						}
						if !skip {
							// Discard pending blanks, unless it was a single
							// blank just before the previous tab stop.
							if oneBlankBeforeStop {
								pendingBlank = pendingBlank[:1]
							} else {
								pendingBlank = pendingBlank[:0]
							}
						}
					}
				} else if c == '\b' {
					if column > 0 {
						column--
					}
					nextTab = column
					if index > 0 {
						index--
					}
				} else {
					column++
				}
				if skip {
					continue
				}
				if len(pendingBlank) > 0 {
					if len(pendingBlank) > 1 && oneBlankBeforeStop {
						pendingBlank[0] = '\t'
					}
					if _, err := out.Write(pendingBlank); err != nil {
						return err
					}
					pendingBlank = pendingBlank[:0]
					oneBlankBeforeStop = false
				}
				prevBlank = blank
				convert = convert && (all || blank)
			}
			if c < 0 {
				return nil
			}
			if err := out.WriteByte(byte(c)); err != nil {
				return err
			}
			if c == '\n' {
				break
			}
		}
	}
}
