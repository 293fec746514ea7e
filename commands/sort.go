package commands

import (
	"bufio"
	"bytes"
	"context"
	"crypto/md5"
	"errors"
	"fmt"
	"hash/maphash"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/internal/limits"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "sort",
		Summary: "sort lines of text files",
		Usage:   sortUsage,
		Run:     runSort,
	})
}

const sortUsage = `Usage: sort [OPTION]... [FILE]...
Write sorted concatenation of all FILE(s) to standard output.

With no FILE, or when FILE is -, read standard input.

Mandatory arguments to long options are mandatory for short options too.
Ordering options:

  -b, --ignore-leading-blanks  ignore leading blanks
  -d, --dictionary-order      consider only blanks and alphanumeric characters
  -f, --ignore-case           fold lower case to upper case characters
  -g, --general-numeric-sort  compare according to general numerical value
  -i, --ignore-nonprinting    consider only printable characters
  -M, --month-sort            compare (unknown) < 'JAN' < ... < 'DEC'
  -h, --human-numeric-sort    compare human readable numbers (e.g., 2K 1G)
  -n, --numeric-sort          compare according to string numerical value
  -R, --random-sort           shuffle, but group identical keys
      --random-source=FILE    get random bytes from FILE
  -r, --reverse               reverse the result of comparisons
      --sort=WORD             sort according to WORD:
                                general-numeric -g, human-numeric -h, month -M,
                                numeric -n, random -R, version -V
  -V, --version-sort          natural sort of (version) numbers within text

Other options:

  -c, --check, --check=diagnose-first  check for sorted input; do not sort
  -C, --check=quiet, --check=silent  like -c, but do not report first bad line
  -k, --key=KEYDEF          sort via a key; KEYDEF gives location and type
  -m, --merge               merge already sorted files; do not sort
  -o, --output=FILE         write result to FILE instead of standard output
  -s, --stable              stabilize sort by disabling last-resort comparison
  -S, --buffer-size=SIZE    use SIZE for main memory buffer
  -t, --field-separator=SEP  use SEP instead of non-blank to blank transition
  -T, --temporary-directory=DIR  use DIR for temporaries, not $TMPDIR or /tmp;
                              multiple options specify multiple directories
      --parallel=N          accepted for compatibility; ignored
  -u, --unique              with -c, check for strict ordering;
                              without -c, output only the first of an equal run
  -z, --zero-terminated     line delimiter is NUL, not newline
      --files0-from=F       read input from the files specified by
                            NUL-terminated names in file F;
                            If F is - then read names from standard input
      --help        display this help and exit

KEYDEF is F[.C][OPTS][,F[.C][OPTS]] for start and stop position, where F is a
field number and C a character position in the field; both are origin 1, and
the stop position defaults to the line's end.  If neither -t nor -b is in
effect, characters in a field are counted from the beginning of the preceding
whitespace.  OPTS is one or more single-letter ordering options [bdfgiMhnRrV],
which override global ordering options for that key.  If no key is given, use
the entire line as the key.

The locale is C.UTF-8: lines compare byte by byte.
`

// sortKey is one -k key (or the global options, as a whole-line key).
type sortKey struct {
	sword, schar int // start field and char, 0-based; sword -1: line start
	eword, echar int // end field (0-based) and char (0: field end); eword -1: line end
	skipsBlanks  bool
	skipeBlanks  bool
	ignore       byte // 0, 'd' or 'i'
	fold         bool
	numeric      bool
	general      bool
	human        bool
	month        bool
	random       bool
	version      bool
	reverse      bool
}

func (k *sortKey) isDefault() bool {
	return !k.skipsBlanks && !k.skipeBlanks && k.ignore == 0 && !k.fold && !k.numeric &&
		!k.general && !k.human && !k.month && !k.random && !k.version
}

// opts lists the key's ordering options as GNU does in messages.
func (k *sortKey) opts() string {
	var b strings.Builder
	for _, o := range []struct {
		on bool
		c  byte
	}{{k.skipsBlanks || k.skipeBlanks, 'b'}, {k.ignore == 'd', 'd'}, {k.fold, 'f'}, {k.general, 'g'},
		{k.human, 'h'}, {k.ignore == 'i', 'i'}, {k.month, 'M'}, {k.numeric, 'n'}, {k.random, 'R'},
		{k.reverse, 'r'}, {k.version, 'V'}} {
		if o.on {
			b.WriteByte(o.c)
		}
	}
	return b.String()
}

// sortCount parses an unsigned decimal as GNU's xstrtoumax does with no
// suffix allowed. msg is a format for the option's name and the value
// when it is not one (an overflow is not an error: n is then the maximum).
func sortCount(v string) (n uint64, msg string) {
	i := 0
	for i < len(v) && v[i] >= '0' && v[i] <= '9' {
		i++
	}
	if i == 0 {
		return 0, "invalid %s argument '%s'"
	}
	if i < len(v) {
		return 0, "invalid suffix in %s argument '%s'"
	}
	n, err := strconv.ParseUint(v, 10, 64)
	if err != nil {
		return math.MaxUint64, ""
	}
	return n, ""
}

// sortSizeError checks a -S value: digits and one of the suffixes
// b, %, K, M, G, T, P, E, Z, Y (k, m, g, t too), KiB without a suffix.
// It returns "" or a format for the option's name and the value.
func sortSizeError(v string) string {
	_, _, msg := parseSortSize(v)
	return msg
}

// parseSortSize reads a -S value: bytes, or a percentage (pct) of memory.
func parseSortSize(v string) (n uint64, pct bool, msg string) {
	i := 0
	for i < len(v) && v[i] >= '0' && v[i] <= '9' {
		i++
	}
	if i == 0 {
		return 0, false, "invalid %s argument '%s'"
	}
	n, err := strconv.ParseUint(v[:i], 10, 64)
	suffix := v[i:]
	if len(suffix) > 1 || suffix != "" && !strings.Contains("b%EgGkKmMPtTYZ", suffix) {
		return 0, false, "invalid suffix in %s argument '%s'"
	}
	power := map[string]int{"": 1, "b": 0, "%": 0, "k": 1, "K": 1, "m": 2, "M": 2, "g": 3, "G": 3, "t": 4, "T": 4,
		"P": 5, "E": 6, "Z": 7, "Y": 8}[suffix]
	for ; err == nil && power > 0; power-- {
		if n > math.MaxUint64/1024 {
			err = strconv.ErrRange
		}
		n *= 1024
	}
	if err != nil {
		return 0, false, "%s argument '%s' too large"
	}
	return n, suffix == "%", ""
}

// setOrdering applies option letters; end says they follow POS2 (b then
// applies to the end).
func (k *sortKey) setOrdering(s string, end bool) string {
	for len(s) > 0 {
		switch s[0] {
		case 'b':
			if end {
				k.skipeBlanks = true
			} else {
				k.skipsBlanks = true
			}
		case 'd':
			k.ignore = 'd'
		case 'f':
			k.fold = true
		case 'g':
			k.general = true
		case 'h':
			k.human = true
		case 'i':
			if k.ignore == 0 {
				k.ignore = 'i'
			}
		case 'M':
			k.month = true
		case 'n':
			k.numeric = true
		case 'R':
			k.random = true
		case 'r':
			k.reverse = true
		case 'V':
			k.version = true
		default:
			return s
		}
		s = s[1:]
	}
	return s
}

// argError is a bad argument to an enumerated option (status 1, as
// GNU's argmatch exits).
type argError struct{ msg string }

func (e *argError) Error() string { return e.msg }

type sortError struct{ msg string }

func (e *sortError) Error() string { return e.msg }

// parseKey parses a KEYDEF.
func parseKey(spec string) (*sortKey, error) {
	bad := func(why string) error {
		return &sortError{why + ": invalid field specification " + quoteArg(spec)}
	}
	// A number that is not one is named from where it starts.
	badCount := func(what, rest string) error {
		return &sortError{what + ": invalid count at start of " + quoteArg(rest)}
	}
	// A number as strtoumax reads it: blanks and a '+' may lead.
	num := func(s string) (int, string, bool) {
		t := strings.TrimLeft(s, " \t\n\v\f\r")
		t = strings.TrimPrefix(t, "+")
		i := 0
		for i < len(t) && t[i] >= '0' && t[i] <= '9' {
			i++
		}
		if i == 0 {
			return 0, s, false
		}
		s = t
		n, err := strconv.Atoi(s[:i])
		if err != nil {
			n = math.MaxInt32
		}
		return n, s[i:], true
	}
	k := &sortKey{eword: -1}
	n, s, ok := num(spec)
	if !ok {
		return nil, badCount("invalid number at field start", spec)
	}
	if n == 0 {
		return nil, bad("field number is zero")
	}
	k.sword = n - 1
	if strings.HasPrefix(s, ".") {
		if n, s, ok = num(s[1:]); !ok {
			return nil, badCount("invalid number after '.'", s)
		}
		if n == 0 {
			return nil, bad("character offset is zero")
		}
		k.schar = n - 1
	}
	s = k.setOrdering(s, false)
	if strings.HasPrefix(s, ",") {
		if n, s, ok = num(s[1:]); !ok {
			return nil, badCount("invalid number after ','", s)
		}
		if n == 0 {
			return nil, bad("field number is zero")
		}
		k.eword = n - 1
		if strings.HasPrefix(s, ".") {
			if n, s, ok = num(s[1:]); !ok {
				return nil, badCount("invalid number after '.'", s)
			}
			k.echar = n
		}
		s = k.setOrdering(s, true)
	}
	if s != "" {
		return nil, bad("stray character in field spec")
	}
	return k, nil
}

// sorter holds one sort's settings; compare is its comparison function.
type sorter struct {
	keys   []*sortKey
	tab    int // -1: blank-separated fields
	unique bool
	stable bool
	rev    bool // global -r, for the last-resort comparison
	seed   maphash.Seed
	// salt is --random-source's first 16 bytes: -R then orders keys by
	// MD5(salt, key) as GNU does, followed by a NUL (strxfrm's) when
	// xfrm (a locale other than C).
	salt []byte
	xfrm bool
	// fa and fb hold two keys filtered for a comparison (-f, -d or -i
	// with -n, -g, -h, -M, -R or -V), reused by the next one.
	fa, fb []byte
	// noSummary sorts without summaries and chunk (0: sortChunk) sets the
	// runs' length, for the test that they order as the comparison does.
	noSummary bool
	chunk     int
	ents      []summaryEntry // sort's pairs, reused
	// keyCompares and lineCompares, when set by a test, count the
	// comparisons of keys and of lines.
	keyCompares, lineCompares *int
	// debug is --debug; debugW the final output (temporary files are
	// written plain), whose lines get their keys marked.
	debug  bool
	debugW *bufio.Writer
}

func runSort(ctx context.Context, inv *shell.Invocation) int {
	fs := newFlagSet("sort")
	var gkey sortKey
	gkey.sword, gkey.eword = -1, -1
	flagOrd := func(c byte) func(string) error {
		return func(string) error { gkey.setOrdering(string(c), false); return nil }
	}
	for _, o := range []struct {
		c    rune
		long string
	}{{'b', "ignore-leading-blanks"}, {'d', "dictionary-order"}, {'f', "ignore-case"},
		{'g', "general-numeric-sort"}, {'i', "ignore-nonprinting"}, {'M', "month-sort"},
		{'h', "human-numeric-sort"}, {'n', "numeric-sort"}, {'R', "random-sort"},
		{'r', "reverse"}, {'V', "version-sort"}} {
		fs.Func(o.c, o.long, false, flagOrd(byte(o.c)))
	}
	var keys []*sortKey
	var firstErr error
	fail := func(err error) {
		if firstErr == nil {
			firstErr = err
		}
	}
	fs.Func(0, "sort", true, func(v string) error {
		m := map[string]byte{"general-numeric": 'g', "human-numeric": 'h', "month": 'M', "numeric": 'n', "random": 'R', "version": 'V'}
		var match []string
		for w := range m {
			if strings.HasPrefix(w, v) {
				match = append(match, w)
			}
		}
		if c, ok := m[v]; ok {
			gkey.setOrdering(string(c), false)
		} else if len(match) == 1 {
			gkey.setOrdering(string(m[match[0]]), false)
		} else {
			fail(&argError{"invalid argument " + quoteArg(v) + " for ‘--sort’\nValid arguments are:\n  - ‘general-numeric’\n  - ‘human-numeric’\n  - ‘month’\n  - ‘numeric’\n  - ‘random’\n  - ‘version’"})
		}
		return nil
	})
	check := byte(0) // 'c' or 'C'
	setCheck := func(c byte) {
		if check != 0 && check != c {
			fail(&sortError{"options '-cC' are incompatible"})
		}
		check = c
	}
	fs.Func('c', "", false, func(string) error { setCheck('c'); return nil })
	fs.Func('C', "", false, func(string) error { setCheck('C'); return nil })
	fs.add(&flagDef{long: "check", hasValue: true, optional: true, set: func(v string) error {
		switch v {
		case "", "diagnose-first":
			setCheck('c')
		case "quiet", "silent":
			setCheck('C')
		default:
			fail(&argError{"invalid argument " + quoteArg(v) + " for ‘--check’\nValid arguments are:\n  - ‘quiet’, ‘silent’\n  - ‘diagnose-first’"})
		}
		return nil
	}})
	fs.Func('k', "key", true, func(v string) error {
		k, err := parseKey(v)
		if err != nil {
			fail(err)
			return nil
		}
		keys = append(keys, k)
		return nil
	})
	merge := fs.Bool('m', "merge")
	output := fs.String('o', "output", "")
	stable := fs.Bool('s', "stable")
	// The size and thread count do not matter here, but GNU refuses bad
	// ones (status 2), naming the option as it was given.
	optName := func(short, long string) string {
		if fs.order[len(fs.order)-1] == short {
			return "-" + short
		}
		return "--" + long
	}
	var bufSize = new(string)
	fs.Func('S', "buffer-size", true, func(v string) error {
		if msg := sortSizeError(v); msg != "" {
			fail(&sortError{fmt.Sprintf(msg, optName("S", "buffer-size"), v)})
		}
		*bufSize = v
		return nil
	})
	tab := -1
	fs.Func('t', "field-separator", true, func(v string) error {
		switch {
		case v == "":
			fail(&sortError{"empty tab"})
		case v == `\0`:
			v = "\x00"
		case len(v) > 1:
			fail(&sortError{"multi-character tab " + quoteArg(v)})
			return nil
		}
		if v != "" {
			if tab >= 0 && tab != int(v[0]) {
				fail(&sortError{"incompatible tabs"})
			}
			tab = int(v[0])
		}
		return nil
	})
	tmpDir := fs.String('T', "temporary-directory", "")
	// --batch-size: how many inputs a merge opens at once (GNU's NMERGE),
	// at most the open-files limit (the sandbox shell's 1024) less three.
	batch := sortMergeWidth
	fs.Func(0, "batch-size", true, func(v string) error {
		n, msg := sortCount(v)
		switch {
		case msg != "":
			fail(&sortError{fmt.Sprintf(msg, "--batch-size", v)})
		case n < 2:
			fail(&sortError{fmt.Sprintf("invalid --batch-size argument %s\n%s: minimum --batch-size argument is %s", quoteArg(v), inv.Args[0], quoteArg("2"))})
		case n > sortMaxBatch:
			fail(&sortError{fmt.Sprintf("--batch-size argument %s too large\n%s: maximum --batch-size argument with current rlimit is %d", quoteArg(v), inv.Args[0], sortMaxBatch)})
		default:
			batch = int(n)
		}
		return nil
	})
	fs.Func(0, "parallel", true, func(v string) error {
		n, msg := sortCount(v)
		switch {
		case msg != "":
			fail(&sortError{fmt.Sprintf(msg, "--parallel", v)})
		case n == 0:
			fail(&sortError{"number in parallel must be nonzero"})
		}
		return nil
	})
	unique := fs.Bool('u', "unique")
	zero := fs.Bool('z', "zero-terminated")
	debug := fs.Bool(0, "debug")
	files0 := fs.String(0, "files0-from", "")
	randomSource, haveSource := "", false
	fs.Func(0, "random-source", true, func(v string) error {
		if haveSource && v != randomSource {
			fail(&sortError{"multiple random sources specified"})
		}
		randomSource, haveSource = v, true
		return nil
	})
	fs.failed = func() bool { return firstErr != nil }
	if args := sortObsoleteKeys(inv.Args[1:]); args != nil {
		inv.Args = append([]string{inv.Args[0]}, args...)
	}
	files, status, done := parseFlags(inv, fs, sortUsage, 2)
	if done {
		return status
	}
	if firstErr != nil {
		errorf(inv, "%s", firstErr.Error())
		var ae *argError
		if errors.As(firstErr, &ae) {
			fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
			return 1
		}
		return 2
	}
	given := gkey // the global options before keys inherit them
	// Keys without ordering options inherit the global ones.
	for _, k := range keys {
		if k.isDefault() && !k.reverse {
			k.skipsBlanks, k.skipeBlanks = gkey.skipsBlanks, gkey.skipsBlanks
			k.ignore, k.fold = gkey.ignore, gkey.fold
			k.numeric, k.general, k.human, k.month = gkey.numeric, gkey.general, gkey.human, gkey.month
			k.random, k.version, k.reverse = gkey.random, gkey.version, gkey.reverse
		}
	}
	gkeyOnly := len(keys) == 0 && !gkey.isDefault()
	if gkeyOnly {
		gkey.skipeBlanks = gkey.skipsBlanks
		keys = append(keys, &gkey)
	}
	// Only keys in use are checked: global options that every key
	// overrides are never applied.
	for _, k := range keys {
		n := 0
		for _, b := range []bool{k.numeric, k.general, k.human, k.month, k.version || k.random || k.ignore != 0} {
			if b {
				n++
			}
		}
		if n > 1 {
			// GNU clears b and r before naming the key's options.
			named := *k
			named.skipsBlanks, named.skipeBlanks, named.reverse = false, false, false
			errorf(inv, "options '-%s' are incompatible", named.opts())
			return 2
		}
	}
	if fs.Seen("files0-from") {
		if len(files) > 0 {
			errorf(inv, "extra operand %s\nfile operands cannot be combined with --files0-from", quoteFile(files[0]))
			fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
			return 2
		}
		r, closeFn, err := openText(ctx, inv, *files0)
		if err != nil {
			errorf(inv, "open failed: %s: %s", quoteName(*files0), vfs.Strerror(err))
			return 2
		}
		data, err := io.ReadAll(r)
		closeFn()
		if err != nil {
			errorf(inv, "read failed: %s: %s", quoteName(*files0), vfs.Strerror(err))
			return 2
		}
		names := strings.Split(string(data), "\x00")
		if names[len(names)-1] == "" {
			names = names[:len(names)-1]
		}
		if len(names) == 0 {
			errorf(inv, "no input from %s", quoteFile(*files0))
			return 2
		}
		for i, n := range names {
			if n == "" {
				errorf(inv, "%s:%d: invalid zero-length file name", quoteName(*files0), i+1)
				return 2
			}
		}
		files = names
	}
	if *debug {
		if check != 0 || fs.Seen("output") {
			c := check
			if c == 0 {
				c = 'o'
			}
			errorf(inv, "options '-%c --debug' are incompatible", c)
			return 2
		}
		sortDebugWarnings(inv, given, keys, gkeyOnly, tab, *stable, *unique)
	}
	var salt []byte
	if haveSource && slices.ContainsFunc(keys, func(k *sortKey) bool { return k.random }) {
		var ok bool
		if salt, ok = sortRandomSalt(ctx, inv, randomSource); !ok {
			return 2
		}
	}
	if len(files) == 0 {
		files = []string{"-"}
	}
	if check != 0 && len(files) > 1 {
		errorf(inv, "extra operand %s not allowed with -%c", quoteFile(files[1]), check)
		return 2
	}
	if check != 0 && fs.Seen("output") {
		errorf(inv, "options '-%co' are incompatible", check)
		return 2
	}
	s := &sorter{keys: keys, tab: tab, unique: *unique, stable: *stable, rev: gkey.reverse, seed: maphash.MakeSeed(),
		salt: salt, xfrm: !sortByteLocale(inv), debug: *debug}
	memLimit := inv.Limits.WithDefaults().MaxMemoryBytes
	delim := byte('\n')
	if *zero {
		delim = 0
	}

	if check != 0 {
		return s.check(ctx, inv, files[0], delim, check == 'C')
	}

	var w io.Writer = inv.Stdout
	var closeOut func() error
	openOut := func() bool {
		if *output == "" || *output == "-" {
			return true
		}
		f, err := inv.FS.OpenFile(ctx, inv.Path(*output), vfs.O_WRONLY|vfs.O_CREATE|vfs.O_TRUNC, createPerm(inv.Umask))
		if err != nil {
			errorf(inv, "open failed: %s: %s", quoteName(*output), vfs.Strerror(err))
			return false
		}
		w = f
		closeOut = f.Close
		return true
	}
	held := &holder{inv: inv}
	defer held.release()
	var err error
	var out *bufio.Writer
	if *merge && !sortOutputIsInput(inv, *output, files) {
		// A real merge, as GNU does (on unsorted inputs it differs from
		// sorting), streamed: batch inputs at a time, a line of each in
		// memory.
		sp := &spiller{ctx: ctx, inv: inv, s: s, delim: delim, held: held,
			dir: sortTmpDir(inv, *tmpDir, fs.Seen("temporary-directory"))}
		defer sp.cleanup()
		err = sp.mergeInputs(files, batch, func() (*bufio.Writer, bool) {
			if !openOut() {
				return nil, false
			}
			out = bufio.NewWriterSize(w, 64<<10)
			s.debugW = out
			return out, true
		})
		var se *spillError
		if errors.As(err, &se) && ctx.Err() == nil {
			if out != nil {
				out.Flush()
			}
			errorf(inv, "%s", se.msg)
			return 2
		}
		if out == nil {
			return 2
		}
	} else if *merge {
		// -o names an input: read them all before writing.
		a := newLineArena(delim, budget(inv), memLimit, held)
		var starts []int // where each file's lines start
		for _, name := range files {
			starts = append(starts, len(a.refs))
			r, closeFn, err := openText(ctx, inv, name)
			if err != nil {
				errorf(inv, "cannot read: %s: %s", quoteName(name), vfs.Strerror(err))
				return 2
			}
			err = a.read(r, nil)
			closeFn()
			if err == nil {
				err = a.cut(true)
			}
			if err != nil {
				if ctx.Err() != nil {
					return 2
				}
				if errors.Is(err, limits.ErrTooLarge) {
					errorf(inv, "%s", limits.ErrTooLarge)
				} else {
					errorf(inv, "read failed: %s: %s", quoteName(name), vfs.Strerror(err))
				}
				return 2
			}
		}
		refs, err := s.merge(ctx, a, a.refs, starts)
		if err != nil {
			return 2
		}
		if !openOut() {
			return 2
		}
		out = bufio.NewWriterSize(w, 64<<10)
		s.debugW = out
		err = s.emit(ctx, out, &arenaSource{a: a, refs: refs}, delim)
	} else {
		// Read every input: sort must see all lines before writing any;
		// past the buffer, sorted runs go to temporary files.
		sp := &spiller{ctx: ctx, inv: inv, s: s, delim: delim, held: held,
			dir:      sortTmpDir(inv, *tmpDir, fs.Seen("temporary-directory")),
			limit:    sortBuffer(*bufSize, fs.Seen("buffer-size"), inv.Limits),
			memLimit: memLimit,
			lines:    newLineArena(delim, budget(inv), memLimit, held)}
		// The sandbox's filesystems live in memory: spilling unasked would
		// move the data from the memory limit to the filesystem limit and
		// let sort hold both (yes | sort). It spills when -S or -T asks.
		// Unasked, it sorts each sortRunBytes of input into a run held in
		// memory (sort_runs.go), whose blocks the final merge gives back
		// as it writes: an endless input meets the memory limit as bytes,
		// not as line references grown by doubling, and a run's
		// references are made at once, in a slice of the right size.
		spill := fs.Seen("buffer-size") || fs.Seen("temporary-directory")
		defer sp.cleanup()
		for _, name := range files {
			r, closeFn, err := openText(ctx, inv, name)
			if err != nil {
				errorf(inv, "cannot read: %s: %s", quoteName(name), vfs.Strerror(err))
				return 2
			}
			if spill {
				err = sp.read(r)
			} else {
				err = sp.lines.read(r, sp.memRunAfter)
			}
			closeFn()
			var se *spillError
			switch {
			case err == nil:
			case ctx.Err() != nil:
				return 2
			case errors.As(err, &se):
				errorf(inv, "%s", se.msg)
				return 2
			case errors.Is(err, limits.ErrTooLarge):
				errorf(inv, "%s", limits.ErrTooLarge)
				return 2
			default:
				errorf(inv, "read failed: %s: %s", quoteName(name), vfs.Strerror(err))
				return 2
			}
		}
		if err := sp.lines.cut(false); err != nil {
			errorf(inv, "%s", limits.ErrTooLarge)
			return 2
		}
		// The output is opened once the input is read: -o may name an
		// input.
		if !openOut() {
			return 2
		}
		out = bufio.NewWriterSize(w, 64<<10)
		s.debugW = out
		if err = sp.finish(out); err != nil {
			var se *spillError
			if errors.As(err, &se) {
				errorf(inv, "%s", se.msg)
				return 2
			}
		}
	}
	// What stdio would still hold when the write failed: output past its
	// buffer fails as sort writes it, less when sort flushes it at exit.
	pending := out.Buffered()
	ferr := out.Flush()
	if ferr != nil && closeOut == nil && ctx.Err() == nil && !diesOfSIGPIPE(inv, ferr) {
		how := "write failed"
		if err == nil && pending <= stdioBuffer {
			how = "fflush failed"
		}
		// GNU's sort_die, then close_stdout with errno gone.
		errorf(inv, "%s: %s: %s", how, quoteName("standard output"), vfs.Strerror(ferr))
		errorf(inv, "write error")
	}
	if err == nil {
		err = ferr
	}
	if closeOut != nil {
		if cerr := closeOut(); err == nil {
			err = cerr
		}
		if err != nil && ctx.Err() == nil {
			errorf(inv, "write failed: %s: %s", quoteName(*output), vfs.Strerror(err))
		}
	}
	if err != nil {
		return 2
	}
	return 0
}

// errSortCanceled is panicked by the comparator when ctx is done.
type errSortCanceled struct{}

// sort sorts the lines refs name, stable when -s or -u (GNU's merge sort
// is stable; the last-resort comparison makes the order total otherwise).
// It aborts when ctx is done. When the ordering has summaries (see
// sort_summary.go) it sorts refs in runs of sortChunk lines, each through
// a small array of (summary, reference) pairs, and returns the runs, which
// runSource merges: most comparisons are then of summaries, and the pairs
// take a megabyte, not 16 bytes a line on top of the input (a pipeline's
// second sort peaked that much higher).
func (s *sorter) sort(ctx context.Context, a *lineArena, refs []uint64) (runs [][]uint64, err error) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(errSortCanceled); !ok {
				panic(r)
			}
			err = ctx.Err()
		}
	}()
	n := 0
	if sum, exact := s.summarizer(); sum != nil && len(refs) > 1 && !s.noSummary {
		chunk := sortChunk
		if s.chunk > 0 {
			chunk = s.chunk
		}
		// The pairs are kept for the next run (sort_runs.go).
		if cap(s.ents) < min(len(refs), chunk) {
			s.ents = make([]summaryEntry, min(len(refs), chunk))
		}
		ents := s.ents[:min(len(refs), chunk)]
		// whole: the summaries are of whole lines (prefixSummary), whose
		// lengths are in their references.
		whole := len(s.keys) == 0
		cmp := func(x, y summaryEntry) int {
			n++
			if n%4096 == 0 && ctx.Err() != nil {
				panic(errSortCanceled{})
			}
			if x.k != y.k {
				if x.k < y.k {
					return -1
				}
				return 1
			}
			if whole {
				// The lines' first 8 bytes, zero-padded, tie: a line
				// no longer than that is the other's prefix, or
				// equal (duplicate short lines are common: the
				// frequent words sort | uniq -c counts).
				if lx, ly := x.ref&refLenMask, y.ref&refLenMask; min(lx, ly) <= 8 {
					d := cmpInt(int(lx), int(ly))
					if s.rev {
						return -d
					}
					return d
				}
			}
			if exact != nil && exact(x.k) {
				// The first keys tie: most lines of uniq -c's output
				// count 1, and sort -n compares the rest.
				return s.compareFrom(a.line(x.ref), a.line(y.ref), 1)
			}
			return s.compare(a.line(x.ref), a.line(y.ref))
		}
		for start := 0; start < len(refs); start += chunk {
			run := refs[start:min(start+chunk, len(refs))]
			e := ents[:len(run)]
			for i, r := range run {
				e[i] = summaryEntry{sum(a.line(r)), r}
			}
			if s.stable || s.unique {
				slices.SortStableFunc(e, cmp)
			} else {
				slices.SortFunc(e, cmp)
			}
			for i, x := range e {
				run[i] = x.ref
			}
			runs = append(runs, run)
		}
		return runs, ctx.Err()
	}
	cmp := func(x, y uint64) int {
		n++
		if n%4096 == 0 && ctx.Err() != nil {
			panic(errSortCanceled{})
		}
		return s.compare(a.line(x), a.line(y))
	}
	if s.stable || s.unique {
		slices.SortStableFunc(refs, cmp)
	} else {
		// The last-resort comparison only ties byte-identical lines, so an
		// unstable sort gives the same output, faster.
		slices.SortFunc(refs, cmp)
	}
	return [][]uint64{refs}, ctx.Err()
}

// runSource yields the lines of sorted runs in order, taking from the
// earliest run on ties.
func (s *sorter) runSource(a *lineArena, runs [][]uint64) lineSource {
	if len(runs) == 1 {
		return &arenaSource{a: a, refs: runs[0]}
	}
	srcs := make([]lineSource, len(runs))
	for i, r := range runs {
		srcs[i] = &arenaSource{a: a, refs: r}
	}
	return newMergeSource(s, srcs)
}

// sortOutputIsInput reports whether -o names one of the inputs, which
// must then be read before the output is opened.
func sortOutputIsInput(inv *shell.Invocation, output string, files []string) bool {
	if output == "" || output == "-" {
		return false
	}
	o := inv.Path(output)
	for _, f := range files {
		if f != "-" && inv.Path(f) == o {
			return true
		}
	}
	return false
}

// merge merges the runs refs[starts[i]:starts[i+1]] (each taken as
// sorted), taking from the earliest input on ties.
func (s *sorter) merge(ctx context.Context, a *lineArena, refs []uint64, starts []int) ([]uint64, error) {
	type run struct{ pos, end int }
	runs := make([]run, len(starts))
	for i, st := range starts {
		end := len(refs)
		if i+1 < len(starts) {
			end = starts[i+1]
		}
		runs[i] = run{st, end}
	}
	out := make([]uint64, 0, len(refs))
	for n := 0; ; n++ {
		if n%ctxCheckEvery == 0 && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		best := -1
		for i, r := range runs {
			if r.pos < r.end && (best < 0 || s.compare(a.line(refs[r.pos]), a.line(refs[runs[best].pos])) < 0) {
				best = i
			}
		}
		if best < 0 {
			return out, nil
		}
		out = append(out, refs[runs[best].pos])
		runs[best].pos++
	}
}

// check implements -c and -C.
func (s *sorter) check(ctx context.Context, inv *shell.Invocation, name string, delim byte, quiet bool) int {
	r, closeFn, err := openText(ctx, inv, name)
	if err != nil {
		errorf(inv, "open failed: %s: %s", quoteName(name), vfs.Strerror(err))
		return 2
	}
	defer closeFn()
	lr := newLineReader(r, delim)
	var prev []byte
	for n := 1; ; n++ {
		line, err := lr.next()
		if err == io.EOF {
			return 0
		}
		if err != nil {
			errorf(inv, "read failed: %s: %s", quoteName(name), vfs.Strerror(err))
			return 2
		}
		line = trimDelim(line, delim)
		if n > 1 {
			c := s.compare(prev, line)
			if c > 0 || (s.unique && c == 0) {
				if !quiet {
					fmt.Fprintf(inv.Stderr, "%s: %s:%d: disorder: %s\n", inv.Args[0], name, n, line)
				}
				return 1
			}
		}
		prev = append(prev[:0], line...)
	}
}

// compare is GNU sort's compare(): the keys, then unless -s or -u the
// whole line byte by byte.
func (s *sorter) compare(a, b []byte) int { return s.compareFrom(a, b, 0) }

// compareFrom is compare when the keys before s.keys[from] are known to
// tie (an exact summary of the first key did: sort_summary.go).
func (s *sorter) compareFrom(a, b []byte, from int) int {
	if s.lineCompares != nil {
		*s.lineCompares++
	}
	if from < len(s.keys) {
		if d := s.keyCompare(a, b, from); d != 0 || s.unique || s.stable {
			return d
		}
	} else if len(s.keys) > 0 && (s.unique || s.stable) {
		return 0
	}
	d := bytes.Compare(a, b)
	if s.rev {
		return -d
	}
	return d
}

func isSortBlank(c byte) bool { return c == ' ' || c == '\t' || c == '\n' }

func (s *sorter) begField(line []byte, k *sortKey) int {
	p, lim := 0, len(line)
	if k.sword < 0 {
		if k.skipsBlanks {
			for p < lim && isSortBlank(line[p]) {
				p++
			}
		}
		return p
	}
	for w := k.sword; p < lim && w > 0; w-- {
		if s.tab >= 0 {
			for p < lim && int(line[p]) != s.tab {
				p++
			}
			if p < lim {
				p++
			}
		} else {
			for p < lim && isSortBlank(line[p]) {
				p++
			}
			for p < lim && !isSortBlank(line[p]) {
				p++
			}
		}
	}
	if k.skipsBlanks {
		for p < lim && isSortBlank(line[p]) {
			p++
		}
	}
	return min(lim, p+k.schar)
}

func (s *sorter) limField(line []byte, k *sortKey) int {
	p, lim := 0, len(line)
	if k.eword < 0 {
		return lim
	}
	eword, echar := k.eword, k.echar
	if echar == 0 {
		eword++
	}
	for ; p < lim && eword > 0; eword-- {
		if s.tab >= 0 {
			for p < lim && int(line[p]) != s.tab {
				p++
			}
			if p < lim && (eword > 1 || echar != 0) {
				p++
			}
		} else {
			for p < lim && isSortBlank(line[p]) {
				p++
			}
			for p < lim && !isSortBlank(line[p]) {
				p++
			}
		}
	}
	if echar != 0 {
		if k.skipeBlanks {
			for p < lim && isSortBlank(line[p]) {
				p++
			}
		}
		p = min(lim, p+echar)
	}
	return p
}

// keyText is the part of line a key covers; a key ending before it
// starts is empty.
func (s *sorter) keyText(line []byte, k *sortKey) []byte {
	beg, lim := s.begField(line, k), s.limField(line, k)
	if lim < beg {
		return nil
	}
	return line[beg:lim]
}

// keyCompare is GNU sort's keycompare(), from the key s.keys[from] on.
func (s *sorter) keyCompare(a, b []byte, from int) int {
	if s.keyCompares != nil {
		*s.keyCompares++
	}
	for _, k := range s.keys[from:] {
		ta, tb := s.keyText(a, k), s.keyText(b, k)
		var d int
		if k.ignore != 0 || k.fold {
			if k.isText() {
				// Compared as they are filtered: no copies.
				if d = filteredCompare(ta, tb, k); d != 0 {
					if k.reverse {
						return -d
					}
					return d
				}
				continue
			}
			// The filtered keys go to the sorter's buffers, reused by
			// every comparison (sort compares on one goroutine).
			s.fa, s.fb = filterKey(s.fa[:0], ta, k), filterKey(s.fb[:0], tb, k)
			ta, tb = s.fa, s.fb
		}
		switch {
		case k.numeric:
			d = numCompare(ta, tb)
		case k.general:
			d = generalCompare(ta, tb)
		case k.human:
			d = humanCompare(ta, tb)
		case k.month:
			d = monthOf(ta) - monthOf(tb)
		case k.random && s.salt != nil:
			xa, xb := s.xfrmKey(ta), s.xfrmKey(tb)
			ha, hb := s.saltedMD5(xa), s.saltedMD5(xb)
			if d = bytes.Compare(ha[:], hb[:]); d == 0 {
				d = bytes.Compare(xa, xb)
			}
		case k.random:
			ha, hb := maphash.Bytes(s.seed, ta), maphash.Bytes(s.seed, tb)
			switch {
			case ha < hb:
				d = -1
			case ha > hb:
				d = 1
			default:
				d = bytes.Compare(ta, tb)
			}
		case k.version:
			d = filevercmp(ta, tb)
		default:
			d = bytes.Compare(ta, tb)
		}
		if d != 0 {
			if k.reverse {
				return -d
			}
			return d
		}
	}
	return 0
}

// xfrmKey is t as GNU's compare_random hashes it: as it is in the C
// locale, else as strxfrm leaves it in C.UTF-8, each NUL-separated piece
// with its NUL (an empty key has no piece).
func (s *sorter) xfrmKey(t []byte) []byte {
	if !s.xfrm || len(t) == 0 || t[len(t)-1] == 0 {
		return t
	}
	return append(t[:len(t):len(t)], 0)
}

// saltedMD5 is MD5 of the salt and the key.
func (s *sorter) saltedMD5(t []byte) [md5.Size]byte {
	h := md5.New()
	h.Write(s.salt)
	h.Write(t)
	var sum [md5.Size]byte
	h.Sum(sum[:0])
	return sum
}

// sortRandomSalt reads --random-source's first 16 bytes, with GNU's
// messages for a file it cannot open or that is shorter.
func sortRandomSalt(ctx context.Context, inv *shell.Invocation, name string) ([]byte, bool) {
	f, err := vfs.Open(ctx, inv.FS, inv.Path(name))
	if err != nil {
		errorf(inv, "open failed: %s: %s", quoteName(name), vfs.Strerror(err))
		return nil, false
	}
	defer f.Close()
	var salt [md5.Size]byte
	switch _, err := io.ReadFull(f, salt[:]); {
	case errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF):
		errorf(inv, "%s: end of file", quoteArg(name))
		return nil, false
	case err != nil:
		errorf(inv, "%s: read error: %s", quoteArg(name), vfs.Strerror(err))
		return nil, false
	}
	return salt[:], true
}

// sortByteLocale reports whether sort collates in the C locale (the
// first of LC_ALL, LC_COLLATE, LANG set and not empty is C or POSIX);
// the sandbox's default is C.UTF-8.
func sortByteLocale(inv *shell.Invocation) bool {
	for _, name := range []string{"LC_ALL", "LC_COLLATE", "LANG"} {
		if v := inv.Getenv(name); v != "" {
			return v == "C" || v == "POSIX"
		}
	}
	return false
}

// filterKey appends to out the bytes of t that -d or -i keep, folded to
// upper case for -f.
func filterKey(out, t []byte, k *sortKey) []byte {
	for _, c := range t {
		if c, ok := k.filterByte(c); ok {
			out = append(out, c)
		}
	}
	return out
}

// filterByte is c as -f folds it, and whether -d or -i keeps it.
func (k *sortKey) filterByte(c byte) (byte, bool) {
	switch k.ignore {
	case 'd':
		// GNU keeps its field separators: blanks and newline.
		if !(isSortBlank(c) || isAlnum(c)) {
			return 0, false
		}
	case 'i':
		if c < 0x20 || c > 0x7e {
			return 0, false
		}
	}
	if k.fold && c >= 'a' && c <= 'z' {
		c -= 'a' - 'A'
	}
	return c, true
}

// isText reports whether k compares its text byte by byte (no -n, -g,
// -h, -M, -R or -V).
func (k *sortKey) isText() bool {
	return !k.numeric && !k.general && !k.human && !k.month && !k.random && !k.version
}

// filteredCompare is bytes.Compare of filterKey(a) and filterKey(b),
// filtering as it goes (GNU's CMP_WITH_IGNORE).
func filteredCompare(a, b []byte, k *sortKey) int {
	i, j := 0, 0
	for {
		var ca, cb byte
		oka, okb := false, false
		for !oka && i < len(a) {
			ca, oka = k.filterByte(a[i])
			i++
		}
		for !okb && j < len(b) {
			cb, okb = k.filterByte(b[j])
			j++
		}
		switch {
		case !oka && !okb:
			return 0
		case !oka:
			return -1
		case !okb:
			return 1
		case ca != cb:
			if ca < cb {
				return -1
			}
			return 1
		}
	}
}

func isAlnum(c byte) bool {
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// numParts splits a -n number into sign, integer digits without leading
// zeros and fraction digits without trailing zeros.
func numParts(t []byte) (neg bool, intp, frac []byte) {
	i := 0
	for i < len(t) && isSortBlank(t[i]) {
		i++
	}
	if i < len(t) && t[i] == '-' {
		neg = true
		i++
	}
	j := i
	for j < len(t) && isDigit(t[j]) {
		j++
	}
	intp = t[i:j]
	for len(intp) > 0 && intp[0] == '0' {
		intp = intp[1:]
	}
	if j < len(t) && t[j] == '.' {
		k := j + 1
		for k < len(t) && isDigit(t[k]) {
			k++
		}
		frac = t[j+1 : k]
		for len(frac) > 0 && frac[len(frac)-1] == '0' {
			frac = frac[:len(frac)-1]
		}
	}
	if len(intp) == 0 && len(frac) == 0 {
		neg = false // -0 is 0
	}
	return neg, intp, frac
}

// numCompare compares -n numbers of any length exactly.
func numCompare(a, b []byte) int {
	na, ia, fa := numParts(a)
	nb, ib, fb := numParts(b)
	if na != nb {
		if na {
			return -1
		}
		return 1
	}
	d := 0
	switch {
	case len(ia) != len(ib):
		d = cmpInt(len(ia), len(ib))
	default:
		d = bytes.Compare(ia, ib)
		if d == 0 {
			d = bytes.Compare(fa, fb)
		}
	}
	if na {
		return -d
	}
	return d
}

func cmpInt(a, b int) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// humanCompare is -h: the unit suffix first, then the number.
func humanCompare(a, b []byte) int {
	if d := unitOrder(a) - unitOrder(b); d != 0 {
		return d
	}
	return numCompare(a, b)
}

func unitOrder(t []byte) int {
	i := 0
	for i < len(t) && isSortBlank(t[i]) {
		i++
	}
	neg := i < len(t) && t[i] == '-'
	if neg {
		i++
	}
	// Only a nonzero number has a unit (GNU's traverse_raw_number).
	maxDigit := byte('0')
	for i < len(t) && isDigit(t[i]) {
		maxDigit = max(maxDigit, t[i])
		i++
	}
	if i < len(t) && t[i] == '.' {
		i++
		for i < len(t) && isDigit(t[i]) {
			maxDigit = max(maxDigit, t[i])
			i++
		}
	}
	if i >= len(t) || maxDigit == '0' {
		return 0
	}
	o := strings.IndexByte(" KMGTPEZY", t[i])
	if t[i] == 'k' {
		o = 1
	}
	if o <= 0 {
		return 0
	}
	if neg {
		return -o
	}
	return o
}

// generalCompare is -g: strtold values; unparsable keys first, then NaNs,
// then numbers.
func generalCompare(a, b []byte) int {
	fa, oka := parseFloatPrefix(a)
	fb, okb := parseFloatPrefix(b)
	switch {
	case !oka:
		if !okb {
			return 0
		}
		return -1
	case !okb:
		return 1
	case fa < fb:
		return -1
	case fa > fb:
		return 1
	case fa == fb:
		return 0
	case fb == fb:
		return -1
	case fa == fa:
		return 1
	}
	return 0
}

// parseFloatPrefix parses the longest prefix of t that strtod accepts,
// without allocating for a number of up to 32 bytes (it runs in every -g
// comparison).
func parseFloatPrefix(t []byte) (float64, bool) {
	i := 0
	for i < len(t) && isSpaceByte(t[i]) {
		i++
	}
	s := t[i:]
	start := 0
	if start < len(s) && (s[start] == '+' || s[start] == '-') {
		start++
	}
	rest := s[start:]
	for _, w := range [...]string{"infinity", "inf", "nan"} {
		if len(rest) >= len(w) && lowerASCIIIs(rest[:len(w)], w) {
			f, _ := parseFloatBytes(s[:start+len(w)], false)
			return f, true
		}
	}
	j := start
	hex := len(rest) >= 2 && rest[0] == '0' && rest[1]|0x20 == 'x'
	if hex {
		j += 2
	}
	digits := 0
	isD := func(c byte) bool {
		if hex {
			return isDigit(c) || (c|0x20 >= 'a' && c|0x20 <= 'f')
		}
		return isDigit(c)
	}
	for j < len(s) && isD(s[j]) {
		j++
		digits++
	}
	if j < len(s) && s[j] == '.' {
		j++
		for j < len(s) && isD(s[j]) {
			j++
			digits++
		}
	}
	if digits == 0 {
		if hex {
			return 0, true // "0x" parses as 0
		}
		return 0, false
	}
	exp := false
	if j < len(s) && ((!hex && (s[j]|0x20) == 'e') || (hex && (s[j]|0x20) == 'p')) {
		k := j + 1
		if k < len(s) && (s[k] == '+' || s[k] == '-') {
			k++
		}
		if k < len(s) && isDigit(s[k]) {
			for k < len(s) && isDigit(s[k]) {
				k++
			}
			j, exp = k, true
		}
	}
	return parseFloatBytes(s[:j], hex && !exp)
}

// parseFloatBytes is strconv.ParseFloat of num (with "p0" after it for a
// hexadecimal number without an exponent, which Go requires); a value out
// of range is ±Inf or 0, as strtod's.
func parseFloatBytes(num []byte, p0 bool) (float64, bool) {
	str := string(num) // not kept: up to 32 bytes on the stack
	if p0 {
		str += "p0"
	}
	f, err := strconv.ParseFloat(str, 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			return f, true
		}
		return 0, false
	}
	return f, true
}

// lowerASCIIIs reports whether b is s (lower-case ASCII) in any case.
func lowerASCIIIs(b []byte, s string) bool {
	for i := range len(s) {
		if b[i]|0x20 != s[i] {
			return false
		}
	}
	return true
}

var monthNames = []string{"JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"}

// monthOf is -M: 1..12 for a leading month abbreviation, else 0.
func monthOf(t []byte) int {
	i := 0
	for i < len(t) && isSortBlank(t[i]) {
		i++
	}
	t = t[i:]
	if len(t) < 3 {
		return 0
	}
	up := strings.ToUpper(string(t[:3]))
	for m, name := range monthNames {
		if up == name {
			return m + 1
		}
	}
	return 0
}

// filevercmp is gnulib's filevercmp, the -V order.
func filevercmp(a, b []byte) int {
	if len(a) == 0 {
		if len(b) == 0 {
			return 0
		}
		return -1
	}
	if len(b) == 0 {
		return 1
	}
	if a[0] == '.' {
		if b[0] != '.' {
			return -1
		}
		adot, bdot := len(a) == 1, len(b) == 1
		if adot {
			if bdot {
				return 0
			}
			return -1
		}
		if bdot {
			return 1
		}
		add := a[1] == '.' && len(a) == 2
		bdd := b[1] == '.' && len(b) == 2
		if add {
			if bdd {
				return 0
			}
			return -1
		}
		if bdd {
			return 1
		}
	} else if b[0] == '.' {
		return 1
	}
	ap, bp := filePrefixLen(a), filePrefixLen(b)
	r := verrevcmp(a[:ap], b[:bp])
	if r != 0 || (ap == len(a) && bp == len(b)) {
		return r
	}
	return verrevcmp(a, b)
}

func isAlpha(c byte) bool { return (c|0x20) >= 'a' && (c|0x20) <= 'z' }

// filePrefixLen is the length of s without a suffix matching
// (\.[A-Za-z~][A-Za-z0-9~]*)*$.
func filePrefixLen(s []byte) int {
	n := len(s)
	prefix := 0
	for i := 0; ; {
		if i == n {
			return prefix
		}
		i++
		prefix = i
		for i+1 < n && s[i] == '.' && (isAlpha(s[i+1]) || s[i+1] == '~') {
			for i += 2; i < n && (isAlnum(s[i]) || s[i] == '~'); i++ {
			}
		}
	}
}

func verOrder(s []byte, pos int) int {
	if pos == len(s) {
		return -1
	}
	c := s[pos]
	switch {
	case isDigit(c):
		return 0
	case isAlpha(c):
		return int(c)
	case c == '~':
		return -2
	}
	return int(c) + 256
}

func verrevcmp(s1, s2 []byte) int {
	p1, p2 := 0, 0
	for p1 < len(s1) || p2 < len(s2) {
		firstDiff := 0
		for (p1 < len(s1) && !isDigit(s1[p1])) || (p2 < len(s2) && !isDigit(s2[p2])) {
			c1, c2 := verOrder(s1, p1), verOrder(s2, p2)
			if c1 != c2 {
				return c1 - c2
			}
			p1++
			p2++
		}
		for p1 < len(s1) && s1[p1] == '0' {
			p1++
		}
		for p2 < len(s2) && s2[p2] == '0' {
			p2++
		}
		for p1 < len(s1) && p2 < len(s2) && isDigit(s1[p1]) && isDigit(s2[p2]) {
			if firstDiff == 0 {
				firstDiff = int(s1[p1]) - int(s2[p2])
			}
			p1++
			p2++
		}
		if p1 < len(s1) && isDigit(s1[p1]) {
			return 1
		}
		if p2 < len(s2) && isDigit(s2[p2]) {
			return -1
		}
		if firstDiff != 0 {
			return firstDiff
		}
	}
	return 0
}

// sortObsoleteKeys rewrites the obsolete key form "+POS1 [-POS2]" as the
// -k it means, as GNU sort built for POSIX 1992 takes it (an operand that
// is no +POS1 stays a file): +A.x -B.y is -k A+1.x+1,B with y 0 or
// absent, -k A+1.x+1,B+1.y otherwise, each with its ordering letters. nil
// when there is none.
func sortObsoleteKeys(args []string) []string {
	pos := func(s string) (n, c int, hasC bool, opts string, ok bool) {
		i := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i == 0 {
			return
		}
		n, err := strconv.Atoi(s[:i])
		if err != nil {
			return
		}
		if i < len(s) && s[i] == '.' {
			j := i + 1
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			if j == i+1 {
				return
			}
			if c, err = strconv.Atoi(s[i+1 : j]); err != nil {
				return
			}
			hasC, i = true, j
		}
		opts = s[i:]
		if strings.Trim(opts, "bdfgiMhnRrV") != "" {
			return
		}
		return n, c, hasC, opts, true
	}
	var out []string
	changed := false
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			out = append(out, args[i:]...)
			break
		}
		if strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--") && len(a) > 1 {
			// A short option taking a value as the next word.
			if strings.ContainsAny(a[len(a)-1:], "otkST") && !strings.ContainsAny(a[1:len(a)-1], "otkST") && i+1 < len(args) {
				out = append(out, a, args[i+1])
				i++
				continue
			}
		}
		if n1, c1, has1, o1, ok1 := pos(strings.TrimPrefix(a, "+")); ok1 && strings.HasPrefix(a, "+") {
			start := strconv.Itoa(n1 + 1)
			if has1 {
				start += "." + strconv.Itoa(c1+1)
			}
			key := start + o1
			if i+1 < len(args) && len(args[i+1]) > 1 && args[i+1][0] == '-' && args[i+1][1] >= '0' && args[i+1][1] <= '9' {
				if n2, c2, _, o2, ok2 := pos(args[i+1][1:]); ok2 {
					end := strconv.Itoa(max(n2, 1))
					if c2 > 0 {
						end = strconv.Itoa(n2+1) + "." + strconv.Itoa(c2)
					}
					key += "," + end + o2
					i++
				}
			}
			out = append(out, "-k", key)
			changed = true
			continue
		}
		out = append(out, a)
	}
	if !changed {
		return nil
	}
	return out
}
