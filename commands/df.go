package commands

import (
	"bufio"
	"context"
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
  -h, --human-readable  print sizes in powers of 1024 (e.g., 1023M)
  -k                    like --block-size=1K
  -T, --print-type      print file system type
      --help        display this help and exit

The sandbox's file systems are its mounts. A file system that counts its
bytes reports them (its size is its limit, or the sandbox's filesystem
limit when it has none); others show '-'.
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

func runDf(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("df")
	human := f.Bool('h', "human-readable")
	f.Func('k', "", false, func(string) error { return nil })
	showType := f.Bool('T', "print-type")
	ops, status, done := parseFlags(inv, f, dfUsage, 1)
	if done {
		return status
	}
	if *human && f.Seen("k") {
		// The last of -h and -k wins, as with --block-size.
		for i := len(f.order) - 1; i >= 0; i-- {
			if f.order[i] == "k" {
				*human = false
				break
			}
			if f.order[i] == "h" || f.order[i] == "human-readable" {
				break
			}
		}
	}
	mounts := dfMounts(inv)
	var rows []dfMount
	status = 0
	if len(ops) == 0 {
		rows = mounts
	}
	for _, op := range ops {
		p := inv.Path(op)
		if _, err := inv.FS.Stat(ctx, p); err != nil {
			errorf(inv, "%s: %s", op, vfs.Strerror(err))
			status = 1
			continue
		}
		// The mount with the longest matching path holds the file.
		best := -1
		for i, m := range mounts {
			if m.target == "/" || p == m.target || strings.HasPrefix(p, m.target+"/") {
				if best < 0 || len(m.target) > len(mounts[best].target) {
					best = i
				}
			}
		}
		if best >= 0 {
			rows = append(rows, mounts[best])
		}
	}
	if len(rows) == 0 {
		if status == 0 {
			errorf(inv, "no file systems processed")
		}
		return 1
	}
	header := []string{"Filesystem", "Type", "1K-blocks", "Used", "Available", "Use%", "Mounted on"}
	if *human {
		header[2], header[4] = "Size", "Avail"
	}
	minWidth := []int{14, 4, 5, 5, 5, 4, 0}
	table := [][]string{header}
	for _, r := range rows {
		cells := []string{r.source, r.fstype, "-", "-", "-", "-", r.target}
		if r.known {
			avail := r.size - r.used
			num := func(n int64, up bool) string {
				if *human {
					// Whole KiB, as a block-counting file system reports.
					if up {
						n = (n + 1023) / 1024 * 1024
					} else {
						n = n / 1024 * 1024
					}
					return humanCeil(n)
				}
				if up {
					n += 1023
				}
				return strconv.FormatInt(n/1024, 10)
			}
			// Used rounds up and available down, so they add up to the size.
			cells[2], cells[3], cells[4] = num(r.size, true), num(r.used, true), num(avail, false)
			if r.size > 0 {
				pct := (r.used*100 + r.size - 1) / r.size
				cells[5] = strconv.FormatInt(pct, 10) + "%"
			}
		}
		table = append(table, cells)
	}
	cols := []int{0, 1, 2, 3, 4, 5, 6}
	if !*showType {
		cols = []int{0, 2, 3, 4, 5, 6}
	}
	widths := make([]int, 7)
	for _, row := range table {
		for c, cell := range row {
			widths[c] = max(widths[c], minWidth[c], len(cell))
		}
	}
	w := bufio.NewWriter(inv.Stdout)
	for _, row := range table {
		var b strings.Builder
		for i, c := range cols {
			cell := row[c]
			if i > 0 {
				b.WriteByte(' ')
			}
			switch {
			case c == 6:
				b.WriteString(cell)
			case c <= 1:
				b.WriteString(cell + strings.Repeat(" ", widths[c]-len(cell)))
			default:
				b.WriteString(strings.Repeat(" ", widths[c]-len(cell)) + cell)
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
