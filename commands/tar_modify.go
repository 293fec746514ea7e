package commands

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
)

// scanEnd reads the archive in f from the start and returns where its
// end-of-archive marker begins; each member is passed to fn.
func (t *tarRun) scanEnd(f io.Reader, fn func(m *tarMember)) (int64, int, bool) {
	s := t.newScan(f)
	t.scan = s
	var last *tarMember
	for {
		m, st, err := s.next()
		if err == errTarEnd {
			break
		}
		if err != nil {
			return 0, st, false
		}
		if last != nil && fn != nil {
			fn(last)
		}
		last = m
	}
	end := int64(0)
	if last != nil {
		end = last.end
		if fn != nil {
			fn(last)
		}
	}
	t.scan = nil
	return end, 0, true
}

// openUpdate opens the archive of -r, -u, -A and --delete for reading and
// writing; standard input and output cannot be rewritten.
func (t *tarRun) openUpdate(create bool) (vfs.File, int) {
	if t.archive == "" {
		return nil, t.fatal("Options '-Aru' are incompatible with '-f -'")
	}
	flags := vfs.O_RDWR
	if create {
		flags |= vfs.O_CREATE
	}
	f, err := t.inv.FS.OpenFile(t.ctx, t.archive, flags, 0o666&^fs.FileMode(t.inv.Umask))
	if err != nil {
		return nil, t.fatal("%s: Cannot open: %s", t.arcName, vfs.Strerror(err))
	}
	return f, 0
}

// appendMembers is -r and -u: the names are written after the archive's
// last member; -u skips files not newer than their copy in the archive.
func (t *tarRun) appendMembers() int {
	f, st := t.openUpdate(true)
	if f == nil {
		return st
	}
	defer f.Close()
	latest := map[string]time.Time{}
	fi, _ := f.Stat()
	end := int64(0)
	if fi != nil && fi.Size() > 0 {
		var ok bool
		end, st, ok = t.scanEnd(f, func(m *tarMember) {
			n := strings.TrimSuffix(m.hdr.Name, "/")
			if old, seen := latest[n]; !seen || m.hdr.ModTime.After(old) {
				latest[n] = m.hdr.ModTime
			}
		})
		if !ok {
			return st
		}
		if t.failed {
			return 2
		}
	}
	if _, err := f.Seek(end, io.SeekStart); err != nil {
		return t.fatal("%s: Cannot seek: %s", t.arcName, vfs.Strerror(err))
	}
	t.writeBlock = end / 512
	o, err := t.openOut(f, end)
	if err != nil {
		return t.fatal("%s", err)
	}
	var skip func(string, fs.FileInfo) bool
	if t.mode == 'u' {
		skip = func(name string, fi fs.FileInfo) bool {
			old, ok := latest[strings.TrimSuffix(t.transform(name, 'r'), "/")]
			return ok && !fi.ModTime().Truncate(time.Second).After(old)
		}
	}
	if st := t.writeNames(o, skip); st != 0 {
		return st
	}
	if err := o.close(t); err != nil {
		return t.writeFailed(err)
	}
	if err := f.Truncate(o.rec.n); err != nil {
		return t.writeFailed(err)
	}
	t.finishRemove()
	return 0
}

// concatenate is -A: the members of each named archive are copied after
// the last member of the archive.
func (t *tarRun) concatenate() int {
	f, st := t.openUpdate(true)
	if f == nil {
		return st
	}
	defer f.Close()
	end, st, ok := t.scanEnd(f, nil)
	if !ok {
		return st
	}
	pos := end
	for _, n := range t.names {
		p := t.inv.Path(n.pat)
		if p == t.archive {
			continue // GNU skips the archive itself silently
		}
		src, err := vfs.Open(t.ctx, t.inv.FS, p)
		if err != nil {
			t.errorf("%s: Cannot open: %s", n.pat, vfs.Strerror(err))
			continue
		}
		saveName := t.arcName
		t.arcName = n.pat
		srcEnd, st, ok := t.scanEnd(src, func(m *tarMember) {
			if t.verbose > 0 {
				t.printEntry(t.inv.Stdout, m.hdr, m.hdr.Name)
			}
		})
		t.arcName = saveName
		if !ok {
			src.Close()
			return st
		}
		// GNU copies the whole records it read, the one holding the
		// end-of-archive marker too: a member after it is only seen
		// with -i.
		if fi, err := src.Stat(); err == nil {
			srcEnd = min(fi.Size(), roundRecord(srcEnd+512, t.recordSize))
		}
		if _, err := f.Seek(pos, io.SeekStart); err == nil {
			_, err = io.Copy(f, io.NewSectionReader(src, 0, srcEnd))
			if err != nil {
				src.Close()
				return t.writeFailed(err)
			}
		}
		src.Close()
		pos += srcEnd
	}
	return t.finishRewrite(f, pos)
}

// finishRewrite writes the end-of-archive marker at pos, pads the last
// record and cuts the file there.
func (t *tarRun) finishRewrite(f vfs.File, pos int64) int {
	total := roundRecord(pos+1024, t.recordSize)
	if _, err := f.Seek(pos, io.SeekStart); err != nil {
		return t.writeFailed(err)
	}
	if _, err := io.CopyN(f, zeroReader{}, total-pos); err != nil {
		return t.writeFailed(err)
	}
	if err := f.Truncate(total); err != nil {
		return t.writeFailed(err)
	}
	t.bytesWritten = total
	return 0
}

// deleteMembers is --delete: the members named are cut out of the archive
// and the rest moved down over them.
func (t *tarRun) deleteMembers() int {
	if t.archive != "" {
		if _, err := t.inv.FS.Stat(t.ctx, t.archive); errors.Is(err, vfs.ErrNotExist) {
			// GNU reads a missing archive as an empty one.
			t.reportNotFound()
			return 0
		}
	}
	f, st := t.openUpdate(false)
	if f == nil {
		return st
	}
	defer f.Close()
	type span struct{ start, end int64 }
	var keep []span
	end, st, ok := t.scanEnd(f, func(m *tarMember) {
		if len(t.names) > 0 && t.wanted(m.hdr.Name) {
			if t.verbose > 0 {
				t.printEntry(t.inv.Stdout, m.hdr, m.hdr.Name)
			}
			return
		}
		if n := len(keep); n > 0 && keep[n-1].end == m.start {
			keep[n-1].end = m.end
			return
		}
		keep = append(keep, span{m.start, m.end})
	})
	if !ok {
		return st
	}
	t.bytesRead = roundRecord(end, t.recordSize)
	pos := int64(0)
	buf := make([]byte, 64<<10)
	for _, k := range keep {
		if k.start == pos {
			pos = k.end
			continue
		}
		// Move the span down: reads always lie ahead of writes.
		for off := k.start; off < k.end; {
			if t.ctx.Err() != nil {
				return 2
			}
			n := min(int64(len(buf)), k.end-off)
			if _, err := f.ReadAt(buf[:n], off); err != nil {
				return t.fatal("%s: Read error: %s", t.arcName, vfs.Strerror(err))
			}
			if _, err := f.Seek(pos, io.SeekStart); err != nil {
				return t.writeFailed(err)
			}
			if _, err := f.Write(buf[:n]); err != nil {
				return t.writeFailed(err)
			}
			off += n
			pos += n
		}
	}
	if st := t.finishRewrite(f, pos); st != 0 {
		return st
	}
	t.reportNotFound()
	return 0
}

// testLabel is --test-label: print the volume label, or tell whether it
// matches one of the operands (status 1 when none does).
func (t *tarRun) testLabel() int {
	in, closeFn, st := t.openArchiveIn()
	if in == nil {
		return st
	}
	defer closeFn()
	s := t.newScan(in)
	m, st, err := s.next()
	if err != nil && err != errTarEnd {
		return st
	}
	label, has := "", false
	if m != nil && m.hdr.Typeflag == tarTypeVolume {
		label, has = m.hdr.Name, true
	}
	if len(t.names) == 0 {
		if has {
			fmt.Fprintln(t.inv.Stdout, label)
		}
		return 0
	}
	if t.verbose > 0 && has {
		fmt.Fprintln(t.inv.Stdout, label)
	}
	for _, n := range t.names {
		if has && n.matchWhole(n.pat, label) {
			return 0
		}
		if !n.wildcards && hasWildcards(n.pat) && t.match.wildcards == nil {
			t.patternWarning = true
		}
	}
	if t.verbose > 0 {
		t.warnf("Archive label mismatch")
	}
	if t.patternWarning {
		t.warnf("Pattern matching characters used in file names")
		t.warnf("Use --wildcards to enable pattern matching, or --no-wildcards to suppress this warning")
	}
	return 1
}
