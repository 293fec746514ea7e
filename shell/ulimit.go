package shell

import (
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/vfs"
)

// The resources ulimit knows are the ones the sandbox enforces: the size
// of a file written by the shell or a command (-f, MaxFileBytes at most),
// the number of open file descriptors of a redirection (-n), and the pipe
// size (-p, fixed). Others (core size, CPU time, ...) are refused rather
// than reported as a limit nothing enforces.
const (
	resFsize = iota
	resNofile
	resPipe
	nRes
)

type resource struct {
	opt   byte
	desc  string
	unit  string
	scale int64 // bytes per unit (-f counts 1024-byte blocks, as bash does)
	fixed bool  // cannot be changed
}

var resources = [nRes]resource{
	resFsize:  {'f', "file size", "blocks", 1024, false},
	resNofile: {'n', "open files", "", 1, false},
	resPipe:   {'p', "pipe size", "512 bytes", 1, true},
}

// unlimited is RLIM_INFINITY.
const unlimited = -1

type rlim struct{ soft, hard int64 }

// ulimits is one shell's resource limits; a subshell or child shell copies
// them, so lowering a limit there does not reach the parent.
type ulimits struct {
	init bool
	v    [nRes]rlim
}

// defaultNofile is the open-files limit a sandbox shell starts with.
const defaultNofile = 1024

func (r *runner) rlimits() *[nRes]rlim {
	if !r.ulim.init {
		r.ulim.init = true
		f := int64(unlimited)
		if max := r.sh.limits.MaxFileBytes; max > 0 {
			f = max / resources[resFsize].scale
		}
		r.ulim.v[resFsize] = rlim{f, f}
		r.ulim.v[resNofile] = rlim{defaultNofile, defaultNofile}
		r.ulim.v[resPipe] = rlim{8, 8}
	}
	return &r.ulim.v
}

// fileSizeLimit is the largest size in bytes a written file may reach, or
// -1 for no limit beyond the filesystem's own.
func (r *runner) fileSizeLimit() int64 {
	l := r.rlimits()[resFsize].soft
	if l == unlimited || l > math.MaxInt64/resources[resFsize].scale {
		return unlimited
	}
	return l * resources[resFsize].scale
}

// errTooManyFiles is EMFILE: a redirection beyond ulimit -n.
var errTooManyFiles = errors.New("Too many open files")

// checkNofile fails when opening one more descriptor would pass ulimit -n.
func (r *runner) checkNofile() error {
	l := r.rlimits()[resNofile].soft
	if l == unlimited {
		return nil
	}
	open := 0
	for _, d := range r.fds {
		if d != nil {
			open++
		}
	}
	if int64(open) >= l {
		return errTooManyFiles
	}
	return nil
}

const ulimitUsage = "ulimit: usage: ulimit [-SHabcdefiklmnpqrstuvxPRT] [limit]\n"

func builtinUlimit(r *runner, args []string) int {
	soft, hard, all := false, false, false
	var res []int
	i := 1
	for ; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			i++
			break
		}
		if len(a) < 2 || a[0] != '-' {
			break
		}
		for j := 1; j < len(a); j++ {
			switch c := a[j]; c {
			case 'S':
				soft = true
			case 'H':
				hard = true
			case 'a':
				all = true
			default:
				k := -1
				for n, rs := range resources {
					if rs.opt == c {
						k = n
					}
				}
				if k >= 0 {
					res = append(res, k)
					continue
				}
				if strings.IndexByte("bcdeiklmqrstuvxPRT", c) >= 0 {
					r.errLine("ulimit: -%c: resource not limited in this sandbox (only -f, -n and -p are)", c)
					return 1
				}
				r.errLine("ulimit: -%c: invalid option", c)
				r.errf("%s", ulimitUsage)
				return 2
			}
		}
	}
	operands := args[i:]
	lims := r.rlimits()
	show := func(k int, header bool) string {
		v := lims[k].soft
		if hard && !soft {
			v = lims[k].hard
		}
		val := "unlimited"
		if v != unlimited {
			val = strconv.FormatInt(v, 10)
		}
		if !header {
			return val + "\n"
		}
		rs := resources[k]
		unit := fmt.Sprintf("(-%c) ", rs.opt)
		if rs.unit != "" {
			unit = fmt.Sprintf("(%s, -%c) ", rs.unit, rs.opt)
		}
		return fmt.Sprintf("%-20s %20s%s\n", rs.desc, unit, val)
	}
	if all {
		var b strings.Builder
		for k := range resources {
			b.WriteString(show(k, true))
		}
		return r.writeOut("ulimit", b.String())
	}
	if len(res) == 0 {
		res = []int{resFsize}
	}
	if len(operands) == 0 {
		var b strings.Builder
		for _, k := range res {
			b.WriteString(show(k, len(res) > 1))
		}
		return r.writeOut("ulimit", b.String())
	}
	arg := operands[0]
	status := 0
	for _, k := range res {
		rs := resources[k]
		var v int64
		switch arg {
		case "unlimited":
			v = unlimited
		case "hard":
			v = lims[k].hard
		case "soft":
			v = lims[k].soft
		default:
			n, err := strconv.ParseInt(arg, 10, 64)
			if err != nil || n < 0 {
				r.errLine("ulimit: %s: invalid number", arg)
				return 1
			}
			v = n
		}
		if rs.fixed {
			r.errLine("ulimit: %s: cannot modify limit: Invalid argument", rs.desc)
			status = 1
			continue
		}
		next := lims[k]
		if hard || !soft {
			next.hard = v
		}
		if soft || !hard {
			next.soft = v
		}
		// Raising the hard limit needs privileges no sandbox user has.
		if above(next.hard, lims[k].hard) {
			r.errLine("ulimit: %s: cannot modify limit: Operation not permitted", rs.desc)
			status = 1
			continue
		}
		if above(next.soft, next.hard) {
			r.errLine("ulimit: %s: cannot modify limit: Invalid argument", rs.desc)
			status = 1
			continue
		}
		lims[k] = next
	}
	return status
}

// above reports a > b for limits where -1 is infinity.
func above(a, b int64) bool {
	if b == unlimited {
		return false
	}
	return a == unlimited || a > b
}

// fsizeFile enforces ulimit -f on a file opened for writing: a write that
// would take it past the limit writes what fits and fails with EFBIG.
type fsizeFile struct {
	vfs.File
	name   string
	limit  int64
	append bool
}

func (f *fsizeFile) Write(p []byte) (int, error) {
	pos, err := f.File.Seek(0, io.SeekCurrent)
	if f.append {
		var fi interface{ Size() int64 }
		fi, err = f.File.Stat()
		if err == nil {
			pos = fi.Size()
		}
	}
	if err != nil {
		return f.File.Write(p)
	}
	if pos+int64(len(p)) <= f.limit {
		return f.File.Write(p)
	}
	n := 0
	if room := f.limit - pos; room > 0 {
		n, err = f.File.Write(p[:room])
		if err != nil {
			return n, err
		}
	}
	return n, vfs.PathError("write", f.name, vfs.ErrFileTooLarge)
}

func (f *fsizeFile) Truncate(size int64) error {
	if size > f.limit {
		return vfs.PathError("truncate", f.name, vfs.ErrFileTooLarge)
	}
	return f.File.Truncate(size)
}

// limitWrites wraps f when it is open for writing under a file size limit.
func limitWrites(f vfs.File, name string, flag int, limit int64) vfs.File {
	if limit < 0 || flag&vfs.O_ACCMODE == vfs.O_RDONLY {
		return f
	}
	return &fsizeFile{File: f, name: name, limit: limit, append: flag&vfs.O_APPEND != 0}
}
