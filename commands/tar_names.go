package commands

import (
	"archive/tar"
	"fmt"
	"path"
	"regexp"
	"strings"

	"github.com/computerwelt/computerwelt/internal/regex"
	"github.com/computerwelt/computerwelt/vfs"
)

// match reports whether a member or file name matches the pattern as GNU
// tar's name matching does: literally or as a glob (--wildcards), from
// the start (--anchored) or after any '/', the pattern naming the file
// or one of its directories.
func (p *tarPattern) match(name string) bool {
	name = strings.TrimSuffix(name, "/")
	pat := strings.TrimSuffix(p.pat, "/")
	if pat == "" {
		pat = p.pat
	}
	for start := 0; ; {
		if p.matchLeading(pat, name[start:]) {
			return true
		}
		if p.anchored {
			return false
		}
		i := strings.IndexByte(name[start:], '/')
		if i < 0 {
			return false
		}
		start += i + 1
	}
}

// matchLeading matches pat against name or one of its leading directories.
func (p *tarPattern) matchLeading(pat, name string) bool {
	for end := len(name); end >= 0; {
		if p.matchWhole(pat, name[:end]) {
			return true
		}
		i := strings.LastIndexByte(name[:end], '/')
		if i < 0 {
			return false
		}
		end = i
	}
	return false
}

func (p *tarPattern) matchWhole(pat, name string) bool {
	if !p.wildcards {
		if p.ignoreCase {
			return strings.EqualFold(pat, name)
		}
		return pat == name
	}
	if p.matchSlash {
		return fnmatch(pat, name, p.ignoreCase)
	}
	pp, np := strings.Split(pat, "/"), strings.Split(name, "/")
	if len(pp) != len(np) {
		return false
	}
	for i := range pp {
		if !fnmatch(pp[i], np[i], p.ignoreCase) {
			return false
		}
	}
	return true
}

// hasWildcards reports whether a name operand contains glob characters
// (GNU warns when they are used without --wildcards).
func hasWildcards(s string) bool { return strings.ContainsAny(s, "*?[") }

// excluded reports whether --exclude or -X excludes the name.
func (t *tarRun) excluded(name string) bool {
	for i := range t.excludes {
		if t.excludes[i].match(name) {
			return true
		}
	}
	base := path.Base(strings.TrimSuffix(name, "/"))
	if t.excludeVCS && tarVCSNames[base] {
		return true
	}
	if t.excludeBackups && (strings.HasSuffix(base, "~") || strings.HasPrefix(base, ".#") ||
		(len(base) > 1 && base[0] == '#' && strings.HasSuffix(base, "#"))) {
		return true
	}
	return false
}

// tarVCSNames are the files and directories --exclude-vcs leaves out.
var tarVCSNames = map[string]bool{
	"CVS": true, ".cvsignore": true, "RCS": true, "SCCS": true, ".git": true, ".gitignore": true,
	".gitattributes": true, ".gitmodules": true, ".arch-ids": true, "{arch}": true, "=RELEASE-ID": true,
	"=meta-update": true, "=update": true, ".bzr": true, ".bzrignore": true, ".bzrtags": true,
	".hg": true, ".hgignore": true, ".hgtags": true, "_darcs": true,
}

// tarTag is an --exclude-tag or --exclude-caches option: a directory
// holding the file loses its contents (1), all but itself (2: the tag
// too), or itself (3).
type tarTag struct {
	file  string
	kind  int
	cache bool // the file must start with the CACHEDIR.TAG signature
}

const cacheDirSignature = "Signature: 8a477f597d28d172789f06886806bc55"

// tagOf returns the strongest tag the directory p holds.
func (t *tarRun) tagOf(p string) (tarTag, bool) {
	var best tarTag
	found := false
	for _, tg := range t.tags {
		fp := path.Join(p, tg.file)
		if tg.cache {
			data, err := vfs.ReadFile(t.ctx, t.inv.FS, fp)
			if err != nil || !strings.HasPrefix(string(data), cacheDirSignature) {
				continue
			}
		} else if _, err := t.inv.FS.Lstat(t.ctx, fp); err != nil {
			continue
		}
		if !found || tg.kind > best.kind {
			best, found = tg, true
		}
	}
	return best, found
}

// tarIgnoreFile is --exclude-ignore(-recursive)=FILE; the VCS ignore
// files of --exclude-vcs-ignores are the same with their own syntax.
type tarIgnoreFile struct {
	name      string
	recursive bool
	hg        bool // .hgignore: regular expressions by default
}

var tarVCSIgnoreFiles = []tarIgnoreFile{
	{name: ".cvsignore"}, {name: ".gitignore", recursive: true},
	{name: ".bzrignore", recursive: true}, {name: ".hgignore", recursive: true, hg: true},
}

// dirExcludes are patterns read from a directory's ignore files: they
// apply to its entries (and below, for the recursive kinds).
type dirExcludes struct {
	here, below []tarDirPattern
}

type tarDirPattern struct {
	glob string
	re   *regexp.Regexp
}

func (d tarDirPattern) match(rel string) bool {
	if d.re != nil {
		return d.re.MatchString(rel)
	}
	p := tarPattern{pat: d.glob, wildcards: true, matchSlash: true}
	return p.match(rel)
}

// readIgnores reads the ignore files in directory p.
func (t *tarRun) readIgnores(p string, inherited []tarDirPattern) dirExcludes {
	d := dirExcludes{below: inherited}
	files := t.ignoreFiles
	if t.vcsIgnores {
		files = append(append([]tarIgnoreFile(nil), files...), tarVCSIgnoreFiles...)
	}
	for _, f := range files {
		data, err := vfs.ReadFile(t.ctx, t.inv.FS, path.Join(p, f.name))
		if err != nil {
			continue
		}
		hgRegexp := f.hg
		for _, line := range strings.Split(string(data), "\n") {
			line = strings.TrimSuffix(line, "\r")
			if line == "" || (f.hg || f.name != ".cvsignore") && strings.HasPrefix(line, "#") {
				continue
			}
			if f.hg {
				if s, ok := strings.CutPrefix(line, "syntax:"); ok {
					hgRegexp = strings.TrimSpace(s) != "glob"
					continue
				}
			}
			var dp tarDirPattern
			if hgRegexp {
				re, err := regexp.Compile(line)
				if err != nil {
					continue
				}
				dp.re = re
			} else {
				dp.glob = line
			}
			if f.recursive {
				d.below = append(d.below, dp)
			} else {
				d.here = append(d.here, dp)
			}
		}
	}
	return d
}

// tarTransform is one s/REGEX/REPL/FLAGS of --transform.
type tarTransform struct {
	cmd   *sedCmd
	types string // the r s h flags: which member kinds it applies to
}

// parseTarTransform parses a --transform argument: s expressions
// separated by ';'.
func parseTarTransform(expr string) ([]*tarTransform, error) {
	var out []*tarTransform
	for rest := expr; ; {
		if !strings.HasPrefix(rest, "s") || len(rest) < 2 {
			return nil, fmt.Errorf("Invalid transform expression")
		}
		p := newSedParser([]sedChunk{{text: rest[2:]}}, false)
		delim := rest[1]
		src, ok := p.readDelimited(delim, true)
		if !ok {
			return nil, fmt.Errorf("Invalid transform expression")
		}
		replSrc, ok := p.readDelimited(delim, false)
		if !ok {
			return nil, fmt.Errorf("Invalid transform expression")
		}
		c := &sedCmd{nth: 1}
		tr := &tarTransform{cmd: c, types: "rsh"}
		var o regex.Options
		for !p.eof() {
			f := p.next()
			if f == ';' || f == '\n' {
				break
			}
			switch f {
			case 'g':
				c.global = true
			case 'i':
				o.IgnoreCase = true
			case 'x':
				o.Extended = true
			case 'r', 's', 'h':
				if !strings.ContainsRune(tr.types, rune(f)) {
					tr.types += string(f)
				}
			case 'R', 'S', 'H':
				tr.types = strings.ReplaceAll(tr.types, strings.ToLower(string(f)), "")
			case '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
				p.pos--
				c.nth = p.readNum()
			default:
				return nil, fmt.Errorf("Unknown flag in transform expression: %c", f)
			}
		}
		o.SedEscapes = true
		re, err := regex.Compile(src, o)
		if err != nil {
			return nil, fmt.Errorf("Invalid transform expression: %v", err)
		}
		c.re = re
		repl, err := p.parseRepl(replSrc, re)
		if err != nil {
			return nil, fmt.Errorf("Invalid transform expression: %v", err)
		}
		c.repl = repl
		out = append(out, tr)
		// What the parser has not read is the next expression.
		rest = strings.TrimRight(p.src[min(p.pos, len(p.src)):], "\n")
		if rest == "" {
			return out, nil
		}
	}
}

// transform applies --transform to a member name (kind 'r'), a symlink's
// target ('s') or a hard link's target ('h'). A directory's name is
// transformed without its trailing slash.
func (t *tarRun) transform(name string, kind byte) (out string) {
	if len(t.transforms) == 0 {
		return name
	}
	slash := strings.HasSuffix(name, "/") && len(name) > 1
	name = strings.TrimSuffix(name, "/")
	defer func() {
		if slash && !strings.HasSuffix(out, "/") {
			out += "/"
		}
	}()
	s := &sedRun{ctx: t.ctx, inv: t.inv, maxBytes: 1 << 20}
	for _, tr := range t.transforms {
		if !strings.ContainsRune(tr.types, rune(kind)) {
			continue
		}
		s.ps = []byte(name)
		if err := s.substitute(tr.cmd); err != nil {
			continue
		}
		name = string(s.ps)
	}
	return name
}

// transformHeader applies --transform to a header's name and link target.
func (t *tarRun) transformHeader(hdr *tar.Header) {
	hdr.Name = t.transform(hdr.Name, 'r')
	switch hdr.Typeflag {
	case tar.TypeSymlink:
		hdr.Linkname = t.transform(hdr.Linkname, 's')
	case tar.TypeLink:
		hdr.Linkname = t.transform(hdr.Linkname, 'h')
	}
}
