//go:build !linux

package worker

import "errors"

// Without cgroups and prlimit the supervisor's watch of each worker's
// resident memory is the cap.
type cgroupSet struct{}

var errNoCgroups = errors.New("cgroups are a Linux feature")

func ownCgroup() (string, error) { return "", errNoCgroups }

func openCgroups(dir string, self int, write func(dir, file, value string) error) (*cgroupSet, error) {
	return nil, errNoCgroups
}

func writeCgroup(dir, file, value string) error { return errNoCgroups }

func (cs *cgroupSet) create(id int, limit int64) (string, error) { return "", errNoCgroups }
func (cs *cgroupSet) add(dir string, pid int) error              { return errNoCgroups }
func (cs *cgroupSet) oomKilled(dir string) bool                  { return false }
func (cs *cgroupSet) remove(dir string) error                    { return nil }

func limitData(pid int, bytes uint64) error { return errors.ErrUnsupported }
