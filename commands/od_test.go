package commands

import "testing"

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
