package session

import (
	"strings"
	"testing"
)

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
