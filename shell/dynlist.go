package shell

// bash's variable listings (declare -p, declare, set, declare -a/-A/-i,
// typeset) show its dynamic variables as they are stored: a dynamic
// variable's value is computed when it is read, and kept, so a listing
// shows the value of the last read, or none before the first
// (declare -i RANDOM), an array bash fills on a read as it was then, or
// empty (declare -A BASH_ALIASES=()). The call stacks are arrays bash
// keeps up to date, listed as they are.

// dynCached are the dynamic variables whose last value a listing shows.
var dynCached = [...]string{
	"BASHPID", "BASH_ALIASES", "BASH_ARGV0", "BASH_CMDS", "BASH_COMMAND", "BASH_SUBSHELL",
	"COMP_WORDBREAKS", "DIRSTACK", "EPOCHREALTIME", "EPOCHSECONDS", "GROUPS", "HISTCMD",
	"LINENO", "RANDOM", "SECONDS", "SRANDOM",
}

// dynLive are the dynamic variables a listing shows with their value now.
var dynLive = [...]string{"BASH_ARGC", "BASH_ARGV", "BASH_LINENO", "BASH_SOURCE", "FUNCNAME", "PIPESTATUS", "PPID", "_"}

// dynIndex is name's index in dynCached, or -1.
func dynIndex(name string) int {
	switch name {
	case "BASHPID":
		return 0
	case "BASH_ALIASES":
		return 1
	case "BASH_ARGV0":
		return 2
	case "BASH_CMDS":
		return 3
	case "BASH_COMMAND":
		return 4
	case "BASH_SUBSHELL":
		return 5
	case "COMP_WORDBREAKS":
		return 6
	case "DIRSTACK":
		return 7
	case "EPOCHREALTIME":
		return 8
	case "EPOCHSECONDS":
		return 9
	case "GROUPS":
		return 10
	case "HISTCMD":
		return 11
	case "LINENO":
		return 12
	case "RANDOM":
		return 13
	case "SECONDS":
		return 14
	case "SRANDOM":
		return 15
	}
	return -1
}

// noteDynamic keeps v, the value just computed for the dynamic variable
// name, as bash keeps it in the variable.
func (r *runner) noteDynamic(name string, v *variable) {
	if i := dynIndex(name); i >= 0 {
		r.dynSeen[i] = v
	}
}

// dynamicListed returns the dynamic variable name as a listing shows it,
// reading nothing (no number drawn, no stack filled in), or false when
// the listing has no such variable: unset ones that lost their special
// properties, and those a function's local or a command's temporary
// binding hides, are listed as the variables they are.
func (r *runner) dynamicListed(name string) (*variable, bool) {
	if r.plain[name] || r.tempBound(name) {
		return nil, false
	}
	var v *variable
	if i := dynIndex(name); i >= 0 {
		v = &variable{}
		if seen := r.dynSeen[i]; seen != nil {
			cp := *seen
			v = &cp
		}
		switch name {
		case "BASH_ALIASES", "BASH_CMDS":
			v.kind, v.set = kAssoc, true // () before the first read
		case "DIRSTACK", "GROUPS":
			v.kind, v.set = kIndexed, true
		case "BASHPID", "HISTCMD", "RANDOM", "SRANDOM":
			v.integer = true
		case "SECONDS":
			// bash makes SECONDS an integer when it is first read.
			v.integer = r.dynSeen[i] != nil
		case "COMP_WORDBREAKS":
			if st := r.lookup(name); st != nil {
				return nil, false // assigned: a variable like any
			}
		}
	} else {
		switch name {
		case "PIPESTATUS":
			if r.pipeStatus != nil && len(r.pipeStatus) == 0 {
				return nil, false // made when the first command ends
			}
		case "BASH_ARGV", "BASH_ARGC":
			// A listing does not fill in the script's arguments.
			argv, argc := r.argStacks(false)
			l := argc
			if name == "BASH_ARGV" {
				l = argv
			}
			v = &variable{set: true, kind: kIndexed}
			for i, s := range l {
				v.idx = append(v.idx, arrElem{i, s})
			}
		}
		if v == nil {
			sv, ok := r.specialValue(name)
			if !ok {
				return nil, false
			}
			cp := *sv
			v = &cp
		}
	}
	if st := r.lookup(name); st != nil {
		// attributes a declare gave it (PPID's -ir)
		v.readonly = v.readonly || st.readonly
		v.exported = v.exported || st.exported
		v.integer = v.integer || st.integer
	}
	return v, true
}

// addDynamicListed puts the dynamic variables into seen, the variables a
// listing shows by name.
func (r *runner) addDynamicListed(seen map[string]*variable) {
	for _, l := range [][]string{dynCached[:], dynLive[:]} {
		for _, n := range l {
			if v, ok := r.dynamicListed(n); ok {
				seen[n] = v
			}
		}
	}
}
