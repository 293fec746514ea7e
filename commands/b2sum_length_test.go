package commands

import "testing"

// TestB2sumLengthDiff: b2sum -l/--length against GNU b2sum 9.1: the
// lengths it takes and refuses, the BLAKE2b-N tag, and -c of tagged and
// untagged lines of any length, with or without -l.
func TestB2sumLengthDiff(t *testing.T) {
	files := map[string]string{
		"f":       "hi\n",
		"e":       "",
		"tag.sum": "BLAKE2b-256 (f) = de9543b2ae1b2b87434a730727db17f5ac8b8c020b84a5cb8c5fbcc1423443ba\n",
		"bsd.sum": "de9543b2ae1b2b87434a730727db17f5ac8b8c020b84a5cb8c5fbcc1423443ba  f\n",
		"bad.sum": "BLAKE2b-256 (f) = 0e9543b2ae1b2b87434a730727db17f5ac8b8c020b84a5cb8c5fbcc1423443ba\nBLAKE2b-7 (f) = 00\nBLAKE2b-8 (e) = 2e\nBLAKE2b-520 (f) = 00\nBLAKE2b (f) = 00\n",
		"h.sum":   "BLAKE2b-0x10 (f) = 2c\nBLAKE2b(f) = 00\nBLAKE2b-010 (f) = 2c\n\\BLAKE2b-8 (f) = 2c\n",
		"mix.sum": "BLAKE2b-8 (f) = 2c\n2c  f\nde9543b2ae1b2b87434a730727db17f5ac8b8c020b84a5cb8c5fbcc1423443ba  f\n",
	}
	var cases []diffCase
	for _, a := range [][]string{
		{"-l", "256", "f"}, {"--length=256", "--tag", "f"}, {"-l", "8", "-l", "16", "f"}, {"-l8", "f", "e"},
		{"--length"}, {"-l"}, {"-l", "7", "f"}, {"-l", "520", "f"}, {"-l", "x", "f"}, {"-l", "-8", "f"},
		{"-l", "0x10", "f"}, {"-l", " 8", "f"}, {"-l", "+8", "f"}, {"--leng=8", "f"}, {"-l", "0", "f"},
		{"-l", "512", "--tag", "f"}, {"-l", "", "f"}, {"-l", "08", "--zero", "f"},
		{"-c", "tag.sum"}, {"-c", "-l", "128", "tag.sum"}, {"-c", "bsd.sum"}, {"-c", "-l", "256", "bsd.sum"},
		{"-c", "-l", "128", "bsd.sum"}, {"-c", "bad.sum"}, {"-c", "-w", "bad.sum"}, {"-c", "mix.sum"},
		{"-c", "-l", "8", "mix.sum"}, {"-c", "--strict", "bad.sum"}, {"-c", "h.sum"}, {"-c", "-w", "-l", "256", "h.sum"},
		{"-l", "99999999999999999999999", "f"}, {"-l", "600", "--bogus", "f"}, {"-l", "x", "--bogus", "f"},
		{"-l", "8 ", "f"}, {"-l", "010", "f"}, {"-l", "16", "-l", "7", "f"}, {"-l", "16", "-"}, {"-c", "-", "-l", "8"},
	} {
		cases = append(cases, diffCase{args: append([]string{"b2sum"}, a...), files: files, stdin: "in\n"})
	}
	runDiffCases(t, cases)
}
