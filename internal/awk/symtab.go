package awk

// gawk's SYMTAB and PROCINFO["identifiers"].

// identBuiltins are the functions gawk 5.2 lists as "builtin" in
// PROCINFO["identifiers"].
var identBuiltins = []string{"and", "asort", "asorti", "atan2", "bindtextdomain", "close",
	"compl", "cos", "dcgettext", "dcngettext", "exp", "fflush", "gensub", "gsub", "index",
	"int", "isarray", "length", "log", "lshift", "match", "mkbool", "mktime", "or",
	"patsplit", "rand", "rshift", "sin", "split", "sprintf", "sqrt", "srand", "strftime",
	"strtonum", "sub", "substr", "system", "systime", "tolower", "toupper", "typeof", "xor"}

// refreshSymtab makes SYMTAB show the globals as they are now: a
// scalar's value, an array itself (so SYMTAB["a"][i] is a[i]). It runs
// each time the program takes SYMTAB, which is how it stays a view.
func (in *interp) refreshSymtab() {
	a := in.symtab
	clear(a.m)
	a.sub = nil
	put := func(name string) {
		i, ok := in.prog.globals[name]
		if !ok {
			if name == "PROCINFO" {
				a.sub[name] = newArray()
				return
			}
			a.m[name] = gawkVarDefaults()[name]
			return
		}
		c := in.globals[i]
		if c.arr != nil {
			a.sub[name] = c.arr
			return
		}
		a.m[name] = c.v
	}
	a.sub = map[string]*array{}
	// gawk's own variables: every one but FUNCTAB and SYMTAB itself,
	// whether or not the program names it.
	for _, name := range dumpSpecials {
		if name != "FUNCTAB" && name != "SYMTAB" {
			put(name)
		}
	}
	for name := range in.prog.globals {
		if name != "FUNCTAB" && name != "SYMTAB" {
			put(name)
		}
	}
	a.kind = kindStr
}

// symtabStore assigns the global SYMTAB[k] names; gawk has no way to
// make a new one through it. The value goes into the variable as it
// is: as in gawk, what the interpreter keeps aside of a special
// variable (print's OFS, the record count) does not follow.
func (in *interp) symtabStore(k string, v value) {
	i, ok := in.prog.globals[k]
	if !ok || k == "FUNCTAB" || k == "SYMTAB" {
		in.fatal("cannot assign to arbitrary elements of SYMTAB")
	}
	in.globals[i].v = v
}

// identifiers is gawk's PROCINFO["identifiers"]: every name in the
// program as gawk knew it after parsing. A global of the program is
// "untyped" then (gawk types it when it runs), one set with -v a
// "scalar".
func (in *interp) identifiers() *array {
	a := newArray()
	a.name = "identifiers"
	a.kind = kindStr
	for _, name := range identBuiltins {
		a.m[name] = str("builtin")
	}
	for name := range in.prog.funcs {
		a.m[name] = str("user")
	}
	for name := range in.prog.globals {
		a.m[name] = str("untyped")
	}
	for _, kv := range in.cfg.Vars {
		a.m[kv[0]] = str("scalar")
	}
	for _, name := range dumpSpecials {
		kind := "scalar"
		switch name {
		case "ARGV", "ENVIRON", "FUNCTAB", "PROCINFO", "SYMTAB":
			kind = "array"
		}
		a.m[name] = str(kind)
	}
	return a
}
