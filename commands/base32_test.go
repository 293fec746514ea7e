package commands

import "testing"

func TestBase32Diff(t *testing.T) {
	var cases []diffCase
	for name, in := range textInputs {
		for _, fl := range [][]string{{}, {"-w", "0"}, {"-w", "5"}, {"--wrap=8"}} {
			cases = append(cases, diffCase{name: name + " " + join(fl), args: append([]string{"base32"}, fl...), stdin: in})
		}
	}
	decode := []string{
		"", "NBSWY3DP\n", "NBSWY3D", "NBSWY3DPEE======\n", "NB!SWY3DPEE======", "nbswy3dp",
		"NBSWY3DPEE======NBSWY3DP", "NBSWY3DP\nEE======\n", "NBSWY3DP=", "ME======", "MFRA====", "MFRGG===",
		"MFRGGZA=", "MFRGGZDF", "M=======", "MFR=====", "MFRGGZ==", "ME===A==", "\n\n", "MZXW6===\nMJQXE===\n",
		"GEZDGNBV\r\n",
	}
	for _, in := range decode {
		cases = append(cases,
			diffCase{name: "d " + in, args: []string{"base32", "-d"}, stdin: in},
			diffCase{name: "di " + in, args: []string{"base32", "-di"}, stdin: in})
	}
	files := map[string]string{"f": "hello world\n", "d/": ""}
	cases = append(cases,
		diffCase{args: []string{"base32", "f"}, files: files},
		diffCase{args: []string{"base32", "missing"}},
		diffCase{args: []string{"base32", "d"}, files: files},
		diffCase{args: []string{"base32", "f", "g"}, files: files},
		diffCase{args: []string{"base32", "-w", "x"}},
		diffCase{args: []string{"base32", "-w", "-1"}},
		diffCase{args: []string{"base32", "-x"}},
	)
	runDiffCases(t, cases)
}

func TestBase32RoundTrip(t *testing.T) {
	in := longLine + "\x00\xff"
	enc := runSandbox(t, []string{"base32"}, in, nil)
	dec := runSandbox(t, []string{"base32", "-d"}, enc.stdout, nil)
	if dec.stdout != in || dec.status != 0 {
		t.Errorf("round trip failed: status %d, %d bytes", dec.status, len(dec.stdout))
	}
}
