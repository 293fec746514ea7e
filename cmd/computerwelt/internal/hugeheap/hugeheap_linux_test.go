//go:build linux

package hugeheap

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
	"unsafe"
)

// thpNever reports whether the kernel's transparent huge pages are off
// (then MADV_COLLAPSE is refused, and Apply leaves the heap as it was).
func thpNever(t *testing.T) bool {
	b, err := os.ReadFile("/sys/kernel/mm/transparent_hugepage/enabled")
	return err != nil || strings.Contains(string(b), "[never]")
}

// TestApplyBacksTheHeapWithAHugePage: after Apply the next allocations
// come from a block the kernel maps as one huge page (its mapping in
// /proc/self/smaps counts 2 MiB and more of AnonHugePages).
func TestApplyBacksTheHeapWithAHugePage(t *testing.T) {
	if thpNever(t) {
		t.Skip("transparent huge pages are off on this machine")
	}
	if !Apply() {
		// Apply is best effort: a kernel before 6.1, or one with no
		// free huge page just now, refuses, and the heap stays as it was.
		t.Skipf("the kernel refused to collapse the heap's block: %v", refusal)
	}
	p := new([64]byte)
	sink = p
	addr := uintptr(unsafe.Pointer(p))
	if kb := anonHugeKB(t, addr); kb < 2048 {
		t.Errorf("the mapping holding %#x has %d kB of huge pages; want 2048 and more", addr, kb)
	}
	// A second call collapses nothing again (no new block): it still
	// reports the heap's block as huge.
	if !Apply() {
		t.Error("second Apply: false")
	}
}

// anonHugeKB reads AnonHugePages of the mapping holding addr.
func anonHugeKB(t *testing.T, addr uintptr) int {
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	in := false
	for sc.Scan() {
		line := sc.Text()
		if lo, hi, ok := strings.Cut(strings.Fields(line)[0], "-"); ok && !strings.HasSuffix(strings.Fields(line)[0], ":") {
			l, err1 := strconv.ParseUint(lo, 16, 64)
			h, err2 := strconv.ParseUint(hi, 16, 64)
			if err1 == nil && err2 == nil {
				in = uint64(addr) >= l && uint64(addr) < h
				continue
			}
		}
		if in && strings.HasPrefix(line, "AnonHugePages:") {
			kb, _ := strconv.Atoi(strings.Fields(line)[1])
			return kb
		}
	}
	t.Fatalf("no mapping holds %#x", addr)
	return 0
}
