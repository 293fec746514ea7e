package commands

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// lsFormatFiles holds names that every quoting style treats differently:
// blanks, quotes, shell specials, control characters, an invalid byte,
// accented and wide characters.
var lsFormatFiles = map[string]string{
	"plain":                                "p",
	"with space":                           "s",
	"it's":                                 "q",
	`dq"x`:                                 "",
	"ctl\x01a":                             "",
	"nl\nname":                             "",
	"tab\tname":                            "",
	"bad\xffbyte":                          "",
	"héllo":                                "",
	"日本語":                                  "",
	"star*":                                "",
	"a=b":                                  "",
	"back\\slash":                          "",
	"dollar$":                              "",
	"~tilde":                               "",
	"x:y":                                  "",
	"file10.txt":                           "",
	"file2.txt":                            "",
	"file1.c":                              "",
	".hid":                                 "",
	"README":                               "",
	"d/":                                   "",
	"d/inner":                              "",
	"d/z 2/":                               "",
	"long-name-" + strings.Repeat("x", 30): "",
	"big":                                  strings.Repeat("b", 70000),
}

var lsFormatLinks = map[string]string{"ln": "plain", "lnd": "d", "dang": "missing"}

// lsFmtNorm: the owner and "..", as lsNorm; the hyperlinks' temp folder.
var lsHyperDir = regexp.MustCompile(`file://[^/\a]*(?:/tmp/[^/\a]*/\d+|/work)`)

func lsFmtNorm(s string) string {
	return lsHyperDir.ReplaceAllString(lsNorm(s), "file://HOST/DIR")
}

func TestLsFormatsDiff(t *testing.T) {
	var cases []seqCase
	add := func(cmds ...[]string) {
		cases = append(cases, seqCase{files: lsFormatFiles, links: lsFormatLinks, cmds: cmds, norm: lsFmtNorm})
	}
	// Layouts, with and without a width, tabs, inode and size columns.
	for _, fl := range [][]string{
		{"-C"}, {"-x"}, {"-m"}, {"-C", "-w", "40"}, {"-x", "-w", "50"}, {"-m", "-w", "30"}, {"-C", "-w", "0"}, {"-x", "-w", "0"},
		{"-m", "-w", "0"}, {"-C", "-T", "0"}, {"-C", "-T", "3", "-w", "60"}, {"-Cs"}, {"-xsF"}, {"-ms"}, {"-C", "-w", "1"},
		{"--format=across"}, {"--format=commas"}, {"--format=vertical", "-a"}, {"--format=long", "d"}, {"--format=single-column"},
		{"-CR", "d"}, {"-C", "-w", "10"}, {"-lC"}, {"-Cl"}, {"-1C"}, {"-C1"},
	} {
		add(append([]string{"ls"}, fl...))
	}
	// COLUMNS and TABSIZE when no -w / -T is given.
	add([]string{"env", "COLUMNS=50", "ls", "-C"}, []string{"env", "COLUMNS=50", "ls", "-C", "-w", "70"}, []string{"env", "COLUMNS=abc", "ls", "-x"},
		[]string{"env", "COLUMNS=abc", "ls", "plain"}, []string{"env", "COLUMNS=0x30", "ls", "-m"}, []string{"env", "TABSIZE=4", "ls", "-C"},
		[]string{"env", "TABSIZE=z", "ls", "-C"}, []string{"ls", "-w", "abc"}, []string{"ls", "-T", "-1"}, []string{"ls", "--format=bad"})
	// Quoting styles, over every name, in columns and long listings.
	for _, st := range []string{"literal", "locale", "shell", "shell-always", "shell-escape", "shell-escape-always", "c", "escape", "clocale", "c-maybe"} {
		add([]string{"ls", "--quoting-style=" + st}, []string{"ls", "-C", "--quoting-style=" + st}, []string{"ls", "-lR", "--quoting-style=" + st},
			[]string{"ls", "-F", "--quoting-style=" + st}, []string{"ls", "-q", "--quoting-style=" + st}, []string{"env", "QUOTING_STYLE=" + st, "ls", "-x"})
	}
	for _, fl := range [][]string{{"-Q"}, {"-b"}, {"-N"}, {"-q"}, {"-qC"}, {"--show-control-chars"}, {"-q", "--show-control-chars"}, {"-bF"}, {"-QF"}, {"-Qm"},
		{"-bl"}, {"-Ql"}, {"-Qx"}, {"--quoting-style=bogus"}} {
		add(append([]string{"ls"}, fl...))
	}
	add([]string{"env", "QUOTING_STYLE=bad", "ls", "plain"}, []string{"env", "QUOTING_STYLE=c", "ls", "-N", "it's"})
	// Sorting: version, extension, width; -f keeps the operands' order.
	for _, fl := range [][]string{{"-v"}, {"-vr"}, {"-X"}, {"-Xr"}, {"--sort=version"}, {"--sort=extension"}, {"--sort=width"}, {"--sort=width", "-r"}} {
		add(append([]string{"ls"}, fl...))
	}
	add([]string{"ls", "-f", "-d", "plain", "d", "big"}, []string{"ls", "-fl", "big", "plain"}, []string{"ls", "-f", "-s", "big"}, []string{"ls", "-lf", "-l", "big"})
	// Sizes: -k, --block-size, --si with -s and -l.
	for _, fl := range [][]string{{"-sk"}, {"-lk"}, {"-ls", "--block-size=K"}, {"-ls", "--block-size=1K"}, {"-ls", "--block-size=KB"}, {"-ls", "--block-size=KiB"},
		{"-ls", "--block-size=M"}, {"-ls", "--block-size=10"}, {"-l", "--si"}, {"-s", "--si"}, {"-ls", "--block-size=human-readable"}, {"-ls", "--block-size=si"},
		{"-s", "--block-size=K", "-k"}, {"-s", "-k", "--block-size=M"}, {"-ls", "--block-size='1"}, {"--block-size=0"}, {"--block-size=x"}, {"--block-size=2x"}} {
		add(append(append([]string{"ls"}, fl...), "big", "plain", "d"))
	}
	add([]string{"env", "BLOCK_SIZE=K", "ls", "-ls", "big"}, []string{"env", "LS_BLOCK_SIZE=1M", "ls", "-ls", "big"}, []string{"env", "BLOCKSIZE=512", "ls", "-s", "big"},
		[]string{"env", "POSIXLY_CORRECT=1", "ls", "-s", "big"})
	// Dired, NUL ends, author, context, dereferencing the command line.
	add([]string{"ls", "-lD"}, []string{"ls", "-lDR", "d"}, []string{"ls", "-D", "plain"}, []string{"ls", "--dired", "-l", "--quoting-style=c", "it's", "d"},
		[]string{"ls", "-lD", "-s", "ln", "plain"}, []string{"ls", "--zero"}, []string{"ls", "--zero", "-l", "plain", "d"}, []string{"ls", "--zero", "-C", "d"},
		[]string{"ls", "-l", "--author", "plain"}, []string{"ls", "-Z", "plain", "d"}, []string{"ls", "-lZ", "plain"}, []string{"ls", "-CZ"},
		[]string{"ls", "-H", "ln", "lnd"}, []string{"ls", "-lH", "ln", "lnd", "dang"}, []string{"ls", "-l", "--dereference-command-line-symlink-to-dir", "ln", "lnd"},
		[]string{"ls", "-F", "--dereference-command-line-symlink-to-dir", "lnd"}, []string{"ls", "-H", "-L", "lnd"})
	// Colors (the built-in table, and LS_COLORS), hyperlinks.
	// Without LS_COLORS the built-in colors are used only for a known
	// terminal type or a COLORTERM.
	term := func(args ...string) []string { return append([]string{"env", "TERM=xterm-256color"}, args...) }
	add([]string{"chmod", "755", "plain"}, term("ls", "--color=always"), []string{"ls", "--color=always", "d"}, []string{"env", "COLORTERM=1", "ls", "--color", "d"},
		[]string{"env", "TERM=dumb", "ls", "--color", "d"}, term("ls", "--color=auto"), term("ls", "--color=never"),
		term("ls", "-l", "--color=always", "ln", "dang", "d"), term("ls", "-lF", "--color=always", "ln", "lnd", "dang"), term("ls", "-C", "--color=always"),
		term("ls", "--color=always", "-R", "d"), []string{"ls", "--color=bogus"}, term("ls", "--color=always", "-w", "12", "-C", "long-name-"+strings.Repeat("x", 30), "d"))
	add([]string{"env", "LS_COLORS=di=35:*.txt=04;33:ex=00:fi=32:ln=target", "ls", "--color=always", "-F"},
		[]string{"env", "LS_COLORS=or=31:mi=05:ln=36", "ls", "-l", "--color=always", "dang", "ln"},
		[]string{"env", "LS_COLORS=rs=1:lc=\\e[:rc=m:ec=\\e[0m", "ls", "--color=always", "d"},
		[]string{"env", "LS_COLORS=di=\\x", "ls", "--color=always", "d"})
	add([]string{"ls", "--hyperlink=always", "plain", "with space", "d"}, []string{"ls", "--hyperlink", "-l", "it's", "plain"},
		[]string{"ls", "--hyperlink=never", "plain"}, []string{"ls", "--hyperlink=auto", "plain"})
	runSeqCases(t, cases)
}

// TestLsQuotingTable checks the quoting port on names no file system
// needs to hold, against ls's own output for a file of that name.
func TestLsQuotingStylesUnit(t *testing.T) {
	for _, c := range []struct{ in, style, want string }{
		{"a'b", "shell-escape", `"a'b"`},
		{"*a'", "shell-escape", `'*a'\'''`},
		{"a'b\n", "shell-escape", `'''a'\''b'$'\n'`},
		{"", "shell", `''`},
		{"x", "c", `"x"`},
		{"a\"b", "escape", `a"b`},
		{"‘q’", "locale", `‘‘q\’’`},
	} {
		qs, _ := parseQuotingStyle(c.style)
		if got := (quoter{style: qs}).quote(c.in); got != c.want {
			t.Errorf("%s %q: got %s, want %s", c.style, c.in, got, c.want)
		}
	}
	_ = fmt.Sprint
}

// TestLsColumnTableBounded: -C and -x weigh every candidate layout, a
// table quadratic in the column count. Without a width limit only the
// layout GNU ends with is built; with a huge width and many names the
// table that would not fit in memory ends as GNU's xalloc_die does.
func TestLsColumnTableBounded(t *testing.T) {
	res := runScriptSandbox(t, "mkdir d && cd d && touch $(seq 20000) && ls -C -w 0 | wc -c && ls -x -w 0 | wc -l && ls -C -w 2000000000 >/dev/null", nil)
	if res.stdout != "128893\n1\n" || res.stderr != "ls: memory exhausted\n" || res.status != 2 {
		t.Errorf("got %q %q status %d", res.stdout, res.stderr, res.status)
	}
}
