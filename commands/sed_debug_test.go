package commands

import "testing"

// TestSedDebugDiff: sed --debug's program listing and trace against GNU
// sed 4.9.
func TestSedDebugDiff(t *testing.T) {
	in := "hello\nworld\nfoo bar\n\tx\\y\n"
	var cases []diffCase
	for _, script := range []string{
		`s/o/0/g;2d`,
		`/h/{p;n}`,
		`/x/{p};2~3p;0~4p;2~0p;1,+2p;1,~2p;$p;0,/o/p;/a/I,/b/M!p`,
		`s/\(l\)\(o\)/[\2\1]/`,
		`s/(x)?(o)/<&>/2`,
		`s/o/\U&x\u\1\E/;s/l/\Lab\uc&\ld/;s/w\(o\)/\l\U\1/`,
		`s/x/a\nb\tc\&d\/e\\f\x41/;s/\t\n\//&/Imp;s|a/b|c|w /dev/stdout`,
		`y/abc/xyz/;y/o\n/0_/;y/é/e/`,
		`$!N;P;D`,
		`h;G;x;g;H;x;z`,
		`1!G;h;$!d`,
		`a foo` + "\n" + `i\` + "\n" + `bar` + "\n" + `c\` + "\n" + `baz`,
		`2q;l;l 5;=`,
		`3Q5`,
		`:a;s/l//;ta;s/o/O/;Tb;s/^/+/;:b;/w/bc;n;:c`,
		`/h/,/o/c\` + "\n" + `changed`,
		`n;d`,
		`$n;s/^/x/`,
		`N;N;N;N;s/\n/,/g`,
		`/o/{/w/{s/w/W/};p}`,
		`r nonexistent` + "\n" + `w out` + "\n" + `s/f/F/w out2`,
		`F;s/\d104\o145/He/`,
		`#n` + "\n" + `p`,
	} {
		cases = append(cases, diffCase{args: []string{"sed", "--debug", script}, stdin: in})
		cases = append(cases, diffCase{name: "-n " + script, args: []string{"sed", "--debug", "-n", script}, stdin: in})
	}
	cases = append(cases,
		diffCase{name: "-E", args: []string{"sed", "--debug", "-E", `s/(l+)(x)?/<\1>/;s/[[:upper:]]|o$/#/g`}, stdin: in},
		diffCase{name: "-z", args: []string{"sed", "--debug", "-z", `s/\n/|/;N`}, stdin: "a\nb\x00c\x00"},
		diffCase{name: "files", args: []string{"sed", "--debug", "-s", "1p", "f", "-", "g"}, stdin: "s\n", files: map[string]string{"f": "1\n2\n", "g": "3"}},
		diffCase{name: "in place", args: []string{"sed", "--debug", "-i", "s/1/one/", "f"}, files: map[string]string{"f": "1\n2\n"}},
		diffCase{name: "bytes", args: []string{"sed", "--debug", `s/\x01/é/`}, stdin: "a\x01b\x7f\xc3\xa9\n"},
		diffCase{name: "C locale", args: []string{"env", "LC_ALL=C", "sed", "--debug", `y/abc/bca/`}, stdin: "abc\n"},
	)
	runDiffCases(t, cases)
}
