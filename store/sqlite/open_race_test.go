package sqlite

import (
	"context"
	"path/filepath"
	"sync"
	"testing"
)

// Stores opening one new file at the same moment all open it: the one
// that loses the race to switch it to WAL waits instead of failing.
func TestConcurrentOpenOfANewFile(t *testing.T) {
	for round := 0; round < 20; round++ {
		path := filepath.Join(t.TempDir(), "s.db")
		var wg sync.WaitGroup
		errs := make(chan error, 8)
		for i := 0; i < 8; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				s, err := Open(context.Background(), path)
				if err != nil {
					errs <- err
					return
				}
				s.Close()
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatalf("round %d: %v", round, err)
		}
	}
}
