package commands

import (
	"testing"
)

// ripgrep is not installed here: these cases give ripgrep's output as
// documented for non-terminal output (no heading, no line numbers unless
// -n, paths relative to the operand).
func TestRg(t *testing.T) {
	tree := map[string]string{
		"a.go":           "package main\nfunc Hello() {}\n// hello world\n",
		"b.txt":          "Hello there\nnothing\nhello again\n",
		"sub/c.py":       "def hello():\n    pass\n",
		"sub/deep/d.md":  "# Hello\n",
		".hidden/h.txt":  "hello hidden\n",
		".dot.txt":       "hello dot\n",
		"bin.dat":        "hello\x00binary\n",
		"ign/x.txt":      "hello ignored\n",
		".ignore":        "ign/\n*.log\n",
		"app.log":        "hello log\n",
		"ctx.txt":        "1\n2\nmatch\n4\n5\n6\n7\nmatch\n9\n",
		"crlf.txt":       "hello\r\nbye\r\n",
		"utf.txt":        "héllo wörld\nHÉLLO\n",
		"nonl.txt":       "last hello",
		"words.txt":      "hello\nhelloworld\nsay hello!\n",
		"sub/.gitignore": "*.py\n",
	}
	why := "ripgrep is not installed; expected output written from its documentation"
	runDiffCases(t, []diffCase{
		{args: []string{"rg", "hello"}, files: tree, why: why, stdout: "a.go:// hello world\nb.txt:hello again\ncrlf.txt:hello\r\nnonl.txt:last hello\nsub/c.py:def hello():\nwords.txt:hello\nwords.txt:helloworld\nwords.txt:say hello!\n"},
		{args: []string{"rg", "-n", "hello", "b.txt"}, files: tree, why: why, stdout: "3:hello again\n"},
		{args: []string{"rg", "-i", "-n", "hello", "b.txt", "a.go"}, files: tree, why: why, stdout: "b.txt:1:Hello there\nb.txt:3:hello again\na.go:2:func Hello() {}\na.go:3:// hello world\n"},
		{args: []string{"rg", "-S", "héllo", "utf.txt"}, files: tree, why: why, stdout: "héllo wörld\nHÉLLO\n"},
		{args: []string{"rg", "-S", "Hello", "b.txt"}, files: tree, why: why, stdout: "Hello there\n"},
		{args: []string{"rg", "-l", "hello"}, files: tree, why: why, stdout: "a.go\nb.txt\ncrlf.txt\nnonl.txt\nsub/c.py\nwords.txt\n"},
		{args: []string{"rg", "-c", "hello"}, files: tree, why: why, stdout: "a.go:1\nb.txt:1\ncrlf.txt:1\nnonl.txt:1\nsub/c.py:1\nwords.txt:3\n"},
		{args: []string{"rg", "-w", "hello", "words.txt"}, files: tree, why: why, stdout: "hello\nsay hello!\n"},
		{args: []string{"rg", "-x", "hello", "words.txt"}, files: tree, why: why, stdout: "hello\n"},
		{args: []string{"rg", "-F", "hello!", "words.txt"}, files: tree, why: why, stdout: "say hello!\n"},
		{args: []string{"rg", "-o", "l+o", "words.txt"}, files: tree, why: why, stdout: "llo\nllo\nllo\n"},
		{args: []string{"rg", "-v", "hello", "words.txt", "b.txt"}, files: tree, why: why, stdout: "b.txt:Hello there\nb.txt:nothing\n"},
		{args: []string{"rg", "-m1", "hello", "words.txt"}, files: tree, why: why, stdout: "hello\n"},
		{args: []string{"rg", "-g", "*.txt", "-l", "hello"}, files: tree, why: why, stdout: "b.txt\ncrlf.txt\nnonl.txt\nwords.txt\n"},
		{args: []string{"rg", "-g", "!*.txt", "-l", "hello"}, files: tree, why: why, stdout: "a.go\nsub/c.py\n"},
		{args: []string{"rg", "-t", "go", "-t", "py", "-l", "hello"}, files: tree, why: why, stdout: "a.go\nsub/c.py\n"},
		{args: []string{"rg", "-T", "txt", "-il", "hello"}, files: tree, why: why, stdout: "a.go\nsub/c.py\nsub/deep/d.md\n"},
		{args: []string{"rg", "--hidden", "-l", "hello"}, files: tree, why: why, stdout: ".dot.txt\n.hidden/h.txt\na.go\nb.txt\ncrlf.txt\nnonl.txt\nsub/c.py\nwords.txt\n"},
		{args: []string{"rg", "--no-ignore", "-l", "hello"}, files: tree, why: why, stdout: "a.go\napp.log\nb.txt\ncrlf.txt\nign/x.txt\nnonl.txt\nsub/c.py\nwords.txt\n"},
		{args: []string{"rg", "-l", "hello", "."}, files: tree, why: why, stdout: "./a.go\n./b.txt\n./crlf.txt\n./nonl.txt\n./sub/c.py\n./words.txt\n"},
		{args: []string{"rg", "-l", "hello", "sub"}, files: tree, why: why, stdout: "sub/c.py\n"},
		{args: []string{"rg", "-C1", "-n", "match", "ctx.txt"}, files: tree, why: why, stdout: "2-2\n3:match\n4-4\n--\n7-7\n8:match\n9-9\n"},
		{args: []string{"rg", "-A", "1", "match", "ctx.txt"}, files: tree, why: why, stdout: "match\n4\n--\nmatch\n9\n"},
		{args: []string{"rg", "-B2", "match", "ctx.txt"}, files: tree, why: why, stdout: "1\n2\nmatch\n--\n6\n7\nmatch\n"},
		{args: []string{"rg", "hello", "bin.dat"}, files: tree, why: why, stdout: "binary file matches (found \"\\0\" byte around offset 5)\n"},
		{args: []string{"rg", "--files"}, files: tree, why: why, stdout: "a.go\nb.txt\nbin.dat\ncrlf.txt\nctx.txt\nnonl.txt\nsub/c.py\nsub/deep/d.md\nutf.txt\nwords.txt\n"},
		{args: []string{"rg", "-q", "hello"}, files: tree, why: why},
		{args: []string{"rg", "zzz"}, files: tree, why: why, status: 1},
		{args: []string{"rg", "x", "nosuch"}, why: why, stderr: "rg: nosuch: No such file or directory (os error 2)\n", status: 2},
		{args: []string{"rg"}, why: why, stderr: "rg: ripgrep requires at least one pattern to execute a search\n", status: 2},
		{args: []string{"rg", "-e", "a(", "f"}, files: map[string]string{"f": ""}, why: why, stderr: "rg: regex parse error:\n    missing closing ): `a(`\n", status: 2},
		{args: []string{"rg", "-t", "nosuchtype", "x"}, why: why, stderr: "rg: unrecognized file type: nosuchtype\n", status: 2},
		{args: []string{"rg", "-n", "hel+o", "-"}, stdin: "x\nhello\n", why: why, stdout: "2:hello\n"},
	})
}
