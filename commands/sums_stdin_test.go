package commands

import "testing"

// TestSumsClosedStdinDiff: a sum command whose standard input is closed
// reports the read ("X: -: Bad file descriptor") and, at its end, GNU's
// fclose of the stdin it read ("X: standard input: Bad file
// descriptor"), status 1, after the other operands; cksum's crc prints
// the empty input's sum first. -c names an unreadable list "read error".
func TestSumsClosedStdinDiff(t *testing.T) {
	files := map[string]string{"f": "hello\n", "d/": ""}
	var scripts []string
	for _, c := range []string{"md5sum", "sha1sum", "sha224sum", "sha256sum", "sha384sum", "sha512sum", "b2sum", "cksum", "sum", "cksum -a sha1", "sum -s", "cksum -a bsd"} {
		scripts = append(scripts, c+" - <&-; echo st=$?", c+" <&-; echo st=$?", c+" f - f <&-; echo st=$?")
	}
	scripts = append(scripts,
		"sha1sum -c - <&-; echo st=$?", "cksum -c - <&-; echo st=$?", "cksum -a md5 -c - <&-; echo st=$?",
		"sha1sum -c d; echo st=$?", "cksum -c d; echo st=$?", "sha1sum f > s; sha1sum -c s d; echo st=$?",
		"sha1sum f; echo st=$?", "sha1sum - < f; echo st=$?", "sha1sum --tag - <&-; echo st=$?", "b2sum -l 8 - <&-; echo st=$?")
	for _, s := range scripts {
		compareScript(t, s, files)
	}
}
