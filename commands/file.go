package commands

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "file",
		Summary: "determine file type",
		Usage:   fileUsage,
		Run:     runFile,
	})
}

const fileUsage = `Usage: file [OPTION...] [FILE...]
Determine type of FILEs.

  -b, --brief                do not prepend filenames to output lines
  -i, --mime                 output MIME type strings (--mime-type and
                               --mime-encoding)
      --mime-type            output the MIME type
      --mime-encoding        output the MIME encoding
  -L, --dereference          follow symlinks
  -h, --no-dereference       don't follow symlinks (default)
      --help                 display this help and exit

The sandbox's file knows empty files, text (ASCII, UTF-8, ISO-8859, with
their line terminators), scripts, JSON, HTML, directories, symbolic links,
and the PNG, JPEG, GIF, PDF, ZIP, gzip, tar and ELF formats; anything else
is "data". libmagic knows many more formats and details.
`

// fileReadMax is how much of a file is examined, as libmagic's bytes_max.
const fileReadMax = 1 << 20

func runFile(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("file")
	brief := f.Bool('b', "brief")
	mime := f.Bool('i', "mime")
	mimeType := f.Bool(0, "mime-type")
	mimeEnc := f.Bool(0, "mime-encoding")
	deref := f.Bool('L', "dereference")
	f.Func('h', "no-dereference", false, func(string) error { *deref = false; return nil })
	ops, status, done := parseFlags(inv, f, fileUsage, 1)
	if done {
		return status
	}
	if len(ops) == 0 {
		fmt.Fprintln(inv.Stderr, "Usage: file [-bcCdEhikLlNnprsSvzZ0] [--apple] [--extension] [--mime-encoding]\n            [--mime-type] [-e <testname>] [-F <separator>]  [-f <namefile>]\n            [-m <magicfiles>] [-P <parameter=value>] [--exclude-quiet]\n            <file> ...\n       file -C [-m <magicfiles>]\n       file [--help]")
		return 1
	}
	// Names are padded by the width of the operands as given ("-" too).
	width := 0
	for _, op := range ops {
		width = max(width, len(op))
	}
	mode := 0 // 0 description, 1 full mime, 2 type, 3 encoding
	switch {
	case *mime || (*mimeType && *mimeEnc):
		mode = 1
	case *mimeType:
		mode = 2
	case *mimeEnc:
		mode = 3
	}
	for _, op := range ops {
		if ctx.Err() != nil {
			return 1
		}
		name := op
		if op == "-" {
			name = "/dev/stdin"
		}
		desc, mt, enc := fileType(ctx, inv, op, *deref)
		var out string
		switch mode {
		case 0:
			out = desc
		case 1:
			out = mt + "; charset=" + enc
		case 2:
			out = mt
		case 3:
			out = enc
		}
		if mt == "" && mode != 0 {
			out = desc // an error message
		}
		line := out
		if !*brief {
			line = name + ":" + strings.Repeat(" ", width-len(op)) + " " + out
		}
		if _, err := io.WriteString(inv.Stdout, line+"\n"); err != nil {
			return 1
		}
	}
	return 0
}

// fileType returns the description, MIME type and MIME encoding of one
// operand. On an error the description is the message and mt is empty.
func fileType(ctx context.Context, inv *shell.Invocation, op string, deref bool) (desc, mt, enc string) {
	var data []byte
	if op == "-" {
		b, err := io.ReadAll(io.LimitReader(stdinReader(ctx, inv), fileReadMax))
		if err != nil {
			return fmt.Sprintf("cannot read `/dev/stdin' (%s)", vfs.Strerror(err)), "", ""
		}
		data = b
	} else {
		p := inv.Path(op)
		var fi fs.FileInfo
		var err error
		if deref {
			fi, err = inv.FS.Stat(ctx, p)
		} else {
			fi, err = inv.FS.Lstat(ctx, p)
		}
		if err != nil {
			return fmt.Sprintf("cannot open `%s' (%s)", op, vfs.Strerror(err)), "", ""
		}
		switch m := fi.Mode(); {
		case m&fs.ModeSymlink != 0:
			target, _ := inv.FS.Readlink(ctx, p)
			if _, err := inv.FS.Stat(ctx, p); err != nil {
				return "broken symbolic link to " + target, "inode/symlink", "binary"
			}
			return "symbolic link to " + target, "inode/symlink", "binary"
		case m.IsDir():
			return "directory", "inode/directory", "binary"
		case m&fs.ModeNamedPipe != 0:
			return "fifo (named pipe)", "inode/fifo", "binary"
		case m&fs.ModeSocket != 0:
			return "socket", "inode/socket", "binary"
		case m&fs.ModeDevice != 0:
			return "character special", "inode/chardevice", "binary"
		}
		file, err := vfs.Open(ctx, inv.FS, p)
		if err != nil {
			return fmt.Sprintf("cannot open `%s' (%s)", op, vfs.Strerror(err)), "", ""
		}
		data, err = io.ReadAll(io.LimitReader(ctxReader{ctx, file}, fileReadMax))
		if err != nil {
			file.Close()
			return fmt.Sprintf("cannot read `%s' (%s)", op, vfs.Strerror(err)), "", ""
		}
		// gzip keeps the original size in its last four bytes.
		if fi.Size() > fileReadMax && fileIsGzip(data) {
			var tail [4]byte
			if _, err := file.ReadAt(tail[:], fi.Size()-4); err == nil {
				data = append(data[:fileReadMax-4:fileReadMax-4], tail[:]...)
			}
		}
		file.Close()
	}
	return fileClassify(data)
}

func fileIsGzip(b []byte) bool { return len(b) >= 3 && b[0] == 0x1f && b[1] == 0x8b }

// fileClassify looks at the content.
func fileClassify(b []byte) (desc, mt, enc string) {
	switch {
	case len(b) == 0:
		return "empty", "inode/x-empty", "binary"
	case len(b) == 1:
		return "very short file (no magic)", "application/octet-stream", "binary"
	}
	if d, m, ok := binaryMagic(b); ok {
		// The encoding is what the text test finds, whatever the format.
		enc := "binary"
		if _, _, e, ok := fileTextType(b); ok {
			enc = e
		}
		return d, m, enc
	}
	if d, m, e, ok := fileTextType(b); ok {
		return d, m, e
	}
	return "data", "application/octet-stream", "binary"
}

func binaryMagic(b []byte) (string, string, bool) {
	switch {
	case bytes.HasPrefix(b, []byte("\x89PNG\r\n\x1a\n")):
		d := "PNG image data"
		if len(b) >= 29 && string(b[12:16]) == "IHDR" {
			w, h := binary.BigEndian.Uint32(b[16:]), binary.BigEndian.Uint32(b[20:])
			color := map[byte]string{0: "grayscale", 2: "RGB", 3: "colormap", 4: "gray+alpha", 6: "RGBA"}[b[25]]
			inter := "non-interlaced"
			if b[28] == 1 {
				inter = "interlaced"
			}
			d += fmt.Sprintf(", %d x %d, %d-bit", w, h, b[24])
			if b[25] == 3 {
				d += " colormap"
			} else {
				d += "/color " + color
			}
			d += ", " + inter
		}
		return d, "image/png", true
	case bytes.HasPrefix(b, []byte("GIF87a")), bytes.HasPrefix(b, []byte("GIF89a")):
		d := "GIF image data, version " + string(b[3:6])
		if len(b) >= 10 {
			d += fmt.Sprintf(", %d x %d", binary.LittleEndian.Uint16(b[6:]), binary.LittleEndian.Uint16(b[8:]))
		}
		return d, "image/gif", true
	case bytes.HasPrefix(b, []byte("\xff\xd8\xff")):
		return "JPEG image data", "image/jpeg", true
	case bytes.HasPrefix(b, []byte("%PDF-")):
		v := b[5:]
		if i := bytes.IndexAny(v, "\r\n \t"); i >= 0 {
			v = v[:i]
		}
		return "PDF document, version " + string(v), "application/pdf", true
	case bytes.HasPrefix(b, []byte("PK\x03\x04")) && len(b) >= 30:
		need := binary.LittleEndian.Uint16(b[4:])
		method := map[uint16]string{0: "store", 8: "deflate", 12: "bzip2", 14: "lzma"}[binary.LittleEndian.Uint16(b[8:])]
		d := fmt.Sprintf("Zip archive data, at least v%d.%d to extract", need/10, need%10)
		if method != "" {
			d += ", compression method=" + method
		}
		return d, "application/zip", true
	case fileIsGzip(b) && len(b) >= 10:
		return gzipDesc(b), "application/gzip", true
	case len(b) >= 263 && string(b[257:265]) == "ustar  \x00":
		return "POSIX tar archive (GNU)", "application/x-tar", true
	case len(b) >= 263 && string(b[257:263]) == "ustar\x00":
		return "POSIX tar archive", "application/x-tar", true
	case bytes.HasPrefix(b, []byte("\x7fELF")) && len(b) >= 6:
		return elfDesc(b), "application/x-executable", true
	}
	return "", "", false
}

func gzipDesc(b []byte) string {
	d := "gzip compressed data"
	flags := b[3]
	mtime := binary.LittleEndian.Uint32(b[4:])
	if flags&0x08 != 0 {
		// FNAME follows the header (and FEXTRA, when present).
		p := 10
		if flags&0x04 != 0 && len(b) >= 12 {
			p += 2 + int(binary.LittleEndian.Uint16(b[10:]))
		}
		if p < len(b) {
			if end := bytes.IndexByte(b[p:], 0); end >= 0 {
				d += fmt.Sprintf(", was \"%s\"", b[p:p+end])
			}
		}
	}
	if mtime != 0 {
		d += ", last modified: " + time.Unix(int64(mtime), 0).UTC().Format("Mon Jan _2 15:04:05 2006")
	}
	if b[9] == 3 {
		d += ", from Unix"
	}
	if len(b) >= 18 {
		d += fmt.Sprintf(", original size modulo 2^32 %d", binary.LittleEndian.Uint32(b[len(b)-4:]))
	}
	return d
}

func elfDesc(b []byte) string {
	d := "ELF"
	switch b[4] {
	case 1:
		d += " 32-bit"
	case 2:
		d += " 64-bit"
	}
	var order binary.ByteOrder = binary.LittleEndian
	switch b[5] {
	case 1:
		d += " LSB"
	case 2:
		d += " MSB"
		order = binary.BigEndian
	}
	if len(b) < 20 {
		return d
	}
	switch order.Uint16(b[16:]) {
	case 1:
		d += " relocatable"
	case 2:
		d += " executable"
	case 3:
		d += " shared object"
	case 4:
		d += " core file"
	}
	if m, ok := map[uint16]string{3: "Intel 80386", 40: "ARM", 62: "x86-64", 183: "ARM aarch64", 243: "UCB RISC-V"}[order.Uint16(b[18:])]; ok {
		d += ", " + m
	}
	return d
}

// fileTextType is libmagic's text test: the encoding, then what the text is.
func fileTextType(b []byte) (desc, mt, enc string, ok bool) {
	body := b
	bom := false
	var encName string
	switch {
	case isASCIIText(b):
		encName, enc = "ASCII", "us-ascii"
	case utf8.Valid(b) && !bytes.ContainsAny(b, "\x00") && textBytesOK(b):
		if bytes.HasPrefix(b, []byte("\xef\xbb\xbf")) {
			bom = true
			body = b[3:]
		}
		encName, enc = "Unicode text, UTF-8", "utf-8"
	case isLatin1Text(b):
		encName, enc = "ISO-8859", "iso-8859-1"
	default:
		return "", "", "", false
	}
	text := encName + " text"
	if bom {
		text = "Unicode text, UTF-8 (with BOM) text"
	}
	// Line statistics.
	var crlf, cr, lf, maxLine, cur int
	esc, bs := false, false
	for i := 0; i < len(body); i++ {
		switch c := body[i]; c {
		case '\r':
			if i+1 < len(body) && body[i+1] == '\n' {
				crlf++
				i++
			} else {
				cr++
			}
			maxLine, cur = max(maxLine, cur), 0
		case '\n':
			lf++
			maxLine, cur = max(maxLine, cur), 0
		case 0x1b:
			esc = true
			cur++
		case '\b':
			bs = true
			cur++
		default:
			cur++
		}
	}
	maxLine = max(maxLine, cur)
	var suffix string
	if maxLine > 300 {
		suffix += fmt.Sprintf(", with very long lines (%d)", maxLine)
	}
	switch {
	case crlf == 0 && cr == 0 && lf == 0:
		suffix += ", with no line terminators"
	case crlf > 0 || cr > 0:
		var kinds []string
		if crlf > 0 {
			kinds = append(kinds, "CRLF")
		}
		if cr > 0 {
			kinds = append(kinds, "CR")
		}
		if lf > 0 {
			kinds = append(kinds, "LF")
		}
		suffix += ", with " + strings.Join(kinds, ", ") + " line terminators"
	}
	if esc {
		suffix += ", with escape sequences"
	}
	if bs {
		suffix += ", with overstriking"
	}
	// What kind of text.
	if bytes.HasPrefix(body, []byte("#!")) {
		line := body[2:]
		if i := bytes.IndexAny(line, "\r\n"); i >= 0 {
			line = line[:i]
		}
		fields := strings.Fields(string(line))
		interp := ""
		if len(fields) > 0 {
			interp = fields[0]
			if strings.HasSuffix(interp, "/env") && len(fields) > 1 {
				interp = fields[1]
			}
		}
		base := interp[strings.LastIndexByte(interp, '/')+1:]
		kind, mtype := "", "text/x-"+base
		switch {
		case base == "sh" || base == "dash" || base == "ash":
			kind, mtype = "POSIX shell script", "text/x-shellscript"
		case base == "bash":
			kind, mtype = "Bourne-Again shell script", "text/x-shellscript"
		case base == "zsh":
			kind, mtype = "Paul Falstad's zsh script", "text/x-shellscript"
		case strings.HasPrefix(base, "python"):
			kind, mtype = "Python script", "text/x-script.python"
		case strings.HasPrefix(base, "perl"):
			// libmagic words Perl scripts without the encoding.
			return "Perl script text executable", "text/x-perl", enc, true
		case base == "node" || base == "nodejs":
			kind, mtype = "Node.js script", "application/javascript"
		case strings.HasPrefix(base, "ruby"):
			kind, mtype = "Ruby script", "text/x-ruby"
		case base == "awk" || base == "gawk":
			kind, mtype = "awk or perl script", "text/x-awk"
		default:
			kind, mtype = "a "+interp+" script", "text/plain"
		}
		return kind + ", " + text + " executable" + suffix, mtype, enc, true
	}
	trimmed := bytes.TrimSpace(body)
	if len(trimmed) > 0 && (trimmed[0] == '{' || trimmed[0] == '[') && json.Valid(trimmed) {
		return "JSON text data", "application/json", enc, true
	}
	lower := strings.ToLower(string(trimmed[:min(len(trimmed), 64)]))
	if strings.HasPrefix(lower, "<!doctype html") || strings.HasPrefix(lower, "<html") {
		return "HTML document, " + text + suffix, "text/html", enc, true
	}
	return text + suffix, "text/plain", enc, true
}

// fileTextChar is libmagic's text_chars table for ASCII: printable, and
// \a \b \t \n \v \f \r and ESC.
func fileTextChar(c byte) bool {
	return (c >= 0x20 && c < 0x7f) || (c >= 7 && c <= 13) || c == 0x1b
}

func isASCIIText(b []byte) bool {
	for _, c := range b {
		if !fileTextChar(c) {
			return false
		}
	}
	return true
}

func textBytesOK(b []byte) bool {
	for _, c := range b {
		if c < 0x80 && !fileTextChar(c) {
			return false
		}
	}
	return true
}

func isLatin1Text(b []byte) bool {
	for _, c := range b {
		if !fileTextChar(c) && c < 0xa0 {
			return false
		}
	}
	return true
}
