package commands

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

func TestHexdumpDiff(t *testing.T) {
	zeros := strings.Repeat("\x00", 64)
	inputs := map[string]string{
		"bin": xxdBin, "empty": "", "one": "a", "three": "abc", "zeros": zeros, "zerosx": zeros + "x",
		"zeros40": zeros[:40], "utf8": "héllo wörld 中文\n", "crlf": "a\r\nb\r\n", "all": xxdAllBytes(),
		"ctrl": "\a\b\f\r\t\v\x1b\x7f\x80é\x00\n", "rep": strings.Repeat("abcdefghijklmnop", 5) + "q",
	}
	flagsets := [][]string{
		{}, {"-C"}, {"-x"}, {"-d"}, {"-o"}, {"-b"}, {"-c"}, {"-C", "-x"}, {"-v", "-C"}, {"-n", "20", "-C"},
		{"--canonical"}, {"-bc"}, {"-n", "0"},
	}
	// Skipping seeks, which the real tool cannot do on a pipe: those
	// cases read a file.
	skips := [][]string{{"-s", "3", "-n", "5", "-C"}, {"-s", "0x3", "-C"}, {"-s", "1k", "-C"}, {"-s", "40"}, {"-x", "-s", "1"}, {"-s", "16"}}
	var cases []diffCase
	for name, in := range inputs {
		for _, fl := range flagsets {
			cases = append(cases, diffCase{name: name + " " + join(fl), args: append([]string{"hexdump"}, fl...), stdin: in})
		}
		for _, fl := range skips {
			cases = append(cases, diffCase{name: "file " + name + " " + join(fl), args: append(append([]string{"hexdump"}, fl...), "f"), files: map[string]string{"f": in}})
		}
	}
	files := map[string]string{"x.bin": xxdBin, "d/": "", "e": ""}
	for _, args := range [][]string{
		{"-C", "x.bin"}, {"x.bin", "x.bin"}, {"-C", "x.bin", "nope", "x.bin"}, {"nope"}, {"d"}, {"-C", "d", "x.bin"},
		{"-n", "x", "x.bin"}, {"-s", "40", "x.bin"}, {"-s", "1k", "-C", "x.bin"}, {"e"}, {"-Q"}, {"-C", "e", "x.bin"},
	} {
		cases = append(cases, diffCase{args: append([]string{"hexdump"}, args...), files: files})
	}
	runDiffCases(t, cases)
}

// sysPipeReader hides a reader's Seek method, as a pipe has none.
type sysPipeReader struct{ r io.Reader }

func (o sysPipeReader) Read(p []byte) (int, error) { return o.r.Read(p) }

func TestHexdumpSkipStdin(t *testing.T) {
	inv, out := sysInvocation([]string{"hexdump", "-s", "2", "-C"})
	inv.Stdin = sysPipeReader{strings.NewReader("abcdef")}
	if st := runHexdump(t.Context(), inv); st != 1 || out.Len() != 0 || inv.Stderr.(*bytes.Buffer).String() != "hexdump: stdin: Illegal seek\n" {
		t.Errorf("pipe: status %d, out %q, err %q", st, out, inv.Stderr)
	}
	// A redirected file can seek.
	inv, out = sysInvocation([]string{"hexdump", "-s", "2", "-C"})
	inv.Stdin = strings.NewReader("abcdef")
	want := "00000002  63 64 65 66                                       |cdef|\n00000006\n"
	if st := runHexdump(t.Context(), inv); st != 0 || out.String() != want {
		t.Errorf("seekable stdin: status %d, out %q", st, out)
	}
}

// TestHexdumpFormatsDiff runs format strings (-e, -f) against
// util-linux's hexdump: iteration and byte counts, every conversion, the
// blank padding past the data, squeezing, -v, -n and -s with them.
func TestHexdumpFormatsDiff(t *testing.T) {
	inputs := map[string]string{
		"text": "abcdefghijklmnopqrstuvwxyz0123456789\n", "ctrl": "\x00\x01\x7f\x80\xff\xfe\x09\x0aA~ \xe9",
		"zeros": strings.Repeat("\x00", 100) + "abc", "empty": "", "one": "q", "all": xxdAllBytes(),
	}
	formats := []string{
		`16/1 "%02x " "\n"`, `16/1 "%02x "`, `"%x"`, `4/1 "%02x" "\n"`, `1/4 "%08x\n"`, `4 /1 "%x "`, `4/ 1 "%x "`,
		`/2 "%x\n"`, `"%_ad: " 4/1 "%02x " "\n"`, `4/1 "%02x  " "\n"`, `/4 "%s|" "\n"`, `"%.3s|" "\n"`, `2/4 "%s|" "\n"`,
		`"%_Ad\n" 4/1 "%x "`, `4/1 "%x " "%_Ad\n"`, `4/1 "%x " "\n" "%_Ax\n" "z\n"`, `"%_Ax\n"`, `"hello\n"`,
		`/1 "%d "`, `/1 "%i "`, `/2 "%d "`, `/4 "%d "`, `/8 "%d "`, `/8 "%x "`, `/1 "%X "`, `/1 "%o "`, `/1 "%c"`,
		`/1 "%_u "`, `/1 "%_p"`, `/1 "%_c "`, `/1 "%3_c|"`, `/1 "%-5_u|"`, `/1 "%03_u|"`, `/4 "%e "`, `/8 "%g "`, `"%f "`,
		`/4 "%12.3E|"`, `/8 "%-+14.4G|"`, `/1 "%#o "`, `/1 "%+d "`, `/1 "% d "`, `/1 "%#x "`, `/1 "%#X|" "\n"`, `/2 "%#.6o|"`,
		`"%-08.3x|" "\n"`, `4/1 "%02x" "%_ax\n"`, `8/1 "%02x" " %_ax" "\n"`, `"%_ax " 16/1 "%_p" "\n"`,
		`"%_ad " /2 "%5u|" "\n"`, `"%_ad " 3/2 "%5u|" "\n"`, `5/2 "%5.3x|" "\n"`, `"%_ax:" 4 "%x-" "\n"`, `1/3 "%_ax"`,
		`16 "%02x"`, `2 "%_p" 3 "-"`, `"x" 2 "%_p"`, `/4 "%.2s|" "\n"`, `/4 "%5.2s|" "\n"`, `"%5-x\n"`, `"%.x\n"`,
		`4/1 "%02x\t" "\n"`, `4/1 "%02x" "\t\n"`, `"%x\0\n"`, `"a\\" "%x\n"`, `/2 "%_ad|%x"`, `/2 "%_ad|"`,
		`"%-5_ax|" "%x\n"`, `"%5-_ax\n" "%x\n"`, `4/1 "%02x_L[red] " "\n"`, `/1 "%.0x|"`, `/1 "%5c|"`, `/1 "%-3c|"`,
		`"[%_ao]" 2/1 "%x" "\n"`, `"%07.7_Ax\n"`, `10/2 "%04x " "\n"`, `"%_Ad %_Ax\n" 3/1 "%x"`,
		// Errors.
		`16/1"%02x "`, `4"%x"`, `"%%\n"`, `"%s"`, `/1 "%d %d"`, `/3 "%x"`, `/2 "%c"`, `/2 "%_p"`, `"%_az"`, `"%_q"`,
		`"%y"`, `"%_"`, `/4 "%x\n" 3`, `"abc`, `/4 "%x"_L[red]`, `4/1 "%02x_L[red "`, `/4 "%e"`, `/5 "%f"`, `/2 "%_ax%d%x"`,
	}
	var cases []diffCase
	for name, in := range inputs {
		for _, f := range formats {
			cases = append(cases, diffCase{name: name + " " + f, args: []string{"hexdump", "-e", f}, stdin: in})
		}
	}
	for _, args := range [][]string{
		{"-e", `16/1 "%02x " "\n"`, "z"}, {"-v", "-e", `16/1 "%02x " "\n"`, "z"}, {"-e", `"%_ad: " 16/1 "%02x " "\n"`, "z"},
		{"-e", `"%_ad: " 8/1 "%02x " "\n"`, "-e", `8/1 "%_p" "\n"`, "z"}, {"-C", "-e", `"%_Ad\n"`, "t"}, {"-e", `"%_Ad\n"`, "-C", "t"},
		{"-f", "ff", "z"}, {"-f", "ff", "-f", "ff", "t"}, {"-f", "nope", "t"}, {"-e", `4/1 "%02x" "\n"`, "-n", "5", "-s", "2", "t"},
		{"-e", `/4 "%08x "`, "-e", `"\n"`, "t"}, {"-e", `"[%_ad]\n"`, "-e", `3/1 "%x " "\n"`, "t"},
		{"-e", `2/1 "%x " "\n"`, "-e", `3/1 "%c" "\n"`, "t"}, {"-e", `"%_Ax\n"`, "-s", "5", "t"}, {"-e", `"%_Ax\n"`, "-s", "50", "t"},
		{"-e", `4/1 "%x" "\n"`, "-s", "40", "t", "t"}, {"-e", `"%_ad " 4/1 "%x" "\n"`, "-e", `"%_Ax\n"`, "-s", "3", "-n", "9", "t", "z"},
		{"-x", "-e", `"%_Ad\n"`, "-b", "t"}, {"-C", "-v", "z"}, {"--format", `"%_ad" /1 " %x" "\n"`, "-n", "3", "t"},
		{"--format-file=ff", "t"}, {"-L", "-e", `4/1 "%02x_L[red:0x61] " "\n"`, "t"}, {"--color=never", "-C", "t"},
		{"--color=foo", "-C", "t"}, {"-e", `"%_ad" 4/1 " %x" "\n"`, "-e", `/1 "%d %d"`, "t"}, {"-e"},
	} {
		cases = append(cases, diffCase{args: append([]string{"hexdump"}, args...), files: map[string]string{
			"z": strings.Repeat("\x00", 100) + "abc", "t": "abcdefghijklmnopqrstuvwxyz0123456789\n",
			"ff": "# comment\n\n  16/1 \"%02x \" \"\\n\"\n   # x\n\"%_Ad\\n\"\n",
		}})
	}
	runDiffCases(t, cases)
}

// TestHexdumpHostileFormats: counts, widths and precisions of a format
// string are checked before a block is allocated, padding is streamed and
// stops at the context or the first write error.
func TestHexdumpHostileFormats(t *testing.T) {
	if !inHostileChild(t) {
		return
	}
	for _, c := range []hostileCase{
		{args: []string{"hexdump", "-e", `2000000000/1 "%x"`, "f"}, status: 1, stderr: `^hexdump: memory exhausted`},
		{args: []string{"hexdump", "-e", `99999999999999999999/8 "%x"`, "f"}, status: 1, stderr: `^hexdump: memory exhausted`},
		{args: []string{"hexdump", "-e", `/1 "%2000000000x"`, "f"}, status: 1, stdout: "     "},
		{args: []string{"hexdump", "-e", `/1 "%2000000000x"`, "f"}, discard: true, status: -1},
		{args: []string{"hexdump", "-e", `/1 "%.2000000000d"`, "f"}, discard: true, status: -1},
		{args: []string{"hexdump", "-e", `/8 "%.2000000000e"`, "f"}, status: 1, stderr: `^hexdump: memory exhausted`},
		// Two values (4 GB of padding) into the sink: an idle machine
		// streams that inside the time limit.
		{args: []string{"hexdump", "-e", `/8 "%2000000000e"`, "f"}, discard: true, status: -2},
		{args: []string{"hexdump", "-e", `2000000000 "x" /1 "%x"`, "f"}, discard: true, status: -1},
		{args: []string{"hexdump", "-e", `2000000000 "x" /1 "%x"`, "f"}, status: 1, stdout: "xxxx"},
	} {
		checkHostile(t, c)
	}
}

// TestHexdumpEscapesBeforeConversion: util-linux 2.38 garbles a format
// whose escape comes before a conversion in the same quoted string
// ("\t%x|" is refused as "bad conversion character %|"); the escapes are
// the manual's here.
func TestHexdumpEscapesBeforeConversion(t *testing.T) {
	runDiffCases(t, []diffCase{
		{args: []string{"hexdump", "-e", `"\t%x|"`}, stdin: "abcd", why: "util-linux 2.38 bug", stdout: "\t64636261|"},
		{args: []string{"hexdump", "-e", `/1 "<\n>%02x\\" "\n"`, "-n", "2"}, stdin: "abcd", why: "util-linux 2.38 bug", stdout: "<\n>61\\\n<\n>62\\\n"},
	})
}
