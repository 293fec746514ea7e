//go:build !cgo || !linux

package runguard

// NativeParent: without cgo the guard's parent is runguard's Go init.
const NativeParent = false

func native() bool         { return false }
func nativeChild() bool    { return false }
func nativeHugeHeap() bool { return false }
