package awk

import (
	"bufio"
	"fmt"
	"math"
	"sort"
	"strings"
	"sync"
)

// gawkVarDefaults are the values gawk's own variables start with (in
// every dialect: with -c they are plain variables, but set).
var gawkVarDefaults = sync.OnceValue(func() map[string]value {
	return map[string]value{
		"ARGIND": num(0), "BINMODE": num(0), "FIELDWIDTHS": str(""),
		"FPAT": str("[^[:space:]]+"), "IGNORECASE": num(0), "LINT": num(0),
		"PREC": num(53), "ROUNDMODE": str("N"), "TEXTDOMAIN": str("messages"),
	}
})

// dumpSpecials are the variables gawk lists with --dump-variables whether
// or not the program uses them; PROCINFO only in gawk's own dialect.
var dumpSpecials = []string{"ARGC", "ARGIND", "ARGV", "BINMODE", "CONVFMT", "ENVIRON",
	"ERRNO", "FIELDWIDTHS", "FILENAME", "FNR", "FPAT", "FS", "FUNCTAB", "IGNORECASE",
	"LINT", "NF", "NR", "OFMT", "OFS", "ORS", "PREC", "PROCINFO", "RLENGTH",
	"ROUNDMODE", "RS", "RSTART", "RT", "SUBSEP", "SYMTAB", "TEXTDOMAIN"}

// gawkFuncCounts are how many built-in functions gawk's FUNCTAB holds in
// its own dialect and with -c or -P.
const gawkFuncs, posixFuncs = 42, 22

// dumpVars writes gawk's --dump-variables listing: every global, sorted
// by name, as "name: value" (a number with %.17g, a string quoted with
// C escapes, "array, N elements", "uninitialized scalar" or "untyped
// variable").
func (in *interp) dumpVars() error {
	wc, err := in.cfg.DumpVars()
	if err != nil {
		return err
	}
	w := bufio.NewWriter(wc)
	names := map[string]bool{}
	for name := range in.prog.globals {
		names[name] = true
	}
	for name := range in.unusedVars {
		names[name] = true
	}
	for _, name := range dumpSpecials {
		if name != "PROCINFO" || in.prog.mode == ModeGawk {
			names[name] = true
		}
	}
	list := make([]string, 0, len(names))
	for name := range names {
		list = append(list, name)
	}
	sort.Strings(list)
	for _, name := range list {
		if in.ctx.Err() != nil {
			break
		}
		fmt.Fprintf(w, "%s: ", name)
		switch name {
		case "FUNCTAB":
			n := gawkFuncs
			if in.prog.mode != ModeGawk {
				n = posixFuncs
			}
			fmt.Fprintf(w, "array, %d elements\n", n+len(in.prog.funcs))
			continue
		case "SYMTAB":
			// gawk's symbol table holds neither FUNCTAB nor itself.
			fmt.Fprintf(w, "array, %d elements\n", len(list)-2)
			continue
		}
		idx, ok := in.prog.globals[name]
		if v, unused := in.unusedVars[name]; unused && !ok {
			in.dumpValue(w, v, true)
			continue
		}
		if !ok {
			if name == "PROCINFO" {
				w.WriteString("array, 0 elements\n")
			} else {
				in.dumpValue(w, gawkVarDefaults()[name], true)
			}
			continue
		}
		c := in.globals[idx]
		switch {
		case c.arr != nil:
			fmt.Fprintf(w, "array, %d elements\n", c.arr.size())
		case name == "ARGIND" && in.prog.mode == ModeGawk && c.v.kind == kNum && c.v.n == 0:
			in.dumpValue(w, num(float64(in.argind)), true)
		case c.v.kind == kUninit && !c.seen:
			w.WriteString("untyped variable\n")
		default:
			in.dumpValue(w, c.v, c.cmdline)
		}
	}
	if err := w.Flush(); err != nil {
		wc.Close()
		return err
	}
	return wc.Close()
}

// dumpValue writes one scalar as gawk's valinfo does. A string from -v
// or an operand that looks like a number is one (gawk converted it).
func (in *interp) dumpValue(w *bufio.Writer, v value, cmdline bool) {
	switch {
	case v.kind == kUninit:
		w.WriteString("uninitialized scalar\n")
	case v.kind == kNum || cmdline && v.kind == kStrNum && in.isNumeric(v):
		n := in.num(v)
		switch {
		case math.IsInf(n, 1):
			w.WriteString("inf\n") // C's printf, not awk's +inf
		case math.IsInf(n, -1):
			w.WriteString("-inf\n")
		case math.IsNaN(n) && math.Signbit(n):
			w.WriteString("-nan\n")
		case math.IsNaN(n):
			w.WriteString("nan\n")
		default:
			w.WriteString(formatNum('g', "", "", "17", true, n) + "\n")
		}
	default:
		w.WriteString(cQuote(v.s) + "\n")
	}
}

// cQuote quotes s as gawk's pp_string does: C escapes for the common
// control characters, \" and \\, and three octal digits for any other
// byte that is not printable ASCII.
func cQuote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		if j := strings.IndexByte("\a\b\f\n\r\t\v\\\"", c); j >= 0 {
			b.WriteByte('\\')
			b.WriteByte("abfnrtv\\\""[j])
		} else if c >= 0x20 && c < 0x7f {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "\\%03o", c)
		}
	}
	b.WriteByte('"')
	return b.String()
}
