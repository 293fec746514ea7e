package commands

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/computerwelt/computerwelt/internal/awk"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "awk",
		Summary: "pattern scanning and text processing language",
		Usage:   awkUsage,
		Run:     runAwk,
	})
	// Scripts call it by the name it has where gawk is installed; its
	// messages then say gawk, as gawk names itself after argv[0].
	register(shell.Command{
		Name:    "gawk",
		Summary: "pattern scanning and text processing language (GNU awk)",
		Usage:   usageOfAwk("gawk"),
		Run:     runAwk,
	})
}

// usageOfAwk is the usage under the name awk was called by, as gawk's
// names argv[0].
func usageOfAwk(name string) string {
	if name == "awk" {
		return awkUsage
	}
	if strings.Contains(name, "awk ") {
		// A name a second pass would find a pattern in.
		return strings.NewReplacer("Usage: awk ", "Usage: "+name+" ", "\tawk '", "\t"+name+" '").Replace(awkUsage)
	}
	// Two plain replacements, not a strings.Replacer: its tables cost
	// every process at start-up, for register's gawk. The patterns do not
	// overlap.
	u := strings.ReplaceAll(awkUsage, "Usage: awk ", "Usage: "+name+" ")
	return strings.ReplaceAll(u, "\tawk '", "\t"+name+" '")
}

const awkUsage = `Usage: awk [POSIX or GNU style options] -f progfile [--] file ...
Usage: awk [POSIX or GNU style options] [--] 'program' file ...
POSIX options:		GNU long options: (standard)
	-f progfile		--file=progfile
	-F fs			--field-separator=fs
	-v var=val		--assign=var=val
Short options:		GNU long options: (extensions)
	-b			--characters-as-bytes
	-c			--traditional
	-d[file]		--dump-variables[=file]
	-e 'program-text'	--source='program-text'
	-E file			--exec=file
	-g			--gen-pot
	-h			--usage
	-i includefile		--include=includefile
	-L[fatal|invalid|no-ext]	--lint[=fatal|invalid|no-ext]
	-M			--bignum
	-n			--non-decimal-data
	-o[file]		--pretty-print[=file]
	-p[file]		--profile[=file]
	-N			--use-lc-numeric
	-O			--optimize
	-P			--posix
	-r			--re-interval
	-s			--no-optimize
	-S			--sandbox
	-t			--lint-old
	-C			--copyright
	-V			--version

This awk is Computerwelt's own interpreter of POSIX awk with the common
gawk extensions: gensub, strftime, systime, mktime, asort, asorti (with
a sorting method), the bit functions and, or, xor, lshift, rshift, compl,
match with an array, typeof, isarray, patsplit, strtonum, switch,
arrays of arrays (a[i][j]),
regexp constants @/re/, BEGINFILE and ENDFILE, ** and **=, nextfile, RS
as a regex, FS "", FPAT, FIELDWIDTHS, IGNORECASE, PROCINFO["sorted_in"],
PROCINFO["identifiers"], SYMTAB (the program's globals and gawk's own
variables by name),
/dev/stdout, /dev/stderr, _"translatable" strings, dcgettext, dcngettext
and bindtextdomain (there are no message catalogs: the program's own
texts are used).
Files are the sandbox's; system(), "cmd" | getline and print | "cmd" run
through the sandbox's shell (a pipe's command runs when it is closed).
A two-way pipe (print |& "cmd", "cmd" |& getline) runs its command once,
when it is first read or close("cmd", "to") is called, on what was
printed to it; printing to it after that is a fatal error.
Without PROCINFO["sorted_in"], for (k in a) visits non-integer keys in
sorted order, then integer keys in ascending order.
rand() gives other numbers than gawk's for the same seed, and strftime
and mktime work in UTC.
@include "file" is read on a line of its own, as -i reads its file.
Not supported: @load, namespaces.
--lint gives gawk's common warnings (uninitialized variables, elements
and fields, function calls, arguments of substr and other built-ins,
redirections, parse-time portability), -t those about old awk.
-d lists the globals at the end as gawk does (in gawk's own dialect
PROCINFO counts only the elements this awk keeps).
-c turns gawk's extensions off (its functions become plain names, RS is
one character, IGNORECASE and the like plain variables); -P also turns
off **, func, \x, the length of an array and newlines after ? and :,
and reads numbers from strings as C's strtod does (hex, inf, nan).
-b counts bytes, not characters, in the string functions, printf and
regexes.
-n reads 0x and leading-0 strings as hexadecimal and octal numbers;
-S refuses system(), every redirection and new files in ARGV.
-M makes integers exact, as gawk's GMP numbers (up to 4194304 bits); its
other numbers are 64-bit floats, as gawk's MPFR ones at the default PREC
of 53 (PREC and ROUNDMODE are not read, and the exponent range is a
double's).
-g lists the translatable strings as a gettext .pot file instead of a run.
-f and -E files are read as named (no AWKPATH search); -i searches it.

Examples:
	awk '{ sum += $1 }; END { print sum }' file
	awk -F: '{ print $1 }' /etc/passwd
`

// awkOptionLetter finds the option a flagSet error names, as its short
// letter: "-- 'f'" or "'--file'" both give f.
func awkOptionLetter(f *flagSet, msg string) rune {
	if i := strings.LastIndex(msg, "-- '"); i >= 0 {
		if r := []rune(msg[i+4:]); len(r) > 0 {
			return r[0]
		}
	}
	if _, rest, ok := strings.Cut(msg, "'--"); ok {
		name, _, _ := strings.Cut(rest, "'")
		name, _, _ = strings.Cut(name, "=")
		if d := f.long[name]; d != nil && d.short != 0 {
			return d.short
		}
		if name == "version" {
			return 'V'
		}
	}
	return '?'
}

func runAwk(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet(inv.Args[0])
	f.stopAtOperand = true
	sepArg := f.String('F', "field-separator", "")
	assigns := f.Strings('v', "assign")
	// -f files and -e texts make the program in the order given.
	progFiles, sources := new([]string), new([]string)
	var srcOrder []awkSource
	f.Func('f', "file", true, func(v string) error {
		*progFiles = append(*progFiles, v)
		srcOrder = append(srcOrder, awkSource{file: true, text: v})
		return nil
	})
	f.Func('e', "source", true, func(v string) error {
		*sources = append(*sources, v)
		srcOrder = append(srcOrder, awkSource{text: v})
		return nil
	})
	includes := f.Strings('i', "include")
	// -E FILE is -f FILE as the last option, with var=value operands
	// taken as files.
	exec := false
	f.Func('E', "exec", true, func(v string) error {
		*progFiles = append(*progFiles, v)
		srcOrder = append(srcOrder, awkSource{file: true, text: v})
		exec = true
		return nil
	})
	f.failed = func() bool { return exec }
	// -h prints the usage at once, as gawk's usage() exits: a later
	// --version is not reached.
	f.Func('h', "usage", false, func(string) error { return errHelp })
	f.Func('h', "help", false, func(string) error { return errHelp })
	f.Func('V', "", false, func(string) error { return errVersion })
	// The copyright is Computerwelt's: -C answers as --version.
	f.Func('C', "copyright", false, func(string) error { return errVersion })
	// What leaves the program's results as they are: there is no
	// optimizer to switch, intervals are always on (as in gawk 5), and
	// the sandbox's locale has '.' as its decimal point.
	f.Bool('O', "optimize")
	f.Bool('s', "no-optimize")
	f.Bool('r', "re-interval")
	f.Bool('N', "use-lc-numeric")
	nonDecimal := f.Bool('n', "non-decimal-data")
	asBytes := f.Bool('b', "characters-as-bytes")
	// -d[FILE]: gawk's listing of the globals at the end, in FILE
	// (default awkvars.out; "-" is standard output).
	dumpFile := ""
	f.OptFunc('d', "dump-variables", func(v string) error {
		dumpFile = v
		if v == "" {
			dumpFile = "awkvars.out"
		}
		return nil
	})
	// -o[FILE]: the program pretty-printed to FILE (default
	// awkprof.out, "-" standard output) instead of run.
	prettyFile := ""
	f.OptFunc('o', "pretty-print", func(v string) error {
		prettyFile = v
		if v == "" {
			prettyFile = "awkprof.out"
		}
		return nil
	})
	// -p[FILE]: the program runs and its profile goes to FILE (default
	// awkprof.out).
	profFile := ""
	f.OptFunc('p', "profile", func(v string) error {
		profFile = v
		if v == "" {
			profFile = "awkprof.out"
		}
		return nil
	})
	// -g: the program's translatable strings as a gettext .pot file,
	// instead of a run.
	genPot := f.Bool('g', "gen-pot")
	// -M: exact integers (gawk's GMP numbers).
	bignum := f.Bool('M', "bignum")
	traditional := f.Bool('c', "traditional")
	posix := f.Bool('P', "posix")
	sandbox := f.Bool('S', "sandbox")
	// -L[fatal|invalid|no-ext], --lint[=...]: gawk's lint warnings, each
	// option applied in turn as gawk's do_flags; -t, --lint-old: those
	// about what old awk lacks.
	var lint awk.Lint
	f.OptFunc('L', "lint", func(v string) error {
		lint.SetOption(v)
		return nil
	})
	f.Func('t', "lint-old", false, func(string) error {
		lint.Flags |= awk.LintOld
		return nil
	})
	// gawk reads getopt's errors itself: outside --posix an unknown
	// option ends the options and goes to ARGV (for `#!/usr/bin/awk -f`
	// scripts), and without a -f or -e program that is the usage.
	f.unknownStops = func() bool { return !*posix }
	// gawk's options that this awk has not (yet) are refused by name, so
	// that they are not taken for unknown ones and passed to the program.
	refused := ""
	for _, o := range []struct {
		short    rune
		long     string
		hasValue bool
		optional bool
	}{
		{'D', "debug", true, true}, {'I', "trace", false, false},
		{'l', "load", true, true}, {'p', "profile", true, true},
	} {
		if f.short[o.short] != nil {
			continue
		}
		refuse := func(string) error {
			// Refused once the options are read: gawk takes the option,
			// so a later --version or --help still answers; except -l,
			// whose library gawk takes from the next word (-l --version
			// loads "--version").
			if o.short == 'l' {
				return fmt.Errorf("-%c (--%s) is not supported", o.short, o.long)
			}
			if refused == "" {
				refused = fmt.Sprintf("-%c (--%s) is not supported", o.short, o.long)
			}
			return nil
		}
		f.add(&flagDef{short: o.short, long: o.long, hasValue: o.hasValue, optional: o.optional, shortOptional: o.optional, set: refuse})
	}
	ops, err := f.parse(inv.Args[1:])
	if err == nil && refused != "" {
		err = errors.New(refused)
	}
	if exec {
		ops = append(ops, f.rest...)
	}
	if errors.Is(err, errVersion) {
		return writeVersion(inv, f.name)
	}
	if err != nil {
		if errors.Is(err, errHelp) {
			io.WriteString(inv.Stdout, usageOfAwk(inv.Args[0]))
			return 0
		}
		var ue *usageError
		if errors.As(err, &ue) {
			// Whatever getopt refused, gawk names the option's letter as
			// one that needs an argument.
			errorf(inv, "option requires an argument -- %c", awkOptionLetter(f, ue.msg))
		} else {
			errorf(inv, "%s", err.Error())
		}
		io.WriteString(inv.Stderr, usageOfAwk(inv.Args[0]))
		return 1
	}
	if f.stoppedAtUnknown && len(*progFiles) == 0 && len(*sources) == 0 {
		io.WriteString(inv.Stderr, usageOfAwk(inv.Args[0]))
		return 1
	}

	// The program: -f files and -e texts, else the first operand.
	var src strings.Builder
	srcName := "cmd. line"
	// Where each piece of the program starts in src, and the file it
	// came from ("" for the command line and -e), for --gen-pot.
	type segment struct {
		name  string
		start int
	}
	var segments []segment
	lines := 1
	// -i libraries come first, each once, found along AWKPATH; so do
	// the files of gawk's @include lines, before the text that names
	// them (whose @include line is left empty, to keep its lines).
	loaded := map[string]bool{}
	includeErr := ""
	var addSrcAt func(name, text string, depth int)
	addSrcAt = func(name, text string, depth int) {
		if !*traditional && !*posix && strings.Contains(text, "@include") {
			ls := strings.Split(text, "\n")
			for i, l := range ls {
				m := awkIncludeLine().FindStringSubmatch(l)
				if m == nil {
					continue
				}
				ls[i] = ""
				where := name
				if where == "" {
					where = "cmd. line"
				}
				p, data, err := awkFindSource(ctx, inv, m[1])
				switch {
				case err != nil:
					if includeErr == "" {
						includeErr = fmt.Sprintf("%s:%d: error: cannot open source file `%s' for reading: %s", where, i+1, m[1], vfs.Strerror(err))
					}
				case depth >= awkMaxIncludeDepth:
					if includeErr == "" {
						includeErr = fmt.Sprintf("%s:%d: error: @include nested too deeply", where, i+1)
					}
				case !loaded[p]:
					loaded[p] = true
					addSrcAt(m[1], string(data)+"\n", depth+1)
				}
			}
			text = strings.Join(ls, "\n")
		}
		segments = append(segments, segment{name, lines})
		src.WriteString(text)
		lines += strings.Count(text, "\n")
	}
	addSrc := func(name, text string) { addSrcAt(name, text, 0) }
	inplace := false
	for _, name := range *includes {
		if name == "inplace" || name == "inplace.awk" {
			// gawk's inplace library: its rules' effect is Config.InPlace.
			inplace = true
			continue
		}
		p, data, err := awkFindSource(ctx, inv, name)
		if err != nil {
			errorf(inv, "fatal: cannot open source file `%s' for reading: %s", name, vfs.Strerror(err))
			return 2
		}
		if loaded[p] {
			continue
		}
		loaded[p] = true
		addSrc(name, string(data)+"\n")
	}
	if len(*progFiles) == 0 && len(*sources) == 0 {
		if len(ops) == 0 {
			io.WriteString(inv.Stderr, usageOfAwk(inv.Args[0]))
			return 1
		}
		addSrc("", ops[0])
		ops = ops[1:]
	}
	var dirSources []string
	var fileEnds []awk.FileEnd
	for _, so := range srcOrder {
		if !so.file {
			// gawk reads each -e text as a source of its own: a rule
			// cannot run on into the next one.
			addSrc("", so.text+"\n")
			fileEnds = append(fileEnds, awk.FileEnd{End: src.Len(), CmdLine: true})
			continue
		}
		name := so.text
		var data []byte
		var err error
		if name == "-" || name == "/dev/stdin" {
			data, err = io.ReadAll(inv.Stdin)
		} else {
			data, err = vfs.ReadFile(ctx, inv.FS, inv.Path(name))
		}
		if errors.Is(err, vfs.ErrIsDir) {
			// gawk opens every source before it reads one: a file that
			// cannot be opened ends it first; a directory fails only
			// when read, as a parse error after which it goes on.
			dirSources = append(dirSources, name)
			continue
		}
		if err != nil {
			errorf(inv, "fatal: cannot open source file `%s' for reading: %s", name, vfs.Strerror(err))
			return 2
		}
		// gawk reads a file to its end and gives a newline there when
		// it has none; an item must end within the file.
		text := string(data)
		added := !strings.HasSuffix(text, "\n")
		if added {
			text += "\n"
		}
		addSrc(name, text)
		fileEnds = append(fileEnds, awk.FileEnd{End: src.Len(), AddedNewline: added})
		srcName = name
	}
	for _, name := range dirSources {
		errorf(inv, "%s:1: error: cannot read source file `%s': %s", name, name, vfs.Strerror(vfs.ErrIsDir))
	}
	if dirSources != nil {
		return 1
	}
	if includeErr != "" {
		fmt.Fprintf(inv.Stderr, "%s: %s\n", inv.Args[0], includeErr)
		return 1
	}
	srcLine := func(line int) (string, int) {
		for i := len(segments) - 1; i >= 0; i-- {
			if line >= segments[i].start {
				return segments[i].name, line - segments[i].start + 1
			}
		}
		return "", line
	}
	where := func(line int) string {
		name, n := srcLine(line)
		if name == "" {
			name = "cmd. line"
		}
		return fmt.Sprintf("%s:%d", name, n)
	}

	// -c and -P turn gawk's extensions off, -P also what POSIX lacks;
	// gawk says which option wins over which.
	mode := awk.ModeGawk
	if *traditional {
		mode = awk.ModeTraditional
	}
	if *posix {
		if *traditional {
			fmt.Fprintf(inv.Stderr, "%s: warning: `--posix' overrides `--traditional'\n", inv.Args[0])
		}
		mode = awk.ModePOSIX
	}
	if mode != awk.ModeGawk && *nonDecimal {
		*nonDecimal = false
		fmt.Fprintf(inv.Stderr, "%s: warning: `--posix'/`--traditional' overrides `--non-decimal-data'\n", inv.Args[0])
	}

	var vars [][2]string
	if f.Seen("F") || f.Seen("field-separator") {
		sep := *sepArg
		if sep == "t" && mode == awk.ModeTraditional {
			sep = "\t" // the awk book's -Ft, kept by --traditional only
		}
		vars = append(vars, [2]string{"FS", sep})
	}
	for _, a := range *assigns {
		name, val, ok := strings.Cut(a, "=")
		if !ok || !validAwkName(name) {
			errorf(inv, "fatal: `%s' is not a legal variable name", name)
			return 2
		}
		vars = append(vars, [2]string{name, val})
	}

	// gawk reads -F and -v before the program: their warnings come first.
	warned := map[string]bool{}
	for _, v := range vars {
		for _, w := range awk.EscapeWarnings(v[1]) {
			if !warned[w] || !strings.HasPrefix(w, "escape sequence") {
				fmt.Fprintf(inv.Stderr, "%s: warning: %s\n", inv.Args[0], w)
			}
			warned[w] = true
		}
	}
	prog, err := awk.ParseFiles(src.String(), mode, lint, fileEnds)
	if err != nil {
		var se *awk.SyntaxError
		if errors.As(err, &se) {
			if *genPot {
				awk.WritePot(inv.Stdout, se.Intl, srcLine)
			}
			for _, b := range se.Before {
				if b.GenPot && !*genPot {
					continue
				}
				if b.NoLine {
					fmt.Fprintf(inv.Stderr, "%s: %s\n", inv.Args[0], b.Msg)
					continue
				}
				fmt.Fprintf(inv.Stderr, "%s: %s: %s\n", inv.Args[0], where(b.Line), b.Msg)
			}
			prefix := fmt.Sprintf("%s: %s: ", inv.Args[0], where(se.Line))
			if se.NextLine {
				name, n := srcLine(se.Line)
				if name == "" {
					name = "cmd. line"
				}
				prefix = fmt.Sprintf("%s: %s:%d: ", inv.Args[0], name, n+1)
			}
			if se.NoLine {
				prefix = inv.Args[0] + ": "
			}
			if se.Source != "" {
				// gawk shows the line and a caret under the error.
				fmt.Fprintf(inv.Stderr, "%s%s\n", prefix, se.Source)
				fmt.Fprintf(inv.Stderr, "%s%s^ %s\n", prefix, strings.Repeat(" ", max(se.Col, 0)), se.Msg)
			} else {
				fmt.Fprintf(inv.Stderr, "%s%s\n", prefix, se.Msg)
			}
			if se.Fatal {
				return 2
			}
		} else {
			errorf(inv, "%s", err)
		}
		return 1
	}

	if *genPot {
		for _, w := range prog.Warnings {
			if warned[w.Msg] && strings.Contains(w.Msg, "escape") {
				continue
			}
			warned[w.Msg] = true
			fmt.Fprintf(inv.Stderr, "%s: %s: warning: %s\n", inv.Args[0], where(w.Line), w.Msg)
		}
		awk.WritePot(inv.Stdout, prog.Intl, srcLine)
		return 0
	}

	cfg := &awk.Config{
		Stdin:  inv.Stdin,
		Stdout: inv.Stdout,
		Stderr: inv.Stderr,
		Args:   ops,
		// -E: operands are files only.
		NoAssignOperands: exec,
		Argv0:            inv.Args[0],
		Source:           srcName,
		Warned:           warned,
		Vars:             vars,
		Env:              inv.Env,
		OpenRead: func(name string) (io.ReadCloser, error) {
			file, err := vfs.Open(ctx, inv.FS, inv.Path(name))
			if err != nil {
				return nil, err
			}
			if fi, err := file.Stat(); err == nil && fi.IsDir() {
				file.Close()
				return nil, vfs.PathError("open", name, vfs.ErrIsDir)
			}
			return file, nil
		},
		OpenWrite: func(name string, appendTo bool) (io.WriteCloser, error) {
			flag := vfs.O_WRONLY | vfs.O_CREATE | vfs.O_TRUNC
			if appendTo {
				flag = vfs.O_WRONLY | vfs.O_CREATE | vfs.O_APPEND
			}
			return inv.FS.OpenFile(ctx, inv.Path(name), flag, fs.FileMode(0o666&^inv.Umask))
		},
		IsDir: func(name string) bool {
			fi, err := inv.FS.Stat(ctx, inv.Path(name))
			return err == nil && fi.IsDir()
		},
		Now:            inv.Now,
		ErrText:        vfs.Strerror,
		MaxStringBytes: inv.Limits.WithDefaults().MaxStringBytes,
		NonDecimalData: *nonDecimal,
		Sandbox:        *sandbox,
		CharsAsBytes:   *asBytes || ctypeIsC(inv), // the C locale counts bytes, as gawk -b
		Bignum:         *bignum,
		Lint:           lint,
	}
	if inplace {
		cfg.InPlace = func(name string) (awk.InPlaceFile, error) { return newAwkInPlace(ctx, inv, name) }
	}
	if dumpFile != "" {
		cfg.DumpVars = func() (io.WriteCloser, error) {
			if dumpFile == "-" || dumpFile == "/dev/stdout" {
				return nopWriteCloser{inv.Stdout}, nil
			}
			if dumpFile == "/dev/stderr" {
				return nopWriteCloser{inv.Stderr}, nil
			}
			w, err := inv.FS.OpenFile(ctx, inv.Path(dumpFile), vfs.O_WRONLY|vfs.O_CREATE|vfs.O_TRUNC, fs.FileMode(0o666&^inv.Umask))
			if err != nil {
				// gawk says so and lists on standard error instead.
				fmt.Fprintf(inv.Stderr, "%s: warning: could not open `%s' for writing: %s\n", inv.Args[0], dumpFile, vfs.Strerror(err))
				fmt.Fprintf(inv.Stderr, "%s: warning: sending variable list to standard error\n", inv.Args[0])
				return nopWriteCloser{inv.Stderr}, nil
			}
			return w, nil
		}
	}
	if prettyFile != "" {
		cfg.PrettyPrint = func() (io.WriteCloser, error) { return awkOutputFile(ctx, inv, prettyFile) }
		cfg.OutputName = prettyFile
	}
	if profFile != "" && prettyFile == "" {
		cfg.Profile = func() (io.WriteCloser, error) { return awkOutputFile(ctx, inv, profFile) }
		cfg.OutputName = profFile
		// asctime's form, in the sandbox's time zone (UTC).
		cfg.ProfileDate = awkNow(inv).UTC().Format("Mon Jan _2 15:04:05 2006")
	}
	if inv.Script != nil {
		cfg.Run = func(cmd string, env map[string]string, stdin io.Reader, stdout io.Writer) int {
			return awkScript(ctx, inv, cmd, env, stdin, stdout)
		}
		cfg.Coproc = func(cmd string, env map[string]string) (io.WriteCloser, io.ReadCloser, func() int, error) {
			return awkCoproc(ctx, inv, cmd, env)
		}
	}
	status, err := awk.Run(ctx, prog, cfg)
	if err != nil {
		if ctx.Err() != nil {
			return 2
		}
		// gawk's form: "awk: cmd. line:3: (FILENAME=f FNR=2) fatal: ...".
		var where string
		var ee *awk.ExitError
		if errors.As(err, &ee) {
			if ee.Err != nil && diesOfSIGPIPE(inv, ee.Err) {
				return 2 // killed by SIGPIPE: 141 to the shell
			}
			if ee.Line > 0 {
				where += fmt.Sprintf("%s:%d: ", srcName, ee.Line)
			}
			if ee.Context != "" {
				where += "(" + ee.Context + ") "
			}
		}
		errorf(inv, "%sfatal: %s", where, err)
		return 2
	}
	return status
}

// awkOutputFile opens where -o, -p and -d write: "-" and /dev/stdout
// are standard output, /dev/stderr standard error, else a file made anew.
func awkOutputFile(ctx context.Context, inv *shell.Invocation, name string) (io.WriteCloser, error) {
	switch name {
	case "-", "/dev/stdout":
		return nopWriteCloser{inv.Stdout}, nil
	case "/dev/stderr":
		return nopWriteCloser{inv.Stderr}, nil
	}
	return inv.FS.OpenFile(ctx, inv.Path(name), vfs.O_WRONLY|vfs.O_CREATE|vfs.O_TRUNC, fs.FileMode(0o666&^inv.Umask))
}

// awkNow is the sandbox's time.
func awkNow(inv *shell.Invocation) time.Time {
	if inv.Now != nil {
		return inv.Now()
	}
	return time.Now()
}

// nopWriteCloser is a writer the dump must not close (standard output).
type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }

func validAwkName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// awkFindSource reads an -i library as gawk finds it: a name with a '/'
// as it is, else in each directory of AWKPATH (default ".:/usr/share/awk",
// an empty entry the working directory), then the same with ".awk"
// appended. It returns the path it read.
// awkIncludeLine is gawk's @include "file" directive on a line of its own.
// It is compiled on first use: package init stays cheap.
var awkIncludeLine = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^[ \t]*@include[ \t]+"([^"]+)"[ \t]*;?[ \t]*(#.*)?\r?$`)
})

// awkMaxIncludeDepth bounds how deep included files include others.
const awkMaxIncludeDepth = 100

func awkFindSource(ctx context.Context, inv *shell.Invocation, name string) (string, []byte, error) {
	if strings.Contains(name, "/") {
		data, err := vfs.ReadFile(ctx, inv.FS, inv.Path(name))
		return inv.Path(name), data, err
	}
	dirs := ".:/usr/share/awk"
	if v, ok := inv.Env["AWKPATH"]; ok {
		dirs = v
	}
	var firstErr error
	for _, n := range []string{name, name + ".awk"} {
		if n != name && strings.HasSuffix(name, ".awk") {
			break
		}
		for _, d := range strings.Split(dirs, ":") {
			if d == "" {
				d = "."
			}
			p := inv.Path(path.Join(d, n))
			data, err := vfs.ReadFile(ctx, inv.FS, p)
			if err == nil {
				return p, data, nil
			}
			if firstErr == nil {
				firstErr = err
			}
		}
	}
	if firstErr == nil {
		firstErr = vfs.ErrNotExist
	}
	return "", nil, firstErr
}

// awkInPlace is gawk -i inplace's output for one file: a new file beside
// it that Commit renames over it (after renaming the old one to its backup
// name when there is a suffix), as gawk's inplace extension does.
type awkInPlace struct {
	ctx       context.Context
	fsys      vfs.FS
	file      vfs.File
	tmp, name string
}

func newAwkInPlace(ctx context.Context, inv *shell.Invocation, name string) (awk.InPlaceFile, error) {
	p := inv.Path(name)
	fi, err := inv.FS.Stat(ctx, p)
	if err != nil {
		return nil, err
	}
	tmp := path.Join(path.Dir(p), "."+path.Base(p)+".gawk-inplace")
	f, err := inv.FS.OpenFile(ctx, tmp, vfs.O_WRONLY|vfs.O_CREATE|vfs.O_EXCL, fi.Mode().Perm())
	if err != nil {
		return nil, err
	}
	return &awkInPlace{ctx: ctx, fsys: inv.FS, file: f, tmp: tmp, name: p}, nil
}

func (w *awkInPlace) Write(b []byte) (int, error) { return w.file.Write(b) }

func (w *awkInPlace) Commit(suffix string) error {
	err := w.file.Close()
	if err == nil && suffix != "" {
		err = w.fsys.Rename(w.ctx, w.name, w.name+suffix)
	}
	if err == nil {
		err = w.fsys.Rename(w.ctx, w.tmp, w.name)
	}
	if err != nil {
		w.fsys.Remove(w.ctx, w.tmp)
	}
	return err
}

// awkSource is a -f file (file) or an -e text of the program.
type awkSource struct {
	file bool
	text string
}

// awkScript runs a command of system(), a pipe or a coprocess with env,
// the program's ENVIRON, as its environment (gawk sets the environment
// as ENVIRON changes).
func awkScript(ctx context.Context, inv *shell.Invocation, cmd string, env map[string]string, stdin io.Reader, stdout io.Writer) int {
	if inv.ScriptEnv == nil {
		return inv.Script(ctx, cmd, stdin, stdout, inv.Stderr)
	}
	return inv.ScriptEnv(ctx, cmd, env, stdin, stdout, inv.Stderr)
}

// awkCoproc starts cmd as gawk's two-way pipe: a child shell running
// alongside awk, reading the first pipe's data and writing the second's
// (FIFOs of pipe capacity, so a deadlock is one gawk has too, and every
// wait ends with ctx). When it ends its ends close: awk's later prints
// to it meet a broken pipe, its reads end of file.
func awkCoproc(ctx context.Context, inv *shell.Invocation, cmd string, env map[string]string) (io.WriteCloser, io.ReadCloser, func() int, error) {
	toR, toW, err := awkPipe(ctx)
	if err != nil {
		return nil, nil, nil, err
	}
	fromR, fromW, err := awkPipe(ctx)
	if err != nil {
		toR.Close()
		toW.Close()
		return nil, nil, nil, err
	}
	done := make(chan int, 1)
	go func() {
		st := awkScript(ctx, inv, cmd, env, toR, fromW)
		fromW.Close()
		toR.Close()
		done <- st
	}()
	status, waited := 0, false
	wait := func() int {
		if !waited {
			status, waited = <-done, true
		}
		return status
	}
	return toW, fromR, wait, nil
}

// awkPipe is a pipe's two ends: an O_RDWR open keeps the FIFO's first
// open of each end from waiting for the other.
func awkPipe(ctx context.Context) (r, w vfs.File, err error) {
	p := vfs.NewFifo()
	h, err := p.Open(ctx, "pipe", vfs.O_RDWR, nil)
	if err != nil {
		return nil, nil, err
	}
	defer h.Close()
	if r, err = p.Open(ctx, "pipe", vfs.O_RDONLY, nil); err != nil {
		return nil, nil, err
	}
	if w, err = p.Open(ctx, "pipe", vfs.O_WRONLY, nil); err != nil {
		r.Close()
		return nil, nil, err
	}
	return r, w, nil
}
