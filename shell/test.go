package shell

import (
	"fmt"
	"io/fs"
	"strconv"
	"strings"
	"sync"

	"mvdan.cc/sh/v3/syntax"

	"github.com/computerwelt/computerwelt/internal/regex"
	"github.com/computerwelt/computerwelt/vfs"
)

// testWord expands a [[ ]] operand, reusing what set -x already expanded
// so that command substitutions run once.
func (r *runner) testWord(w *syntax.Word) (string, error) {
	if s, ok := r.testCache[w]; ok {
		return s, nil
	}
	return r.literal(w)
}

func (r *runner) testPattern(w *syntax.Word) (string, error) {
	if s, ok := r.testPatCache[w]; ok {
		return s, nil
	}
	return r.pattern(w)
}

// testExpr evaluates a [[ ]] expression.
func (r *runner) testExpr(x syntax.TestExpr) (bool, error) {
	switch x := x.(type) {
	case *syntax.Word:
		s, err := r.testWord(x)
		if err != nil {
			return false, err
		}
		if r.opts.xtrace {
			r.traceCond(r.condInvert, "-n", s)
		}
		return s != "", nil
	case *syntax.ParenTest:
		r.condInvert = false
		return r.testExpr(x.X)
	case *syntax.UnaryTest:
		if x.Op == syntax.TsNot {
			r.condInvert = !r.condInvert // shown in the term's trace: ! ! is none
			b, err := r.testExpr(x.X)
			r.condInvert = false
			r.condRegexErr = false // ! of bash's 2 is success
			return !b, err
		}
		inv := r.condInvert
		r.condInvert = false
		w, ok := x.X.(*syntax.Word)
		if !ok {
			return false, fmt.Errorf("unexpected argument")
		}
		s, err := r.testWord(w)
		if err != nil {
			return false, err
		}
		if x.Op == syntax.TsVarSet {
			if vs, ok := r.varSetOperand(w, s); ok {
				s = vs
			}
		}
		if r.opts.xtrace {
			r.traceCond(inv, x.Op.String(), s)
		}
		if x.Op == syntax.TsVarSet {
			return r.isSetVarRef(s, false)
		}
		return r.unaryTest(x.Op.String(), s)
	case *syntax.BinaryTest:
		switch x.Op {
		case syntax.AndTest:
			r.condInvert = false
			b, err := r.testExpr(x.X)
			if err != nil || !b {
				return false, err
			}
			return r.testExpr(x.Y)
		case syntax.OrTest:
			r.condInvert = false
			b, err := r.testExpr(x.X)
			if err != nil || b {
				return b, err
			}
			r.condRegexErr = false
			return r.testExpr(x.Y)
		}
		inv := r.condInvert
		r.condInvert = false
		lw, _ := x.X.(*syntax.Word)
		rw, _ := x.Y.(*syntax.Word)
		if x.Op >= syntax.TsEql && x.Op <= syntax.TsGtr {
			// bash expands an arithmetic operand with each
			// subscript's expansion backslash-quoted (Q_ARITH)
			operand := func(w *syntax.Word) (string, error) {
				if s, ok, err := r.condArithWord(w); ok || err != nil {
					return s, err
				}
				return r.testWord(w)
			}
			l, err := operand(lw)
			if err != nil {
				return false, err
			}
			rs, err := operand(rw)
			if err != nil {
				return false, err
			}
			if r.opts.xtrace {
				r.traceCond(inv, l, x.Op.String(), rs)
			}
			return r.binaryTest(x.Op.String(), l, rs, true)
		}
		l, err := r.testWord(lw)
		if err != nil {
			return false, err
		}
		switch x.Op {
		case syntax.TsMatch, syntax.TsMatchShort, syntax.TsNoMatch:
			var pat string
			ok := false
			if r.opts.xtrace {
				// The traced form is the pattern, quoted characters
				// escaped, so the words are expanded once.
				if pat, ok, err = r.tracePattern(rw); err != nil {
					return false, err
				}
			}
			if !ok {
				if pat, err = r.testPattern(rw); err != nil {
					return false, err
				}
			}
			if r.opts.xtrace {
				r.traceCond(inv, l, x.Op.String(), pat)
			}
			m := r.match(pat, l, r.opts.nocasematch, true)
			return m == (x.Op != syntax.TsNoMatch), nil
		case syntax.TsReMatch:
			if r.opts.xtrace {
				p, _ := r.pattern(rw)
				r.traceCond(inv, l, x.Op.String(), p)
			}
			return r.regexMatch(l, rw)
		}
		rs, err := r.testWord(rw)
		if err != nil {
			return false, err
		}
		if r.opts.xtrace {
			r.traceCond(inv, l, x.Op.String(), rs)
		}
		return r.binaryTest(x.Op.String(), l, rs, true)
	}
	return false, fmt.Errorf("unsupported test expression")
}

// regexMatch implements =~ with BASH_REMATCH. Quoted parts of the right
// side match literally.
func (r *runner) regexMatch(s string, w *syntax.Word) (bool, error) {
	parts, err := r.wordParts(w.Parts, false, true) // ~ expands, as in bash
	if err != nil {
		return false, err
	}
	if r.opts.compatLevel != 0 && r.opts.compatLevel <= 31 {
		// compat31: a quoted part of the regexp is regexp too.
		for i := range parts {
			parts[i].quoted = false
		}
	}
	expr := condRegexText(parts)
	subj := s
	if r.byteLocale() && needsBytes(expr, s) {
		// In the C locale a character is a byte: . matches one byte of
		// é, and a byte past ASCII is in no class.
		expr, subj = bytesAsRunes(expr), bytesAsRunes(s)
	}
	re, err := compileCondRegex(expr, r.opts.nocasematch)
	if err != nil {
		r.condRegexErr = true
		return false, nil
	}
	loc, err := re.FindSubmatchIndex([]byte(subj))
	if err != nil {
		// The backtracker's step limit: bash's regexec would take its
		// time; here it is an error, as an invalid pattern is.
		r.condRegexErr = true
		return false, nil
	}
	v := &variable{set: true, kind: kIndexed}
	for i := 0; i+1 < len(loc); i += 2 {
		g := ""
		if loc[i] >= 0 {
			g = subj[loc[i]:loc[i+1]]
			if len(subj) != len(s) {
				g = runesAsBytes(g)
			}
		}
		v.setIndex(i/2, g)
	}
	m := loc
	if gv := r.global.vars["BASH_REMATCH"]; gv == nil || !gv.readonly {
		r.global.vars["BASH_REMATCH"] = v
	}
	return m != nil, nil
}

// condRegexText is the text bash gives regcomp for the right side of =~
// (quote_string_for_globbing with QGLOB_REGEXP): a quoted character
// outside a bracket expression is backslash-escaped only when it is
// special in an ERE, and inside one it is itself, so [\]] is a bracket
// holding ']' and [\] is the invalid "[]". A bracket that does not close
// is read again as if it were no bracket.
func condRegexText(parts []wpart) string {
	n := 0
	for _, p := range parts {
		n += len(p.s)
	}
	src := make([]byte, 0, n)
	quoted := make([]bool, 0, n)
	for _, p := range parts {
		src = append(src, p.s...)
		for range len(p.s) {
			quoted = append(quoted, p.quoted)
		}
	}
	b := make([]byte, 0, n+8)
	for i := 0; i < len(src); i++ {
		c := src[i]
		if quoted[i] {
			if strings.IndexByte(".[\\()*+?{|^$", c) >= 0 {
				b = append(b, '\\')
			}
			b = append(b, c)
			continue
		}
		if c != '[' {
			b = append(b, c)
			continue
		}
		// A bracket expression: copied to its closing ']' with quoted
		// characters as themselves.
		start := len(b)
		b = append(b, '[')
		j := i + 1
		if j < len(src) && src[j] == '^' && !quoted[j] {
			b = append(b, '^')
			j++
		}
		if j < len(src) && src[j] == ']' && !quoted[j] {
			b = append(b, ']')
			j++
		}
		closed, class := false, false
		for ; j < len(src); j++ {
			c := src[j]
			switch {
			case quoted[j]:
			case c == '[' && j+1 < len(src) && src[j+1] == ':':
				b = append(b, '[', ':')
				j++
				class = true
				continue
			case class && c == ':' && j+1 < len(src) && src[j+1] == ']':
				b = append(b, ':', ']')
				j++
				class = false
				continue
			case c == ']':
				closed = true
			}
			if closed {
				break
			}
			b = append(b, c)
		}
		if !closed {
			b = b[:start+1]
			continue
		}
		b = append(b, ']')
		i = j
	}
	return string(b)
}

// compileCondRegex compiles the right side of =~ as bash does, with
// glibc's regcomp(REG_EXTENDED): POSIX leftmost-longest matching and
// subexpressions, back-references, GNU's escapes, no nesting limit.
func compileCondRegex(expr string, fold bool) (*regex.Regexp, error) {
	key := "cond:" + expr
	if fold {
		key = "condi:" + expr
	}
	if re, ok := condReCache.Load(key); ok {
		return re, nil
	}
	re, err := regex.Compile(expr, regex.Options{Extended: true, Strict: true, IgnoreCase: fold})
	if err != nil {
		return nil, err
	}
	condReCache.Store(key, re)
	return re, nil
}

func isAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func (r *runner) stat(name string, follow bool) (fs.FileInfo, error) {
	p := vfs.Abs(r.dir, name)
	if err := r.dirsBeforeSlash(name); err != nil {
		return nil, err
	}
	if last := name[strings.LastIndexByte(name, '/')+1:]; strings.Contains(name, "/") && (last == "" || last == "." || last == "..") {
		follow = true // a symlink before a final slash is followed
	}
	if d, ok, err := r.device(p); ok {
		if err != nil {
			return nil, err
		}
		if d != nil && d.path != "" && follow {
			// /dev/fd/N of a file a redirection opened is that file
			// (Linux's link to it): -f, -p, -s tell what it is
			if fi, err := r.sh.cfg.FS.Stat(r.ctx, d.path); err == nil {
				return fi, nil
			}
		}
		return devInfo{name: p[strings.LastIndexByte(p, '/')+1:]}, nil
	}
	if follow {
		return r.sh.cfg.FS.Stat(r.ctx, p)
	}
	return r.sh.cfg.FS.Lstat(r.ctx, p)
}

// dirsBeforeSlash checks what cleaning a path hides: a component that
// a slash ends and only ".", ".." or nothing follows (f/, f/., f/..) must
// be a directory (its symlinks followed), as the kernel resolves it, else
// the path names nothing (ENOTDIR).
func (r *runner) dirsBeforeSlash(name string) error {
	parts := strings.Split(name, "/")
	for i := 0; i+1 < len(parts); i++ {
		if c := parts[i]; c == "" || c == "." || c == ".." {
			continue
		}
		if next := parts[i+1]; next != "" && next != "." && next != ".." {
			continue
		}
		fi, err := r.sh.cfg.FS.Stat(r.ctx, vfs.Abs(r.dir, strings.Join(parts[:i+1], "/")))
		if err != nil {
			return err
		}
		if !fi.IsDir() {
			return vfs.ErrNotDir
		}
	}
	return nil
}

func (r *runner) unaryTest(op, s string) (bool, error) {
	switch op {
	case "-z":
		return s == "", nil
	case "-n":
		return s != "", nil
	case "-v":
		return r.isSetVar(s)
	case "-R":
		v := r.lookup(s)
		return v != nil && v.nameref && v.set, nil
	case "-o":
		if s == "ignoreeof" {
			return r.ignoreEOF(), nil
		}
		p := optByName(&r.opts, s)
		return p != nil && *p, nil
	case "-t":
		return false, nil
	}
	if s == "" {
		return false, nil
	}
	fi, err := r.stat(s, op != "-L" && op != "-h")
	if err != nil {
		return false, nil
	}
	m := fi.Mode()
	switch op {
	case "-e", "-a":
		return true, nil
	case "-f":
		return m.IsRegular(), nil
	case "-d":
		return m.IsDir(), nil
	case "-L", "-h":
		return m&fs.ModeSymlink != 0, nil
	case "-s":
		return fi.Size() > 0, nil
	case "-r", "-w":
		if r.sh.cfg.Username == "root" {
			return true, nil
		}
		if op == "-r" {
			return m.Perm()&0o444 != 0, nil
		}
		return m.Perm()&0o222 != 0, nil
	case "-x":
		return m.Perm()&0o111 != 0 || (m.IsDir() && r.sh.cfg.Username == "root"), nil
	case "-c":
		return m&fs.ModeCharDevice != 0, nil
	case "-b":
		return m&fs.ModeDevice != 0 && m&fs.ModeCharDevice == 0, nil
	case "-p":
		return m&fs.ModeNamedPipe != 0, nil
	case "-S":
		return m&fs.ModeSocket != 0, nil
	case "-k":
		return m&fs.ModeSticky != 0, nil
	case "-u":
		return m&fs.ModeSetuid != 0, nil
	case "-g":
		return m&fs.ModeSetgid != 0, nil
	case "-O", "-G":
		return true, nil
	case "-N":
		// bash 5.2: modified since last read, mtime after atime (to the
		// nanosecond), so a file just written by touch is not.
		st := vfs.Stat(fi)
		return st != nil && fi.ModTime().After(st.Atime), nil
	}
	return false, fmt.Errorf("%s: unary operator expected", op)
}

// varSetOperand is the operand of [[ -v ]] naming an element of an
// array as bash 5.2 hands it on: the quotes and backslashes inside the
// subscript stay for the subscript's own expansion, so m[\$k], m['$k']
// and "m[\$k]" name the key $k, while 'm[$k]' (quotes outside it) names
// the key $k expands to; an indexed array's a[\$n] is the arithmetic
// text $n, an error. expanded is the word's usual expansion; ok is false
// where it stands as it is (no subscript, not an array, or a part whose
// expansion has side effects).
func (r *runner) varSetOperand(w *syntax.Word, expanded string) (string, bool) {
	name, _, found := strings.Cut(expanded, "[")
	if !found {
		return "", false
	}
	if v := r.lookup(name); v == nil || v.kind == kString {
		return "", false
	}
	var b strings.Builder
	in := false
	var lit func(raw string, dq bool)
	lit = func(raw string, dq bool) {
		for i := 0; i < len(raw); i++ {
			c := raw[i]
			if in {
				b.WriteByte(c)
				continue
			}
			if c == '\\' && i+1 < len(raw) && (!dq || strings.IndexByte("$`\"\\\n", raw[i+1]) >= 0) {
				i++
				b.WriteByte(raw[i])
				continue
			}
			b.WriteByte(c)
			in = c == '['
		}
	}
	// Under assoc_expand_once an associative subscript is expanded
	// once, by the lookup: its expansions stay as written.
	once := r.opts.assocExpandOnce
	if v := r.lookup(name); v == nil || v.kind != kAssoc {
		once = false
	}
	expand := func(p syntax.WordPart, dq bool) bool {
		switch p.(type) {
		case *syntax.ParamExp:
			if once && in {
				b.WriteString(printNode(p))
				return true
			}
			v, err := r.literal(&syntax.Word{Parts: []syntax.WordPart{&syntax.DblQuoted{Parts: []syntax.WordPart{p}}}})
			if err != nil {
				return false
			}
			if in {
				// Inside the subscript, bash quotes what an expansion
				// gave so that the subscript's own expansion keeps it:
				// k='"' or k='$(x)' is that key.
				v = quoteSubscriptText(v, dq)
			}
			b.WriteString(v)
			in = in || strings.Contains(v, "[")
			return true
		}
		return false
	}
	for _, p := range w.Parts {
		switch q := p.(type) {
		case *syntax.Lit:
			lit(q.Value, false)
		case *syntax.SglQuoted:
			if q.Dollar {
				return "", false
			}
			if in {
				b.WriteString("'" + q.Value + "'")
			} else {
				b.WriteString(q.Value)
				in = strings.Contains(q.Value, "[")
			}
		case *syntax.DblQuoted:
			if q.Dollar {
				return "", false
			}
			wrap := in
			if wrap {
				b.WriteByte('"')
			}
			for _, ip := range q.Parts {
				if l, ok := ip.(*syntax.Lit); ok {
					lit(l.Value, true)
				} else if !expand(ip, wrap) {
					return "", false
				}
			}
			if wrap {
				b.WriteByte('"')
			}
		default:
			if !expand(p, false) {
				return "", false
			}
		}
	}
	return b.String(), true
}

// quoteSubscriptText backslash-quotes the characters of s that the
// expansion of a subscript would take as quoting or expansions: inside
// double quotes those a backslash quotes there, outside also quotes and
// brackets (k=']' would end the subscript).
func quoteSubscriptText(s string, dq bool) string {
	special := "$`\"\\"
	if !dq {
		special += "'[]"
	}
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

func (r *runner) isSetVar(s string) (bool, error) {
	return r.isSetVarRef(s, true)
}

// isSetVarRef is -v of s. test's operand is a name given as text, whose
// key under assoc_expand_once is not expanded again (once); [[ -v ]]'s is
// the word as varSetOperand hands it on, its subscript expanded here.
func (r *runner) isSetVarRef(s string, once bool) (bool, error) {
	parse := r.parseRef
	if once {
		parse = r.parseRefOnce
	}
	name, idx, ok := parse(s)
	if !ok {
		return false, nil
	}
	if idx == nil {
		if name[0] >= '0' && name[0] <= '9' {
			n, _ := strconv.Atoi(name)
			return n <= len(r.params), nil
		}
		v := r.getVar(name)
		if v == nil {
			return false, nil
		}
		if v.kind == kIndexed {
			_, ok := v.index(0)
			return ok, nil
		}
		if v.kind == kAssoc {
			_, ok := v.assoc["0"]
			return ok, nil
		}
		return v.set, nil
	}
	if w, ok := idx.(*syntax.Word); ok {
		// bash 5.2's -v takes @ and * as keys of an associative
		// array (AV_ATSTARKEYS): m[@] is set when m has the key @.
		if lit := w.Lit(); lit == "@" || lit == "*" {
			if v := r.getVar(name); v != nil && v.kind == kAssoc {
				_, ok := v.assoc[lit]
				return ok, nil
			}
		}
	}
	if v := r.getVar(name); v != nil && v.kind != kAssoc {
		// An indexed array's subscript is expanded (quote removal and
		// all) and the result evaluated as arithmetic, which expands
		// nothing more: a[\$n] is the text $n, an error (bash).
		if sub := s[len(name)+1 : len(s)-1]; sub != "@" && sub != "*" {
			n, err := r.arithString(r.expandKeyText(sub))
			if err != nil {
				if _, ok := err.(*arithError); ok {
					// as a subscript's error elsewhere: the line ends
					r.subscriptFail(err)
					return false, err
				}
				return false, nil
			}
			idx = &syntax.Word{Parts: []syntax.WordPart{&syntax.Lit{Value: strconv.FormatInt(n, 10)}}}
		}
	}
	_, set, multi, _, err := r.paramValues(name, idx)
	if err != nil {
		if _, ok := err.(*arithError); ok {
			// A subscript that fails to evaluate is an arithmetic
			// error, which ends the command line as elsewhere.
			r.subscriptFail(err)
			return false, err
		}
		return false, nil
	}
	_ = multi
	return set, nil
}

func (r *runner) binaryTest(op, l, rs string, dbl bool) (bool, error) {
	switch op {
	case "=", "==":
		return l == rs, nil
	case "!=":
		return l != rs, nil
	case "<":
		return l < rs, nil
	case ">":
		return l > rs, nil
	case "-eq", "-ne", "-lt", "-le", "-gt", "-ge":
		var a, b int64
		var err error
		if dbl {
			a, err = r.arithString(l)
			if err != nil {
				return false, err
			}
			b, err = r.arithString(rs)
			if err != nil {
				return false, err
			}
		} else {
			a, err = testInt(l)
			if err != nil {
				return false, err
			}
			b, err = testInt(rs)
			if err != nil {
				return false, err
			}
		}
		switch op {
		case "-eq":
			return a == b, nil
		case "-ne":
			return a != b, nil
		case "-lt":
			return a < b, nil
		case "-le":
			return a <= b, nil
		case "-gt":
			return a > b, nil
		}
		return a >= b, nil
	case "-nt", "-ot":
		f1, e1 := r.stat(l, true)
		f2, e2 := r.stat(rs, true)
		if op == "-nt" {
			if e1 != nil {
				return false, nil
			}
			return e2 != nil || f1.ModTime().After(f2.ModTime()), nil
		}
		if e2 != nil {
			return false, nil
		}
		return e1 != nil || f1.ModTime().Before(f2.ModTime()), nil
	case "-ef":
		f1, e1 := r.stat(l, true)
		f2, e2 := r.stat(rs, true)
		if e1 != nil || e2 != nil {
			return false, nil
		}
		s1, s2 := vfs.Stat(f1), vfs.Stat(f2)
		if s1 != nil && s2 != nil {
			return s1.Ino == s2.Ino, nil
		}
		return vfs.Abs(r.dir, l) == vfs.Abs(r.dir, rs), nil
	}
	return false, fmt.Errorf("%s: binary operator expected", op)
}

func testInt(s string) (int64, error) {
	t := strings.TrimSpace(s)
	n, err := strconv.ParseInt(t, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("%s: integer expression expected", s)
	}
	return n, nil
}

// builtinTest implements test and [ with POSIX's argument-count rules.
func builtinTest(r *runner, args []string) int {
	name := args[0]
	args = args[1:]
	if name == "[" {
		if len(args) == 0 || args[len(args)-1] != "]" {
			r.errLine("[: missing `]'")
			return 2
		}
		args = args[:len(args)-1]
	}
	t := &testParser{r: r, args: args, name: name}
	ok, err := t.expr(len(args))
	if err == nil && t.pos < len(args) {
		if a := args[t.pos]; strings.HasPrefix(a, "-") {
			// test.c: a word left over that starts with '-'
			err = fmt.Errorf("syntax error: `%s' unexpected", a)
		} else {
			err = fmt.Errorf("too many arguments")
		}
	}
	if err != nil {
		if r.aborting {
			return 1 // a subscript's error, reported as it discarded the line
		}
		r.errLine("%s: %s", name, err)
		return 2
	}
	return b2i(!ok)
}

type testParser struct {
	r    *runner
	args []string
	pos  int
	name string
}

var unaryOps = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"-e": true, "-f": true, "-d": true, "-L": true, "-h": true, "-s": true, "-r": true, "-w": true, "-x": true,
		"-z": true, "-n": true, "-v": true, "-o": true, "-c": true, "-b": true, "-p": true, "-S": true, "-k": true, "-u": true, "-g": true,
		"-t": true, "-O": true, "-G": true, "-N": true, "-a": true, "-R": true}
})
var binaryOps = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"=": true, "==": true, "!=": true, "<": true, ">": true, "-eq": true, "-ne": true, "-lt": true,
		"-le": true, "-gt": true, "-ge": true, "-nt": true, "-ot": true, "-ef": true}
})

func (t *testParser) expr(n int) (bool, error) {
	// POSIX rules by number of arguments.
	rest := len(t.args) - t.pos
	switch rest {
	case 0:
		return false, nil
	case 1:
		t.pos++
		return t.args[t.pos-1] != "", nil
	case 2:
		a := t.args[t.pos]
		if a == "!" {
			t.pos += 2
			return t.args[t.pos-1] == "", nil
		}
		if unaryOps()[a] {
			t.pos += 2
			return t.r.unaryTest(a, t.args[t.pos-1])
		}
		return false, fmt.Errorf("%s: unary operator expected", a)
	case 3:
		if op := t.args[t.pos+1]; op == "-a" || op == "-o" {
			l, rr := t.args[t.pos] != "", t.args[t.pos+2] != ""
			t.pos += 3
			if op == "-a" {
				return l && rr, nil
			}
			return l || rr, nil
		}
		if binaryOps()[t.args[t.pos+1]] {
			l, op, rr := t.args[t.pos], t.args[t.pos+1], t.args[t.pos+2]
			t.pos += 3
			return t.r.binaryTest(op, l, rr, false)
		}
		if t.args[t.pos] == "!" {
			t.pos++
			b, err := t.expr(2)
			return !b, err
		}
		if t.args[t.pos] == "(" && t.args[t.pos+2] == ")" {
			t.pos += 3
			return t.args[t.pos-2] != "", nil
		}
		if t.args[t.pos+1] == "-a" || t.args[t.pos+1] == "-o" {
			break
		}
		return false, fmt.Errorf("%s: binary operator expected", t.args[t.pos+1])
	case 4:
		if t.args[t.pos] == "!" {
			t.pos++
			b, err := t.expr(3)
			return !b, err
		}
		if t.args[t.pos] == "(" && t.args[t.pos+3] == ")" {
			t.pos++
			sub := &testParser{r: t.r, args: t.args[t.pos : t.pos+2], name: t.name}
			b, err := sub.expr(2)
			t.pos += 3
			return b, err
		}
	}
	return t.or()
}

func (t *testParser) or() (bool, error) {
	b, err := t.and()
	if err != nil {
		return false, err
	}
	for t.pos < len(t.args) && t.args[t.pos] == "-o" {
		t.pos++
		c, err := t.and()
		if err != nil {
			return false, err
		}
		b = b || c
	}
	return b, nil
}

func (t *testParser) and() (bool, error) {
	b, err := t.not()
	if err != nil {
		return false, err
	}
	for t.pos < len(t.args) && t.args[t.pos] == "-a" {
		t.pos++
		c, err := t.not()
		if err != nil {
			return false, err
		}
		b = b && c
	}
	return b, nil
}

func (t *testParser) not() (bool, error) {
	if t.pos < len(t.args) && t.args[t.pos] == "!" {
		t.pos++
		b, err := t.not()
		return !b, err
	}
	return t.primary()
}

func (t *testParser) primary() (bool, error) {
	if t.pos >= len(t.args) {
		return false, fmt.Errorf("argument expected")
	}
	a := t.args[t.pos]
	if a == "(" {
		t.pos++
		b, err := t.or()
		if err != nil {
			return false, err
		}
		// bash names what it found instead; for [ its argument list
		// still ends in the "]" it stripped.
		switch {
		case t.pos < len(t.args) && t.args[t.pos] != ")":
			return false, fmt.Errorf("`)' expected, found %s", t.args[t.pos])
		case t.pos >= len(t.args) && t.name == "[":
			return false, fmt.Errorf("`)' expected, found ]")
		case t.pos >= len(t.args):
			return false, fmt.Errorf("`)' expected")
		}
		t.pos++
		return b, nil
	}
	if t.pos+2 < len(t.args)+0 && binaryOps()[t.args[t.pos+1]] {
		l, op, rr := a, t.args[t.pos+1], t.args[t.pos+2]
		t.pos += 3
		return t.r.binaryTest(op, l, rr, false)
	}
	if unaryOps()[a] && t.pos+1 < len(t.args) {
		t.pos += 2
		return t.r.unaryTest(a, t.args[t.pos-1])
	}
	t.pos++
	return a != "", nil
}

// traceCond writes a term of [[ ]] as bash's xtrace shows it when the
// term is evaluated: the operands as they are (an empty one as two single quotes),
// ! when the term is negated.
func (r *runner) traceCond(invert bool, words ...string) {
	var b strings.Builder
	b.WriteString("[[ ")
	if invert {
		b.WriteString("! ")
	}
	for i, w := range words {
		if i > 0 {
			b.WriteByte(' ')
		}
		if w == "" && (i != 1 || len(words) != 3) && (i != 0 || len(words) != 2) {
			w = "''"
		}
		b.WriteString(w)
	}
	b.WriteString(" ]]")
	r.trace(b.String())
}

// tracePattern is the right side of == in [[ ]] as bash traces it (and
// as it matches): each quoted character escaped with a backslash, the
// rest as it is (a tilde's expansion is quoted); ok is false for a word
// with other parts (an extended glob with quotes or expansions), left to
// pattern.
func (r *runner) tracePattern(w *syntax.Word) (pat string, ok bool, err error) {
	var b strings.Builder
	esc := func(s string) {
		for _, c := range s {
			b.WriteByte('\\')
			b.WriteRune(c)
		}
	}
	for i, p := range w.Parts {
		switch p := p.(type) {
		case *syntax.Lit:
			v := p.Value
			if i == 0 && strings.HasPrefix(v, "~") {
				// The expansion is quoted text: escaped.
				if home, rest, ok := r.tilde(v, len(w.Parts) == 1); ok {
					esc(home)
					v = rest
				}
			}
			b.WriteString(v)
		case *syntax.SglQuoted:
			v := p.Value
			if p.Dollar {
				v = ansiC(v, r.readLocale(p))
			}
			esc(v)
		case *syntax.DblQuoted:
			s, err := r.literal(&syntax.Word{Parts: []syntax.WordPart{p}})
			if err != nil {
				return "", true, err
			}
			esc(s)
		case *syntax.ParamExp, *syntax.CmdSubst, *syntax.ArithmExp:
			s, err := r.literal(&syntax.Word{Parts: []syntax.WordPart{p}})
			if err != nil {
				return "", true, err
			}
			b.WriteString(s)
		case *syntax.ExtGlob:
			if strings.ContainsAny(p.Pattern.Value, "\\'\"$`~") {
				return "", false, nil
			}
			b.WriteString(p.Op.String() + p.Pattern.Value + ")")
		default:
			return "", false, nil
		}
	}
	return b.String(), true, nil
}

// testPrecedence returns x with bash's precedence in [[ ]]: ! binds to
// one term, && tighter than ||, both from the left. The parser gives !
// the whole rest (! a && b is !(a && b)) and nests && and || to the right
// (a && b || c is a && (b || c)).
func testPrecedence(x syntax.TestExpr) syntax.TestExpr {
	switch x := x.(type) {
	case *syntax.UnaryTest:
		if x.Op != syntax.TsNot {
			return x // one term ([[ -n $a ]]): nothing to reorder
		}
	case *syntax.BinaryTest:
		if x.Op != syntax.AndTest && x.Op != syntax.OrTest {
			return x
		}
	case *syntax.Word:
		return x
	}
	var toks []precTok
	flattenTest(x, &toks)
	p := &precParser{toks: toks}
	if out := p.or(); out != nil && p.i == len(toks) {
		return out
	}
	return x
}

// A precTok is an operand or one of !, && and ||.
type precTok struct {
	x   syntax.TestExpr // an operand, or nil for an operator
	op  int             // syntax.TsNot, syntax.AndTest or syntax.OrTest
	pos syntax.Pos
}

func flattenTest(x syntax.TestExpr, toks *[]precTok) {
	switch x := x.(type) {
	case *syntax.UnaryTest:
		if x.Op == syntax.TsNot {
			*toks = append(*toks, precTok{op: int(x.Op), pos: x.OpPos})
			flattenTest(x.X, toks)
			return
		}
	case *syntax.BinaryTest:
		if x.Op == syntax.AndTest || x.Op == syntax.OrTest {
			flattenTest(x.X, toks)
			*toks = append(*toks, precTok{op: int(x.Op), pos: x.OpPos})
			flattenTest(x.Y, toks)
			return
		}
	case *syntax.ParenTest:
		*toks = append(*toks, precTok{x: &syntax.ParenTest{Lparen: x.Lparen, Rparen: x.Rparen, X: testPrecedence(x.X)}})
		return
	}
	*toks = append(*toks, precTok{x: x})
}

type precParser struct {
	toks []precTok
	i    int
}

func (p *precParser) is(op syntax.BinTestOperator) bool {
	return p.i < len(p.toks) && p.toks[p.i].x == nil && p.toks[p.i].op == int(op)
}

func (p *precParser) or() syntax.TestExpr {
	l := p.and()
	for l != nil && p.is(syntax.OrTest) {
		pos := p.toks[p.i].pos
		p.i++
		r := p.and()
		if r == nil {
			return nil
		}
		l = &syntax.BinaryTest{OpPos: pos, Op: syntax.OrTest, X: l, Y: r}
	}
	return l
}

func (p *precParser) and() syntax.TestExpr {
	l := p.not()
	for l != nil && p.is(syntax.AndTest) {
		pos := p.toks[p.i].pos
		p.i++
		r := p.not()
		if r == nil {
			return nil
		}
		l = &syntax.BinaryTest{OpPos: pos, Op: syntax.AndTest, X: l, Y: r}
	}
	return l
}

func (p *precParser) not() syntax.TestExpr {
	if p.i >= len(p.toks) {
		return nil
	}
	t := p.toks[p.i]
	p.i++
	if t.x != nil {
		return t.x
	}
	if t.op != int(syntax.TsNot) {
		return nil
	}
	x := p.not()
	if x == nil {
		return nil
	}
	return &syntax.UnaryTest{OpPos: t.pos, Op: syntax.TsNot, X: x}
}

// condArithWord expands w, an arithmetic operand of [[ ]], as bash 5.2
// does (expand_array_subscript under Q_ARITH): a name's subscript with an
// expansion is expanded apart and backslash-quoted ([ ] $ ` ~ \ ' "), so
// that the evaluation reads the key as it is (assoc[$k] with k='x],b').
// ok is false when no subscript needs it or the text is not at hand.
func (r *runner) condArithWord(w *syntax.Word) (string, bool, error) {
	if w == nil || r.testCache[w] != "" {
		return "", false, nil
	}
	start, stop := int(w.Pos().Offset()), int(w.End().Offset())
	if !w.Pos().IsValid() || !w.End().IsValid() || start >= stop || stop > len(r.src) {
		return "", false, nil
	}
	text := r.src[start:stop]
	if !strings.Contains(text, "[") || !strings.ContainsAny(text, "$`") || printNode(w) != text {
		return "", false, nil
	}
	var b strings.Builder
	var keys []string
	found := false
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case c == '\\':
			b.WriteString(text[i:min(i+2, len(text))])
			i++
			continue
		case c == '\'' || c == '"':
			return "", false, nil
		case c == '[' && i > 0 && (isAlnum(text[i-1]) || text[i-1] == '_'):
			e := subscriptEnd(text, i)
			if e < 0 {
				return "", false, nil
			}
			inner := text[i+1 : e]
			if !strings.ContainsAny(inner, "$`") {
				b.WriteString(text[i : e+1])
				i = e
				continue
			}
			k := r.expandKeyText(inner)
			if r.aborting || r.exiting {
				return "", false, errExpand
			}
			fmt.Fprintf(&b, "[\x01%d\x02]", len(keys))
			keys = append(keys, backslashSubscript(k))
			found = true
			i = e
			continue
		}
		b.WriteByte(c)
	}
	if !found {
		return "", false, nil
	}
	pw, err := r.parseWord(b.String())
	if err != nil || pw == nil {
		return "", false, nil
	}
	s, err := r.literal(pw)
	if err != nil {
		return "", false, err
	}
	for i, k := range keys {
		s = strings.Replace(s, fmt.Sprintf("\x01%d\x02", i), k, 1)
	}
	return s, true, nil
}
