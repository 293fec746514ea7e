package shell

import (
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/computerwelt/computerwelt/vfs"
	"mvdan.cc/sh/v3/syntax"
)

// compgen generates completions as bash's programmable completion does
// (bash manual 8.7): each action's names, the -G glob's files, the -W
// words, -F's COMPREPLY and -C's output lines, the actions' and -W's
// taken only where they start with the word; then -X removes the ones
// its pattern matches (all but those, after a !; & is the word), -P and
// -S wrap what is left, and -o plusdirs adds directories. Nothing left
// is status 1.

const compgenUsage = "compgen: usage: compgen [-abcdefgjksuv] [-o option] [-A action] [-G globpat] [-W wordlist] [-F function] [-C command] [-X filterpat] [-P prefix] [-S suffix] [word]\n"

// compgenActions are the -A actions in the order bash generates them,
// whatever the order they were given in.
var compgenActions = []string{"alias", "arrayvar", "binding", "builtin", "command", "directory", "disabled", "enabled",
	"export", "file", "function", "group", "helptopic", "hostname", "job", "keyword", "running", "service", "setopt",
	"shopt", "signal", "stopped", "user", "variable"}

var compgenLetters = sync.OnceValue(func() map[byte]string {
	return map[byte]string{'a': "alias", 'b': "builtin", 'c': "command", 'd': "directory", 'e': "export",
		'f': "file", 'g': "group", 'j': "job", 'k': "keyword", 's': "service", 'u': "user", 'v': "variable"}
})

// helpTopics are bash's help topics that are no builtins.
var helpTopics = []string{"%", "(( ... ))", "[[ ... ]]", "case", "coproc", "for", "for ((", "function", "if", "select",
	"time", "until", "variables", "while", "{ ... }"}

var compgenOptions = []string{"bashdefault", "default", "dirnames", "filenames", "noquote", "nosort", "nospace", "plusdirs"}

func builtinCompgen(r *runner, args []string) int {
	// As bash's compgen_builtin: no options, nothing to generate.
	cs, args, given, st := r.compBuildActions("compgen", args[1:], nil, compgenUsage)
	if st != 0 || !given {
		return st
	}
	actions, opts := cs.actions, cs.opts
	glob, words, fn, command, filter, prefix, suffix := cs.glob, cs.words, cs.fn, cs.command, cs.filter, cs.prefix, cs.suffix
	word := ""
	if len(args) > 0 {
		word = args[0]
	}
	var out []string
	add := func(n string) {
		if strings.HasPrefix(n, word) {
			out = append(out, n)
		}
	}
	for _, kind := range compgenActions {
		if !actions[kind] {
			continue
		}
		switch kind {
		case "file":
			out = append(out, r.compgenFiles(word, false)...)
		case "directory":
			out = append(out, r.compgenFiles(word, true)...)
		default:
			r.compgenAction(kind, add)
		}
	}
	if glob != nil {
		if m, err := r.glob(*glob); err == nil {
			out = append(out, m...)
		}
	}
	if words != nil {
		for _, w := range r.compgenWords(*words) {
			add(w)
		}
	}
	if fn != nil {
		// As bash: the function gets the command name, the word and the
		// previous word, and its COMPREPLY is taken as it is.
		r.errLine("compgen: warning: -F option may not work as you expect")
		fd, ok := r.funcs[*fn]
		if !ok {
			r.errLine("completion: function `%s' not found", *fn)
			return 1
		}
		r.callFunc(*fn, fd, []string{*fn, "compgen", word, ""})
		if v := r.getVar("COMPREPLY"); v != nil {
			out = append(out, v.values()...)
		}
	}
	if command != nil {
		// Its output's lines, the command run in a subshell with the
		// same three arguments.
		r.errLine("compgen: warning: -C option may not work as you expect")
		for _, line := range strings.Split(r.compgenCommand(*command, word), "\n") {
			if line != "" {
				out = append(out, line)
			}
		}
	}
	if filter != nil {
		out = r.compgenFilter(out, *filter, word)
	}
	for i := range out {
		if prefix != nil {
			out[i] = *prefix + out[i]
		}
		if suffix != nil {
			out[i] += *suffix
		}
	}
	if len(out) == 0 && (opts["default"] || opts["bashdefault"]) {
		out = r.compgenFiles(word, false)
	}
	if len(out) == 0 && opts["dirnames"] || opts["plusdirs"] {
		out = append(out, r.compgenFiles(word, true)...)
	}
	if len(out) == 0 {
		return 1
	}
	for _, n := range out {
		r.outf("%s\n", n)
		if r.ctx.Err() != nil {
			return 1
		}
	}
	return 0
}

// compgenFilter drops the names the -X pattern matches, or with a
// leading ! all the others; & in it stands for the word (\& for itself).
func (r *runner) compgenFilter(names []string, pat, word string) []string {
	keep := false
	if strings.HasPrefix(pat, "!") {
		keep, pat = true, pat[1:]
	}
	var b strings.Builder
	for i := 0; i < len(pat); i++ {
		switch {
		case pat[i] == '\\' && i+1 < len(pat) && pat[i+1] == '&':
			b.WriteByte('&')
			i++
		case pat[i] == '&':
			b.WriteString(globQuote(word))
		default:
			b.WriteByte(pat[i])
		}
	}
	m, ok := r.patMatcher(b.String(), false)
	if !ok {
		return names
	}
	var out []string
	for _, n := range names {
		if m.whole(n) == keep {
			out = append(out, n)
		}
	}
	return out
}

// compgenFiles lists the names in the word's directory that start with
// its last part, as readline's filename completion does (hidden ones
// too, never . and ..), directories only when dirs is set.
func (r *runner) compgenFiles(word string, dirs bool) []string {
	dir, base := "", word
	if i := strings.LastIndexByte(word, '/'); i >= 0 {
		dir, base = word[:i+1], word[i+1:]
	}
	abs := r.dir
	if dir != "" {
		abs = r.globAbs(dir)
	}
	ents, err := r.sh.cfg.FS.ReadDir(r.ctx, abs)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range ents {
		name := e.Name()
		if name == "." || name == ".." || !strings.HasPrefix(name, base) {
			continue
		}
		if dirs && !r.isDirEntry(abs, e) {
			continue
		}
		out = append(out, dir+name)
	}
	return out
}

// isDirEntry reports whether e in dir is a directory, or a link to one.
func (r *runner) isDirEntry(dir string, e fs.DirEntry) bool {
	if e.IsDir() {
		return true
	}
	if e.Type()&fs.ModeSymlink == 0 {
		return false
	}
	fi, err := r.sh.cfg.FS.Stat(r.ctx, path.Join(dir, e.Name()))
	return err == nil && fi.IsDir()
}

// compgenCommand runs -C's command with bash's three arguments in a
// subshell and returns what it printed.
func (r *runner) compgenCommand(command, word string) string {
	sub := r.subshell(true)
	buf := sub.captureStdout()
	sub.runText(command+" compgen "+bashQuote(word, false)+" ''", textKind{nested: true}, 0)
	return buf.b.String()
}

// compgenAction calls add with every name of compgen's action kind.
func (r *runner) compgenAction(kind string, add func(string)) {
	switch kind {
	case "alias":
		for _, n := range sortedKeys(r.aliases) {
			add(n)
		}
	case "arrayvar", "export", "variable":
		dyn := map[string]*variable{}
		r.addDynamicListed(dyn) // read as listed: no RANDOM drawn
		for _, n := range r.varNames("") {
			v, ok := dyn[n]
			if !ok {
				v = r.getVar(n)
			}
			switch {
			case kind == "arrayvar" && (v == nil || v.kind == kString):
			case kind == "export" && (v == nil || !v.exported):
			default:
				add(n)
			}
		}
	case "builtin":
		for _, n := range sortedKeys(builtins) {
			if !r.sh.cfg.Withheld[n] {
				add(n)
			}
		}
	case "helptopic":
		// bash's help topics are its builtins and, among them in
		// byte order, the compound commands' and variables' topics.
		var names []string
		for n := range builtins {
			if !r.sh.cfg.Withheld[n] {
				names = append(names, n)
			}
		}
		names = append(names, helpTopics...)
		slices.Sort(names)
		for _, n := range names {
			add(n)
		}
	case "enabled", "disabled":
		for _, n := range sortedKeys(builtins) {
			if !r.sh.cfg.Withheld[n] && r.disabled[n] == (kind == "disabled") {
				add(n)
			}
		}
	case "command":
		// As bash's command completion: aliases, reserved words,
		// functions, builtins, then the commands on PATH.
		r.compgenAction("alias", add)
		r.compgenAction("keyword", add)
		r.compgenAction("function", add)
		r.compgenAction("builtin", add)
		for _, n := range sortedKeys(r.sh.cfg.Commands) {
			if !r.sh.cfg.Withheld[n] {
				add(n)
			}
		}
	case "function":
		for _, n := range sortedKeys(r.funcs) {
			add(n)
		}
	case "job", "running", "stopped":
		// A sandbox's jobs never stop.
		for _, j := range r.ownJobs() {
			if kind == "stopped" || kind == "running" && j.ended() {
				continue
			}
			name, _, _ := strings.Cut(j.cmd, " ")
			add(name)
		}
	case "keyword":
		for _, n := range []string{"if", "then", "else", "elif", "fi", "case", "esac", "for", "select", "while", "until", "do", "done", "in", "function", "time", "{", "}", "!", "[[", "]]", "coproc"} {
			add(n)
		}
	case "setopt":
		for _, n := range setOptNames {
			add(n)
		}
	case "shopt":
		for _, n := range shoptOrder {
			add(n)
		}
	case "signal":
		add("EXIT")
		for n := 1; n <= 64; n++ {
			if name := listSigName(n); name != "" {
				add("SIG" + name)
			} else {
				add(fmt.Sprintf("SIGJUNK(%d)", n))
			}
		}
		add("DEBUG")
		add("ERR")
		add("RETURN")
	case "user", "group":
		// The sandbox's own identity files, as getpwent would read them.
		file := "/etc/passwd"
		if kind == "group" {
			file = "/etc/group"
		}
		data, err := vfs.ReadFile(r.ctx, r.sh.cfg.FS, file)
		if err != nil {
			return
		}
		for _, line := range strings.Split(string(data), "\n") {
			if name, _, ok := strings.Cut(line, ":"); ok && name != "" {
				add(name)
			}
		}
	case "hostname":
		data, err := vfs.ReadFile(r.ctx, r.sh.cfg.FS, "/etc/hosts")
		if err != nil {
			return
		}
		for _, line := range strings.Split(string(data), "\n") {
			line, _, _ = strings.Cut(line, "#")
			f := strings.Fields(line)
			for _, h := range f[min(1, len(f)):] {
				add(h)
			}
		}
	case "binding":
		// bash makes this list once (it_bindings is no dynamic list):
		// with its own functions only if bind had run by then.
		if r.bindingsFull == 0 {
			r.bindingsFull = 1
			if r.readlineInit {
				r.bindingsFull = 2
			}
		}
		for _, n := range strings.Fields(readlineFunctions) {
			if r.bindingsFull == 2 || !slices.Contains(bashReadlineFunctions, n) {
				add(n)
			}
		}
	case "service":
		// No services database.
	}
}

// compgenWords is -W's list as bash makes it: the text split at the
// characters of IFS outside quotes, backslashes, $(…) and ${…}, then each
// piece expanded as a word is (braces, tilde, parameters, command and
// arithmetic substitution, word splitting, quote removal) but for
// pathname expansion: -W '"a b" c' is "a b" and "c", '$x' x's value.
func (r *runner) compgenWords(text string) []string {
	ifs := r.ifs()
	var pieces []string
	start, depth := -1, 0
	var quote byte
	for i := 0; i < len(text); i++ {
		c := text[i]
		if start < 0 {
			if strings.IndexByte(ifs, c) >= 0 {
				continue
			}
			start = i
		}
		switch {
		case c == '\\' && quote != '\'':
			i++
		case quote == '\'':
			if c == '\'' {
				quote = 0
			}
		case c == '\'' && quote == 0:
			quote = '\''
		case c == '"':
			if quote == '"' {
				quote = 0
			} else if quote == 0 {
				quote = '"'
			}
		case c == '$' && i+1 < len(text) && (text[i+1] == '(' || text[i+1] == '{'):
			depth++
			i++
		case (c == ')' || c == '}') && depth > 0:
			depth--
		case quote == 0 && depth == 0 && strings.IndexByte(ifs, c) >= 0:
			pieces = append(pieces, text[start:i])
			start = -1
		}
	}
	if start >= 0 {
		pieces = append(pieces, text[start:])
	}
	var out []string
	noglob := r.opts.noglob
	r.opts.noglob = true
	defer func() { r.opts.noglob = noglob }()
	for _, piece := range pieces {
		var ws []*syntax.Word
		p := syntax.NewParser(syntax.Variant(syntax.LangBash))
		err := p.Words(strings.NewReader(piece), func(w *syntax.Word) bool {
			ws = append(ws, w)
			return true
		})
		if err != nil || len(ws) != 1 {
			out = append(out, piece)
			continue
		}
		fs, err := r.fields(ws[0])
		if err != nil {
			continue
		}
		out = append(out, fs...)
		if r.ctx.Err() != nil {
			break
		}
	}
	return out
}
