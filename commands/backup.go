package commands

import (
	"context"
	"errors"
	"fmt"
	"path"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

// backupKind is GNU's version control (gnulib backupfile.c): how a
// destination about to be replaced is kept.
type backupKind int

const (
	backupNone     backupKind = iota // none, off
	backupSimple                     // simple, never: NAME~
	backupExisting                   // existing, nil: numbered if any are, else simple
	backupNumbered                   // numbered, t: NAME.~N~
)

// backupArgs are the values --backup and $VERSION_CONTROL take, as GNU
// lists them, synonyms together.
var backupArgs = [][]string{{"none", "off"}, {"simple", "never"}, {"existing", "nil"}, {"numbered", "t"}}

var backupKinds = map[string]backupKind{"none": backupNone, "simple": backupSimple, "existing": backupExisting, "numbered": backupNumbered}

// backupHelp ends the --help of the commands that make backups.
const backupHelp = `The backup suffix is '~', unless set with --suffix or SIMPLE_BACKUP_SUFFIX.
The version control method may be selected via the --backup option or through
the VERSION_CONTROL environment variable.  Here are the values:

  none, off       never make backups (even if --backup is given)
  numbered, t     make numbered backups
  existing, nil   numbered if numbered backups exist, simple otherwise
  simple, never   always make simple backups
`

// backupFlags are the backup options of cp, mv, ln and install (-b,
// --backup[=CONTROL], -S/--suffix), shared as GNU shares them.
type backupFlags struct {
	make      bool
	control   string // --backup's value; "" reads $VERSION_CONTROL
	suffix    string
	suffixSet bool
}

// define adds the options to f: -b, --backup[=CONTROL], -S/--suffix.
func (b *backupFlags) define(f *flagSet) {
	f.Func('b', "", false, func(string) error { b.make = true; return nil })
	f.add(&flagDef{long: "backup", hasValue: true, optional: true, set: func(v string) error {
		b.make = true
		if v != "" {
			b.control = v
		}
		return nil
	}})
	f.Func('S', "suffix", true, func(v string) error {
		// GNU 9: a suffix asks for backups.
		b.make, b.suffix, b.suffixSet = true, v, true
		return nil
	})
}

// backupPolicy is a resolved backup choice.
type backupPolicy struct {
	kind   backupKind
	suffix string
}

// resolve reads the options and the environment as GNU's xget_version and
// set_simple_backup_suffix do. A bad value is reported with GNU's message
// (ok false).
func (b *backupFlags) resolve(inv *shell.Invocation) (backupPolicy, bool) {
	p := backupPolicy{suffix: simpleBackupSuffix(inv, b.suffix, b.suffixSet)}
	if !b.make {
		return p, true
	}
	kind, err := backupKindOf(inv, "backup type", b.control)
	if err != nil {
		errorf(inv, "%s", err)
		fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
		return p, false
	}
	p.kind = kind
	return p, true
}

// simpleBackupSuffix is -S's value, else $SIMPLE_BACKUP_SUFFIX, else "~";
// a suffix with a slash in it is not used.
func simpleBackupSuffix(inv *shell.Invocation, s string, set bool) string {
	if !set {
		s = inv.Env["SIMPLE_BACKUP_SUFFIX"]
	}
	if s == "" || strings.Contains(s, "/") {
		return "~"
	}
	return s
}

// backupKindOf parses a version-control value (unique prefixes allowed);
// an empty one reads $VERSION_CONTROL, and an empty environment means
// "existing".
func backupKindOf(inv *shell.Invocation, context, v string) (backupKind, error) {
	if v == "" {
		v = inv.Env["VERSION_CONTROL"]
		if v == "" {
			return backupExisting, nil
		}
		context = "$VERSION_CONTROL"
	}
	a, err := argMatch(v, context, backupArgs)
	return backupKinds[a], err
}

// argMatch finds v among the groups of synonyms an option takes, exactly
// or as the prefix of one group's values only, as gnulib's argmatch does;
// it returns the group's first name, or GNU's message listing them.
func argMatch(v, context string, groups [][]string) (string, error) {
	found := -1
	ambiguous := false
	for i, g := range groups {
		for _, name := range g {
			if name == v {
				return g[0], nil
			}
			if strings.HasPrefix(name, v) {
				if found >= 0 && found != i {
					ambiguous = true
				}
				found = i
			}
		}
	}
	if found >= 0 && !ambiguous {
		return groups[found][0], nil
	}
	what := "invalid"
	if ambiguous {
		what = "ambiguous"
	}
	var msg strings.Builder
	fmt.Fprintf(&msg, "%s argument %s for %s\nValid arguments are:", what, quoteArg(v), quoteArg(context))
	for _, g := range groups {
		q := make([]string, len(g))
		for i, name := range g {
			q[i] = quoteArg(name)
		}
		fmt.Fprintf(&msg, "\n  - %s", strings.Join(q, ", "))
	}
	return "", errors.New(msg.String())
}

// name is the backup name for the file at p (an absolute path), or ""
// for none: NAME~ or NAME.~N~ with N one more than the highest number
// among NAME's numbered backups in its directory.
func (p backupPolicy) name(ctx context.Context, fsys vfs.FS, file string) string {
	switch p.kind {
	case backupNone:
		return ""
	case backupSimple:
		return file + p.suffix
	}
	dir, base := path.Split(file)
	if dir == "" {
		dir = "."
	}
	highest := 0
	if ents, err := fsys.ReadDir(ctx, dir); err == nil {
		prefix := base + ".~"
		for _, e := range ents {
			n := e.Name()
			if !strings.HasPrefix(n, prefix) || !strings.HasSuffix(n, "~") || len(n) < len(prefix)+2 {
				continue
			}
			digits := n[len(prefix) : len(n)-1]
			if digits[0] == '0' {
				continue
			}
			v, err := strconv.Atoi(digits)
			if err == nil && v > highest {
				highest = v
			}
		}
	}
	if highest == 0 && p.kind == backupExisting {
		return file + p.suffix
	}
	return file + ".~" + strconv.Itoa(highest+1) + "~"
}

// backup renames the file at abs (name as the user wrote it) to its
// backup name and returns that name as the user would write it ("" when
// there is no backup to make).
func (p backupPolicy) backup(ctx context.Context, fsys vfs.FS, abs, name string) (string, error) {
	b := p.name(ctx, fsys, abs)
	if b == "" {
		return "", nil
	}
	if err := fsys.Rename(ctx, abs, b); err != nil {
		return "", err
	}
	return name + b[len(abs):], nil
}
