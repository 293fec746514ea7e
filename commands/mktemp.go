package commands

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "mktemp",
		Summary: "create a temporary file or directory",
		Usage:   mktempUsage,
		Run:     runMktemp,
	})
}

const mktempUsage = `Usage: mktemp [OPTION]... [TEMPLATE]
Create a temporary file or directory, safely, and print its name.
TEMPLATE must contain at least 3 consecutive 'X's in last component.
If TEMPLATE is not specified, use tmp.XXXXXXXXXX, and --tmpdir is implied.
Files are created u+rw, and directories u+rwx, minus umask restrictions.

  -d, --directory     create a directory, not a file
  -u, --dry-run       do not create anything; merely print a name (unsafe)
  -q, --quiet         suppress diagnostics about file/dir-creation failure
      --suffix=SUFF   append SUFF to TEMPLATE; SUFF must not contain a slash.
                        This option is implied if TEMPLATE does not end in X
  -p DIR, --tmpdir[=DIR]  interpret TEMPLATE relative to DIR; if DIR is not
                        specified, use $TMPDIR if set, else /tmp.  With
                        this option, TEMPLATE must not be an absolute name;
                        unlike with -t, TEMPLATE may contain slashes, but
                        mktemp creates only the final component
  -t                  interpret TEMPLATE as a single file name component,
                        relative to a directory: $TMPDIR, if set; else the
                        directory specified via -p; else /tmp [deprecated]
      --help        display this help and exit
`

const mktempChars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

// mktempAttempts bounds the retries on name collisions (glibc tries 62^3).
const mktempAttempts = 10000

func runMktemp(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("mktemp")
	dir := f.Bool('d', "directory")
	dry := f.Bool('u', "dry-run")
	quiet := f.Bool('q', "quiet")
	suffixArg := f.String(0, "suffix", "")
	tOpt := f.Bool('t', "")
	useDestDir := false
	destDirArg := ""
	setDir := func(v string) error { useDestDir, destDirArg = true, v; return nil }
	f.Func('p', "", true, setDir)
	f.add(&flagDef{long: "tmpdir", hasValue: true, optional: true, set: setDir})
	ops, status, done := parseFlags(inv, f, mktempUsage, 1)
	if done {
		return status
	}
	if *tOpt {
		useDestDir = true
	}
	if len(ops) > 1 {
		operandError(inv, "too many templates")
		return 1
	}
	template := "tmp.XXXXXXXXXX"
	if len(ops) == 0 {
		useDestDir = true
	} else {
		template = ops[0]
	}
	var suffix string
	if f.Seen("suffix") {
		if template == "" || template[len(template)-1] != 'X' {
			errorf(inv, "with --suffix, template %s must end in X", quoteArg(template))
			return 1
		}
		suffix = *suffixArg
	} else if i := strings.LastIndexByte(template, 'X'); i >= 0 {
		template, suffix = template[:i+1], template[i+1:]
	}
	if strings.Contains(suffix, "/") {
		errorf(inv, "invalid suffix %s, contains directory separator", quoteArg(suffix))
		return 1
	}
	xs := 0
	for i := len(template) - 1; i >= 0 && template[i] == 'X'; i-- {
		xs++
	}
	if xs < 3 {
		errorf(inv, "too few X's in template %s", quoteArg(template+suffix))
		return 1
	}
	if useDestDir {
		var destDir string
		if *tOpt {
			switch {
			case inv.Env["TMPDIR"] != "":
				destDir = inv.Env["TMPDIR"]
			case destDirArg != "":
				destDir = destDirArg
			default:
				destDir = "/tmp"
			}
			if strings.Contains(template+suffix, "/") {
				errorf(inv, "invalid template, %s, contains directory separator", quoteArg(template+suffix))
				return 1
			}
		} else {
			destDir = destDirArg
			if destDir == "" {
				destDir = inv.Env["TMPDIR"]
			}
			if destDir == "" {
				destDir = "/tmp"
			}
			if strings.HasPrefix(template, "/") {
				errorf(inv, "invalid template, %s; with --tmpdir, it may not be absolute", quoteArg(template+suffix))
				return 1
			}
		}
		template = strings.TrimRight(destDir, "/") + "/" + template
		if strings.TrimRight(destDir, "/") == "" {
			template = "/" + strings.TrimLeft(template, "/")
		}
	}
	name, err := mktempCreate(ctx, inv, template, xs, suffix, *dir, *dry)
	if err != nil {
		if !*quiet {
			what := "file"
			if *dir {
				what = "directory"
			}
			errorf(inv, "failed to create %s via template %s: %s", what, quoteArg(template+suffix), vfs.Strerror(err))
		}
		return 1
	}
	if _, err := fmt.Fprintln(inv.Stdout, name); err != nil {
		return 1
	}
	return 0
}

// mktempCreate replaces the last xs X's of template with random
// characters and creates the file (O_EXCL, 0600) or directory (0700),
// retrying on collisions. A dry run only checks that the name is free.
func mktempCreate(ctx context.Context, inv *shell.Invocation, template string, xs int, suffix string, dir, dry bool) (string, error) {
	prefix := template[:len(template)-xs]
	buf := make([]byte, xs)
	var err error
	for try := 0; try < mktempAttempts; try++ {
		if err := ctx.Err(); err != nil {
			return "", err
		}
		for i := range buf {
			buf[i] = mktempChars[rand.IntN(len(mktempChars))]
		}
		name := prefix + string(buf) + suffix
		p := inv.Path(name)
		switch {
		case dry:
			_, err = inv.FS.Lstat(ctx, p)
			if err == nil {
				err = vfs.PathError("lstat", p, vfs.ErrExist)
			} else if errors.Is(err, fs.ErrNotExist) {
				return name, nil
			}
		case dir:
			err = inv.FS.Mkdir(ctx, p, fs.FileMode(0o700&^inv.Umask))
		default:
			var file vfs.File
			file, err = inv.FS.OpenFile(ctx, p, vfs.O_RDWR|vfs.O_CREATE|vfs.O_EXCL, fs.FileMode(0o600&^inv.Umask))
			if err == nil {
				err = file.Close()
			}
		}
		if err == nil {
			return name, nil
		}
		if !errors.Is(err, fs.ErrExist) {
			return "", err
		}
	}
	return "", err
}
