package overlay_test

import (
	"io/fs"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/overlay"
)

// StateOf records what a Change compares a target against: the hashes
// are those of the changes Changes lists.
func TestStateOf(t *testing.T) {
	m := memfs.New()
	if err := vfs.WriteFile(bg, m, "/f", []byte("data"), 0o640); err != nil {
		t.Fatal(err)
	}
	if err := m.Symlink(bg, "/f", "/l"); err != nil {
		t.Fatal(err)
	}
	if err := m.Mkdir(bg, "/d", 0o750); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		p      string
		exists bool
		mode   fs.FileMode
		hash   string
	}{
		{"/f", true, 0o640, overlay.ContentHash([]byte("data"))},
		{"/l", true, fs.ModeSymlink | 0o777, overlay.ContentHash([]byte("/f"))},
		{"/d", true, fs.ModeDir | 0o750, ""},
		{"/missing", false, 0, ""},
		{"/f/below", false, 0, ""}, // below a file: not a directory
	} {
		st, err := overlay.StateOf(bg, m, tc.p)
		if err != nil {
			t.Errorf("%s: %v", tc.p, err)
			continue
		}
		if st.Exists() != tc.exists || st.Mode() != tc.mode || st.Hash() != tc.hash {
			t.Errorf("%s: %v %v %.12s, want %v %v %.12s", tc.p, st.Exists(), st.Mode(), st.Hash(), tc.exists, tc.mode, tc.hash)
		}
	}

	// The overlay's own change of /f carries the same hash.
	o := overlay.New(m)
	if err := vfs.WriteFile(bg, o, "/f", []byte("new"), 0o640); err != nil {
		t.Fatal(err)
	}
	cs, err := o.Changes(bg)
	if err != nil || len(cs) != 1 {
		t.Fatalf("changes %v, %v", cs, err)
	}
	st, err := overlay.StateOf(bg, o, "/f")
	if err != nil || cs[0].Hash != st.Hash() || cs[0].BaseHash != overlay.ContentHash([]byte("data")) {
		t.Errorf("change %+v, overlay's /f %+v", cs[0], st)
	}
}
