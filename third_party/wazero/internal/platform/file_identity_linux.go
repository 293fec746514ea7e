//go:build linux

package platform

import (
	"fmt"
	"os"
	"syscall"
	"time"
)

// FileIdentity describes which file fi is and its last change: device,
// inode, size, modification and status change times (Computerwelt patch).
// Any write, truncation, rename over it or change of its times gives
// another identity: the kernel sets the change time (ctime) itself, to
// the current time, and no call sets it otherwise. changed is the ctime.
// ok is false where the system does not say.
func FileIdentity(fi os.FileInfo) (id string, changed time.Time, ok bool) {
	st, isStat := fi.Sys().(*syscall.Stat_t)
	if !isStat {
		return "", time.Time{}, false
	}
	ctimeSec, ctimeNsec := st.Ctim.Unix()
	changed = time.Unix(ctimeSec, ctimeNsec)
	id = fmt.Sprintf("dev %d ino %d size %d mtime %d ctime %d",
		uint64(st.Dev), uint64(st.Ino), st.Size, fi.ModTime().UnixNano(), changed.UnixNano())
	return id, changed, true
}
