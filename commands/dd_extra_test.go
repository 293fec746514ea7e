package commands

import (
	"strings"
	"testing"
)

func TestDdMoreDiff(t *testing.T) {
	big := map[string]string{"big": strings.Repeat("0123456789abcdef", 200), "odd": "abcde"}
	cases := []diffCase{
		{args: []string{"dd", "if=big", "ibs=1000", "obs=300"}, files: big},
		{args: []string{"dd", "if=big", "ibs=7", "obs=5", "count=3", "conv=sync"}, files: big},
		{args: []string{"dd", "if=odd", "conv=swab"}, files: big},
		{args: []string{"dd", "if=odd", "bs=2", "conv=swab"}, files: big},
		{args: []string{"dd", "skip=2", "ibs=2", "obs=3"}, stdin: "abcdefghij"},
		{args: []string{"dd", "bs=4", "iflag=fullblock", "count=2"}, stdin: "abcdefghij"},
		{args: []string{"dd", "if=big", "of=o", "bs=10", "seek=3", "count=1"}, files: map[string]string{"big": "0123456789", "o": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}},
		{args: []string{"dd", "if=big", "of=o", "oseek=3", "bs=1", "count=2", "conv=notrunc"}, files: map[string]string{"big": "0123456789", "o": "xxxxxxxxxx"}},
		{args: []string{"dd", "if=big", "iseek=3", "bs=1", "count=2"}, files: map[string]string{"big": "0123456789"}},
		{args: []string{"dd", "if=big", "of=d"}, files: map[string]string{"big": "x", "d/": ""}},
		{args: []string{"dd", "if=big", "status=noxfer", "count=1", "bs=1M"}, files: big},
		{args: []string{"dd", "if=big", "count=1", "bs=1MB"}, files: big},
		{args: []string{"dd", "if=big", "bs=1w", "count=3", "status=none"}, files: big},
		{args: []string{"dd", "if=big", "bs=3c", "count=3", "status=none"}, files: big},
		{args: []string{"dd", "if=big", "bs=1kB", "count=1", "status=none"}, files: big},
		{args: []string{"dd", "ibs=3", "cbs=5"}, stdin: "abcdefg"},
		{args: []string{"dd", "if=big", "of=o", "status=none"}, files: map[string]string{"big": "abc", "o": "0123456789"}},
	}
	runDdCases(t, cases)
}

// TestDdOutputFiles compares what dd leaves in its output file.
func TestDdOutputFiles(t *testing.T) {
	files := map[string]string{"in": "0123456789", "o": "xxxxxxxxxxxxxxxxxxxx"}
	for _, script := range []string{
		"dd if=in of=o bs=4 seek=2 count=1 2>/dev/null; od -c o",
		"dd if=in of=o bs=4 seek=2 count=1 conv=notrunc 2>/dev/null; od -c o",
		"dd if=in of=o oflag=append conv=notrunc 2>/dev/null; cat o",
		"dd if=in of=o 2>/dev/null; cat o",
		"dd if=in of=new bs=3 seek=2 2>/dev/null; od -c new",
		"dd if=in of=o bs=1 count=0 seek=5 2>/dev/null; od -c o",
		"dd if=in of=o conv=nocreat,notrunc bs=2 count=1 2>/dev/null; cat o",
		"dd if=in of=o conv=excl 2>&1; cat o",
	} {
		compareScript(t, script, files)
	}
}
