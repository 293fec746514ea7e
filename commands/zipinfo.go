package commands

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"io"
	"path"
	"strings"
	"time"

	"github.com/computerwelt/computerwelt/internal/limits"
	"github.com/computerwelt/computerwelt/internal/strftime"
	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{Name: "zipinfo", Summary: "list detailed information about a zip archive", Usage: zipinfoUsage, Run: runZipinfo})
}

const zipinfoUsage = `ZipInfo 3.00 of 20 April 2009, by Greg Roelofs and the Info-ZIP group.

List name, date/time, attribute, size, compression method, etc., about files
in list (excluding those in xlist) contained in the specified .zip archive(s).
"file[.zip]" may be a wildcard name containing *, ?, [] (e.g., "[a-j]*.zip").

   usage:  zipinfo [-12smlvChMtTz] file[.zip] [list...] [-x xlist...]
      or:  unzip -Z [-12smlvChMtTz] file[.zip] [list...] [-x xlist...]

main listing-format options:             -s  short Unix "ls -l" format (def.)
  -1  filenames ONLY, one per line       -m  medium Unix "ls -l" format
  -2  just filenames but allow -h/-t/-z  -l  long Unix "ls -l" format
                                         -v  verbose, multi-page format
miscellaneous options:
  -h  print header line       -t  print totals for listed files or for all
  -z  print zipfile comment   -T  print file times in sortable decimal format
  -C  be case-insensitive     -M  page output through built-in "more"
  -x  exclude filenames that follow from listing
`

func runZipinfo(ctx context.Context, inv *shell.Invocation) int {
	return zipinfo(ctx, inv, inv.Args[1:])
}

// zipinfoEntry is one central directory record, as zipinfo shows it.
type zipinfoEntry struct {
	name                  string
	madeBy, flags, method uint16
	dosTime, dosDate      uint16
	internal              uint16
	external              uint32
	csize, usize          uint64
	extra                 []byte
	mtime                 int64 // the UT extra field's, when hasUT
	hasUT, encrypted      bool
	// for -v: the version needed, CRC, local header's offset, first
	// disk and the entry's comment.
	verNeeded, disk uint16
	crc             uint32
	offset          uint64
	comment         string
}

// zipinfo is Info-ZIP's zipinfo (also unzip -Z): the listing formats -1,
// -2, -s (the default), -m, -l, with -h, -t, -z and -T, byte for byte as
// UnZip 6.0 prints them, and -v, the verbose format (zipinfo_verbose.go).
func zipinfo(ctx context.Context, inv *shell.Invocation, args []string) int {
	lflag := -1
	hflag, tflag, zflag, decimal, icase := false, false, false, false, false
	var ops, excl []string
	inExcl := false
	for _, a := range args {
		if len(a) > 1 && a[0] == '-' && !inExcl || a == "-x" {
			if a == "-x" {
				inExcl = true
				continue
			}
			for _, c := range a[1:] {
				switch c {
				case '1':
					lflag = 1
				case '2':
					lflag = 2
				case 's':
					lflag = 3
				case 'm':
					lflag = 4
				case 'l':
					lflag = 5
				case 'h':
					hflag = true
					if lflag == -1 {
						lflag = 0
					}
				case 't':
					tflag = true
					if lflag == -1 {
						lflag = 0
					}
				case 'z':
					zflag = true
				case 'T':
					decimal = true
				case 'C':
					icase = true
				case 'M':
				case 'v':
					lflag = 10
				default:
					fmt.Fprintf(inv.Stderr, "zipinfo:  bad option: -%c\n", c)
					return 10
				}
			}
			continue
		}
		if inExcl {
			excl = append(excl, a)
		} else {
			ops = append(ops, a)
		}
	}
	if len(ops) == 0 {
		io.WriteString(inv.Stdout, zipinfoUsage)
		return 0
	}
	specs := ops[1:]
	selected := len(specs)+len(excl) > 0
	if lflag < 0 || ((hflag || tflag) && selected && lflag == 0) {
		lflag = 3
	}
	switch lflag {
	case 1:
		hflag, tflag, zflag = false, false, false
	case 3, 4, 5:
		hflag = hflag || !selected
		tflag = tflag || !selected
	}
	name := ops[0]
	arc, size, shown, err := openZipArchive(ctx, inv, name)
	// With -1 the messages go to standard error, else to the listing.
	msgs := inv.Stdout
	if lflag == 1 {
		msgs = inv.Stderr
	}
	if err != nil {
		fmt.Fprintf(msgs, "zipinfo:  cannot find or open %s, %s.zip or %s.ZIP.\n", name, name, name)
		return 9
	}
	defer arc.Close()
	entries, end, ok := zipinfoDirectory(arc, size, budget(inv))
	total, comment := end.total, end.comment
	if !ok {
		if lflag != 1 {
			fmt.Fprintf(inv.Stdout, "Archive:  %s\n", shown)
		}
		fmt.Fprintf(msgs, "[%s]\n", shown)
		fmt.Fprintf(msgs, "  End-of-central-directory signature not found.  Either this file is not\n"+
			"  a zipfile, or it constitutes one disk of a multi-part archive.  In the\n"+
			"  latter case the central directory and zipfile comment will be found on\n"+
			"  the last disk(s) of this archive.\n")
		fmt.Fprintf(msgs, "zipinfo:  cannot find zipfile directory in one of %s or\n          %s.zip, and cannot find %s.ZIP, period.\n", shown, shown, shown)
		return 9
	}
	out := inv.Stdout
	if lflag == 10 {
		hflag, tflag, zflag = false, false, false
		zipinfoVerboseHead(out, shown, end, size)
	}
	if hflag {
		fmt.Fprintf(out, "Archive:  %s\n", shown)
	}
	if zflag && comment != "" {
		fmt.Fprintf(out, "%s\n", comment)
	}
	if hflag {
		fmt.Fprintf(out, "Zip file size: %d bytes, number of entries: %d\n", size, total)
	}
	if len(entries) == 0 {
		fmt.Fprintf(out, "Empty zipfile.\n")
		return 1
	}
	match := func(pat, n string) bool {
		if icase {
			pat, n = strings.ToLower(pat), strings.ToLower(n)
		}
		return zipinfoMatch(pat, n)
	}
	matched := make([]bool, len(specs))
	xmatched := make([]bool, len(excl))
	loc := strftime.Location(inv.Getenv("TZ"))
	var members, totU, totC uint64
	for idx, e := range entries {
		if ctx.Err() != nil {
			return 1
		}
		want := len(specs) == 0
		for i, s := range specs {
			if match(s, e.name) {
				matched[i], want = true, true
			}
		}
		for i, x := range excl {
			if match(x, e.name) {
				xmatched[i], want = true, false
			}
		}
		if !want {
			continue
		}
		members++
		totU += e.usize
		c := e.csize
		if e.encrypted && c >= 12 {
			c -= 12
		}
		totC += c
		switch lflag {
		case 1, 2:
			fmt.Fprintf(out, "%s\n", e.name)
		case 3, 4, 5:
			io.WriteString(out, zipinfoLine(e, lflag, decimal, loc))
		case 10:
			io.WriteString(out, zipinfoVerbose(e, uint64(idx)+1, loc))
		}
	}
	if lflag == 10 {
		io.WriteString(out, "\n") // zi_long's listing ends with a blank line
	}
	if tflag {
		sgn, r := "", zipRatio(totU, totC)
		if r < 0 {
			sgn, r = "-", -r
		}
		plural := "s"
		if members == 1 {
			plural = ""
		}
		fmt.Fprintf(out, "%d file%s, %d bytes uncompressed, %d bytes compressed:  %s%d.%d%%\n", members, plural, totU, totC, sgn, r/10, r%10)
	}
	for i, ok := range matched {
		if !ok {
			fmt.Fprintf(inv.Stderr, "caution: filename not matched:  %s\n", specs[i])
		}
	}
	for i, ok := range xmatched {
		if !ok {
			fmt.Fprintf(inv.Stderr, "caution: excluded filename not matched:  %s\n", excl[i])
		}
	}
	if members == 0 && len(specs) > 0 {
		return 11 // nothing listed
	}
	return 0
}

// zipRatio is UnZip's ratio(): the space saved in tenths of a percent,
// rounded, negative when the data grew.
func zipRatio(uc, c uint64) int {
	if uc == 0 {
		return 0
	}
	num, denom := uint64(1000), uc
	if uc > 2000000 {
		num, denom = 1, uc/1000
	}
	if uc >= c {
		return int((num*(uc-c) + denom/2) / denom)
	}
	return -int((num*(c-uc) + denom/2) / denom)
}

var zipinfoHosts = []string{"fat", "ami", "vms", "unx", "vcm", "atr", "hpf", "mac", "zzz", "cpm", "t20", "ntf", "qds", "aos", "vfa", "mvs", "acn", "tan", "ntf", "mvs", "tan", "os4", "osx"}

// zipinfoLine is one entry in the -s, -m or -l format.
func zipinfoLine(e zipinfoEntry, lflag int, decimal bool, loc *time.Location) string {
	host := int(e.madeBy >> 8)
	hostName := "???"
	if host < len(zipinfoHosts) {
		hostName = zipinfoHosts[host]
	}
	ver := e.madeBy & 0xff
	attribs := zipinfoAttribs(e, host)
	x0 := byte('b')
	if e.internal&1 != 0 {
		x0 = 't'
	}
	if e.encrypted {
		x0 -= 'a' - 'A'
	}
	x1 := byte('-')
	switch {
	case e.flags&8 != 0 && len(e.extra) > 0:
		x1 = 'X'
	case e.flags&8 != 0:
		x1 = 'l'
	case len(e.extra) > 0:
		x1 = 'x'
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%-10s  %d.%d %s %8d %c%c", attribs, ver/10, ver%10, hostName, e.usize, x0, x1)
	switch lflag {
	case 4:
		c := e.csize
		if e.encrypted && c >= 12 {
			c -= 12
		}
		r := zipRatio(e.usize, c)
		fmt.Fprintf(&b, "%3d%%", (r+5)/10)
	case 5:
		fmt.Fprintf(&b, " %8d", e.csize)
	}
	fmt.Fprintf(&b, " %s ", zipinfoMethod(e))
	var t time.Time
	if e.hasUT {
		t = time.Unix(e.mtime, 0).In(loc)
	} else {
		t = time.Date(1980+int(e.dosDate>>9), time.Month(e.dosDate>>5&15), int(e.dosDate&31),
			int(e.dosTime>>11), int(e.dosTime>>5&63), int(e.dosTime&31)*2, 0, time.UTC)
	}
	if decimal {
		fmt.Fprintf(&b, "%04d%02d%02d.%02d%02d%02d", t.Year(), int(t.Month()), t.Day(), t.Hour(), t.Minute(), t.Second())
	} else {
		fmt.Fprintf(&b, "%02d-%s-%02d %02d:%02d", t.Year()%100, t.Month().String()[:3], t.Day(), t.Hour(), t.Minute())
	}
	b.WriteString(" " + e.name + "\n")
	return b.String()
}

func zipinfoMethod(e zipinfoEntry) string {
	sub := "NXFS"[e.flags>>1&3]
	switch m := e.method; {
	case m == 0:
		return "stor"
	case m == 1:
		return "shrk"
	case m >= 2 && m <= 5:
		return fmt.Sprintf("re:%d", m-1)
	case m == 6:
		d, t := '4', '2'
		if e.flags&2 != 0 {
			d = '8'
		}
		if e.flags&4 != 0 {
			t = '3'
		}
		return fmt.Sprintf("i%c:%c", d, t)
	case m == 7:
		return "tokn"
	case m == 8:
		return "def" + string(sub)
	case m == 9:
		return "d64" + string(sub)
	case m == 10:
		return "dcli"
	case m == 12:
		return "bzp2"
	case m == 14:
		return "lzma"
	case m == 18:
		return "ibmT"
	case m == 19:
		return "ibmZ"
	case m == 97:
		return "wavp"
	case m == 98:
		return "ppmd"
	default:
		return fmt.Sprintf("u%03d", m%1000)
	}
}

// zipinfoAttribs is the permission string: ls -l's for Unix-made
// entries, the MS-DOS attributes (d r w x a h s) for the others.
func zipinfoAttribs(e zipinfoEntry, host int) string {
	mode := uint32(e.external >> 16)
	if host != 3 || mode == 0 {
		a := []byte("-r-----")
		x := e.external & 0xff
		if x&0x10 != 0 {
			a[0] = 'd'
		}
		if x&0x01 == 0 {
			a[2] = 'w'
		}
		ext := strings.ToLower(path.Ext(e.name))
		if x&0x10 != 0 || ext == ".exe" || ext == ".com" || ext == ".btm" || ext == ".bat" || ext == ".cmd" {
			a[3] = 'x'
		}
		if x&0x20 != 0 {
			a[4] = 'a'
		}
		if x&0x02 != 0 {
			a[5] = 'h'
		}
		if x&0x04 != 0 {
			a[6] = 's'
		}
		return string(a)
	}
	a := []byte("?---------")
	switch mode & 0o170000 {
	case 0o100000:
		a[0] = '-'
	case 0o040000:
		a[0] = 'd'
	case 0o120000:
		a[0] = 'l'
	case 0o010000:
		a[0] = 'p'
	case 0o140000:
		a[0] = 's'
	case 0o020000:
		a[0] = 'c'
	case 0o060000:
		a[0] = 'b'
	}
	for i, c := range "rwxrwxrwx" {
		if mode&(1<<(8-i)) != 0 {
			a[1+i] = byte(c)
		}
	}
	set := func(i int, bit uint32, on, off byte) {
		if mode&bit != 0 {
			if a[i] == 'x' {
				a[i] = on
			} else {
				a[i] = off
			}
		}
	}
	set(3, 0o4000, 's', 'S')
	set(6, 0o2000, 's', 'S')
	set(9, 0o1000, 't', 'T')
	return string(a)
}

// zipEnd is an archive's end-of-central-directory record, and its Zip64
// record when a locator points at one.
type zipEnd struct {
	at                   uint64 // offset of the classic record
	disk, cdDisk         uint16
	total, cdSize, cdOff uint64
	comment              string
	has64                bool
	at64                 uint64 // offset of the Zip64 record
	total64              uint64
	cdSize64, cdOff64    uint64
}

// zipEndRecord finds the end record in the last 65,557 bytes of an
// archive of size bytes (the record and the longest comment), and the
// Zip64 record its locator names.
func zipEndRecord(r io.ReaderAt, size int64) (end zipEnd, ok bool) {
	tail := min(size, 65535+22)
	buf := make([]byte, tail)
	if _, err := r.ReadAt(buf, size-tail); err != nil && err != io.EOF {
		return end, false
	}
	i := bytes.LastIndex(buf, []byte("PK\x05\x06"))
	if i < 0 || len(buf)-i < 22 {
		return end, false
	}
	le := binary.LittleEndian
	eocd := buf[i:]
	end = zipEnd{
		at:   uint64(size-tail) + uint64(i),
		disk: le.Uint16(eocd[4:]), cdDisk: le.Uint16(eocd[6:]),
		total: uint64(le.Uint16(eocd[10:])), cdSize: uint64(le.Uint32(eocd[12:])), cdOff: uint64(le.Uint32(eocd[16:])),
	}
	if n := int(le.Uint16(eocd[20:])); 22+n <= len(eocd) {
		end.comment = string(eocd[22 : 22+n])
	}
	if i >= 20 && string(buf[i-20:i-16]) == "PK\x06\x07" {
		off := le.Uint64(buf[i-12:])
		var z [56]byte
		if off+56 <= uint64(size) {
			if _, err := r.ReadAt(z[:], int64(off)); err == nil && string(z[:4]) == "PK\x06\x06" {
				end.has64, end.at64 = true, off
				end.total64, end.cdSize64, end.cdOff64 = le.Uint64(z[32:]), le.Uint64(z[40:]), le.Uint64(z[48:])
			}
		}
	}
	return end, true
}

// zipinfoDirectory reads the central directory of an archive of size
// bytes: its entries and its end record. Every size is checked against
// the archive's before it is read.
func zipinfoDirectory(r io.ReaderAt, size int64, b limits.Budget) (entries []zipinfoEntry, end zipEnd, ok bool) {
	if _, err := zip.NewReader(r, size); err != nil {
		return nil, end, false
	}
	if end, ok = zipEndRecord(r, size); !ok {
		return nil, end, false
	}
	total, cdSize, cdOff := end.total, end.cdSize, end.cdOff
	if (total == 0xffff || cdSize == 0xffffffff || cdOff == 0xffffffff) && end.has64 {
		total, cdSize, cdOff = end.total64, end.cdSize64, end.cdOff64
	}
	end.total = total
	if cdOff > uint64(size) || cdSize > uint64(size)-cdOff {
		return nil, end, false
	}
	n, err := b.Alloc(int64(cdSize))
	if err != nil {
		return nil, end, false
	}
	cd := make([]byte, n)
	if _, err := r.ReadAt(cd, int64(cdOff)); err != nil && err != io.EOF {
		return nil, end, false
	}
	for len(cd) >= 46 && string(cd[:4]) == "PK\x01\x02" {
		le := binary.LittleEndian
		nl, xl, cl := int(le.Uint16(cd[28:])), int(le.Uint16(cd[30:])), int(le.Uint16(cd[32:]))
		if 46+nl+xl+cl > len(cd) {
			break
		}
		e := zipinfoEntry{
			madeBy: le.Uint16(cd[4:]), flags: le.Uint16(cd[8:]), method: le.Uint16(cd[10:]),
			dosTime: le.Uint16(cd[12:]), dosDate: le.Uint16(cd[14:]),
			csize: uint64(le.Uint32(cd[20:])), usize: uint64(le.Uint32(cd[24:])),
			internal: le.Uint16(cd[36:]), external: le.Uint32(cd[38:]),
			name: string(cd[46 : 46+nl]), extra: cd[46+nl : 46+nl+xl],
			verNeeded: le.Uint16(cd[6:]), crc: le.Uint32(cd[16:]), disk: le.Uint16(cd[34:]),
			offset: uint64(le.Uint32(cd[42:])), comment: string(cd[46+nl+xl : 46+nl+xl+cl]),
		}
		e.encrypted = e.flags&1 != 0
		for x := e.extra; len(x) >= 4; {
			id, n := le.Uint16(x), int(le.Uint16(x[2:]))
			if 4+n > len(x) {
				break
			}
			d := x[4 : 4+n]
			switch id {
			case 0x5455:
				if n >= 5 && d[0]&1 != 0 {
					e.mtime, e.hasUT = int64(int32(le.Uint32(d[1:]))), true
				}
			case 0x0001:
				if e.usize == 0xffffffff && len(d) >= 8 {
					e.usize, d = le.Uint64(d), d[8:]
				}
				if e.csize == 0xffffffff && len(d) >= 8 {
					e.csize, d = le.Uint64(d), d[8:]
				}
				if e.offset == 0xffffffff && len(d) >= 8 {
					e.offset = le.Uint64(d)
				}
			}
			x = x[4+n:]
		}
		entries = append(entries, e)
		cd = cd[46+nl+xl+cl:]
	}
	return entries, end, true
}

// zipinfoMatch is Info-ZIP's wildcard match: * and ? match a "/" too,
// [...] is a class ([!...] and [^...] negate it). It walks with one
// backtracking point, so its time is bounded by the product of the lengths.
func zipinfoMatch(pat, name string) bool {
	p, n := 0, 0
	starP, starN := -1, 0
	for n < len(name) {
		if p < len(pat) {
			switch c := pat[p]; c {
			case '*':
				starP, starN = p, n
				p++
				continue
			case '?':
				p++
				n++
				continue
			case '[':
				if end, ok := zipinfoClass(pat[p:], name[n]); end > 0 {
					if ok {
						p += end
						n++
						continue
					}
				} else if name[n] == '[' {
					p++
					n++
					continue
				}
			case '\\':
				if p+1 < len(pat) && pat[p+1] == name[n] {
					p += 2
					n++
					continue
				}
			default:
				if c == name[n] {
					p++
					n++
					continue
				}
			}
		}
		if starP < 0 {
			return false
		}
		starN++
		p, n = starP+1, starN
	}
	for p < len(pat) && pat[p] == '*' {
		p++
	}
	return p == len(pat)
}

// zipinfoClass matches c against the class that starts pat ("[...]"):
// its length (0 when it is not closed) and whether c is in it.
func zipinfoClass(pat string, c byte) (int, bool) {
	i := 1
	neg := i < len(pat) && (pat[i] == '!' || pat[i] == '^')
	if neg {
		i++
	}
	in := false
	for first := true; i < len(pat); first = false {
		if pat[i] == ']' && !first {
			return i + 1, in != neg
		}
		lo := pat[i]
		if i+2 < len(pat) && pat[i+1] == '-' && pat[i+2] != ']' {
			if lo <= c && c <= pat[i+2] {
				in = true
			}
			i += 3
			continue
		}
		if lo == c {
			in = true
		}
		i++
	}
	return 0, false
}
