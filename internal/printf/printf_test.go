package printf

import (
	"bytes"
	"errors"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// cases are format + arguments, run through Format and bash's printf.
var cases = [][]string{
	// Strings and reuse of the format.
	{"%s"}, {"%s|"}, {"%s\n", "a", "b", "c"}, {"%s %s\n", "a", "b", "c"}, {"x\n", "a", "b"},
	{"%5s|%-5s|%.2s|%5.1s|%-5.3s|", "abc", "de", "xyz", "uvw", "abcdef"},
	{"%05s|%+s|% s", "a", "b", "c"}, {"%.1s|%5s|", "é", "é"},
	{"%*s|%-*s|%.*s|", "5", "a", "3", "b", "2", "xyz"}, {"%*s|", "-4", "a"}, {"%.*s|", "-1", "abc"},
	{"%10.3s|", "abcdef"}, {"%s%s%s", "a"}, {"no conversions"}, {"%%|%s", "x"},
	// Characters.
	{"%c", "abc"}, {"%c%c", "é", ""}, {"%5c|%-3c|", "x", "y"}, {"%c"},
	// Integers.
	{"%d %i", "42", "-17"}, {"%d", "abc"}, {"%d", "12abc"}, {"%d", "099"}, {"%d", "0x"},
	{"%d", "0xZZ"}, {"%d", "-0x"}, {"%d", "99999999999999999999"}, {"%d", "-99999999999999999999"},
	{"%d", "9223372036854775807"}, {"%d", "-9223372036854775808"}, {"%d", "9223372036854775808"},
	{"%u", "-1"}, {"%u", "99999999999999999999"}, {"%u", "18446744073709551615"}, {"%u", "9223372036854775808"},
	{"%x %X %o", "-1", "255", "8"}, {"%d", "'é"}, {"%d", "'"}, {"%d", "\"A"}, {"%d", "'\xff"},
	{"%d", " 12"}, {"%d", "12 "}, {"%d", ""}, {"%d", " "}, {"%d", "-"}, {"%d", "+5"},
	{"%d %d %d", "0x1F", "017", "0X1f"}, {"%i", "010"}, {"%d", "08"},
	{"%5.2d|%-5d|%+d|% d|%05d|%#x|%#o|%#X|%.0d|", "3", "4", "5", "6", "7", "255", "8", "255", "0"},
	{"%08.3d|%-05d|% +d|%+ d|%#.0o|%#x|%.0x|", "2", "1", "3", "4", "0", "0", "0"},
	{"%'d|%'5d", "1234567", "12"}, {"%hhd %ld %lld %jd %zd %td %hd", "1", "2", "3", "4", "5", "6", "7"},
	{"%*d|%-*d|%.*d", "5", "1", "-5", "2", "3", "4"}, {"%0*d", "6", "-42"},
	{"%d %s", "1"}, {"%d\n", "1", "2", "x", "4"}, {"%o %x", "0", "0"}, {"%#5o|%#08x|%-#8x|", "8", "255", "255"},
	// Floats.
	{"%f %e %g %a %A", "0.1", "0.1", "0.1", "1", "0.1"}, {"%.20f", "0.1"}, {"%f", "abc"},
	{"%f|%F|%e|%g", "inf", "-inf", "nan", "-nan"}, {"%5.1f|%-8.3e|%G", "-inf", "12345.678", "1e-10"},
	{"%g %g %g %#g %g %g", "100000", "1000000", "0.0001", "1", "0.00001", "123456789"},
	{"%f", "1e5000"}, {"%f", "-1e5000"}, {"%e", "1e-5000"}, {"%.3e|%.0e|%#.0e|%#.0f|%.0f|%.0f|%.0f", "12345", "5", "5", "3", "0.5", "1.5", "2.5"},
	{"%010.3f|%-10.2f|%+f|% f|%+.2e", "3.14159", "2.5", "1", "1", "-0.000123"},
	{"%f %f %f", "0x10", "0x1p-2", "1e3"}, {"%f", "1.5xyz"}, {"%f", "'A"}, {"%g", "-0"}, {"%f", "-0.0"},
	{"%a|%a|%a|%a|%a", "0", "2", "0.5", "3.14159", "-1e-300"}, {"%.2a|%.0a|%#a|%.20a|%A", "3.14159", "1.99", "1", "1", "255.5"},
	{"%.0a|%.1a", "1.9999999", "15.97"}, {"%g|%g|%g|%.3g|%.10g", "1e100", "1e-100", "123.456", "0.0001234", "3.14159265358979"},
	{"%.30g", "0.1"}, {"%.99999g|%.99999G", "0.1", "1e-4000"}, {"%f", "1.7976931348623157e308"}, {"%e", "1e4000"}, {"%f", " 2.5"}, {"%f", "2.5 "}, {"%f", "infinity"},
	{"%f", "INF"}, {"%f", "nan(123)"}, {"%f", "."}, {"%f", "1."}, {"%f", ".5"}, {"%f", "1e"}, {"%f", "1e+"}, {"%f", "0x.8"},
	{"%08.2f|%08f|%-08.1f|", "-3.14159", "inf", "nan"}, {"%.50f", "1"}, {"%G %E", "1e-20", "1e20"},
	// Escapes in the format.
	{`\x41\101\0101\u00e9\U0001F600\"\?\'\\`}, {`\a\b\e\E\f\n\r\t\v`}, {`\c`}, {`x\y\z`}, {`\x`}, {`\u`}, {`\U`},
	{`\xZ`}, {`\777`}, {`\8`}, {`a\`}, {`\uD800|\U00110000|\U7FFFFFFF|\UFFFFFFFF|\U04000000`}, {`\x4142`}, {`\u0041\u00410`},
	// %b.
	{"%s %b %q", `a\tb`, `a\tb\c`, "x y"}, {"%b", `\0101\101\1011\x41\'\"\?`}, {"%b%d", `x\cy`, "5"},
	{"%b|", `\e\E\a\x\u`}, {"%5b|%-5b|%.2b|", `a\n`, "b", `\x41BC`}, {"%b", `\0`}, {"%b", `\08`}, {"%b", `\1`},
	{"[%b]\n", "a", `b\c`, "c"}, {"%b", `\c`},
	// %q and %Q.
	{"%q\n", "~a", "a~", "x=~", "x:~", "#a", "a#", "a=b", "é", "\x01", "a\nb", "\xff", "it's", "!$&*", "", "a b\tc"},
	{"%q\n", "\x1b[0m", "\\", "'", `a\b`, "(x)", "[a]", "{a,b}", "a|b;c", "<>", "`x`", "^", "%", "@", "+-=,./:", "a\u00a0b", "\u200b"},
	{"%.3q|%5q|%.2Q|%-6Q|", "a b", "x", "a b", "c"},
	// %(fmt)T.
	{"%(%Y-%m-%d %H:%M:%S)T\n", "0"}, {"%(%s %j %a %b)T", "1700000000"}, {"%10.3(%Y-%m)T|", "0"}, {"%()T", "0"},
	{"%(%N %q %:z %s)T", "0"}, {"%(%Y)x", "1"}, {"%(%Y)", "1"}, {"%-12(%H)T|", "3600"}, {"%(%Y)T", "abc"},
	{"%((%Y))T", "0"}, {"%(%Y)T", ""},
	// Errors.
	{"%y", "1"}, {"%5%|"}, {"a%"}, {"%"}, {"%z"}, {"%5"}, {"%-"}, {"ab%ycd", "1"}, {"%s%y%s", "a", "b"},
	{"%d %d\n", "1", "x", "3", "4"}, {"%I"},
}

// coreutilsCases exercise the coreutils dialect's own rules.
var coreutilsCases = [][]string{
	{"x\n", "a", "b"}, {"%d", "'ab"}, {"%d", "''"}, {"%d", "'éx"}, {"%.*d", "99999999999", "1"},
	{"%*d", "99999999999", "1"}, {"%*d|%.*d|", "-5", "1", "-5", "1"}, {"%-q|", "a"}, {"%5b|", "a"},
	{"%#s|", "a"}, {"%#d", "1"}, {"%lq", "a"}, {"%hhs", "a"}, {"%Lf %lf %jd %zd %td %qd %Zd", "1", "2", "3", "4", "5", "6", "7"},
	{"%s%b%s", "a", "x\\cy", "z"}, {"%d%s\\c%d", "x", "y", "3"}, {"%'x", "1"}, {"%'d|%'f", "1234", "1.5"}, {"%0c", "a"}, {"%.2c", "a"},
	{"%q\n", "a'b c", "a\\b", "it's$", "{", "{a", "}", "#", "a#", "?", "a@b", "\t", "a\tb", "'", "a#'", "x y'z", "~", "a~", "\x7f", "é'", "\x01'", "=", "a=b"},
	{"\\u0041"}, {"\\u00a0\\u0024\\U0001F600\\U00110000|"}, {"\\ud800"}, {"\\u12"}, {"%b", "a\\u12"}, {"\\q\\\"\\'\\?"},
	{"%b", "\\0101\\101\\1011\\08\\0"}, {"\\0101\\101\\1011\\8"}, {"%s", "1", "2"}, {"%d %d", "1"},
}

func TestCoreutilsDialect(t *testing.T) {
	bin, err := exec.LookPath("printf")
	if err != nil {
		t.Skip("no printf")
	}
	for _, c := range append(coreutilsCases, cases...) {
		if strings.Contains(c[0], "%(") {
			continue // undefined in coreutils (reads past the format)
		}
		compare(t, exec.Command(bin, c...), strings.NewReplacer(bin+": ", "printf: "), c, Options{Coreutils: true})
	}
}

func TestFormatMatchesBash(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	for _, c := range cases {
		compare(t, exec.Command(bash, append([]string{"-c", `printf "$@"`, "_"}, c...)...), strings.NewReplacer("_: line 1: ", ""), c, Options{TZ: "UTC"})
	}
}

// compare runs cmd and Format on the same case and reports differences.
func compare(t *testing.T, cmd *exec.Cmd, fixErr *strings.Replacer, c []string, opts Options) {
	t.Helper()
	{
		name := strings.Join(c, " ")
		cmd.Env = []string{"LC_ALL=C.UTF-8", "TZ=UTC"}
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		status := 0
		if err := cmd.Run(); err != nil {
			var ee *exec.ExitError
			if !errors.As(err, &ee) {
				t.Fatal(err)
			}
			status = ee.ExitCode()
		}
		wantErr := fixErr.Replace(errb.String())
		got, diags, failed := Format(c[0], c[1:], opts)
		gotErr := ""
		for _, d := range diags {
			gotErr += d + "\n"
		}
		gotStatus := 0
		if failed {
			gotStatus = 1
		}
		if got != out.String() {
			t.Errorf("%q: stdout\n got %q\nwant %q", name, got, out.String())
		}
		if gotErr != wantErr {
			t.Errorf("%q: stderr\n got %q\nwant %q", name, gotErr, wantErr)
		}
		if gotStatus != status {
			t.Errorf("%q: status got %d, want %d", name, gotStatus, status)
		}
	}
}

func TestTimeNowAndStart(t *testing.T) {
	now := time.Date(2024, 2, 29, 13, 14, 15, 0, time.UTC)
	start := time.Date(2020, 1, 2, 3, 4, 5, 0, time.UTC)
	opts := Options{Now: func() time.Time { return now }, Start: start, TZ: "Asia/Tokyo"}
	out, _, _ := Format("%(%F %T %Z)T|%(%F %T)T|%(%F)T", []string{"-1", "-2"}, opts)
	if want := "2024-02-29 22:14:15 JST|2020-01-02 12:04:05|2024-02-29"; out != want {
		t.Errorf("got %q, want %q", out, want)
	}
}

func TestMaxBytes(t *testing.T) {
	out, diags, failed := Format("%*d", []string{"2147483647", "1"}, Options{MaxBytes: 1000})
	if !failed || len(diags) != 1 || len(out) > 1000 {
		t.Errorf("huge width: got %d bytes, diags %q, failed %v", len(out), diags, failed)
	}
	out, _, failed = Format("%s", []string{strings.Repeat("x", 600), strings.Repeat("y", 600)}, Options{MaxBytes: 1000})
	if !failed || len(out) != 600 {
		t.Errorf("cap across passes: got %d bytes, failed %v", len(out), failed)
	}
}

func TestSingleQuote(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	for _, s := range []string{"", "a", "it's", "'", "''", "a b", "\x01", "a\nb", "é", "\xff", "$x", `\`, "~"} {
		cmd := exec.Command(bash, "-c", `printf %s "${1@Q}"`, "_", s)
		cmd.Env = []string{"LC_ALL=C.UTF-8"}
		want, err := cmd.Output()
		if err != nil {
			t.Fatal(err)
		}
		if got := SingleQuote(s); got != string(want) {
			t.Errorf("SingleQuote(%q) = %q, want %q", s, got, want)
		}
	}
}
