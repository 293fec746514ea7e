package commands

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "chmod",
		Summary: "change file mode bits",
		Usage:   chmodUsage,
		Run:     runChmod,
	})
}

const chmodUsage = `Usage: chmod [OPTION]... MODE[,MODE]... FILE...
  or:  chmod [OPTION]... OCTAL-MODE FILE...
  or:  chmod [OPTION]... --reference=RFILE FILE...
Change the mode of each FILE to MODE.
With --reference, change the mode of each FILE to that of RFILE.

  -c, --changes          like verbose but report only when a change is made
  -f, --silent, --quiet  suppress most error messages
  -v, --verbose          output a diagnostic for every file processed
      --no-preserve-root  do not treat '/' specially (the default)
      --preserve-root    fail to operate recursively on '/'
      --reference=RFILE  use RFILE's mode instead of MODE values
  -R, --recursive        change files and directories recursively
      --help        display this help and exit

Each MODE is of the form '[ugoa]*([-+=]([rwxXst]*|[ugo]))+|[-+=][0-7]+'.
`

// Unix mode bits, as chmod(1) and mkdir -m speak them.
const (
	sISUID   = 04000
	sISGID   = 02000
	sISVTX   = 01000
	sIRWXU   = 0700
	sIRWXG   = 0070
	sIRWXO   = 0007
	modeBits = 07777
)

// A modeChange is one compiled clause of a symbolic or octal mode, as in
// gnulib's modechange.c.
type modeChange struct {
	op        byte // '=', '+', '-'
	flag      int  // modeOrdinary, modeCopy, modeXIfAnyX
	affected  uint32
	value     uint32
	mentioned uint32
}

const (
	modeOrdinary = iota
	modeCopy
	modeXIfAnyX
)

// parseMode compiles a chmod MODE string. ok is false when it is invalid.
func parseMode(s string) ([]modeChange, bool) {
	if s != "" && s[0] >= '0' && s[0] <= '7' {
		var m uint32
		for i := 0; i < len(s); i++ {
			if s[i] < '0' || s[i] > '7' {
				return nil, false
			}
			m = m*8 + uint32(s[i]-'0')
			if m > modeBits {
				return nil, false
			}
		}
		mentioned := uint32(modeBits)
		if len(s) < 5 {
			mentioned = m&(sISUID|sISGID) | sISVTX | 0777
		}
		return []modeChange{{op: '=', affected: modeBits, value: m, mentioned: mentioned}}, true
	}
	var out []modeChange
	for _, clause := range strings.Split(s, ",") {
		i := 0
		var affected uint32
	who:
		for ; i < len(clause); i++ {
			switch clause[i] {
			case 'u':
				affected |= sISUID | sIRWXU
			case 'g':
				affected |= sISGID | sIRWXG
			case 'o':
				affected |= sISVTX | sIRWXO
			case 'a':
				affected |= modeBits
			default:
				break who
			}
		}
		if i >= len(clause) {
			return nil, false
		}
		for i < len(clause) {
			op := clause[i]
			if op != '=' && op != '+' && op != '-' {
				return nil, false
			}
			i++
			c := modeChange{op: op, flag: modeOrdinary}
			// [-+=][0-7]+: an octal operand after an operator.
			if i < len(clause) && clause[i] >= '0' && clause[i] <= '7' {
				if affected != 0 {
					return nil, false
				}
				var m uint32
				for ; i < len(clause) && clause[i] >= '0' && clause[i] <= '7'; i++ {
					m = m*8 + uint32(clause[i]-'0')
					if m > modeBits {
						return nil, false
					}
				}
				c.affected, c.value, c.mentioned = modeBits, m, modeBits
				out = append(out, c)
				continue
			}
			if i < len(clause) && strings.IndexByte("ugo", clause[i]) >= 0 {
				c.flag = modeCopy
				switch clause[i] {
				case 'u':
					c.value = sIRWXU
				case 'g':
					c.value = sIRWXG
				case 'o':
					c.value = sIRWXO
				}
				i++
			} else {
			perms:
				for ; i < len(clause); i++ {
					switch clause[i] {
					case 'r':
						c.value |= 0444
					case 'w':
						c.value |= 0222
					case 'x':
						c.value |= 0111
					case 'X':
						c.flag = modeXIfAnyX
					case 's':
						c.value |= sISUID | sISGID
					case 't':
						c.value |= sISVTX
					default:
						break perms
					}
				}
			}
			c.affected = affected
			if affected != 0 {
				c.mentioned = affected & c.value
			} else {
				c.mentioned = c.value
			}
			out = append(out, c)
		}
	}
	return out, true
}

// adjustMode applies changes to old (unix bits), as gnulib's mode_adjust.
func adjustMode(old uint32, dir bool, umask uint32, changes []modeChange) uint32 {
	m, _ := adjustModeBits(old, dir, umask, changes)
	return m
}

// adjustModeBits is adjustMode that also returns the bits the changes
// set or cleared (mode_adjust's pmode_bits).
func adjustModeBits(old uint32, dir bool, umask uint32, changes []modeChange) (newmode, changed uint32) {
	newmode = old & modeBits
	for _, c := range changes {
		var omit uint32
		if dir {
			omit = (sISUID | sISGID) &^ c.mentioned
		}
		value := c.value
		switch c.flag {
		case modeCopy:
			value &= newmode
			var v uint32
			if value&0444 != 0 {
				v |= 0444
			}
			if value&0222 != 0 {
				v |= 0222
			}
			if value&0111 != 0 {
				v |= 0111
			}
			value |= v
		case modeXIfAnyX:
			if newmode&0111 != 0 || dir {
				value |= 0111
			}
		}
		if c.affected != 0 {
			value &= c.affected &^ omit
		} else {
			value &= ^umask &^ omit
		}
		switch c.op {
		case '=':
			preserved := omit
			if c.affected != 0 {
				preserved |= ^c.affected
			}
			newmode = newmode&preserved | value
			changed |= modeBits &^ preserved
		case '+':
			newmode |= value
			changed |= value
		case '-':
			newmode &^= value
			changed |= value
		}
	}
	return newmode, changed
}

// unixMode converts an fs.FileMode's permission bits to unix bits.
func unixMode(m fs.FileMode) uint32 {
	u := uint32(m.Perm())
	if m&fs.ModeSetuid != 0 {
		u |= sISUID
	}
	if m&fs.ModeSetgid != 0 {
		u |= sISGID
	}
	if m&fs.ModeSticky != 0 {
		u |= sISVTX
	}
	return u
}

// fileMode converts unix permission bits to an fs.FileMode.
func fileMode(u uint32) fs.FileMode {
	m := fs.FileMode(u & 0777)
	if u&sISUID != 0 {
		m |= fs.ModeSetuid
	}
	if u&sISGID != 0 {
		m |= fs.ModeSetgid
	}
	if u&sISVTX != 0 {
		m |= fs.ModeSticky
	}
	return m
}

// chmodModeArg reports whether a "-..." argument is really a mode such as
// -w or -x,u+r, which GNU chmod accepts in option position.
func chmodModeArg(a string) bool {
	if len(a) < 2 || a[0] != '-' || a == "--" {
		return false
	}
	for i := 1; i < len(a); i++ {
		if strings.IndexByte("rwxXstugoa,+-=01234567", a[i]) < 0 {
			return false
		}
	}
	return true
}

type chmodOpts struct {
	changes, quiet, verbose, recursive, preserveRoot bool
	mode                                             []modeChange
	ref                                              *uint32
	umask                                            uint32
	surprises                                        bool
	stopped                                          bool // a write to stdout failed
	status                                           int
}

func runChmod(ctx context.Context, inv *shell.Invocation) int {
	// Pull a mode that looks like an option (-w) out before parsing.
	var modeArg string
	args := []string{inv.Args[0]}
	for i, a := range inv.Args[1:] {
		if a == "--" {
			args = append(args, inv.Args[1+i:]...)
			break
		}
		if modeArg == "" && chmodModeArg(a) {
			modeArg = a
			continue
		}
		args = append(args, a)
	}
	f := newFlagSet("chmod")
	var o chmodOpts
	// -c and -v set one verbosity: the last given wins.
	f.Func('c', "changes", false, func(string) error { o.changes, o.verbose = true, false; return nil })
	f.Func('f', "silent", false, func(string) error { o.quiet = true; return nil })
	f.Func(0, "quiet", false, func(string) error { o.quiet = true; return nil })
	f.Func('v', "verbose", false, func(string) error { o.verbose, o.changes = true, false; return nil })
	f.Func('R', "recursive", false, func(string) error { o.recursive = true; return nil })
	f.Func(0, "preserve-root", false, func(string) error { o.preserveRoot = true; return nil })
	f.Func(0, "no-preserve-root", false, func(string) error { o.preserveRoot = false; return nil })
	ref := f.String(0, "reference", "")
	sub := *inv
	sub.Args = args
	ops, status, done := parseFlags(&sub, f, chmodUsage, 1)
	if done {
		return status
	}
	if modeArg != "" {
		ops = append([]string{modeArg}, ops...)
		o.surprises = true
	}
	if f.Seen("reference") {
		fi, err := inv.FS.Stat(ctx, inv.Path(*ref))
		if err != nil {
			errorf(inv, "failed to get attributes of %s: %s", quoteFile(*ref), vfs.Strerror(err))
			return 1
		}
		m := unixMode(fi.Mode())
		o.ref = &m
	} else {
		if len(ops) == 0 {
			errorf(inv, "missing operand")
			fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
			return 1
		}
		var ok bool
		if o.mode, ok = parseMode(ops[0]); !ok {
			errorf(inv, "invalid mode: %s", quoteArg(ops[0]))
			fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
			return 1
		}
		ops = ops[1:]
	}
	if len(ops) == 0 {
		if o.ref == nil {
			errorf(inv, "missing operand after %s", quoteArg(inv.Args[len(inv.Args)-1]))
		} else {
			errorf(inv, "missing operand")
		}
		fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
		return 1
	}
	o.umask = inv.Umask
	for _, name := range ops {
		if ctx.Err() != nil || o.stopped {
			return 1
		}
		if o.recursive && o.preserveRoot && inv.Path(name) == "/" {
			errorf(inv, "it is dangerous to operate recursively on %s", quoteFile("/"))
			errorf(inv, "use --no-preserve-root to override this failsafe")
			o.status = 1
			continue
		}
		o.chmod(ctx, inv, name, true)
	}
	return o.status
}

// chmod changes one operand (following a symlink given on the command
// line) and, with -R, what is below it (not following symlinks there).
func (o *chmodOpts) chmod(ctx context.Context, inv *shell.Invocation, name string, top bool) {
	p := inv.Path(name)
	var fi fs.FileInfo
	var err error
	if top {
		fi, err = inv.FS.Stat(ctx, p)
	} else {
		fi, err = inv.FS.Lstat(ctx, p)
	}
	if err != nil {
		if !o.quiet {
			if lfi, lerr := inv.FS.Lstat(ctx, p); top && lerr == nil && lfi.Mode()&fs.ModeSymlink != 0 && errors.Is(err, fs.ErrNotExist) {
				errorf(inv, "cannot operate on dangling symlink %s", quoteFile(name))
			} else {
				errorf(inv, "cannot access %s: %s", quoteFile(name), vfs.Strerror(err))
			}
		}
		if o.verbose {
			fmt.Fprintf(inv.Stdout, "%s could not be accessed\n", quoteFile(name))
		}
		o.status = 1
		return
	}
	if fi.Mode()&fs.ModeSymlink != 0 {
		// Symlinks met while recursing are not changed (their mode does
		// not matter), as GNU chmod does.
		if o.verbose {
			fmt.Fprintf(inv.Stdout, "neither symbolic link %s nor referent has been changed\n", quoteFile(name))
		}
		return
	}
	old := unixMode(fi.Mode())
	var nm uint32
	if o.ref != nil {
		nm = *o.ref
	} else {
		nm = adjustMode(old, fi.IsDir(), o.umask, o.mode)
	}
	changed := nm != old
	if changed {
		if err := inv.FS.Chmod(ctx, p, fileMode(nm)); err != nil {
			if !o.quiet {
				errorf(inv, "changing permissions of %s: %s", quoteFile(name), vfs.Strerror(err))
			}
			o.status = 1
			return
		}
	}
	if o.verbose || (o.changes && changed) {
		typ := fi.Mode().Type()
		var werr error
		if changed {
			_, werr = fmt.Fprintf(inv.Stdout, "mode of %s changed from %04o (%s) to %04o (%s)\n", quoteFile(name),
				old, lsModeString(typ | fileMode(old))[1:], nm, lsModeString(typ | fileMode(nm))[1:])
		} else {
			_, werr = fmt.Fprintf(inv.Stdout, "mode of %s retained as %04o (%s)\n", quoteFile(name), old, lsModeString(typ | fileMode(old))[1:])
		}
		if werr != nil {
			o.status = 1
			o.stopped = true
			return
		}
	}
	if o.ref == nil && o.surprises {
		// A mode given like an option (-w) may be limited by the umask:
		// say so, as GNU does.
		naive := adjustMode(old, fi.IsDir(), 0, o.mode)
		if naive != nm {
			errorf(inv, "%s: new permissions are %s, not %s", quoteName(name),
				lsModeString(fileMode(nm))[1:], lsModeString(fileMode(naive))[1:])
			o.status = 1
		}
	}
	if o.recursive && fi.IsDir() {
		ents, err := inv.FS.ReadDir(ctx, p)
		if err != nil {
			if !o.quiet {
				errorf(inv, "cannot read directory %s: %s", quoteFile(name), vfs.Strerror(err))
			}
			o.status = 1
			return
		}
		for _, e := range ents {
			if ctx.Err() != nil || o.stopped {
				o.status = 1
				return
			}
			o.chmod(ctx, inv, path.Join(name, e.Name()), false)
		}
	}
}
