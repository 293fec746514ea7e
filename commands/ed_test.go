package commands

import (
	"context"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/shell"
)

// TestEdDiff runs ed scripts through the sandbox's shell and sh with the
// real GNU ed 1.19: every address form (offsets, separators, marks,
// searches), every command with its suffixes and errors, the exit status
// rules (an error goes on from a pipe, ends ed from a regular file; the
// buffer-modified warning at q and at the end of the input), undo, the
// global commands, substitution's corners and the file commands.
func TestEdDiff(t *testing.T) {
	for _, line := range []string{
		`seq 10 > n; printf '%s\n' H '1 2p' '2 p' ',5p' '5,p' '3,5,7p' '2;p' ';p' '%p' '5;+2p' '5,+2p' '3++p' '3--p' '^p' '-p' '0p' '11p' '1,0p' '5,3p' '3 -1p' | ed -s n`,
		`seq 10 > n; printf '%s\n' H '/4/,/6/p' '2/3/p' '.+p' '$-3,$-1p' ',,p' '1,,p' ',;p' '3,;p' '2 ,4p' 3ka "'a p" "'ap" "'bp" "'Ap" | ed -s n`,
		`seq 10 > n; printf '%s\n' H 3 ',$p' ',/5/p' ';5p' ',.p' ', 5p' ',+2p' ',-2p' ';+2p' '%5p' '5%p' ',%p' '2,4,p' '2;4;p' '2;;p' '2,,p' '1,2,,p' | ed -s n`,
		`seq 10 > n; printf '%s\n' H 3 '+p' '++ p' '- 1p' '+ 1 1p' '.1p' '$ -2 p' '/4/2p' '/4/ 2p' '/4/+p' '/4/;/5/p' 'p 1' '2,3 p' '2, 3p' '//p' '/9/' '//p' '??p' '?3?I' '/X/I' '//I' | ed -s n`,
		`printf 'a\nb\nc\n' > f; for s in '1d\n' '5p\n1d\n' '1d\nq\n' '1d\nw\nq\n' '5p\nq\n' 'q\n' '1d\nQ\n' '5p\nQ\n' '1d\nq\n5p\nq\n' '1d\n5p\nq\nq\n'; do printf "$s" | ed -s f; echo "rc=$?"; done`,
		`printf 'a\nb\nc\n' > f; for s in '1d\n' '1d\nq\n' '5p\n'; do printf "$s" | ed -ls f; echo "rc=$?"; done; printf '1d\n' | ed -v -s f; echo rc=$?`,
		`printf 'a\nb\nc\n' > f; printf 'H\n5p\n1p\nq\n' > scr; ed -s f < scr; echo rc=$?; printf '5p\n1p\nq\n' > scr; ed -s f < scr; echo rc=$?; printf '1d\n' > scr; ed -s f < scr; echo rc=$?`,
		`printf 'w\n' | ed -s; echo rc=$?; ed -s nonexist </dev/null; echo rc=$?; printf 'H\n' | ed nonexist; echo rc=$?; printf 'a\nx\n.\nw out1\nq\n' | ed; echo rc=$?; cat out1`,
		`printf '%0150d\n' 0 | tr 0 x > long; printf 'a\tb\\c$d\001\177\303\251\n' >> long; printf '%s\n' ',l' ',n' '2ln' | ed -s long`,
		`printf 'abc' > nonl; printf 'H\n,p\nw\n' | ed nonl; od -c nonl`,
		`printf 'a\nb\nc\n' > f; printf '1,2a\n' | ed -s f; echo rc=$?; printf 'H\n1d\n1q\n' | ed -s f; printf 'H\nk\n' | ed -s f; printf 'H\nk \n' | ed -s f`,
		`printf 'a\nb\nc\n' > f; printf '%s\n' 'kA' ',p' Q | ed -v f; printf '1d\n2kx\nu\n'"'"'xp\n,p\nQ\n' | ed -v f; printf '2kx\n2d\nu\n'"'"'xp\n,p\nQ\n' | ed -v f`,
		`printf 'a\nb\nc\nd\ne\n' > f; printf '%s\n' H '2,3m0' ',p' 'u' ',p' '2,3m3' ',p' '2,3m2' '1,2m$' ',p' '1m' '1t' '$t0' ',p' 'u' 'u' ',p' | ed -s f`,
		`printf 'a\nb\nc\nd\ne\n' > f; printf '%s\n' H '1,2j' ',p' 'j' ',p' '$j' '3,3j' 'u' ',p' '2,4jp' '1,$jn' | ed -s f`,
		`printf 'a\nb\nc\nd\ne\n' > f; printf '%s\n' H '2dp' '2,3dn' ',p' '$d' '.=' '=' '1,$d' '=' '.=' 'p' 'u' ',p' | ed -s f`,
		`printf 'a\nb\nc\n' > f; printf '%s\n' H '2c' 'X' 'Y' . ',p' '.=' '1,$c' . '.=' ',p' 'u' ',p' '$c' 'Z' . ',n' '0c' . | ed -s f`,
		`printf 'a\nb\nc\n' > f; printf '%s\n' H '0a' 'top' . '.=' '0i' 'top2' . '.=' '$i' 'beforelast' . ',n' '2a' . '.=' '1i' . '.=' 'ap' 'x' . 'in' 'y' . | ed -s f`,
		`printf 'aaa bbb aaa\nccc\n' > f; printf '%s\n' H 's/a/X/' p 's/a/Y/2' p 's/a/Z/g' p u p 's/b*/-/g' p 's/zz/q/' 's/c/&&/gp' 's/\(c\)\(c\)/\2-\1/n' 's/c/\&/l' | ed -s f`,
		`printf 'one two\nthree\n' > f; printf '%s\n' H 's/o/0/' 's' p '2s/e/E/' 's/e/%/' p 's/t/T/g' ',s' ',p' 'sg' 's2' 'sp' 'sr' 's3' ',p' | ed -s f`,
		`printf 'a b c\n' > f; printf '%s\n' H 's/ /\' '/g' ',n' 'u' 's/b/\' 'X\' 'Y/' ',n' 's/a/x' 's|x|y|' 's x y ' 's' 'sx' | ed -s f`,
		`printf 'a.b\na/b\n' > f; printf '%s\n' H 's/\//S/' p ',s/\./D/' ',p' 's/[/]/Q/' 's/[[:alpha:]]/L/g' ',p' 's/[a/Q/' 's/\(/Q/' 's/a\{2/Q/' | ed -s f`,
		`printf 'x=1\ny=2\nx=3\nz\n' > f; printf '%s\n' H 'g/x/p' 'v/x/n' 'g/x/s/x/X/\' 's/=/:/' ',p' 'u' ',p' 'g/y/d' ',p' 'g/nomatch/d' '.=' 'g/./' 'g' 'g x' 'g/x' 'g/x/g/y/p' 'g/[/p' | ed -s f`,
		`printf 'a\nb\nc\n' > f; printf '%s\n' 'g/^/m0' ',p' u ',p' 'g/b/a\' 'after b\' '.' ',p' 'v/a/s/$/!/' ',p' 'g/!/s//?/\' 'p' | ed -s f`,
		`printf 'a\nb\nc\n' > f; printf '%s\n' 'g/./a\' 'x' ',p' 'g/x/d' ',p' 'g/a/u' ',p' 'g/b/.,+1j' ',p' | ed -s f`,
		`printf 'a\nb\nc\n' > f; printf '%s\n' 'H' 'G/./' 'p' '' '&' 'V/b/' 's/$/!/' '&' ',p' | ed -s f`,
		`printf 'a\nb\nc\n' > f; printf '%s\n' H 'w out' 'W out' '2w out2' '1,2W out2' 'w' 'f' 'f other' 'f' 'w' 'e f' 'e' ',p' 'E other' ',p' 'wq' | ed f; cat out out2 other`,
		`printf 'a\nb\n' > f; printf 'x\n' > g; printf '%s\n' H 'r g' '0r g' 'r' 'r nofile' 'r /' '.=' ',p' 'e g' 'e g' ',p' 'f' | ed f`,
		`printf '%s\n' H 'r g' 'w' 'f' 'a' 'x' . 'w g' 'f' 'q' | ed -s; cat g`,
		`printf 'a\nb\n' > f; printf '%s\n' H '!echo hi' '!!' '!echo %' '!echo \%' 'r !echo from shell' ',p' 'w !cat' '2w !tr a-z A-Z' 'e !echo new' ',p' 'f' | ed f`,
		`printf 'a\nb\n' > f; printf '%s\n' H '!echo hi' 'r !echo x' 'w !cat' 'r ../x' 'w /tmp/x' 'e sub/x' 'f a/b' | ed -r f`,
		`printf 'a\nb\n' > f; printf '%s\n' H 'P' 'p' 'P' 'p' | ed -s f; printf '%s\n' 'p' 'P' 'p' | ed -s -p 'ed> ' f`,
		`seq 50 > f; printf '%s\n' H z '1z3' z 'z' '45z' '$z' '0z' '1z0' '1z2p' '.=' '5z3n' | ed -s f`,
		`seq 5 > f; printf '%s\n' H '' '' '1' '' '$' '' '3' '2,4' '2;' '#comment' '.=' '4#x' '.=' | ed -s f`,
		`seq 5 > f; printf '%s\n' H 'y' '2,3y' '$x' ',p' '0x' ',p' 'u' ',p' 'xp' '2d' '0x' ',p' | ed -s f`,
		`printf 'a\n' > f; printf '%s\n' 'h' H 'u' 'h' '1d' 'u' 'u' 'u' ',p' | ed -s f`,
		`printf 'a\n' > f; printf '%s\n' H 'y x' 'pz' 'qq' 'Q1' 'u1' '=x' '1,2=' 'hx' 'bogus' 'ka' "'a,'ap" 'P1' '!' 'f!x' | ed -s f`,
		`printf 'ab\nAB\n' > f; printf '%s\n' H 's/A/x/I' ',p' 'g/a/Ip' 'v/B/Ip' '/b/Ip' '?A?Ip' 's/B/y/ig' ',p' | ed -s f`,
		`printf 'a+b\naab\n' > f; printf '%s\n' H ',s/a+/X/' ',p' | ed -s -E f; printf '%s\n' H ',s/a+/X/' ',s/a\+/Y/' ',p' | ed -s f`,
		`printf 'a\r\nb\r\n' > f; printf '%s\n' ',l' | ed -s f; printf '%s\n' ',l' 'w g' | ed -s --strip-trailing-cr f; od -c g`,
		`ed --help | head -3; ed --bogus; echo rc=$?; ed -x; echo rc=$?; ed a b; echo rc=$?`,
		`printf 'a\nb\n' > f; printf '%s\n' '1d' 'e' 'e' ',p' | ed -s f; printf '%s\n' '1d' 'q' 'Q' | ed -s f; echo rc=$?; printf '%s\n' '1d' 'wq' | ed -s f; cat f`,
		`seq 3 > f; printf '%s\n' '2i' 'x' . 'w' | ed f; printf '%s\n' 'a' 'tail' | ed -s f; echo rc=$?; cat f`,
		`seq 3 > f; printf '%s\n' '$a' 'new\' 'line' '.' ',l' Q | ed -s f; printf '1,2p\n' | ed -s f 2>&1; printf '2\n' | ed -s f`,
		`printf 'x\n' > f; printf '%s\n' 's/x/a\nb/' ',l' 's/a/1\\2/' ',l' 's/1/&\&/' ',l' | ed -s f`,
		`printf 'abcabc\n' > f; printf '%s\n' 's/b/X/3' 's/b/X/2g' 's/c$/Y/' 's/^a/Z/g' ',p' 's/x*/-/g' ',p' | ed -s f`,
		`printf 'a\nb\n' > f; printf 'x\n' > g; printf '%s\n' H '1d' 'e g' 'e g' ',p' '1d' 'E f' ',p' 'f' | ed f; echo rc=$?`,
		`printf 'a\nb\nc\n' > f; printf '%s\n' H '1,2wq part' | ed f; echo rc=$?; cat part; printf '%s\n' H '1d' '1,1wq' 'q' | ed -s f; echo rc=$?`,
		`printf 'a\n' > f; printf '%s\n' 'a' 'x\' 'y\\' 'z\\\' '.' ',l' 'w' | ed -s f; cat f`,
		`printf 'a\nb\nc\n' > f; printf '%s\n' 'G/./' 's/$/1/' 'p' '&' 'V/a/' '' '&' ',p' 'Q' | ed -s f; echo rc=$?`,
		`printf 'a\nb\nc\n' > f; printf '%s\n' 'G/./' 's/$/1/' | ed -s f; echo rc=$?`,
		`printf 'a\nb\nc\n' > f; printf '%s\n' H '1,2j' 'x' ',p' '2y' '0x' ',p' 'u' ',p' | ed -s f`,
		`seq 5 > f; printf '%s\n' H 'g/./' 'g/[24]/-1,.j' ',p' | ed -s -G f; printf '%s\n' 'g/3/' 'v/3/m0' ',p' | ed -s -G f`,
		`seq 5 > f; printf '%s\n' H '99999999999999999999p' '2+99999999999999999999p' '1,99999999999999p' 'z99999999999999' '1z99999999999999' | ed -s f`,
		`printf 'a\n' > f; printf '%s\n' 'a' 'b' '.' 'P' 'p' 'P' 'a' 'c' '.' ',p' | ed -s -p '% ' f`,
		`printf 'x1\nx2\n' > f; printf '%s\n' 'g/x/s/x/a\' 'b/' ',l' 'g/b/s//B/' ',p' 'u' 'u' ',p' | ed -s f`,
		`seq 4 > f; printf '%s\n' H '1t0' '$t$' '2,3t0' ',p' '1,2m$' ',p' '$m0' ',p' '2,3m1' ',p' | ed -s f`,
		`printf 'ab\ncd\n' > f; printf '%s\n' H ',s/x/y/' ',s/a/A/' ',p' 'u' 'u' 'u' ',p' '2s/d/D/p' '.=' | ed -s f`,
		`printf 'a\nb\n' > f; printf '%s\n' '$a' 'c' '.' 'w !cat > copied' 'q' 'Q' | ed -s f; cat copied f`,
		`printf 'a\r\nb\r\n' > f; printf '%s\n' ',l' ',s/\r$//' 'w' | ed f; od -c f`,
		`printf 'a\000b\nc\n' > f; printf '%s\n' ',l' 'w g' | ed f; od -c g; printf 'a\000b' > h; printf '%s\n' ',l' 'w i' | ed h; od -c i`,
		`seq 5 > f; printf '%s\n' H '/3/=' '=' '.=' '$=' "2ka" "'a=" "'a,\$=" '0=' ',=' | ed -s f`,
		`printf 'h\303\251llo w\303\266rld\n' > f; printf '%s\n' ',l' 's/./X/2' ',l' 's/\w\+$/W/' ',p' | ed -s f`,
		`mkdir d; printf '%s\n' H 'r d' 'w d' 'w /nonexistent/x' 'e nonexist' 'f' | ed -s d; echo rc=$?`,
		`printf 'a\nb\nc\n' > f; printf '%s\n' H '2ka' '2d' "'ap" 'u' "'ap" '2s/b/B/' "'ap" | ed -s f`,
		`seq 5 > f; printf '%s\n' H '2,4g/./d' ',p' '1,2v/1/s/$/!/' ',p' 'g/x/p' '.=' 'g/1/' | ed -s f`,
		`seq 3 > f; printf '%s\n' H '1s/1/\1/' '1s/\(1\)/\2/' '2s/2/\\/' ',l' '3s/3/a\&b\%/' ',l' 's/a/%/' ',l' | ed -s f`,
		`seq 3 > f; printf '%s\n' H 's/1/x/' '1' 's/1/x' ',p' 's/x/y/pl' 's/y/z/np' | ed -s f`,
		`printf 'foo\nbar\n' > f; printf '%s\n' '/bar/s/bar/baz/' '?foo?s//FOO/' ',s/o/0/g' 'w' 'q' | ed -s f; cat f`,
		`printf 'a\n' > f; printf '%s\n' 'a' 'line' '.' 'w' '!cat f' 'q' | ed f; echo rc=$?`,
		`printf 'a\nb\n' > f; printf '%s\n' H 'z' '1z' 'z5' 'z' | ed -s f`,
		`printf 'a\nb\n' > f; printf '%s\n' H '3a' '0i' 'x' '.' ',p' '0d' '0,1p' '1,3p' 'c' 'y' '.' ',p' | ed -s f`,
		`printf 'one\n' > f; printf '%s\n' 'a' 'two' '.' 'w' 'q' | ed -v f; echo rc=$?; printf '%s\n' '5p' | ed -v -s f; echo rc=$?`,
		`printf 'a\n' > f; printf '%s\n' H 'v' 'v/a' 'g/a/I' 'g/a/Ip' 'g/A/Ip' '/A/I' | ed -s f`,
		`printf 'a\n' > f; printf '%s\n' 'H' 'e' 'r' 'w' '1r' '0r f' ',p' | ed -s; echo rc=$?`,
		`printf '%s\n' 'H' 'f x' 'a' 'y' '.' 'w' | ed -s; cat x; echo rc=$?`,
		`printf 'one\ntwo\n' > f; ed -s f <<'EOF'
,s/o/0/g
w
q
EOF
cat f`,
	} {
		t.Run(line, func(t *testing.T) {
			sh := []string{"sh", "-c", line}
			got := runInShell(t, sh, "", nil)
			if want := realResult(t, got, sh, "", nil); got != want {
				t.Errorf("\n got %+v\nwant %+v", got, want)
			}
		})
	}
}

// TestEdLongBufferIsLinear: a g command over every line of a long file
// (substituting, deleting, moving) and its undo cost memory in proportion
// to the lines: twice the lines, about twice the bytes allocated, where a
// copy of the buffer per line (for undo, or a slice shifted per delete)
// would make it four times.
func TestEdLongBufferIsLinear(t *testing.T) {
	alloc := func(n int) uint64 {
		files := map[string]string{"f": strings.Repeat("line of text\n", n)}
		sh, err := shell.New(shell.Config{FS: sandboxFS(t, files), Dir: sandboxDir, Commands: All(), Env: sandboxTestEnv})
		if err != nil {
			t.Fatal(err)
		}
		script := "printf '%s\\n' 'g/text/s//TEXT/' u u 'g/^/m0' u 'g/./d' u '$=' Q | ed -s f"
		var out, errb strings.Builder
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		res, err := sh.Run(context.Background(), script, shell.RunIO{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb})
		runtime.ReadMemStats(&after)
		if err != nil || res.ExitCode != 0 || out.String() != fmt.Sprintf("%d\n", n) {
			t.Fatalf("n=%d: %v, status %d, out %q, err %q", n, err, res.ExitCode, out.String(), errb.String())
		}
		return after.TotalAlloc - before.TotalAlloc
	}
	small, large := alloc(20000), alloc(40000)
	if ratio := float64(large) / float64(small); ratio > 3 {
		t.Errorf("allocated %d bytes for 20000 lines, %d for 40000: ratio %.1f, not linear", small, large, ratio)
	}
}

// TestEdBoundsTheBuffer: the buffer and what undo holds stay within twice
// the file size limit, counting each line's own cost: doubling the buffer
// with t, growing lines with s, putting the cut buffer and a line of
// input longer than a file fail with ed's error instead of growing.
func TestEdBoundsTheBuffer(t *testing.T) {
	files := map[string]string{"f": strings.Repeat("x\n", 1000)}
	sh, err := shell.New(shell.Config{FS: sandboxFS(t, files), Dir: sandboxDir, Commands: All(), Env: sandboxTestEnv,
		Limits: shell.Limits{MaxFileBytes: 1 << 20}})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ script, want string }{
		{`printf '%s\n' H ',t$' ',t$' ',t$' ',t$' ',t$' ',t$' '$=' Q | ed -s f`, "?\nMemory exhausted\n?\nMemory exhausted\n16000\n"},
		{`printf '%s\n' H ',s/x/&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&/' ',s/x/&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&/' '1p' Q | ed -s f | cut -c1-10`, "?\nMemory exh\nxxxxxxxxxx\n"},
		{`printf '%s\n' H ',t$' ',t$' ',t$' ',t$' ',y' 'x' '$=' Q | ed -s f`, "?\nMemory exhausted\n16000\n"},
		{`{ head -c 2000000 /dev/zero | tr '\0' a; printf '\nH\n$=\n'; } | ed -s f`, "?\nLine too long\n1000\n"},
	} {
		var out, errb strings.Builder
		res, err := sh.Run(context.Background(), c.script, shell.RunIO{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb})
		if err != nil {
			t.Fatal(err)
		}
		if out.String() != c.want {
			t.Errorf("%.60s...: got %q (status %d, %q), want %q", c.script, out.String(), res.ExitCode, errb.String(), c.want)
		}
	}
}
