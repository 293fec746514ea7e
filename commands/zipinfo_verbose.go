package commands

import (
	"encoding/binary"
	"fmt"
	"io"
	"strings"
	"time"
)

// zipinfoHostNames names the systems of the "made by" byte as UnZip 6.0's
// zipinfo -v does.
var zipinfoHostNames = []string{
	"MS-DOS, OS/2 or NT FAT", "Amiga", "VMS", "Unix", "VM/CMS", "Atari ST",
	"OS/2 or NT HPFS", "Macintosh HFS", "Z-System", "CP/M", "TOPS-20",
	"NTFS", "SMS/QDOS", "Acorn RISC OS", "Win32 VFAT", "MVS", "BeOS",
	"Tandem NSK", "Theos", "Mac OS/X (Darwin)", "", "", "", "", "", "", "",
	"", "", "", "AtheOS",
}

func zipinfoHost(n int) string {
	if n < len(zipinfoHostNames) && zipinfoHostNames[n] != "" {
		return zipinfoHostNames[n]
	}
	return fmt.Sprintf("unknown (%d)", n)
}

// zipinfoVerboseHead is the start of zipinfo -v: the archive comment and
// the end-of-central-directory record (the Zip64 one's offset and sizes
// when there is one).
func zipinfoVerboseHead(out io.Writer, shown string, end zipEnd, size int64) {
	fmt.Fprintf(out, "Archive:  %s\n", shown)
	if comment := end.comment; comment == "" {
		io.WriteString(out, "There is no zipfile comment.\n")
	} else {
		fmt.Fprintf(out, "The zipfile comment is %d bytes long and contains the following text:\n", len(comment))
		fmt.Fprintf(out, "======================== zipfile comment begins ==========================\n%s\n", comment)
		io.WriteString(out, "========================= zipfile comment ends ===========================\n")
	}
	total, disk, cdDisk := end.total, end.disk, end.cdDisk
	actual, cdSize, cdOff := end.at, end.cdSize, end.cdOff
	if end.has64 {
		actual, cdSize, cdOff = end.at64, end.cdSize64, end.cdOff64
	}
	hex := func(n uint64) string { return fmt.Sprintf("%d (%016Xh)", n, n) }
	io.WriteString(out, "\nEnd-of-central-directory record:\n-------------------------------\n\n")
	fmt.Fprintf(out, "  Zip archive file size:                       %s\n", hex(uint64(size)))
	fmt.Fprintf(out, "  Actual end-cent-dir record offset:           %s\n", hex(actual))
	fmt.Fprintf(out, "  Expected end-cent-dir record offset:         %s\n", hex(cdOff+cdSize))
	io.WriteString(out, "  (based on the length of the central directory and its expected offset)\n\n")
	entries := "entries"
	if total == 1 {
		entries = "entry"
	}
	if disk == 0 && cdDisk == 0 {
		fmt.Fprintf(out, "  This zipfile constitutes the sole disk of a single-part archive; its\n  central directory contains %d %s.\n", total, entries)
	} else {
		fmt.Fprintf(out, "  This zipfile constitutes disk %d of a multi-part archive.  The central\n  directory starts on disk %d at an offset within that archive part\n", disk+1, cdDisk+1)
	}
	fmt.Fprintf(out, "  The central directory is %s bytes long,\n", hex(cdSize))
	fmt.Fprintf(out, "  and its (expected) offset in bytes from the beginning of the zipfile\n  is %s.\n\n", hex(cdOff))
}

// zipinfoStamp is zipinfo -v's date: 2020 Jan 2 03:04:06.
func zipinfoStamp(t time.Time) string {
	return fmt.Sprintf("%d %s %d %02d:%02d:%02d", t.Year(), t.Month().String()[:3], t.Day(), t.Hour(), t.Minute(), t.Second())
}

// zipinfoExtraName names an extra field subfield zipinfo -v knows (a
// switch: a map would be made at every start-up).
func zipinfoExtraName(id uint16) string {
	switch id {
	case 0x0001:
		return "PKWARE 64-bit sizes"
	case 0x0007:
		return "AV Info"
	case 0x0009:
		return "OS/2 extended attributes"
	case 0x000a:
		return "PKWARE Win32"
	case 0x000c:
		return "PKWARE VAX/VMS"
	case 0x000d:
		return "PKWARE Unix"
	case 0x0017:
		return "strong encryption"
	case 0x2605:
		return "ZipIt Macintosh"
	case 0x2705:
		return "ZipIt Macintosh 1.3.5+"
	case 0x334d:
		return "Info-ZIP Macintosh"
	case 0x4154:
		return "Tandem NSK"
	case 0x4341:
		return "Acorn SparkFS"
	case 0x4453:
		return "Windows NT security descriptor"
	case 0x4704:
		return "VM/CMS"
	case 0x470f:
		return "MVS"
	case 0x4854:
		return "Theos"
	case 0x4b46:
		return "FWKCS MD5"
	case 0x4c41:
		return "OS/2 access control list"
	case 0x4d49:
		return "Info-ZIP OpenVMS"
	case 0x4d63:
		return "Macintosh SmartZIP"
	case 0x4f4c:
		return "Xceed original location"
	case 0x5356:
		return "AOS/VS (binary ACL)"
	case 0x5455:
		return "universal time"
	case 0x5855:
		return "old Info-ZIP Unix/OS2/NT"
	case 0x6375:
		return "Unicode Comment"
	case 0x6542:
		return "BeOS"
	case 0x6854:
		return "Theos old inofficial"
	case 0x7075:
		return "Unicode Path"
	case 0x756e:
		return "ASi Unix"
	case 0x7855:
		return "Unix UID/GID (16-bit)"
	case 0x7875:
		return "Unix UID/GID (any size)"
	case 0x9901:
		return "AES encryption"
	case 0xfb4a:
		return "SMS/QDOS"
	}
	return "unknown"
}

// zipinfoVerbose is one entry of zipinfo -v (UnZip 6.0's zi_long).
func zipinfoVerbose(e zipinfoEntry, n uint64, loc *time.Location) string {
	var b strings.Builder
	f := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }
	f("\nCentral directory entry #%d:\n---------------------------\n\n", n)
	f("  %s\n\n", e.name)
	f("  offset of local header from start of archive:   %d\n", e.offset)
	f("                                                  (%016Xh) bytes\n", e.offset)
	host := int(e.madeBy >> 8)
	f("  file system or operating system of origin:      %s\n", zipinfoHost(host))
	f("  version of encoding software:                   %d.%d\n", e.madeBy&0xff/10, e.madeBy&0xff%10)
	f("  minimum file system compatibility required:     %s\n", zipinfoHost(int(e.verNeeded>>8)))
	f("  minimum software version required to extract:   %d.%d\n", e.verNeeded&0xff/10, e.verNeeded&0xff%10)
	f("  compression method:                             %s\n", zipinfoMethodName(e.method))
	switch e.method {
	case 6:
		dict, trees := "4K", "2"
		if e.flags&2 != 0 {
			dict = "8K"
		}
		if e.flags&4 != 0 {
			trees = "3"
		}
		f("  size of sliding dictionary (implosion):         %s\n", dict)
		f("  number of Shannon-Fano trees (implosion):       %s\n", trees)
	case 8, 9:
		f("  compression sub-type (deflation):               %s\n", []string{"normal", "maximum", "fast", "superfast"}[e.flags>>1&3])
	}
	if e.encrypted {
		f("  file security status:                           encrypted\n")
	} else {
		f("  file security status:                           not encrypted\n")
	}
	if e.flags&8 != 0 {
		f("  extended local header:                          yes\n")
	} else {
		f("  extended local header:                          no\n")
	}
	dos := time.Date(int(e.dosDate>>9)+1980, time.Month(e.dosDate>>5&15), int(e.dosDate&31),
		int(e.dosTime>>11), int(e.dosTime>>5&63), int(e.dosTime&31)*2, 0, time.UTC)
	f("  file last modified on (DOS date/time):          %s\n", zipinfoStamp(dos))
	if e.hasUT {
		t := time.Unix(e.mtime, 0)
		f("  file last modified on (UT extra field modtime): %s local\n", zipinfoStamp(t.In(loc)))
		f("  file last modified on (UT extra field modtime): %s UTC\n", zipinfoStamp(t.UTC()))
	}
	f("  32-bit CRC value (hex):                         %08x\n", e.crc)
	f("  compressed size:                                %d bytes\n", e.csize)
	f("  uncompressed size:                              %d bytes\n", e.usize)
	f("  length of filename:                             %d characters\n", len(e.name))
	f("  length of extra field:                          %d bytes\n", len(e.extra))
	f("  length of file comment:                         %d characters\n", len(e.comment))
	f("  disk number on which file begins:               disk %d\n", int(e.disk)+1)
	if e.internal&1 != 0 {
		f("  apparent file type:                             text\n")
	} else {
		f("  apparent file type:                             binary\n")
	}
	if host == 3 || host == 19 || host == 16 || host == 5 {
		mode := e.external >> 16
		f("  Unix file attributes (%06o octal):            %s\n", mode, zipinfoAttribs(e, 3))
	}
	dosAttr := e.external & 0xff
	f("  MS-DOS file attributes (%02X hex):                ", dosAttr)
	if dosAttr == 0 {
		b.WriteString("none")
	}
	for i, w := range []string{"read-only ", "hidden ", "system ", "label ", "dir ", "arc "} {
		if dosAttr&(1<<i) != 0 {
			b.WriteString(w)
		}
	}
	b.WriteString("\n")
	if len(e.extra) > 0 {
		b.WriteString("\n  The central-directory extra field contains:")
		le := binary.LittleEndian
		for x := e.extra; len(x) >= 4; {
			id, dn := le.Uint16(x), int(le.Uint16(x[2:]))
			if 4+dn > len(x) {
				break
			}
			d := x[4 : 4+dn]
			name := zipinfoExtraName(id)
			f("\n  - A subfield with ID 0x%04x (%s) and %d data bytes", id, name, dn)
			switch {
			case id == 0x5455:
				if dn > 0 {
					var kinds []string
					for i, k := range []string{"modification", "access", "creation"} {
						if d[0]&(1<<i) != 0 {
							kinds = append(kinds, k)
						}
					}
					if len(kinds) > 0 {
						s := ""
						if len(kinds) > 1 {
							s = "s"
						}
						f(".\n    The local extra field has UTC/GMT %s time%s", strings.Join(kinds, "/"), s)
					}
				}
			case dn > 0:
				m := dn
				if dn <= 24 {
					b.WriteString(":\n   ")
				} else {
					b.WriteString(".  The first\n    20 are:  ")
					m = 20
				}
				for _, c := range d[:m] {
					f(" %02x", c)
				}
			}
			b.WriteString(".")
			x = x[4+dn:]
		}
		b.WriteString("\n")
	}
	if e.comment == "" {
		b.WriteString("\n  There is no file comment.\n")
	} else {
		f("\n------------------------- file comment begins ----------------------------\n%s\n-------------------------- file comment ends -----------------------------\n", e.comment)
	}
	return b.String()
}

// zipinfoMethodName is the compression method's name in zipinfo -v.
func zipinfoMethodName(m uint16) string {
	switch {
	case m == 0:
		return "none (stored)"
	case m == 1:
		return "shrunk"
	case m >= 2 && m <= 5:
		return fmt.Sprintf("reduced (factor %d)", m-1)
	case m == 6:
		return "imploded"
	case m == 7:
		return "tokenized"
	case m == 8:
		return "deflated"
	case m == 9:
		return "deflated (enhanced-64k)"
	case m == 10:
		return "compressed (PKWARE DCL imploded)"
	case m == 12:
		return "bzipped"
	case m == 14:
		return "LZMA-ed"
	case m == 18:
		return "IBM TERSEd"
	case m == 19:
		return "IBM LZ77-ed"
	case m == 97:
		return "WavPacked"
	case m == 98:
		return "PPMd-ed"
	}
	return fmt.Sprintf("unknown (%d)", m)
}
