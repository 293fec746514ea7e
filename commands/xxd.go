package commands

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"io/fs"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "xxd",
		Summary: "make a hex dump or do the reverse",
		Usage:   xxdUsage,
		Run:     runXxd,
	})
}

const xxdUsage = `Usage:
       xxd [options] [infile [outfile]]
    or
       xxd -r [-s [-]offset] [-c cols] [-ps] [infile [outfile]]
Options:
    -a          toggle autoskip: A single '*' replaces nul-lines. Default off.
    -b          binary digit dump (incompatible with -ps,-i,-r). Default hex.
    -C          capitalize variable names in C include file style (-i).
    -c cols     format <cols> octets per line. Default 16 (-i: 12, -ps: 30).
    -E          show characters in EBCDIC. Default ASCII.
    -e          little-endian dump (incompatible with -ps,-i,-r).
    -g bytes    number of octets per group in normal output. Default 2 (-e: 4).
    -h          print this summary.
    -i          output in C include file style.
    -l len      stop after <len> octets.
    -n name     set the variable name used in C include output (-i).
    -o off      add <off> to the displayed file position.
    -ps         output in postscript plain hexdump style.
    -r          reverse operation: convert (or patch) hexdump into binary.
    -r -s off   revert with <off> added to file positions found in hexdump.
    -d          show offset in decimal instead of hex.
    -s [+][-]seek  start at <seek> bytes abs. (or +: rel.) infile offset.
    -u          use upper case hex letters.
    -v          show version: "xxd 2022-01-14 by Juergen Weigert et al.".
`

const (
	xxdNormal = iota
	xxdPlain
	xxdInclude
	xxdBits
)

type xxdOpts struct {
	mode               int
	little, autoskip   bool
	ebcdic             bool
	revert, upper      bool
	decimal, capital   bool
	cols, group        int
	length             int64 // -1: all
	seek               int64
	relSeek, negSeek   bool
	seekSet            bool
	displayOff         int64
	name               string
	nameSet            bool
	colsSet, groupSet  bool
	infile, outfile    string
	haveIn, haveOutArg bool
}

// xxdNum parses a number as strtol(s, NULL, 0) does: a prefix is taken,
// garbage after it ignored.
func xxdNum(s string) int64 {
	s = strings.TrimLeft(s, " \t\n")
	neg := false
	if s != "" && (s[0] == '-' || s[0] == '+') {
		neg = s[0] == '-'
		s = s[1:]
	}
	base := 10
	switch {
	case len(s) > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'):
		base, s = 16, s[2:]
	case len(s) > 1 && s[0] == '0':
		base, s = 8, s[1:]
	}
	var v int64
	for _, c := range s {
		d := strings.IndexRune("0123456789abcdef", c|0x20)
		if c >= 'A' && c <= 'F' {
			d = int(c-'A') + 10
		}
		if d < 0 || d >= base {
			break
		}
		if v > (1<<62)/int64(base) {
			v = 1<<63 - 1
			break
		}
		v = v*int64(base) + int64(d)
	}
	if neg {
		return -v
	}
	return v
}

// parseXxdArgs parses xxd's own option syntax: single-dash words with
// prefixes (-c8, -c 8, -cols 8, -ps, -seek +4).
func parseXxdArgs(args []string) (*xxdOpts, string) {
	o := &xxdOpts{length: -1}
	withValue := func(i *int, a string, names ...string) (string, bool, bool) {
		for _, n := range names {
			if a == n {
				if *i+1 >= len(args) {
					return "", true, false
				}
				*i++
				return args[*i], true, true
			}
		}
		short := names[0]
		if strings.HasPrefix(a, short) && len(a) > len(short) {
			return a[len(short):], true, true
		}
		return "", false, false
	}
	i := 0
	for ; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			i++
			break
		}
		if len(a) < 2 || a[0] != '-' {
			break
		}
		if strings.HasPrefix(a, "--") {
			a = a[1:] // xxd reads --NAME as -NAME
		}
		var v string
		var matched, ok bool
		// xxd tells its flags by their first letter: -a, -autoskip
		// and -axyz are one option.
		switch {
		case strings.HasPrefix(a, "-a"):
			o.autoskip = !o.autoskip
		case strings.HasPrefix(a, "-b"):
			o.mode = xxdBits
		case strings.HasPrefix(a, "-E"):
			o.ebcdic = true
		case strings.HasPrefix(a, "-e"):
			o.little = true
		case strings.HasPrefix(a, "-u"):
			o.upper = true
		case strings.HasPrefix(a, "-p"):
			o.mode = xxdPlain
		case strings.HasPrefix(a, "-i"):
			o.mode = xxdInclude
		case strings.HasPrefix(a, "-C") || a == "-capitalize":
			o.capital = true
		case strings.HasPrefix(a, "-d"):
			o.decimal = true
		case strings.HasPrefix(a, "-r"):
			o.revert = true
		case strings.HasPrefix(a, "-h"):
			return nil, "help"
		case strings.HasPrefix(a, "-v"):
			return nil, "version"
		default:
			if v, matched, ok = withValue(&i, a, "-c", "-cols"); matched {
				if !ok {
					return nil, "usage"
				}
				o.cols, o.colsSet = int(xxdNum(v)), true
			} else if v, matched, ok = withValue(&i, a, "-g", "-groupsize"); matched {
				if !ok {
					return nil, "usage"
				}
				o.group, o.groupSet = int(xxdNum(v)), true
			} else if v, matched, ok = withValue(&i, a, "-l", "-len"); matched {
				if !ok {
					return nil, "usage"
				}
				o.length = xxdNum(v)
			} else if v, matched, ok = withValue(&i, a, "-o"); matched {
				if !ok {
					return nil, "usage"
				}
				o.displayOff = xxdNum(v)
			} else if v, matched, ok = withValue(&i, a, "-n", "-name"); matched {
				if !ok {
					return nil, "usage"
				}
				o.name, o.nameSet = v, true
			} else if v, matched, ok = withValue(&i, a, "-s", "-skip", "-seek"); matched {
				if !ok {
					return nil, "usage"
				}
				o.seekSet = true
				o.relSeek, o.negSeek = false, false
				if strings.HasPrefix(v, "+") {
					o.relSeek, v = true, v[1:]
				}
				if strings.HasPrefix(v, "-") {
					o.negSeek, v = true, v[1:]
				}
				o.seek = xxdNum(v)
			} else {
				return nil, "usage"
			}
		}
	}
	rest := args[i:]
	if len(rest) > 2 {
		return nil, "usage"
	}
	if len(rest) > 0 {
		o.infile, o.haveIn = rest[0], true
		if o.infile == "-" {
			o.haveIn = false
		}
	}
	if len(rest) > 1 {
		o.outfile, o.haveOutArg = rest[1], rest[1] != "-"
	}
	return o, ""
}

func runXxd(ctx context.Context, inv *shell.Invocation) int {
	o, msg := parseXxdArgs(inv.Args[1:])
	switch msg {
	case "help", "usage":
		w := inv.Stderr
		io.WriteString(w, xxdUsage)
		return 1
	case "version":
		return writeVersion(inv, "xxd")
	}
	if o.length < 0 {
		o.length = -1
	}
	if !o.colsSet {
		switch o.mode {
		case xxdPlain:
			o.cols = 30
		case xxdInclude:
			o.cols = 12
		case xxdBits:
			o.cols = 6
		default:
			o.cols = 16
		}
	} else if o.cols < 1 && o.mode != xxdPlain || o.cols > 256 {
		if o.cols == 0 && o.mode != xxdPlain {
			o.cols = 16
			if o.mode == xxdInclude {
				o.cols = 12
			} else if o.mode == xxdBits {
				o.cols = 6
			}
		} else {
			fmt.Fprintln(inv.Stderr, "xxd: invalid number of columns (max. 256).")
			return 1
		}
	}
	if !o.groupSet {
		o.group = 2
		if o.little {
			o.group = 4
		}
		if o.mode == xxdBits {
			o.group = 1
		}
	}
	if o.group < 1 || o.group > o.cols {
		o.group = o.cols
	}
	if o.little && o.mode == xxdNormal && o.group&(o.group-1) != 0 {
		fmt.Fprintln(inv.Stderr, "xxd: number of octets per group must be a power of 2 with -e.")
		return 1
	}
	var in io.Reader = inv.Stdin
	var file vfs.File
	if o.haveIn {
		f, err := vfs.Open(ctx, inv.FS, inv.Path(o.infile))
		if err == nil {
			if fi, serr := f.Stat(); serr == nil && fi.IsDir() {
				f.Close()
				err = vfs.PathError("open", o.infile, vfs.ErrIsDir)
			}
		}
		if err != nil {
			fmt.Fprintf(inv.Stderr, "xxd: %s: %s\n", o.infile, vfs.Strerror(err))
			return 2
		}
		defer f.Close()
		file, in = f, f
	}
	in = ctxReader{ctx, in}
	var out io.Writer = inv.Stdout
	var outFile vfs.File
	if o.haveOutArg {
		flag := vfs.O_WRONLY | vfs.O_CREATE | vfs.O_TRUNC
		if o.revert {
			// xxd -r patches an existing output file in place.
			flag = vfs.O_WRONLY | vfs.O_CREATE
		}
		f, err := inv.FS.OpenFile(ctx, inv.Path(o.outfile), flag, fs.FileMode(0o666&^inv.Umask))
		if err != nil {
			fmt.Fprintf(inv.Stderr, "xxd: %s: %s\n", o.outfile, vfs.Strerror(err))
			return 3
		}
		defer f.Close()
		out, outFile = f, f
	}
	bw := bufio.NewWriterSize(out, 32<<10)
	if o.revert {
		st := xxdRevert(bufio.NewReader(in), bw, outFile, o, inv)
		if err := bw.Flush(); err != nil {
			return xxdWriteFailed(inv, err)
		}
		return st
	}
	// Seek as xxd does: files seek, stdin is read and discarded (and a
	// seek from the end fails).
	if o.seekSet && (o.seek != 0 || o.negSeek || !o.relSeek) {
		off := o.seek
		if o.negSeek {
			off = -off
		}
		done := false
		if file != nil {
			whence := io.SeekStart
			if o.relSeek {
				whence = io.SeekCurrent
			} else if o.negSeek {
				whence = io.SeekEnd
			}
			if pos, err := file.Seek(off, whence); err == nil {
				o.seek, done = pos, true
			}
		}
		if !done {
			if o.negSeek || off < 0 {
				fmt.Fprintln(inv.Stderr, "xxd: Sorry, cannot seek.")
				return 4
			}
			if n, _ := io.CopyN(io.Discard, in, off); n < off {
				fmt.Fprintln(inv.Stderr, "xxd: Sorry, cannot seek.")
				return 4
			}
			o.seek = off
		}
	} else {
		o.seek = 0
	}
	if o.length >= 0 {
		in = io.LimitReader(in, o.length)
	}
	br := bufio.NewReaderSize(in, 32<<10)
	var err error
	switch o.mode {
	case xxdPlain:
		err = xxdPlainDump(br, bw, o)
	case xxdInclude:
		err = xxdIncludeDump(br, bw, o)
	default:
		err = xxdDump(br, bw, o)
	}
	if ferr := bw.Flush(); ferr != nil {
		return xxdWriteFailed(inv, ferr)
	}
	if err != nil {
		if ctx.Err() == nil && isPathErr(err) {
			fmt.Fprintf(inv.Stderr, "xxd: %s\n", vfs.Strerror(err))
			return 2
		}
		return 1
	}
	return 0
}

// xxdWriteFailed is xxd's perror_exit(3) for output it could not write.
func xxdWriteFailed(inv *shell.Invocation, err error) int {
	if !diesOfSIGPIPE(inv, err) {
		fmt.Fprintf(inv.Stderr, "xxd: %s\n", vfs.Strerror(err))
	}
	return 3
}

func xxdHex(o *xxdOpts) string {
	if o.upper {
		return "0123456789ABCDEF"
	}
	return "0123456789abcdef"
}

func xxdPlainDump(br *bufio.Reader, w *bufio.Writer, o *xxdOpts) error {
	hex := xxdHex(o)
	p := o.cols
	for {
		c, err := br.ReadByte()
		if err != nil {
			if err != io.EOF {
				return err
			}
			break
		}
		w.WriteByte(hex[c>>4])
		w.WriteByte(hex[c&15])
		if o.cols > 0 {
			if p--; p == 0 {
				if err := w.WriteByte('\n'); err != nil {
					return err
				}
				p = o.cols
			}
		}
	}
	if o.cols == 0 || p < o.cols {
		return w.WriteByte('\n')
	}
	return nil
}

func xxdIncludeDump(br *bufio.Reader, w *bufio.Writer, o *xxdOpts) error {
	name := ""
	if o.haveIn || o.nameSet {
		name = o.name
		if !o.nameSet {
			var b strings.Builder
			if o.infile != "" && o.infile[0] >= '0' && o.infile[0] <= '9' {
				b.WriteString("__")
			}
			for _, c := range []byte(o.infile) {
				switch {
				case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
					if o.capital && c >= 'a' && c <= 'z' {
						c -= 'a' - 'A'
					}
					b.WriteByte(c)
				default:
					b.WriteByte('_')
				}
			}
			name = b.String()
		}
	}
	if o.haveIn {
		fmt.Fprintf(w, "unsigned char %s[] = {\n", name)
	}
	format := "%s0x%02x"
	if o.upper {
		format = "%s0X%02X"
	}
	p := 0
	for {
		c, err := br.ReadByte()
		if err != nil {
			if err != io.EOF {
				return err
			}
			break
		}
		sep := ", "
		if p == 0 {
			sep = "  "
		} else if p%o.cols == 0 {
			sep = ",\n  "
		}
		if _, err := fmt.Fprintf(w, format, sep, c); err != nil {
			return err
		}
		p++
	}
	if p > 0 {
		w.WriteString("\n")
	}
	if o.haveIn {
		lenName := "_len"
		if o.capital {
			lenName = "_LEN"
		}
		_, err := fmt.Fprintf(w, "};\nunsigned int %s%s = %d;\n", name, lenName, p)
		return err
	}
	return nil
}

// xxdDump writes the normal, little-endian and bits formats, laying each
// line out at xxd's fixed columns.
func xxdDump(br *bufio.Reader, w *bufio.Writer, o *xxdOpts) error {
	hex := xxdHex(o)
	const addrLen = 9
	grpLen := 2*o.group + 1
	if o.mode == xxdBits {
		grpLen = 8*o.group + 1
	}
	asciiCol := addrLen + 3 + (grpLen*o.cols-1)/o.group
	line := make([]byte, asciiCol+o.cols+1)
	var zeroSeen int
	var saved []byte
	// emit is xxd's xxdline: with autoskip, runs of all-zero lines are
	// replaced by "*" (nz is 0 for a zero line, -1 at the end).
	emit := func(l []byte, nz int) error {
		if !o.autoskip {
			_, err := w.Write(l)
			return err
		}
		if nz == 0 && zeroSeen == 1 {
			saved = append(saved[:0], l...)
		}
		// C: if (nz || !zero_seen++): the increment only happens for nz == 0.
		show := nz != 0 || zeroSeen == 0
		if nz == 0 {
			zeroSeen++
		}
		if !show {
			return nil
		}
		if nz != 0 {
			if nz < 0 {
				zeroSeen--
			}
			if zeroSeen == 2 {
				w.Write(saved)
			}
			if zeroSeen > 2 {
				w.WriteString("*\n")
			}
		}
		if nz >= 0 || zeroSeen > 0 {
			if _, err := w.Write(l); err != nil {
				return err
			}
		}
		if nz != 0 {
			zeroSeen = 0
		}
		return nil
	}
	pos := o.seek + o.displayOff
	p, nonzero := 0, 0
	var last []byte
	for {
		c, err := br.ReadByte()
		if err != nil {
			if err != io.EOF {
				return err
			}
			break
		}
		if p == 0 {
			for i := range line {
				line[i] = ' '
			}
			var addr string
			if o.decimal {
				addr = fmt.Sprintf("%08d:", pos)
			} else {
				addr = fmt.Sprintf("%08x:", pos)
			}
			copy(line, addr)
		}
		x := p
		if o.little {
			x = p ^ (o.group - 1)
		}
		col := addrLen + 1 + (grpLen*x)/o.group
		if o.mode == xxdBits {
			for i := 7; i >= 0; i-- {
				line[col+7-i] = '0' + (c>>uint(i))&1
			}
		} else {
			line[col] = hex[c>>4]
			line[col+1] = hex[c&15]
		}
		if c != 0 {
			nonzero++
		}
		if e := xxdChar(c, o.ebcdic); e > 31 && e < 127 {
			line[asciiCol+p] = e
		} else {
			line[asciiCol+p] = '.'
		}
		p++
		pos++
		if p == o.cols {
			line[asciiCol+p] = '\n'
			last = line[:asciiCol+p+1]
			nz := 1
			if o.autoskip {
				nz = nonzero
			}
			if err := emit(last, nz); err != nil {
				return err
			}
			nonzero, p = 0, 0
		}
	}
	if p > 0 {
		line[asciiCol+p] = '\n'
		return emit(line[:asciiCol+p+1], 1)
	}
	if o.autoskip && last != nil {
		return emit(last, -1)
	}
	return nil
}

// xxdRevert is xxd's huntype: it turns a hex dump (normal or plain) back
// into bytes, honouring the addresses of a normal dump.
func xxdRevert(r *bufio.Reader, w *bufio.Writer, outFile vfs.File, o *xxdOpts, inv *shell.Invocation) int {
	cols := o.cols
	plain := o.mode == xxdPlain
	n1, n2, n3 := -1, 0, 0
	ignGarb := true
	p := cols
	var haveOff, wantOff int64
	baseOff := int64(0)
	if o.seekSet {
		baseOff = o.seek
		if o.negSeek {
			baseOff = -baseOff
		}
	}
	skipToEOL := func() byte {
		for {
			c, err := r.ReadByte()
			if err != nil || c == '\n' {
				return '\n'
			}
		}
	}
	for {
		c, err := r.ReadByte()
		if err != nil {
			break
		}
		if c == '\r' {
			continue
		}
		if plain && (c == ' ' || c == '\n' || c == '\t') {
			continue
		}
		n3, n2 = n2, n1
		n1 = hexVal(c)
		if n1 == -1 && ignGarb {
			continue
		}
		ignGarb = false
		if !plain && p >= cols {
			if n1 < 0 {
				p = 0
				continue
			}
			wantOff = wantOff<<4 | int64(n1)
			continue
		}
		if baseOff+wantOff != haveOff {
			target := baseOff + wantOff
			if outFile != nil {
				if err := w.Flush(); err != nil {
					return 1
				}
				if _, err := outFile.Seek(target, io.SeekStart); err != nil {
					fmt.Fprintln(inv.Stderr, "xxd: Sorry, cannot seek.")
					return 4
				}
			} else if target < haveOff {
				w.Flush()
				fmt.Fprintln(inv.Stderr, "xxd: Sorry, cannot seek backwards.")
				return 5
			} else {
				// A pipe cannot seek: fill the gap with zeros.
				for i := haveOff; i < target; i++ {
					if err := w.WriteByte(0); err != nil {
						return 1
					}
				}
			}
			haveOff = target
		}
		if n1 >= 0 && n2 >= 0 {
			if err := w.WriteByte(byte(n2<<4 | n1)); err != nil {
				return 1
			}
			haveOff++
			wantOff++
			n1 = -1
			if !plain {
				if p++; p >= cols {
					c = skipToEOL()
				}
			}
		} else if n1 < 0 && n2 < 0 && n3 < 0 {
			// Already in garbage (the ASCII column, or two non-hex
			// characters in a row of a plain dump): skip the line, as
			// xxd does in both modes.
			c = skipToEOL()
		}
		if c == '\n' {
			if !plain {
				wantOff = 0
			}
			p = cols
			ignGarb = true
		}
	}
	return 0
}

// xxdChar is what the character column shows of c: c itself, or with -E
// the character of EBCDIC code c (xxd's etoa64 table: codes below 64 are
// shown as '.', the others as their Latin-1 equivalent).
func xxdChar(c byte, ebcdic bool) byte {
	if !ebcdic {
		return c
	}
	if c < 64 {
		return '.'
	}
	return xxdEtoa64[c-64]
}

// xxdEtoa64 is xxd.c's etoa64: EBCDIC codes 64-255 in Latin-1.
var xxdEtoa64 = [192]byte{
	0040, 0240, 0241, 0242, 0243, 0244, 0245, 0246,
	0247, 0250, 0325, 0056, 0074, 0050, 0053, 0174,
	0046, 0251, 0252, 0253, 0254, 0255, 0256, 0257,
	0260, 0261, 0041, 0044, 0052, 0051, 0073, 0176,
	0055, 0057, 0262, 0263, 0264, 0265, 0266, 0267,
	0270, 0271, 0313, 0054, 0045, 0137, 0076, 0077,
	0272, 0273, 0274, 0275, 0276, 0277, 0300, 0301,
	0302, 0140, 0072, 0043, 0100, 0047, 0075, 0042,
	0303, 0141, 0142, 0143, 0144, 0145, 0146, 0147,
	0150, 0151, 0304, 0305, 0306, 0307, 0310, 0311,
	0312, 0152, 0153, 0154, 0155, 0156, 0157, 0160,
	0161, 0162, 0136, 0314, 0315, 0316, 0317, 0320,
	0321, 0345, 0163, 0164, 0165, 0166, 0167, 0170,
	0171, 0172, 0322, 0323, 0324, 0133, 0326, 0327,
	0330, 0331, 0332, 0333, 0334, 0335, 0336, 0337,
	0340, 0341, 0342, 0343, 0344, 0135, 0346, 0347,
	0173, 0101, 0102, 0103, 0104, 0105, 0106, 0107,
	0110, 0111, 0350, 0351, 0352, 0353, 0354, 0355,
	0175, 0112, 0113, 0114, 0115, 0116, 0117, 0120,
	0121, 0122, 0356, 0357, 0360, 0361, 0362, 0363,
	0134, 0237, 0123, 0124, 0125, 0126, 0127, 0130,
	0131, 0132, 0364, 0365, 0366, 0367, 0370, 0371,
	0060, 0061, 0062, 0063, 0064, 0065, 0066, 0067,
	0070, 0071, 0372, 0373, 0374, 0375, 0376, 0377,
}
