package shell

import (
	"bytes"
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/internal/testtime"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/mount"
)

// testCommands are small commands for the tests (the real suite lives in
// package commands, which imports this package).
func testCommands() map[string]*Command {
	return map[string]*Command{
		"cat": {Name: "cat", Summary: "concatenate files", Run: func(ctx context.Context, inv *Invocation) int {
			status := 0
			files := inv.Args[1:]
			if len(files) == 0 {
				files = []string{"-"}
			}
			for _, f := range files {
				var r io.Reader
				if f == "-" {
					r = inv.Stdin
				} else {
					fh, err := vfs.Open(ctx, inv.FS, inv.Path(f))
					if err != nil {
						io.WriteString(inv.Stderr, "cat: "+f+": "+vfs.Strerror(err)+"\n")
						status = 1
						continue
					}
					defer fh.Close()
					r = fh
				}
				if err := copyCtx(ctx, inv.Stdout, r); err != nil {
					return 1
				}
			}
			return status
		}},
		"sleep": {Name: "sleep", Summary: "delay", Run: func(ctx context.Context, inv *Invocation) int {
			f, _ := strconv.ParseFloat(inv.Args[1], 64)
			select {
			case <-time.After(time.Duration(f * float64(time.Second))):
				return 0
			case <-ctx.Done():
				return 1
			}
		}},
		"yes": {Name: "yes", Summary: "repeat", Run: func(ctx context.Context, inv *Invocation) int {
			for ctx.Err() == nil {
				if _, err := io.WriteString(inv.Stdout, "y\n"); err != nil {
					return 1
				}
			}
			return 1
		}},
		"panicker": {Name: "panicker", Summary: "panics", Run: func(ctx context.Context, inv *Invocation) int {
			panic("boom")
		}},
		"ident": {Name: "ident", Summary: "print identity", Run: func(ctx context.Context, inv *Invocation) int {
			io.WriteString(inv.Stdout, inv.Username+"@"+inv.Hostname+"\n")
			return 0
		}},
		"head1": {Name: "head1", Summary: "first line", Run: func(ctx context.Context, inv *Invocation) int {
			// One byte at a time, so the rest stays in the stream.
			var line []byte
			var one [1]byte
			for {
				n, err := inv.Stdin.Read(one[:])
				if n == 1 && one[0] != '\n' {
					line = append(line, one[0])
				}
				if err != nil || n == 1 && one[0] == '\n' {
					break
				}
			}
			io.WriteString(inv.Stdout, string(line)+"\n")
			return 0
		}},
	}
}

func newTestShell(t testing.TB, lim Limits) *Shell {
	t.Helper()
	fsys := memfs.New()
	ctx := context.Background()
	if err := vfs.MkdirAll(ctx, fsys, "/home/user", 0o755); err != nil {
		t.Fatal(err)
	}
	vfs.MkdirAll(ctx, fsys, "/tmp", 0o777)
	sh, err := New(Config{FS: fsys, Dir: "/home/user", Username: "user", Hostname: "sandbox", Limits: lim, Commands: testCommands()})
	if err != nil {
		t.Fatal(err)
	}
	return sh
}

func runScript(t testing.TB, sh *Shell, script string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	res, err := sh.Run(context.Background(), script, RunIO{Stdout: &out, Stderr: &errb})
	if err != nil {
		t.Fatal(err)
	}
	return out.String(), errb.String(), res.ExitCode
}

// diffScripts run both in our shell and in /bin/bash; stdout and exit
// status must match.
var diffScripts = []string{
	`X=abc; export X; export -n X; declare -p X; X=v; declare -p X; export -p | { while read -r l; do [[ $l == *' X='* ]] && echo "$l"; done; }; echo end`,
	"f() { cat <<EOT\nhello $1\nEOT\necho done; }\ng() { if true; then cat <<-EOT\n\tx\n\tEOT\nfi; echo a; }\nh() { if true; then echo x; fi; echo a; }\ndeclare -f f g h; f 1",
	"shopt -s extglob\ncd /tmp && : > 'abc)d' && : > ab1 && : > ab2\nIFS=c ABC='c?d'; printf '<%s>' ab+(c?d) ab+($ABC); echo\nIFS=' '; n=1 v='1 2'; printf '<%s>' ab@($n|2) ab@(\"$n\"|x) ab@('1'|y) ab@(\\1) x@($v)y \"x@($v)y\"; echo\n[[ ab1 == ab@($n) ]] && echo m",
	`s=été; f() { for x in "${s:1}" "${s:1:2}" "${s: -2}" "${s:0:-1}"; do echo -n "${#x} "; done; [[ ${s:1:1} == $'\xa9' ]] && echo byte; echo; }; f; LC_ALL=C; f`,
	`t() { for r in 'a[@]' 'a[*]'; do echo "[${!r-u}] [${!r:-n}] [${!r:+s}]" [${!r:-n}]; done; }; a=(); t; a=(""); t; a=("" ""); t; IFS=; t`,
	"cd /tmp && : > aμb && : > aXb && echo a?b; LC_ALL=C; echo a?b a??b; LANG=C.UTF-8; echo a??b",
	"s='_μ_ and _μ_'; f() { echo ${#s} ${s//_?_/X} ${s#_?} ${s%?_} ${s/#_??_/Y}; case μ in ?) echo one;; ??) echo two;; esac; [[ μ == ?? ]] && echo dbl; }; f; export LC_ALL=C; f; LC_ALL=POSIX; f; LC_ALL=; LANG=C.UTF-8; f; LC_CTYPE=C; f",
	`echo hello world`,
	`x=5; echo $((x*2+1)) $((2**10)) $((7/2)) $((-7%3)) $((1<<4)) $((0x1f)) $((017)) $((2#101)) $((64#@))`,
	`echo $(( 1 ? 2 : 3 )) $(( (1,2) )) $(( x=3, x+=2, x )) $((x++)) $x $((--x))`,
	`(( 0 )); echo $?; (( 5 )); echo $?; let 'y = 3 * 4'; echo $y`,
	`echo $((9223372036854775807 + 1))`,
	`for i in 1 2 3; do echo -n "$i "; done; echo`,
	`for ((i=0; i<3; i++)); do echo $i; done`,
	`i=0; while [ $i -lt 3 ]; do i=$((i+1)); echo $i; done; until false; do break; done`,
	`a=(one two "three four"); echo ${#a[@]} "${a[2]}" "${a[@]:1}" ${!a[@]}`,
	`a=(); a[5]=x; a+=(y); echo ${!a[@]} ${a[-1]}; unset 'a[5]'; echo ${#a[@]}`,
	`declare -A m=([k]=v [k2]=v2); echo ${m[k]} ${#m[@]}; m[z]=1; echo ${m[z]}`,
	`f() { local z=$1; echo "in f: $z $#"; return 3; }; f arg1 arg2; echo "status $?"`,
	`x=outer; f() { local x=inner; g; }; g() { echo $x; }; f; echo $x`,
	`s="hello.tar.gz"; echo ${s%.*} ${s%%.*} ${s#*.} ${s##*.} ${s/l/L} ${s//l/L} ${s^^} ${s^} ${#s}`,
	`s=Hello; echo ${s,,} ${s:1:3} ${s: -2} ${s:1} ${s/#H/J} ${s/%o/0}`,
	`echo ${u:-def} ${u-def2} ${u:+alt} x${e:=set}x $e`,
	`x=abc; echo ${x@Q} ${x@U} ${x@u}; y=$'a\nb'; echo ${y@Q}`,
	`name=x; x=42; echo ${!name}; declare -n ref=x; ref=7; echo $x`,
	`v1=a v2=b; echo ${!v*}`,
	`if [[ abc == a* ]]; then echo glob; fi; [[ abc == "a*" ]] || echo quoted`,
	`[[ foo123 =~ ([a-z]+)([0-9]+) ]] && echo ${BASH_REMATCH[1]} ${BASH_REMATCH[2]}`,
	`[[ -z "" && -n x ]] && echo ok; [[ 2 -lt 10 ]] && echo num; [[ b > a ]] && echo str`,
	`test 1 -eq 1; echo $?; [ a = b ]; echo $?; [ ! -e /nonexistent ]; echo $?; [ -n ]; echo $?`,
	`case hello.txt in *.md) echo md;; *.txt) echo txt;& *.x) echo fall;; esac`,
	`case x in x) echo one;;& *) echo two;; esac`,
	`echo $(echo sub) "$(echo "nested $(echo deep)")" ` + "`echo back`",
	`echo a b | cat; echo x | { read v; echo got $v; }`,
	`printf '%s-%d\n' a 1 b 2; printf '%5.2f|%-4s|%x\n' 3.14159 ab 255; printf -v out '%03d' 7; echo $out`,
	`while read -r l; do echo "line: $l"; done <<EOT
one
two
EOT`,
	`cat <<'EOF'
$HOME \$x
EOF`,
	`x=1; cat <<-EOF
	tabbed $x
	EOF`,
	`cat <<< "here string"`,
	`echo {1..5} {a,b}c {01..03} {5..1..2} {a..e}`,
	`set -- p q r; echo $# $2 "$@"; shift; echo $1; set -- "a b" c; for x in "$@"; do echo "[$x]"; done`,
	`IFS=:; x="a:b::c"; for f in $x; do echo "[$f]"; done`,
	`x="  a  b  "; for f in $x; do echo "[$f]"; done; echo "[$x]"`,
	`set -- "a b" c; IFS=,; echo "$*"; x="$@"; echo "$x"`,
	`false | true; echo ${PIPESTATUS[@]}; set -o pipefail; false | true; echo $?`,
	`! true; echo $?; true && echo and; false || echo or`,
	`set -e; false || true; echo still; if false; then :; fi; echo here`,
	`set -e; f() { false; echo no; }; f; echo unreachable`,
	`set -u; echo ${unsetvar-ok}; (echo $unsetvar; echo in); echo after $?`,
	`(exit 3); echo $?; (x=1; echo $x); echo "[$x]"`,
	`{ echo a; echo b; } > /tmp/f; cat /tmp/f; echo c >> /tmp/f; cat < /tmp/f`,
	`echo err >&2; echo out 2>&1`,
	`exec 3>/tmp/fd3; echo to3 >&3; exec 3>&-; cat /tmp/fd3`,
	`x=$(cat <<EOF
multi
line
EOF
); echo "$x"`,
	`echo -e 'a\tb\n\x41'; echo -n no; echo; echo -E 'x\ty'`,
	`type echo; type -t if; command -v echo; f() { :; }; type -t f`,
	`read -r a b rest <<< "one two three four"; echo "$a|$b|$rest"`,
	`IFS=, read -ra arr <<< "x,y,z"; echo ${#arr[@]} ${arr[1]}`,
	`mapfile -t lines <<< $'l1\nl2\nl3'; echo ${#lines[@]} ${lines[2]}`,
	`getopts ab: opt -a; echo $opt $OPTIND; set -- -b val; OPTIND=1; getopts ab: opt; echo $opt $OPTARG`,
	`trap 'echo bye' EXIT; echo hi`,
	`f() { echo "${FUNCNAME[0]}"; }; f`,
	`shopt -s extglob; x=foo.c; [[ $x == @(*.c|*.h) ]] && echo ext; echo ${x%%+(.c)}`,
	`declare -i n=5; n+=3; echo $n; declare -l low=ABC; echo $low; declare -u up=abc; echo $up`,
	`declare -p x 2>/dev/null; x=1; declare -p x; a=(1 2); declare -p a`,
	`readonly r=1; (r=2); echo $?`,
	`echo $'\x41\u00e9\n' | cat`,
	`x='a*b'; echo "${x//\*/-}"`,
	`eval 'echo evaled $((1+1))'; eval "x=5"; echo $x`,
	`echo $((1/0)); echo after`,
	`alias ll='echo aliased'; shopt -s expand_aliases; echo $BASH_VERSION`,
	`a=(c b a); echo "${a[*]}"; IFS=-; echo "${a[*]}"`,
	`arr=(x y z); for i in "${!arr[@]}"; do echo "$i=${arr[$i]}"; done`,
	`x=3; echo $(( x > 2 && x < 5 )) $(( ~0 )) $(( 5 ^ 3 )) $(( !0 ))`,
	`cd /tmp && pwd && cd / && cd - && pwd`,
	`echo "${#}" "${10-unset10}"`,
	`f() { echo "$@"; }; f a "b c" d`,
	`x=(a b c); unset x[1]; echo "${x[@]}" ${#x[@]}`,
	`printf '%s\n' "${@:-none}"`,
	`echo $(( 2 ** 62 )) $(( -5 / 2 )) $(( -5 % 2 ))`,
	`a=1; a+=2; echo $a; b=(1); b+=(2 3); echo ${b[@]}`,
	`select x in a b; do echo $x; break; done <<< 2 2>/dev/null`,
	`for x in a b c; do [ $x = b ] && continue; echo $x; done`,
	`for i in 1 2; do for j in 1 2; do [ $j = 2 ] && break 2; echo $i$j; done; done`,
	`echo ${x:-$(echo cmd)} "${y:-"q u"}"`,
	`words="a b c"; arr=($words); echo ${#arr[@]}`,
	`echo 'single $x' "double \$x \"q\"" $'ansi\'s'`,
	`x=a; case $x in [abc]) echo class;; esac; case B in [[:upper:]]) echo upper;; esac`,
	`echo ~ ~/x`,
	`mkdir_like() { :; }; mkdir_like /tmp/newdir && echo $_; echo a b c; echo $_`,
	`f() { if true; then echo a; fi; for i in 1; do :; done; case x in x) echo x;; esac; { a; b; }; echo b; }; type f; declare -f f`,
	`set -x; echo "a b" $'c\nd' x=1; y=2 true; (( 1 + 2 )); set +x`,
	"shopt -s expand_aliases\nalias e='echo aliased'\ne one",
	`trap 'echo t' EXIT; (trap); echo $(trap)`,
	`n=0; set -x; [[ $((n+=1)) -eq 1 && x == $(echo x) ]] && echo once $n; set +x`,
	`trap 'echo "debug: $BASH_COMMAND"' DEBUG; x=1; echo hi; trap - DEBUG; echo off`,
	`f() { return 2; }; trap 'echo ret' RETURN; f; echo $?`,
	`trap 'echo err $?' ERR; false; true; (exit 3); echo end`,
	// An aborting error discards the rest of a bash -c string, only the
	// line of a script read from stdin.
	"bash -c 'shift 1 2\necho next'; echo rc=$?; bash -c 'for i in a; do continue 1 2; done\necho next'; echo rc=$?; echo 'shift 1 2; echo same\necho next $?' | bash",
	"return; echo $?; (return 3); echo $?",
	"trap 'echo trap-exit' EXIT; trap -1 EXIT; echo $?; trap -p EXIT",
	// ${!a} of an array without element 0 is empty; a[i]+=(list) aborts
	// the line; a subscript needs a name in arithmetic.
	"declare -A A=([A]=a); echo \"[${!A}]\" $?; a=([1]=b); echo \"[${!a}]\" \"${!a-def}\"; unset x; (echo ${!x}); echo $?",
	"a=(1 '2 3'); a[-1]+=(4 5); echo same $?\necho next $?; declare -p a",
	"(( 1[2] = 3 )); echo \"status=$?\"; (( 1[2]++ )); echo $?; echo $(( 1[2] )); echo $?\necho next $?",
	// Quotes inside @(...) match literally.
	"shopt -s extglob\np=no; [[ --no-long-option == --@(help|verbose|$p-@(long|short)-'option') ]] && echo 7; x='*'; [[ a* == @(a\"$x\") ]] && echo 8; [[ ab == @(a\"$x\") ]] || echo 9; [[ ab == @(a$x) ]] && echo 10; [[ 'a|' == @(a'|') ]] && echo 11; case ab in @(a'b')) echo 12;; esac",
	// Two or more elements are not null for ${x:-...}, except "${*}" with
	// an empty IFS.
	`set -- "" ""; IFS=; echo "[${*:-m}]" [${*:-m}] "[${@:-m}]" [${@:-m}] [${*:+p}] "[${*:+p}]"; set -- ""; echo "[${*:-m}]" [${*:-m}] "[${@:-m}]" [${@:-m}]; a=("" ""); echo [${a[*]:-e}] "[${a[*]:-e}]" [${a[@]:-e}] "[${a[@]:-e}]"; IFS=" "; echo [${a[*]:-e}] "[${a[*]:-e}]" [${a[@]:-e}] "[${a[@]:-e}]"`,
	// local v inherits a temporary binding made for an outer call.
	`f1() { local v; echo "[$1] v: ${v-(unset)}"; }; f2() { f1 "$1,f2"; }; f3() { local v=local; f1 "$1,f3"; }; f4() { local v=mine; f1 "$1,f4"; }; v=global; f1 g; v=tempenv f1 t; v=tempenv f2 t; f2 g; f3 g; v=tempenv f3 t; v=tempenv f4 t`,
	// set -e is ignored inside a ! pipeline, unless set there; ! exit N.
	`set -e; f(){ false; echo should; }; ! f; echo after $?; ! { false; echo in; }; ! (false; echo sub); echo $?; ! false; ! true; echo b`,
	`f(){ set -e; false; echo should; }; if ! f; then echo x; fi; ! f && echo y; echo after $?; ! f; echo not-reached`,
	`! (exit 3); echo $?; ! exit 4`,
	// ${!a[@]op} indirects through a single element only.
	`(echo "${!a[@]-default}"); echo status=$?; a=(x y z); (echo "${!a[@]-default}"); echo status=$?; a=(x); (echo "${!a[@]-default}"); echo status=$?; x=5; a=(x); echo "${!a[@]-default}" "${!a[*]:-d}" ${!a[@]:0:1}`,
	// Assigning PATH empties the hash table.
	`hash; cat </dev/null; hash; PATH=/bin:/usr/bin; hash; cat </dev/null; type cat; hash -r; hash`,
	// readonly -a NAME without a value makes no array.
	`readonly -a arr2; readonly -A d2; declare -p arr2 d2; readonly -a r3=(1); declare -p r3; declare -ra r4; declare -p r4; declare -a a1; declare -A d1; declare -p a1 d1`,
	// IFS holds characters: a multibyte one splits only where it is whole.
	`x=çxéy IFS=ç; printf '<%s>' $x; echo; IFS=é; printf '<%s>' $x; set -- a b; echo "$*"`,
	// Unquoted ${!prefix*} and ${!a[*]} with an empty IFS are one word.
	`pfx_a=1 pfx_b=2; a=(x y z); IFS=; printf '<%s>' ${!pfx_*} ${!pfx_@}; echo; printf '<%s>' ${!a[*]} ${!a[@]}; echo`,
	// Tilde expansion in patterns and default words, ending at ':'; in
	// assignment values also after each ':'.
	`HOME=/h; x=/h/a; echo ${x#~} ${x/~/Z} ${x/#~/T} "${x/\~/Q}"; case /h in ~) echo case;; esac; [[ /h == ~ ]] && echo dbl; x=~; echo ${x//~/~root}`,
	// After the // operator a leading / belongs to the pattern.
	`x=a/b/c; echo ${x////c} ${x///} ${x///b} "${x////}" ${x//\//Q} ${x/\//Q} ${x///Z/W}; y=ab; echo ${y///b} ${y//} ${y//a} ${y/} ${y//}; p=/f/b; echo ${p////\\/} ${p///$y} ${p////$y}`,
	`HOME=/h; echo ~:x ${u-~:x} "${u-~:x}" ${u-~/x} ${u-a:~} a=~:~; y=a:~:${u-~:~:b}; echo $y; y=${u-a:~}; echo $y; declare z=~:${u-~:~}; echo $z; P=/a:~/b:~root:\~; echo $P`,
}

// diffStderrScripts must also match bash's stderr byte for byte.
var diffStderrScripts = []string{
	`nosuch; echo $?`,
	`cd /nonexistent; echo $?`,
	`echo $((1/0)); echo after`,
	`x='1+'; echo $((x))`,
	`echo $(( 2#9 ))`,
	`echo $(( 02#0110 )); echo $(( 0#7 )); echo $(( 1#7 )); echo $(( 64#z ))`,
	`readonly r=1; (r=2); echo $?`,
	`f() { return 300; }; f; echo $?`,
	`shift 5; echo $?`,
	`set -x; echo "a b"; x=1; set +x`,
	`(echo ${x:?custom message}); echo $?`,
	`(set -u; echo $undefined_var); echo $?`,
	`cat </nonexistent; echo $?`,
	`echo hi > /nonexistent/dir/f; echo $?`,
	`set -o noclobber; echo a > /tmp/nc; echo b > /tmp/nc; echo $?; echo c >| /tmp/nc; cat /tmp/nc`,
	`unset -x y; echo $?`,
	`declare -A a; a=([k]=v); declare -p a; declare -p nosuch; echo $?`,
	"set -v\n# c\necho a; echo b\nif true; then\n  echo c\nfi\n\nset +v\necho e; set -v\necho f # t\n# end\n",
	`echo 'echo foo' > /tmp/foo.sh; bash -v -- /tmp/foo.sh; bash -v - /tmp/foo.sh; bash -c - 'echo one'`,
	`kill -l; kill -L 10 BAD 12; echo $?; kill -l 0 INT 130 sigint 64 65 -- ; echo $?; kill -l 34 35 50 63 SIGRTMIN+1 RTMAX-1 129 192 255 rtmin`,
	`trap 'echo trapped' EXIT; exit 3`,
	`f() { local -i n=3+4; echo $n; }; f`,
	`[ 1 -eq x ]; echo $?`,
	`bash -c 'exit 7'; echo $?`,
	`n=0; inc() { n=$((n+1)); echo $n; }; f() { local a=$(inc); declare b=$(inc); echo "$a $b $n"; }; f; export d=$(inc); set -x; c=$(inc); set +x; echo $c $d`,
	`set -x; echo $(echo hi); (echo sub); x=$(f() { echo in; }; f); eval "echo ev"`,
}

func TestDiffBash(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	n := len(diffScripts)
	all := append(append([]string(nil), diffScripts...), diffStderrScripts...)
	for i, script := range all {
		checkStderr := i >= n
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			sh := newTestShell(t, Limits{})
			got, gotErr, gotStatus := runScript(t, sh, script)
			dir := t.TempDir()
			os.MkdirAll(filepath.Join(dir, "tmp"), 0o755)
			// Run bash with /tmp mapped into the temp dir by rewriting paths.
			bs := strings.ReplaceAll(script, "/tmp", dir+"/tmp")
			cmd := exec.Command("bash", "-c", bs)
			cmd.Dir = dir
			cmd.Env = []string{"HOME=/home/user", "PATH=/usr/bin:/bin", "LC_ALL=C.UTF-8", "USER=user"}
			var out, errb bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &errb
			err := cmd.Run()
			want := strings.ReplaceAll(out.String(), dir+"/tmp", "/tmp")
			status := 0
			if ee, ok := err.(*exec.ExitError); ok {
				status = ee.ExitCode()
			}
			wantErr := strings.ReplaceAll(errb.String(), dir+"/tmp", "/tmp")
			if got != want || gotStatus != status || (checkStderr && gotErr != wantErr) {
				t.Errorf("script:\n%s\nours:  %q (status %d) stderr %q\nbash:  %q (status %d) stderr %q", script, got, gotStatus, gotErr, want, status, errb.String())
			}
		})
	}
}

func TestStatePersistsAcrossRuns(t *testing.T) {
	sh := newTestShell(t, Limits{})
	runScript(t, sh, `x=1; f() { echo f$x; }; cd /tmp; shopt -s extglob; alias a=b`)
	out, _, _ := runScript(t, sh, `f; pwd; shopt -p extglob`)
	if out != "f1\n/tmp\nshopt -s extglob\n" {
		t.Errorf("got %q", out)
	}
	if sh.Dir() != "/tmp" {
		t.Errorf("Dir() = %q", sh.Dir())
	}
}

func TestParseError(t *testing.T) {
	sh := newTestShell(t, Limits{})
	out, errs, st := runScript(t, sh, "echo before\necho )\necho after")
	if out != "before\n" || st != 2 || !strings.Contains(errs, "bash: line 2: syntax error near unexpected token `)'") {
		t.Errorf("got %q %q %d", out, errs, st)
	}
}

func TestLimits(t *testing.T) {
	cases := []struct {
		name   string
		lim    Limits
		script string
		msg    string
		status int
	}{
		{"commands", Limits{MaxCommands: 50}, `while :; do true; done`, "MaxCommands (50)", 125},
		{"loop", Limits{MaxLoopIterations: 100}, `for ((;;)); do :; done`, "MaxLoopIterations (100)", 125},
		{"loop-for", Limits{MaxLoopIterations: 10}, `for i in {1..20}; do :; done`, "MaxLoopIterations (10)", 125},
		{"calldepth", Limits{MaxCallDepth: 20}, `f() { f; }; f`, "MaxCallDepth (20)", 125},
		{"eval-depth", Limits{MaxCallDepth: 20}, `e='eval "$e"'; eval "$e"`, "MaxCallDepth (20)", 125},
		{"bash-depth", Limits{MaxCallDepth: 5}, `echo 'bash /s' > /s; bash /s`, "MaxCallDepth (5)", 125},
		{"subst", Limits{MaxSubstitutionDepth: 3}, `echo $(echo $(echo $(echo $(echo x))))`, "MaxSubstitutionDepth (3)", 125},
		{"string", Limits{MaxStringBytes: 1000}, `x=a; while :; do x=$x$x; done`, "MaxStringBytes (1000)", 125},
		{"string-word", Limits{MaxStringBytes: 1000}, `x=$(printf '%0900d' 0); echo $x$x`, "MaxStringBytes (1000)", 125},
		{"brace", Limits{MaxBraceExpansion: 1000}, `echo {1..10000000}`, "MaxBraceExpansion (1000)", 125},
		{"brace-product", Limits{MaxBraceExpansion: 1000}, `echo {1..20}{1..20}{1..20}`, "MaxBraceExpansion (1000)", 125},
		{"glob", Limits{MaxGlobMatches: 5}, `for i in {1..10}; do echo > /tmp/f$i; done; echo /tmp/*`, "MaxGlobMatches (5)", 125},
		{"array-doubling", Limits{MaxArrayElements: 1000}, `a=(x); while :; do a+=("${a[@]}"); done`, "MaxArrayElements (1000)", 125},
		{"array-words", Limits{MaxArrayElements: 1000}, `a=({1..1001})`, "MaxArrayElements (1000)", 125},
		{"array-index", Limits{MaxArrayElements: 1000}, `for ((i = 0; ; i++)); do a[i*2]=x; done`, "MaxArrayElements (1000)", 125},
		{"array-assoc", Limits{MaxArrayElements: 1000}, `declare -A h; for ((i = 0; ; i++)); do h[k$i]=x; done`, "MaxArrayElements (1000)", 125},
		{"array-assoc-list", Limits{MaxArrayElements: 1000}, `eval "declare -A h=($(echo {1..3000}))"`, "MaxArrayElements (1000)", 125},
		{"array-mapfile", Limits{MaxArrayElements: 1000}, `mapfile a < <(yes)`, "MaxArrayElements (1000)", 125},
		{"array-read", Limits{MaxArrayElements: 1000}, `read -ra a <<< "$(echo {1..1001})"`, "MaxArrayElements (1000)", 125},
		{"output", Limits{MaxOutputBytes: 1000}, `while :; do echo yyyyyyyy; done`, "MaxOutputBytes (1000)", 125},
		{"output-cmd", Limits{MaxOutputBytes: 1000}, `yes`, "MaxOutputBytes (1000)", 125},
		{"timeout", Limits{Timeout: 200 * time.Millisecond, MaxCommands: 1 << 30, MaxLoopIterations: 1 << 30}, `while :; do :; done`, "Timeout", 124},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sh := newTestShell(t, c.lim)
			start := time.Now()
			out, errs, st := runScript(t, sh, c.script+"\necho NOT-REACHED")
			if st != c.status || !strings.Contains(errs, "computerwelt: limit exceeded: "+c.msg) {
				t.Errorf("status %d, stderr %q", st, errs)
			}
			if strings.Contains(out, "NOT-REACHED") {
				t.Errorf("script continued after the limit")
			}
			if time.Since(start) > 5*time.Second {
				t.Errorf("took %v", time.Since(start))
			}
		})
	}
}

// TestMaxArrayElementsBoundary: an array may hold exactly
// MaxArrayElements elements, by every way of filling one.
func TestMaxArrayElementsBoundary(t *testing.T) {
	sh := newTestShell(t, Limits{MaxArrayElements: 100})
	out, errs, st := runScript(t, sh, `a=({1..100}); b=(); b+=("${a[@]}"); mapfile c < <(printf "%s\n" {1..100}); read -ra d <<< "$(echo {1..100})"
declare -A h; for i in {1..100}; do h[$i]=x; done
echo ${#a[@]} ${#b[@]} ${#c[@]} ${#d[@]} ${#h[@]}`)
	if st != 0 || errs != "" || out != "100 100 100 100 100\n" {
		t.Errorf("status %d stdout %q stderr %q", st, out, errs)
	}
}

func TestOutputTruncation(t *testing.T) {
	sh := newTestShell(t, Limits{MaxOutputBytes: 10})
	var out, errb bytes.Buffer
	res, err := sh.Run(context.Background(), `echo ééééééééé`, RunIO{Stdout: &out, Stderr: &errb})
	if err != nil {
		t.Fatal(err)
	}
	if !res.StdoutTruncated || res.ExitCode != 125 || out.Len() > 10 || !strings.HasPrefix(out.String(), "éééé") {
		t.Errorf("res %+v out %q", res, out.String())
	}
	for _, r := range out.String() {
		if r == 0xfffd {
			t.Errorf("cut inside a UTF-8 sequence: %q", out.String())
		}
	}
}

// Timeouts must stop busy loops, blocked reads, sleeps and pipelines fast.
func TestTimeoutStopsEverything(t *testing.T) {
	scripts := map[string]string{
		"busy":     `while :; do :; done`,
		"read":     `read x`,
		"sleep":    `sleep 1000`,
		"pipeline": `sleep 1000 | sleep 1000 | cat`,
		"yes-pipe": `yes | while read l; do :; done`,
		"bg-wait":  `sleep 1000 & wait`,
		"subst":    `x=$(sleep 1000)`,
	}
	for name, script := range scripts {
		t.Run(name, func(t *testing.T) {
			sh := newTestShell(t, Limits{Timeout: 200 * time.Millisecond, MaxCommands: 1 << 30, MaxLoopIterations: 1 << 30})
			pr, pw := io.Pipe() // never written: read blocks
			defer pw.Close()
			var out, errb bytes.Buffer
			start := time.Now()
			res, err := sh.Run(context.Background(), script+"; echo NOT-REACHED", RunIO{Stdin: pr, Stdout: &out, Stderr: &errb})
			el := time.Since(start)
			if err != nil {
				t.Fatal(err)
			}
			if res.ExitCode != 124 || strings.Contains(out.String(), "NOT-REACHED") {
				t.Errorf("res %+v out %q err %q", res, out.String(), errb.String())
			}
			testtime.Check(t, name, 200*time.Millisecond+100*time.Millisecond, el)
		})
	}
}

// A command that finishes after the deadline (wc counting the input a
// killed writer left, python3 | sort | wc -l) adds nothing to the output:
// timeout(1) kills the whole pipeline at once.
func TestNoOutputAfterTheScriptStopped(t *testing.T) {
	fsys := memfs.New()
	cmds := testCommands()
	cmds["late"] = &Command{Name: "late", Run: func(ctx context.Context, inv *Invocation) int {
		<-ctx.Done()
		_, err := io.WriteString(inv.Stdout, "late out\n")
		io.WriteString(inv.Stderr, "late err\n")
		if err == nil {
			return 0
		}
		return 1
	}}
	sh, err := New(Config{FS: fsys, Dir: "/", Limits: Limits{Timeout: 100 * time.Millisecond}, Commands: cmds})
	if err != nil {
		t.Fatal(err)
	}
	for _, script := range []string{"echo early; late", "echo early; sleep 100 | late"} {
		out, errs, st := runScript(t, sh, script)
		if out != "early\n" || errs != "computerwelt: limit exceeded: Timeout (100ms)\n" || st != 124 {
			t.Errorf("%s: out %q err %q status %d", script, out, errs, st)
		}
	}
	// So with any other limit: a stage that started before the limit
	// stopped the script prints nothing after it.
	cmds["slow"] = &Command{Name: "slow", Run: func(ctx context.Context, inv *Invocation) int {
		time.Sleep(100 * time.Millisecond)
		io.WriteString(inv.Stdout, "slow out\n")
		return 0
	}}
	sh, err = New(Config{FS: fsys, Dir: "/", Limits: Limits{MaxGlobMatches: 1}, Commands: cmds})
	if err != nil {
		t.Fatal(err)
	}
	out, errs, st := runScript(t, sh, "echo early; : > a; : > b; echo * | slow")
	if out != "early\n" || errs != "computerwelt: limit exceeded: MaxGlobMatches (1)\n" || st != 125 {
		t.Errorf("out %q err %q status %d", out, errs, st)
	}
}

// bash does not wait for background jobs at the end of a script; neither
// does Run (beyond a short grace period), and their later output is dropped.
func TestBackgroundJobsDoNotHoldRun(t *testing.T) {
	sh := newTestShell(t, Limits{})
	start := time.Now()
	out, _, st := runScript(t, sh, `echo quick & sleep 100 & (sleep 100; echo late) & echo main`)
	testtime.Check(t, "Run", time.Second, time.Since(start))
	if st != 0 || !strings.Contains(out, "main\n") || !strings.Contains(out, "quick\n") || strings.Contains(out, "late") {
		t.Errorf("out %q st %d", out, st)
	}
	out, _, _ = runScript(t, sh, `jobs; echo next`)
	if out != "next\n" {
		t.Errorf("jobs leaked into the next Run: %q", out)
	}
}

func TestCallerCancelIsAnError(t *testing.T) {
	sh := newTestShell(t, Limits{MaxCommands: 1 << 30, MaxLoopIterations: 1 << 30})
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	_, err := sh.Run(ctx, `while :; do :; done`, RunIO{})
	if err == nil {
		t.Fatal("expected the caller's context error")
	}
}

func TestPanicsBecomeText(t *testing.T) {
	for _, script := range []string{`panicker`, `panicker | cat`, `echo x | panicker`, `panicker & wait $!; echo st=$?`} {
		sh := newTestShell(t, Limits{})
		out, errs, st := runScript(t, sh, script+"; echo alive")
		if !strings.Contains(errs, "panicker: internal error: boom") || !strings.Contains(out, "alive") {
			t.Errorf("%s: out %q err %q st %d", script, out, errs, st)
		}
	}
}

func TestVirtualPids(t *testing.T) {
	sh := newTestShell(t, Limits{})
	out, _, _ := runScript(t, sh, `echo $$; echo $BASHPID; (echo $BASHPID); echo $(echo $$)`)
	f := strings.Fields(out)
	if f[0] == strconv.Itoa(os.Getpid()) {
		t.Errorf("$$ is the host pid")
	}
	if f[0] != f[1] || f[1] == f[2] || f[3] != f[0] {
		t.Errorf("pids %v", f)
	}
}

func TestDevicePaths(t *testing.T) {
	sh := newTestShell(t, Limits{})
	out, errs, _ := runScript(t, sh, `echo x > /dev/null; echo to-err > /dev/stderr; echo in | cat /dev/stdin; cat <(echo procsub); echo hi > >(cat); wait; cat /dev/fd/0 <<< fd0; echo > /dev/tcp/localhost/80`)
	if out != "in\nprocsub\nhi\nfd0\n" {
		t.Errorf("out %q", out)
	}
	if !strings.Contains(errs, "to-err") || !strings.Contains(errs, "/dev/tcp/localhost/80: No such file or directory") {
		t.Errorf("err %q", errs)
	}
}

func TestCommandLookup(t *testing.T) {
	sh := newTestShell(t, Limits{})
	fsys := sh.cfg.FS
	vfs.WriteFile(context.Background(), fsys, "/home/user/s.sh", []byte("#!/bin/bash\necho script $1 $$\n"), 0o755)
	vfs.WriteFile(context.Background(), fsys, "/home/user/py", []byte("#!/usr/bin/python3\nprint(1)\n"), 0o755)
	vfs.WriteFile(context.Background(), fsys, "/home/user/noexec", []byte("echo x\n"), 0o644)
	out, errs, _ := runScript(t, sh, `./s.sh arg; ./py; echo $?; ./noexec; echo $?; nosuch; echo $?; type cat; /usr/bin/cat <<< direct; PATH=; cat </dev/null; echo $?`)
	if !strings.HasPrefix(out, "script arg ") || !strings.Contains(out, "\n127\n126\n127\ncat is /usr/bin/cat\ndirect\n127\n") {
		t.Errorf("out %q", out)
	}
	if !strings.Contains(errs, "bash: line 1: ./py: cannot execute: required file not found") ||
		!strings.Contains(errs, "./noexec: Permission denied") || !strings.Contains(errs, "nosuch: command not found") {
		t.Errorf("err %q", errs)
	}
}

func TestWithheld(t *testing.T) {
	fsys := memfs.New()
	sh, err := New(Config{FS: fsys, Dir: "/", Commands: testCommands(), Withheld: map[string]bool{"cat": true, "eval": true}})
	if err != nil {
		t.Fatal(err)
	}
	out, errs, _ := runScript(t, sh, `cat </dev/null; echo $?; eval echo x; echo $?; type cat; command -v eval; help | grep -c -w cat; true; echo ok`)
	if !strings.Contains(out, "127\n127\n") || strings.Contains(out, "eval\n") || !strings.Contains(out, "ok") {
		t.Errorf("out %q err %q", out, errs)
	}
}

func TestHelp(t *testing.T) {
	sh := newTestShell(t, Limits{MaxCommands: 1234})
	out, _, st := runScript(t, sh, `help; help cat`)
	for _, want := range []string{"Working directory: /home/user", "cat", "concatenate files", "1234 commands", "echo"} {
		if !strings.Contains(out, want) {
			t.Errorf("help lacks %q:\n%s", want, out)
		}
	}
	if st != 0 {
		t.Errorf("status %d", st)
	}
}

func TestChildShell(t *testing.T) {
	sh := newTestShell(t, Limits{})
	out, _, st := runScript(t, sh, `export E=exported; L=local; bash -c 'echo $0 $1 $E "[$L]" $SHLVL; exit 4' name a; echo $?; echo 'echo stdin-script' | bash; sh -c 'echo $((1+2))'`)
	if out != "name a exported [] 2\n4\nstdin-script\n3\n" || st != 0 {
		t.Errorf("out %q st %d", out, st)
	}
}

func TestCoproc(t *testing.T) {
	sh := newTestShell(t, Limits{})
	out, errs, st := runScript(t, sh, `coproc UP { while read l; do echo "got $l"; done; }
echo hello >&${UP[1]}
read -u ${UP[0]} reply
echo "$reply"
exec {UP[1]}>&-
wait $UP_PID; echo done $?`)
	if out != "got hello\ndone 0\n" || st != 0 {
		t.Errorf("out %q err %q st %d", out, errs, st)
	}
}

func TestRunIOArgs(t *testing.T) {
	sh := newTestShell(t, Limits{})
	var out bytes.Buffer
	res, err := sh.Run(context.Background(), `echo $0 $# "$2"; read l; echo got $l; nosuch`, RunIO{Name: "myname", Args: []string{"a", "b c"}, Stdin: strings.NewReader("input\n"), Stdout: &out, Stderr: &out})
	if err != nil {
		t.Fatal(err)
	}
	if out.String() != "myname 2 b c\ngot input\nmyname: line 1: nosuch: command not found\n" || res.ExitCode != 127 {
		t.Errorf("%q %+v", out.String(), res)
	}
}

func TestInvocationIdentity(t *testing.T) {
	sh := newTestShell(t, Limits{})
	out, _, _ := runScript(t, sh, `USER=other HOSTNAME=x ident`)
	if out != "user@sandbox\n" {
		t.Errorf("got %q", out)
	}
}

func TestClosed(t *testing.T) {
	sh := newTestShell(t, Limits{})
	sh.Close()
	if _, err := sh.Run(context.Background(), "true", RunIO{}); err != ErrClosed {
		t.Errorf("err = %v", err)
	}
}

func TestDeepNestingRefused(t *testing.T) {
	sh := newTestShell(t, Limits{})
	script := strings.Repeat("(", 100000) + "true" + strings.Repeat(")", 100000)
	_, errs, st := runScript(t, sh, script)
	if st == 0 || !strings.Contains(errs, "nesting") {
		t.Errorf("st %d err %q", st, errs)
	}
	_, errs, st = runScript(t, sh, `x=1; for i in {1..2000}; do x="($x)"; done; echo $((x))`)
	if st == 0 {
		t.Errorf("deep arithmetic: st %d err %q", st, errs)
	}
}

func BenchmarkRunMixed(b *testing.B) {
	sh := newTestShell(b, Limits{})
	script := `x=0 s=; for i in {1..100}; do x=$((x+i)); s="${s}a"; done
f() { local v=$1; echo "${v%.txt}"; }
for n in a.txt b.txt; do f $n; done > /dev/null
[[ $x -gt 10 ]] && y=${s:0:5}
case $y in aa*) z=1;; esac`
	for i := 0; i < b.N; i++ {
		if _, err := sh.Run(context.Background(), script, RunIO{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkArithLoop(b *testing.B) {
	sh := newTestShell(b, Limits{})
	for i := 0; i < b.N; i++ {
		sh.Run(context.Background(), `x=0; for i in {1..1000}; do x=$((x+1)); done`, RunIO{})
	}
}

func TestHelpMounts(t *testing.T) {
	root := memfs.New()
	ctx := context.Background()
	vfs.MkdirAll(ctx, root, "/home/user", 0o755)
	table := mount.New(root, mount.Description("in-memory, writable"))
	if err := table.Mount("/data", memfs.New(), mount.ReadOnly(), mount.Description("project files")); err != nil {
		t.Fatal(err)
	}
	sh, err := New(Config{FS: table, Dir: "/home/user", Commands: testCommands()})
	if err != nil {
		t.Fatal(err)
	}
	out, _, _ := runScript(t, sh, `help`)
	want := "Mounts:\n  /      writable   in-memory, writable\n  /data  read-only  project files\n"
	if !strings.Contains(out, want) || strings.Contains(out, "Filesystem:") {
		t.Errorf("help lacks the mount table %q:\n%s", want, out)
	}
	// Without a mount table: the single filesystem line.
	out, _, _ = runScript(t, newTestShell(t, Limits{}), `help`)
	if !strings.Contains(out, "Filesystem: ") || strings.Contains(out, "Mounts:") {
		t.Errorf("help without a mount table:\n%s", out)
	}
}

func TestExited(t *testing.T) {
	cases := []struct {
		script string
		exited bool
		status int
	}{
		{`echo hi`, false, 0},
		{`false`, false, 1},
		{`exit`, true, 0},
		{`exit 3; echo no`, true, 3},
		{`f() { exit 4; }; f`, true, 4},
		{`(exit 5)`, false, 5},
		{`x=$(exit 6); echo $?`, false, 0},
		{`exit 1 | cat`, false, 0},
		{`bash -c 'exit 7'`, false, 7},
		{`set -e; false`, false, 1},
		{`exit 1 2`, false, 1},
		{`trap 'exit 8' EXIT; echo x`, true, 8},
	}
	for _, c := range cases {
		sh := newTestShell(t, Limits{})
		var out bytes.Buffer
		res, err := sh.Run(context.Background(), c.script, RunIO{Stdout: &out})
		if err != nil {
			t.Fatal(err)
		}
		if res.Exited != c.exited || res.ExitCode != c.status {
			t.Errorf("%q: Exited %v status %d, want %v %d", c.script, res.Exited, res.ExitCode, c.exited, c.status)
		}
		// The next Run starts afresh.
		res, _ = sh.Run(context.Background(), `true`, RunIO{})
		if res.Exited {
			t.Errorf("%q: Exited carried over to the next Run", c.script)
		}
	}
}

// TestRelativePath: a relative PATH entry is reported as written (bash's
// output for the same script).
func TestRelativePath(t *testing.T) {
	sh := newTestShell(t, Limits{})
	ctx := context.Background()
	vfs.MkdirAll(ctx, sh.cfg.FS, "/tmp/rp/_t", 0o755)
	if err := vfs.WriteFile(ctx, sh.cfg.FS, "/tmp/rp/_t/prog", []byte("#!/bin/sh\necho ran\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	out, errs, _ := runScript(t, sh, `cd /tmp/rp; PATH=_t:/bin:/usr/bin; type prog; prog; command -v prog; PATH=.:/bin; cd _t; type prog; PATH=:/bin; type prog; prog`)
	if want := "prog is _t/prog\nran\n./_t/prog\nprog is ./prog\nprog is ./prog\nran\n"; out != want {
		t.Errorf("got %q %q, want %q", out, errs, want)
	}
}

// TestChildShellPwd: a child shell keeps an inherited PWD that names its
// directory and otherwise starts from the physical path (bash's output).
func TestChildShellPwd(t *testing.T) {
	sh := newTestShell(t, Limits{})
	ctx := context.Background()
	vfs.MkdirAll(ctx, sh.cfg.FS, "/tmp/cdt/target", 0o755)
	if err := sh.cfg.FS.Symlink(ctx, "/tmp/cdt/target", "/tmp/cdt/symlink"); err != nil {
		t.Fatal(err)
	}
	out, errs, _ := runScript(t, sh, `cd /tmp/cdt/symlink; bash -c pwd; unset PWD; bash -c pwd; PWD=/tmp; bash -c pwd`)
	if want := "/tmp/cdt/symlink\n/tmp/cdt/target\n/tmp/cdt/target\n"; out != want {
		t.Errorf("got %q %q, want %q", out, errs, want)
	}
}

// panicReader is a reader (a host filesystem's file, say) that panics.
type panicReader struct{}

func (panicReader) Read([]byte) (int, error) { panic("broken reader") }

// A reader that panics in a goroutine of the shell (read -t waiting on
// stdin) is an error of the command, not a crash of the process.
func TestPanickingReaderIsAnError(t *testing.T) {
	sh := newTestShell(t, Limits{})
	var out, errb bytes.Buffer
	res, err := sh.Run(context.Background(), "read -t 5 x; echo st=$?", RunIO{Stdin: panicReader{}, Stdout: &out, Stderr: &errb})
	if err != nil {
		t.Fatal(err)
	}
	if out.String() != "st=1\n" || res.ExitCode != 0 || !strings.Contains(errb.String(), "internal error: broken reader") {
		t.Errorf("stdout %q stderr %q status %d", out.String(), errb.String(), res.ExitCode)
	}
}

// A pattern the regexp engine cannot take (thousands of stars, or !(…))
// goes to the backtracking matcher: a run of stars is one star there, and
// the Run's timeout stops a match that backtracks without end, even one
// tried against many names. (A fuzzed script of 3,400 stars after
// shopt -s extglob, in a folder of files, held a fuzz worker for minutes.)
func TestBacktrackingPatternsAreBounded(t *testing.T) {
	stars := strings.Repeat("*", 3400)
	sh := newTestShell(t, Limits{Timeout: 20 * time.Second})
	out, errs, st := runScript(t, sh, "cd /tmp; for i in {1..300}; do : > f$i; done; shopt -s extglob\n"+
		"set -- "+stars+"; echo $#; [[ abc == "+stars+"c ]] && echo match; case abc in "+stars+"!(x)) echo case;; esac")
	if out != "300\nmatch\ncase\n" || st != 0 {
		t.Errorf("stars: %q %q status %d", out, errs, st)
	}

	sh = newTestShell(t, Limits{Timeout: 500 * time.Millisecond})
	start := time.Now()
	out, errs, st = runScript(t, sh, "cd /tmp; for i in {1..300}; do : > aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa$i; done; shopt -s extglob\n"+
		"echo *a*a*a*a*a*a*a*a*a*a*a*a*a*!(x)b; echo not reached")
	if st != ExitTimeout || strings.Contains(out, "not reached") {
		t.Errorf("backtracking: %q %q status %d", out, errs, st)
	}
	testtime.Check(t, "backtracking glob", 500*time.Millisecond+100*time.Millisecond, time.Since(start))
}
