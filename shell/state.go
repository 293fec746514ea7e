package shell

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"

	"mvdan.cc/sh/v3/syntax"
)

// State is a snapshot of what a script set in a Shell, for carrying a
// session over to another Shell (another process, another day): the
// working directory, the variables that differ from a new Shell's, the
// functions, options, aliases, traps, umask, directory stack, completion
// specifications and $?.
// It marshals to JSON.
//
// Not part of it: the dynamic variables (RANDOM, SECONDS, LINENO, BASHPID,
// PPID, $$, PIPESTATUS, FUNCNAME, ...), which the new Shell computes
// itself, and the variables a new Shell sets itself (HOME, USER, HOSTNAME,
// PATH, SHLVL, ...) unless the script changed or unset them; so a
// resumed session gets the new configuration's identity and environment
// where the script did not override it. Positional parameters belong to
// one Run and are not kept. Traps are kept, as bash keeps them for the
// life of its process (the EXIT trap runs, and is gone, at the end of
// each Run).
type State struct {
	// Dir is the working directory. SetState keeps it even if it no
	// longer exists, as bash stays in a deleted directory.
	Dir string `json:"dir"`
	// Vars are the global variables whose value or attributes differ from
	// a new Shell's, sorted by name.
	Vars []Var `json:"vars,omitempty"`
	// Unset names variables a new Shell has that the script unset.
	Unset []string `json:"unset,omitempty"`
	// Funcs are the functions, sorted by name.
	Funcs []Func `json:"funcs,omitempty"`
	// Set holds the `set -o` options the shell implements, by name;
	// Shopt the `shopt` ones. Names a Shell does not know are ignored by
	// SetState, so a state outlives an option's removal.
	Set   map[string]bool `json:"set,omitempty"`
	Shopt map[string]bool `json:"shopt,omitempty"`
	// Aliases maps alias names to their text.
	Aliases map[string]string `json:"aliases,omitempty"`
	// Traps maps signal names (INT, ERR, DEBUG, RETURN, ...) to their
	// command text; "" ignores the signal.
	Traps map[string]string `json:"traps,omitempty"`
	// Umask is the file creation mask.
	Umask uint32 `json:"umask"`
	// DirStack is the pushd stack below the working directory, bottom
	// first (`dirs` prints Dir then DirStack from its end).
	DirStack []string `json:"dirstack,omitempty"`
	// Status is $?, the status of the last command.
	Status int `json:"status,omitempty"`
	// Completions are complete's specifications in the order complete -p
	// lists them; CompleteBuckets is the size of the hash table that
	// orders them (512 until it grew), 0 while no specification was made.
	Completions     []Completion `json:"completions,omitempty"`
	CompleteBuckets int          `json:"completeBuckets,omitempty"`
}

// Var is one shell variable. Attrs are the letters `declare -p` shows
// (a A i l n r u x). An indexed array (a) has Indexed, an associative one
// (A) Assoc in the order bash lists it (see assocOrder; Buckets is its
// hash table's size when it grew past 1,024), a scalar Value; a nameref
// (n) has its target's name in Value. Set is false for a declared variable
// without a value (declare x).
type Var struct {
	Name    string        `json:"name"`
	Attrs   string        `json:"attrs,omitempty"`
	Set     bool          `json:"set,omitempty"`
	Value   string        `json:"value,omitempty"`
	Indexed []IndexedElem `json:"indexed,omitempty"`
	Assoc   []AssocElem   `json:"assoc,omitempty"`
	Buckets int           `json:"buckets,omitempty"`
}

// IndexedElem is an element of a (sparse) indexed array.
type IndexedElem struct {
	Index int    `json:"i"`
	Value string `json:"v"`
}

// AssocElem is an element of an associative array.
type AssocElem struct {
	Key   string `json:"k"`
	Value string `json:"v"`
}

// Func is a function: its definition as source text (one function
// definition, "name() ...", formatted by mvdan.cc/sh's printer, which
// keeps here-documents intact), and the file it was defined in
// (BASH_SOURCE), "" for the script itself.
type Func struct {
	Name   string `json:"name"`
	Body   string `json:"body"`
	Source string `json:"source,omitempty"`
}

// dynamicVars are computed on every read, or set by the shell for one
// Run: never part of a State.
var dynamicVars = sync.OnceValue(func() map[string]bool {
	return map[string]bool{
		"RANDOM": true, "SECONDS": true, "EPOCHSECONDS": true, "EPOCHREALTIME": true, "BASHPID": true,
		"PPID": true, "LINENO": true, "BASH_SUBSHELL": true, "SHELLOPTS": true, "BASHOPTS": true,
		"PIPESTATUS": true, "FUNCNAME": true, "BASH_SOURCE": true, "BASH_LINENO": true, "DIRSTACK": true,
		"BASH_ARGV": true, "BASH_ARGC": true, "BASH_COMMAND": true, "_": true,
		"GROUPS": true, "HISTCMD": true, "SRANDOM": true, "BASH_ARGV0": true,
	}
})

// State returns a snapshot of the shell's state. It waits for a running
// Run to end.
func (s *Shell) State() (State, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return State{}, ErrClosed
	}
	r := s.r
	def := s.defaultRunner()
	st := State{
		Dir:      r.dir,
		Set:      map[string]bool{},
		Shopt:    map[string]bool{},
		Umask:    r.umask,
		DirStack: slices.Clone(r.dirStack),
		Status:   r.exit,
	}
	for _, name := range sortedKeys(r.global.vars) {
		v := r.global.vars[name]
		// A name no script can reach is not state.
		if dynamicVars()[name] || v.local || !validName(name) {
			continue
		}
		if d, ok := def.global.vars[name]; ok && sameVar(d, v) {
			continue
		}
		st.Vars = append(st.Vars, exportVar(name, v))
	}
	for _, name := range sortedKeys(def.global.vars) {
		if _, ok := r.global.vars[name]; !ok {
			st.Unset = append(st.Unset, name)
		}
	}
	for _, name := range sortedKeys(r.funcs) {
		fd := r.funcs[name]
		body, err := funcSource(name, fd)
		if err != nil {
			return State{}, fmt.Errorf("shell: state: function %s: %w", name, err)
		}
		st.Funcs = append(st.Funcs, Func{Name: name, Body: body, Source: fd.source})
	}
	for _, name := range setOptNames {
		if p := optByName(&r.opts, name); p != nil {
			st.Set[name] = *p
		}
	}
	for _, so := range shoptList {
		st.Shopt[so.name] = so.on(&r.opts)
	}
	for j, name := range extraShopts {
		if r.opts.extraOn&(1<<j) != 0 {
			st.Shopt[name] = true
		}
	}
	// hashall is kept inverted (noHash): saved only when off, so a State
	// without it has hashing on.
	if r.opts.noHash {
		st.Set["hashall"] = false
	}
	// set -r has no set -o name; a restricted shell stays restricted.
	if r.opts.restricted {
		st.Set["restricted"] = true
	}
	if r.opts.restrictedShell {
		st.Shopt["restricted_shell"] = true
	}
	if len(r.aliases) > 0 {
		st.Aliases = maps.Clone(r.aliases)
	}
	if len(r.traps) > 0 {
		st.Traps = maps.Clone(r.traps)
	}
	exportCompletions(r, &st)
	return st, nil
}

// defaultRunner returns the top-level state a new Shell with this
// configuration starts with. Call with s.mu held.
func (s *Shell) defaultRunner() *runner {
	seq := s.pidSeq.Load()
	d := newRunner(s)
	// Give back the pid newRunner took, unless a job took one meanwhile.
	s.pidSeq.CompareAndSwap(seq+1, seq)
	return d
}

func sameVar(a, b *variable) bool {
	if a.set != b.set || a.kind != b.kind || a.attrs() != b.attrs() {
		return false
	}
	switch a.kind {
	case kIndexed:
		return slices.Equal(a.idx, b.idx)
	case kAssoc:
		return slices.Equal(a.assocKeys(), b.assocKeys()) && maps.Equal(a.assoc, b.assoc)
	}
	return a.str == b.str
}

func exportVar(name string, v *variable) Var {
	out := Var{Name: name, Attrs: v.attrs(), Set: v.set}
	switch v.kind {
	case kIndexed:
		for _, e := range v.idx {
			out.Indexed = append(out.Indexed, IndexedElem{e.i, e.v})
		}
	case kAssoc:
		for _, k := range v.assocKeys() {
			out.Assoc = append(out.Assoc, AssocElem{k, v.assoc[k]})
		}
		if v.aorder != nil && len(v.aorder.heads) != assocBuckets {
			out.Buckets = len(v.aorder.heads)
		}
	default:
		out.Value = v.str
	}
	return out
}

// importVar builds a variable from its State form.
func importVar(sv Var) (*variable, error) {
	if !validName(sv.Name) {
		return nil, fmt.Errorf("variable %q: invalid name", sv.Name)
	}
	if dynamicVars()[sv.Name] {
		return nil, fmt.Errorf("variable %s: dynamic variables are not part of a state", sv.Name)
	}
	v := &variable{set: sv.Set}
	for _, c := range sv.Attrs {
		switch c {
		case 'a':
			v.kind = kIndexed
		case 'A':
			v.kind = kAssoc
		case 'i':
			v.integer = true
		case 'l':
			v.lower = true
		case 'n':
			v.nameref = true
		case 'r':
			v.readonly = true
		case 'u':
			v.upper = true
		case 'c':
			v.capcase = true
		case 't':
			v.trace = true
		case 'x':
			v.exported = true
		default:
			return nil, fmt.Errorf("variable %s: unknown attribute %q", sv.Name, c)
		}
	}
	if strings.Contains(sv.Attrs, "a") && strings.Contains(sv.Attrs, "A") {
		return nil, fmt.Errorf("variable %s: both an indexed and an associative array", sv.Name)
	}
	if v.kind != kIndexed && len(sv.Indexed) > 0 || v.kind != kAssoc && len(sv.Assoc) > 0 || v.kind != kString && sv.Value != "" {
		return nil, fmt.Errorf("variable %s: value does not match attributes %q", sv.Name, sv.Attrs)
	}
	switch v.kind {
	case kIndexed:
		for _, e := range sv.Indexed {
			if e.Index < 0 {
				return nil, fmt.Errorf("variable %s: negative index %d", sv.Name, e.Index)
			}
			v.setIndex(e.Index, e.Value)
		}
	case kAssoc:
		buckets := assocBuckets
		if sv.Buckets != 0 {
			buckets = sv.Buckets
		}
		if buckets < convertedAssocBuckets || buckets > maxAssocBuckets || buckets&(buckets-1) != 0 {
			return nil, fmt.Errorf("variable %s: %d buckets (a power of 2 from %d to %d)", sv.Name, sv.Buckets, convertedAssocBuckets, maxAssocBuckets)
		}
		v.assoc = make(map[string]string, len(sv.Assoc))
		keys := make([]string, 0, len(sv.Assoc))
		for _, e := range sv.Assoc {
			if _, dup := v.assoc[e.Key]; dup {
				return nil, fmt.Errorf("variable %s: key %q twice", sv.Name, e.Key)
			}
			v.assoc[e.Key] = e.Value
			keys = append(keys, e.Key)
		}
		v.aorder = restoreAssocOrder(buckets, keys)
	default:
		v.str = sv.Value
	}
	return v, nil
}

// SetState replaces the shell's state with st, as if a new Shell had run
// the scripts that produced it. It waits for a running Run to end. On an
// error (an invalid state) the shell is unchanged.
func (s *Shell) SetState(st State) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return ErrClosed
	}
	d := s.defaultRunner()
	if st.Dir != "" {
		if !strings.HasPrefix(st.Dir, "/") {
			return fmt.Errorf("shell: state: working directory %q is not absolute", st.Dir)
		}
		d.dir = st.Dir
	}
	for _, name := range st.Unset {
		delete(d.global.vars, name)
	}
	for _, sv := range st.Vars {
		v, err := importVar(sv)
		if err != nil {
			return fmt.Errorf("shell: state: %w", err)
		}
		d.global.vars[sv.Name] = v
	}
	if v, ok := d.global.vars["PWD"]; ok && !slices.ContainsFunc(st.Vars, func(v Var) bool { return v.Name == "PWD" }) {
		// The new shell's PWD stands for its own directory; the state's
		// directory replaces it.
		v.str = d.dir
	}
	// BASH_COMPAT's level is kept beside the variable (shopt compatNN
	// reads it): it is taken again from the restored value, silently, as
	// the value was reported when it was set.
	val, set := d.getStr("BASH_COMPAT")
	d.opts.compatLevel, _ = compatLevelOf(val, set)
	for _, f := range st.Funcs {
		fd, err := parseFunc(f)
		if err != nil {
			return fmt.Errorf("shell: state: %w", err)
		}
		d.funcs[f.Name] = fd
	}
	for name, on := range st.Set {
		if p := optByName(&d.opts, name); p != nil {
			*p = on
		}
	}
	d.opts.restricted = st.Set["restricted"]
	if on, ok := st.Set["hashall"]; ok {
		d.opts.noHash = !on
	}
	d.opts.restrictedShell = st.Shopt["restricted_shell"]
	for name, on := range st.Shopt {
		for _, so := range shoptList {
			if so.name == name {
				so.set(&d.opts, on)
			}
		}
		if j := slices.Index(extraShopts, name); j >= 0 && on && name != "restricted_shell" {
			d.opts.extraOn |= 1 << j
		}
	}
	for name, text := range st.Aliases {
		if name == "" || strings.ContainsAny(name, " \t\n/$`=") {
			return fmt.Errorf("shell: state: invalid alias name %q", name)
		}
		d.aliases[name] = text
	}
	for name, text := range st.Traps {
		if name == "" {
			return errors.New("shell: state: trap without a signal name")
		}
		d.traps[name] = text
	}
	if st.Umask > 0o777 {
		return fmt.Errorf("shell: state: umask %#o out of range", st.Umask)
	}
	d.umask = st.Umask
	for _, p := range st.DirStack {
		if !strings.HasPrefix(p, "/") {
			return fmt.Errorf("shell: state: directory stack entry %q is not absolute", p)
		}
	}
	d.dirStack = slices.Clone(st.DirStack)
	if err := importCompletions(d, st); err != nil {
		return err
	}
	if st.Status < 0 || st.Status > 255 {
		return fmt.Errorf("shell: state: status %d out of range", st.Status)
	}
	d.exit, d.lastExit = st.Status, st.Status
	// The new state keeps the shell's identity: its pid and clock base.
	r := s.r
	d.pid, d.bashpid, d.ppid = r.pid, r.bashpid, r.ppid
	d.rnd, d.random, d.secondsBase, d.secondsAssigned = r.rnd, r.random, r.secondsBase, r.secondsAssigned
	s.r = d
	return nil
}

// funcSource prints a function definition as source text that parses
// back to the same function.
func funcSource(name string, fd *funcDef) (string, error) {
	var b strings.Builder
	decl := &syntax.FuncDecl{Parens: true, Name: &syntax.Lit{Value: name}, Body: fd.body}
	if err := syntax.NewPrinter().Print(&b, decl); err != nil {
		return "", err
	}
	// The body as it was written, when it reads back as the same
	// function: declare -f lists some of it as written ($(( )), `…`).
	if text, ok := srcSlice(fd.src, fd.body.Pos(), fd.body.End(), ""); ok {
		cand := name + "() " + text
		if back, err := parseFunc(Func{Name: name, Body: cand}); err == nil {
			var c strings.Builder
			if syntax.NewPrinter().Print(&c, &syntax.FuncDecl{Parens: true, Name: &syntax.Lit{Value: name}, Body: back.body}) == nil && c.String() == b.String() {
				return cand, nil
			}
		}
	}
	return b.String(), nil
}

// parseFunc parses a function's `declare -f` text.
func parseFunc(f Func) (*funcDef, error) {
	if f.Name == "" || strings.ContainsAny(f.Name, " \t\n$`\"'\\|&;()<>") {
		return nil, fmt.Errorf("function %q: invalid name", f.Name)
	}
	p := syntax.NewParser(syntax.Variant(syntax.LangBash))
	file, err := p.Parse(strings.NewReader(f.Body), "")
	if err != nil {
		return nil, fmt.Errorf("function %s: %w", f.Name, err)
	}
	if len(file.Stmts) != 1 {
		return nil, fmt.Errorf("function %s: body is not one function definition", f.Name)
	}
	st := file.Stmts[0]
	fd, ok := st.Cmd.(*syntax.FuncDecl)
	if !ok || st.Negated || st.Background || len(st.Redirs) > 0 {
		return nil, fmt.Errorf("function %s: body is not one function definition", f.Name)
	}
	if fd.Name == nil || fd.Name.Value != f.Name {
		if fd.Name == nil {
			return nil, fmt.Errorf("function %s: body defines no name", f.Name)
		}
		return nil, fmt.Errorf("function %s: body defines %s", f.Name, fd.Name.Value)
	}
	return &funcDef{body: fd.Body, source: f.Source, src: f.Body}, nil
}
