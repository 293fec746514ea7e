package vfs

import (
	"path"
	"strings"
	"testing"
)

// FuzzAbs: path normalisation, on which every backend's confinement
// rests. Whatever the working directory and the name, the result is
// absolute, clean, free of "." and ".." elements, stable under a second
// pass, and inside dir when the name is relative and does not climb.
func FuzzAbs(f *testing.F) {
	for _, s := range [][2]string{{"/", "a"}, {"/a/b", "../../../../etc"}, {"/", "//x//y/"}, {"/a", "./.././b/."},
		{"/a", ""}, {"", "x"}, {"/a", "...."}, {"/", "a/\x00/b"}, {"/d", "/abs/../x"}, {"relative", "../y"},
		{"/data", "d000/f.txt"}, {"/", "a/b"}, {"/a/", "b"}, {"/a/./b", "c"}, {"/a", "/b/c"}, {"/a", "/b/c/"}, {"/a", "b//c"},
		{"/a", "./b/c"}, {"/a", "././b"}, {"/a", "./"}, {"/a", ".//b"}, {"/", "./.."}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, dir, p string) {
		got := Abs(dir, p)
		// The definition; Abs only skips work for names already clean.
		want := path.Clean("/" + p)
		if p == "" {
			want = path.Clean("/" + dir)
		} else if !strings.HasPrefix(p, "/") {
			want = path.Clean("/" + dir + "/" + p)
		}
		if got != want {
			t.Fatalf("Abs(%q, %q) = %q, want %q", dir, p, got, want)
		}
		if !strings.HasPrefix(got, "/") {
			t.Fatalf("Abs(%q, %q) = %q: not absolute", dir, p, got)
		}
		if path.Clean(got) != got {
			t.Fatalf("Abs(%q, %q) = %q: not clean", dir, p, got)
		}
		for _, el := range strings.Split(got, "/") {
			if el == "." || el == ".." {
				t.Fatalf("Abs(%q, %q) = %q: has %q", dir, p, got, el)
			}
		}
		if again := Abs("/", got); again != got {
			t.Fatalf("Abs(%q, %q) = %q, then %q", dir, p, got, again)
		}
		if strings.HasPrefix(dir, "/") && !strings.HasPrefix(p, "/") && !strings.Contains(p, "..") {
			d := path.Clean(dir)
			if got != d && !strings.HasPrefix(got, strings.TrimSuffix(d, "/")+"/") {
				t.Fatalf("Abs(%q, %q) = %q: outside %q", dir, p, got, d)
			}
		}
	})
}
