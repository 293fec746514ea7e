package shell

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

// procTable lists the sandbox's processes for ps: the top-level shell and
// the background jobs of every shell of this Run's tree (subshells share
// the table). Nothing of the host is in it.
type procTable struct {
	mu    sync.Mutex
	procs map[int]*proc
}

type proc struct {
	pid, ppid int
	comm      string // the command name
	args      string // the command line
	start     time.Time
	job       *job // the background job or coproc it is, for kill from any shell of the tree
}

func (t *procTable) add(p *proc) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.procs == nil {
		t.procs = map[int]*proc{}
	}
	t.procs[p.pid] = p
}

func (t *procTable) remove(pid int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	delete(t.procs, pid)
}

// job is the background job or coproc whose pid is pid, from whichever
// shell of the tree started it; nil if none runs.
func (t *procTable) job(pid int) *job {
	t.mu.Lock()
	defer t.mu.Unlock()
	if p := t.procs[pid]; p != nil {
		return p.job
	}
	return nil
}

func (t *procTable) list() []proc {
	t.mu.Lock()
	defer t.mu.Unlock()
	out := make([]proc, 0, len(t.procs))
	for _, p := range t.procs {
		out = append(out, *p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].pid < out[j].pid })
	return out
}

// psField is a column of ps -o.
type psField struct {
	header string
	width  int
	left   bool
	value  func(r *runner, p proc, now time.Time) string
}

var psFields = map[string]psField{
	"pid":     {"PID", 5, false, func(_ *runner, p proc, _ time.Time) string { return strconv.Itoa(p.pid) }},
	"ppid":    {"PPID", 5, false, func(_ *runner, p proc, _ time.Time) string { return strconv.Itoa(p.ppid) }},
	"user":    {"USER", 8, true, func(r *runner, _ proc, _ time.Time) string { return r.sh.cfg.Username }},
	"uid":     {"UID", 8, true, func(r *runner, _ proc, _ time.Time) string { return r.sh.cfg.Username }},
	"c":       {"C", 2, false, func(*runner, proc, time.Time) string { return "0" }},
	"%cpu":    {"%CPU", 4, false, func(*runner, proc, time.Time) string { return "0.0" }},
	"%mem":    {"%MEM", 4, false, func(*runner, proc, time.Time) string { return "0.0" }},
	"vsz":     {"VSZ", 6, false, func(*runner, proc, time.Time) string { return "0" }},
	"rss":     {"RSS", 5, false, func(*runner, proc, time.Time) string { return "0" }},
	"tty":     {"TTY", 8, true, func(*runner, proc, time.Time) string { return "?" }},
	"stat":    {"STAT", 4, true, psStat},
	"s":       {"S", 1, true, func(r *runner, p proc, n time.Time) string { return psStat(r, p, n)[:1] }},
	"stime":   {"STIME", 5, true, func(_ *runner, p proc, _ time.Time) string { return p.start.UTC().Format("15:04") }},
	"start":   {"START", 5, true, func(_ *runner, p proc, _ time.Time) string { return p.start.UTC().Format("15:04") }},
	"time":    {"TIME", 8, false, func(*runner, proc, time.Time) string { return "00:00:00" }},
	"etime":   {"ELAPSED", 11, false, psEtime},
	"etimes":  {"ELAPSED", 7, false, func(_ *runner, p proc, n time.Time) string { return strconv.Itoa(int(n.Sub(p.start).Seconds())) }},
	"comm":    {"COMMAND", 15, true, func(_ *runner, p proc, _ time.Time) string { return p.comm }},
	"args":    {"COMMAND", 0, true, func(_ *runner, p proc, _ time.Time) string { return p.args }},
	"cmd":     {"CMD", 0, true, func(_ *runner, p proc, _ time.Time) string { return p.args }},
	"command": {"COMMAND", 0, true, func(_ *runner, p proc, _ time.Time) string { return p.args }},
}

func psStat(r *runner, p proc, _ time.Time) string {
	if p.comm == "ps" {
		return "R"
	}
	return "S"
}

func psEtime(_ *runner, p proc, now time.Time) string {
	d := int(now.Sub(p.start).Seconds())
	days, h, m, s := d/86400, d/3600%24, d/60%60, d%60
	switch {
	case days > 0:
		return fmt.Sprintf("%d-%02d:%02d:%02d", days, h, m, s)
	case h > 0:
		return fmt.Sprintf("%02d:%02d:%02d", h, m, s)
	}
	return fmt.Sprintf("%02d:%02d", m, s)
}

type psColumn struct {
	psField
	name string
}

const psUsage = `Usage: ps [-e|-A|-a|-x] [-f] [-o FORMAT] [-p PIDLIST] [-C NAMES] [--no-headers]
       ps aux | ps ax | ps -ef
Lists the sandbox's own processes: this shell and its background jobs.
Fields for -o: pid ppid user uid c %cpu %mem vsz rss tty stat s stime start
time etime etimes comm args cmd command (NAME=HEADER renames a column).
`

// builtinPs is ps over the sandbox's process table (a builtin because the
// process table is the shell's).
func builtinPs(r *runner, args []string) int {
	var cols []psColumn
	full, bsdU, noHeaders := false, false, false
	var pids map[int]bool
	var names map[string]bool
	addFormat := func(spec string) bool {
		for _, item := range strings.FieldsFunc(spec, func(c rune) bool { return c == ',' || c == ' ' }) {
			name, header, renamed := strings.Cut(item, "=")
			f, ok := psFields[strings.ToLower(name)]
			if !ok {
				r.errf("ps: error: unknown user-defined format specifier \"%s\"\n", name)
				return false
			}
			if renamed {
				f.header = header
			}
			cols = append(cols, psColumn{f, name})
		}
		return true
	}
	list := func(s string) []string {
		return strings.FieldsFunc(s, func(c rune) bool { return c == ',' || c == ' ' })
	}
	for i := 1; i < len(args); i++ {
		a := args[i]
		next := func() (string, bool) {
			if i+1 >= len(args) {
				r.errf("ps: error: list of %s must follow %s\n", map[bool]string{true: "process IDs", false: "items"}[a == "-p" || a == "--pid"], a)
				return "", false
			}
			i++
			return args[i], true
		}
		switch {
		case a == "--help":
			r.outf("%s", psUsage)
			return 0
		case a == "--no-headers" || a == "--no-heading" || a == "h":
			noHeaders = true
		case a == "-o" || a == "--format" || a == "o":
			v, ok := next()
			if !ok || !addFormat(v) {
				return 1
			}
		case strings.HasPrefix(a, "-o") && len(a) > 2:
			if !addFormat(a[2:]) {
				return 1
			}
		case strings.HasPrefix(a, "--format="):
			if !addFormat(strings.TrimPrefix(a, "--format=")) {
				return 1
			}
		case a == "-p" || a == "--pid" || a == "p" || a == "-C":
			v, ok := next()
			if !ok {
				return 1
			}
			for _, s := range list(v) {
				if a == "-C" {
					if names == nil {
						names = map[string]bool{}
					}
					names[s] = true
					continue
				}
				n, err := strconv.Atoi(s)
				if err != nil || n <= 0 {
					r.errf("ps: error: process ID list syntax error\n")
					return 1
				}
				if pids == nil {
					pids = map[int]bool{}
				}
				pids[n] = true
			}
		case strings.HasPrefix(a, "-"):
			for _, c := range a[1:] {
				switch c {
				case 'e', 'A', 'a', 'x', 'N', 'd':
				case 'f', 'F', 'l':
					full = true
				case 'w', 'H', 'j':
				default:
					r.errf("ps: error: unsupported option -%c\n", c)
					r.errf("%s", psUsage)
					return 1
				}
			}
		default: // BSD options: aux, ax, x, u, w...
			for _, c := range a {
				switch c {
				case 'a', 'x', 'w', 'e':
				case 'u':
					bsdU = true
				default:
					r.errf("ps: error: unsupported option (BSD syntax) %q\n", string(c))
					return 1
				}
			}
		}
	}
	if len(cols) == 0 {
		spec := "pid,tty,time,cmd"
		switch {
		case bsdU:
			spec = "user,pid,%cpu,%mem,vsz,rss,tty,stat,start,time,command"
		case full:
			spec = "uid,pid,ppid,c,stime,tty,time,cmd"
		}
		addFormat(spec)
		switch {
		case bsdU:
			cols[9].width = 6
			cols[9].value = func(*runner, proc, time.Time) string { return "0:00" }
		case !full:
			cols[3].value = psFields["comm"].value
		}
	}

	now := r.sh.cfg.Now()
	self := proc{pid: r.sh.newPid(), ppid: r.bashpid, comm: "ps", args: strings.Join(args, " "), start: now}
	procs := append(r.procTab.list(), self)
	var b strings.Builder
	row := func(cells []string) {
		for i, c := range cols {
			if i > 0 {
				b.WriteByte(' ')
			}
			last := i == len(cols)-1
			switch {
			case c.left && last:
				b.WriteString(cells[i])
			case c.left:
				fmt.Fprintf(&b, "%-*s", c.width, cells[i])
			default:
				fmt.Fprintf(&b, "%*s", c.width, cells[i])
			}
		}
		b.WriteByte('\n')
	}
	h := make([]string, len(cols))
	blank := true
	for i, c := range cols {
		h[i] = c.header
		blank = blank && c.header == ""
	}
	if !noHeaders && !blank {
		row(h)
	}
	status := 1
	for _, p := range procs {
		if (pids != nil && !pids[p.pid]) || (names != nil && !names[p.comm]) {
			continue
		}
		status = 0
		cells := make([]string, len(cols))
		for i, c := range cols {
			cells[i] = c.value(r, p, now)
		}
		row(cells)
	}
	if r.writeOut("ps", b.String()) != 0 {
		return 1
	}
	if pids == nil && names == nil {
		return 0
	}
	return status
}
