package shell

import (
	"fmt"
	"slices"
)

// Completion is one of complete's specifications in a State: the name
// (_DefaultCmD_, _EmptycmD_, _InitialWorD_ for -D, -E, -I), its -A
// actions and -o options by name, and the arguments it was given. Names
// that shared one specification each get their own copy once restored.
type Completion struct {
	Name    string   `json:"name"`
	Actions []string `json:"actions,omitempty"`
	Options []string `json:"options,omitempty"`
	Glob    *string  `json:"glob,omitempty"`
	Words   *string  `json:"words,omitempty"`
	Prefix  *string  `json:"prefix,omitempty"`
	Suffix  *string  `json:"suffix,omitempty"`
	Filter  *string  `json:"filter,omitempty"`
	Command *string  `json:"command,omitempty"`
	Func    *string  `json:"func,omitempty"`
}

// exportCompletions puts r's specifications in st, in complete -p's order.
func exportCompletions(r *runner, st *State) {
	if r.comps == nil {
		return
	}
	st.CompleteBuckets = len(r.comps.order.heads)
	for _, name := range r.comps.order.keys() {
		cs := r.comps.specs[name]
		c := Completion{Name: name, Glob: cs.glob, Words: cs.words, Prefix: cs.prefix, Suffix: cs.suffix,
			Filter: cs.filter, Command: cs.command, Func: cs.fn}
		for _, a := range compgenActions {
			if cs.actions[a] {
				c.Actions = append(c.Actions, a)
			}
		}
		for _, o := range compgenOptions {
			if cs.opts[o] {
				c.Options = append(c.Options, o)
			}
		}
		st.Completions = append(st.Completions, c)
	}
}

// importCompletions rebuilds the table st describes in d.
func importCompletions(d *runner, st State) error {
	if st.CompleteBuckets == 0 {
		if len(st.Completions) > 0 {
			return fmt.Errorf("shell: state: completions without a table size")
		}
		return nil
	}
	if b := st.CompleteBuckets; b < compBuckets || b > maxAssocBuckets || b&(b-1) != 0 {
		return fmt.Errorf("shell: state: %d completion buckets (a power of 2 from %d to %d)", b, compBuckets, maxAssocBuckets)
	}
	t := &compTable{specs: make(map[string]*compSpec, len(st.Completions))}
	keys := make([]string, 0, len(st.Completions))
	for _, c := range st.Completions {
		if _, dup := t.specs[c.Name]; dup {
			return fmt.Errorf("shell: state: completion %q given twice", c.Name)
		}
		cs := &compSpec{actions: map[string]bool{}, opts: map[string]bool{}, glob: c.Glob, words: c.Words,
			prefix: c.Prefix, suffix: c.Suffix, filter: c.Filter, command: c.Command, fn: c.Func}
		for _, a := range c.Actions {
			if !slices.Contains(compgenActions, a) {
				return fmt.Errorf("shell: state: completion %q: invalid action %q", c.Name, a)
			}
			cs.actions[a] = true
		}
		for _, o := range c.Options {
			if !slices.Contains(compgenOptions, o) {
				return fmt.Errorf("shell: state: completion %q: invalid option %q", c.Name, o)
			}
			cs.opts[o] = true
		}
		t.specs[c.Name] = cs
		keys = append(keys, c.Name)
	}
	t.order = restoreAssocOrder(st.CompleteBuckets, keys)
	d.comps = t
	return nil
}
