package commands

import (
	"bufio"
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "df",
		Summary: "report file system space usage",
		Usage:   dfUsage,
		Run:     runDf,
	})
}

const dfUsage = `Usage: df [OPTION]... [FILE]...
Show information about the file system on which each FILE resides,
or all file systems by default.

Mandatory arguments to long options are mandatory for short options too.
  -a, --all             include pseudo, duplicate, inaccessible file systems
  -B, --block-size=SIZE  scale sizes by SIZE before printing them; e.g.,
                           '-BM' prints sizes in units of 1,048,576 bytes;
                           see SIZE format below
  -h, --human-readable  print sizes in powers of 1024 (e.g., 1023M)
  -H, --si              print sizes in powers of 1000 (e.g., 1.1G)
  -i, --inodes          list inode information instead of block usage
  -k                    like --block-size=1K
  -l, --local           limit listing to local file systems
      --no-sync         do not invoke sync before getting usage info (default)
      --output[=FIELD_LIST]  use the output format defined by FIELD_LIST,
                               or print all fields if FIELD_LIST is omitted.
  -P, --portability     use the POSIX output format
      --sync            invoke sync before getting usage info
      --total           elide all entries insignificant to available space,
                          and produce a grand total
  -t, --type=TYPE       limit listing to file systems of type TYPE
  -T, --print-type      print file system type
  -x, --exclude-type=TYPE   limit listing to file systems not of type TYPE
  -v                    (ignored)
      --help        display this help and exit

Display values are in units of the first available SIZE from --block-size,
and the DF_BLOCK_SIZE, BLOCK_SIZE and BLOCKSIZE environment variables.
Otherwise, units default to 1024 bytes.

FIELD_LIST is a comma-separated list of columns to be included.  Valid
field names are: 'source', 'fstype', 'itotal', 'iused', 'iavail', 'ipcent',
'size', 'used', 'avail', 'pcent', 'file' and 'target' (see info page).

The sandbox's file systems are its mounts, all local: memfs (in memory),
hostfs (a read-only host folder) or vfs (another). One that counts its
bytes reports them in 1024-byte blocks (its size is its limit, or the
sandbox's filesystem limit when it has none); others show '-', and so do
the inode columns, which no sandbox file system counts. --sync has
nothing to flush.
`

// dfMount is one line of df's table.
type dfMount struct {
	source, fstype, target string
	known                  bool
	size, used             int64
	readOnly               bool
	description            string
}

// dfMounts lists the sandbox's file systems: the mount table's entries,
// or the whole FS as one file system mounted on /.
func dfMounts(inv *shell.Invocation) []dfMount {
	type mounter interface{ Mounts() []vfs.Mount }
	var ms []vfs.Mount
	if mt, ok := inv.FS.(mounter); ok {
		ms = mt.Mounts()
	} else {
		ms = []vfs.Mount{{Path: "/", FS: inv.FS}}
	}
	out := make([]dfMount, 0, len(ms))
	for _, m := range ms {
		d := dfMount{source: m.Name, target: m.Path, readOnly: m.ReadOnly}
		desc := m.Description
		if ds, ok := m.FS.(vfs.Describer); ok && desc == "" {
			desc = ds.Describe()
		}
		d.description = desc
		switch {
		case strings.Contains(desc, "in-memory"):
			d.fstype = "memfs"
		case strings.Contains(desc, "host"):
			d.fstype = "hostfs"
		default:
			d.fstype = "vfs"
		}
		if d.source == "" {
			d.source = d.fstype
		}
		if u, ok := m.FS.(vfs.Usager); ok {
			used, limit := u.Usage()
			if limit == 0 {
				limit = inv.Limits.MaxFilesystemBytes
			}
			if limit < used {
				limit = used
			}
			d.known, d.size, d.used = true, limit, used
		}
		out = append(out, d)
	}
	return out
}

// dfMountOf is the index in mounts of the one holding the absolute path
// p, the one with the longest matching path (-1 if none does).
func dfMountOf(mounts []dfMount, p string) int {
	best := -1
	for i, m := range mounts {
		if m.target == "/" || p == m.target || strings.HasPrefix(p, m.target+"/") {
			if best < 0 || len(m.target) > len(mounts[best].target) {
				best = i
			}
		}
	}
	return best
}

// dfFields are --output's field names, in the order --output alone
// prints them, with their headers and minimum widths (df.c's field_data).
var dfFields = []struct {
	name, header string
	width        int
	left         bool
}{
	{"source", "Filesystem", 14, true}, {"fstype", "Type", 4, true}, {"itotal", "Inodes", 5, false},
	{"iused", "IUsed", 5, false}, {"iavail", "IFree", 5, false}, {"ipcent", "IUse%", 4, false},
	{"size", "blocks", 5, false}, {"used", "Used", 5, false}, {"avail", "Avail", 5, false},
	{"pcent", "Use%", 4, false}, {"file", "File", 0, true}, {"target", "Mounted on", 0, true},
}

func dfField(name string) int {
	for i, f := range dfFields {
		if f.name == name {
			return i
		}
	}
	return -1
}

func runDf(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("df")
	var bs *blockSize
	var sizeErr, outErr string
	f.Bool('a', "all")
	f.Func('B', "block-size", true, func(v string) error {
		b, ok := parseBlockSize(v)
		if !ok {
			sizeErr = blockSizeError(v, "--block-size")
		}
		bs = &b
		return nil
	})
	f.Func('h', "human-readable", false, func(string) error {
		bs = &blockSize{size: 1, autoscale: true, si: true, base1024: true}
		return nil
	})
	f.Func('H', "si", false, func(string) error { bs = &blockSize{size: 1, autoscale: true, si: true}; return nil })
	f.Func('k', "", false, func(string) error { bs = &blockSize{size: 1024}; return nil })
	inodes := f.Bool('i', "inodes")
	f.Bool('l', "local")
	f.Bool(0, "sync")
	f.Bool(0, "no-sync")
	var output []int
	outSeen := false
	f.add(&flagDef{long: "output", hasValue: true, optional: true, set: func(v string) error {
		outSeen = true
		if v == "" {
			output = nil
			for i := range dfFields {
				output = append(output, i)
			}
			return nil
		}
		for _, name := range strings.Split(v, ",") {
			i := dfField(name)
			switch {
			case i < 0:
				outErr = "option --output: field " + quoteArg(name) + " unknown"
			case slices.Contains(output, i):
				outErr = "option --output: field " + quoteArg(name) + " used more than once"
			}
			if outErr != "" {
				return nil
			}
			output = append(output, i)
		}
		return nil
	}})
	posix := f.Bool('P', "portability")
	total := f.Bool(0, "total")
	types := f.Strings('t', "type")
	excluded := f.Strings('x', "exclude-type")
	showType := f.Bool('T', "print-type")
	f.Bool('v', "")
	f.failed = func() bool { return sizeErr != "" || outErr != "" }
	ops, status, done := parseFlags(inv, f, dfUsage, 1)
	if done {
		return status
	}
	if sizeErr != "" {
		if n := len(f.order); n > 0 && f.order[n-1] == "B" {
			sizeErr = strings.Replace(sizeErr, "--block-size", "-B", 1) // named as given
		}
		errorf(inv, "%s", sizeErr)
		return 1
	}
	if outErr != "" {
		operandError(inv, "%s", outErr)
		return 1
	}
	if outSeen {
		for _, o := range []struct {
			set  bool
			name string
		}{{*inodes, "-i"}, {*showType, "-T"}, {*posix, "-P"}} {
			if o.set {
				operandError(inv, "options %s and --output are mutually exclusive", o.name)
				return 1
			}
		}
	}
	for _, t := range *types {
		if slices.Contains(*excluded, t) {
			errorf(inv, "file system type %s both selected and excluded", quoteArg(t))
			return 1
		}
	}
	if bs == nil {
		b, _ := blockSizeEnv(inv.Getenv, "DF_BLOCK_SIZE")
		bs = &b
	}
	cols := output
	if !outSeen {
		cols = []int{0}
		if *showType {
			cols = append(cols, 1)
		}
		if *inodes {
			cols = append(cols, 2, 3, 4, 5)
		} else {
			cols = append(cols, 6, 7, 8, 9)
		}
		cols = append(cols, 11)
	}
	selected := func(m dfMount) bool {
		return (len(*types) == 0 || slices.Contains(*types, m.fstype)) && !slices.Contains(*excluded, m.fstype)
	}

	mounts := dfMounts(inv)
	type dfRow struct {
		m    dfMount
		file string
	}
	var rows []dfRow
	status = 0
	if len(ops) == 0 {
		for _, m := range mounts {
			if selected(m) {
				rows = append(rows, dfRow{m, "-"})
			}
		}
	}
	for _, op := range ops {
		p := inv.Path(op)
		if _, err := inv.FS.Stat(ctx, p); err != nil {
			errorf(inv, "%s: %s", quoteName(op), vfs.Strerror(err))
			status = 1
			continue
		}
		best := dfMountOf(mounts, p)
		if best >= 0 && selected(mounts[best]) {
			rows = append(rows, dfRow{mounts[best], op})
		}
	}
	if len(rows) == 0 {
		if status == 0 {
			errorf(inv, "no file systems processed")
		}
		return 1
	}

	// Headers, as df.c's get_header for each mode.
	header := make([]string, len(cols))
	for i, c := range cols {
		h := dfFields[c].header
		switch {
		case c == 6 && bs.autoscale:
			h = "Size"
		case c == 6 && *posix:
			h = strconv.FormatUint(bs.size, 10) + "-blocks"
		case c == 6:
			h = dfBlocksHeader(bs) + "-blocks"
		case c == 8 && !outSeen && !bs.autoscale:
			h = "Available"
		case c == 9 && *posix && !bs.autoscale:
			h = "Capacity"
		}
		header[i] = h
	}
	table := [][]string{header}
	var tSize, tUsed, tAvail uint64
	anyKnown := false
	for _, r := range rows {
		row := make([]string, len(cols))
		// The file system counts in 1024-byte blocks: used rounds up and
		// available down, so that they add up to the size.
		var size, used, avail uint64
		if r.m.known {
			size = uint64(r.m.size+1023) / 1024
			used = uint64(r.m.used+1023) / 1024
			avail = size - min(used, size)
			tSize, tUsed, tAvail = tSize+size, tUsed+used, tAvail+avail
			anyKnown = true
		}
		for i, c := range cols {
			row[i] = dfCell(c, r.m.source, r.m.fstype, r.file, r.m.target, r.m.known, size, used, avail, bs)
		}
		table = append(table, row)
	}
	if *total {
		row := make([]string, len(cols))
		for i, c := range cols {
			row[i] = dfCell(c, "total", "-", "-", "-", anyKnown, tSize, tUsed, tAvail, bs)
		}
		if !slices.Contains(cols, 0) {
			row[0] = "total" // GNU names the row in its first column
		}
		table = append(table, row)
	}
	widths := make([]int, len(cols))
	for _, row := range table {
		for i, cell := range row {
			widths[i] = max(widths[i], dfFields[cols[i]].width, len(cell))
		}
	}
	w := bufio.NewWriter(inv.Stdout)
	for _, row := range table {
		var b strings.Builder
		for i, cell := range row {
			if i > 0 {
				b.WriteByte(' ')
			}
			pad := strings.Repeat(" ", widths[i]-len(cell))
			switch {
			case !dfFields[cols[i]].left:
				b.WriteString(pad + cell)
			case i == len(row)-1:
				b.WriteString(cell)
			default:
				b.WriteString(cell + pad)
			}
		}
		b.WriteByte('\n')
		w.WriteString(b.String())
	}
	if err := w.Flush(); err != nil {
		return 1
	}
	return status
}

// dfCell renders one field; unknown sizes and every inode count are '-'.
func dfCell(c int, source, fstype, file, target string, known bool, size, used, avail uint64, bs *blockSize) string {
	switch dfFields[c].name {
	case "source":
		return source
	case "fstype":
		return fstype
	case "file":
		return file
	case "target":
		return target
	case "size", "used", "avail", "pcent":
		if !known {
			return "-"
		}
	default:
		return "-"
	}
	switch dfFields[c].name {
	case "size":
		return bs.format(size, 1024)
	case "used":
		return bs.format(used, 1024)
	case "avail":
		return bs.format(avail, 1024)
	}
	if used+avail == 0 {
		return "-"
	}
	return strconv.FormatUint((used*100+used+avail-1)/(used+avail), 10) + "%"
}

// dfBlocksHeader is the "1K" of "1K-blocks": the block size in the base
// that says it exactly.
func dfBlocksHeader(bs *blockSize) string {
	h := blockSize{size: 1, autoscale: true, si: true, noPoint0: true, withB: bs.withB}
	q1000, q1024 := bs.size, bs.size
	by1000, by1024 := true, true
	for by1000 && by1024 {
		by1000, by1024 = q1000%1000 == 0, q1024%1024 == 0
		q1000 /= 1000
		q1024 /= 1024
	}
	h.base1024 = !by1000
	h.withB = h.withB || !by1024
	return h.format(bs.size, 1)
}
