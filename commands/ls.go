package commands

import (
	"bufio"
	"context"
	"fmt"
	"io/fs"
	"math"
	"path"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/computerwelt/computerwelt/internal/limits"
	"github.com/computerwelt/computerwelt/internal/strftime"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "ls",
		Summary: "list directory contents",
		Usage:   lsUsage,
		Run:     runLs,
	})
}

const lsUsage = `Usage: ls [OPTION]... [FILE]...
List information about the FILEs (the current directory by default).
Sort entries alphabetically if none of -cftuvSUX nor --sort is specified.

Output is never a terminal here: entries are listed one per line unless
-C, -x or -m asks for columns, names are not quoted unless a quoting
option asks, and --color=auto means never.

Mandatory arguments to long options are mandatory for short options too.
  -a, --all                  do not ignore entries starting with .
  -A, --almost-all           do not list implied . and ..
      --author               with -l, print the author of each file
  -b, --escape               print C-style escapes for nongraphic characters
      --block-size=SIZE      with -l, scale sizes by SIZE when printing them;
                               e.g., '--block-size=M'; see SIZE format below
  -B, --ignore-backups       do not list implied entries ending with ~
  -c                         with -lt: sort by, and show, ctime (time of last
                               change of file status information);
                               with -l: show ctime and sort by name;
                               otherwise: sort by ctime, newest first
  -C                         list entries by columns
      --color[=WHEN]         color the output WHEN: always, auto or never
                               (LS_COLORS, else GNU's built-in colors)
  -d, --directory            list directories themselves, not their contents
  -D, --dired                generate output designed for Emacs' dired mode
  -f                         list all entries in directory order
  -F, --classify[=WHEN]      append indicator (one of */=>@|) to entries WHEN
      --file-type            likewise, except do not append '*'
      --format=WORD          across -x, commas -m, horizontal -x, long -l,
                               single-column -1, verbose -l, vertical -C
      --full-time            like -l --time-style=full-iso
  -g                         like -l, but do not list owner
      --group-directories-first
                             group directories before files
  -G, --no-group             in a long listing, don't print group names
  -h, --human-readable       with -l and -s, print sizes like 1K 234M 2G etc.
      --si                   likewise, but use powers of 1000 not 1024
  -H, --dereference-command-line
                             follow symbolic links listed on the command line
      --dereference-command-line-symlink-to-dir
                             follow each command line symbolic link
                               that points to a directory
      --hide=PATTERN         do not list implied entries matching shell PATTERN
                               (overridden by -a or -A)
      --hyperlink[=WHEN]     hyperlink file names WHEN
      --indicator-style=WORD
                             append indicator with style WORD to entry names:
                               none (default), slash (-p),
                               file-type (--file-type), classify (-F)
  -i, --inode                print the index number of each file
  -I, --ignore=PATTERN       do not list implied entries matching shell PATTERN
  -k, --kibibytes            default to 1024-byte blocks for file system usage;
                               used only with -s and per directory totals
  -l                         use a long listing format
  -L, --dereference          when showing file information for a symbolic
                               link, show information for the file the link
                               references rather than for the link itself
  -m                         fill width with a comma separated list of entries
  -n, --numeric-uid-gid      like -l, but list numeric user and group IDs
  -N, --literal              print entry names without quoting
  -o                         like -l, but do not list group information
  -p                         append / indicator to directories
  -q, --hide-control-chars   print ? instead of nongraphic characters
      --show-control-chars   show nongraphic characters as-is (the default)
  -Q, --quote-name           enclose entry names in double quotes
      --quoting-style=WORD   use quoting style WORD for entry names:
                               literal, locale, shell, shell-always,
                               shell-escape, shell-escape-always, c, escape
                               (overrides QUOTING_STYLE environment variable)
  -r, --reverse              reverse order while sorting
  -R, --recursive            list subdirectories recursively
  -s, --size                 print the allocated size of each file, in blocks
  -S                         sort by file size, largest first
      --sort=WORD            sort by WORD instead of name: none (-U), size (-S),
                               time (-t), version (-v), extension (-X), width
      --time=WORD            change the default of using modification times;
                               access time (-u): atime, access, use;
                               change time (-c): ctime, status;
                               birth time: birth, creation;
                             with -l, WORD determines which time to show;
                             with --sort=time, sort by WORD (newest first)
      --time-style=TIME_STYLE  time/date format with -l: full-iso, long-iso,
                               iso, locale or +FORMAT
  -t                         sort by time, newest first
  -T, --tabsize=COLS         assume tab stops at each COLS instead of 8
  -u                         with -lt: sort by, and show, access time;
                               with -l: show access time and sort by name;
                               otherwise: sort by access time, newest first
  -U                         do not sort; list entries in directory order
  -v                         natural sort of (version) numbers within text
  -w, --width=COLS           set output width to COLS.  0 means no limit
                               (default: $COLUMNS, else 80)
  -x                         list entries by lines instead of by columns
  -X                         sort alphabetically by entry extension
  -Z, --context              print any security context of each file (the
                               sandbox has none: '?')
      --zero                 end each output line with NUL, not newline
  -1                         list one file per line
      --help        display this help and exit

The SIZE argument is an integer and optional unit (example: 10K is 10*1024).
Units are K,M,G,T,P,E,Z,Y,R,Q (powers of 1024) or KB,MB,... (powers of 1000).

Exit status:
 0  if OK,
 1  if minor problems (e.g., cannot access subdirectory),
 2  if serious trouble (e.g., cannot access command-line argument).
`

type lsOpts struct {
	all, almostAll, dirs, classify, slash, inode, numeric bool
	noExec                                                bool // --file-type: -F without '*'
	deref, reverse, recursive, size, noSort               bool
	noOwner, noGroup, dirsFirst, author, context          bool
	cmdlineDeref                                          byte   // 0 default, 'H' every link, 'D' links to directories
	format                                                byte   // '1', 'l', 'C', 'x', 'm'
	timeOf                                                byte   // 'm' (default), 'c' (-c), 'a' (-u)
	timeStyle                                             string // "", "full-iso", "long-iso", "iso", "+FORMAT"
	sortBy                                                byte   // 0 name, 'S' size, 't' time, 'v' version, 'X' extension, 'w' width
	now                                                   time.Time
	loc                                                   *time.Location
	listed                                                map[string]bool // directories being listed by -LR
	ignore, hide                                          []string        // -I/-B and --hide patterns

	blocks, fileSize blockSize // -s and totals; -l's size column
	width, tabsize   int       // line width (0: no limit); tab stops (0: spaces)
	name, dirName    quoter    // entry names; directory headers (':' escaped too)
	qmark            bool      // -q: nongraphic characters as '?'
	alignQuotes      bool      // pad unquoted names when some are quoted
	eol              byte
	color            *lsColors // nil without --color
	usedColor        bool      // a name was colored
	usedColorStarted bool      // the first color's reset was written
	someQuoted       bool      // the listing being printed has a quoted name
	hyperlink        bool
	host             string
	dired            bool
	out              *lsWriter
	alloc            limits.Budget // what the column table may take
	exhausted        bool          // it would take more: GNU's xalloc_die
	diredPos         []int         // //DIRED// offsets
	subdiredPos      []int
}

// lsEntry is one file to list.
type lsEntry struct {
	name   string // as shown
	path   string // absolute
	fi     fs.FileInfo
	target string // symlink target (long format)
	tfi    fs.FileInfo
	broken bool   // -L on a dangling symlink: shown with "?" fields
	abs    string // --hyperlink: the canonical absolute path
	q      string // the quoted name
	qw     int    // its width in columns
	quoted bool   // quoting changed it
}

// ignored is GNU's file_ignored past the dot rule: -I and -B patterns
// always, --hide ones unless -a or -A; matched as fnmatch with FNM_PERIOD.
func (o *lsOpts) ignored(name string) bool {
	match := func(pats []string) bool {
		for _, p := range pats {
			if (!strings.HasPrefix(name, ".") || strings.HasPrefix(p, ".")) && fnmatch(p, name, false) {
				return true
			}
		}
		return false
	}
	return match(o.ignore) || !o.all && !o.almostAll && match(o.hide)
}

// lsWhen parses a --color / --hyperlink / --classify WHEN: output is never
// a terminal, so auto means never.
func lsWhen(v, opt, prog string) (bool, error) {
	switch v {
	case "", "always", "yes", "force":
		return true, nil
	case "never", "no", "none", "auto", "tty", "if-tty":
		return false, nil
	}
	return false, fmt.Errorf("invalid argument %s for %s\nValid arguments are:\n  - %s, %s, %s\n  - %s, %s, %s\n  - %s, %s, %s\nTry '%s --help' for more information.",
		quoteArg(v), quoteArg(opt), quoteArg("always"), quoteArg("yes"), quoteArg("force"), quoteArg("never"), quoteArg("no"), quoteArg("none"),
		quoteArg("auto"), quoteArg("tty"), quoteArg("if-tty"), prog)
}

func runLs(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("ls")
	o := lsOpts{format: '1', eol: '\n', tabsize: 8, width: -1}
	prog := inv.Args[0]
	quoting := -1 // a quoting style given by an option
	hide := -1    // -q / --show-control-chars
	colorOpt := false
	badWord := false // an argmatch failure (a bad --sort, --format ... word) exits 1
	word := func(err error) error {
		if err != nil {
			badWord = true
		}
		return err
	}
	var sizeErr string
	var bs *blockSize      // --block-size, -h, --si
	var kib bool           // -k
	dereference := byte(0) // 'L', 'H', 'D' for the last of -L -H --dereference-command-line-symlink-to-dir
	f.Func('a', "all", false, func(string) error { o.all, o.almostAll = true, false; return nil })
	f.Func('A', "almost-all", false, func(string) error { o.almostAll, o.all = true, false; return nil })
	f.Func(0, "author", false, func(string) error { o.author = true; return nil })
	f.Func('b', "escape", false, func(string) error { quoting = int(qsEscape); return nil })
	f.Func(0, "block-size", true, func(v string) error {
		b, ok := parseBlockSize(v)
		if !ok {
			sizeErr = blockSizeError(v, "--block-size")
			return nil
		}
		bs = &b
		return nil
	})
	f.Func('k', "kibibytes", false, func(string) error { kib = true; return nil })
	f.Func('h', "human-readable", false, func(string) error {
		bs = &blockSize{size: 1, autoscale: true, si: true, base1024: true}
		return nil
	})
	f.Func(0, "si", false, func(string) error { bs = &blockSize{size: 1, autoscale: true, si: true}; return nil })
	f.add(&flagDef{long: "color", hasValue: true, optional: true, set: func(v string) error {
		on, err := lsWhen(v, "--color", prog)
		colorOpt = on
		return word(err)
	}})
	f.add(&flagDef{long: "hyperlink", hasValue: true, optional: true, set: func(v string) error {
		on, err := lsWhen(v, "--hyperlink", prog)
		o.hyperlink = on
		return word(err)
	}})
	f.Func('d', "directory", false, func(string) error { o.dirs = true; return nil })
	f.Func('D', "dired", false, func(string) error { o.dired = true; return nil })
	// The indicator options set one style: the last given wins.
	style := func(v string) error {
		switch v {
		case "none", "slash", "file-type", "classify":
			o.slash, o.classify, o.noExec = v == "slash", v == "file-type" || v == "classify", v == "file-type"
			return nil
		}
		return word(fmt.Errorf("invalid argument %s for %s\nValid arguments are:\n  - %s\n  - %s\n  - %s\n  - %s\nTry '%s --help' for more information.",
			quoteArg(v), quoteArg("--indicator-style"), quoteArg("none"), quoteArg("slash"), quoteArg("file-type"), quoteArg("classify"), prog))
	}
	f.Func('F', "", false, func(string) error { return style("classify") })
	f.add(&flagDef{long: "classify", hasValue: true, optional: true, set: func(v string) error {
		on, err := lsWhen(v, "--classify", prog)
		if err != nil || !on {
			return word(err)
		}
		return style("classify")
	}})
	f.Func('p', "", false, func(string) error { return style("slash") })
	f.Func(0, "file-type", false, func(string) error { return style("file-type") })
	f.Func(0, "indicator-style", true, style)
	formats := map[string]byte{"across": 'x', "commas": 'm', "horizontal": 'x', "long": 'l', "single-column": '1', "verbose": 'l', "vertical": 'C'}
	f.Func(0, "format", true, func(v string) error {
		if c, ok := formats[v]; ok {
			o.format = c
			return nil
		}
		return word(fmt.Errorf("invalid argument %s for %s\nValid arguments are:\n  - %s, %s\n  - %s\n  - %s, %s\n  - %s\n  - %s\nTry '%s --help' for more information.",
			quoteArg(v), quoteArg("--format"), quoteArg("verbose"), quoteArg("long"), quoteArg("commas"), quoteArg("horizontal"),
			quoteArg("across"), quoteArg("vertical"), quoteArg("single-column"), prog))
	})
	for _, c := range "Cxm1l" {
		f.Func(c, "", false, func(string) error { o.format = byte(c); return nil })
	}
	f.Func('f', "", false, func(string) error {
		// -a -U, and not -l, --color, --hyperlink or -s (coreutils 9.1).
		o.all, o.almostAll, o.noSort = true, false, true
		if o.format == 'l' {
			o.format = '1'
		}
		colorOpt, o.hyperlink, o.size = false, false, false
		return nil
	})
	f.Func('i', "inode", false, func(string) error { o.inode = true; return nil })
	f.Func('n', "numeric-uid-gid", false, func(string) error { o.format, o.numeric = 'l', true; return nil })
	f.Func('L', "dereference", false, func(string) error { dereference = 'L'; return nil })
	f.Func('H', "dereference-command-line", false, func(string) error { dereference = 'H'; return nil })
	f.Func(0, "dereference-command-line-symlink-to-dir", false, func(string) error { dereference = 'D'; return nil })
	f.Func('N', "literal", false, func(string) error { quoting = int(qsLiteral); return nil })
	f.Func('Q', "quote-name", false, func(string) error { quoting = int(qsC); return nil })
	f.Func(0, "quoting-style", true, func(v string) error {
		qs, ok := parseQuotingStyle(v)
		if !ok {
			return word(quotingStyleError(v, "--quoting-style", prog))
		}
		quoting = int(qs)
		return nil
	})
	f.Func('q', "hide-control-chars", false, func(string) error { hide = 1; return nil })
	f.Func(0, "show-control-chars", false, func(string) error { hide = 0; return nil })
	f.Func('r', "reverse", false, func(string) error { o.reverse = true; return nil })
	f.Func('R', "recursive", false, func(string) error { o.recursive = true; return nil })
	f.Func('s', "size", false, func(string) error { o.size = true; return nil })
	for _, c := range "StvX" {
		f.Func(c, "", false, func(string) error { o.sortBy, o.noSort = byte(c), false; return nil })
	}
	f.Func('U', "", false, func(string) error { o.noSort = true; return nil })
	f.Func(0, "sort", true, func(v string) error {
		switch v {
		case "none":
			o.noSort = true
		case "size", "time", "version", "extension", "width", "name":
			o.sortBy, o.noSort = map[string]byte{"size": 'S', "time": 't', "version": 'v', "extension": 'X', "width": 'w', "name": 0}[v], false
		default:
			return word(fmt.Errorf("invalid argument %s for %s\nValid arguments are:\n  - %s\n  - %s\n  - %s\n  - %s\n  - %s\n  - %s\nTry '%s --help' for more information.",
				quoteArg(v), quoteArg("--sort"), quoteArg("none"), quoteArg("time"), quoteArg("size"), quoteArg("extension"),
				quoteArg("version"), quoteArg("width"), prog))
		}
		return nil
	})
	f.Func('g', "", false, func(string) error { o.format, o.noOwner = 'l', true; return nil })
	f.Func('o', "", false, func(string) error { o.format, o.noGroup = 'l', true; return nil })
	f.Func('G', "no-group", false, func(string) error { o.noGroup = true; return nil })
	f.Func(0, "time", true, func(v string) error {
		switch v {
		case "atime", "access", "use":
			o.timeOf = 'a'
		case "ctime", "status":
			o.timeOf = 'c'
		case "birth", "creation":
			o.timeOf = 'b'
		default:
			return word(fmt.Errorf("invalid argument %s for %s\nValid arguments are:\n  - %s, %s, %s\n  - %s, %s\n  - %s, %s\nTry '%s --help' for more information.",
				quoteArg(v), quoteArg("--time"), quoteArg("atime"), quoteArg("access"), quoteArg("use"), quoteArg("ctime"), quoteArg("status"),
				quoteArg("birth"), quoteArg("creation"), prog))
		}
		return nil
	})
	f.Func('c', "", false, func(string) error { o.timeOf = 'c'; return nil })
	f.Func('u', "", false, func(string) error { o.timeOf = 'a'; return nil })
	f.Func(0, "group-directories-first", false, func(string) error { o.dirsFirst = true; return nil })
	f.Func('I', "ignore", true, func(v string) error { o.ignore = append(o.ignore, v); return nil })
	f.Func('B', "ignore-backups", false, func(string) error { o.ignore = append(o.ignore, "*~", ".*~"); return nil })
	f.Func(0, "hide", true, func(v string) error { o.hide = append(o.hide, v); return nil })
	f.Func(0, "full-time", false, func(string) error { o.format, o.timeStyle = 'l', "full-iso"; return nil })
	f.Func('Z', "context", false, func(string) error { o.context = true; return nil })
	f.Func(0, "zero", false, func(string) error {
		o.eol, hide, colorOpt, quoting = 0, 0, false, int(qsLiteral)
		if o.format != 'l' {
			o.format = '1'
		}
		return nil
	})
	var widthErr, tabErr string
	f.Func('w', "width", true, func(v string) error {
		n, ok := lsNumber(v)
		if !ok {
			widthErr = "invalid line width: " + quoteArg(v)
		}
		o.width = n
		return nil
	})
	f.Func('T', "tabsize", true, func(v string) error {
		n, ok := lsNumber(v)
		if !ok {
			tabErr = "invalid tab size: " + quoteArg(v)
		}
		o.tabsize = n
		return nil
	})
	f.failed = func() bool { return sizeErr != "" || widthErr != "" || tabErr != "" }
	timeStyle := f.String(0, "time-style", "")
	operands, status, done := parseFlags(inv, f, lsUsage, 2)
	if done {
		if badWord && status != 0 {
			return 1 // GNU: a bad --sort word exits 1, unlike bad options
		}
		return status
	}
	for _, e := range []string{sizeErr, widthErr, tabErr} {
		if e != "" {
			errorf(inv, "%s", e)
			return 2
		}
	}
	if f.Seen("time-style") && o.format == 'l' {
		// Checked only when a long listing uses it, as GNU does.
		v := strings.TrimPrefix(*timeStyle, "posix-")
		switch {
		case v == "full-iso" || v == "long-iso" || v == "iso" || strings.HasPrefix(v, "+"):
			o.timeStyle = v
		case v == "locale":
		default:
			errorf(inv, "invalid argument %s for %s", quoteArg(*timeStyle), quoteArg("time style"))
			fmt.Fprintf(inv.Stderr, "Valid arguments are:\n  - [posix-]full-iso\n  - [posix-]long-iso\n  - [posix-]iso\n  - [posix-]locale\n  - +FORMAT (e.g., +%%H:%%M) for a 'date'-style format\nTry '%s --help' for more information.\n", prog)
			return 2
		}
	}
	if o.timeOf != 0 && o.format != 'l' && o.sortBy == 0 && !o.noSort {
		o.sortBy = 't' // -c/-u without -l sort by that time
	}
	// Sizes: -k and --block-size (or -h, --si) for -s and totals, the
	// last of them winning; --block-size, -h and the variables for -l.
	o.blocks, _ = blockSizeEnv(inv.Getenv, "LS_BLOCK_SIZE")
	o.fileSize = blockSize{size: 1}
	if envBS, set := blockSizeEnv(inv.Getenv, "LS_BLOCK_SIZE"); set && inv.Getenv("LS_BLOCK_SIZE")+inv.Getenv("BLOCK_SIZE") != "" {
		o.fileSize = envBS
	}
	if bs != nil {
		o.fileSize = *bs
		o.blocks = *bs
	}
	if kib && bs == nil {
		o.blocks = blockSize{size: 1024}
	}
	// Quoting: the option, else QUOTING_STYLE, else literal (not a terminal).
	qs := qsLiteral
	if quoting >= 0 {
		qs = quotingStyle(quoting)
	} else if v := inv.Getenv("QUOTING_STYLE"); v != "" {
		if s, ok := parseQuotingStyle(v); ok {
			qs = s
		} else {
			errorf(inv, "ignoring invalid value of environment variable QUOTING_STYLE: %s", quoteArg(v))
		}
	}
	o.qmark = hide == 1
	o.name = quoter{style: qs}
	if qs == qsEscape {
		o.name.quoteToo = " "
	}
	if o.classify {
		// GNU's &"*=>@|"[indicator_style - file_type]: '*' for
		// --file-type only.
		o.name.quoteToo += "=>@|"
		if o.noExec {
			o.name.quoteToo += "*"
		}
	}
	o.dirName = quoter{style: qs, quoteToo: ":"}
	if colorOpt {
		var c *lsColors
		var err error
		if v := inv.Getenv("LS_COLORS"); v != "" {
			c, err = parseLsColors(v)
		}
		if c == nil && err == nil && (inv.Getenv("COLORTERM") != "" || lsKnownTerm(inv.Getenv("TERM"))) {
			c, _ = parseLsColors("")
		}
		if err != nil {
			errorf(inv, "unparsable value for LS_COLORS environment variable")
		} else {
			o.color = c
		}
	}
	if o.format == 'C' || o.format == 'x' || o.format == 'm' || o.color != nil {
		if o.width < 0 {
			o.width = 80
			if v := inv.Getenv("COLUMNS"); v != "" {
				if n, ok := lsNumber(v); ok {
					o.width = n
				} else {
					errorf(inv, "ignoring invalid width in environment variable COLUMNS: %s", quoteArg(v))
				}
			}
		}
		if (o.format == 'C' || o.format == 'x') && !f.Seen("tabsize") {
			if v := inv.Getenv("TABSIZE"); v != "" && inv.Getenv("POSIXLY_CORRECT") == "" {
				if n, ok := lsNumber(v); ok {
					o.tabsize = n
				} else {
					errorf(inv, "ignoring invalid tab size in environment variable TABSIZE: %s", quoteArg(v))
				}
			}
		}
	}
	if o.width < 0 {
		o.width = 0
	}
	if o.width == 0 || o.color != nil {
		o.tabsize = 0 // no limit, or colors: spaces only, as GNU
	}
	o.alignQuotes = (o.format == 'l' || (o.format == 'C' || o.format == 'x') && o.width != 0) &&
		(qs == qsShell || qs == qsShellEscape || qs == qsCMaybe)
	o.dired = o.dired && o.format == 'l' && !o.hyperlink
	if o.hyperlink {
		o.host = sandboxHost(inv)
	}
	o.deref = dereference == 'L'
	o.cmdlineDeref = dereference
	o.now = inv.Now()
	o.listed = map[string]bool{}
	o.loc = strftime.Location(inv.Getenv("TZ"))

	o.out = &lsWriter{w: bufio.NewWriter(inv.Stdout)}
	o.alloc = budget(inv)
	out := o.out
	defer out.w.Flush()
	if len(operands) == 0 {
		operands = []string{"."}
	}
	// Command-line symlinks to directories are followed unless -l, -d or
	// -F asks about the link itself.
	followCmdline := dereference == 'D' || dereference == 0 && !(o.format == 'l' || o.dirs || o.classify && !o.noExec)
	var files, dirs []lsEntry
	for _, op := range operands {
		p := inv.Path(op)
		var fi fs.FileInfo
		var err error
		// A trailing slash follows a symlink, as path resolution does.
		if o.deref || dereference == 'H' || (strings.HasSuffix(op, "/") && p != "/") {
			fi, err = inv.FS.Stat(ctx, p)
		} else {
			fi, err = inv.FS.Lstat(ctx, p)
			if err == nil && fi.Mode()&fs.ModeSymlink != 0 && followCmdline {
				if tfi, terr := inv.FS.Stat(ctx, p); terr == nil && tfi.IsDir() {
					fi = tfi
				}
			}
		}
		if err == nil {
			err = slashDirCheck(ctx, inv, op)
		}
		if op == "" {
			err = vfs.PathError("stat", op, vfs.ErrNotExist) // stat("") is ENOENT
		}
		if err != nil {
			errorf(inv, "cannot access %s: %s", quoteFile(op), vfs.Strerror(err))
			status = 2
			continue
		}
		e := o.entry(ctx, inv, op, p, fi)
		if fi.IsDir() && !o.dirs {
			dirs = append(dirs, e)
		} else {
			files = append(files, e)
		}
	}
	o.sort(files)
	o.sort(dirs)
	if len(files) > 0 {
		// GNU sizes the columns over all operands, directories included.
		if !o.print(files, append(append([]lsEntry(nil), files...), dirs...)) {
			return o.printFailed(inv, 2) // close_stdout fails with LS_FAILURE
		}
	}
	header := len(operands) > 1 || o.recursive || status != 0
	first := len(files) == 0
	for _, d := range dirs {
		if ctx.Err() != nil {
			return 2
		}
		if s := o.listDir(ctx, inv, d, header, &first, true); s > status {
			status = s
		}
	}
	if o.color != nil && o.usedColor && !o.color.defaultEnds() {
		o.color.restore(out)
	}
	if o.dired {
		dump := func(label string, pos []int) {
			if len(pos) == 0 {
				return
			}
			out.raw(label)
			for _, p := range pos {
				out.raw(" " + strconv.Itoa(p))
			}
			out.raw("\n")
		}
		dump("//DIRED//", o.diredPos)
		dump("//SUBDIRED//", o.subdiredPos)
		out.raw("//DIRED-OPTIONS// --quoting-style=" + quotingStyleNames[qs].name + "\n")
	}
	if err := out.w.Flush(); err != nil {
		return 2
	}
	return status
}

// lsKnownTerms are dircolors' TERM patterns: without LS_COLORS, ls
// colors only for these terminals (or a COLORTERM).
var lsKnownTerms = []string{"Eterm", "ansi", "*color*", "con[0-9]*x[0-9]*", "cons25", "console", "cygwin", "*direct*", "dtterm", "gnome",
	"hurd", "jfbterm", "konsole", "kterm", "linux", "linux-c", "mlterm", "putty", "rxvt*", "screen*", "st", "terminator", "tmux*", "vt100", "xterm*"}

func lsKnownTerm(term string) bool {
	if term == "" {
		return false
	}
	for _, p := range lsKnownTerms {
		if fnmatch(p, term, false) {
			return true
		}
	}
	return false
}

// lsNumber is a -w / -T / COLUMNS value: a number as strtoumax reads it
// (decimal, 0x hex, 0 octal), saturating at the largest int.
func lsNumber(v string) (int, bool) {
	n, err := strconv.ParseUint(v, 0, 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			return math.MaxInt, true
		}
		return 0, false
	}
	if n > math.MaxInt {
		return math.MaxInt, true
	}
	return int(n), true
}

// lsWriter counts what it writes, for --dired's offsets (colors excepted).
type lsWriter struct {
	w   *bufio.Writer
	pos int
}

func (w *lsWriter) str(s string) { w.w.WriteString(s); w.pos += len(s) }
func (w *lsWriter) byte(c byte)  { w.w.WriteByte(c); w.pos++ }

// raw writes without counting: colors, hyperlink escapes, dired trailers.
func (w *lsWriter) raw(s string) { w.w.WriteString(s) }

func (o *lsOpts) entry(ctx context.Context, inv *shell.Invocation, name, p string, fi fs.FileInfo) lsEntry {
	e := lsEntry{name: name, path: p, fi: fi}
	if fi.Mode()&fs.ModeSymlink != 0 && (o.format == 'l' || o.classify || o.slash || o.dirsFirst || o.color != nil) {
		e.target, _ = inv.FS.Readlink(ctx, p)
		e.tfi, _ = inv.FS.Stat(ctx, p)
	}
	if o.hyperlink {
		e.abs, _ = realPath(ctx, inv, p, realMissing)
		if e.abs == "" {
			e.abs = p
		}
	}
	return e
}

// listDir prints one directory's listing (and, with -R, its subdirectories').
func (o *lsOpts) listDir(ctx context.Context, inv *shell.Invocation, d lsEntry, header bool, first *bool, cmdline bool) int {
	out := o.out
	status := 0
	if o.recursive && o.deref {
		// Following symlinks can loop: a directory being listed is not
		// listed again inside itself, as GNU does.
		key := findInoKey(d.fi, d.path)
		if o.listed[key] {
			out.w.Flush()
			errorf(inv, "%s: not listing already-listed directory", quoteName(d.name))
			return 2
		}
		o.listed[key] = true
		defer delete(o.listed, key)
	}
	ents, err := inv.FS.ReadDir(ctx, d.path)
	if !*first {
		out.byte('\n')
	}
	*first = false
	if header {
		if o.dired {
			out.str("  ")
		}
		q := o.dirName.quote(d.name)
		if o.hyperlink {
			abs, _ := realPath(ctx, inv, d.path, realMissing)
			out.raw("\033]8;;file://" + lsFileEscape(o.host, false) + lsFileEscape(abs, true) + "\a")
		}
		o.subdiredPos = append(o.subdiredPos, out.pos)
		out.str(q)
		o.subdiredPos = append(o.subdiredPos, out.pos)
		if o.hyperlink {
			out.raw("\033]8;;\a")
		}
		out.str(":\n")
	}
	if err != nil {
		out.w.Flush()
		errorf(inv, "cannot open directory %s: %s", quoteFile(d.name), vfs.Strerror(err))
		if cmdline {
			return 2
		}
		return 1
	}
	var list []lsEntry
	if o.all {
		for _, dot := range []string{".", ".."} {
			p := path.Join(d.path, dot)
			if fi, err := inv.FS.Stat(ctx, p); err == nil && !o.ignored(dot) {
				list = append(list, o.entry(ctx, inv, dot, p, fi))
			}
		}
	}
	for _, de := range ents {
		n := de.Name()
		if strings.HasPrefix(n, ".") && !o.all && !o.almostAll || o.ignored(n) {
			continue
		}
		p := path.Join(d.path, n)
		var fi fs.FileInfo
		broken := false
		if o.deref {
			fi, err = inv.FS.Stat(ctx, p)
			if err != nil {
				// GNU only notices when it needs the file's details.
				if o.format == 'l' || o.classify || o.slash || o.size || o.inode || o.sortBy != 0 && o.sortBy != 'v' && o.sortBy != 'X' && o.sortBy != 'w' || o.recursive || o.color != nil {
					errorf(inv, "cannot access %s: %s", quoteFile(lsErrName(d.name, n)), vfs.Strerror(err))
					status = 1
					broken = true
				}
				fi, err = inv.FS.Lstat(ctx, p)
			}
		} else {
			fi, err = inv.FS.Lstat(ctx, p)
		}
		if err != nil {
			errorf(inv, "cannot access %s: %s", quoteFile(lsErrName(d.name, n)), vfs.Strerror(err))
			status = 1
			continue
		}
		e := o.entry(ctx, inv, n, p, fi)
		e.broken = broken
		list = append(list, e)
	}
	o.sort(list)
	if o.format == 'l' || o.size {
		var blocks uint64
		for _, e := range list {
			if !e.broken {
				blocks += uint64(lsBlocks512(e.fi))
			}
		}
		if o.dired {
			out.str("  ")
		}
		out.str("total " + o.blocks.format(blocks, 512))
		out.byte(o.eol)
	}
	if !o.print(list, list) {
		return o.printFailed(inv, 2)
	}
	if o.recursive {
		for _, e := range list {
			if ctx.Err() != nil {
				return 2
			}
			if !e.fi.IsDir() || e.name == "." || e.name == ".." {
				continue
			}
			sub := e
			sub.name = joinName(d.name, e.name)
			if s := o.listDir(ctx, inv, sub, true, first, false); s > status {
				status = s
			}
		}
	}
	return status
}

// lsFileEscape percent-encodes a host or path for a file:// hyperlink as
// ls does: RFC 3986's unreserved characters (and / in paths) stay.
func lsFileEscape(s string, isPath bool) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("-_.~", c) >= 0 || isPath && c == '/' {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

func (o *lsOpts) sort(list []lsEntry) {
	if o.noSort {
		return
	}
	less := func(a, b lsEntry) bool {
		switch o.sortBy {
		case 'S':
			if sa, sb := lsSortSize(a), lsSortSize(b); sa != sb {
				return sa > sb
			}
		case 't':
			ta, tb := o.entryTime(a.fi), o.entryTime(b.fi)
			if !ta.Equal(tb) {
				return ta.After(tb)
			}
		case 'v':
			if c := filevercmp([]byte(a.name), []byte(b.name)); c != 0 {
				return c < 0
			}
		case 'X':
			ea, eb := lsExtension(a.name), lsExtension(b.name)
			if ea != eb {
				return ea < eb
			}
		case 'w':
			wa, wb := o.quoteEntry(a).qw, o.quoteEntry(b).qw
			if wa != wb {
				return wa < wb
			}
		}
		return a.name < b.name
	}
	sort.SliceStable(list, func(i, j int) bool {
		if o.dirsFirst {
			di, dj := lsIsDir(list[i]), lsIsDir(list[j])
			if di != dj {
				return di
			}
		}
		if o.reverse {
			return less(list[j], list[i])
		}
		return less(list[i], list[j])
	})
}

// lsExtension is what -X sorts by: the name from its last dot.
func lsExtension(name string) string {
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		return name[i:]
	}
	return ""
}

// lsBlocks is a file's allocation in 1024-byte blocks.
func lsBlocks(fi fs.FileInfo) int64 { return (lsBlocks512(fi) + 1) / 2 }

// lsBlocks512 is a file's allocation in 512-byte blocks (st_blocks).
func lsBlocks512(fi fs.FileInfo) int64 {
	if st := vfs.Stat(fi); st != nil {
		return st.Blocks
	}
	if fi.Mode()&fs.ModeSymlink != 0 {
		return 0
	}
	return (fi.Size() + 4095) / 4096 * 8
}

// quoteEntry quotes an entry's name in the listing's style, with -q's
// question marks, and measures it.
func (o *lsOpts) quoteEntry(e lsEntry) lsEntry {
	e.q = o.name.quote(e.name)
	e.quoted = e.q != e.name
	st := o.name.style
	if o.qmark && (st == qsShell || st == qsShellAlways || st == qsLiteral) {
		e.q, e.qw = lsQmark(e.q)
	} else {
		e.qw = lsWidth(e.q)
	}
	return e
}

// lsQmark replaces each nongraphic character with '?', as -q does, and
// returns the result's width.
func lsQmark(s string) (string, int) {
	var b strings.Builder
	w := 0
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		rw := runeWidth(r)
		if r == utf8.RuneError && size <= 1 || rw < 0 {
			b.WriteByte('?')
			w++
		} else {
			b.WriteString(s[i : i+size])
			w += rw
		}
		i += size
	}
	return b.String(), w
}

// lsWidth is mbsnwidth: control characters take no column, invalid
// bytes one each.
func lsWidth(s string) int {
	w := 0
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch rw := runeWidth(r); {
		case r == utf8.RuneError && size <= 1:
			w++
		case rw >= 0:
			w += rw
		case r >= 0xa0:
			w++ // nongraphic but not a control character
		}
		i += size
	}
	return w
}

// lsCell is one entry's rendering outside the long format.
type lsCell struct {
	e          lsEntry
	ino, blk   string
	pad        bool
	ind        string
	width      int // its columns, frills included
	nameOffset int
}

// print prints entries in the chosen format, column widths taken over
// sizeFrom. It reports false when writing failed.
func (o *lsOpts) print(list, sizeFrom []lsEntry) bool {
	some := false
	for i := range sizeFrom {
		sizeFrom[i] = o.quoteEntry(sizeFrom[i])
		some = some || sizeFrom[i].quoted
	}
	for i := range list {
		list[i] = o.quoteEntry(list[i])
	}
	pad := o.alignQuotes && some
	o.someQuoted = some
	var w lsRow
	width := func(cur *string, s string) {
		if len(s) > len(*cur) {
			*cur = strings.Repeat(" ", len(s))
		}
	}
	for _, e := range sizeFrom {
		r := o.row(e)
		width(&w.ino, r.ino)
		width(&w.blocks, r.blocks)
		width(&w.links, r.links)
		width(&w.owner, r.owner)
		width(&w.group, r.group)
		width(&w.size, r.size)
	}
	if o.format == 'm' {
		w.ino, w.blocks = "", ""
	}
	if o.format == 'l' {
		o.printLong(list, w, pad)
		return o.out.w.Flush() == nil
	}
	cells := make([]lsCell, len(list))
	for i, e := range list {
		r := o.row(e)
		c := lsCell{e: e, pad: pad && !e.quoted}
		if o.inode {
			c.ino = fmt.Sprintf("%*s ", len(w.ino), r.ino)
		}
		if o.size {
			c.blk = fmt.Sprintf("%*s ", len(w.blocks), r.blocks)
		}
		if o.context {
			c.blk += "? "
		}
		c.ind = o.indicatorOf(e)
		c.width = len(c.ino) + len(c.blk) + e.qw + len(c.ind)
		if c.pad {
			c.width++
		}
		cells[i] = c
	}
	switch o.format {
	case 'C', 'x':
		if !o.printColumns(cells, o.format == 'C') {
			return false
		}
	case 'm':
		pos := 0
		for i, c := range cells {
			if i > 0 {
				if o.width == 0 || pos+c.width+2 < o.width {
					o.out.str(", ")
					pos += 2
				} else {
					o.out.byte(',')
					o.out.byte(o.eol)
					pos = 0
				}
			}
			o.printCell(c, pos)
			pos += c.width
		}
		if len(cells) > 0 {
			o.out.byte(o.eol)
		}
	default:
		for _, c := range cells {
			o.printCell(c, 0)
			o.out.byte(o.eol)
		}
	}
	return o.out.w.Flush() == nil
}

// indicatorOf is the -F / -p character an entry gets outside -l.
func (o *lsOpts) indicatorOf(e lsEntry) string {
	if e.broken {
		return o.indicator(e.fi) // what lstat says: a symlink
	}
	return o.indicator(e.fi)
}

// printCell prints one entry with its inode, size and context columns.
func (o *lsOpts) printCell(c lsCell, col int) {
	o.out.str(c.ino + c.blk)
	o.printName(c.e, c.e.q, c.pad, false, col+len(c.ino)+len(c.blk))
	o.out.str(c.ind)
}

// printName prints a (quoted) name with its padding, color and hyperlink.
func (o *lsOpts) printName(e lsEntry, q string, pad, target bool, col int) {
	if pad {
		o.out.byte(' ')
	}
	var color string
	colored := false
	if o.color != nil {
		color, colored = o.color.of(o, e, target)
		if colored {
			o.usedColor = true
		}
	}
	if colored {
		o.color.put(o, color)
	}
	skip := 0
	link := o.hyperlink && e.abs != ""
	if link {
		if o.alignQuotes && o.someQuoted && !pad && e.quoted && len(q) >= 2 {
			skip = 1
			o.out.str(q[:1])
		}
		abs := e.abs
		o.out.raw("\033]8;;file://" + lsFileEscape(o.host, false))
		if !strings.HasPrefix(abs, "/") {
			o.out.raw("/")
		}
		o.out.raw(lsFileEscape(abs, true) + "\a")
	}
	if !target && o.dired {
		o.diredPos = append(o.diredPos, o.out.pos+skip)
	}
	o.out.str(q[skip : len(q)-skip])
	if !target && o.dired {
		o.diredPos = append(o.diredPos, o.out.pos+skip)
	}
	if link {
		o.out.raw("\033]8;;\a")
		if skip > 0 {
			o.out.str(q[len(q)-1:])
		}
	}
	if colored {
		o.color.end(o)
		n := len(q)
		if pad {
			n++
		}
		if o.width > 0 && col/o.width != (col+n-1)/o.width {
			o.out.raw(o.color.clearEOL())
		}
	}
}

// printFailed is the status of a listing print could not finish: GNU's
// "memory exhausted" (status 2) when the column table did not fit, else
// the write error's status.
func (o *lsOpts) printFailed(inv *shell.Invocation, status int) int {
	if o.exhausted {
		errorf(inv, "memory exhausted")
		return 2
	}
	return status
}

// printColumns is GNU's print_many_per_line (-C, byColumns) and
// print_horizontal (-x): the most columns that fit the width. It reports
// false when the table of candidate layouts would not fit in memory.
func (o *lsOpts) printColumns(cells []lsCell, byColumns bool) bool {
	n := len(cells)
	if n == 0 {
		return true
	}
	maxCols := n
	if o.width > 0 {
		maxIdx := o.width / 3
		if o.width%3 != 0 {
			maxIdx++
		}
		if maxIdx < n {
			maxCols = maxIdx
		}
	}
	type colInfo struct {
		valid   bool
		lineLen int
		arr     []int
	}
	// GNU's table of every candidate layout, i+1 widths for i+1 columns.
	// Without a width limit every layout fits, so GNU ends with one
	// column per cell: only that candidate is built (lo).
	lo := 0
	if o.width == 0 {
		lo = maxCols - 1
	}
	cells2 := (int64(maxCols)*int64(maxCols+1) - int64(lo)*int64(lo+1)) / 2
	if _, err := o.alloc.AllocN(cells2, 8); err != nil {
		o.exhausted = true
		return false
	}
	info := make([]colInfo, maxCols-lo)
	for i := lo; i < maxCols; i++ {
		ci := &info[i-lo]
		*ci = colInfo{valid: true, lineLen: (i + 1) * 3, arr: make([]int, i+1)}
		for j := range ci.arr {
			ci.arr[j] = 3
		}
	}
	for k, c := range cells {
		for i := lo; i < maxCols; i++ {
			ci := &info[i-lo]
			if !ci.valid {
				continue
			}
			var idx int
			if byColumns {
				idx = k / ((n + i) / (i + 1))
			} else {
				idx = k % (i + 1)
			}
			real := c.width
			if idx != i {
				real += 2
			}
			if ci.arr[idx] < real {
				ci.lineLen += real - ci.arr[idx]
				ci.arr[idx] = real
				ci.valid = o.width == 0 || ci.lineLen < o.width
			}
		}
	}
	cols := maxCols
	for ; cols > lo+1; cols-- {
		if info[cols-1-lo].valid {
			break
		}
	}
	arr := info[cols-1-lo].arr
	if byColumns {
		rows := n / cols
		if n%cols != 0 {
			rows++
		}
		for row := 0; row < rows; row++ {
			col, k, pos := 0, row, 0
			for {
				c := cells[k]
				maxw := arr[col]
				col++
				o.printCell(c, pos)
				k += rows
				if k >= n {
					break
				}
				o.indent(pos+c.width, pos+maxw)
				pos += maxw
			}
			o.out.byte(o.eol)
		}
		return true
	}
	pos := 0
	o.printCell(cells[0], 0)
	nameLen, maxw := cells[0].width, arr[0]
	for k := 1; k < n; k++ {
		col := k % cols
		if col == 0 {
			o.out.byte(o.eol)
			pos = 0
		} else {
			o.indent(pos+nameLen, pos+maxw)
			pos += maxw
		}
		o.printCell(cells[k], pos)
		nameLen, maxw = cells[k].width, arr[col]
	}
	o.out.byte(o.eol)
	return true
}

// indent moves from one column to another with tabs where they fit.
func (o *lsOpts) indent(from, to int) {
	for from < to {
		if o.tabsize != 0 && to/o.tabsize > (from+1)/o.tabsize {
			o.out.byte('\t')
			from += o.tabsize - from%o.tabsize
		} else {
			o.out.byte(' ')
			from++
		}
	}
}

// printLong prints the -l format.
func (o *lsOpts) printLong(list []lsEntry, w lsRow, pad bool) {
	for _, e := range list {
		r := o.row(e)
		var b strings.Builder
		if o.dired {
			b.WriteString("  ")
		}
		if o.inode {
			fmt.Fprintf(&b, "%*s ", len(w.ino), r.ino)
		}
		if o.size {
			fmt.Fprintf(&b, "%*s ", len(w.blocks), r.blocks)
		}
		fmt.Fprintf(&b, "%s %*s ", r.mode, len(w.links), r.links)
		if !o.noOwner {
			fmt.Fprintf(&b, "%-*s ", len(w.owner), r.owner)
		}
		if !o.noGroup {
			fmt.Fprintf(&b, "%-*s ", len(w.group), r.group)
		}
		if o.author {
			fmt.Fprintf(&b, "%-*s ", len(w.owner), r.owner)
		}
		if o.context {
			b.WriteString("? ")
		}
		fmt.Fprintf(&b, "%*s %s ", len(w.size), r.size, r.date)
		prefix := b.String()
		o.out.str(prefix)
		p := pad && !e.quoted
		o.printName(e, e.q, p, false, len(prefix))
		if e.fi.Mode()&fs.ModeSymlink != 0 && !e.broken {
			o.out.str(" -> ")
			t := o.quoteEntry(lsEntry{name: e.target})
			te := e
			te.q, te.quoted = t.q, t.quoted
			col := len(prefix) + len(e.q) + 4
			if p {
				col++
			}
			o.printName(te, t.q, false, true, col)
			if e.tfi != nil && o.classify {
				o.out.str(o.indicator(e.tfi))
			}
		} else if !e.broken {
			o.out.str(o.indicator(e.fi))
		}
		o.out.byte(o.eol)
	}
}

// lsRow is one entry's columns.
type lsRow struct{ ino, blocks, mode, links, owner, group, size, date string }

// row renders one entry's columns.
func (o *lsOpts) row(e lsEntry) lsRow {
	var r lsRow
	if e.broken {
		r = lsRow{ino: "?", blocks: "?", mode: "l?????????", links: "?", owner: "?", group: "?", size: "?", date: "           ?"}
		if !o.inode {
			r.ino = ""
		}
		if !o.size {
			r.blocks = ""
		}
		return r
	}
	st := vfs.Stat(e.fi)
	if o.inode {
		if st != nil {
			r.ino = strconv.FormatUint(st.Ino, 10)
		} else {
			r.ino = "?"
		}
	}
	if o.size {
		r.blocks = o.blocks.format(uint64(lsBlocks512(e.fi)), 512)
	}
	if o.format == 'l' {
		r.mode = lsModeString(e.fi.Mode())
		var nlink uint64 = 1
		uid, gid, user, group := "0", "0", "", ""
		if st != nil {
			nlink = st.Nlink
			uid, gid = strconv.FormatUint(uint64(st.Uid), 10), strconv.FormatUint(uint64(st.Gid), 10)
			user, group = st.User, st.Group
		}
		if o.numeric || user == "" {
			user = uid
		}
		if o.numeric || group == "" {
			group = gid
		}
		r.links, r.owner, r.group = strconv.FormatUint(nlink, 10), user, group
		r.size = o.fileSize.format(uint64(max(e.fi.Size(), 0)), 1)
		r.date = o.date(o.entryTime(e.fi))
	}
	return r
}

// lsErrName names an entry in messages as GNU does: without a "./" for
// entries of ".".
func lsErrName(dir, name string) string {
	if dir == "." {
		return name
	}
	return joinName(dir, name)
}

// joinName joins a directory as the user named it with an entry name.
func joinName(dir, name string) string {
	if strings.HasSuffix(dir, "/") {
		return dir + name
	}
	return dir + "/" + name
}

// lsIsDir tells directories, and symlinks to them, for
// --group-directories-first.
func lsIsDir(e lsEntry) bool { return e.fi.IsDir() || (e.tfi != nil && e.tfi.IsDir()) }

// entryTime is the time -l shows and -t sorts by.
func (o *lsOpts) entryTime(fi fs.FileInfo) time.Time {
	if st := vfs.Stat(fi); st != nil {
		switch o.timeOf {
		case 'c':
			return st.Ctime
		case 'a':
			return st.Atime
		}
	}
	return fi.ModTime()
}

// lsSortSize is an entry's size for -S: a dangling symlink under -L has
// none (GNU's stat fields are zero), not its link's length.
func lsSortSize(e lsEntry) int64 {
	if e.broken {
		return 0
	}
	return e.fi.Size()
}

// indicator is the -F / -p suffix for a file of this mode.
func (o *lsOpts) indicator(fi fs.FileInfo) string {
	m := fi.Mode()
	if o.slash && !o.classify {
		if m.IsDir() {
			return "/"
		}
		return ""
	}
	if !o.classify {
		return ""
	}
	switch {
	case m.IsDir():
		return "/"
	case m&fs.ModeSymlink != 0:
		if o.format == 'l' {
			return ""
		}
		return "@"
	case m&fs.ModeNamedPipe != 0:
		return "|"
	case m&fs.ModeSocket != 0:
		return "="
	case m.IsRegular() && m&0o111 != 0 && !o.noExec:
		return "*"
	}
	return ""
}

// date formats a modification time as ls -l does: "Jan  2 15:04" within
// the last six months, "Jan  2  2006" otherwise.
func (o *lsOpts) date(t time.Time) string {
	const halfYear = 31556952 / 2 * time.Second
	lt := t.In(o.loc)
	switch {
	case o.timeStyle == "full-iso":
		return lt.Format("2006-01-02 15:04:05.000000000 -0700")
	case o.timeStyle == "long-iso":
		return lt.Format("2006-01-02 15:04")
	}
	recent := t.After(o.now.Add(-halfYear)) && !t.After(o.now)
	if strings.HasPrefix(o.timeStyle, "+") {
		// "+FORMAT1\nFORMAT2": FORMAT1 for older files, FORMAT2 for recent ones.
		format := o.timeStyle[1:]
		if older, newer, two := strings.Cut(format, "\n"); two {
			format = older
			if recent {
				format = newer
			}
		}
		return strftime.Format(format, lt)
	}
	if o.timeStyle == "iso" {
		if recent {
			return lt.Format("01-02 15:04")
		}
		return lt.Format("2006-01-02 ")
	}
	if t.After(o.now.Add(-halfYear)) && !t.After(o.now) {
		return lt.Format("Jan _2 15:04")
	}
	return lt.Format("Jan _2  2006")
}

// typeLetter is ls -l's letter for m's file type: d, l, p, s, c, b, or -
// for a regular file. find's -type and stat's %F and %f derive from it.
func typeLetter(m fs.FileMode) byte {
	switch {
	case m.IsDir():
		return 'd'
	case m&fs.ModeSymlink != 0:
		return 'l'
	case m&fs.ModeNamedPipe != 0:
		return 'p'
	case m&fs.ModeSocket != 0:
		return 's'
	case m&fs.ModeCharDevice != 0:
		return 'c'
	case m&fs.ModeDevice != 0:
		return 'b'
	}
	return '-'
}

// lsModeString renders a mode as ls -l does: "drwxr-xr-x".
func lsModeString(m fs.FileMode) string {
	b := []byte("----------")
	b[0] = typeLetter(m)
	const rwx = "rwxrwxrwx"
	for i := 0; i < 9; i++ {
		if m&(1<<uint(8-i)) != 0 {
			b[1+i] = rwx[i]
		}
	}
	special := func(i int, set bool, c byte) {
		if !set {
			return
		}
		if b[i] == 'x' {
			b[i] = c
		} else {
			b[i] = c - 'a' + 'A'
		}
	}
	special(3, m&fs.ModeSetuid != 0, 's')
	special(6, m&fs.ModeSetgid != 0, 's')
	special(9, m&fs.ModeSticky != 0, 't')
	return string(b)
}
