package commands

import (
	"strings"
	"testing"
)

func TestCksumDiff(t *testing.T) {
	a := map[string]string{"a": "hi\n", "big": strings.Repeat("checksum data\n", 500), "e": "", "d/": "", "n\nl": "x"}
	runDiffCases(t, []diffCase{
		{args: []string{"cksum", "a"}, files: a},
		{args: []string{"cksum"}, stdin: "hi\n"},
		{args: []string{"cksum", "-"}, stdin: "hi\n"},
		{args: []string{"cksum", "a", "big", "e", "nosuch"}, files: a},
		{args: []string{"cksum", "d"}, files: a},
		{args: []string{"cksum", "-a", "md5", "a", "-"}, files: a, stdin: "x"},
		{args: []string{"cksum", "-a", "sha224", "a"}, files: a},
		{args: []string{"cksum", "-a", "sha384", "--untagged", "a"}, files: a},
		{args: []string{"cksum", "-a", "sha512", "-z", "a"}, files: a},
		{args: []string{"cksum", "-a", "sha1", "n\nl"}, files: a},
		{args: []string{"cksum", "-a", "bsd", "big"}, files: a},
		{args: []string{"cksum", "-a", "sysv", "big", "d"}, files: a},
		{args: []string{"cksum", "-a", "crc", "-z", "a"}, files: a},
		{args: []string{"cksum", "-a", "bad", "a"}, files: a},
		{args: []string{"cksum", "-a", "md5", "-l", "64", "a"}, files: a},
		{args: []string{"cksum", "-c", "a"}, files: a},
		{args: []string{"cksum", "-a", "md5", "-c", "s"}, files: map[string]string{"a": "hi\n", "s": "MD5 (a) = 764efa883dda1e11db47671c4a3bbd9e\nMD5 (a) = 00000000000000000000000000000000\n"}},
		{args: []string{"cksum", "-c", "s"}, files: map[string]string{"a": "hi\n", "s": "junk\nSHA1 (a) = 55ca6286e3e4f4fba5d0448333fa99fc5a404a73\n"}},
		{args: []string{"cksum", "-c"}, stdin: "SHA1 (a) = 55ca6286e3e4f4fba5d0448333fa99fc5a404a73\n", files: map[string]string{"a": "hi\n"}},
	})
}

func TestSumDiff(t *testing.T) {
	a := map[string]string{"a": "hi\n", "big": strings.Repeat("checksum data\n", 500), "d/": ""}
	runDiffCases(t, []diffCase{
		{args: []string{"sum", "a"}, files: a},
		{args: []string{"sum"}, stdin: "hi\n"},
		{args: []string{"sum", "-"}, stdin: "hi\n"},
		{args: []string{"sum", "-s", "a", "big"}, files: a},
		{args: []string{"sum", "-r", "big", "nosuch", "d"}, files: a},
		{args: []string{"sum", "--sysv"}, stdin: strings.Repeat("z", 70000)},
		{args: []string{"sum", "-x"}},
	})
}

func TestB2sumDiff(t *testing.T) {
	a := map[string]string{"a": "hi\n", "e": "", "b128": strings.Repeat("x", 128), "big": strings.Repeat("y", 100000),
		"s": "BLAKE2b-256 (a) = de9543b2ae1b2b87434a730727db17f5ac8b8c020b84a5cb8c5fbcc1423443ba\n"}
	runDiffCases(t, []diffCase{
		{args: []string{"b2sum", "a", "e", "b128", "big"}, files: a},
		{args: []string{"b2sum"}, stdin: "abc"},
		{args: []string{"b2sum", "-l", "256", "--tag", "a"}, files: a},
		{args: []string{"b2sum", "--length=8", "a"}, files: a},
		{args: []string{"b2sum", "-l128", "a", "nosuch"}, files: a},
		{args: []string{"b2sum", "-l", "7", "a"}, files: a},
		{args: []string{"b2sum", "-l", "1024", "a"}, files: a},
		{args: []string{"b2sum", "-l", "x", "a"}, files: a},
		{args: []string{"b2sum", "-l", "0", "a"}, files: a},
		{args: []string{"b2sum", "-l", "256", "-c", "s"}, files: a},
		{args: []string{"cksum", "-a", "blake2b", "a", "big"}, files: a},
		{args: []string{"cksum", "-a", "blake2b", "-l", "128", "--untagged", "a"}, files: a},
		{args: []string{"cksum", "-c", "s"}, files: a},
	})
}
