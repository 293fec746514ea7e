package commands

import (
	"context"
	"fmt"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "uname",
		Summary: "print system information",
		Usage:   unameUsage,
		Run:     runUname,
	})
}

const unameUsage = `Usage: uname [OPTION]...
Print certain system information.  With no OPTION, same as -s.

  -a, --all                print all information, in the following order,
                             except omit -p and -i if unknown:
  -s, --kernel-name        print the kernel name
  -n, --nodename           print the network node hostname
  -r, --kernel-release     print the kernel release
  -v, --kernel-version     print the kernel version
  -m, --machine            print the machine hardware name
  -p, --processor          print the processor type (non-portable)
  -i, --hardware-platform  print the hardware platform (non-portable)
  -o, --operating-system   print the operating system
      --help        display this help and exit

The values describe the sandbox, never the host it runs on.
`

// The sandbox's fixed system identity.
const (
	unameKernel   = "Linux"
	unameRelease  = "6.1.0-computerwelt"
	unameVersion  = "#1 SMP PREEMPT_DYNAMIC Computerwelt"
	unameMachine  = "x86_64"
	unameUnknown  = "unknown"
	unameOSString = "GNU/Linux"
)

func runUname(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("uname")
	all := f.Bool('a', "all")
	s := f.Bool('s', "kernel-name")
	n := f.Bool('n', "nodename")
	r := f.Bool('r', "kernel-release")
	v := f.Bool('v', "kernel-version")
	m := f.Bool('m', "machine")
	p := f.Bool('p', "processor")
	i := f.Bool('i', "hardware-platform")
	o := f.Bool('o', "operating-system")
	ops, status, done := parseFlags(inv, f, unameUsage, 1)
	if done {
		return status
	}
	if len(ops) > 0 {
		operandError(inv, "extra operand %s", quoteArg(ops[0]))
		return 1
	}
	if *all {
		*s, *n, *r, *v, *m, *o = true, true, true, true, true, true
	}
	if !(*s || *n || *r || *v || *m || *p || *i || *o) {
		*s = true
	}
	var parts []string
	add := func(on bool, val string) {
		if on {
			parts = append(parts, val)
		}
	}
	add(*s, unameKernel)
	add(*n, sandboxHost(inv))
	add(*r, unameRelease)
	add(*v, unameVersion)
	add(*m, unameMachine)
	// -a omits -p and -i when unknown, as GNU does.
	add(*p, unameUnknown)
	add(*i, unameUnknown)
	add(*o, unameOSString)
	if _, err := fmt.Fprintln(inv.Stdout, strings.Join(parts, " ")); err != nil {
		return 1
	}
	return 0
}
