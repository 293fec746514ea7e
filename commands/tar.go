package commands

import (
	"archive/tar"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/computerwelt/computerwelt/internal/strftime"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "tar",
		Summary: "create, list, extract, update and compare tar archives",
		Usage:   tarUsage,
		Run:     runTar,
	})
}

const tarUsage = `Usage: tar [OPTION...] [FILE]...
GNU 'tar' saves many files together into a single archive, and can
restore individual files from the archive.

Examples:
  tar -cf archive.tar foo bar  # Create archive.tar from files foo and bar.
  tar -tvf archive.tar         # List all files in archive.tar verbosely.
  tar -xf archive.tar          # Extract all files from archive.tar.

 Main operation mode:
  -A, --catenate, --concatenate   append tar files to an archive
  -c, --create               create a new archive
  -d, --diff, --compare      find differences between archive and file system
      --delete               delete from the archive
  -r, --append               append files to the end of an archive
      --test-label           test the archive volume label and exit
  -t, --list                 list the contents of an archive
  -u, --update               only append files newer than copy in archive
  -x, --extract, --get       extract files from an archive

 Operation modifiers:
  -g, --listed-incremental=FILE   handle new GNU-format incremental backup
  -G, --incremental          handle old GNU-format incremental backup
      --level=NUMBER         dump level for created listed-incremental archive
      --occurrence[=NUMBER]  process only the NUMBERth occurrence of each file
      --ignore-failed-read   do not exit with nonzero on unreadable files
  -n, --seek, --no-seek      (accepted: a sandbox archive is always seekable)
  -S, --sparse               handle sparse files (the sandbox's files have no
                             holes, so nothing changes)
      --check-device, --no-check-device, --sparse-version, --hole-detection=seek
                             accepted for compatibility

 Local file name selection:
      --add-file=FILE        add given FILE to the archive
  -C, --directory=DIR        change to directory DIR (where it stands)
      --exclude=PATTERN      exclude files, given as a PATTERN
      --exclude-backups      exclude backup and lock files
      --exclude-caches, --exclude-caches-all, --exclude-caches-under
                             exclude directories containing CACHEDIR.TAG
      --exclude-ignore=FILE, --exclude-ignore-recursive=FILE
                             read exclude patterns for each directory from FILE
      --exclude-tag=FILE, --exclude-tag-all=FILE, --exclude-tag-under=FILE
      --exclude-vcs          exclude version control system directories
      --exclude-vcs-ignores  exclude what VCS ignore files name
      --no-recursion, --recursion
  -T, --files-from=FILE      get names to extract or create from FILE
      --null, --no-null, --unquote, --no-unquote,
      --verbatim-files-from, --no-verbatim-files-from
  -X, --exclude-from=FILE    exclude patterns listed in FILE
  -h, --dereference          follow symlinks; archive the files they point to
  -N, --newer, --after-date=DATE-OR-FILE, --newer-mtime=DATE
  -K, --starting-file=MEMBER-NAME
      --one-file-system, -P, --absolute-names

 File name matching options (affect the patterns after them):
      --anchored, --no-anchored, --ignore-case, --no-ignore-case,
      --wildcards, --no-wildcards, --wildcards-match-slash,
      --no-wildcards-match-slash

 Overwrite control:
  -k, --keep-old-files       don't replace existing files when extracting
      --keep-newer-files     don't replace files that are newer
      --skip-old-files       don't replace existing files, silently
      --keep-directory-symlink, --no-overwrite-dir, --overwrite,
      --overwrite-dir, --recursive-unlink, -U, --unlink-first
      --one-top-level[=DIR]  extract into DIR (default: the archive's name)
      --remove-files         remove files after adding them to the archive
  -W, --verify               verify the archive after writing it

 Output stream:
  -O, --to-stdout            extract files to standard output
      --to-command=COMMAND   pipe each file to COMMAND, run by the sandbox's sh
      --ignore-command-error, --no-ignore-command-error

 Handling of file attributes:
      --owner=NAME[:UID], --group=NAME[:GID], --mode=CHANGES,
      --mtime=DATE-OR-FILE, --clamp-mtime, --numeric-owner,
      --owner-map=FILE, --group-map=FILE, --sort=none|name|inode
  -m, --touch                don't extract file modified time
  -p, --preserve-permissions, --same-permissions, --no-same-permissions,
      --same-owner, --no-same-owner, --atime-preserve, -s, --same-order,
      --preserve-order, --delay-directory-restore,
      --no-delay-directory-restore, --acls, --no-acls, --xattrs,
      --no-xattrs, --xattrs-include, --xattrs-exclude, --no-selinux
                             (the sandbox's files have no ACLs or xattrs)

 Archive format and device:
  -f, --file=ARCHIVE         use archive file ARCHIVE ('-': standard
                             input or output, the default)
      --force-local          (archive names are always local here)
  -b, --blocking-factor=BLOCKS, --record-size=NUMBER
  -B, --read-full-records, -i, --ignore-zeros
  -H, --format=gnu|oldgnu|ustar|pax|posix, --posix, --pax-option
  -V, --label=TEXT           create archive with volume name TEXT
  -M, --multi-volume         create/list/extract multi-volume archive
  -L, --tape-length=NUMBER   change tape after writing NUMBER x 1024 bytes
                             (a suffix: bytes times b, k, M, G, ...)
  -F, --info-script=NAME, --new-volume-script=NAME
                             run script at end of each tape (implies -M),
                             in the sandbox's sh; it names the next volume
                             on $TAR_FD (without it, the next -f names it,
                             or a reply on standard input)
      --volno-file=FILE      use/update the volume number in FILE

 Compression:
  -a, --auto-compress        use the archive suffix to decide the compression
      --no-auto-compress
  -z, --gzip, --gunzip, --ungzip   filter the archive through gzip
  -j, --bzip2  -J, --xz  --lzma  --zstd  --lzip  --lzop  -Z, --compress
  -I, --use-compress-program=PROG  filter through PROG (run by the
                             sandbox's sh; PROG -d decompresses)
                             (reading detects the compression by itself)

 Local file selection and names:
      --strip-components=NUMBER   strip NUMBER leading components from
                             file names on extraction
      --transform, --xform=EXPRESSION  use sed replace EXPRESSION to
                             transform file names
      --backup[=CONTROL], --suffix=STRING

 Informative output:
  -v, --verbose              verbosely list files processed
      --totals               print total bytes after processing the archive
      --checkpoint[=NUMBER]  display progress messages every NUMBERth record
      --checkpoint-action=ACTION
      --full-time, --utc, -l, --check-links, -R, --block-number,
      --index-file=FILE, --quoting-style, --quote-chars, --no-quote-chars,
      --show-defaults, --show-omitted-dirs, --show-transformed-names,
      --show-stored-names, --warning=KEYWORD, -w, --interactive,
      --confirmation (answers are read from standard input)
  -o, --restrict             (accepted)
      --usage                give a short usage message
      --help                 give this help list

Members whose names contain '..' are not extracted; leading '/' is
removed from member names. Symbolic links are created after the other
members, so an archive cannot write through a link it brings itself.
`

// tarMatch holds the matching options in force where a pattern stands.
type tarMatch struct {
	anchored, ignoreCase, wildcards, matchSlash *bool
}

// tarPattern is an exclude pattern or a member-name operand.
type tarPattern struct {
	pat                                         string
	anchored, ignoreCase, wildcards, matchSlash bool
}

// tarName is one name operand: a file to archive or a member to select.
type tarName struct {
	tarPattern
	dir       string // -C in force (create)
	dirArg    string
	noRecurse bool
	found     int
}

type tarRun struct {
	// -g, -G, --level=0: incremental dumps (tar_incremental.go).
	incremental     bool
	snapshotFile    string
	incLevel0       bool
	ctx             context.Context
	inv             *shell.Invocation
	mode            byte
	dir             string
	dirArg          string
	verbose         int
	toStdout        bool
	toCmd           string
	ignoreCmdErr    bool
	preserve        bool
	keepOld         bool
	skipOld         bool
	keepNewer       bool
	keepDirLink     bool
	noOverwriteDir  bool
	recursiveUnlink bool
	removeFiles     bool
	verify          bool
	touch           bool
	strip           int
	excludes        []tarPattern
	names           []tarName
	match           tarMatch
	recurse         bool
	// -T reading state; filesFrom: a -T was given
	null, unquote, verbatim, filesFrom     bool
	excludeVCS, excludeBackups, vcsIgnores bool
	cacheMode                              int // 0 none, 1 contents, 2 under, 3 all
	tags                                   []tarTag
	ignoreFiles                            []tarIgnoreFile
	dereference, absolute                  bool
	ignoreFailedRead                       bool
	newer                                  time.Time
	newerSet                               bool
	newerMtimeOnly                         bool
	startingFile                           string
	occurrence                             int
	transforms                             []*tarTransform
	showTransformed, showStored            bool
	owner, group                           *tarID
	ownerMap, groupMap                     map[string]tarID
	modeChanges                            []modeChange
	mtime                                  *time.Time
	clampMtime                             bool
	numericOwner                           bool
	sortOrder                              string
	format                                 tar.Format
	label                                  string
	recordSize                             int
	ignoreZeros                            bool
	totals                                 bool
	checkpoint                             int
	checkpointActions                      []string
	fullTime, utc                          bool
	blockNumber                            bool
	oneTopLevel                            *string
	indexFile                              string
	backup                                 string
	suffix                                 string
	compress                               *tarCompressor
	autoCompress                           bool
	interactive                            bool
	failed                                 bool     // a non-fatal error: exit 2 at the end
	differ                                 bool     // -d found a difference: exit 1
	stripped                               []string // "Removing leading" prefixes already reported
	ugsWidth                               int
	archive                                string // absolute path of the archive file, "" for stdio
	arcName                                string // the archive as named on the command line
	archives                               []string
	listing                                bool // -t: -v alone gives the long format
	delayLinks                             []tarDelayed
	dirTimes                               []*tar.Header
	bytesWritten, bytesRead                int64
	records                                int64
	stdout                                 io.Writer
	now                                    time.Time
	chdirs                                 []tarChdir
	index                                  io.Writer
	toRemove                               []string
	oneFS                                  bool
	scan                                   *tarScan
	writeBlock                             int64
	patternWarning                         bool
	dateNotes                              []string
	quoting                                string // --quoting-style
	v7                                     bool   // --format=v7: ustar headers written as v7's
	hardDeref, checkLinks                  bool
	warnOff                                map[string]bool // --warning=no-KEYWORD
	linkCount                              map[[2]uint64]*tarLinkCount
	linkOrder                              []*tarLinkCount
	multi                                  *tarMulti // -M, -L, -F: tar_volume.go
	volReader                              *tarVolumeReader
}

type tarDelayed struct {
	target, path string
	mtime        time.Time // the member's, for the link itself
}

type tarID struct {
	name string
	id   int
	set  bool // id given
	// numeric: the value was a number alone, its name is looked up
	numeric bool
}

func boolp(b bool) *bool { return &b }

func (t *tarRun) pattern(p string, exclude bool) tarPattern {
	get := func(b *bool, def bool) bool {
		if b != nil {
			return *b
		}
		return def
	}
	return tarPattern{pat: p,
		anchored:   get(t.match.anchored, !exclude),
		ignoreCase: get(t.match.ignoreCase, false),
		wildcards:  get(t.match.wildcards, exclude),
		matchSlash: get(t.match.matchSlash, true),
	}
}

// addName records a name operand where it stands among the options.
func (t *tarRun) addName(n string) {
	t.names = append(t.names, tarName{tarPattern: t.pattern(n, false), dir: t.dir, dirArg: t.dirArg, noRecurse: !t.recurse})
}

func runTar(ctx context.Context, inv *shell.Invocation) int {
	args := inv.Args[1:]
	// Old style: "tar cvf a.tar x" bundles the options in the first word,
	// their values in the words after it.
	if len(args) > 0 && args[0] != "" && args[0][0] != '-' {
		args = tarOldStyle(args)
	}
	t := &tarRun{ctx: ctx, inv: inv, dir: inv.Dir, ugsWidth: 19, recurse: true, unquote: true,
		format: tar.FormatGNU, recordSize: 20 * 512, stdout: inv.Stdout, now: time.Now()}
	if inv.Now != nil {
		t.now = inv.Now()
	}
	f := newFlagSet("tar")
	var modes []byte
	setMode := func(c byte) func(string) error {
		return func(string) error { modes = append(modes, c); return nil }
	}
	for _, m := range []struct {
		c     byte
		short rune
		longs []string
	}{{'c', 'c', []string{"create"}}, {'x', 'x', []string{"extract", "get"}}, {'t', 't', []string{"list"}},
		{'A', 'A', []string{"catenate", "concatenate"}}, {'d', 'd', []string{"diff", "compare"}},
		{'r', 'r', []string{"append"}}, {'u', 'u', []string{"update"}}, {'D', 0, []string{"delete"}},
		{'L', 0, []string{"test-label"}}} {
		for i, l := range m.longs {
			s := m.short
			if i > 0 {
				s = 0
			}
			f.Func(s, l, false, setMode(m.c))
		}
	}
	unlinkFirst, overwrite, snapshotRanges := false, false, false
	var fatalOpt error
	usageOpt := false // fatalOpt is reported as a usage error
	bad := func(format string, a ...any) error {
		fatalOpt = fmt.Errorf(format, a...)
		return fatalOpt
	}
	usageBad := func(format string, a ...any) error {
		usageOpt = true
		return bad(format, a...)
	}
	// badArg is argmatch's complaint: the valid values, status 2.
	plainOpt := false
	badArg := func(opt, v string, valid ...string) error {
		plainOpt = true
		var b strings.Builder
		fmt.Fprintf(&b, "invalid argument %s for %s\nValid arguments are:", quoteArg(v), quoteArg(opt))
		for _, s := range valid {
			b.WriteString("\n  - " + s)
		}
		return bad("%s", b.String())
	}
	flag := func(short rune, long string, fn func()) {
		f.Func(short, long, false, func(string) error { fn(); return nil })
	}
	value := func(short rune, long string, fn func(string) error) { f.Func(short, long, true, fn) }
	optional := func(long string, fn func(string) error) {
		f.add(&flagDef{long: long, hasValue: true, optional: true, set: fn})
	}
	noop := func(short rune, longs ...string) {
		for i, l := range longs {
			s := short
			if i > 0 {
				s = 0
			}
			flag(s, l, func() {})
		}
	}
	value('f', "file", func(v string) error { t.archives = append(t.archives, v); return nil })
	// Multi-volume archives (tar_volume.go).
	multi := &tarMulti{}
	multiOn := false
	flag('M', "multi-volume", func() { multiOn = true })
	value('L', "tape-length", func(v string) error {
		n, ok := parseTapeLength(v)
		if !ok {
			return usageBad("%s: Invalid tape length", v)
		}
		multi.length, multiOn = n, true
		return nil
	})
	for _, l := range []string{"info-script", "new-volume-script"} {
		s := 'F'
		if l != "info-script" {
			s = 0
		}
		value(s, l, func(v string) error { multi.script, multiOn = v, true; return nil })
	}
	value(0, "volno-file", func(v string) error { multi.volnoFile = v; return nil })
	// Compression.
	setComp := func(name string) func() { return func() { t.compress = tarCompressors[name] } }
	for _, c := range []struct {
		short rune
		longs []string
		name  string
	}{{'z', []string{"gzip", "gunzip", "ungzip"}, "gzip"}, {'j', []string{"bzip2"}, "bzip2"},
		{'J', []string{"xz"}, "xz"}, {0, []string{"lzma"}, "lzma"}, {0, []string{"lzip"}, "lzip"},
		{0, []string{"lzop"}, "lzop"}, {0, []string{"zstd"}, "zstd"}, {'Z', []string{"compress", "uncompress"}, "compress"}} {
		for i, l := range c.longs {
			s := c.short
			if i > 0 {
				s = 0
			}
			flag(s, l, setComp(c.name))
		}
	}
	value('I', "use-compress-program", func(v string) error {
		t.compress = &tarCompressor{name: v, program: v}
		return nil
	})
	flag('a', "auto-compress", func() { t.autoCompress = true })
	flag(0, "no-auto-compress", func() { t.autoCompress = false })
	value('C', "directory", func(v string) error {
		t.dir, t.dirArg = vfs.Abs(t.dir, v), v
		t.chdirs = append(t.chdirs, tarChdir{v, t.dir})
		return nil
	})
	flag('O', "to-stdout", func() { t.toStdout = true })
	value(0, "to-command", func(v string) error { t.toCmd = v; return nil })
	flag(0, "ignore-command-error", func() { t.ignoreCmdErr = true })
	flag(0, "no-ignore-command-error", func() { t.ignoreCmdErr = false })
	for _, l := range []string{"preserve-permissions", "same-permissions"} {
		flag(0, l, func() { t.preserve = true })
	}
	flag('p', "", func() { t.preserve = true })
	flag(0, "no-same-permissions", func() { t.preserve = false })
	flag('k', "keep-old-files", func() { t.keepOld = true })
	flag(0, "skip-old-files", func() { t.skipOld = true })
	flag(0, "keep-newer-files", func() { t.keepNewer = true })
	flag(0, "overwrite", func() { t.keepOld, t.skipOld, overwrite = false, false, true })
	flag(0, "keep-directory-symlink", func() { t.keepDirLink = true })
	flag(0, "no-overwrite-dir", func() { t.noOverwriteDir = true })
	flag(0, "overwrite-dir", func() { t.noOverwriteDir = false })
	flag(0, "recursive-unlink", func() { t.recursiveUnlink = true })
	flag('U', "unlink-first", func() { unlinkFirst = true })
	flag(0, "remove-files", func() { t.removeFiles = true })
	flag('W', "verify", func() { t.verify = true })
	optional("one-top-level", func(v string) error { t.oneTopLevel = &v; return nil })
	flag('m', "touch", func() { t.touch = true })
	flag('v', "verbose", func() { t.verbose++ })
	value(0, "exclude", func(v string) error { t.excludes = append(t.excludes, t.pattern(v, true)); return nil })
	value('X', "exclude-from", func(v string) error {
		lines, err := t.readList(v, false)
		if err != nil {
			return bad("%s: %s", v, vfs.Strerror(err))
		}
		for _, l := range lines {
			t.excludes = append(t.excludes, t.pattern(l, true))
		}
		return nil
	})
	flag(0, "exclude-vcs", func() { t.excludeVCS = true })
	flag(0, "exclude-vcs-ignores", func() { t.vcsIgnores = true })
	flag(0, "exclude-backups", func() { t.excludeBackups = true })
	flag(0, "exclude-caches", func() { t.tags = append(t.tags, tarTag{"CACHEDIR.TAG", 1, true}) })
	flag(0, "exclude-caches-under", func() { t.tags = append(t.tags, tarTag{"CACHEDIR.TAG", 2, true}) })
	flag(0, "exclude-caches-all", func() { t.tags = append(t.tags, tarTag{"CACHEDIR.TAG", 3, true}) })
	value(0, "exclude-tag", func(v string) error { t.tags = append(t.tags, tarTag{v, 1, false}); return nil })
	value(0, "exclude-tag-under", func(v string) error { t.tags = append(t.tags, tarTag{v, 2, false}); return nil })
	value(0, "exclude-tag-all", func(v string) error { t.tags = append(t.tags, tarTag{v, 3, false}); return nil })
	value(0, "exclude-ignore", func(v string) error {
		t.ignoreFiles = append(t.ignoreFiles, tarIgnoreFile{name: v})
		return nil
	})
	value(0, "exclude-ignore-recursive", func(v string) error {
		t.ignoreFiles = append(t.ignoreFiles, tarIgnoreFile{name: v, recursive: true})
		return nil
	})
	flag(0, "recursion", func() { t.recurse = true })
	flag(0, "no-recursion", func() { t.recurse = false })
	flag(0, "null", func() { t.null = true })
	flag(0, "no-null", func() { t.null = false })
	flag(0, "unquote", func() { t.unquote = true })
	flag(0, "no-unquote", func() { t.unquote = false })
	flag(0, "verbatim-files-from", func() { t.verbatim = true })
	flag(0, "no-verbatim-files-from", func() { t.verbatim = false })
	value(0, "add-file", func(v string) error { t.addName(v); return nil })
	var filesFrom func(string) error
	value('T', "files-from", func(v string) error { return filesFrom(v) })
	setM := func(p **bool, v bool) func() { return func() { *p = boolp(v) } }
	flag(0, "anchored", setM(&t.match.anchored, true))
	flag(0, "no-anchored", setM(&t.match.anchored, false))
	flag(0, "ignore-case", setM(&t.match.ignoreCase, true))
	flag(0, "no-ignore-case", setM(&t.match.ignoreCase, false))
	flag(0, "wildcards", setM(&t.match.wildcards, true))
	flag(0, "no-wildcards", setM(&t.match.wildcards, false))
	flag(0, "wildcards-match-slash", setM(&t.match.matchSlash, true))
	flag(0, "no-wildcards-match-slash", setM(&t.match.matchSlash, false))
	flag('h', "dereference", func() { t.dereference = true })
	flag(0, "hard-dereference", func() { t.hardDeref = true })
	flag('P', "absolute-names", func() { t.absolute = true })
	flag(0, "one-file-system", func() { t.oneFS = true })
	flag(0, "ignore-failed-read", func() { t.ignoreFailedRead = true })
	newer := func(mtimeOnly bool, opt string) func(string) error {
		return func(v string) error {
			when, _ := t.dateOrFile(v, opt)
			t.newer, t.newerSet, t.newerMtimeOnly = when, true, mtimeOnly
			return nil
		}
	}
	value('N', "newer", newer(false, "--after-date"))
	value(0, "after-date", newer(false, "--after-date"))
	value(0, "newer-mtime", newer(true, "--newer-mtime"))
	value('K', "starting-file", func(v string) error { t.startingFile = v; t.addName(v); return nil })
	optional("occurrence", func(v string) error {
		if v == "" {
			t.occurrence = 1
			return nil
		}
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 {
			return bad("%s: Invalid number", v)
		}
		t.occurrence = n
		return nil
	})
	strip := 0
	value(0, "strip-components", func(v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return usageBad("%s: Invalid number of elements", v)
		}
		strip = n
		return nil
	})
	for _, l := range []string{"transform", "xform"} {
		value(0, l, func(v string) error {
			tr, err := parseTarTransform(v)
			if err != nil {
				usageOpt = true
				return bad("%s", err)
			}
			t.transforms = append(t.transforms, tr...)
			return nil
		})
	}
	flag(0, "show-transformed-names", func() { t.showTransformed = true })
	flag(0, "show-stored-names", func() { t.showStored = true })
	value(0, "owner", func(v string) error {
		id, err := parseTarID(v)
		t.owner = &id
		if err != nil {
			return bad("%v", err)
		}
		return nil
	})
	value(0, "group", func(v string) error {
		id, err := parseTarID(v)
		t.group = &id
		if err != nil {
			return bad("%v", err)
		}
		return nil
	})
	value(0, "owner-map", func(v string) error {
		m, err := t.readIDMap(v)
		t.ownerMap = m
		return err
	})
	value(0, "group-map", func(v string) error {
		m, err := t.readIDMap(v)
		t.groupMap = m
		return err
	})
	value(0, "mode", func(v string) error {
		ch, ok := parseMode(v)
		if !ok {
			return bad("Invalid mode given on option")
		}
		t.modeChanges = append(t.modeChanges, ch...)
		return nil
	})
	value(0, "mtime", func(v string) error {
		when, _ := t.dateOrFile(v, "--mtime")
		t.mtime = &when
		return nil
	})
	flag(0, "clamp-mtime", func() { t.clampMtime = true })
	flag(0, "numeric-owner", func() { t.numericOwner = true })
	value(0, "sort", func(v string) error {
		switch v {
		case "none", "name", "inode":
			t.sortOrder = v
			return nil
		}
		return badArg("--sort", v, "‘none’", "‘name’", "‘inode’")
	})
	noop(0, "same-owner")
	noop(0, "no-same-owner")
	optional("atime-preserve", func(v string) error {
		if v != "" && v != "replace" && v != "system" {
			return badArg("--atime-preserve", v, "‘replace’", "‘system’")
		}
		return nil
	})
	noop('s', "preserve-order", "same-order")
	noop(0, "delay-directory-restore")
	noop(0, "no-delay-directory-restore")
	// The sandbox's files have no ACLs, extended attributes or SELinux
	// contexts: storing them stores none, restoring them has nothing to set.
	noop(0, "acls")
	noop(0, "no-acls")
	noop(0, "xattrs")
	noop(0, "no-xattrs")
	noop(0, "no-selinux")
	value(0, "xattrs-include", func(string) error { return nil })
	value(0, "xattrs-exclude", func(string) error { return nil })
	noop(0, "check-device")
	noop(0, "no-check-device")
	noop('n', "seek")
	noop(0, "no-seek")
	noop('S', "sparse")
	value(0, "sparse-version", func(v string) error {
		maj, min, _ := strings.Cut(v, ".")
		if _, err := strconv.Atoi(maj); err != nil {
			return usageBad("Invalid sparse version value")
		}
		if min != "" {
			if _, err := strconv.Atoi(min); err != nil {
				return usageBad("Invalid sparse version value")
			}
		}
		return nil
	})
	value(0, "hole-detection", func(v string) error {
		switch v {
		case "seek":
			return nil
		case "raw":
			return bad("--hole-detection=raw is not supported in the sandbox (its files have no holes; use seek)")
		}
		return badArg("--hole-detection", v, "‘raw’", "‘seek’")
	})
	noop(0, "force-local")
	value('b', "blocking-factor", func(v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 || n > 1<<20 {
			return usageBad("%s: Invalid blocking factor", v)
		}
		t.recordSize = n * 512
		return nil
	})
	value(0, "record-size", func(v string) error {
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 || n > 1<<29 {
			return usageBad("%s: Invalid record size", v)
		}
		if n%512 != 0 {
			return usageBad("Record size must be a multiple of %d.", 512)
		}
		t.recordSize = n
		return nil
	})
	noop('B', "read-full-records")
	flag('i', "ignore-zeros", func() { t.ignoreZeros = true })
	value('H', "format", func(v string) error {
		switch v {
		case "gnu", "oldgnu":
			t.format, t.v7 = tar.FormatGNU, false
		case "ustar":
			t.format = tar.FormatUSTAR
		case "pax", "posix":
			t.format = tar.FormatPAX
		case "v7":
			t.format, t.v7 = tar.FormatUSTAR, true
		default:
			return usageBad("%s: Invalid archive format", v)
		}
		return nil
	})
	flag(0, "posix", func() { t.format, t.v7 = tar.FormatPAX, false })
	for _, l := range []string{"old-archive", "portability"} {
		flag(0, l, func() { t.format, t.v7 = tar.FormatUSTAR, true })
	}
	value(0, "pax-option", func(string) error { return nil })
	value('V', "label", func(v string) error { t.label = v; return nil })
	optional("backup", func(v string) error {
		if v == "" {
			v = "existing"
		}
		switch v {
		case "none", "off", "t", "numbered", "nil", "existing", "never", "simple":
			t.backup = v
			return nil
		}
		return badArg("--backup", v, "‘none’, ‘off’", "‘simple’, ‘never’", "‘existing’, ‘nil’", "‘numbered’, ‘t’")
	})
	value(0, "suffix", func(v string) error { t.suffix = v; return nil })
	optional("totals", func(v string) error {
		if v != "" {
			// Totals on a signal: nothing sends tar a signal in the
			// sandbox, so none are printed, as GNU prints none unsignalled.
			switch strings.TrimPrefix(v, "SIG") {
			case "HUP", "QUIT", "INT", "USR1", "USR2":
				return nil
			}
			return bad("Unknown signal name: %s", v)
		}
		t.totals = true
		return nil
	})
	optional("checkpoint", func(v string) error {
		t.checkpoint = 10
		if v != "" {
			n, err := strconv.Atoi(v)
			if err != nil || n <= 0 {
				return bad("--checkpoint value is not an integer")
			}
			t.checkpoint = n
		}
		return nil
	})
	value(0, "checkpoint-action", func(v string) error {
		t.checkpointActions = append(t.checkpointActions, v)
		if t.checkpoint == 0 {
			t.checkpoint = 10
		}
		return nil
	})
	flag(0, "full-time", func() { t.fullTime = true })
	flag(0, "utc", func() { t.utc = true })
	flag('R', "block-number", func() { t.blockNumber = true })
	value(0, "index-file", func(v string) error { t.indexFile = v; return nil })
	flag('w', "interactive", func() { t.interactive = true })
	flag(0, "confirmation", func() { t.interactive = true })
	noop('o', "restrict")
	flag('l', "check-links", func() { t.checkLinks = true })
	noop(0, "show-omitted-dirs")
	t.warnOff = map[string]bool{}
	value(0, "warning", func(v string) error {
		kw, neg := strings.CutPrefix(v, "no-")
		switch kw {
		case "none":
			t.warnOff["all"] = true
			return nil
		case "all":
			t.warnOff = map[string]bool{}
			t.warnOff["all"] = neg
			return nil
		}
		for _, k := range tarWarnings {
			if k == kw {
				t.warnOff[kw] = neg
				return nil
			}
		}
		valid := []string{"‘all’"}
		for _, k := range tarWarnings {
			valid = append(valid, quoteArg(k))
		}
		return badArg("--warning", v, valid...)
	})
	t.quoting = "escape"
	value(0, "quoting-style", func(v string) error {
		for _, s := range []string{"literal", "shell", "shell-always", "shell-escape", "shell-escape-always", "c", "c-maybe", "escape", "locale", "clocale"} {
			if v == s {
				t.quoting = v
				return nil
			}
		}
		return bad("Unknown quoting style '%s'. Try 'tar --quoting-style=help' to get a list.", v)
	})
	value(0, "quote-chars", func(string) error { return nil })
	value(0, "no-quote-chars", func(string) error { return nil })
	flag(0, "show-snapshot-field-ranges", func() { snapshotRanges = true })
	showDefaults := false
	flag(0, "show-defaults", func() { showDefaults = true })
	usageReq := false
	flag(0, "usage", func() { usageReq = true })
	value(0, "level", func(v string) error {
		n, err := strconv.Atoi(v)
		if err != nil {
			return usageBad("Invalid incremental level value")
		}
		t.incLevel0 = n == 0
		return nil
	})
	value('g', "listed-incremental", func(v string) error {
		t.incremental, t.snapshotFile = true, v
		return nil
	})
	flag('G', "incremental", func() { t.incremental = true })
	f.failed = func() bool { return fatalOpt != nil }

	filesFrom = func(v string) error {
		t.filesFrom = true
		lines, err := t.readList(v, true)
		if err != nil {
			return bad("%s: Cannot stat: %s", v, vfs.Strerror(err))
		}
		for _, l := range lines {
			if !t.verbatim && strings.HasPrefix(l, "-") && len(l) > 1 {
				opt, val, _ := strings.Cut(l, " ")
				argv := []string{opt}
				if val != "" {
					argv = append(argv, val)
				}
				rest, err := f.parse(argv)
				if err != nil {
					return err
				}
				for _, r := range rest {
					t.addName(r)
				}
				continue
			}
			t.addName(l)
		}
		return nil
	}

	// Parse option by option so that -C, -T and the matching options
	// apply to the names after them.
	f.stopAtOperand = true
	rest := args
	var err error
	for {
		var ops []string
		ops, err = f.parse(rest)
		if err != nil || fatalOpt != nil || len(ops) == 0 {
			break
		}
		consumed := len(rest) - len(ops)
		if consumed > 0 && rest[consumed-1] == "--" {
			for _, o := range ops {
				t.addName(o)
			}
			break
		}
		t.addName(ops[0])
		rest = ops[1:]
	}
	if errors.Is(err, errVersion) {
		return writeVersion(inv, f.name)
	}
	if errors.Is(err, errHelp) {
		io.WriteString(inv.Stdout, tarUsage)
		return 0
	}
	if fatalOpt != nil && plainOpt {
		fmt.Fprintf(inv.Stderr, "tar: %s\n", fatalOpt)
		return 2
	}
	if fatalOpt != nil && usageOpt {
		fmt.Fprintf(inv.Stderr, "tar: %s\nTry 'tar --help' or 'tar --usage' for more information.\n", fatalOpt)
		return 2
	}
	if fatalOpt != nil {
		return t.fatal("%s", fatalOpt)
	}
	if err != nil {
		fmt.Fprintf(inv.Stderr, "tar: %s\nTry 'tar --help' or 'tar --usage' for more information.\n", err)
		return 64 // GNU tar's EX_USAGE
	}
	if usageReq {
		io.WriteString(inv.Stdout, "Usage: tar [-AcdrtuxzjJvkpSOmhiWPUZ] [-f ARCHIVE] [-C DIR] [-T FILE] [--OPTION...] [FILE]...\n")
		return 0
	}
	if snapshotRanges {
		io.WriteString(inv.Stdout, tarSnapshotRanges)
		return 0
	}
	if showDefaults {
		io.WriteString(inv.Stdout, "--format=gnu -f- -b20 --quoting-style=escape --rmt-command=/usr/sbin/rmt --rsh-command=/usr/bin/rsh\n")
		return 0
	}
	t.strip = strip
	if unlinkFirst && overwrite {
		fmt.Fprintf(inv.Stderr, "tar: '--unlink-first' cannot be used with '--overwrite'\nTry 'tar --help' or 'tar --usage' for more information.\n")
		return 2
	}
	if inv.Username == "root" && !f.Seen("no-same-permissions") {
		t.preserve = true // the superuser's default
	}
	if t.verbose > 0 {
		for _, n := range t.dateNotes {
			t.warnf("%s", n)
		}
	}
	usage := func(msg string) int {
		fmt.Fprintf(inv.Stderr, "tar: %s\nTry 'tar --help' or 'tar --usage' for more information.\n", msg)
		return 2
	}
	distinct := map[byte]bool{}
	for _, m := range modes {
		distinct[m] = true
	}
	switch {
	case len(distinct) == 0:
		return usage("You must specify one of the '-Acdtrux', '--delete' or '--test-label' options")
	case len(distinct) > 1:
		return usage("You may not specify more than one '-Acdtrux', '--delete' or  '--test-label' option")
	}
	t.mode = modes[0]
	if multiOn {
		if t.compress != nil {
			return usage("Cannot use multi-volume compressed archives")
		}
		if t.verify {
			return usage("Cannot verify multi-volume archives")
		}
		if multi.length > 0 && multi.length < int64(t.recordSize) {
			return usage("Volume length cannot be less than record size")
		}
		if t.mode == 'c' && (t.format != tar.FormatGNU || t.v7) {
			if t.format == tar.FormatPAX && !t.v7 {
				return t.fatal("multi-volume archives in the posix format (GNUFileParts) are not supported in the sandbox; use --format=gnu")
			}
			return usage("GNU features wanted on incompatible archive format")
		}
		switch t.mode {
		case 'r', 'u', 'A', 'D':
			return t.fatal("multi-volume archives cannot be updated in the sandbox (-r, -u, -A, --delete)")
		}
		if len(t.archives) == 0 {
			t.archives = []string{"-"}
		}
		multi.volno, multi.local = 1, 1
		t.multi = multi
		if multi.volnoFile != "" {
			if st := t.readVolno(); st != 0 {
				return st
			}
		}
	} else if len(t.archives) > 1 {
		return usage("Multiple archive files require '-M' option")
	}
	file := "-"
	if len(t.archives) > 0 {
		file = t.archives[0] // -M: the first volume
	}
	if file != "-" {
		t.archive, t.arcName = inv.Path(file), file
	}
	t.dir = inv.Dir
	for _, c := range t.chdirs {
		if fi, err := inv.FS.Stat(ctx, c.abs); err != nil || !fi.IsDir() {
			if err == nil {
				err = vfs.ErrNotDir
			}
			if t.mode == 'c' || t.mode == 'r' || t.mode == 'u' {
				continue // reported where the directory is used
			}
			return t.fatal("%s: Cannot open: %s", c.arg, vfs.Strerror(err))
		}
	}
	if len(t.chdirs) > 0 && t.mode != 'c' && t.mode != 'r' && t.mode != 'u' {
		last := t.chdirs[len(t.chdirs)-1]
		t.dir = last.abs
	}
	if t.compress == nil && t.autoCompress && t.mode == 'c' {
		t.compress = compressorForName(file)
	}
	if t.compress != nil && (t.mode == 'r' || t.mode == 'u' || t.mode == 'A' || t.mode == 'D') {
		return t.fatal("Cannot update compressed archives")
	}
	if t.toCmd != "" {
		t.toStdout = false
	}
	if t.indexFile != "" {
		f, err := inv.FS.OpenFile(ctx, inv.Path(t.indexFile), vfs.O_WRONLY|vfs.O_CREATE|vfs.O_TRUNC, 0o666&^fs.FileMode(inv.Umask))
		if err != nil {
			return t.fatal("%s: Cannot open: %s", t.indexFile, vfs.Strerror(err))
		}
		defer f.Close()
		t.index = f
	}
	var status int
	switch t.mode {
	case 'c':
		// GNU tar refuses only when no -T was given: an empty list
		// makes an empty archive.
		if len(t.names) == 0 && !t.filesFrom {
			return usage("Cowardly refusing to create an empty archive")
		}
		status = t.create()
	case 'r', 'u':
		status = t.appendMembers()
	case 'A':
		status = t.concatenate()
	case 'D':
		status = t.deleteMembers()
	case 'L':
		status = t.testLabel()
	default:
		status = t.read()
	}
	if status == 0 || status == 1 {
		t.writeVolno()
	}
	if status == 0 && t.totals {
		t.printTotals()
	}
	if status == 0 && t.differ && !t.failed {
		status = 1
	}
	if (status == 0 || status == 1) && t.failed {
		io.WriteString(inv.Stderr, "tar: Exiting with failure status due to previous errors\n")
		status = 2
	}
	return status
}

type tarChdir struct{ arg, abs string }

// tarOldStyle turns "cvf a.tar x" into "-c -v -f a.tar x": each letter
// that takes a value takes the next word.
func tarOldStyle(args []string) []string {
	const withValue = "bCfFgHIKLNTVX"
	out := []string{}
	rest := args[1:]
	for _, c := range args[0] {
		out = append(out, "-"+string(c))
		if strings.ContainsRune(withValue, c) && len(rest) > 0 {
			out = append(out, rest[0])
			rest = rest[1:]
		}
	}
	return append(out, rest...)
}

func (t *tarRun) errorf(format string, args ...any) {
	fmt.Fprintf(t.inv.Stderr, "tar: "+format+"\n", args...)
	t.failed = true
}

func (t *tarRun) warnf(format string, args ...any) {
	fmt.Fprintf(t.inv.Stderr, "tar: "+format+"\n", args...)
}

// fatal reports an unrecoverable error as GNU tar does.
func (t *tarRun) fatal(format string, args ...any) int {
	fmt.Fprintf(t.inv.Stderr, "tar: "+format+"\n", args...)
	io.WriteString(t.inv.Stderr, "tar: Error is not recoverable: exiting now\n")
	return 2
}

// listOut is where -v lists names: standard error when the archive goes
// to standard output.
func (t *tarRun) listOut(creating bool) io.Writer {
	if creating && t.archive == "" {
		return t.inv.Stderr
	}
	if t.indexFile != "" && t.index != nil {
		return t.index
	}
	return t.inv.Stdout
}

// dateOrFile reads a date, or the modification time of a file whose name
// starts with / or . (GNU's rule for --newer and --mtime).
func (t *tarRun) dateOrFile(v, opt string) (time.Time, bool) {
	if strings.HasPrefix(v, "/") || strings.HasPrefix(v, ".") {
		fi, err := t.inv.FS.Stat(t.ctx, vfs.Abs(t.inv.Dir, v))
		if err == nil {
			return fi.ModTime(), true
		}
	}
	loc := strftime.Location(t.inv.Getenv("TZ"))
	when, err := parseDateString(v, t.now, loc)
	if err != nil {
		// GNU warns and takes the earliest time it has.
		t.warnf("Substituting -9223372036854775807 for unknown date format %s", quoteArg(v))
		return time.Unix(-1<<62, 0), false
	}
	// GNU says how it read a date unless it was written that way.
	as := when.In(loc).Format("2006-01-02 15:04:05")
	if when.Nanosecond() != 0 {
		as += fmt.Sprintf(".%09d", when.Nanosecond())
	}
	if as != v {
		// Shown with -v only (GNU's WARN_TIMESTAMP is a verbose warning).
		t.dateNotes = append(t.dateNotes, fmt.Sprintf("Option %s: Treating date %s as %s", opt, quoteGNU(v), as))
	}
	return when, true
}

func parseTarID(v string) (tarID, error) {
	name, num, hasNum := strings.Cut(v, ":")
	id := tarID{name: name}
	if hasNum {
		n, err := strconv.Atoi(num)
		if err != nil || n < 0 {
			return id, fmt.Errorf("%s: Invalid owner or group ID", num)
		}
		id.id, id.set = n, true
	} else if n, err := strconv.Atoi(name); err == nil && n >= 0 && name[0] != '+' {
		id.id, id.numeric = n, true
	}
	return id, nil
}

// readIDMap reads an --owner-map or --group-map file: lines of
// "OLD NEW_NAME:NEW_ID", OLD a name or +ID.
func (t *tarRun) readIDMap(file string) (map[string]tarID, error) {
	data, err := vfs.ReadFile(t.ctx, t.inv.FS, t.inv.Path(file))
	if err != nil {
		return nil, fmt.Errorf("%s: Cannot open: %s", file, vfs.Strerror(err))
	}
	m := map[string]tarID{}
	for i, line := range strings.Split(string(data), "\n") {
		if c := strings.IndexByte(line, '#'); c >= 0 {
			line = line[:c]
		}
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		if len(fields) != 2 {
			return nil, fmt.Errorf("%s:%d: malformed line", file, i+1)
		}
		id, err := parseTarID(fields[1])
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", file, i+1, err)
		}
		m[fields[0]] = id
	}
	return m, nil
}

// readList reads the names of a -T or -X file ("-": standard input):
// lines, or NUL-separated with --null; -T names are unquoted unless
// --no-unquote or --verbatim-files-from.
func (t *tarRun) readList(file string, names bool) ([]string, error) {
	var data []byte
	var err error
	if file == "-" {
		data, err = io.ReadAll(io.LimitReader(t.inv.Stdin, 64<<20))
	} else {
		data, err = vfs.ReadFile(t.ctx, t.inv.FS, t.inv.Path(file))
	}
	if err != nil {
		return nil, err
	}
	sep := "\n"
	if t.null && names {
		sep = "\x00"
	}
	var out []string
	for _, l := range strings.Split(string(data), sep) {
		if sep == "\n" {
			l = strings.TrimSuffix(l, "\r")
		}
		if l == "" {
			continue
		}
		if names && t.unquote && !t.verbatim && !t.null {
			l = tarUnquote(l)
		}
		out = append(out, l)
	}
	return out, nil
}

// tarUnquote decodes the C escapes GNU tar decodes in -T names.
func tarUnquote(s string) string {
	if !strings.Contains(s, "\\") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 == len(s) {
			b.WriteByte(s[i])
			continue
		}
		i++
		switch c := s[i]; c {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'a':
			b.WriteByte('\a')
		case 'b':
			b.WriteByte('\b')
		case 'f':
			b.WriteByte('\f')
		case 'r':
			b.WriteByte('\r')
		case 'v':
			b.WriteByte('\v')
		case '?':
			b.WriteByte(0x7f)
		case '\\':
			b.WriteByte('\\')
		case '0', '1', '2', '3', '4', '5', '6', '7':
			n, j := 0, i
			for ; j < len(s) && j < i+3 && s[j] >= '0' && s[j] <= '7'; j++ {
				n = n*8 + int(s[j]-'0')
			}
			b.WriteByte(byte(n))
			i = j - 1
		default:
			b.WriteByte('\\')
			b.WriteByte(c)
		}
	}
	return b.String()
}

func (t *tarRun) user() string {
	if t.inv.Username != "" {
		return t.inv.Username
	}
	return "user"
}

// memberName removes what GNU tar removes from the front of a member name
// ("/", "../", "a/../../"), saying so once per distinct prefix.
func (t *tarRun) memberName(name string, report bool) string {
	if t.absolute {
		return name
	}
	cut := 0
	parts := strings.Split(name, "/")
	off := 0
	for i, p := range parts {
		off += len(p)
		if i < len(parts)-1 {
			off++
		}
		if p == ".." {
			cut = off
		}
	}
	for cut < len(name) && name[cut] == '/' {
		cut++
	}
	if cut == 0 {
		return name
	}
	prefix := name[:cut]
	if report {
		seen := false
		for _, s := range t.stripped {
			seen = seen || s == prefix
		}
		if !seen {
			t.stripped = append(t.stripped, prefix)
			fmt.Fprintf(t.inv.Stderr, "tar: Removing leading `%s' from member names\n", prefix)
			if strings.Contains(prefix, "..") && t.mode != 'c' {
				// GNU also names the targets of hard links the same way.
			}
		}
	}
	return name[cut:]
}

func hasDotDot(name string) bool {
	for _, p := range strings.Split(name, "/") {
		if p == ".." {
			return true
		}
	}
	return false
}

// printEntry prints a member as -v (name only) or -vv and -tv (ls-like)
// show it.
func (t *tarRun) printEntry(w io.Writer, hdr *tar.Header, name string) {
	prefix := ""
	if t.blockNumber {
		prefix = fmt.Sprintf("block %d: ", t.blockOf(hdr))
	}
	name = t.quote(name)
	if t.verbose < 2 && !(t.verbose == 1 && t.listing) {
		fmt.Fprintln(w, prefix+name)
		return
	}
	mode := fs.FileMode(hdr.Mode).Perm()
	switch hdr.Typeflag {
	case tar.TypeDir:
		mode |= fs.ModeDir
	case tar.TypeSymlink:
		mode |= fs.ModeSymlink
	case tar.TypeChar:
		mode |= fs.ModeDevice | fs.ModeCharDevice
	case tar.TypeBlock:
		mode |= fs.ModeDevice
	case tar.TypeFifo:
		mode |= fs.ModeNamedPipe
	}
	if hdr.Mode&0o4000 != 0 {
		mode |= fs.ModeSetuid
	}
	if hdr.Mode&0o2000 != 0 {
		mode |= fs.ModeSetgid
	}
	if hdr.Mode&0o1000 != 0 {
		mode |= fs.ModeSticky
	}
	modes := lsModeString(mode)
	switch hdr.Typeflag {
	case tar.TypeLink:
		modes = "h" + modes[1:]
	case tarTypeVolume:
		modes = "V" + modes[1:]
	case tarTypeMultiVolume:
		modes = "M" + modes[1:]
	}
	user, group := hdr.Uname, hdr.Gname
	if user == "" || t.numericOwner {
		user = fmt.Sprint(hdr.Uid)
	}
	if group == "" || t.numericOwner {
		group = fmt.Sprint(hdr.Gid)
	}
	size := fmt.Sprint(hdr.Size)
	if hdr.Typeflag == tar.TypeChar || hdr.Typeflag == tar.TypeBlock {
		size = fmt.Sprintf("%d,%d", hdr.Devmajor, hdr.Devminor)
	}
	pad := len(user) + 1 + len(group) + 1 + len(size)
	if pad > t.ugsWidth {
		t.ugsWidth = pad
	}
	loc := strftime.Location(t.inv.Getenv("TZ"))
	if t.utc {
		loc = time.UTC
	}
	layout := "2006-01-02 15:04"
	if t.fullTime {
		layout = "2006-01-02 15:04:05"
	}
	when := hdr.ModTime.In(loc).Format(layout)
	line := fmt.Sprintf("%s%s %s/%s %*s %s %s", prefix, modes, user, group, t.ugsWidth-pad+len(size), size, when, name)
	switch hdr.Typeflag {
	case tar.TypeSymlink:
		line += " -> " + t.quote(hdr.Linkname)
	case tar.TypeLink:
		line += " link to " + t.quote(hdr.Linkname)
	case tarTypeVolume:
		line += "--Volume Header--"
	case tarTypeMultiVolume:
		if t.scan != nil && t.scan.cur != nil && t.scan.cur.hdr == hdr {
			line += fmt.Sprintf("--Continued at byte %d--", t.scan.cur.offset)
		}
	}
	fmt.Fprintln(w, line)
}

// printTotals prints --totals' line. GNU adds the rate, which depends on
// the machine's speed; the sandbox prints the bytes and their size.
func (t *tarRun) printTotals() {
	n, what := t.bytesWritten, "written"
	switch t.mode {
	case 't', 'x', 'd':
		n, what = t.bytesRead, "read"
	case 'D':
		n, what = t.bytesRead, "read"
	}
	fmt.Fprintf(t.inv.Stderr, "Total bytes %s: %d (%s)\n", what, n, humanIEC(n))
}

// humanIEC renders n as GNU tar's totals do: 10KiB, 1.1MiB.
func humanIEC(n int64) string {
	units := []string{"B", "KiB", "MiB", "GiB", "TiB", "PiB"}
	v := float64(n)
	i := 0
	for v >= 1024 && i < len(units)-1 {
		v /= 1024
		i++
	}
	if i == 0 || v >= 10 {
		return fmt.Sprintf("%.0f%s", v, units[i])
	}
	return fmt.Sprintf("%.1f%s", v, units[i])
}

// stripName applies --strip-components; "" means nothing is left.
func (t *tarRun) stripName(name string) string {
	if t.strip == 0 {
		return name
	}
	parts := strings.Split(strings.TrimSuffix(name, "/"), "/")
	if len(parts) <= t.strip {
		return ""
	}
	return path.Join(parts[t.strip:]...)
}

// quote renders a name for listings and messages in the --quoting-style
// (GNU tar's default, escape, writes control characters and \ as C escapes).
func (t *tarRun) quote(s string) string {
	switch t.quoting {
	case "literal":
		return s
	case "shell", "shell-escape":
		return quoteName(s)
	case "shell-always", "shell-escape-always":
		return quoteFile(s)
	case "locale", "clocale":
		return quoteArg(s)
	case "c":
		return `"` + strings.ReplaceAll(tarEscape(s), `"`, `\"`) + `"`
	case "c-maybe":
		if e := tarEscape(s); e != s || strings.Contains(s, `"`) {
			return `"` + strings.ReplaceAll(e, `"`, `\"`) + `"`
		}
		return s
	}
	return tarEscape(s)
}

// tarEscape is the escape quoting style: quoteArg without the quotes.
func tarEscape(s string) string {
	if !strings.ContainsFunc(s, func(r rune) bool { return r < 0x20 || r == 0x7f || r == '\\' }) {
		return s
	}
	q := quoteArg(s)
	return strings.TrimSuffix(strings.TrimPrefix(q, "‘"), "’")
}

// tarWarnings are the keywords of --warning.
var tarWarnings = []string{"alone-zero-block", "bad-dumpdir", "cachedir", "contiguous-cast", "file-changed",
	"file-ignored", "file-removed", "file-shrank", "file-unchanged", "filename-with-nuls", "ignore-archive",
	"ignore-newer", "new-directory", "rename-directory", "symlink-cast", "timestamp", "unknown-cast",
	"unknown-keyword", "xdev", "decompress-program", "existing-file", "xattr-write", "record-size", "failed-read"}

// warns reports whether the warning of that keyword is shown.
func (t *tarRun) warns(kw string) bool {
	if off, ok := t.warnOff[kw]; ok {
		return !off
	}
	return !t.warnOff["all"]
}

// tarLinkCount counts the names of a hard-linked file archived (-l).
type tarLinkCount struct {
	name        string
	nlink, seen uint64
}

const tarSnapshotRanges = `This tar's snapshot file field ranges are
   (field name      => [ min, max ]):

    nfs             => [ 0, 1 ],
    timestamp_sec   => [ -9223372036854775808, 9223372036854775807 ],
    timestamp_nsec  => [ 0, 999999999 ],
    dev             => [ 0, 18446744073709551615 ],
    ino             => [ 0, 18446744073709551615 ],

`
