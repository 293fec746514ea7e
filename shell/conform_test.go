package shell

import (
	"context"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
)

// conformScripts are bash behaviours fixed for the Oils conformance run
// (issue 6); each runs in our shell and in /bin/bash, and stdout and exit
// status must agree.
var conformScripts = []string{
	// $'...' quoting of every byte (set, ${x@Q}, printf %q).
	"x=$(printf \"$(printf '\\\\%03o' {1..127})\"); x+=$'\\200\\377'; echo \"${x@Q}\"; printf '%q\\n' \"$x\"; declare -p x; while IFS= read -r l; do [[ $l == x=* ]] && echo \"$l\"; done < <(set)",
	// Braces nested in an alternative expand with the rest of the word.
	"echo {,{,}}; echo a{,{,}}b {{,},}x; printf '<%s>' {a,{b,c}d}e {1..3}{x,{y,z}} {{a,b},c}{,d} {a,b{1..3},c}; echo",
	// A readonly variable cannot be shadowed by a local.
	"declare -r R=1; f() { local R=2; echo \"st=$? $R\"; local R; echo \"st=$?\"; declare R=3; echo \"st=$? $R\"; }; f; g() { local -r L=1; local L=2; echo \"st=$? $L\"; }; g; readonly Q; h() { local Q=5; echo \"$? $Q\"; }; h",
	// Associative arrays list their keys in bash's hash table order
	// (FNV-1 of signed chars, 1,024 buckets, newest first in a bucket,
	// growing 4x past twice the buckets), also after unset and growth.
	"declare -A h=([x]=\"a b\" [y]=$'q\\n' [key]=1 [é]=2 [日本]=3 [k10]=4); declare -p h; echo \"${!h[@]}\"; echo \"${h[@]}\"; unset 'h[y]'; h[y]=5; h[x]=6; echo \"${!h[@]}\"; for k in \"${!h[@]}\"; do printf '%s=%s,' \"$k\" \"${h[$k]}\"; done; echo",
	"s() { local -a k=(\"$@\"); echo ${#k[@]} \"${k[*]:0:40}\" ${k[100]} ${k[999]} ${k[2047]} ${k[-1]} ${k[-500]}; }\n" +
		"declare -A h; for i in {1..2100}; do h[k$i]=1; done; s \"${!h[@]}\"; for i in {1..2000..3}; do unset \"h[k$i]\"; done; for i in {1..9000}; do h[n$i]=$i; done; s \"${!h[@]}\"; s \"${h[@]}\"; declare -A e; echo \"[${!e[@]}]\"",
	// ${a[@]@K} quotes values as declare -p does; an assoc's ends with a space.
	"declare -A m=([k]=v [\"a b\"]=\"x y\" [q]=$'t\\tz'); echo \"[${m[@]@K}]\"; echo \"[${m[*]@K}]\"; a=(p \"q r\" $'n\\n'); echo \"[${a[@]@K}]\"; x=s; echo \"[${x@K}]\"; printf '<%s>' \"${a[@]@K}\" \"${a[@]@k}\"; echo; declare -A e; echo \"[${e[@]@K}]\"",
	// $_ after assignments alone is empty; after declare, its last word.
	"true a; x=1; echo \"[$_]\"; true b; x=1 true c; echo \"[$_]\"; true d; declare y=2; echo \"[$_]\"; true e; (( 1 )); echo \"[$_]\"; true f; [[ x ]]; echo \"[$_]\"; true g; for i in 1; do :; done; echo \"[$_]\"; true i; { true j; }; echo \"[$_]\"; true k; x=$(true z); echo \"[$_]\"; true q; x=$_; echo \"$x\"",
	// getopts after OPTIND=1 walks a group of options (-abc); its
	// messages carry no line number.
	"OPTIND=1; set -- -abc; while getopts abc o; do echo $o $OPTIND; done; f() { local OPTIND=1; while getopts xy o \"$@\"; do echo \"f $o $OPTIND\"; done; }; f -xy -y; OPTIND=1; while getopts ab: o -ab val -a; do echo \"$o ${OPTARG-} $OPTIND\"; done 2>&1; OPTIND=1; getopts b o -x 2>&1",
	// shopt lists its options in bash's order, names padded to 15.
	"shopt; shopt -p; shopt -s extglob; shopt -s; shopt -u; shopt -o; shopt -po; shopt -ps",
	// declare -f: a subshell body inside braces, [[ $x ]] as [[ -n $x ]].
	"h() (echo a; echo b); declare -f h; k() { [[ $x && -n $y ]]; [[ ! $z || $q ]]; ( cd /; echo in ); }; declare -f k; m() ( x=1 ); declare -f m; type m; i() if true; then echo; fi; declare -f i",
	// A character range's backslash is an empty word.
	"echo {a..C}; printf '<%s>' {Z..a} {Z..^} {a..z..5}; echo",
	// Arithmetic is parsed when it is evaluated, after expansion.
	"foo=bar\necho $(( x$foo = 42 )) $xbar\nxbar[5]=1\necho $(( x$foo[5]++ )) ${xbar[5]}",
	// Quotes inside a command substitution in arithmetic belong to the
	// command; the expression's error comes at run time.
	"echo $(( $(printf '%s+' 1 2) 0 )); echo $(( $(echo \"2\") + 1 )); echo $(( `echo 1+` 1 )); echo $(( $(echo '2') 1 )); echo $?; for (( i=0; i<$(echo '2'); i++ )); do echo $i; done",
	"base=16\necho $(( ${base}#a )) $(( 1${base} ))",
	"echo $((1 + 2.3))\necho status=$?\nx=3.0\necho $((x))\necho next",
	"a=9\n(( (a + 2) = 3 ))\necho $? $a\n(( a[1][2] = 3 ))\necho status=$?",
	"a=(1 2 3)\necho $(( a[1] ))\necho $(( a[1][1] ))\necho $?",
	// A declaration argument that is no assignment fails at run time.
	"export FOO-BAR=foo\necho $?\nf() {\n  local FOO-BAR=foo\n  echo in $?\n}\nf\necho $?",
	// A function body is a compound command, not another function.
	"echo a\nf() g() { echo hi; }\necho b",
	"f() { g() { echo in; }; g; }\nf",
	// A parameter expansion bash cannot use is a bad substitution when
	// (and only when) it is expanded.
	"if false; then\n  echo ${%}\nelse\n  echo ok\nfi\necho ${%} x\necho status=$?",
	"echo ${#x-default}\nx=foo\necho ${#x-default}\necho status=$?\nset -- '####'\necho ${#1#'###'}\necho $?",
	"echo $((\n1 +\n2\n))\necho $((\n1 + 2  # not a comment\n))\n(( a = 3 + 4  # comment\n))\necho [$a]",
	// ${#...}: '#' then an operator is $# with that operator, not a length.
	"set -- 1 2 3 4 5 6 7 8 9 10 11 12\necho ${###} ${####} ${##1} ${###1} ${##} ${#%2} ${#-x} ${#} ${##[0]}",
	// A line continuation after '$' is removed before the expansion is read.
	"false\necho $\\\n? \"$\\\n?\"\nx=v\necho $\\\nx $\\\n{x} $\\\n(echo c) \"$\\\n{x}\"",
	// let's arguments are words: a '#' starting one is a comment, and a
	// parenthesis may be followed by blanks.
	"let x=1\nlet y=x+2  # comment\nlet z=y*3 #comment\nlet b=16#f\necho $x $y $z $b",
	"let x=( 1 )\nlet y=( x + 2 )\nlet z=( y * 3 ) w=(1)\necho $x $y $z $w",
	// Quotes in a let argument are removed before it is arithmetic.
	"y=3\nlet z2='y*3' a=2*'1+1' b=\"y\"+1 'c = 4'\necho $z2 $a $b $c",
	// An empty extended glob list, where no function name can stand.
	"shopt -s extglob\n[[ '' == @() ]] && echo T1\n[[ '' == @(||) ]] && echo T2\n[[ X == @() ]] || echo F1\n[[ '|' == @(||) ]] || echo F2\necho [+()] [+(]) x@()y\n[[ + == [+()] ]] && echo T3",
	// compgen -F calls the function and prints its COMPREPLY; -W splits a list.
	"f() { echo \"[$1][$2][$3]\"; COMPREPLY=({0..5} 'x y'); unset -v 'COMPREPLY[2]'; }\ncompgen -F f pre\necho st=$?\ng() { COMPREPLY=(); }\ncompgen -F g\necho st=$?\ncompgen -F nosuch\necho st=$?\ncompgen -W 'ab b ac' -F g a\necho st=$?\ncompgen -F\necho st=$?",
	// The subscript of an indirect reference is arithmetic text, with no
	// tilde expansion.
	"declare -A A\nA['~']=t\nref='A[~]'\necho ${!ref}\na=(x y)\ni=1\nr='a[$i]'\necho ${!r}\nPWD=1\nr='a[~+]'\necho ${!r}",
	// A backslash in a character class name escapes; an escaped ':' closes it.
	": > foo.-\n: > foo.a\necho *.[[:punct:]] *.[[:punct\\:]] *.[[:pun\\ct:]]\n[[ - == [[:punct\\:]] ]] && echo m1\ncase - in [[:punct\\:]]) echo m2;; esac\n[[ a == [[:punct\\:]] ]] || echo m3",
	// A syntax error in an array literal drops its line and sets $? to 1;
	// the script goes on.
	"echo a; x=( b=() ); echo c\necho st=$? ${#x[@]}\ny=( 1\nz=() )\necho $?",
	// ...but a name ending in an empty list declares a function.
	"foo+() { echo hi; }\nfoo+\na@() { echo at; }\na@",
	// A here-document's delimiter is its word as written, expansions too.
	"cat <<${a}\nhere\n${a}\ncat <<$(a)\nthere\n$(a)\nx=1\ncat <<\"$a\"\n$x\n$a\ncat <<-a${b}c\n\t$x\n\ta${b}cd\n\ta${b}c\necho end",
}

func TestConformDiffBash(t *testing.T) {
	compareWithBash(t, conformScripts, false)
}

// A script file run by path starts a child shell; a background job in it
// is listed in the sandbox's process table (this used to panic on a nil
// table).
func TestScriptFileBackgroundJob(t *testing.T) {
	sh := newTestShell(t, Limits{})
	ctx := context.Background()
	if err := vfs.WriteFile(ctx, sh.cfg.FS, "/home/user/s.sh", []byte("sleep 0 &\nwait $!\necho status=$?\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	out, errs, status := runScript(t, sh, "./s.sh")
	if out != "status=0\n" || status != 0 || strings.Contains(errs, "internal error") {
		t.Errorf("got %q %q status %d", out, errs, status)
	}
}

// shoptOrder lists every option shopt knows, once.
func TestShoptOrderIsComplete(t *testing.T) {
	known := map[string]bool{}
	for _, so := range shoptList {
		known[so.name] = true
	}
	for _, n := range extraShopts {
		known[n] = true
	}
	seen := map[string]bool{}
	for _, n := range shoptOrder {
		if !known[n] || seen[n] {
			t.Errorf("shoptOrder: %q unknown or twice", n)
		}
		seen[n] = true
	}
	if len(seen) != len(known) {
		t.Errorf("shoptOrder has %d options, shopt knows %d", len(seen), len(known))
	}
}
