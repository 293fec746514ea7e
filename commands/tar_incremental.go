package commands

import (
	"archive/tar"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
)

// GNU tar's incremental dumps (-g/--listed-incremental, -G/--incremental),
// in GNU's format: each directory is a 'D' (dumpdir) member whose data
// lists its entries, each marked Y (in this archive), N (unchanged, in an
// earlier one) or D (a directory), NUL-terminated, with a NUL at the end.
// The snapshot file (format 2) holds the dump's start time and, for each
// directory, its time, device, inode, name and dumpdir.

// tarTypeDumpdir is GNU's dumpdir member type.
const tarTypeDumpdir = 'D'

// tarSnapshotVersion heads a snapshot file of format 2.
const tarSnapshotVersion = "GNU tar-1.34-2\n"

// tarSnapshot is what a snapshot file says of the previous dump.
type tarSnapshot struct {
	time time.Time       // when the previous dump started
	dirs map[string]bool // the directories it dumped
	// ids are their devices and inodes: GNU knows a directory by them
	// too, under another name (-C d e after ./e).
	ids map[[2]uint64]bool
}

// knows reports whether the snapshot has the directory.
func (s *tarSnapshot) knows(name string, fi fs.FileInfo) bool {
	if s.dirs[name] {
		return true
	}
	st := vfs.Stat(fi)
	return st != nil && st.Ino != 0 && s.ids[[2]uint64{st.Dev, st.Ino}]
}

// readSnapshot reads the -g file; ok is false when there is none (or
// --level=0), which makes a level-0 dump.
func (t *tarRun) readSnapshot() (*tarSnapshot, bool, error) {
	if t.incLevel0 {
		return nil, false, nil
	}
	p := t.inv.Path(t.snapshotFile)
	fi, err := t.inv.FS.Stat(t.ctx, p)
	if err != nil {
		return nil, false, nil
	}
	if fi.Size() == 0 || !fi.Mode().IsRegular() {
		return nil, false, nil // an empty file (or /dev/null) is no snapshot
	}
	if limit := t.inv.Limits.WithDefaults().MaxFileBytes; fi.Size() > limit {
		return nil, false, fmt.Errorf("%s: snapshot file is too large (%d bytes)", t.snapshotFile, fi.Size())
	}
	data, err := vfs.ReadFile(t.ctx, t.inv.FS, p)
	if err != nil {
		return nil, false, fmt.Errorf("%s: Cannot open: %s", t.snapshotFile, vfs.Strerror(err))
	}
	snap, err := parseSnapshot(string(data))
	if err == errSnapshotOld {
		// GNU reads a file without its header as format 0 or 1, whose
		// first line is a time.
		return nil, false, fmt.Errorf("%s:1: Invalid time stamp: Invalid argument", t.snapshotFile)
	}
	if err != nil {
		return nil, false, fmt.Errorf("%s: %s", t.snapshotFile, err)
	}
	return snap, true, nil
}

// errSnapshotOld is a snapshot without the header of format 2.
var errSnapshotOld = errors.New("old snapshot format")

// parseSnapshot parses a snapshot of format 2.
func parseSnapshot(s string) (*tarSnapshot, error) {
	head, rest, ok := strings.Cut(s, "\n")
	if !ok || !strings.HasPrefix(head, "GNU tar-") {
		return nil, errSnapshotOld
	}
	if !strings.HasSuffix(head, "-2") {
		// Format 1 (tar 1.16 to 1.19): its directories are not read here,
		// which makes a dump of everything.
		return &tarSnapshot{dirs: map[string]bool{}, ids: map[[2]uint64]bool{}}, nil
	}
	// Every field ends with a NUL: what follows the last one is no field.
	toks := strings.Split(rest, "\x00")
	toks = toks[:len(toks)-1]
	i := 0
	next := func() (string, bool) {
		if i >= len(toks) {
			return "", false
		}
		i++
		return toks[i-1], true
	}
	num := func() (int64, error) {
		v, ok := next()
		if !ok {
			return 0, fmt.Errorf("Unexpected EOF in snapshot file")
		}
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return 0, fmt.Errorf("Invalid time stamp")
		}
		return n, nil
	}
	sec, err := num()
	if err != nil {
		return nil, err
	}
	nsec, err := num()
	if err != nil {
		return nil, err
	}
	if nsec < 0 || nsec >= 1e9 {
		return nil, fmt.Errorf("Invalid time stamp")
	}
	snap := &tarSnapshot{time: time.Unix(sec, nsec), dirs: map[string]bool{}, ids: map[[2]uint64]bool{}}
	for i < len(toks) {
		var f [5]int64 // nfs, time (2), device, inode
		for k := range f {
			if f[k], err = num(); err != nil {
				return nil, err
			}
		}
		name, ok := next()
		if !ok {
			return nil, fmt.Errorf("Unexpected EOF in snapshot file")
		}
		snap.dirs[name] = true
		if f[4] != 0 {
			snap.ids[[2]uint64{uint64(f[3]), uint64(f[4])}] = true
		}
		for {
			e, ok := next()
			if !ok {
				return nil, fmt.Errorf("Unexpected EOF in snapshot file")
			}
			if e == "" {
				break
			}
		}
		if e, ok := next(); !ok || e != "" {
			return nil, fmt.Errorf("Missing record terminator")
		}
	}
	return snap, nil
}

// tarIncItem is a name of an incremental dump: a file named on the
// command line or a directory found below one.
type tarIncItem struct {
	name, p, disp string // member name (no trailing /), path, name for messages
	fi            fs.FileInfo
	entries       []tarIncEntry // a directory's, by name
	isNew         bool          // a directory the snapshot does not have
}

type tarIncEntry struct {
	mark byte // 'Y', 'N' or 'D'
	name string
}

// dumpdir is a directory's dumpdir data.
func (it *tarIncItem) dumpdir() []byte {
	var b bytes.Buffer
	for _, e := range it.entries {
		b.WriteByte(e.mark)
		b.WriteString(e.name)
		b.WriteByte(0)
	}
	b.WriteByte(0)
	return b.Bytes()
}

// createIncremental writes an incremental dump as GNU does: first every
// name, sorted, a directory as its dumpdir member (a file only if it
// changed), then the changed files of each directory.
func (t *tarRun) createIncremental(o *tarOut) int {
	ctx, inv := t.ctx, t.inv
	var snap *tarSnapshot
	have := false
	if t.snapshotFile != "" {
		var err error
		if snap, have, err = t.readSnapshot(); err != nil {
			return t.fatal("%s", err)
		}
	}
	changed := func(fi fs.FileInfo) bool {
		if !have {
			return true
		}
		if !fi.ModTime().Before(snap.time) {
			return true
		}
		st := vfs.Stat(fi)
		return st != nil && !st.Ctime.IsZero() && !st.Ctime.Before(snap.time)
	}
	var items []*tarIncItem
	seen := map[string]bool{}
	var collect func(name, p, disp string) error
	collect = func(name, p, disp string) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		if seen[name] || t.excluded(name) {
			return nil
		}
		fi, err := inv.FS.Lstat(ctx, p)
		if err != nil {
			t.errorf("%s: Cannot stat: %s", disp, vfs.Strerror(err))
			return nil
		}
		seen[name] = true
		it := &tarIncItem{name: name, p: p, disp: disp, fi: fi}
		items = append(items, it)
		if !fi.IsDir() {
			return nil
		}
		it.isNew = !have || !snap.knows(name, fi)
		if it.isNew && t.verbose > 0 && t.warns("new-directory") {
			t.warnf("%s: Directory is new", t.quote(disp))
		}
		ents, err := inv.FS.ReadDir(ctx, p)
		if err != nil {
			t.errorf("%s: Cannot open: %s", disp, vfs.Strerror(err))
			return nil
		}
		sort.Slice(ents, func(i, j int) bool { return ents[i].Name() < ents[j].Name() })
		base := name + "/" // "." lists its entries as ./NAME, as GNU does
		var subdirs []string
		for _, e := range ents {
			child := base + e.Name()
			cfi, err := inv.FS.Lstat(ctx, path.Join(p, e.Name()))
			if err != nil {
				continue
			}
			mark := byte('N')
			switch {
			case t.excluded(child):
				// GNU lists what it excludes as unchanged: extraction
				// keeps it.
			case cfi.IsDir():
				mark = 'D'
				subdirs = append(subdirs, e.Name())
			case it.isNew || changed(cfi):
				mark = 'Y'
			}
			it.entries = append(it.entries, tarIncEntry{mark, e.Name()})
		}
		for _, d := range subdirs {
			if err := collect(base+d, path.Join(p, d), path.Join(disp, d)); err != nil {
				return err
			}
		}
		return nil
	}
	for _, n := range t.names {
		name := strings.TrimSuffix(t.memberName(n.pat, true), "/")
		if name == "" {
			name = "."
		}
		if err := collect(name, vfs.Abs(n.dir, n.pat), n.pat); err != nil {
			return 2
		}
	}
	sort.SliceStable(items, func(i, j int) bool { return items[i].name < items[j].name })
	for _, it := range items {
		w := &tarWalk{o: o, top: true, noRecurse: true}
		if it.fi.IsDir() {
			w.dumpdir = it.dumpdir()
		} else if !changed(it.fi) {
			continue
		}
		if err := t.add(w, it.p, it.name, it.disp, nil); err != nil {
			return t.writeFailed(err)
		}
	}
	for _, it := range items {
		for _, e := range it.entries {
			if ctx.Err() != nil {
				return 2
			}
			if e.mark != 'Y' {
				continue
			}
			name := it.name + "/" + e.name
			if it.name == "." {
				name = "./" + e.name
			}
			w := &tarWalk{o: o, top: true, noRecurse: true}
			if err := t.add(w, path.Join(it.p, e.name), name, path.Join(it.disp, e.name), nil); err != nil {
				return t.writeFailed(err)
			}
		}
	}
	if t.snapshotFile == "" {
		return 0
	}
	// The new snapshot: this dump's start time and its directories.
	var b bytes.Buffer
	b.WriteString(tarSnapshotVersion)
	fmt.Fprintf(&b, "%d\x00%d\x00", t.now.Unix(), t.now.Nanosecond())
	for _, it := range items {
		if !it.fi.IsDir() {
			continue
		}
		var dev, ino uint64
		if st := vfs.Stat(it.fi); st != nil {
			dev, ino = st.Dev, st.Ino
		}
		mt := it.fi.ModTime()
		fmt.Fprintf(&b, "0\x00%d\x00%d\x00%d\x00%d\x00%s\x00", mt.Unix(), mt.Nanosecond(), dev, ino, it.name)
		b.Write(it.dumpdir())
		b.WriteByte(0)
	}
	if err := vfs.WriteFile(ctx, inv.FS, inv.Path(t.snapshotFile), b.Bytes(), 0o666&^fs.FileMode(inv.Umask)); err != nil {
		return t.fatal("%s: Cannot write: %s", t.snapshotFile, vfs.Strerror(err))
	}
	return 0
}

// readDumpdir reads a dumpdir member's data and makes it a directory.
func (t *tarRun) readDumpdir(r io.Reader, hdr *tar.Header) ([]tarIncEntry, error) {
	n, err := budget(t.inv).Alloc(hdr.Size)
	if err != nil {
		return nil, fmt.Errorf("%s: dumpdir: %v", hdr.Name, err)
	}
	data := make([]byte, n)
	if _, err := io.ReadFull(r, data); err != nil {
		return nil, err
	}
	hdr.Typeflag = tar.TypeDir
	var out []tarIncEntry
	for _, e := range strings.Split(string(data), "\x00") {
		if e == "" {
			break
		}
		out = append(out, tarIncEntry{e[0], e[1:]})
	}
	return out, nil
}

// listDumpdir prints a dumpdir's entries as GNU's -tvv with -g or -G.
func (t *tarRun) listDumpdir(w io.Writer, entries []tarIncEntry) {
	for _, e := range entries {
		fmt.Fprintf(w, "%c %s\n", e.mark, e.name)
	}
	fmt.Fprintln(w)
}

// purgeDirectory removes, when extracting an incremental dump, what the
// directory p holds that its dumpdir does not list: files deleted
// between the dumps.
func (t *tarRun) purgeDirectory(p, name string, entries []tarIncEntry) {
	ctx, inv := t.ctx, t.inv
	keep := map[string]bool{}
	for _, e := range entries {
		if e.mark == 'Y' || e.mark == 'N' || e.mark == 'D' {
			keep[e.name] = true
		}
	}
	ents, err := inv.FS.ReadDir(ctx, p)
	if err != nil {
		return
	}
	base := strings.TrimSuffix(name, "/")
	for _, e := range ents {
		if ctx.Err() != nil {
			return
		}
		if keep[e.Name()] {
			continue
		}
		full := base + "/" + e.Name()
		if t.verbose > 0 {
			fmt.Fprintf(t.listOut(false), "tar: Deleting %s\n", quoteArg(full))
		}
		if err := vfs.RemoveAll(ctx, inv.FS, path.Join(p, e.Name())); err != nil {
			t.errorf("%s: Cannot remove: %s", full, vfs.Strerror(err))
		}
	}
}
