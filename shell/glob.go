package shell

import (
	"sort"
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/pattern"
)

// glob expands a pathname pattern against the VFS, sorted like bash in the
// C locale.
func (r *runner) glob(pat string) ([]string, error) {
	r.syncGlobIgnore()
	abs := strings.HasPrefix(pat, "/")
	segs := strings.Split(pat, "/")
	dropSlashEscapes(segs, r.opts.extglob)
	var bases []string
	if abs {
		bases = []string{"/"}
		segs = segs[1:]
	} else {
		bases = []string{""}
	}
	mode := pattern.Filenames | pattern.EntireString
	if r.opts.extglob {
		mode |= pattern.ExtendedOperators
	}
	if r.opts.nocaseglob {
		mode |= pattern.NoGlobCase
	}
	if r.opts.dotglob {
		mode |= pattern.GlobLeadingDot
	}
	count := 0
	literal := true // no segment so far was a pattern
	for i, seg := range segs {
		last := i == len(segs)-1
		if seg == "" {
			if last {
				// trailing slash: keep only directories
				var out []string
				for _, b := range bases {
					if fi, err := r.sh.cfg.FS.Stat(r.ctx, r.globAbs(b)); err == nil && fi.IsDir() {
						if !strings.HasSuffix(b, "/") { // a directory ** found
							b += "/"
						}
						out = append(out, b)
					}
				}
				bases = out
			} else if literal {
				// A slash more in the directory named before the
				// first pattern (d//*, .//*) is kept, as bash keeps
				// that directory's name as written; after a pattern
				// (*//e) the names are joined with one slash.
				for k, b := range bases {
					if strings.HasSuffix(b, "/") {
						bases[k] = b + "/"
					} else {
						bases[k] = b + "//"
					}
				}
			}
			continue
		}
		if !hasGlobMeta(seg, r.opts.extglob) {
			lit := unescapeGlob(seg)
			var out []string
			for _, b := range bases {
				p := joinGlob(b, lit)
				if last {
					if _, err := r.sh.cfg.FS.Lstat(r.ctx, r.globAbs(p)); err != nil {
						continue
					}
				}
				out = append(out, p)
			}
			bases = out
			continue
		}
		wasLiteral := literal
		literal = false
		if seg == "**" && r.opts.globstar {
			// ** matches the directory it starts in and every directory
			// below; as the last segment files too, the starting
			// directory shown with its slash (d/** is d/ d/e d/e/f) and
			// the others without (the base "" is no match itself).
			var out []string
			for _, b := range bases {
				if b != "" {
					// A base named literally may not exist.
					if fi, err := r.sh.cfg.FS.Stat(r.ctx, r.globAbs(b)); err != nil || !fi.IsDir() {
						continue
					}
				}
				if !last {
					out = append(out, b)
					// Before the trailing slash of **/ a symbolic
					// link to a directory counts, as bash lists it
					// (not descended): the slash keeps directories.
					trailing := i == len(segs)-2 && segs[len(segs)-1] == ""
					r.walkDirs(b, &out, trailing, &count)
					continue
				}
				if b != "" {
					// bash shows a base written literally with its slash
					// (d/** is d/ ...), one a pattern found without it
					// (*/** is d ...).
					if wasLiteral && !strings.HasSuffix(b, "/") {
						b += "/"
					} else if !wasLiteral && b != "/" {
						b = strings.TrimSuffix(b, "/")
					}
					out = append(out, b)
				}
				from := len(out)
				r.walkDirs(b, &out, true, &count)
				for i := from; i < len(out); i++ {
					out[i] = strings.TrimSuffix(out[i], "/")
				}
			}
			bases = out
			if count > r.rs.limits.MaxGlobMatches {
				return nil, r.globLimit()
			}
			continue
		}
		re, err := compilePattern(seg, mode)
		var matchName func(string) bool
		if err != nil || hasExtglobOp(seg) && (strings.Contains(seg, "!(") || r.opts.extglob && extglobUnscanned(seg)) {
			// A bracket our regexp cannot say ([a--@], [--1]) is
			// matched by bash's own rules, as case matches it.
			if !r.opts.extglob && (err == nil || hasExtglobOp(seg)) {
				return nil, nil
			}
			matchName = func(n string) bool { return matchExtglob(r.ctx, seg, n, r.opts.nocaseglob) }
		} else {
			matchName = re.MatchString
		}
		if r.byteLocale() {
			// In the C locale ? and [...] match one byte of a name.
			bseg := bytesAsRunes(seg)
			re, err := compilePattern(bseg, mode)
			if err != nil || hasExtglobOp(bseg) && (strings.Contains(bseg, "!(") || r.opts.extglob && extglobUnscanned(bseg)) {
				matchName = func(n string) bool { return matchExtglob(r.ctx, bseg, bytesAsRunes(n), r.opts.nocaseglob) }
			} else {
				matchName = func(n string) bool { return re.MatchString(bytesAsRunes(n)) }
			}
		}
		explicitDot := globExplicitDot(seg, r.opts.extglob)
		extSeg := r.opts.extglob && hasExtglobOp(seg)
		periodMatch := func(n string) bool {
			if r.byteLocale() {
				return matchExtglobPeriod(r.ctx, bytesAsRunes(seg), bytesAsRunes(n), r.opts.nocaseglob, true)
			}
			return matchExtglobPeriod(r.ctx, seg, n, r.opts.nocaseglob, true)
		}
		var out []string
		for _, b := range bases {
			if err := r.ctx.Err(); err != nil {
				return nil, errExpand
			}
			dir := r.globAbs(b)
			if dir == "" {
				dir = r.dir
			}
			ents, err := r.sh.cfg.FS.ReadDir(r.ctx, dir)
			if err != nil {
				continue
			}
			names := make([]string, 0, len(ents)+2)
			if r.opts.noGlobSkipDots && explicitDot && !(extSeg && strings.HasPrefix(seg, "!(")) {
				// A !( ) group never matches . or .. (bash's
				// FNM_DOTDOT in its extmatch).
				names = append(names, ".", "..")
			}
			isDir := map[string]bool{".": true, "..": true}
			for _, e := range ents {
				names = append(names, e.Name())
				isDir[e.Name()] = e.IsDir()
			}
			for _, name := range names {
				if name[0] == '.' && !r.opts.dotglob {
					if !explicitDot {
						continue
					}
					if extSeg {
						// The group that matches the dot is tried
						// as bash does, with FNM_PERIOD.
						if !periodMatch(name) {
							continue
						}
					} else if !matchName(name) {
						continue
					}
				} else if extSeg && (name == "." || name == "..") {
					// dotglob: bash's FNM_DOTDOT still wants . and
					// .. matched by a dot in the group (@(.foo|*)
					// gives neither; its * never matches them).
					if !periodMatch(name) {
						continue
					}
				} else if !matchName(name) {
					continue
				}
				if !last && !isDir[name] {
					if fi, err := r.sh.cfg.FS.Stat(r.ctx, dir+"/"+name); err != nil || !fi.IsDir() {
						continue
					}
				}
				out = append(out, joinGlob(b, name))
				count++
				if count > r.rs.limits.MaxGlobMatches {
					return nil, r.globLimit()
				}
			}
		}
		bases = out
	}
	if len(bases) == 1 && bases[0] == "" {
		return nil, nil
	}
	sort.Strings(bases)
	// **/** can reach a path twice
	out := bases[:0]
	for i, b := range bases {
		if i == 0 || b != bases[i-1] {
			out = append(out, b)
		}
	}
	return r.globIgnored(out), nil
}

func (r *runner) globLimit() error {
	r.rs.setFatal(&limitError{"MaxGlobMatches", strconv.Itoa(r.rs.limits.MaxGlobMatches)})
	return errExpand
}

func (r *runner) walkDirs(base string, out *[]string, files bool, count *int) {
	dir := r.globAbs(base)
	if dir == "" {
		dir = r.dir
	}
	ents, err := r.sh.cfg.FS.ReadDir(r.ctx, dir)
	if err != nil {
		return
	}
	for _, e := range ents {
		name := e.Name()
		if name[0] == '.' && !r.opts.dotglob {
			continue
		}
		p := joinGlob(base, name)
		*count++
		if *count > r.rs.limits.MaxGlobMatches || r.ctx.Err() != nil {
			return
		}
		if e.IsDir() {
			*out = append(*out, p+"/")
			r.walkDirs(p+"/", out, files, count)
		} else if files {
			*out = append(*out, p)
		}
	}
}

func (r *runner) globAbs(p string) string {
	if p == "" {
		return ""
	}
	if strings.HasPrefix(p, "/") {
		return p
	}
	return r.dir + "/" + p
}

func joinGlob(base, name string) string {
	if base == "" {
		return name
	}
	if strings.HasSuffix(base, "/") {
		return base + name
	}
	return base + "/" + name
}

func unescapeGlob(s string) string {
	if !strings.Contains(s, "\\") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// syncGlobIgnore applies a change of GLOBIGNORE since it was last seen,
// as bash does when it is assigned: a value with a pattern turns dotglob
// on, unsetting it turns dotglob off, an empty value changes nothing.
func (r *runner) syncGlobIgnore() {
	v, set := r.getStr("GLOBIGNORE")
	if v == r.globIgnore && set == r.globIgnoreSet {
		return
	}
	r.globIgnoreChanged()
}

// globIgnoreChanged is bash's setup_glob_ignore, run when GLOBIGNORE is
// assigned or unset (and, for changes no assignment makes, such as a
// local going out of scope, when it is next used): even a value or
// unsetting that leaves it as it was turns dotglob on or off, so that
// shopt -s dotglob; GLOBIGNORE=x; unset GLOBIGNORE ends with dotglob off.
func (r *runner) globIgnoreChanged() {
	v, set := r.getStr("GLOBIGNORE")
	r.globIgnore, r.globIgnoreSet = v, set
	if r.bashOptsFrozen == "" {
		// bash changes dotglob without updating BASHOPTS, which shows
		// the change only after the next shopt -s or -u.
		r.bashOptsFrozen = r.bashopts()
	}
	switch {
	case v != "":
		r.opts.dotglob = true
	case !set:
		r.opts.dotglob = false
	}
}

// globIgnored drops from matches the names GLOBIGNORE's patterns match
// (each whole, a * not matching a slash, a leading dot matched by any
// wildcard) and, with a pattern there, every name whose last part is .
// or .. (bash's glob_name_is_acceptable).
func (r *runner) globIgnored(matches []string) []string {
	if r.globIgnore == "" {
		return matches
	}
	mode := pattern.Filenames | pattern.EntireString | pattern.GlobLeadingDot
	if r.opts.extglob {
		mode |= pattern.ExtendedOperators
	}
	if r.opts.nocaseglob {
		mode |= pattern.NoGlobCase
	}
	pats := splitIgnore(r.globIgnore, r.opts.extglob)
	out := matches[:0]
	for _, m := range matches {
		base := m[strings.LastIndexByte(m, '/')+1:]
		if base == "" {
			base = m
		}
		keep := base != "." && base != ".."
		for _, p := range pats {
			if !keep {
				break
			}
			if re, err := compilePattern(p, mode); err == nil {
				keep = !re.MatchString(m)
			} else {
				keep = !r.match(p, m, r.opts.nocaseglob, r.opts.extglob)
			}
		}
		if keep {
			out = append(out, m)
		}
	}
	return out
}

// globExplicitDot reports whether a pattern matches a leading dot
// explicitly, so that pathname expansion tries it on names starting with
// one (bash's skipname): it starts with a dot, escaped or not; or, with
// extglob, it starts with a group that does: @(.a) or !(.a), a group one
// of whose alternatives does, @(.a|b), or a *( or ?( group, which may
// match nothing, followed by a pattern that does, *(x).a.
func globExplicitDot(seg string, ext bool) bool {
	if !ext || !hasExtglobOp(seg) {
		return strings.HasPrefix(seg, ".") || strings.HasPrefix(seg, "\\.")
	}
	nodes, _, ok := parseGlob([]rune(seg), 0, 0)
	return ok && !skipDotNodes(nodes, 0)
}

// skipDotNodes is skipname for a parsed pattern: true when it does not
// match a leading dot explicitly.
func skipDotNodes(nodes []gnode, depth int) bool {
	if len(nodes) == 0 || depth > maxGlobNesting {
		return true
	}
	n := nodes[0]
	if n.kind != 'x' {
		return !(n.kind == 'l' && n.r == '.')
	}
	rest := nodes[1:]
	if len(rest) == 0 && len(n.alts) == 1 {
		return skipDotNodes(n.alts[0], depth+1)
	}
	for _, alt := range n.alts {
		if !skipDotNodes(alt, depth+1) {
			return false
		}
	}
	if (n.op == '*' || n.op == '?') && len(rest) > 0 {
		return skipDotNodes(rest, depth+1)
	}
	return true
}

// splitIgnore splits GLOBIGNORE at its colons, except one a backslash
// escapes (a\:b is one pattern, which matches a:b), as bash's
// split_ignorespec does; the backslash stays, an escape in the pattern.
// A colon in a bracket expression or, with extglob, in a group is no
// separator (skip_to_delim's SD_GLOB and SD_EXTGLOB).
func splitIgnore(v string, ext bool) []string {
	var pats []string
	start := 0
	for i := 0; i < len(v); i++ {
		switch c := v[i]; c {
		case '\\':
			i++
		case '[', '?', '*', '+', '@', '!':
			open, close := byte('['), byte(']')
			from := i + 1
			if c != '[' {
				if !ext || i+1 >= len(v) || v[i+1] != '(' {
					continue
				}
				open, close, from = '(', ')', i+2
			}
			if j := closeDelim(v, from, open, close); j > 0 {
				i = j
			}
		case ':':
			pats = append(pats, v[start:i])
			start = i + 1
		}
	}
	return append(pats, v[start:])
}

// closeDelim finds the close that ends an open at v[from-1], counting the
// nested opens, with backslash escapes; -1 when none does.
func closeDelim(v string, from int, open, close byte) int {
	depth := 1
	for j := from; j < len(v); j++ {
		switch v[j] {
		case '\\':
			j++
		case open:
			depth++
		case close:
			if depth--; depth == 0 {
				return j
			}
		}
	}
	return -1
}

// dropSlashEscapes removes the backslash that escaped the slash after a
// name with no pattern: the slash separates the names all the same, as
// bash's glob_filename dequotes a literal directory part (./tmp\/a/*
// finds ./tmp/a/b); in a pattern the backslash stays, and matches
// nothing (./tm[p]\/a).
func dropSlashEscapes(segs []string, ext bool) {
	for i, seg := range segs[:len(segs)-1] {
		n := len(seg) - len(strings.TrimRight(seg, "\\"))
		if n%2 == 1 && !hasGlobMeta(seg[:len(seg)-1], ext) {
			segs[i] = seg[:len(seg)-1]
		}
	}
}
