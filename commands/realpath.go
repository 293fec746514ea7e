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
		Name:    "realpath",
		Summary: "print the resolved path",
		Usage:   realpathUsage,
		Run:     runRealpath,
	})
}

const realpathUsage = `Usage: realpath [OPTION]... FILE...
Print the resolved absolute file name;
all but the last component must exist

  -e, --canonicalize-existing  all components of the path must exist
  -m, --canonicalize-missing   no path components need exist or be a directory
  -L, --logical                resolve '..' components before symlinks
  -P, --physical               resolve symlinks as encountered (default)
  -q, --quiet                  suppress most error messages
      --relative-to=DIR        print the resolved path relative to DIR
      --relative-base=DIR      print absolute paths unless paths below DIR
  -s, --strip, --no-symlinks   don't expand symlinks
  -z, --zero                   end each output line with NUL, not newline
      --help        display this help and exit
`

// Canonicalisation modes, as gnulib's canonicalize_filename_mode.
const (
	realExisting   = iota // every component must exist (-e)
	realAllButLast        // all but the last component must exist (default, readlink -f)
	realMissing           // nothing need exist (-m)
)

// realPath resolves the absolute path p, following symlinks (unless
// noLinks), with mode saying which components must exist.
func realPath(ctx context.Context, inv *shell.Invocation, p string, mode int) (string, error) {
	return canonicalize(ctx, inv, p, mode, false)
}

func canonicalize(ctx context.Context, inv *shell.Invocation, p string, mode int, noLinks bool) (string, error) {
	comps := strings.Split(p, "/")
	resolved := "/"
	links := 0
	seen := map[string]bool{}
	// dirNeeded: a component follows ("f/." and "f/.." need f to be a
	// directory too, gnulib's suffix_requires_dir_check).
	dirNeeded := func() bool {
		for _, c := range comps {
			if c != "" {
				return true
			}
		}
		return false
	}
	for len(comps) > 0 {
		if err := ctx.Err(); err != nil {
			return "", err
		}
		c := comps[0]
		comps = comps[1:]
		if c == "" || c == "." {
			continue
		}
		if c == ".." {
			resolved = path.Dir(resolved)
			continue
		}
		next := path.Join(resolved, c)
		if noLinks {
			// -s: names only, but "f/." still needs a directory f.
			if mode != realMissing && suffixRequiresDir(comps) {
				fi, err := inv.FS.Stat(ctx, next)
				if err == nil && !fi.IsDir() {
					err = vfs.ErrNotDir
				}
				// Only slashes after a missing last name: it may be missing.
				lastMissing := mode == realAllButLast && errors.Is(err, fs.ErrNotExist) && !dirNeeded()
				if err != nil && !lastMissing {
					return "", err
				}
			}
			resolved = next
			continue
		}
		fi, err := inv.FS.Lstat(ctx, next)
		if err != nil {
			if mode == realMissing || (mode == realAllButLast && errors.Is(err, fs.ErrNotExist) && !dirNeeded()) {
				resolved = next
				continue
			}
			return "", err
		}
		if fi.Mode()&fs.ModeSymlink != 0 {
			links++
			// Past a few links, a symlink met twice is a loop: -m keeps
			// it as a plain name, as gnulib does.
			if links > 20 && seen[next] || links > 40 {
				if mode == realMissing {
					resolved = next
					continue
				}
				return "", vfs.ErrLoop
			}
			if links > 20 {
				seen[next] = true
			}
			target, err := inv.FS.Readlink(ctx, next)
			if err != nil {
				return "", err
			}
			if strings.HasPrefix(target, "/") {
				resolved = "/"
			}
			comps = append(strings.Split(target, "/"), comps...)
			continue
		}
		if !fi.IsDir() && dirNeeded() && mode != realMissing {
			return "", vfs.ErrNotDir
		}
		resolved = next
	}
	if noLinks && mode != realMissing {
		// -s keeps a final symlink's name, but GNU stats what it names.
		if _, err := inv.FS.Stat(ctx, resolved); err != nil && (mode == realExisting || !errors.Is(err, fs.ErrNotExist)) {
			return "", err
		}
	}
	return resolved, nil
}

// suffixRequiresDir reports whether the components left after a name
// make it a directory: a trailing "/" or "/.", or a "/.." (gnulib's
// suffix_requires_dir_check).
func suffixRequiresDir(comps []string) bool {
	for i, c := range comps {
		switch c {
		case "..":
			return true
		case "", ".":
			if i == len(comps)-1 {
				return true
			}
		default:
			return false
		}
	}
	return false
}

// canonicalizeName resolves an operand as realpath and readlink do,
// including the rule that "name/" must be a directory.
func canonicalizeName(ctx context.Context, inv *shell.Invocation, name string, mode int, noLinks bool) (string, error) {
	if name == "" {
		return "", vfs.ErrNotExist // gnulib's canonicalize_filename_mode, whatever the mode
	}
	p := name
	if !strings.HasPrefix(p, "/") {
		p = inv.Dir + "/" + p
	}
	r, err := canonicalize(ctx, inv, p, mode, noLinks)
	if err == nil && mode != realMissing && strings.HasSuffix(name, "/") {
		if fi, serr := inv.FS.Stat(ctx, r); serr == nil && !fi.IsDir() {
			return "", vfs.ErrNotDir
		}
	}
	return r, err
}

func runRealpath(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("realpath")
	mode := realAllButLast
	f.Func('e', "canonicalize-existing", false, func(string) error { mode = realExisting; return nil })
	f.Func('m', "canonicalize-missing", false, func(string) error { mode = realMissing; return nil })
	// As GNU: -L and -s set no-symlinks, -P clears it; -L then resolves
	// the symlinks of the result, unless -s or -P came after it.
	logical, noLinks := false, false
	f.Func('L', "logical", false, func(string) error { logical, noLinks = true, true; return nil })
	f.Func('P', "physical", false, func(string) error { logical, noLinks = false, false; return nil })
	quiet := f.Bool('q', "quiet")
	relTo := f.String(0, "relative-to", "")
	relBase := f.String(0, "relative-base", "")
	f.Func('s', "strip", false, func(string) error { noLinks, logical = true, false; return nil })
	f.Func(0, "no-symlinks", false, func(string) error { noLinks, logical = true, false; return nil })
	zero := f.Bool('z', "zero")
	names, status, done := parseFlags(inv, f, realpathUsage, 1)
	if done {
		return status
	}
	if len(names) == 0 {
		errorf(inv, "missing operand")
		fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
		return 1
	}
	resolve := func(name string) (string, error) {
		r, err := canonicalizeName(ctx, inv, name, mode, noLinks)
		if err == nil && logical {
			// -L: ".." applied to the name, then the symlinks.
			r, err = canonicalize(ctx, inv, r, mode, false)
		}
		return r, err
	}
	var to, base string
	if f.Seen("relative-to") {
		r, err := resolve(*relTo)
		if err != nil {
			errorf(inv, "%s: %s", quoteName(*relTo), vfs.Strerror(err))
			return 1
		}
		to = r
	}
	if f.Seen("relative-base") {
		r, err := resolve(*relBase)
		if err != nil {
			errorf(inv, "%s: %s", quoteName(*relBase), vfs.Strerror(err))
			return 1
		}
		base = r
	}
	if base != "" && to != "" && !pathUnder(to, base) {
		// GNU: when DIR is outside the base, print absolute names.
		to, base = "", ""
	}
	end := "\n"
	if *zero {
		end = "\x00"
	}
	out, release := bufferedStdout(inv, 4096)
	defer release()
	for _, name := range names {
		r, err := resolve(name)
		if err != nil {
			if !*quiet {
				errorf(inv, "%s: %s", quoteName(name), vfs.Strerror(err))
			}
			status = 1
			continue
		}
		switch {
		case to != "" && (base == "" || pathUnder(r, base)):
			r = relPath(to, r)
		case base != "" && to == "" && pathUnder(r, base):
			r = relPath(base, r)
		}
		out.WriteString(r + end)
	}
	if err := release(); err != nil {
		return 1
	}
	return status
}

// pathUnder reports whether p is base or below it.
func pathUnder(p, base string) bool {
	return p == base || base == "/" || strings.HasPrefix(p, base+"/")
}
