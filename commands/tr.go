package commands

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"math"
	"strconv"

	"github.com/computerwelt/computerwelt/internal/limits"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "tr",
		Summary: "translate, squeeze, and/or delete characters",
		Usage:   trUsage,
		Run:     runTr,
	})
}

const trUsage = `Usage: tr [OPTION]... STRING1 [STRING2]
Translate, squeeze, and/or delete characters from standard input,
writing to standard output.  STRING1 and STRING2 specify arrays of
characters ARRAY1 and ARRAY2 that control the action.

  -c, -C, --complement    use the complement of ARRAY1
  -d, --delete            delete characters in ARRAY1, do not translate
  -s, --squeeze-repeats   replace each sequence of a repeated character
                            that is listed in the last specified ARRAY,
                            with a single occurrence of that character
  -t, --truncate-set1     first truncate ARRAY1 to length of ARRAY2
      --help        display this help and exit

ARRAYs are specified as strings of characters.  Most represent themselves.
Interpreted sequences are:

  \NNN            character with octal value NNN (1 to 3 octal digits)
  \\              backslash
  \a              audible BEL
  \b              backspace
  \f              form feed
  \n              new line
  \r              return
  \t              horizontal tab
  \v              vertical tab
  CHAR1-CHAR2     all characters from CHAR1 to CHAR2 in ascending order
  [CHAR*]         in ARRAY2, copies of CHAR until length of ARRAY1
  [CHAR*REPEAT]   REPEAT copies of CHAR, REPEAT octal if starting with 0
  [:alnum:]       all letters and digits
  [:alpha:]       all letters
  [:blank:]       all horizontal whitespace
  [:cntrl:]       all control characters
  [:digit:]       all digits
  [:graph:]       all printable characters, not including space
  [:lower:]       all lower case letters
  [:print:]       all printable characters, including space
  [:punct:]       all punctuation characters
  [:space:]       all horizontal or vertical whitespace
  [:upper:]       all upper case letters
  [:xdigit:]      all hexadecimal digits
  [=CHAR=]        all characters which are equivalent to CHAR

Translation occurs if -d is not given and both STRING1 and STRING2 appear.
-t may be used only when translating.  ARRAY2 is extended to length of
ARRAY1 by repeating its last character as necessary.  Excess characters
of ARRAY2 are ignored.  Character classes expand in unspecified order;
while translating, [:lower:] and [:upper:] may be used in pairs to
specify case conversion.  Squeezing occurs after translation or deletion.
Characters are bytes: multibyte UTF-8 characters are not single units.
`

// trElem is one element of a parsed tr set.
type trElem struct {
	kind   byte // 'c' char, 'r' range, 'k' class, 'x' repeat
	lo, hi byte
	class  string
	count  int // repeat count; -1 fills
}

var trClasses = map[string]func(c byte) bool{
	"alnum":  func(c byte) bool { return isAlnum(c) },
	"alpha":  func(c byte) bool { return isAlpha(c) },
	"blank":  func(c byte) bool { return c == ' ' || c == '\t' },
	"cntrl":  func(c byte) bool { return c < 0x20 || c == 0x7f },
	"digit":  func(c byte) bool { return isDigit(c) },
	"graph":  func(c byte) bool { return c > 0x20 && c < 0x7f },
	"lower":  func(c byte) bool { return c >= 'a' && c <= 'z' },
	"print":  func(c byte) bool { return c >= 0x20 && c < 0x7f },
	"punct":  func(c byte) bool { return c > 0x20 && c < 0x7f && !isAlnum(c) },
	"space":  func(c byte) bool { return isSpaceByte(c) },
	"upper":  func(c byte) bool { return c >= 'A' && c <= 'Z' },
	"xdigit": func(c byte) bool { return isDigit(c) || (c|0x20 >= 'a' && c|0x20 <= 'f') },
}

// trUnescape turns a set string into bytes, marking which bytes came from
// escapes (an escaped '[' or '-' is literal).
func trUnescape(inv *shell.Invocation, s string) ([]byte, []bool) {
	var out []byte
	var esc []bool
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' {
			out, esc = append(out, c), append(esc, false)
			continue
		}
		if i+1 == len(s) {
			errorf(inv, "warning: an unescaped backslash at end of string is not portable")
			out, esc = append(out, '\\'), append(esc, true)
			continue
		}
		i++
		c = s[i]
		switch c {
		case 'a':
			c = 7
		case 'b':
			c = 8
		case 'f':
			c = 12
		case 'n':
			c = '\n'
		case 'r':
			c = '\r'
		case 't':
			c = '\t'
		case 'v':
			c = 11
		case '0', '1', '2', '3', '4', '5', '6', '7':
			j := i
			for j < len(s) && j < i+3 && s[j] >= '0' && s[j] <= '7' {
				j++
			}
			v, _ := strconv.ParseUint(s[i:j], 8, 16)
			if v > 255 {
				// GNU reads "\400" as "\40" then "0".
				errorf(inv, "warning: the ambiguous octal escape \\%s is being\n\tinterpreted as the 2-byte sequence \\0%s, %c", s[i:j], s[i:j-1], s[j-1])
				j--
				v, _ = strconv.ParseUint(s[i:j], 8, 16)
			}
			c = byte(v)
			i = j - 1
		}
		out, esc = append(out, c), append(esc, true)
	}
	return out, esc
}

// trParse parses a set into elements.
func trParse(inv *shell.Invocation, s string) ([]trElem, error) {
	b, esc := trUnescape(inv, s)
	var elems []trElem
	for i := 0; i < len(b); i++ {
		if b[i] == '[' && !esc[i] && i+1 < len(b) {
			// [:class:], [=c=], [c*n]
			if (b[i+1] == ':' || b[i+1] == '=') && !esc[i+1] {
				delim := b[i+1]
				for j := i + 2; j+1 < len(b); j++ {
					if b[j] == delim && b[j+1] == ']' && !esc[j] {
						name := string(b[i+2 : j])
						if delim == ':' {
							if _, ok := trClasses[name]; !ok {
								return nil, fmt.Errorf("invalid character class %s", quoteArg(name))
							}
							elems = append(elems, trElem{kind: 'k', class: name})
						} else {
							if len(name) != 1 {
								return nil, fmt.Errorf("%s: equivalence class operand must be a single character", name)
							}
							elems = append(elems, trElem{kind: 'c', lo: name[0]})
						}
						i = j + 1
						goto next
					}
				}
			}
			if i+2 < len(b) && b[i+2] == '*' && !esc[i+2] {
				for j := i + 3; j < len(b); j++ {
					if b[j] == ']' && !esc[j] {
						num := string(b[i+3 : j])
						count := -1
						if num != "" {
							base := 10
							if num[0] == '0' {
								base = 8
							}
							// GNU takes any count below SIZE_MAX; past
							// 2^31-1 (more than any SET1 can use) it is
							// kept at that.
							n, err := strconv.ParseUint(num, base, 64)
							if err != nil || n == math.MaxUint64 {
								return nil, fmt.Errorf("invalid repeat count %s in [c*n] construct", quoteArg(num))
							}
							count = int(min(n, math.MaxInt32))
							if count == 0 {
								count = -1
							}
						}
						elems = append(elems, trElem{kind: 'x', lo: b[i+1], count: count})
						i = j
						goto next
					}
					if !isDigit(b[j]) {
						break
					}
				}
			}
		}
		if i+2 < len(b) && b[i+1] == '-' && !esc[i+1] {
			if b[i+2] < b[i] {
				return nil, fmt.Errorf("range-endpoints of '%s' are in reverse collating sequence order", trShow(b[i])+"-"+trShow(b[i+2]))
			}
			elems = append(elems, trElem{kind: 'r', lo: b[i], hi: b[i+2]})
			i += 2
			continue
		}
		elems = append(elems, trElem{kind: 'c', lo: b[i]})
	next:
	}
	return elems, nil
}

// trShow prints a range endpoint as GNU does in its message.
func trShow(c byte) string {
	if c >= 0x20 && c < 0x7f {
		return string(c)
	}
	return fmt.Sprintf("\\%03o", c)
}

// trExpand turns elements into the byte array. fill is the length a [c*]
// fills up to (for SET2). Past enough bytes no position is looked up
// (SET2 beyond SET1's length), so a repeat there adds one copy: its byte
// stays in the set, and [c*2000000000] costs no gigabytes. What remains
// must fit the budget (GNU keeps repeats as counts; it never runs out).
func trExpand(elems []trElem, fill, enough int, b limits.Budget) ([]byte, error) {
	fixed := trFixed(elems)
	var out []byte
	filled := false
	for _, e := range elems {
		switch e.kind {
		case 'c':
			out = append(out, e.lo)
		case 'r':
			for c := int(e.lo); c <= int(e.hi); c++ {
				out = append(out, byte(c))
			}
		case 'k':
			for c := 0; c < 256; c++ {
				if trClasses[e.class](byte(c)) {
					out = append(out, byte(c))
				}
			}
		case 'x':
			n := e.count
			if n < 0 {
				n = 0
				if !filled {
					n = max(0, fill-fixed)
					filled = true
				}
			}
			if len(out) >= enough {
				n = min(n, 1)
			} else if rest := enough - len(out); n > rest {
				n = rest + 1
			}
			size, err := b.Alloc(int64(len(out)) + int64(n))
			if err != nil {
				return nil, err
			}
			out = append(out, bytes.Repeat([]byte{e.lo}, size-len(out))...)
		}
	}
	return out, nil
}

// trLen is how many bytes an element stands for; 0 for a [c*] fill.
func trLen(e trElem) int {
	switch e.kind {
	case 'c':
		return 1
	case 'r':
		return int(e.hi-e.lo) + 1
	case 'k':
		n := 0
		for c := 0; c < 256; c++ {
			if trClasses[e.class](byte(c)) {
				n++
			}
		}
		return n
	case 'x':
		return max(e.count, 0)
	}
	return 0
}

// trFixed is how many bytes the elements stand for without fills.
func trFixed(elems []trElem) int {
	n := 0
	for _, e := range elems {
		n += trLen(e)
	}
	return n
}

func runTr(ctx context.Context, inv *shell.Invocation) int {
	fs := newFlagSet("tr")
	fs.stopAtOperand = true // GNU tr parses options POSIX style
	compl := fs.Bool('c', "complement")
	fs.Func('C', "", false, func(string) error { *compl = true; return nil })
	del := fs.Bool('d', "delete")
	squeeze := fs.Bool('s', "squeeze-repeats")
	trunc := fs.Bool('t', "truncate-set1")
	ops, status, done := parseFlags(inv, fs, trUsage, 1)
	if done {
		return status
	}
	usage := func(msg string) int {
		errorf(inv, "%s", msg)
		fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
		return 1
	}
	translating := !*del && len(ops) == 2
	need := 1
	if !*del && !*squeeze || *del && *squeeze {
		need = 2
	}
	switch {
	case len(ops) == 0:
		return usage("missing operand")
	case len(ops) < need:
		if *del {
			return usage("missing operand after " + quoteArg(ops[0]) + "\nTwo strings must be given when both deleting and squeezing repeats.")
		}
		return usage("missing operand after " + quoteArg(ops[0]) + "\nTwo strings must be given when translating.")
	case len(ops) > 2 || (len(ops) == 2 && *del && !*squeeze):
		maxOps := 2
		if *del && !*squeeze {
			maxOps = 1
		}
		msg := "extra operand " + quoteArg(ops[maxOps])
		if maxOps == 1 {
			msg += "\nOnly one string may be given when deleting without squeezing repeats."
		}
		return usage(msg)
	}
	// Both sets are parsed before either is checked, as in GNU tr.
	e1, err := trParse(inv, ops[0])
	if err != nil {
		errorf(inv, "%s", err)
		return 1
	}
	var e2 []trElem
	if len(ops) == 2 {
		if e2, err = trParse(inv, ops[1]); err != nil {
			errorf(inv, "%s", err)
			return 1
		}
	}
	hasClass := false
	for _, e := range e1 {
		hasClass = hasClass || e.kind == 'k'
		if e.kind == 'x' && e.count < 0 {
			errorf(inv, "the [c*] repeat construct may not appear in string1")
			return 1
		}
	}
	set1, err := trExpand(e1, 0, math.MaxInt, budget(inv))
	if err != nil {
		errorf(inv, "%s", limits.ErrTooLarge)
		return 1
	}
	if *compl {
		var in [256]bool
		for _, c := range set1 {
			in[c] = true
		}
		set1 = set1[:0]
		for c := 0; c < 256; c++ {
			if !in[c] {
				set1 = append(set1, byte(c))
			}
		}
	}
	var set2 []byte
	if len(ops) == 2 {
		if translating {
			for _, e := range e2 {
				if e.kind == 'k' && e.class != "upper" && e.class != "lower" {
					errorf(inv, "when translating, the only character classes that may appear in\nstring2 are 'upper' and 'lower'")
					return 1
				}
			}
		}
		if !translating {
			for _, e := range e2 {
				if e.kind == 'x' && e.count < 0 {
					errorf(inv, "the [c*] construct may appear in string2 only when translating")
					return 1
				}
			}
		}
		if set2, err = trExpand(e2, len(set1), len(set1), budget(inv)); err != nil {
			errorf(inv, "%s", limits.ErrTooLarge)
			return 1
		}
		if translating {
			// GNU asks for a non-empty string2 only when string1 is
			// longer: tr '' '' copies its input.
			if len(set2) == 0 && len(set1) > 0 && !*trunc {
				errorf(inv, "when not truncating set1, string2 must be non-empty")
				return 1
			}
			if !*compl && !trAligned(e1, e2, len(set1)) {
				errorf(inv, "misaligned [:upper:] and/or [:lower:] construct")
				return 1
			}
			if len(set1) > len(set2) && !*trunc && len(e2) > 0 && e2[len(e2)-1].kind == 'k' {
				errorf(inv, "when translating with string1 longer than string2,\nthe latter string must not end with a character class")
				return 1
			}
			if *compl && hasClass && ((*trunc && len(set2) < len(set1)) || bytes.ContainsFunc(set2, func(r rune) bool { return r != rune(set2[0]) })) {
				errorf(inv, "when translating with complemented character classes,\nstring2 must map all characters in the domain to one")
				return 1
			}
			if *trunc && len(set1) > len(set2) {
				set1 = set1[:len(set2)]
			}
		}
	}

	var deleteSet, squeezeSet [256]bool
	var xlate [256]byte
	for c := range xlate {
		xlate[c] = byte(c)
	}
	switch {
	case *del:
		for _, c := range set1 {
			deleteSet[c] = true
		}
		if *squeeze {
			for _, c := range set2 {
				squeezeSet[c] = true
			}
		}
	case translating:
		for i, c := range set1 {
			xlate[c] = set2[min(i, len(set2)-1)]
		}
		if *squeeze {
			for _, c := range set2 {
				squeezeSet[c] = true
			}
		}
	default: // -s only
		for _, c := range set1 {
			squeezeSet[c] = true
		}
	}

	r := stdinReader(ctx, inv)
	w := bufio.NewWriterSize(inv.Stdout, 32<<10)
	buf := make([]byte, 32<<10)
	last := -1
	for {
		n, err := r.Read(buf)
		for _, c := range buf[:n] {
			if deleteSet[c] {
				continue
			}
			c = xlate[c]
			if squeezeSet[c] && int(c) == last {
				continue
			}
			last = int(c)
			if w.WriteByte(c) != nil {
				return 1
			}
		}
		// Like GNU tr (stdio), output is written when the buffer fills
		// and at the end, not after each read: `tr … < f >> f` reads
		// the file as it was, not what it appended.
		if err == io.EOF {
			if w.Flush() != nil {
				return 1
			}
			return 0
		}
		if err != nil {
			if ctx.Err() == nil {
				errorf(inv, "read error: %s", vfs.Strerror(err))
			}
			w.Flush()
			return 1
		}
	}
}

// trAligned reports whether every [:upper:] or [:lower:] in SET2 that
// set1 reaches starts where SET1 has one of those classes too.
func trAligned(e1, e2 []trElem, n1 int) bool {
	starts := map[int]bool{}
	off := 0
	for _, e := range e1 {
		if e.kind == 'k' && (e.class == "upper" || e.class == "lower") {
			starts[off] = true
		}
		off += trLen(e)
	}
	off = 0
	for _, e := range e2 {
		// GNU meets a class that starts right where SET1 ends too.
		if e.kind == 'k' && off <= n1 && !starts[off] {
			return false
		}
		if e.kind == 'x' && e.count < 0 {
			off += max(0, n1-trFixed(e2))
			continue
		}
		off += trLen(e)
	}
	return true
}
