package session

import (
	"strings"
	"testing"
)

func TestPrefixWriterRewritesHeadersOnly(t *testing.T) {
	in := "diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n--- a/not a header\n+++ b/nor this\n diff --git a/y b/y\n" +
		"diff --git a/new b/new\nnew file mode 100644\n--- /dev/null\n+++ b/new\n@@ -0,0 +1 @@\n+n\n" +
		"diff --git a/old b/old\ndeleted file mode 100644\n--- a/old\n+++ /dev/null\n@@ -1 +0,0 @@\n-o\n" +
		"diff --git a/b b b/b b\nBinary files a/b b and b/b b differ\n" +
		"diff --git a/bn b/bn\nnew file mode 100644\nBinary files /dev/null and b/bn differ\n" +
		"diff --git a/bd b/bd\ndeleted file mode 100644\nBinary files a/bd and /dev/null differ\n" +
		"\\ No newline at end of file"
	want := "diff --git a/work/x b/work/x\n--- a/work/x\n+++ b/work/x\n@@ -1,2 +1,2 @@\n--- a/not a header\n+++ b/nor this\n diff --git a/y b/y\n" +
		"diff --git a/work/new b/work/new\nnew file mode 100644\n--- /dev/null\n+++ b/work/new\n@@ -0,0 +1 @@\n+n\n" +
		"diff --git a/work/old b/work/old\ndeleted file mode 100644\n--- a/work/old\n+++ /dev/null\n@@ -1 +0,0 @@\n-o\n" +
		"diff --git a/work/b b b/work/b b\nBinary files a/work/b b and b/work/b b differ\n" +
		"diff --git a/work/bn b/work/bn\nnew file mode 100644\nBinary files /dev/null and b/work/bn differ\n" +
		"diff --git a/work/bd b/work/bd\ndeleted file mode 100644\nBinary files a/work/bd and /dev/null differ\n" +
		"\\ No newline at end of file"
	// Written in small pieces: lines span writes.
	for _, chunk := range []int{1, 3, 7, len(in)} {
		var out strings.Builder
		pw := &prefixWriter{w: &out, prefix: "/work"}
		for i := 0; i < len(in); i += chunk {
			pw.Write([]byte(in[i:min(i+chunk, len(in))]))
		}
		if err := pw.flush(); err != nil {
			t.Fatal(err)
		}
		if out.String() != want {
			t.Errorf("chunk %d:\n%s\nwant\n%s", chunk, out.String(), want)
		}
	}
}

func TestPathsInMount(t *testing.T) {
	mounts := []*sessionMount{{Mount: Mount{Path: "/"}}, {Mount: Mount{Path: "/work"}}, {Mount: Mount{Path: "/work/deep"}}}
	for _, c := range []struct {
		mount string
		paths []string
		want  string
	}{
		{"/", []string{"/etc/x", "/work/a"}, "/etc/x"},
		{"/work", []string{"/work/a", "/work/deep/b", "/etc"}, "/a"},
		{"/work", []string{"/"}, "/"},
		{"/work", []string{"/work"}, "/"},
		{"/work/deep", []string{"/work"}, "/"},
		{"/work/deep", []string{"/work/deep/b/"}, "/b"},
	} {
		if got := strings.Join(pathsInMount(mounts, c.mount, c.paths), ","); got != c.want {
			t.Errorf("pathsInMount(%s, %v) = %q, want %q", c.mount, c.paths, got, c.want)
		}
	}
}
