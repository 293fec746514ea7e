package commands

import (
	"archive/zip"
	"bufio"
	"bytes"
	"compress/flate"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"path"
	"strings"
	"time"

	"github.com/computerwelt/computerwelt/internal/strftime"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{Name: "zip", Summary: "package and compress files into a zip archive", Usage: zipUsage, Run: runZip})
	register(shell.Command{Name: "unzip", Summary: "list, test and extract zip archives", Usage: unzipUsage, Run: runUnzip})
}

const zipUsage = `Usage: zip [-options] zipfile list
  Adds the files in list to zipfile (replacing entries of the same name).
  -r   recurse into directories     -j   junk (don't record) directory names
  -q   quiet operation              -D   do not add directory entries
  -0   store only                   -1   compress faster  -9 compress better
`

const unzipUsage = `Usage: unzip [-opts] file[.zip] [list] [-d exdir]
  Extracts the members in list (default: all) of a zip archive.
  -l   list files (short format)    -t   test compressed archive data
  -p   extract files to pipe, no messages
  -o   overwrite files WITHOUT prompting
  -n   never overwrite existing files
  -q   quiet mode                   -d   extract files into exdir
  -j   junk paths (do not make directories)
  -Z   zipinfo mode: unzip -Z [-12smlhtTzC] file[.zip] [list] [-x xlist]

Member names with ".." components or a leading "/" are extracted below
exdir with those parts removed (zip-slip is refused).
`

func runZip(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("zip")
	recurse := f.Bool('r', "recurse-paths")
	quiet := f.Bool('q', "quiet")
	junk := f.Bool('j', "junk-paths")
	noDirs := f.Bool('D', "no-dir-entries")
	level := 6
	for d := '0'; d <= '9'; d++ {
		d := d
		f.Func(d, "", false, func(string) error { level = int(d - '0'); return nil })
	}
	ops, err := f.parse(inv.Args[1:])
	if errors.Is(err, errVersion) {
		return writeVersion(inv, f.name)
	}
	if errors.Is(err, errHelp) {
		io.WriteString(inv.Stdout, zipUsage)
		return 0
	}
	if err != nil {
		fmt.Fprintf(inv.Stderr, "\nzip error: Invalid command arguments (%s)\n", err)
		return 16
	}
	if len(ops) == 0 {
		io.WriteString(inv.Stdout, zipUsage)
		return 0
	}
	zipName := ops[0]
	if !strings.Contains(path.Base(zipName), ".") {
		zipName += ".zip"
	}
	zipPath := inv.Path(zipName)
	say := func(format string, args ...any) {
		if !*quiet {
			fmt.Fprintf(inv.Stdout, format, args...)
		}
	}
	// Collect the files to add, in command-line order.
	type item struct {
		name, p string
		fi      fs.FileInfo
	}
	var items []item
	seen := map[string]bool{}
	var walk func(name, p string) error
	walk = func(name, p string) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		fi, err := inv.FS.Stat(ctx, p)
		if err != nil || p == zipPath {
			if err != nil {
				fmt.Fprintf(inv.Stderr, "\tzip warning: name not matched: %s\n", name)
			}
			return nil
		}
		entry := strings.TrimLeft(path.Clean(name), "/")
		for strings.HasPrefix(entry, "../") {
			entry = entry[3:]
		}
		if *junk {
			entry = path.Base(entry)
		}
		if fi.IsDir() {
			if !*noDirs && !*junk && entry != "." {
				if !seen[entry+"/"] {
					seen[entry+"/"] = true
					items = append(items, item{entry + "/", p, fi})
				}
			}
			if !*recurse {
				return nil
			}
			entries, err := inv.FS.ReadDir(ctx, p)
			if err != nil {
				fmt.Fprintf(inv.Stderr, "\tzip warning: could not open for reading: %s\n", name)
				return nil
			}
			for _, e := range entries {
				if err := walk(path.Join(name, e.Name()), path.Join(p, e.Name())); err != nil {
					return err
				}
			}
			return nil
		}
		if !seen[entry] {
			seen[entry] = true
			items = append(items, item{entry, p, fi})
		}
		return nil
	}
	for _, op := range ops[1:] {
		if err := walk(op, inv.Path(op)); err != nil {
			return 1
		}
	}
	// Entries of an existing archive are kept unless replaced.
	var old *zip.Reader
	if data, err := vfs.ReadFile(ctx, inv.FS, zipPath); err == nil {
		old, err = zip.NewReader(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			fmt.Fprintf(inv.Stderr, "\nzip error: Zip file structure invalid (%s)\n", zipName)
			return 3
		}
	}
	if len(items) == 0 {
		fmt.Fprintf(inv.Stderr, "\nzip error: Nothing to do! (%s)\n", zipName)
		return 12
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	zw.RegisterCompressor(zip.Deflate, func(w io.Writer) (io.WriteCloser, error) { return flate.NewWriter(w, level) })
	existing := map[string]bool{}
	if old != nil {
		for _, zf := range old.File {
			existing[zf.Name] = true
			if seen[zf.Name] {
				continue
			}
			if err := zw.Copy(zf); err != nil {
				fmt.Fprintf(inv.Stderr, "\nzip error: Zip file structure invalid (%s)\n", zipName)
				return 3
			}
		}
	}
	loc := strftime.Location(inv.Getenv("TZ"))
	for _, it := range items {
		verb := "  adding"
		if existing[it.name] {
			verb = "updating"
		}
		hdr := &zip.FileHeader{Name: it.name, Method: zip.Store}
		// Info-ZIP stores the local time (of the sandbox's TZ), and the
		// UTC time in an extended timestamp field.
		hdr.Modified = it.fi.ModTime().In(loc)
		hdr.SetMode(it.fi.Mode())
		if it.fi.IsDir() {
			if _, err := zw.CreateHeader(hdr); err != nil {
				return 1
			}
			say("%s: %s (stored 0%%)\n", verb, it.name)
			continue
		}
		data, err := vfs.ReadFile(ctx, inv.FS, it.p)
		if err != nil {
			fmt.Fprintf(inv.Stderr, "\tzip warning: could not open for reading: %s\n", it.name)
			continue
		}
		// Deflate unless that does not make it smaller, as Info-ZIP does.
		var comp bytes.Buffer
		if level > 0 && len(data) > 0 {
			fw, _ := flate.NewWriter(&comp, level)
			fw.Write(data)
			fw.Close()
		}
		hdr.CRC32 = crc32.ChecksumIEEE(data)
		hdr.UncompressedSize64 = uint64(len(data))
		method, payload := "stored", data
		if level > 0 && len(data) > 0 && comp.Len() < len(data) {
			hdr.Method, method, payload = zip.Deflate, "deflated", comp.Bytes()
		}
		hdr.CompressedSize64 = uint64(len(payload))
		zipRawTime(hdr)
		w, err := zw.CreateRaw(hdr)
		if err == nil {
			_, err = w.Write(payload)
		}
		if err != nil {
			return 1
		}
		say("%s: %s (%s %d%%)\n", verb, it.name, method, zipPercent(int64(len(data)), int64(len(payload))))
	}
	if err := zw.Close(); err != nil {
		return 1
	}
	if err := vfs.WriteFile(ctx, inv.FS, zipPath, buf.Bytes(), fs.FileMode(0o666&^inv.Umask)); err != nil {
		fmt.Fprintf(inv.Stderr, "zip I/O error: %s\n\nzip error: Could not create output file (%s)\n", vfs.Strerror(err), zipName)
		return 15
	}
	return 0
}

// zipRawTime sets the header's MS-DOS time and extended timestamp from
// Modified, as CreateHeader does and CreateRaw does not (the entry showed
// 1980). MS-DOS time starts in 1980: earlier times are clamped there,
// the extended timestamp keeps them, as Info-ZIP does.
func zipRawTime(hdr *zip.FileHeader) {
	t := hdr.Modified
	switch {
	case t.Year() < 1980:
		t = time.Date(1980, 1, 1, 0, 0, 0, 0, t.Location())
	case t.Year() > 2107:
		t = time.Date(2107, 12, 31, 23, 59, 58, 0, t.Location())
	}
	hdr.ModifiedDate = uint16(t.Day() + int(t.Month())<<5 + (t.Year()-1980)<<9)
	hdr.ModifiedTime = uint16(t.Second()/2 + t.Minute()<<5 + t.Hour()<<11)
	var ut [9]byte
	binary.LittleEndian.PutUint16(ut[0:], 0x5455) // "UT", extended timestamp
	binary.LittleEndian.PutUint16(ut[2:], 5)
	ut[4] = 1 // modification time only
	binary.LittleEndian.PutUint32(ut[5:], uint32(hdr.Modified.Unix()))
	hdr.Extra = append(hdr.Extra, ut[:]...)
}

// zipPercent is Info-ZIP's rounded space saving.
func zipPercent(n, m int64) int64 {
	if n == 0 {
		return 0
	}
	return ((n-m)*100 + n/2) / n
}

func runUnzip(ctx context.Context, inv *shell.Invocation) int {
	if len(inv.Args) > 1 && strings.HasPrefix(inv.Args[1], "-Z") {
		// unzip -Z is zipinfo; the rest of -Z's cluster is its options.
		args := inv.Args[2:]
		if rest := inv.Args[1][2:]; rest != "" {
			args = append([]string{"-" + rest}, args...)
		}
		return zipinfo(ctx, inv, args)
	}
	f := newFlagSet("unzip")
	list := f.Bool('l', "")
	test := f.Bool('t', "")
	pipe := f.Bool('p', "")
	over := f.Bool('o', "")
	never := f.Bool('n', "")
	quiet := f.Count('q', "")
	junk := f.Bool('j', "")
	exdir := f.String('d', "", "")
	ops, err := f.parse(inv.Args[1:])
	if errors.Is(err, errHelp) || (err == nil && len(ops) == 0) {
		io.WriteString(inv.Stdout, unzipUsage)
		return 0
	}
	if err != nil {
		fmt.Fprintf(inv.Stderr, "unzip:  %s\n", err)
		return 10
	}
	name := ops[0]
	arc, size, shown, err := openZipArchive(ctx, inv, name)
	if err == nil {
		defer arc.Close()
	}
	if err != nil {
		fmt.Fprintf(inv.Stderr, "unzip:  cannot find or open %s, %s.zip or %s.ZIP.\n", name, name, name)
		return 9
	}
	if !*pipe && *quiet == 0 {
		fmt.Fprintf(inv.Stdout, "Archive:  %s\n", shown)
	}
	zr, err := zip.NewReader(arc, size)
	if err != nil {
		fmt.Fprintf(inv.Stderr, "  End-of-central-directory signature not found.  Either this file is not\n"+
			"  a zipfile, or it constitutes one disk of a multi-part archive.  In the\n"+
			"  latter case the central directory and zipfile comment will be found on\n"+
			"  the last disk(s) of this archive.\n")
		fmt.Fprintf(inv.Stderr, "unzip:  cannot find zipfile directory in one of %s or\n        %s.zip, and cannot find %s.ZIP, period.\n", shown, shown, shown)
		return 9
	}
	members := ops[1:]
	matched := make([]bool, len(members))
	var files []*zip.File
	for _, zf := range zr.File {
		if len(members) == 0 {
			files = append(files, zf)
			continue
		}
		for i, m := range members {
			if ok, _ := path.Match(m, zf.Name); ok || m == zf.Name {
				matched[i] = true
				files = append(files, zf)
				break
			}
		}
	}
	status := 0
	loc := strftime.Location(inv.Getenv("TZ"))
	switch {
	case *list:
		io.WriteString(inv.Stdout, "  Length      Date    Time    Name\n---------  ---------- -----   ----\n")
		var total uint64
		for _, zf := range files {
			total += zf.UncompressedSize64
			fmt.Fprintf(inv.Stdout, "%9d  %s   %s\n", zf.UncompressedSize64, zipTime(zf, loc).Format("2006-01-02 15:04"), zf.Name)
		}
		plural := "s"
		if len(files) == 1 {
			plural = ""
		}
		fmt.Fprintf(inv.Stdout, "---------                     -------\n%9d                     %d file%s\n", total, len(files), plural)
	case *test:
		bad := 0
		for _, zf := range files {
			err := zipCheck(ctx, zf, io.Discard)
			if *quiet == 0 {
				res := "OK"
				if err != nil {
					res = "bad CRC"
				}
				fmt.Fprintf(inv.Stdout, "    testing: %-22s   %s\n", zf.Name, res)
			}
			if err != nil {
				bad++
			}
		}
		if bad == 0 {
			if *quiet < 2 {
				fmt.Fprintf(inv.Stdout, "No errors detected in compressed data of %s.\n", shown)
			}
		} else {
			fmt.Fprintf(inv.Stdout, "At least one error was detected in %s.\n", shown)
			status = 2
		}
	case *pipe:
		for _, zf := range files {
			if !strings.HasSuffix(zf.Name, "/") {
				if err := zipCheck(ctx, zf, inv.Stdout); err != nil {
					return 2
				}
			}
		}
	default:
		status = unzipExtract(ctx, inv, files, *exdir, *over, *never, *junk, *quiet > 0)
	}
	for i, ok := range matched {
		if !ok {
			fmt.Fprintf(inv.Stderr, "caution: filename not matched:  %s\n", members[i])
			status = 11
		}
	}
	return status
}

// zipCheck copies a member's data to w, checking its CRC.
func zipCheck(ctx context.Context, zf *zip.File, w io.Writer) error {
	rc, err := zf.Open()
	if err != nil {
		return err
	}
	defer rc.Close()
	_, err = io.Copy(w, &countReader{ctx: ctx, r: rc})
	return err
}

func zipTime(zf *zip.File, loc *time.Location) time.Time {
	t := zf.Modified
	if zf.ModifiedTime == 0 && zf.ModifiedDate == 0 {
		return t.In(loc)
	}
	// DOS times are local: show them as stored.
	return time.Date(t.Year(), t.Month(), t.Day(), t.Hour(), t.Minute(), t.Second(), 0, loc)
}

// unzipSafeName removes what Info-ZIP removes from a member name before
// extracting: a leading "/" and every ".." component.
func unzipSafeName(inv *shell.Invocation, name string) (string, int) {
	status := 0
	clean := name
	if strings.HasPrefix(clean, "/") {
		clean = strings.TrimLeft(clean, "/")
		fmt.Fprintf(inv.Stderr, "warning:  stripped absolute path spec from %s\n", name)
		status = 1
	}
	parts := strings.Split(clean, "/")
	kept := parts[:0]
	dotdot := false
	for _, p := range parts {
		if p == ".." {
			dotdot = true
			continue
		}
		kept = append(kept, p)
	}
	if dotdot {
		fmt.Fprintf(inv.Stdout, "warning:  skipped \"../\" path component(s) in %s\n", name)
		status = 1
	}
	return strings.Join(kept, "/"), status
}

func unzipExtract(ctx context.Context, inv *shell.Invocation, files []*zip.File, exdir string, over, never, junk, quiet bool) int {
	status := 0
	base := inv.Dir
	prefix := ""
	if exdir != "" {
		base = inv.Path(exdir)
		prefix = strings.TrimSuffix(exdir, "/") + "/"
	}
	say := func(format string, args ...any) {
		if !quiet {
			fmt.Fprintf(inv.Stdout, format, args...)
		}
	}
	stdin := bufio.NewReader(inv.Stdin)
	all, none := over, never
	umask := fs.FileMode(inv.Umask)
	for _, zf := range files {
		if ctx.Err() != nil {
			return 1
		}
		name, st := unzipSafeName(inv, zf.Name)
		if st > status {
			status = st
		}
		isDir := strings.HasSuffix(zf.Name, "/")
		if junk {
			if isDir {
				continue
			}
			name = path.Base(name)
		}
		if strings.Trim(name, "/") == "" {
			continue
		}
		p := vfs.Abs(base, name)
		shown := prefix + name
		if isDir {
			if _, err := inv.FS.Stat(ctx, p); err != nil {
				say("   creating: %s\n", shown)
			}
			if err := vfs.MkdirAll(ctx, inv.FS, p, 0o777&^umask); err != nil {
				fmt.Fprintf(inv.Stderr, "checkdir error:  cannot create %s\n                 %s\n", shown, vfs.Strerror(err))
				status = 50
			}
			continue
		}
		if _, err := inv.FS.Lstat(ctx, p); err == nil {
			if none {
				continue
			}
			if !all {
				fmt.Fprintf(inv.Stderr, "replace %s? [y]es, [n]o, [A]ll, [N]one, [r]ename: ", shown)
				line, err := stdin.ReadString('\n')
				if err != nil && line == "" {
					fmt.Fprintf(inv.Stderr, " NULL\n(EOF or read error, treating as \"[N]one\" ...)\n")
					none = true
					status = max(status, 1)
					continue
				}
				switch strings.TrimSpace(line) {
				case "y", "Y", "yes":
				case "A":
					all = true
				case "N":
					none = true
					continue
				default:
					continue
				}
			}
		}
		if err := vfs.MkdirAll(ctx, inv.FS, path.Dir(p), 0o777&^umask); err != nil {
			fmt.Fprintf(inv.Stderr, "checkdir error:  cannot create %s\n                 %s\n", path.Dir(shown), vfs.Strerror(err))
			status = 50
			continue
		}
		verb := " extracting"
		if zf.Method == zip.Deflate {
			verb = "  inflating"
		}
		say("%s: %-22s  \n", verb, shown)
		mode := zf.Mode()
		if mode&fs.ModeSymlink != 0 {
			var target bytes.Buffer
			if err := zipCheck(ctx, zf, &zipLinkBuffer{&target, 4096}); err == nil {
				inv.FS.Remove(ctx, p)
				if err := inv.FS.Symlink(ctx, target.String(), p); err != nil {
					fmt.Fprintf(inv.Stderr, "error:  cannot create %s\n        %s\n", shown, vfs.Strerror(err))
					status = 50
				}
			}
			continue
		}
		perm := mode.Perm()
		if perm == 0 {
			perm = 0o666
		}
		out, err := inv.FS.OpenFile(ctx, p, vfs.O_WRONLY|vfs.O_CREATE|vfs.O_TRUNC, perm&^umask)
		if err != nil {
			fmt.Fprintf(inv.Stderr, "error:  cannot create %s\n        %s\n", shown, vfs.Strerror(err))
			status = 50
			continue
		}
		err = zipCheck(ctx, zf, out)
		out.Close()
		if err != nil {
			var pe *fs.PathError
			if errors.As(err, &pe) {
				fmt.Fprintf(inv.Stderr, "%s:  write error (disk full?).\n", shown)
				status = 50
				continue
			}
			fmt.Fprintf(inv.Stderr, "  error:  invalid compressed data to inflate %s\n", shown)
			status = 2
			continue
		}
		mt := zipTime(zf, time.UTC)
		inv.FS.Chtimes(ctx, p, mt, mt)
	}
	return status
}

// zipLinkBuffer stops a symlink target from growing without bound.
type zipLinkBuffer struct {
	b     *bytes.Buffer
	limit int
}

func (l *zipLinkBuffer) Write(p []byte) (int, error) {
	if l.b.Len()+len(p) > l.limit {
		return 0, errors.New("symlink target too long")
	}
	return l.b.Write(p)
}

// openZipArchive opens the archive NAME as unzip and zipinfo look for it:
// NAME, then NAME.zip. The archive is read in place (vfs.File is a
// ReaderAt), not loaded; shown is the name found.
func openZipArchive(ctx context.Context, inv *shell.Invocation, name string) (arc vfs.File, size int64, shown string, err error) {
	open := func(n string) (vfs.File, int64, error) {
		f, err := vfs.Open(ctx, inv.FS, inv.Path(n))
		if err != nil {
			return nil, 0, err
		}
		fi, err := f.Stat()
		if err == nil && fi.IsDir() {
			err = vfs.ErrIsDir
		}
		if err != nil {
			f.Close()
			return nil, 0, err
		}
		return f, fi.Size(), nil
	}
	arc, size, err = open(name)
	shown = name
	if err != nil && !strings.HasSuffix(name, ".zip") {
		if a2, s2, err2 := open(name + ".zip"); err2 == nil {
			arc, size, err, shown = a2, s2, nil, name+".zip"
		}
	}
	return arc, size, shown, err
}
