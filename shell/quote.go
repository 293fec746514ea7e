package shell

import (
	"context"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/computerwelt/computerwelt/internal/printf"
)

// needsQuote reports whether s must be quoted to be read back as one word.
func needsQuote(s string) bool {
	if s == "" {
		return true
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if isAlnum(c) || strings.IndexByte("_-./,:@%+=^", c) >= 0 {
			continue
		}
		return true
	}
	return false
}

// hasNonPrint reports whether s has a character bash quotes as $'...':
// a control character, a byte that is no UTF-8 or, in the C locale
// (cloc), any byte past ASCII.
func hasNonPrint(s string, cloc bool) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] == 0x7f || cloc && s[i] >= utf8.RuneSelf {
			return true
		}
	}
	return !utf8.ValidString(s)
}

// printableName is bash's printable_filename for a name in an error
// message (command not found, cd's): as it is, or $'...' when it has a
// character the locale cannot print.
func (r *runner) printableName(s string) string {
	if cloc := r.byteLocale(); hasNonPrint(s, cloc) {
		return dollarQuote(s, cloc)
	}
	return s
}

// bashQuote quotes like ${x@Q} and printf %q-ish output of declare.
func bashQuote(s string, cloc bool) string {
	if hasNonPrint(s, cloc) {
		return dollarQuote(s, cloc)
	}
	return singleQuote(s)
}

// dollarQuote is bash's ansic_quote: $'...' with C escapes and octal
// for other non-printable bytes; printable UTF-8 stays as it is except in
// the C locale (cloc), where each byte past ASCII is octal.
func dollarQuote(s string, cloc bool) string {
	var b strings.Builder
	b.Grow(len(s) + 3)
	b.WriteString("$'")
	for i := 0; i < len(s); {
		c := s[i]
		switch c {
		case '\a':
			b.WriteString(`\a`)
		case '\b':
			b.WriteString(`\b`)
		case '\t':
			b.WriteString(`\t`)
		case '\n':
			b.WriteString(`\n`)
		case '\v':
			b.WriteString(`\v`)
		case '\f':
			b.WriteString(`\f`)
		case '\r':
			b.WriteString(`\r`)
		case 0x1b:
			b.WriteString(`\E`)
		case '\'':
			b.WriteString(`\'`)
		case '\\':
			b.WriteString(`\\`)
		default:
			if c < 0x20 || c == 0x7f || cloc && c >= 0x80 {
				writeOctal(&b, c)
			} else if c >= 0x80 {
				r, sz := utf8.DecodeRuneInString(s[i:])
				if r == utf8.RuneError && sz <= 1 {
					writeOctal(&b, c)
				} else {
					b.WriteString(s[i : i+sz])
					i += sz
					continue
				}
			} else {
				b.WriteByte(c)
			}
		}
		i++
	}
	b.WriteByte('\'')
	return b.String()
}

// xtraceQuote quotes a word for set -x output the way bash does.
func xtraceQuote(s string, cloc bool) string {
	// bash's xtrace: a word with a shell metacharacter in single quotes
	// as it is, else one with a character not printable as $'…'.
	if s == "" {
		return "''"
	}
	if needsQuoteTrace(s) {
		return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
	}
	if hasNonPrint(s, cloc) {
		return dollarQuote(s, cloc)
	}
	return s
}

// xtraceAssignQuote is xtraceQuote for an assignment's value: an empty
// one is written as nothing.
func xtraceAssignQuote(s string, cloc bool) string {
	if s == "" {
		return ""
	}
	return xtraceQuote(s, cloc)
}

// needsQuoteTrace reports whether s has a character bash's
// sh_contains_shell_metas finds: blanks, quotes, operators, reserved
// word and glob characters, expansions, a ~ first or after = or :, a #
// first.
func needsQuoteTrace(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case ' ', '\t', '\n', '\'', '"', '\\', '|', '&', ';', '(', ')', '<', '>', '!', '{', '}', '*', '[', '?', ']', '^', '$', '`':
			return true
		case '~':
			if i == 0 || s[i-1] == '=' || s[i-1] == ':' {
				return true
			}
		case '#':
			if i == 0 {
				return true
			}
		}
	}
	return false
}

// dquote quotes a value for declare -p: double quotes with \ " $ ` escaped.
func dquote(s string, cloc bool) string {
	if hasNonPrint(s, cloc) {
		return dollarQuote(s, cloc)
	}
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '"' || c == '\\' || c == '$' || c == '`' {
			b.WriteByte('\\')
		}
		b.WriteByte(c)
	}
	b.WriteByte('"')
	return b.String()
}

// asciiOnly maps each printable character past ASCII to 'x', so that
// needsQuote leaves it bare as bash does in a UTF-8 locale ([é]="1",
// x=é); in the C locale (cloc) such bytes are not printable and s is
// kept.
func asciiOnly(s string, cloc bool) string {
	if cloc {
		return s
	}
	return strings.Map(func(r rune) rune {
		if r >= 0x80 && r != utf8.RuneError && unicode.IsPrint(r) {
			return 'x'
		}
		return r
	}, s)
}

// keyNeedsQuote is needsQuote for a key of declare -p, where bash quotes
// what a word would expand (@ and * alone, a ^, a # or ~ first) and
// leaves a # or ~ later bare.
func keyNeedsQuote(k string) bool {
	if k == "@" || k == "*" || strings.IndexByte(k, '^') >= 0 {
		return true
	}
	if len(k) > 1 && k[0] != '#' && k[0] != '~' {
		k = k[:1] + strings.NewReplacer("#", "_", "~", "_").Replace(k[1:])
	}
	return needsQuote(k)
}

func bashQuoteKey(k string, cloc bool) string {
	if keyNeedsQuote(asciiOnly(k, cloc)) {
		return dquote(k, cloc)
	}
	return k
}

// ansiC decodes $'...' escapes.
// cloc is the C locale, where \u and \U of a character past ASCII stay
// escapes (printf.Unicode).
func ansiC(s string, cloc bool) string { return ansiCNul(s, false, cloc) }

func ansiCNul(s string, keepNUL, cloc bool) string {
	if !strings.Contains(s, "\\") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			b.WriteByte(c)
			continue
		}
		i++
		switch e := s[i]; e {
		case 'a':
			b.WriteByte('\a')
		case 'b':
			b.WriteByte('\b')
		case 'e', 'E':
			b.WriteByte(0x1b)
		case 'f':
			b.WriteByte('\f')
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 't':
			b.WriteByte('\t')
		case 'v':
			b.WriteByte('\v')
		case '\\', '\'', '"', '?':
			b.WriteByte(e)
		case 'c':
			if i+1 < len(s) {
				// bash's TOCTRL: ? is DEL, \c\\ one backslash, NUL ends
				i++
				c := s[i]
				if c == '\\' && i+1 < len(s) && s[i+1] == '\\' {
					i++
				}
				c &= 0x1f
				if s[i] == '?' {
					c = 0x7f
				}
				if c == 0 && !keepNUL {
					return b.String()
				}
				b.WriteByte(c)
			} else {
				b.WriteString("\\c")
			}
		case 'x':
			if i+1 < len(s) && s[i+1] == '{' {
				// bash's \x{HHH...}: every hex digit to a } (taken if
				// there), the value's low byte; none is a NUL.
				j := i + 2
				for j < len(s) && isHexDigit(s[j]) {
					j++
				}
				// (the low byte is the value of the last two digits)
				n, _ := strconv.ParseUint(s[max(i+2, j-2):j], 16, 8)
				if j < len(s) && s[j] == '}' {
					j++
				}
				if n == 0 && !keepNUL {
					return b.String()
				}
				b.WriteByte(byte(n))
				i = j - 1
				continue
			}
			j := i + 1
			for j < len(s) && j < i+3 && isHexDigit(s[j]) {
				j++
			}
			if j == i+1 {
				b.WriteString("\\x")
				continue
			}
			n, _ := strconv.ParseUint(s[i+1:j], 16, 8)
			if n == 0 && !keepNUL {
				return b.String()
			}
			b.WriteByte(byte(n))
			i = j - 1
		case 'u', 'U':
			max := 4
			if e == 'U' {
				max = 8
			}
			j := i + 1
			for j < len(s) && j < i+1+max && isHexDigit(s[j]) {
				j++
			}
			if j == i+1 {
				b.WriteByte('\\')
				b.WriteByte(e)
				continue
			}
			n, _ := strconv.ParseUint(s[i+1:j], 16, 32)
			if n == 0 && !keepNUL {
				return b.String()
			}
			b.WriteString(printf.Unicode(n, cloc))
			i = j - 1
		case '0', '1', '2', '3', '4', '5', '6', '7':
			j := i
			for j < len(s) && j < i+3 && s[j] >= '0' && s[j] <= '7' {
				j++
			}
			n, _ := strconv.ParseUint(s[i:j], 8, 16)
			if byte(n) == 0 && !keepNUL {
				// bash strings end at a NUL byte
				return b.String()
			}
			b.WriteByte(byte(n))
			i = j - 1
		default:
			b.WriteByte('\\')
			b.WriteByte(e)
		}
	}
	return b.String()
}

func isHexDigit(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// promptExpand expands s as bash expands a prompt (${x@P}, PS4): its
// backslash escapes decoded, then, as promptvars is on, the parameter,
// command and arithmetic expansions of the result, with what the escapes
// produced quoted from them. An expansion error leaves the decoded text.
func (r *runner) promptExpand(s string) string {
	d := r.promptDecode(s)
	if r.opts.noPromptVars {
		return d
	}
	if !strings.ContainsAny(d, "$`\\") {
		return d
	}
	// An expansion error (set -u) leaves the text decoded: the shell goes
	// on, as bash's prompt expansion catches it.
	savedExit, savedAbort, savedTrace := r.exit, r.aborting, r.opts.xtrace
	savedExiting, savedFailed, savedEOF := r.exiting, r.failed, r.forceEOF
	defer func() {
		r.exit, r.aborting, r.opts.xtrace = savedExit, savedAbort, savedTrace
		r.exiting, r.failed, r.forceEOF = savedExiting, savedFailed, savedEOF
	}()
	r.opts.xtrace = false
	if w, err := r.parseWord(d); err == nil {
		if out, err := r.docString(w); err == nil {
			return out
		}
	}
	return d
}

// promptTime is the time of now in strftime's format f, as printf's
// %(f)T gives it (TZ from the environment).
func (r *runner) promptTime(f string) string {
	tz := ""
	if v := r.getVar("TZ"); v != nil && v.exported {
		tz, _ = r.getStr("TZ")
	}
	out, _, _ := printf.Format("%("+f+")T", nil, printf.Options{Now: r.sh.cfg.Now, Start: r.secondsBase, TZ: tz, MaxBytes: r.rs.limits.MaxStringBytes, ByteLocale: r.byteLocale()})
	return out
}

// promptQuote protects an escape's text from the expansions that follow.
func promptQuote(s string) string { return backslashed(s, "$`\\") }

// backslashed puts a backslash before each byte of s that is in special.
func backslashed(s, special string) string {
	if !strings.ContainsAny(s, special) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(special, s[i]) >= 0 {
			b.WriteByte('\\')
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// trimPathname is bash's trim_pathname for \w: with PROMPT_DIRTRIM a
// number N > 0, a directory (after a ~ prefix) of more than N parts
// keeps its last N, the rest shown as ..., when that saves 4 bytes or more.
func (r *runner) trimPathname(name string) string {
	v, _ := r.getStr("PROMPT_DIRTRIM")
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil || n <= 0 || name == "" {
		return name
	}
	beg := 0
	if name[0] == '~' {
		if k := strings.IndexByte(name, '/'); k >= 0 {
			beg = k + 1
		} else {
			return name
		}
	}
	if beg >= len(name) || strings.Count(name[beg:], "/") < n {
		return name
	}
	p, tail := len(name), 0
	for ; p > beg; p-- {
		if p < len(name) && name[p] == '/' {
			tail++
			if tail == n {
				break
			}
		}
	}
	if p == beg || p-beg < 4 {
		return name
	}
	return name[:beg] + "..." + name[p:]
}

// promptDecode decodes the backslash escapes of a prompt as bash's
// decode_prompt_string does. The user and host are the sandbox's.
func (r *runner) promptDecode(s string) string {
	var b strings.Builder
	now := r.sh.cfg.Now()
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			b.WriteByte(c)
			continue
		}
		i++
		switch c := s[i]; c {
		case 'u':
			b.WriteString(promptQuote(r.sh.cfg.Username))
		case 'h':
			h, _, _ := strings.Cut(r.sh.cfg.Hostname, ".")
			b.WriteString(promptQuote(h))
		case 'H':
			b.WriteString(promptQuote(r.sh.cfg.Hostname))
		case 'w', 'W':
			d, ok := r.getStr("PWD")
			if !ok || d == "" {
				d = r.dir
			}
			home, _ := r.getStr("HOME")
			switch {
			case len(home) > 1 && d == home:
				d = "~"
			case c == 'W':
				if d != "/" {
					d = d[strings.LastIndexByte(d, '/')+1:]
				}
			case len(home) > 1 && strings.HasPrefix(d, home+"/"):
				d = "~" + d[len(home):]
			}
			if c == 'w' {
				d = r.trimPathname(d)
			}
			b.WriteString(promptQuote(d))
		case 's':
			b.WriteString("bash")
		case 'v':
			b.WriteString("5.2")
		case 'V':
			b.WriteString("5.2.15")
		case '$':
			if r.sh.cfg.Username == "root" {
				b.WriteByte('#')
			} else {
				b.WriteString("\\$")
			}
		case 'j':
			b.WriteString(strconv.Itoa(len(r.ownJobs())))
		case 'l':
			b.WriteString("tty") // no terminal: bash's name then
		case '!':
			if r.opts.history {
				b.WriteString(strconv.Itoa(r.histNumber()))
			} else {
				b.WriteString("1") // a script's history number (no history read)
			}
		case '#':
			b.WriteString(strconv.Itoa(r.cmdNumber))
		case 'D':
			// \D{format}: strftime's, %X for none; without the braces
			// the escape is text.
			if i+1 >= len(s) || s[i+1] != '{' {
				b.WriteString("\\D")
				break
			}
			end := strings.IndexByte(s[i:], '}')
			if end < 0 {
				end = len(s) - i // unclosed: the rest is the format
			}
			f := s[i+2 : i+end]
			i += end
			if f == "" {
				f = "%X"
			}
			b.WriteString(promptQuote(r.promptTime(f)))
		case 'd':
			b.WriteString(now.Format("Mon Jan 02"))
		case 't':
			b.WriteString(now.Format("15:04:05"))
		case 'T':
			b.WriteString(now.Format("03:04:05"))
		case '@':
			b.WriteString(now.Format("03:04 PM"))
		case 'A':
			b.WriteString(now.Format("15:04"))
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case '\\':
			// one backslash, which then quotes what follows it from
			// the expansions (\\$HOME is $HOME)
			b.WriteByte('\\')
		case '[', ']':
		case 'e':
			b.WriteByte(0x1b)
		case 'a':
			b.WriteByte('\a')
		case '0', '1', '2', '3', '4', '5', '6', '7':
			// \nnn: the character of three octal digits; fewer are text.
			n, k := 0, 0
			for ; k < 3 && i+k < len(s) && s[i+k] >= '0' && s[i+k] <= '7'; k++ {
				n = n*8 + int(s[i+k]-'0')
			}
			if k < 3 {
				b.WriteString("\\\\")
				b.WriteByte(c)
				break
			}
			i += k - 1
			b.WriteString(promptQuote(string([]byte{byte(n)})))
		default:
			b.WriteString("\\\\")
			b.WriteByte(c)
		}
	}
	return b.String()
}

// copyCtx copies until EOF, an error or cancellation.
func copyCtx(ctx context.Context, w io.Writer, rd io.Reader) error {
	buf := make([]byte, 32<<10)
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		n, err := rd.Read(buf)
		if n > 0 {
			if _, werr := w.Write(buf[:n]); werr != nil {
				return werr
			}
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// writeOctal writes c as \ooo (fmt would cost a call per byte: a
// megabyte of binary data quoted by set took seconds).
func writeOctal(b *strings.Builder, c byte) {
	b.Write([]byte{'\\', '0' + c>>6, '0' + c>>3&7, '0' + c&7})
}

// singleQuote quotes s in single quotes for the shell to read back.
func singleQuote(s string) string {
	if s == "'" {
		return `\'` // bash's sh_single_quote
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
