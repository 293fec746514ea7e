package commands

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"regexp"
	"sort"
	"strings"
	"sync"
	"unicode"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "rg",
		Summary: "recursively search for a regex pattern (ripgrep)",
		Usage:   rgUsage,
		Run:     runRg,
	})
}

const rgUsage = `Usage: rg [OPTIONS] PATTERN [PATH ...]
       rg [OPTIONS] -e PATTERN ... [PATH ...]
       rg [OPTIONS] --files [PATH ...]

Recursively search PATHs (default: the working directory) for lines
matching a regex (RE2 syntax, close to ripgrep's). Hidden files and files
ignored by .gitignore (inside a git repository), .ignore and .rgignore are
skipped; binary files are skipped. Output is as ripgrep's when not writing
to a terminal (no heading, no colour); files are searched in path order.

  -e, --regexp=PATTERN       a pattern to search for (repeatable)
  -F, --fixed-strings        patterns are literal strings
  -i, --ignore-case          case-insensitive search
  -S, --smart-case           case-insensitive if the pattern is all lowercase
  -s, --case-sensitive       case-sensitive search (the default)
  -w, --word-regexp          match whole words only
  -x, --line-regexp          match whole lines only
  -v, --invert-match         select non-matching lines
  -n, --line-number          show line numbers
  -N, --no-line-number       do not show line numbers
  -H, --with-filename        show the file name of each match
  -I, --no-filename          do not show file names
  -c, --count                show the number of matching lines per file
  -l, --files-with-matches   show only the names of files with matches
      --files-without-match  show only the names of files without matches
  -o, --only-matching        show only the matching parts of lines
  -m, --max-count=NUM        stop after NUM matching lines per file
  -q, --quiet                print nothing; exit 0 on the first match
  -A, --after-context=NUM    show NUM lines after each match
  -B, --before-context=NUM   show NUM lines before each match
  -C, --context=NUM          show NUM lines around each match
  -g, --glob=GLOB            include (or with !GLOB exclude) matching files
  -t, --type=TYPE            search only files of TYPE (see --type-list)
  -T, --type-not=TYPE        do not search files of TYPE
      --type-list            list the known file types
      --hidden               search hidden files and directories
      --no-ignore            do not use ignore files
  -u, --unrestricted         -u: --no-ignore; -uu: also --hidden
      --files                list the files that would be searched
      --no-heading           accepted (the default here)
      --help                 show this help
`

// rgTypes are ripgrep's file types for -t (a common subset).
var rgTypes = sync.OnceValue(func() map[string][]string {
	return map[string][]string{
		"c": {"*.c", "*.h"}, "cpp": {"*.cpp", "*.cc", "*.cxx", "*.hpp", "*.hh", "*.h", "*.hxx"},
		"css": {"*.css", "*.scss"}, "go": {"*.go"}, "html": {"*.html", "*.htm"}, "java": {"*.java"},
		"js": {"*.js", "*.jsx", "*.mjs", "*.cjs"}, "json": {"*.json"}, "md": {"*.md", "*.markdown"},
		"markdown": {"*.md", "*.markdown"}, "py": {"*.py", "*.pyi"}, "rust": {"*.rs"}, "rs": {"*.rs"},
		"sh": {"*.sh", "*.bash", ".bashrc", ".bash_profile"}, "toml": {"*.toml"}, "ts": {"*.ts", "*.tsx"},
		"txt": {"*.txt"}, "yaml": {"*.yaml", "*.yml"}, "xml": {"*.xml"}, "sql": {"*.sql"}, "ruby": {"*.rb"},
	}
})

type rgRun struct {
	ctx                               context.Context
	inv                               *shell.Invocation
	re                                *regexp.Regexp
	invert, count, filesWith, filesWO bool
	only, quiet, files, hidden        bool
	noIgnore                          bool
	lineNum, withName                 bool
	maxCount, after, before           int
	globs                             []rgGlob
	types, notTypes                   []string
	matched                           bool
	status                            int
	stop                              bool
}

type rgGlob struct {
	re     *regexp.Regexp
	negate bool
	dir    bool // pattern ended in "/": directories only
}

func runRg(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("rg")
	var pats []string
	f.Func('e', "regexp", true, func(v string) error { pats = append(pats, v); return nil })
	fixed := f.Bool('F', "fixed-strings")
	caseMode := "s"
	f.Func('i', "ignore-case", false, func(string) error { caseMode = "i"; return nil })
	f.Func('S', "smart-case", false, func(string) error { caseMode = "S"; return nil })
	f.Func('s', "case-sensitive", false, func(string) error { caseMode = "s"; return nil })
	word := f.Bool('w', "word-regexp")
	line := f.Bool('x', "line-regexp")
	r := &rgRun{ctx: ctx, inv: inv, maxCount: -1}
	lineNum, noLineNum := f.Bool('n', "line-number"), f.Bool('N', "no-line-number")
	withName, noName := f.Bool('H', "with-filename"), f.Bool('I', "no-filename")
	f.Func('v', "invert-match", false, func(string) error { r.invert = true; return nil })
	f.Func('c', "count", false, func(string) error { r.count = true; return nil })
	f.Func('l', "files-with-matches", false, func(string) error { r.filesWith = true; return nil })
	f.Func(0, "files-without-match", false, func(string) error { r.filesWO = true; return nil })
	f.Func('o', "only-matching", false, func(string) error { r.only = true; return nil })
	f.Func('q', "quiet", false, func(string) error { r.quiet = true; return nil })
	maxCount := f.Int('m', "max-count", -1)
	after, before, context := f.Int('A', "after-context", 0), f.Int('B', "before-context", 0), f.Int('C', "context", 0)
	globs := f.Strings('g', "glob")
	f.Func('t', "type", true, func(v string) error { r.types = append(r.types, v); return nil })
	f.Func('T', "type-not", true, func(v string) error { r.notTypes = append(r.notTypes, v); return nil })
	typeList := f.Bool(0, "type-list")
	f.Func(0, "hidden", false, func(string) error { r.hidden = true; return nil })
	f.Func(0, "no-ignore", false, func(string) error { r.noIgnore = true; return nil })
	unrestricted := f.Count('u', "unrestricted")
	f.Func(0, "files", false, func(string) error { r.files = true; return nil })
	f.Bool(0, "no-heading")
	ops, err := f.parse(inv.Args[1:])
	if errors.Is(err, errVersion) {
		return writeVersion(inv, f.name)
	}
	if errors.Is(err, errHelp) {
		io.WriteString(inv.Stdout, rgUsage)
		return 0
	}
	if err != nil {
		fmt.Fprintf(inv.Stderr, "rg: %s\n", err)
		return 2
	}
	if *typeList {
		names := make([]string, 0, len(rgTypes()))
		for n := range rgTypes() {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			fmt.Fprintf(inv.Stdout, "%s: %s\n", n, strings.Join(rgTypes()[n], ", "))
		}
		return 0
	}
	for _, t := range append(append([]string(nil), r.types...), r.notTypes...) {
		if _, ok := rgTypes()[t]; !ok {
			fmt.Fprintf(inv.Stderr, "rg: unrecognized file type: %s\n", t)
			return 2
		}
	}
	if *unrestricted >= 1 {
		r.noIgnore = true
	}
	if *unrestricted >= 2 {
		r.hidden = true
	}
	r.maxCount = *maxCount
	r.after, r.before = *after, *before
	if f.Seen("C") {
		if !f.Seen("A") {
			r.after = *context
		}
		if !f.Seen("B") {
			r.before = *context
		}
	}
	for _, g := range *globs {
		neg := strings.HasPrefix(g, "!")
		re, dir := rgGlobRegexp(strings.TrimPrefix(g, "!"))
		r.globs = append(r.globs, rgGlob{re: re, negate: neg, dir: dir})
	}
	if !r.files && len(pats) == 0 {
		if len(ops) == 0 {
			io.WriteString(inv.Stderr, "rg: ripgrep requires at least one pattern to execute a search\n")
			return 2
		}
		pats, ops = ops[:1], ops[1:]
	}
	if !r.files {
		var alts []string
		for _, p := range pats {
			if *fixed {
				p = regexp.QuoteMeta(p)
			}
			if _, err := regexp.Compile(p); err != nil {
				// Go's wording (RE2), not Rust's.
				fmt.Fprintf(inv.Stderr, "rg: regex parse error:\n    %s\n", strings.TrimPrefix(err.Error(), "error parsing regexp: "))
				return 2
			}
			alts = append(alts, "(?:"+p+")")
		}
		expr := strings.Join(alts, "|")
		if *word {
			expr = `(?:^|\b)(?:` + expr + `)(?:$|\b)`
		}
		if *line {
			expr = `^(?:` + expr + `)$`
		}
		if caseMode == "i" || caseMode == "S" && !rgHasUpper(pats) {
			expr = "(?i)" + expr
		}
		r.re, err = regexp.Compile("(?m)" + expr)
		if err != nil {
			fmt.Fprintf(inv.Stderr, "rg: regex parse error:\n    %s\n", strings.TrimPrefix(err.Error(), "error parsing regexp: "))
			return 2
		}
	}
	explicitFile := false
	if len(ops) == 0 {
		ops = []string{""}
	} else if len(ops) == 1 {
		if fi, err := inv.FS.Stat(ctx, inv.Path(ops[0])); err == nil && !fi.IsDir() {
			explicitFile = true
		}
	}
	r.withName = !explicitFile
	if *withName {
		r.withName = true
	}
	if *noName {
		r.withName = false
	}
	r.lineNum = *lineNum && !*noLineNum
	if !r.files && len(ops) == 1 && ops[0] == "-" {
		r.withName = *withName
		r.search("<stdin>", inv.Stdin)
		return r.exit()
	}
	for _, op := range ops {
		if r.stop || ctx.Err() != nil {
			break
		}
		r.walk(op)
	}
	return r.exit()
}

func (r *rgRun) exit() int {
	if r.ctx.Err() != nil {
		return 2
	}
	if r.status == 2 {
		return 2
	}
	if r.matched {
		return 0
	}
	return 1
}

func rgHasUpper(pats []string) bool {
	for _, p := range pats {
		for _, c := range p {
			if unicode.IsUpper(c) {
				return true
			}
		}
	}
	return false
}

// rgGlobRegexp converts a gitignore-style glob into a regexp over slash
// paths: a glob without "/" matches a base name anywhere, "**" spans
// directories, a leading "/" anchors it.
func rgGlobRegexp(g string) (*regexp.Regexp, bool) {
	dir := strings.HasSuffix(g, "/")
	g = strings.TrimSuffix(g, "/")
	anchored := strings.Contains(g, "/")
	g = strings.TrimPrefix(g, "/")
	var b strings.Builder
	if !anchored {
		b.WriteString(`(?:^|/)`)
	} else {
		b.WriteString(`^`)
	}
	for i := 0; i < len(g); i++ {
		c := g[i]
		switch {
		case strings.HasPrefix(g[i:], "**/"):
			b.WriteString(`(?:.*/)?`)
			i += 2
		case strings.HasPrefix(g[i:], "**"):
			b.WriteString(`.*`)
			i++
		case c == '*':
			b.WriteString(`[^/]*`)
		case c == '?':
			b.WriteString(`[^/]`)
		case c == '[':
			j := strings.IndexByte(g[i+1:], ']')
			if j < 0 {
				b.WriteString(`\[`)
				continue
			}
			class := g[i+1 : i+1+j]
			if strings.HasPrefix(class, "!") {
				class = "^" + class[1:]
			}
			b.WriteString("[" + strings.ReplaceAll(class, `\`, `\\`) + "]")
			i += j + 1
		case c == '\\' && i+1 < len(g):
			i++
			b.WriteString(regexp.QuoteMeta(string(g[i])))
		default:
			b.WriteString(regexp.QuoteMeta(string(c)))
		}
	}
	b.WriteString(`$`)
	re, err := regexp.Compile(b.String())
	if err != nil {
		re = regexp.MustCompile(`^$.`)
	}
	return re, dir
}

// rgIgnore is one ignore file's rules, relative to its directory.
type rgIgnore struct {
	dir   string
	rules []rgGlob
}

func (r *rgRun) loadIgnores(dir string, inGit bool) []rgIgnore {
	if r.noIgnore {
		return nil
	}
	var out []rgIgnore
	names := []string{".ignore", ".rgignore"}
	if inGit {
		names = append([]string{".gitignore"}, names...)
	}
	for _, n := range names {
		data, err := vfs.ReadFile(r.ctx, r.inv.FS, path.Join(dir, n))
		if err != nil {
			continue
		}
		ig := rgIgnore{dir: dir}
		for _, l := range strings.Split(string(data), "\n") {
			l = strings.TrimRight(l, "\r")
			if l == "" || strings.HasPrefix(l, "#") {
				continue
			}
			neg := strings.HasPrefix(l, "!")
			l = strings.TrimPrefix(l, "!")
			re, isDir := rgGlobRegexp(strings.TrimRight(l, " "))
			ig.rules = append(ig.rules, rgGlob{re: re, negate: neg, dir: isDir})
		}
		out = append(out, ig)
	}
	return out
}

// ignored applies the ignore files from the outermost to the innermost;
// the last matching rule wins.
func rgIgnored(stack []rgIgnore, p string, isDir bool) bool {
	ign := false
	for _, ig := range stack {
		rel := strings.TrimPrefix(p, ig.dir+"/")
		if ig.dir == "/" {
			rel = strings.TrimPrefix(p, "/")
		}
		for _, rule := range ig.rules {
			if rule.dir && !isDir {
				continue
			}
			if rule.re.MatchString(rel) {
				ign = !rule.negate
			}
		}
	}
	return ign
}

// wanted applies -g and -t to a file (directories only to !globs).
func (r *rgRun) wanted(rel string, isDir bool) bool {
	if len(r.globs) > 0 {
		hasInclude, include := false, false
		for _, g := range r.globs {
			if g.dir && !isDir {
				continue
			}
			if !g.negate {
				hasInclude = true
			}
			if g.re.MatchString(rel) {
				include = !g.negate
				if g.negate {
					return false
				}
			}
		}
		if hasInclude && !include && !isDir {
			return false
		}
	}
	if isDir {
		return true
	}
	base := path.Base(rel)
	match := func(t string) bool {
		for _, g := range rgTypes()[t] {
			if ok, _ := path.Match(g, base); ok {
				return true
			}
		}
		return false
	}
	for _, t := range r.notTypes {
		if match(t) {
			return false
		}
	}
	if len(r.types) == 0 {
		return true
	}
	for _, t := range r.types {
		if match(t) {
			return true
		}
	}
	return false
}

// walk searches one operand ("" is the working directory, shown without
// a "./" prefix, as ripgrep does).
func (r *rgRun) walk(op string) {
	ctx, inv := r.ctx, r.inv
	root := inv.Path(op)
	if op == "" {
		root = inv.Dir
	}
	fi, err := inv.FS.Stat(ctx, root)
	if err != nil {
		fmt.Fprintf(inv.Stderr, "rg: %s: %s (os error 2)\n", op, vfs.Strerror(err))
		r.status = 2
		return
	}
	if !fi.IsDir() {
		r.file(op, root, true)
		return
	}
	// Ignore files apply inside a git repository (a .git above or here).
	inGit := false
	for d := root; ; d = path.Dir(d) {
		if _, err := inv.FS.Stat(ctx, path.Join(d, ".git")); err == nil {
			inGit = true
			break
		}
		if d == "/" {
			break
		}
	}
	var visit func(dir, shown string, stack []rgIgnore)
	visit = func(dir, shown string, stack []rgIgnore) {
		if r.stop || ctx.Err() != nil {
			return
		}
		stack = append(stack, r.loadIgnores(dir, inGit)...)
		entries, err := inv.FS.ReadDir(ctx, dir)
		if err != nil {
			fmt.Fprintf(inv.Stderr, "rg: %s: %s\n", shown, vfs.Strerror(err))
			r.status = 2
			return
		}
		for _, e := range entries {
			name := e.Name()
			if (!r.hidden && strings.HasPrefix(name, ".")) || name == ".git" {
				continue
			}
			p := path.Join(dir, name)
			child := name
			if shown != "" {
				child = strings.TrimSuffix(shown, "/") + "/" + name
			}
			rel := strings.TrimPrefix(p, root+"/")
			isDir := e.IsDir()
			if e.Type()&fs.ModeSymlink != 0 {
				continue // symlinks are not followed, as ripgrep's default
			}
			if rgIgnored(stack, p, isDir) || !r.wanted(rel, isDir) {
				continue
			}
			if isDir {
				visit(p, child, stack)
			} else {
				r.file(child, p, false)
			}
			if r.stop {
				return
			}
		}
	}
	visit(root, op, nil)
}

func (r *rgRun) file(shown, p string, explicit bool) {
	if r.files {
		if _, err := fmt.Fprintln(r.inv.Stdout, shown); err != nil {
			r.stop = true
		}
		r.matched = true
		return
	}
	f, err := vfs.Open(r.ctx, r.inv.FS, p)
	if err != nil {
		fmt.Fprintf(r.inv.Stderr, "rg: %s: %s\n", shown, vfs.Strerror(err))
		r.status = 2
		return
	}
	defer f.Close()
	r.searchFile(shown, f, explicit)
}

func (r *rgRun) search(shown string, in io.Reader) { r.searchFile(shown, in, true) }

// searchFile prints the matches of one file. Binary files (with a NUL
// byte) are skipped when found by the walk; named ones are searched up to
// the NUL and reported as ripgrep does.
func (r *rgRun) searchFile(shown string, in io.Reader, explicit bool) {
	w := r.inv.Stdout
	br := bufio.NewReaderSize(&countReader{ctx: r.ctx, r: in}, 64<<10)
	var before []string
	afterLeft, count, lastPrinted, lineNo := 0, 0, 0, 0
	var offset int64
	printed := false
	prefix := func(n int, sep string) string {
		var b strings.Builder
		if r.withName {
			b.WriteString(shown + sep)
		}
		if r.lineNum {
			fmt.Fprintf(&b, "%d%s", n, sep)
		}
		return b.String()
	}
	emit := func(s string) bool {
		if _, err := io.WriteString(w, s); err != nil {
			r.stop = true
			return false
		}
		return true
	}
	listOnly := r.count || r.filesWith || r.filesWO || r.quiet
	for !r.stop {
		line, err := br.ReadString('\n')
		if line == "" && err != nil {
			break
		}
		lineNo++
		if i := strings.IndexByte(line, 0); i >= 0 {
			if !explicit {
				return // binary: skipped silently
			}
			// Like ripgrep, a named binary file is still searched, and a
			// match is reported once.
			hit := count > 0 || r.re.MatchString(line)
			for !hit {
				l, err := br.ReadString('\n')
				if l == "" && err != nil {
					break
				}
				hit = r.re.MatchString(l)
			}
			if hit {
				r.matched = true
				if !listOnly {
					emit(fmt.Sprintf("binary file matches (found \"\\0\" byte around offset %d)\n", offset+int64(i)))
				}
				if r.quiet {
					r.stop = true
				}
				if count == 0 {
					count = 1
				}
			}
			break
		}
		offset += int64(len(line))
		text := strings.TrimSuffix(line, "\n")
		hit := r.re.MatchString(text) != r.invert
		if !hit {
			if afterLeft > 0 && !listOnly {
				afterLeft--
				lastPrinted = lineNo
				if !emit(prefix(lineNo, "-") + text + "\n") {
					return
				}
			} else if r.before > 0 {
				before = append(before, text)
				if len(before) > r.before {
					before = before[1:]
				}
			}
			continue
		}
		count++
		r.matched = true
		if r.quiet {
			r.stop = true
			return
		}
		if !listOnly {
			if (r.before > 0 || r.after > 0) && printed && lastPrinted < lineNo-len(before)-1 {
				if !emit("--\n") {
					return
				}
			}
			for k, b := range before {
				if !emit(prefix(lineNo-len(before)+k, "-") + b + "\n") {
					return
				}
			}
			before = before[:0]
			if r.only && !r.invert {
				for _, m := range r.re.FindAllString(text, -1) {
					if m != "" && !emit(prefix(lineNo, ":")+m+"\n") {
						return
					}
				}
			} else if !emit(prefix(lineNo, ":") + text + "\n") {
				return
			}
			printed, lastPrinted, afterLeft = true, lineNo, r.after
		}
		if r.maxCount >= 0 && count >= r.maxCount {
			break
		}
		if r.filesWith {
			break
		}
	}
	switch {
	case r.filesWith && count > 0:
		emit(shown + "\n")
	case r.filesWO && count == 0:
		emit(shown + "\n")
	case r.count && count > 0:
		if r.withName {
			emit(fmt.Sprintf("%s:%d\n", shown, count))
		} else {
			emit(fmt.Sprintf("%d\n", count))
		}
	}
}
