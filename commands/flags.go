package commands

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// flagSet parses GNU-style options: clustered short flags (-la), short
// options with attached or separate values (-n5, -n 5), long options with
// unique-prefix matching (--num=5, --num 5, --nu=5), "--" ending options,
// and options mixed with operands (GNU permutation). A bare "-" is an
// operand. --help, and --version for a command whose upstream tool has it,
// are options of every flagSet that does not define them.
type flagSet struct {
	name  string
	short map[rune]*flagDef
	long  map[string]*flagDef
	// stopAtOperand disables permutation (POSIX style), for commands such as
	// env, xargs and timeout whose operands are another command line.
	stopAtOperand bool
	// exactLong matches long options by their whole name only, as Go's
	// pflag (cobra) does: no unique-prefix abbreviations.
	exactLong bool
	// order records the flags in the order they were seen, for commands
	// where the last of several related flags wins.
	order []string
	// failed, when set, is asked after each flag: true stops the parsing
	// there, for commands that record a bad value and report it after
	// parse (as GNU dies in its option loop, later options are not read).
	failed func() bool
	// rest holds the arguments after the flag that stopped the parsing
	// (failed), for a command whose last option ends its options (awk -E).
	rest []string
	// unknownStops, when set, is asked at an unknown option (gawk reads
	// getopt's errors itself): true ends the options there, the unknown
	// one and the rest becoming operands, and sets stoppedAtUnknown;
	// false skips an unknown long option and reports an unknown short one.
	unknownStops     func() bool
	stoppedAtUnknown bool
	// declOrder lists an ambiguous prefix's possibilities in the order
	// the options were defined (GNU's long_options array) rather than
	// sorted.
	declOrder bool
	decl      []string
	// operand, when set, is called with each operand before "--" where
	// the option loop meets it (pr's "+FIRST_PAGE" depends on the options
	// before it); false drops it from the operands, an error stops the
	// parsing as a flag's does.
	operand func(a string) (keep bool, err error)
}

type flagDef struct {
	short    rune
	long     string
	hasValue bool
	optional bool // long option whose value is optional (--color[=WHEN])
	// shortOptional: the short form's value is optional too, only
	// attached (gawk's -d[file]).
	shortOptional bool
	set           func(value string) error
	// bare, when set, is called instead of set for an optional long
	// option given without =VALUE (--ignore-signal is all signals,
	// --ignore-signal= none).
	bare func() error
	seen bool
}

func newFlagSet(name string) *flagSet {
	return &flagSet{name: name, short: map[rune]*flagDef{}, long: map[string]*flagDef{}}
}

func (f *flagSet) add(d *flagDef) *flagDef {
	if d.short != 0 {
		f.short[d.short] = d
	}
	if d.long != "" {
		f.long[d.long] = d
		f.decl = append(f.decl, d.long)
	}
	return d
}

// Bool defines a flag without a value. short may be 0, long may be "".
func (f *flagSet) Bool(short rune, long string) *bool {
	p := new(bool)
	f.add(&flagDef{short: short, long: long, set: func(string) error { *p = true; return nil }})
	return p
}

// Count defines a flag without a value that counts its occurrences (-v -v).
func (f *flagSet) Count(short rune, long string) *int {
	p := new(int)
	f.add(&flagDef{short: short, long: long, set: func(string) error { *p++; return nil }})
	return p
}

// String defines a flag with a value.
func (f *flagSet) String(short rune, long string, def string) *string {
	p := &def
	f.add(&flagDef{short: short, long: long, hasValue: true, set: func(v string) error { *p = v; return nil }})
	return p
}

// OptString defines a long flag whose value is optional (--color[=WHEN]);
// without a value it is set to def.
func (f *flagSet) OptString(long string, def string) *string {
	p := new(string)
	f.add(&flagDef{long: long, hasValue: true, optional: true, set: func(v string) error {
		if v == "" {
			v = def
		}
		*p = v
		return nil
	}})
	return p
}

// Strings defines a repeatable flag with a value (-e P -e Q).
func (f *flagSet) Strings(short rune, long string) *[]string {
	p := new([]string)
	f.add(&flagDef{short: short, long: long, hasValue: true, set: func(v string) error { *p = append(*p, v); return nil }})
	return p
}

// Int defines a flag with an integer value.
func (f *flagSet) Int(short rune, long string, def int) *int {
	p := &def
	name := long
	if name == "" {
		name = string(short)
	}
	f.add(&flagDef{short: short, long: long, hasValue: true, set: func(v string) error {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil {
			return fmt.Errorf("invalid number: %s", quoteGNU(v))
		}
		*p = n
		return nil
	}})
	return p
}

// Func defines a flag handled by fn; hasValue says whether it takes one.
func (f *flagSet) Func(short rune, long string, hasValue bool, fn func(string) error) {
	f.add(&flagDef{short: short, long: long, hasValue: hasValue, set: fn})
}

// OptFuncBare defines a long option whose value is optional, where the
// option without a value (bare) means something else than an empty one.
func (f *flagSet) OptFuncBare(long string, fn func(string) error, bare func() error) {
	f.add(&flagDef{long: long, hasValue: true, optional: true, set: fn, bare: bare})
}

// OptFunc defines an option whose value is optional in both forms:
// -dFILE or -d, --name=FILE or --name (fn gets "" without one).
func (f *flagSet) OptFunc(short rune, long string, fn func(string) error) {
	f.add(&flagDef{short: short, long: long, hasValue: true, optional: true, shortOptional: true, set: fn})
}

// OptFuncBoth is OptFunc where the option without a value, short or
// long, calls bare instead (an empty value, --name=, still calls fn).
func (f *flagSet) OptFuncBoth(short rune, long string, fn func(string) error, bare func() error) {
	f.add(&flagDef{short: short, long: long, hasValue: true, optional: true, shortOptional: true, set: fn, bare: bare})
}

// Seen reports whether the flag with this short or long name was given.
func (f *flagSet) Seen(name string) bool {
	var d *flagDef
	if r := []rune(name); len(r) == 1 {
		d = f.short[r[0]]
	} else {
		d = f.long[name]
	}
	return d != nil && d.seen
}

// usageError is returned by parse for bad options; its message is the
// GNU-style first line ("invalid option -- 'z'").
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

// errHelp is returned when --help was given (and not defined by the caller).
var errHelp = fmt.Errorf("help requested")

// errVersion is returned when --version was given (not defined by the
// caller, and the command's upstream tool has it): GNU's tools print
// their version where the option loop meets it, wherever it stands
// among the options and operands, and the caller does the same.
var errVersion = fmt.Errorf("version requested")

// implicitVersion reports whether --version is an option of f that f
// itself does not define.
func (f *flagSet) implicitVersion() bool {
	_, ok := upstream()[f.name]
	return ok && f.long["version"] == nil
}

// parse parses args (without the command name) and returns the operands.
func (f *flagSet) parse(args []string) ([]string, error) {
	var operands []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			return append(operands, args[i+1:]...), nil
		case strings.HasPrefix(a, "--"):
			name, val, hasVal := strings.Cut(a[2:], "=")
			d, err := f.lookupLong(name)
			if _, ok := err.(*usageError); ok && f.unknownStops != nil {
				if f.unknownStops() {
					f.stoppedAtUnknown = true
					return append(operands, args[i:]...), nil
				}
				continue
			}
			if err != nil {
				if ue, ok := err.(*usageError); ok && hasVal && strings.HasPrefix(ue.msg, "unrecognized") {
					// GNU names the whole argument: '--total=only'.
					ue.msg = fmt.Sprintf("unrecognized option '%s'", a)
				}
				return nil, err
			}
			if d == versionDef {
				if hasVal {
					return nil, &usageError{"option '--version' doesn't allow an argument"}
				}
				if h := f.long["help"]; h != nil && h.seen {
					// A command that defines -h as its --help has
					// met it first, and GNU answers that first.
					return nil, errHelp
				}
				return nil, errVersion
			}
			if d == nil {
				return nil, errHelp
			}
			d.seen = true
			f.order = append(f.order, d.long)
			if d.hasValue && !hasVal && !d.optional {
				if i+1 >= len(args) {
					return nil, &usageError{fmt.Sprintf("option '--%s' requires an argument", d.long)}
				}
				i++
				val = args[i]
			} else if !d.hasValue && hasVal {
				return nil, &usageError{fmt.Sprintf("option '--%s' doesn't allow an argument", d.long)}
			}
			set := d.set
			if d.bare != nil && !hasVal {
				set = func(string) error { return d.bare() }
			}
			if err := set(val); err != nil {
				return nil, err
			}
			if f.failed != nil && f.failed() {
				f.rest = args[i+1:]
				return operands, nil
			}
		case len(a) > 1 && a[0] == '-':
			runes := []rune(a[1:])
			for j := 0; j < len(runes); j++ {
				d := f.short[runes[j]]
				if d == nil {
					if f.unknownStops != nil && f.unknownStops() {
						f.stoppedAtUnknown = true
						return append(operands, args[i:]...), nil
					}
					return nil, &usageError{fmt.Sprintf("invalid option -- '%c'", runes[j])}
				}
				d.seen = true
				f.order = append(f.order, string(runes[j]))
				if !d.hasValue {
					if err := d.set(""); err != nil {
						return nil, err
					}
					if f.failed != nil && f.failed() {
						f.rest = args[i+1:]
						return operands, nil
					}
					continue
				}
				val := string(runes[j+1:])
				if val == "" && d.shortOptional && d.bare != nil {
					// -e without a value is not -e with an empty one
					// (pr: "--expand-tabs=" is).
					if err := d.bare(); err != nil {
						return nil, err
					}
					if f.failed != nil && f.failed() {
						f.rest = args[i+1:]
						return operands, nil
					}
					break
				}
				if val == "" && !d.shortOptional {
					if i+1 >= len(args) {
						return nil, &usageError{fmt.Sprintf("option requires an argument -- '%c'", runes[j])}
					}
					i++
					val = args[i]
				}
				if err := d.set(val); err != nil {
					return nil, err
				}
				if f.failed != nil && f.failed() {
					f.rest = args[i+1:]
					return operands, nil
				}
				break
			}
		default:
			if f.stopAtOperand {
				return append(operands, args[i:]...), nil
			}
			if f.operand != nil {
				keep, err := f.operand(a)
				if err != nil {
					return nil, err
				}
				if !keep {
					continue
				}
			}
			operands = append(operands, a)
		}
	}
	return operands, nil
}

// versionDef stands for the implicit --version in lookupLong's answer.
var versionDef = &flagDef{long: "version"}

// lookupLong finds a long option by exact name or unique prefix. It returns
// (nil, nil) for --help when the command did not define it, and versionDef
// for the implicit --version.
func (f *flagSet) lookupLong(name string) (*flagDef, error) {
	if d, ok := f.long[name]; ok {
		return d, nil
	}
	if name == "version" && f.implicitVersion() {
		return versionDef, nil
	}
	if f.exactLong {
		return nil, &usageError{fmt.Sprintf("unrecognized option '--%s'", name)}
	}
	var matches []string
	for l := range f.long {
		if strings.HasPrefix(l, name) {
			matches = append(matches, l)
		}
	}
	if f.implicitVersion() && strings.HasPrefix("version", name) {
		matches = append(matches, "version")
	}
	if len(matches) == 1 {
		if f.long[matches[0]] == nil {
			return versionDef, nil
		}
		return f.long[matches[0]], nil
	}
	if name == "help" || (len(matches) == 0 && strings.HasPrefix("help", name) && len(name) >= 3) {
		return nil, nil
	}
	if len(matches) > 1 {
		sort.Strings(matches)
		if f.declOrder {
			rank := func(l string) int {
				if i := slices.Index(f.decl, l); i >= 0 {
					return i
				}
				return len(f.decl) // the implicit --version comes last
			}
			sort.SliceStable(matches, func(i, j int) bool { return rank(matches[i]) < rank(matches[j]) })
		}
		return nil, &usageError{fmt.Sprintf("option '--%s' is ambiguous; possibilities: '--%s'", name, strings.Join(matches, "' '--"))}
	}
	return nil, &usageError{fmt.Sprintf("unrecognized option '--%s'", name)}
}

// quoteGNU quotes s the way GNU tools quote a value in a message: 'x'.
func quoteGNU(s string) string {
	if !strings.Contains(s, "'") {
		return "'" + s + "'"
	}
	return "\"" + s + "\""
}
