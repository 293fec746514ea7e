package python

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"os"

	"github.com/tetratelabs/wazero/experimental"

	"github.com/computerwelt/computerwelt/internal/mmapmem"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

func TestTmpProbe(t *testing.T) {
	var alloc experimental.MemoryAllocator
	if os.Getenv("MMAP") != "" {
		alloc = mmapmem.New()
	}
	runArgs := func(args ...string) (string, string) {
		var out, errb bytes.Buffer
		inv := &shell.Invocation{
			Args:  append([]string{"python3"}, args...),
			Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb,
			Env: map[string]string{}, Dir: "/", FS: memfs.New(),
			Limits: shell.DefaultLimits, Now: time.Now,
		}
		Config{MemoryAllocator: alloc}.Command().Run(context.Background(), inv)
		return out.String(), errb.String()
	}
	runArgs("-c", "pass")
	for _, a := range [][]string{{"-c", "pass"}, {"-S", "-c", "pass"}, {"-I", "-S", "-c", "pass"}, {"-X", "frozen_modules=off", "-c", "pass"}} {
		start := cpuTime()
		for i := 0; i < 10; i++ {
			runArgs(a...)
		}
		fmt.Println(a, (cpuTime()-start)/10)
	}
	_, e := runArgs("-X", "importtime", "-c", "pass")
	fmt.Println(e)
	o, _ := runArgs("-c", "import sys; print(sorted(sys.modules)); print(sys.flags)")
	fmt.Println(o)
}
