package vfs

import (
	"io/fs"
	"time"
)

// StatT holds the POSIX stat fields that fs.FileInfo lacks. Backends return
// a *StatT from FileInfo.Sys() so commands (ls -l, stat, find) can show
// owners, link counts and inode numbers without touching package syscall.
type StatT struct {
	// Dev identifies the filesystem: files are the same file when both
	// Dev and Ino are equal (backends numbering inodes independently, such
	// as two memfs instances under one mount table, differ in Dev).
	Dev   uint64
	Ino   uint64
	Nlink uint64
	Uid   uint32
	Gid   uint32
	// User and Group name the owner; empty means "print the number".
	User  string
	Group string
	Atime time.Time
	Ctime time.Time
	// Blocks is the number of 512-byte blocks allocated.
	Blocks int64
}

// Stat returns fi's *StatT, or nil when the backend provides none.
func Stat(fi fs.FileInfo) *StatT {
	if fi == nil {
		return nil
	}
	st, _ := fi.Sys().(*StatT)
	return st
}
