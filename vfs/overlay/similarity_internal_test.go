package overlay

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// Beyond git's rename limit (sources times destinations over 1000²),
// inexact detection is skipped, as git does, which bounds its cost.
func TestInexactRenamesLimit(t *testing.T) {
	content := []byte(strings.Repeat("the same line in every file\n", 20))
	side := func(n int, dir string) []*renameSide {
		var out []*renameSide
		for i := range n {
			c := append([]byte(fmt.Sprintf("%s %d\n", dir, i)), content...)
			// One base name for all: no base-name step.
			out = append(out, &renameSide{i: i, path: fmt.Sprintf("/%s/%d/f", dir, i), data: c, regular: true})
		}
		return out
	}
	for _, tc := range []struct{ srcs, dsts, want int }{{3, 5, 3}, {renameLimit + 1, renameLimit + 1, 0}} {
		got, err := inexactRenames(context.Background(), side(tc.srcs, "a"), side(tc.dsts, "b"))
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != tc.want {
			t.Errorf("%d sources, %d destinations: %d renames, want %d", tc.srcs, tc.dsts, len(got), tc.want)
		}
	}
}
