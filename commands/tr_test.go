package commands

import (
	"context"
	"github.com/computerwelt/computerwelt/internal/testlong"
	"math/rand"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

func TestTrDiff(t *testing.T) {
	in := "Hello, World! 123\nfoo\tbar  baz\n\x00\x80\xff héllo\r\naaabbbccc...\n"
	argsets := [][]string{
		{"a-z", "A-Z"}, {"[:lower:]", "[:upper:]"}, {"[:upper:]", "[:lower:]"}, {"-d", "[:digit:]"},
		{"-d", "a-z"}, {"-s", "a-z"}, {"-s", " "}, {"-ds", "l", "o"}, {"-c", "a-z", "_"}, {"-cd", "[:alpha:]\\n"},
		{"-C", "[:print:]", "?"}, {"-t", "a-z", "AB"}, {"a-z", "AB"}, {"elo", "[x*]"}, {"a-z", "[x*2][y*]z"},
		{"abc", "[x*010]"}, {"\\n\\t", "NT"}, {"\\000\\200\\377", "abc"}, {"[:space:]", "_"}, {"[:punct:]", "."},
		{"-d", "[:cntrl:]"}, {"-d", "[:xdigit:]"}, {"-d", "[=a=]"}, {"-s", "[:alnum:]"}, {"[:blank:]", "-"},
		{"-d", "[:graph:]"}, {"a-y", "b*"}, {"a\\", "x"}, {"\\400", "x"}, {"-s", "[:upper:]", "a"},
		{"[a]", "x"}, {"[", "x"}, {"a-", "xy"}, {"-d", "\\-"}, {"\\-a", "xy"}, {"-c", "l", "xy"},
		{"-sc", "[:alpha:]", "\\n"}, {"[:upper:]", "[:upper:]"},
		// Repeat counts past 2^31, up to SIZE_MAX-1 (GNU's limit).
		{"abc", "y[x*99999999999]z"}, {"abcd", "[x*3][y*99999999999]"}, {"abc", "[x*18446744073709551614]"},
		{"abc", "[x*18446744073709551615]"}, {"abc", "[x*99999999999999999999]"},
	}
	var cases []diffCase
	for _, a := range argsets {
		cases = append(cases, diffCase{args: append([]string{"tr"}, a...), stdin: in})
		cases = append(cases, diffCase{name: "empty " + join(a), args: append([]string{"tr"}, a...), stdin: ""})
	}
	errs := [][]string{
		{"z-a", "x"}, {"a", ""}, {"a", "[:digit:]"}, {"[a*]", "x"}, {"[:foo:]", "x"}, {"-c", "l", "[:upper:]"},
		{"a-z", "[:upper:]"}, {"[=ab=]", "x"},
	}
	for _, a := range errs {
		cases = append(cases, diffCase{args: append([]string{"tr"}, a...), stdin: "abc"})
	}
	runDiffCases(t, cases)
	runUsageCases(t, []diffCase{
		{args: []string{"tr"}}, {args: []string{"tr", "a"}}, {args: []string{"tr", "-d", "a", "b"}},
		{args: []string{"tr", "a", "b", "c"}}, {args: []string{"tr", "-ds", "a"}}, {args: []string{"tr", "-x"}},
		{args: []string{"tr", "-s", "a", "b", "c"}},
	})
}

// TestTrRandom runs random combinations against the real tool.
func TestTrRandom(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	atoms := []string{"a", "b", "z", "a-c", "x-z", "[:upper:]", "[:lower:]", "[:digit:]", "[:space:]", "\\n", "\\\\", "-", "[", "]", "*", "[a*3]", "[b*]", "0-9", "\\101", "é"}
	var cases []diffCase
	in := "Hello World 123\nabc xyz ABC\t-[*]\\ é\n"
	for i := 0; i < testlong.Share(300, 4); i++ {
		set := func() string {
			var b strings.Builder
			for k := 0; k < 1+r.Intn(3); k++ {
				b.WriteString(atoms[r.Intn(len(atoms))])
			}
			if strings.HasPrefix(b.String(), "-") {
				return "a" + b.String() // not an option
			}
			return b.String()
		}
		args := []string{"tr"}
		for _, o := range []string{"-c", "-d", "-s", "-t"} {
			if r.Intn(4) == 0 {
				args = append(args, o)
			}
		}
		args = append(args, set())
		if r.Intn(3) > 0 {
			args = append(args, set())
		}
		cases = append(cases, diffCase{name: strings.Join(args, " ") + string(rune('a'+i%26)), args: args, stdin: in})
	}
	runDiffCases(t, cases)
}

// tr writes when its buffer fills and at the end, as GNU tr's stdio does:
// `tr a-z A-Z < f >> f` reads f as it was (GNU: "hi\nHI\n"), not what it
// appends (which never ends).
func TestTrAppendingToItsInput(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	fsys := memfs.New()
	if err := vfs.WriteFile(ctx, fsys, "/f", []byte("hi\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	in, err := fsys.OpenFile(ctx, "/f", os.O_RDONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	out, err := fsys.OpenFile(ctx, "/f", os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	var errb strings.Builder
	inv := &shell.Invocation{Args: []string{"tr", "a-z", "A-Z"}, Stdin: in, Stdout: out, Stderr: &errb,
		Dir: "/", FS: fsys, Limits: shell.DefaultLimits, Now: time.Now}
	if st := All()["tr"].Run(ctx, inv); st != 0 {
		t.Fatalf("status %d, stderr %q", st, errb.String())
	}
	if b, _ := vfs.ReadFile(ctx, fsys, "/f"); string(b) != "hi\nHI\n" {
		t.Errorf("f = %q, want %q", b, "hi\nHI\n")
	}
}
