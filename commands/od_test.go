package commands

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/internal/testlong"
)

func TestOdDiff(t *testing.T) {
	inputs := map[string]string{
		"mixed":  "ab\x00\n\t\xff\x80é中\x7f",
		"repeat": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaabc",
		"floats": "\x00\x00\x80\x3f\x00\x00\x00\x00\x00\x00\xf0\x3f\x00\x00\xc0\x7f\x00\x00\x80\x7f\x00\x00\x80\xff\x01\x00\x00\x00\x9a\x99\x99\x99\x99\x99\xb9\x3f",
		"all":    odAllBytes(),
	}
	for k, v := range textInputs {
		if k != "longln" {
			inputs[k] = v
		}
	}
	argsets := [][]string{
		{}, {"-c"}, {"-a"}, {"-b"}, {"-d"}, {"-o"}, {"-s"}, {"-x"}, {"-i"}, {"-l"}, {"-f"}, {"-tx1"}, {"-t", "x1z"},
		{"-t", "d1", "-t", "u1", "-t", "o1"}, {"-t", "x2", "-c"}, {"-tf4", "-tf8"}, {"-t", "fD"}, {"-t", "f4", "-t", "x1"},
		{"-tu8"}, {"-td8"}, {"-to8"}, {"-tx8"}, {"-tdC"}, {"-tuS"}, {"-toI"}, {"-txL"}, {"-Ad"}, {"-Ax"}, {"-An"},
		{"-An", "-tx1"}, {"-v"}, {"-w4"}, {"-w", "-tx1"}, {"-w3"}, {"-w0"}, {"-w8", "-tf4", "-tf8"}, {"-j", "3"}, {"-N", "5"},
		{"-j", "2", "-N", "3", "-c"}, {"-j", "0x2", "-N", "2", "-x"}, {"-j", "1"}, {"--endian=big", "-tx4"},
		{"--endian=big", "-tf8"}, {"-t", "a", "-t", "c"}, {"-tcz"}, {"-tx2z", "-w6"}, {"-cv", "-w4"},
		{"-t", "d2", "-t", "f4", "-Ax"},
	}
	var cases []diffCase
	for name, in := range inputs {
		for _, a := range argsets {
			cases = append(cases, diffCase{name: name + " " + join(a), args: append([]string{"od"}, a...), stdin: in})
		}
	}
	files := map[string]string{"a": "0123456789", "b": "abcdef\n", "d/": ""}
	cases = append(cases,
		diffCase{args: []string{"od", "-c", "a", "b"}, files: files},
		diffCase{args: []string{"od", "-c", "-j", "12", "a", "b"}, files: files},
		diffCase{args: []string{"od", "-c", "-j", "100", "a", "b"}, files: files},
		diffCase{args: []string{"od", "-c", "missing", "b"}, files: files},
		diffCase{args: []string{"od", "-c", "a", "-", "b"}, stdin: "IN", files: files},
		// Files are opened as the reading reaches them: past -N, never.
		diffCase{args: []string{"od", "-c", "-N", "4", "a", "missing"}, files: files},
		diffCase{args: []string{"od", "-c", "-N", "10", "a", "missing", "b"}, files: files},
		diffCase{args: []string{"od", "-c", "-N", "12", "a", "missing", "b"}, files: files},
		diffCase{args: []string{"od", "-c", "-N", "0", "missing", "a", "missing"}, files: files},
		diffCase{args: []string{"od", "-c", "missing", "missing"}, files: files},
		// Each bad type string is reported; a bad radix ends the parsing.
		diffCase{args: []string{"od", "-t", "c1", "-o", "-t", "q", "a"}, files: files},
		diffCase{args: []string{"od", "-t", "y", "-A", "q", "-t", "z", "a"}, files: files},
		diffCase{args: []string{"od", "-A", "q", "-t", "y", "a"}, files: files},
		diffCase{args: []string{"od", "-w", "0", "-x"}, files: files},
		diffCase{args: []string{"od", "-c", "-j", "12", "-N", "2", "a", "missing", "b", "missing"}, files: files},
		diffCase{args: []string{"od", "-t", "y"}},
		diffCase{args: []string{"od", "-t", "d3"}},
		diffCase{args: []string{"od", "-t", "f2"}},
		diffCase{args: []string{"od", "-t", "x16"}},
		diffCase{args: []string{"od", "-A", "q"}},
		diffCase{args: []string{"od", "-j", "x"}},
		diffCase{args: []string{"od", "-N", "1x"}},
		diffCase{args: []string{"od", "-N", "1k"}, stdin: inputs["all"] + inputs["all"] + inputs["all"] + inputs["all"] + inputs["all"]},
	)
	runDiffCases(t, cases)
	runUsageCases(t, []diffCase{{args: []string{"od", "--endian=middle"}}, {args: []string{"od", "-k"}}})
}

func odAllBytes() string {
	b := make([]byte, 256)
	for i := range b {
		b[i] = byte(i)
	}
	return string(b)
}

// TestOdRandom dumps random bytes with random formats against the real od.
func TestOdRandom(t *testing.T) {
	r := rand.New(rand.NewSource(42))
	types := []string{"a", "c", "d1", "d2", "d4", "d8", "u1", "u2", "u4", "u8", "o1", "o2", "o4", "o8", "x1", "x2", "x4", "x8", "f4", "f8", "x1z", "dC", "uS", "oI", "xL", "fF", "fD", "d2z"}
	var cases []diffCase
	for i := 0; i < testlong.Share(400, 4); i++ {
		args := []string{"od"}
		for k := 0; k < r.Intn(3); k++ {
			args = append(args, "-t", types[r.Intn(len(types))])
		}
		if r.Intn(3) == 0 {
			args = append(args, "-A", string("doxn"[r.Intn(4)]))
		}
		if r.Intn(3) == 0 {
			args = append(args, "-w"+[]string{"1", "2", "4", "8", "12", "16", "24", "32", "5"}[r.Intn(9)])
		}
		if r.Intn(4) == 0 {
			args = append(args, "-j", []string{"1", "3", "0x4", "010", "7"}[r.Intn(5)])
		}
		if r.Intn(4) == 0 {
			args = append(args, "-N", []string{"1", "3", "9", "17", "100"}[r.Intn(5)])
		}
		if r.Intn(3) == 0 {
			args = append(args, "-v")
		}
		if r.Intn(4) == 0 {
			args = append(args, "--endian=big")
		}
		n := r.Intn(70)
		b := make([]byte, n)
		for k := range b {
			if r.Intn(3) == 0 {
				b[k] = 'a'
			} else {
				b[k] = byte(r.Intn(256))
			}
		}
		cases = append(cases, diffCase{name: strings.Join(args, " ") + string(rune('a'+i%26)), args: args, stdin: string(b)})
	}
	runDiffCases(t, cases)
}

// TestOdOldFormsDiff: the operand forms before -j and -A, with and
// without --traditional: [FILE] [[+]OFFSET [[+]LABEL]].
func TestOdOldFormsDiff(t *testing.T) {
	files := map[string]string{"t1": "abcdefghijklmnopqrstuvwxyz0123456789\n", "10": "ten\n", "+x": "plus\n"}
	var cases []diffCase
	for _, a := range []string{
		"--traditional t1", "--traditional t1 10", "--traditional t1 10.", "--traditional t1 +10", "--traditional t1 10 100",
		"--traditional t1 0x10 1b", "--traditional t1 1b", "--traditional t1 10 20 30", "--traditional t1 t1",
		"--traditional 10", "--traditional 10 20", "--traditional -c t1 10 20", "--traditional -c -x t1 10 20",
		"--traditional -An -c t1 10 20", "--traditional -Ad -c t1 10 20", "--traditional -Ax -c t1 10 20",
		"--traditional -c t1 10B", "--traditional -c t1 x", "--traditional -c t1 1x", "t1 10", "t1 +10", "+10", "10",
		"-v t1 10", "-j1 t1 10", "--endian=big t1 10", "-c t1 10", "-t c t1 10", "-An t1 10", "-N4 t1 10", "t1 10 20",
		"--traditional -j 3 t1 10", "--traditional t1 017", "--traditional t1 09", "--traditional t1 +",
		"t1 +0x10", "t1 +1b", "-c t1 +1B", "t1 +-5", "t1 +0X1b", "t1 +1bb", "--traditional t1 10 20 -An",
		"--traditional - 10 20", "-- t1 10", "+x", "t1 +x", "--traditional -c t1 0 0x7fffffffffffffff",
		"--traditional t1 7777777777777777777777777", "--traditional -w8 -c t1 3 0x100", "-w4 t1 10", "-b t1 10 20",
		"--traditional", "--traditional -c 0 -- 30",
	} {
		cases = append(cases, diffCase{args: append([]string{"od"}, strings.Fields(a)...), stdin: "abcdefghijklmnopqrstuvwxyz0123456789\n", files: files})
	}
	runDiffCases(t, cases)
}

// TestOdStringsDiff: -S/--strings prints the NUL-terminated runs of
// printable characters as GNU od's dump_strings, with -A, -j, -N and
// its errors.
func TestOdStringsDiff(t *testing.T) {
	in := "ab\x00abc\x00hello world\x00x\tyz\x00abcd"
	runDiffCases(t, []diffCase{
		{args: []string{"od", "-S", "4"}, stdin: in},
		{args: []string{"od", "-S2", "-Ad"}, stdin: in},
		{args: []string{"od", "--strings", "-An"}, stdin: in},
		{args: []string{"od", "--strings=0"}, stdin: in},
		{args: []string{"od", "-S", "x"}, stdin: in},
		{args: []string{"od", "-S", "1x"}, stdin: in},
		{args: []string{"od", "-S", "1k"}, stdin: in},
		{args: []string{"od", "-S", "0x2"}, stdin: in},
		{args: []string{"od", "-S", "010"}, stdin: in},
		{args: []string{"od", "-S3", "-j3", "-N5"}, stdin: in},
		{args: []string{"od", "-S3", "-N4"}, stdin: "abcdef"},
		{args: []string{"od", "-S3", "-N6", "-Ax"}, stdin: "xxabcdef"},
		{args: []string{"od", "-S3", "-N2"}, stdin: "abcdef"},
		{args: []string{"od", "-S3", "-tx1"}, stdin: in},
		{args: []string{"od", "-S3", "-c"}, stdin: in},
		{args: []string{"od", "-S"}, stdin: in},
		{args: []string{"od", "-S1"}, stdin: "\xc3\xa9\x00a\bc\x00"},
		{args: []string{"od", "-S", "99999999999999999999999"}, stdin: in},
		{args: []string{"od", "-S2", "s1", "s2", "nofile"}, files: map[string]string{"s1": "abc\x00def\x00", "s2": "gh\x00"}},
		{args: []string{"od", "-S3", "+1"}, stdin: "xabc\x00"},
	})
}
