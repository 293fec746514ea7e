package shell

import (
	"context"
	"errors"
	"hash/fnv"
	"io"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
)

// sysDirs shows the directories every Debian system has and the sandbox
// provides without files: /usr/bin holding the commands (with /bin a
// symlink to it, as on Debian), /dev holding the devices the shell
// serves, and /etc with the files scripts read to learn where they run
// (os-release, hostname, passwd, group), describing the sandbox. The shell already runs /usr/bin/jq and /bin/sh and type -a
// lists them there; without these directories ls /usr/bin, test -x
// /usr/bin/python3 and realpath /bin/sh said the files did not exist.
//
// A directory the filesystem itself has (a host mounting its own /usr)
// wins: sysDirs only fills in what is missing. Its entries are read-only
// (Permission denied, as for a user on Debian). A command's file is a
// two-line script naming it; running the path runs the command itself.
type sysDirs struct {
	vfs.FS
	// commands are the sorted names of the commands in /usr/bin, listed
	// on first use: most scripts never look there, and sorting some 400
	// names was a tenth of what a sandbox cost to make.
	commands func() []string
	created  time.Time
	etc      map[string]string // /etc's files by name
}

// sysDevices are the entries of /dev (see runner.device).
var sysDevices = []string{"fd", "full", "null", "random", "stderr", "stdin", "stdout", "urandom", "zero"}

func newSysDirs(fsys vfs.FS, cfg Config, created time.Time) *sysDirs {
	commands, withheld := cfg.Commands, cfg.Withheld
	names := sync.OnceValue(func() []string {
		names := make([]string, 0, len(commands)+len(internalCommands))
		for name := range commands {
			if !withheld[name] {
				names = append(names, name)
			}
		}
		for name := range internalCommands {
			if _, ok := commands[name]; !ok && !withheld[name] {
				names = append(names, name)
			}
		}
		slices.Sort(names)
		return names
	})
	return &sysDirs{FS: fsys, commands: names, created: created.Truncate(time.Second), etc: etcFiles(cfg)}
}

// etcFiles are /etc's files for the sandbox's user and host name (as id,
// whoami and hostname report them).
func etcFiles(cfg Config) map[string]string {
	passwd, group := "root:x:0:0:root:/root:/bin/bash\n", "root:x:0:\n"
	if u := cfg.Username; u != "root" {
		id, home := UserIdentity(u)
		uid := strconv.FormatUint(uint64(id), 10)
		passwd += u + ":x:" + uid + ":" + uid + "::" + home + ":/bin/bash\n"
		group += u + ":x:" + uid + ":\n"
	}
	return map[string]string{
		"hostname": cfg.Hostname + "\n",
		"passwd":   passwd,
		"group":    group,
		"os-release": `PRETTY_NAME="Computerwelt sandbox (bash 5.2, GNU tools; no package manager, no network)"
NAME="Computerwelt"
ID=computerwelt
`,
	}
}

// created is when the shell's system directories and devices were made.
func (s *Shell) created() time.Time {
	if sd, ok := s.cfg.FS.(*sysDirs); ok {
		return sd.created
	}
	return time.Time{}
}

// Unwrap returns the filesystem sysDirs adds to.
func (s *sysDirs) Unwrap() vfs.FS { return s.FS }

// virtual reports whether p (clean, absolute) is one of sysDirs' paths
// rather than the filesystem's, and which: a directory ("dir"), /bin
// ("binlink"), a command's file ("cmd"), a file of /etc ("etc"), a device
// ("dev") or a path that does not exist in them ("missing"). p under /bin
// is given as under /usr/bin.
func (s *sysDirs) virtual(ctx context.Context, p string) (kind, rel string, ok bool) {
	if p == "/" {
		return "", "", false
	}
	top, rest, _ := strings.Cut(p[1:], "/")
	switch top {
	case "usr", "bin", "dev", "etc":
	default:
		return "", "", false
	}
	if _, err := s.FS.Lstat(ctx, "/"+top); !errors.Is(err, fs.ErrNotExist) {
		return "", "", false
	}
	switch {
	case top == "bin" && rest == "":
		return "binlink", "", true
	case top == "bin":
		return s.virtual(ctx, "/usr/bin/"+rest)
	case top == "usr" && rest == "", top == "usr" && rest == "bin", top == "dev" && rest == "", top == "etc" && rest == "":
		return "dir", p, true
	case top == "etc":
		if _, ok := s.etc[rest]; ok {
			return "etc", rest, true
		}
	case top == "usr" && strings.HasPrefix(rest, "bin/") && !strings.Contains(rest[4:], "/"):
		if _, found := slices.BinarySearch(s.commands(), rest[4:]); found {
			return "cmd", rest[4:], true
		}
	case top == "dev" && rest == "fd":
		return "dir", p, true
	case top == "dev" && !strings.Contains(rest, "/"):
		if slices.Contains(sysDevices, rest) {
			return "dev", rest, true
		}
	}
	return "missing", p, true
}

func (s *sysDirs) stub(name string) string {
	return "#!/bin/sh\n# " + name + " is built into the Computerwelt sandbox: help " + name + "\n"
}

// content is what a file of sysDirs reads as.
func (s *sysDirs) content(kind, rel string) string {
	switch kind {
	case "cmd":
		return s.stub(rel)
	case "etc":
		return s.etc[rel]
	}
	return ""
}

func (s *sysDirs) info(kind, name, p string) fs.FileInfo {
	h := fnv.New64a()
	io.WriteString(h, p)
	fi := &sysInfo{name: name, mtime: s.created,
		sys: &vfs.StatT{Ino: h.Sum64(), Nlink: 1, User: "root", Group: "root", Atime: s.created, Ctime: s.created}}
	switch kind {
	case "dir":
		fi.mode, fi.size = fs.ModeDir|0o755, 4096
		fi.sys.Nlink, fi.sys.Blocks = 2, 8
	case "binlink":
		fi.mode, fi.size = fs.ModeSymlink|0o777, int64(len("usr/bin"))
	case "cmd":
		fi.mode, fi.size = 0o755, int64(len(s.stub(name)))
		fi.sys.Blocks = 8
	case "etc":
		fi.mode, fi.size = 0o644, int64(len(s.etc[name]))
		fi.sys.Blocks = 8
	case "dev":
		fi.mode = fs.ModeDevice | fs.ModeCharDevice | 0o666
	}
	return fi
}

func notExist(op, p string) error { return vfs.PathError(op, p, vfs.ErrNotExist) }

func denied(op, p string) error { return vfs.PathError(op, p, vfs.ErrPermission) }

func (s *sysDirs) Lstat(ctx context.Context, name string) (fs.FileInfo, error) {
	p := vfs.Abs("/", name)
	kind, _, ok := s.virtual(ctx, p)
	if !ok {
		return s.FS.Lstat(ctx, name)
	}
	if kind == "missing" {
		return nil, notExist("lstat", name)
	}
	return s.info(kind, path.Base(p), p), nil
}

func (s *sysDirs) Stat(ctx context.Context, name string) (fs.FileInfo, error) {
	p := vfs.Abs("/", name)
	kind, _, ok := s.virtual(ctx, p)
	if !ok {
		return s.FS.Stat(ctx, name)
	}
	switch kind {
	case "missing":
		return nil, notExist("stat", name)
	case "binlink":
		return s.info("dir", "bin", "/usr/bin"), nil
	}
	return s.info(kind, path.Base(p), p), nil
}

func (s *sysDirs) ReadDir(ctx context.Context, name string) ([]fs.DirEntry, error) {
	p := vfs.Abs("/", name)
	if p == "/" {
		ents, err := s.FS.ReadDir(ctx, name)
		if err != nil {
			return nil, err
		}
		for _, top := range []string{"bin", "dev", "etc", "usr"} {
			if kind, _, ok := s.virtual(ctx, "/"+top); ok {
				ents = append(ents, fs.FileInfoToDirEntry(s.info(kind, top, "/"+top)))
			}
		}
		slices.SortFunc(ents, func(a, b fs.DirEntry) int { return strings.Compare(a.Name(), b.Name()) })
		return ents, nil
	}
	kind, _, ok := s.virtual(ctx, p)
	if !ok {
		return s.FS.ReadDir(ctx, name)
	}
	if kind == "binlink" {
		kind, p = "dir", "/usr/bin"
	}
	switch {
	case kind == "missing":
		return nil, notExist("open", name)
	case kind != "dir":
		return nil, vfs.PathError("readdir", name, vfs.ErrNotDir)
	}
	// The entries' kinds follow from the directory: no lookup each.
	var names []string
	entryKind := "dir"
	switch p {
	case "/usr":
		names = []string{"bin"}
	case "/usr/bin":
		names, entryKind = s.commands(), "cmd"
	case "/dev":
		names, entryKind = sysDevices, "dev"
	case "/etc":
		for n := range s.etc {
			names = append(names, n)
		}
		slices.Sort(names)
		entryKind = "etc"
	}
	ents := make([]fs.DirEntry, 0, len(names))
	for _, n := range names {
		k := entryKind
		if p == "/dev" && n == "fd" {
			k = "dir"
		}
		ents = append(ents, fs.FileInfoToDirEntry(s.info(k, n, p+"/"+n)))
	}
	return ents, nil
}

func (s *sysDirs) OpenFile(ctx context.Context, name string, flag int, perm fs.FileMode) (vfs.File, error) {
	p := vfs.Abs("/", name)
	kind, rel, ok := s.virtual(ctx, p)
	if !ok || kind == "dev" {
		return s.FS.OpenFile(ctx, name, flag, perm)
	}
	if kind == "missing" && flag&vfs.O_CREATE == 0 {
		return nil, notExist("open", name)
	}
	if flag&vfs.O_ACCMODE != vfs.O_RDONLY || flag&vfs.O_CREATE != 0 {
		return nil, denied("open", name)
	}
	if kind == "binlink" {
		kind, p = "dir", "/usr/bin"
	}
	return &sysFile{Reader: strings.NewReader(s.content(kind, rel)), info: s.info(kind, path.Base(p), p)}, nil
}

func (s *sysDirs) Readlink(ctx context.Context, name string) (string, error) {
	if kind, _, ok := s.virtual(ctx, vfs.Abs("/", name)); ok {
		switch kind {
		case "binlink":
			return "usr/bin", nil
		case "missing":
			return "", notExist("readlink", name)
		}
		return "", vfs.PathError("readlink", name, vfs.ErrInvalid)
	}
	return s.FS.Readlink(ctx, name)
}

// refuse is the error for a change at a path of sysDirs.
func (s *sysDirs) refuse(ctx context.Context, op string, names ...string) error {
	for _, n := range names {
		if kind, _, ok := s.virtual(ctx, vfs.Abs("/", n)); ok && kind != "dev" {
			return denied(op, n)
		}
	}
	return nil
}

func (s *sysDirs) Mkdir(ctx context.Context, name string, perm fs.FileMode) error {
	if err := s.refuse(ctx, "mkdir", name); err != nil {
		return err
	}
	return s.FS.Mkdir(ctx, name, perm)
}

func (s *sysDirs) Remove(ctx context.Context, name string) error {
	if err := s.refuse(ctx, "remove", name); err != nil {
		return err
	}
	return s.FS.Remove(ctx, name)
}

func (s *sysDirs) Rename(ctx context.Context, oldname, newname string) error {
	if err := s.refuse(ctx, "rename", oldname, newname); err != nil {
		return err
	}
	return s.FS.Rename(ctx, oldname, newname)
}

func (s *sysDirs) Symlink(ctx context.Context, target, newname string) error {
	if err := s.refuse(ctx, "symlink", newname); err != nil {
		return err
	}
	return s.FS.Symlink(ctx, target, newname)
}

// Mkfifo passes FIFO creation through to the backend.
func (s *sysDirs) Mkfifo(ctx context.Context, newname string, perm fs.FileMode) error {
	if err := s.refuse(ctx, "mkfifo", newname); err != nil {
		return err
	}
	return vfs.Mkfifo(ctx, s.FS, newname, perm)
}

func (s *sysDirs) Chmod(ctx context.Context, name string, mode fs.FileMode) error {
	if err := s.refuse(ctx, "chmod", name); err != nil {
		return vfs.PathError("chmod", name, vfs.ErrNotPermitted)
	}
	return s.FS.Chmod(ctx, name, mode)
}

func (s *sysDirs) Chtimes(ctx context.Context, name string, atime, mtime time.Time) error {
	if err := s.refuse(ctx, "chtimes", name); err != nil {
		return vfs.PathError("chtimes", name, vfs.ErrNotPermitted)
	}
	return s.FS.Chtimes(ctx, name, atime, mtime)
}

func (s *sysDirs) Lchtimes(ctx context.Context, name string, atime, mtime time.Time) error {
	if err := s.refuse(ctx, "lchtimes", name); err != nil {
		return vfs.PathError("lchtimes", name, vfs.ErrNotPermitted)
	}
	return vfs.Lchtimes(ctx, s.FS, name, atime, mtime)
}

// Link passes hard links through to the backend when it supports them.
func (s *sysDirs) Link(ctx context.Context, oldname, newname string) error {
	if err := s.refuse(ctx, "link", oldname, newname); err != nil {
		return err
	}
	return linkIn(ctx, s.FS, oldname, newname)
}

// Usage passes the backend's usage through (0, 0 when it has none).
func (s *sysDirs) Usage() (used, limit int64) { return usageOf(s.FS) }

// Describe passes the backend's description through.
func (s *sysDirs) Describe() string {
	if d, ok := s.FS.(vfs.Describer); ok {
		return d.Describe()
	}
	return ""
}

type sysInfo struct {
	name  string
	mode  fs.FileMode
	size  int64
	mtime time.Time
	sys   *vfs.StatT
}

func (i *sysInfo) Name() string       { return i.name }
func (i *sysInfo) Size() int64        { return i.size }
func (i *sysInfo) Mode() fs.FileMode  { return i.mode }
func (i *sysInfo) ModTime() time.Time { return i.mtime }
func (i *sysInfo) IsDir() bool        { return i.mode.IsDir() }
func (i *sysInfo) Sys() any           { return i.sys }

// sysFile is an open command file or directory of sysDirs.
type sysFile struct {
	*strings.Reader
	info fs.FileInfo
}

func (f *sysFile) Read(p []byte) (int, error) {
	if f.info.IsDir() {
		return 0, vfs.PathError("read", f.info.Name(), vfs.ErrIsDir)
	}
	return f.Reader.Read(p)
}

func (f *sysFile) Write(p []byte) (int, error) {
	return 0, vfs.PathError("write", f.info.Name(), vfs.ErrBadFD)
}
func (f *sysFile) Close() error               { return nil }
func (f *sysFile) Stat() (fs.FileInfo, error) { return f.info, nil }
func (f *sysFile) Truncate(size int64) error {
	return vfs.PathError("truncate", f.info.Name(), vfs.ErrBadFD)
}
