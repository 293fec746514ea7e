//go:build !linux

package hugeheap

// Apply does nothing where the kernel has no transparent huge pages.
func Apply() bool { return false }
