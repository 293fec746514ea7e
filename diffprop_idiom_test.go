package computerwelt

import (
	"fmt"
	"strconv"
	"strings"
)

// The idioms below are constructs language models write that the core
// grammar of diffGen does not reach: read loops over here-documents,
// here-strings and process substitutions, printf's flags, declare's
// attributes and scoping, ${x@OP} transformations, indirection and
// namerefs, getopts loops, argument handling and IFS, slices and sparse
// arrays, mapfile, BASH_REMATCH, extglob, arithmetic corners, brace
// expansion, tilde, exit statuses, set -e, traps, exec redirections,
// type and command -v, echo's options. Each is a statement; those with a
// body use the generator's own statements in it. Associative arrays are
// only listed through sort: bash's order is its hash table's.

// idiom is one idiom statement.
func (g *diffGen) idiom() string {
	switch g.r.IntN(27) {
	case 0, 1:
		return g.readLoop()
	case 2:
		return g.readForms()
	case 3:
		return g.printfIdiom()
	case 4:
		return g.declIdiom()
	case 5:
		return g.scopeIdiom()
	case 6:
		return g.transformIdiom()
	case 7:
		return g.indirectIdiom()
	case 8:
		return g.namerefIdiom()
	case 9:
		return g.getoptsIdiom()
	case 10:
		return g.argsIdiom()
	case 11:
		return g.splitIdiom()
	case 12:
		return g.sliceIdiom()
	case 13:
		return g.arrayIdiom()
	case 14:
		return g.assocIdiom()
	case 15:
		return g.mapfileIdiom()
	case 16:
		return g.regexIdiom()
	case 17:
		return g.globIdiom()
	case 18:
		return g.arithIdiom()
	case 19:
		return g.braceIdiom()
	case 20:
		return g.statusIdiom()
	case 21:
		return g.errexitIdiom()
	case 22:
		return g.trapIdiom()
	case 23:
		return g.execIdiom()
	case 24:
		return g.typeIdiom()
	case 25:
		return g.echoIdiom()
	default:
		return g.tildeIdiom()
	}
}

// lines is input text for read loops and mapfile: leading and trailing
// blanks, backslashes, empty lines, separators, a last line with no
// newline.
func (g *diffGen) lines() []string {
	pool := []string{"alpha beta", "  lead and trail  ", `back\slash \n`, "", "k1:v1:x", "a,b,,c",
		"\ttabbed\tline", "one", "x=1", "  ", "* star", "$HOME-not-expanded", "last"}
	n := 1 + g.r.IntN(4)
	out := make([]string, n)
	for i := range out {
		out[i] = g.pick(pool...)
	}
	return out
}

// readInput is a redirection (or pipe source) feeding lines to a loop.
// pipe is set for a source written before the loop ("printf ... |").
func (g *diffGen) readInput() (redir string, pipe string) {
	ls := g.lines()
	var q []string
	for _, l := range ls {
		q = append(q, shQuote(l))
	}
	printf := "printf '%s\\n' " + strings.Join(q, " ")
	if g.chance(4) {
		printf = "printf '" + strings.ReplaceAll(strings.Join(ls, `\n`), "'", "") + "'" // no final newline
	}
	switch g.r.IntN(7) {
	case 0, 1:
		if g.inline {
			return "<<< " + shQuote(strings.Join(ls, "\n")), ""
		}
		delim := g.pick("EOF", "'EOF'", "\"EOF\"")
		body := strings.Join(ls, "\n")
		if delim == "EOF" {
			body = strings.ReplaceAll(strings.ReplaceAll(body, `\`, `\\`), "$", `\$`)
			if g.chance(2) {
				body += "\nvar ${" + g.scalar() + "} $((1 + 2))"
			}
		}
		return "<<" + delim + "\n" + body + "\nEOF", ""
	case 2:
		return "<<< " + g.pick(shQuote(strings.Join(ls, "\n")), `"$`+g.scalar()+`"`, "$"+g.scalar(), `"${`+g.array()+`[*]}"`), ""
	case 3, 4:
		return "< <(" + printf + ")", ""
	case 5:
		return "< " + g.file(), ""
	default:
		return "", printf + " | "
	}
}

// shQuote single-quotes s for the script text.
func shQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// readLoop is while read ...; do ...; done with its input.
func (g *diffGen) readLoop() string {
	redir, pipe := g.readInput()
	head, body := "", ""
	switch g.r.IntN(8) {
	case 0, 1:
		head, body = "IFS= read -r line", `echo "[$line]"`
	case 2:
		head, body = "read -r x y", `echo "<$x|$y>"`
	case 3:
		head, body = "read -r -a parts", `echo "${#parts[@]}:${parts[*]}"`
	case 4:
		head, body = "IFS=: read -r p q", `echo "$p/$q"`
	case 5:
		head, body = "IFS=, read -ra parts", `printf '<%s>' "${parts[@]}"; echo`
	case 6:
		head, body = "read line", `echo "[$line]"`
	default:
		head, body = "IFS= read -r line || [[ -n $line ]]", `echo "last-safe [$line]"`
	}
	if strings.HasPrefix(redir, "< <(printf") && g.chance(4) {
		// NUL-separated records, as find -print0 feeds them.
		redir = "< <(printf '%s\\0' " + g.words(1, 3) + ")"
		head, body = "IFS= read -r -d '' line", `echo "{$line}"`
	}
	if g.chance(3) {
		body = g.pick(`[[ -z $line$x$p ]] && continue`, `(( ++nr > 2 )) && break`, `nr=$((nr + 1))`) + "\n" + body
	}
	if g.chance(3) {
		g.loops++
		body += "\n" + g.stmt()
		g.loops--
	}
	loop := "nr=0\n" + pipe + "while " + head + "; do\n" + body + "\ndone"
	if redir != "" {
		loop += " " + redir
	}
	return loop + "\necho \"nr=$nr st=$?\""
}

// readForms are single reads: several names, -n, -N, -d, -a, no -r, EOF.
func (g *diffGen) readForms() string {
	in := g.pick(`"one two three four"`, `'  a  b  '`, `'x\y z'`, `'p:q::r'`, `''`, `$'l1\nl2'`, `"$`+g.scalar()+`"`, g.word())
	switch g.r.IntN(10) {
	case 0:
		return "read -r a b <<< " + in + `; echo "[$a][$b] $?"`
	case 1:
		return "read a b c <<< " + in + `; echo "[$a][$b][$c]"`
	case 2:
		return "read -n " + strconv.Itoa(1+g.r.IntN(4)) + " a <<< " + in + `; echo "[$a] $?"`
	case 3:
		return "read -N " + strconv.Itoa(1+g.r.IntN(4)) + " a <<< " + in + `; echo "[$a] $?"`
	case 4:
		return "read -d " + g.pick("':'", "' '", "x", "''") + " a <<< " + in + `; echo "[$a] $?"`
	case 5:
		return "IFS=" + g.pick(":", "' :'", "''", ",") + " read -r a b <<< " + in + `; echo "[$a][$b]"`
	case 6:
		return "read -ra " + g.array() + " <<< " + in + `; echo "${#` + g.array() + `[@]}"`
	case 7:
		return `read -r a < /dev/null; echo "eof=$? [$a]"`
	case 8:
		return "read -r a b <<< " + in + `; read -r c <<< "$b"; echo "[$c]"`
	default:
		return "read -r " + g.scalar() + " <<< " + in + `; echo "$?"`
	}
}

func (g *diffGen) printfIdiom() string {
	format := g.pick(`'[%-8s|%8s]\n'`, `'%5.2f|%.3e|%g\n'`, `'%+d % d %05d\n'`, `'%x %X %#x %#o\n'`,
		`'%*d|%-*s|\n'`, `'%.*s|\n'`, `'%q %q\n'`, `'%b|\n'`, `'%c%c\n'`, `'%s=%d\n'`, `'%10.4s|%-6.2s|\n'`,
		`'%08.3f\n'`, `'%i|%u\n'`, `'%e\n'`, `'%G %E\n'`, `'%s\n'`, `'%d%%\n'`, `'(%3d)'`)
	args := g.pick("3.14159", "-2", "0x1f", "010", `"'A"`, "1e3", "42 7 x", "abc def", "'a b' c", `'a\tb' 'c\n'`,
		"5 hello", "2 4 6", "255 8", "-0", "''", "9999999999", "3 xy 4 zw", "1.5 -1.5", "+7 ' 8'")
	if g.chance(3) {
		args = g.words(1, 3)
	}
	switch g.r.IntN(5) {
	case 0:
		return "printf -v " + g.pick(g.scalar(), "'arr[2]'", "m[k1]") + " " + format + " " + args +
			`; echo "st=$? [$` + g.pick("a", "b", "c", "s", "{arr[2]}", "{m[k1]}") + `]"`
	case 1:
		return "printf " + format + " " + args + "; echo \" st=$?\""
	default:
		return "printf " + format + " " + args
	}
}

func (g *diffGen) declIdiom() string {
	v := g.pick("dv", g.scalar())
	attr := g.pick("-i", "-l", "-u", "-x", "-r", "-a", "-ia", "-il", "-lu", "-n", "-ir")
	// No m: dv+=x through a nameref to m would add a key, and bash lists
	// an associative array in its hash order.
	val := g.pick("'2+3'", "HeLLo", "abc", "7", "'(1 2)'", "'x y'", "a", "i*2", "n")
	if strings.Contains(attr, "a") {
		val = "(" + g.words(1, 3) + ")"
	}
	s := g.pick("declare", "typeset", g.local()) + " " + attr + " " + v + "=" + val
	if strings.Contains(attr, "r") {
		s = "(\n" + s + "\n" + v + "=changed; echo \"st=$? $" + v + "\"\ndeclare -p " + v + "\n)"
	} else {
		s += "\n" + g.pick(v+"+="+g.pick("1", "Xy", "'+1'"), v+"="+g.pick("'3*3'", "MiXed", "z"), v+"+=(more)") +
			"\ndeclare -p " + v + "; echo \"${" + v + "[*]} ${" + v + "@a}\""
	}
	if g.chance(3) {
		s += "\ndeclare " + g.pick("+i", "+l", "+x", "-u") + " " + v + "; " + v + "=" + g.pick("Q1+1", "low") + "; declare -p " + v
	}
	if g.chance(4) {
		s += "\ndeclare -A h1=([" + g.pick("k", "'a b'", "0") + "]=" + g.literal() + "); declare -p h1; h1[k]+=x; echo \"${h1[k]}\""
	}
	return s
}

// scopeIdiom: dynamic scoping of locals, declare -g, unset of a local.
func (g *diffGen) scopeIdiom() string {
	g.nfunc++
	o, in := "outer_"+strconv.Itoa(g.nfunc), "inner_"+strconv.Itoa(g.nfunc)
	v := g.scalar()
	inner := g.pick(
		`echo "in sees [$`+v+`]"; `+v+`=set_by_inner`,
		`local `+v+`; echo "in local [${`+v+`-unset}]"; `+v+`=inner_local`,
		`unset `+v+`; echo "in unset [${`+v+`-unset}]"`,
		`declare -g `+v+`=glob; echo "in g [$`+v+`]"`,
		`local -i `+v+`=3*4; echo "in int $`+v+`"`,
		`local `+v+`=$(echo sub); `+v+`+=more; echo "$`+v+`"`,
		`typeset `+v+`=t; declare -p `+v)
	outer := g.pick(
		`local `+v+`=outer_val; `+in+`; echo "out [$`+v+`]"`,
		in+`; echo "out [${`+v+`-unset}]"`,
		`local `+v+`; `+in+`; echo "out [${`+v+`-unset}]"; unset `+v+`; echo "after unset [${`+v+`-unset}]"`,
		`declare `+v+`=decl_local; `+in+`; echo "out [$`+v+`]"`)
	return fmt.Sprintf("%s() { %s; }\n%s() { %s; }\n%s=top; %s; echo \"top [${%s-unset}]\"",
		in, inner, o, outer, v, o, v)
}

func (g *diffGen) transformIdiom() string {
	v := g.pick(g.scalar(), g.array(), g.intVar(), "m", "dv", "zz")
	sub := g.pick("", "", "[@]", "[*]", "[1]", "[k1]")
	ops := []string{"Q", "U", "u", "L", "a", "E", "A", "K", "k"}
	var parts []string
	for range 1 + g.r.IntN(3) {
		op := g.pick(ops...)
		if v == "m" && sub != "[k1]" && (op == "A" || op == "K" || op == "k" || sub != "") {
			sub = "[k1]" // an assoc array's order is bash's hash order
		}
		parts = append(parts, "${"+v+sub+"@"+op+"}")
	}
	pre := ""
	if g.chance(2) {
		pre = g.pick(`e='a\tb\nc'; `, `dv=$'x\ty'; `, "declare -i dv=5; ", "declare -l dv=MiX; ", "declare -u dv=up; ",
			`dv="it's"; `, `arr=([2]=x [5]='y z'); `, "unset dv; ")
		if strings.HasPrefix(pre, "e=") {
			parts = append(parts, "${e@E}")
		}
	}
	if g.chance(2) {
		return pre + `echo "` + strings.Join(parts, " ") + `"`
	}
	return pre + "printf '<%s>' " + strings.Join(parts, " ") + "; echo"
}

func (g *diffGen) indirectIdiom() string {
	switch g.r.IntN(5) {
	case 0:
		return "vn=" + g.pick(g.scalar(), "arr[1]", "i", "zz", "'m[k1]'", "arr") + `; echo "${!vn}" "${!vn:-dflt}" "${#vn}"`
	case 1:
		return "pfx_one=1 pfx_two='2 2' pfxthree=3; echo \"${!pfx_*}\"; for vn in \"${!pfx_@}\"; do echo \"$vn=${!vn}\"; done"
	case 2:
		// With no arguments ${!#} would be $0, the script's name.
		return "set -- " + g.words(0, 2) + " last; vn=" + g.pick("1", "2", "#", "@") + `; echo "${!vn}"`
	case 3:
		return `echo "${!` + g.pick("a", "b", "ar", "m", "k") + `*}"`
	default:
		return "vn=" + g.scalar() + "; printf -v \"$vn\" '%s' " + g.word() + `; echo "${!vn}"`
	}
}

func (g *diffGen) namerefIdiom() string {
	g.nfunc++
	f := "nr_" + strconv.Itoa(g.nfunc)
	switch g.r.IntN(5) {
	case 0:
		v := g.scalar()
		return "declare -n rn=" + v + "; rn=" + g.word() + `; echo "$` + v + ` ${rn}"; declare -p rn; unset -n rn`
	case 1:
		a := g.array()
		return f + "() { local -n out=$1; out+=(" + g.words(1, 2) + "); echo \"${#out[@]}\"; }\n" + f + " " + a + `; echo "${` + a + `[*]}"`
	case 2:
		return f + "() { local -n res=$1; res=$(( " + g.arith(1) + " )); }\n" + f + " " + g.intVar() + `; echo "$i $n"`
	case 3:
		return "declare -n rn=m; rn[k1]=" + g.word() + `; echo "${m[k1]} ${#rn[@]}"; unset -n rn`
	default:
		return f + "() { local -n ref_=$1; for x in \"${ref_[@]}\"; do echo \"<$x>\"; done; }\n" + f + " " + g.array()
	}
}

func (g *diffGen) getoptsIdiom() string {
	g.nfunc++
	f := "opts_" + strconv.Itoa(g.nfunc)
	optstring := g.pick("ab:c", ":ab:c", "vf:", ":x", "ab:")
	loc := g.pick("local OPTIND opt OPTARG; ", "local opt; ", "")
	def := f + "() {\n" + loc + "while getopts '" + optstring + "' opt; do\ncase $opt in\n" +
		"a|c|v|x) echo \"flag $opt\";;\nb|f) echo \"arg $opt=$OPTARG\";;\n:) echo \"missing $OPTARG\";;\n" +
		"\\?) echo \"bad ${OPTARG-none}\";;\nesac\ndone\nshift $((OPTIND - 1))\necho \"rest=$* optind=$OPTIND\"\n}"
	calls := []string{"-a -b val x y", "-ac -bz q", "-x -a", "-- -a", "-b", "-vf file -v", "-abval", "a -b",
		"-a -- -b", "-c -", "-cba"}
	s := def
	for range 1 + g.r.IntN(2) {
		s += "\n" + f + " " + g.pick(calls...)
	}
	return s
}

// argsIdiom: positional parameters, "$@" and "$*" with IFS.
func (g *diffGen) argsIdiom() string {
	set := "set -- " + g.pick("a 'b c' d", "'' x ''", "-v --name=val -- rest", "1 2 3 4 5", g.words(0, 3))
	switch g.r.IntN(5) {
	case 0:
		return set + "\nwhile (( $# )); do\ncase $1 in\n-v) echo verbose;;\n--name=*) echo \"name=${1#*=}\";;\n--) shift; break;;\n*) echo \"arg [$1]\";;\nesac\nshift\ndone\necho \"left $#: $*\""
	case 1:
		return set + "; show() { printf '<%s>' \"$@\"; echo \" $#\"; }; " +
			g.pick("show \"$@\"", "show $@", "show \"$*\"", "show $*", `show "${@:2}"`, `show "${@: -1}"`, `show "$@" extra`)
	case 2:
		ifs := g.pick(",", "''", "': '", "-", "$'\\n'")
		return set + "; ( IFS=" + ifs + "; echo \"$*\"; echo $*; arr2=(\"$@\"); echo \"${arr2[*]}\"; printf '<%s>' $*; echo )"
	case 3:
		return set + "; shift " + g.pick("", "2", "9", "0") + "; echo \"st=$? $# [$*]\"; set -- \"$@\" z; echo \"$#\""
	default:
		return "joinby() { local IFS=$1; shift; echo \"$*\"; }; joinby " + g.pick(",", ":", "''", "'-+'") + " " + g.words(1, 3)
	}
}

func (g *diffGen) splitIdiom() string {
	ifs := g.pick(":", "' :'", ",", "''", "$'\\n'", "' '", "':,'")
	val := g.pick("'a::b:'", "' a : b::c '", "',a,,b,'", "'x y'", "'one'", "':'", "''", `"$`+g.scalar()+`"`, "'a b:c,d'")
	switch g.r.IntN(4) {
	case 0:
		return "( IFS=" + ifs + "; x=" + val + "; set -- $x; echo \"$#\"; printf '<%s>' \"$@\"; echo )"
	case 1:
		return "( IFS=" + ifs + " read -ra parts <<< " + val + "; echo \"${#parts[@]}\"; printf '<%s>' \"${parts[@]}\"; echo )"
	case 2:
		return "( IFS=" + ifs + "; x=" + val + "; for w in $x; do echo \"<$w>\"; done; arr3=($x); echo \"${#arr3[@]}\" )"
	default:
		return "old_ifs=$IFS; IFS=" + ifs + "; x=" + val + "; y=($x); IFS=$old_ifs; echo \"${#y[@]} ${y[*]}\""
	}
}

func (g *diffGen) sliceIdiom() string {
	off := g.pick("-3", "-1", "1", "0", "-10", "(-2)", "i", "$((1+1))", "10")
	ln := g.pick("", ":2", ":-1", ":-2", ":0", ":1", ":n")
	sp := ""
	if strings.HasPrefix(off, "-") {
		sp = " "
	}
	switch g.r.IntN(4) {
	case 0:
		return `echo "[${` + g.scalar() + ":" + sp + off + ln + `}]"`
	case 1:
		if ln == ":-1" || ln == ":-2" {
			ln = ":1"
		}
		return `printf '<%s>' "${` + g.array() + "[@]:" + sp + off + ln + `}"; echo`
	case 2:
		if ln == ":-1" || ln == ":-2" {
			ln = ""
		}
		if off == "0" || off == "i" {
			off = "1" // ${@:0} starts with $0, the script's name
		}
		// Three words at least: ${@: -3} reaches $0 with two.
		return "set -- p1 p2 p3 " + g.words(0, 3) + `; printf '<%s>' "${@:` + sp + off + ln + `}"; echo`
	default:
		return `s2="hello world"; echo "${s2: -5}" "${s2:0:5}" "${s2:6}" "${s2:1:-1}" "${s2: -5:3}"`
	}
}

func (g *diffGen) arrayIdiom() string {
	a := g.array()
	switch g.r.IntN(6) {
	case 0:
		return a + "=([3]=" + g.literal() + " [7]=" + g.literal() + " [1]=" + g.literal() + "); unset '" + a + "[" + g.pick("3", "1", "0", "-1") + "]'" +
			`; echo "${!` + a + `[@]} #${#` + a + `[@]}"; ` + a + `+=(add); echo "${!` + a + `[@]}" "${` + a + `[-1]}"`
	case 1:
		return a + "[${#" + a + "[@]}]=" + g.word() + `; copy=("${` + a + `[@]}"); echo "${!copy[@]}" "${#copy[@]}"`
	case 2:
		return "for idx in \"${!" + a + "[@]}\"; do echo \"$idx=${" + a + "[idx]}\"; done"
	case 3:
		return a + "=(\"${" + a + "[@]/" + g.pattern() + "/Z}\"); declare -p " + a
	case 4:
		return "(IFS=" + g.pick(",", "''", "'|'") + "; echo \"${" + a + "[*]}\")"
	default:
		return "unset '" + a + "[" + g.pick("0", "1", "-1", "5") + "]'; echo \"st=$? ${" + a + "[@]} ${#" + a + "[@]}\"; declare -p " + a
	}
}

func (g *diffGen) assocIdiom() string {
	k := g.pick(genKeys...)
	switch g.r.IntN(6) {
	case 0:
		return "for key in \"${!m[@]}\"; do echo \"$key=${m[$key]}\"; done | sort"
	case 1:
		return "declare -A cnt=(); for w in " + g.words(1, 4) + " a a; do cnt[$w]=$(( ${cnt[$w]:-0} + 1 )); done; for w in \"${!cnt[@]}\"; do echo \"$w ${cnt[$w]}\"; done | sort"
	case 2:
		return "[[ -v m[" + k + "] ]] && echo \"has " + k + "\" || echo \"no " + k + "\"; echo \"${m[" + k + "]:-dflt} ${#m[@]}\""
	case 3:
		return "unset 'm[" + strings.Trim(k, "'") + "]'; echo \"${#m[@]}\"; printf '%s\\n' \"${m[@]}\" | sort"
	case 4:
		return "declare -A cnt=(); for w in " + g.words(1, 3) + " a; do ((cnt[$w]++)); done; printf '%s\\n' \"${!cnt[@]}\" | sort; echo \"${cnt[a]}\""
	default:
		return "m+=([" + k + "]=" + g.word() + " [new]=v); echo \"${m[" + k + "]} ${m[new]}\"; printf '%s\\n' \"${!m[@]}\" | sort | tr '\\n' ' '; echo"
	}
}

func (g *diffGen) mapfileIdiom() string {
	redir, pipe := g.readInput()
	if pipe != "" {
		redir = "< <(" + strings.TrimSuffix(pipe, " | ") + ")"
	}
	opts := g.pick("-t", "-t -s 1", "-t -n 2", "", "-t -s 1 -n 1", "-d , -t", "-t -O 2")
	a := g.pick(g.array(), "lines")
	s := g.pick("mapfile", "readarray") + " " + opts + " " + a + " " + redir
	return s + "\ndeclare -p " + a
}

func (g *diffGen) regexIdiom() string {
	re := g.pick(`'^([a-z]+)-([0-9]+)$'`, `'([0-9]+)'`, `'^(a|b)?(c)'`, `'[[:upper:]][[:lower:]]+'`, `'^(.*)\.(.*)$'`,
		`'x{2,3}'`, `'^ *$'`, `'(o+)'`, `'^[^:]*:'`)
	w := g.pick("abc-12", "x-y", "foo.bar.baz", "c", "bc", "AbC", "a:b:c", "xxxx", "'  '", g.word())
	switch g.r.IntN(3) {
	case 0:
		return "re=" + re + "; if [[ " + w + " =~ $re ]]; then echo \"m ${#BASH_REMATCH[@]} ${BASH_REMATCH[0]} [${BASH_REMATCH[1]}] [${BASH_REMATCH[2]}]\"; else echo \"nomatch ${#BASH_REMATCH[@]}\"; fi"
	case 1:
		return "for w in " + g.words(1, 3) + " abc-12; do [[ $w =~ " + g.pick(`^[0-9]+$`, `^[a-z]+-`, `"."`, `a.c`, `^(x|h)`, `[[:space:]]`) + " ]] && echo \"<$w> ${BASH_REMATCH[0]}\"; done"
	default:
		return "[[ " + w + " =~ " + g.pick(`"a.b"`, `a"."b`, `'x'+`, `\.`, `^(ab)+$`) + " ]]; echo \"$? ${BASH_REMATCH[*]}\""
	}
}

// globIdiom: case and [[ ]] patterns, extglob where it was enabled on an
// earlier line (bash parses a case with extglob only then).
func (g *diffGen) globIdiom() string {
	pats := []string{"[[:digit:]]*", "*.txt", "[a-c]*", "-*", "*' '*", "?", "[!a-z]*", `\**`}
	ext := []string{"+([0-9])", "@(foo|bar)", "!(*.txt)", "?(x)a*", "*(ab)", "@(a|h)*", "*.@(txt|md)"}
	if g.extglob {
		pats = append(pats, ext...)
	}
	w := g.pick("123", "foo", "bar", "x.txt", "abab", "'a b'", "-v", "héllo", "''", "xa", "*x", "r.md", g.word())
	switch g.r.IntN(3) {
	case 0:
		s := "case " + w + " in\n"
		for range 2 + g.r.IntN(3) {
			s += g.pick(pats...) + ") echo \"case " + strconv.Itoa(g.r.IntN(100)) + "\";;\n"
		}
		return s + "*) echo other;;\nesac"
	case 1:
		if w == "-v" {
			w = "x-v" // [[ -v == p ]] is a syntax error
		}
		return "[[ " + w + " == " + g.pick(append(pats, ext...)...) + " ]]; echo \"glob $?\""
	default:
		v := g.scalar()
		if g.extglob {
			return `echo "${` + v + g.pick("##", "#", "%%", "%", "//", "/") + g.pick(ext...) + `}"`
		}
		return "p='" + g.pick("*.txt", "a*", "?") + "'; case " + w + " in $p) echo unq;; \"$p\") echo quoted;; *) echo none;; esac"
	}
}

func (g *diffGen) arithIdiom() string {
	e := g.pick("2#1010", "16#ff", "8#17", "36#zz", "64#_", "0xFF", "017", "9223372036854775807 + 1", "2**63", "2**62*2",
		"-9223372036854775807 - 1", "1 << 62", "-8 >> 1", "7 / -2", "-7 % 3", "x = 3, y = x * 2, x + y", "i++ + ++i",
		"(i > 2) ? i : -i", "a = b = 4", "2 ** 3 ** 2", "~0", "!i", "i += 2, i *= 3", "010 + 0x10 + 2#10",
		"arr[1] + m[k1]", "n ? 10 / n : 0", "1 ? 2 : 3 ? 4 : 5", "-(-3)", "+-+1", "1 < 2 == 1", "3 & 5 | 2 ^ 7")
	switch g.r.IntN(4) {
	case 0:
		return "echo $(( " + e + " ))"
	case 1:
		return "(( " + e + " )); echo \"st=$? i=$i n=$n\""
	case 2:
		return "let " + strconv.Quote("r = "+e) + "; echo \"$r\""
	default:
		return g.intVar() + "=0; (( " + g.intVar() + "++ )); echo \"st=$?\"; (( " + g.pick("i", "n") + "-- )) || echo zero"
	}
}

func (g *diffGen) braceIdiom() string {
	b := g.pick("{a..e..2}", "{01..10}", "{10..1..3}", "{a,b}{1,2}", "{z..w}", "{1..3}{x,y}", "{-3..3..2}",
		"pre{A,B}post", "{1..10..4}", "x{,}y", "{05..1..2}", "{a..f}", "{1..3}", "{a,b,c}", "{x,{y,z}}", "{1..2..0}",
		"{1..a}", "{a,}", "{}", "{x}", "a{1..3}b", "{0..20..5}", "{-2..2}")
	if g.chance(2) {
		return "echo " + b + " " + g.pick("", b)
	}
	return "for x in " + b + "; do printf '%s,' \"$x\"; done; echo"
}

// statusIdiom: exit statuses of subshells, substitutions, functions.
func (g *diffGen) statusIdiom() string {
	n := strconv.Itoa(g.r.IntN(5))
	switch g.r.IntN(8) {
	case 0:
		return "( exit " + n + " ); echo \"st=$?\""
	case 1:
		return "x=$(exit " + n + "); echo \"st=$?\"; declare y=$(exit " + n + "); echo \"decl=$?\""
	case 2:
		g.nfunc++
		f := "st_" + strconv.Itoa(g.nfunc)
		return f + "() { local x=$(exit " + n + "); echo \"local=$?\"; return " + g.pick(n, "", "$?") + "; }; " + f + "; echo \"f=$?\""
	case 3:
		return "! ( exit " + n + " ); echo \"neg=$?\"; ! true; echo \"$?\""
	case 4:
		g.nfunc++
		f := "st_" + strconv.Itoa(g.nfunc)
		return f + "() { " + g.pick("false", "true", "(exit 3)") + "; return; }; " + f + " && echo yes || echo \"no $?\"; if ! " + f + "; then echo \"neg $?\"; fi"
	case 5:
		return "echo $( (exit " + n + "); echo \"in=$?\" ) \"out=$?\""
	case 6:
		return "(exit " + n + ") || echo \"failed $?\"; true | (exit " + n + "); echo \"pipe=$? ${PIPESTATUS[*]}\""
	default:
		return "f_sub() ( exit " + n + " ); f_sub; echo \"$?\"; x=$(f_sub) || echo \"sub failed $?\""
	}
}

// errexitIdiom: set -e where bash ignores it (&&, ||, if, !, functions
// called in a condition, local x=$(...)) and where it does not, in a
// subshell so that the script goes on.
func (g *diffGen) errexitIdiom() string {
	snippets := []string{
		"false && true", "f_e || true", "x=$(false)", "f_l", "c=0; ((c++))", "! true", "true | false",
		"if false; then :; fi", "while false; do :; done", "{ false; } || :", "if f_e; then echo iff; fi",
		"false", "(( 0 ))", "[[ a == b ]]", "test -f nofile", "eval false", "for x in 1; do false; done",
		"false | true", "set -o pipefail; false | true", "f_e", "x=$(false; echo after-false)", "echo \"$(false)\"",
		"case x in x) false;; esac", "f_e && echo and", "(false)", "{ false; echo ingroup; }", "readonly ro_e=1; ro_e=2",
	}
	var body []string
	for i := range 1 + g.r.IntN(3) {
		body = append(body, g.pick(snippets...), "echo \"after "+strconv.Itoa(i)+" $?\"")
	}
	return "( set -e\nf_e() { false; echo \"in f_e\"; }\nf_l() { local x=$(false); echo \"in f_l $?\"; }\n" +
		strings.Join(body, "\n") + "\n); echo \"errexit st=$?\""
}

func (g *diffGen) trapIdiom() string {
	switch g.r.IntN(6) {
	case 0:
		return "( trap 'echo \"bye $?\"' EXIT; echo in; exit " + strconv.Itoa(g.r.IntN(4)) + " ); echo \"st=$?\""
	case 1:
		return "x=$(trap 'echo trapped' EXIT; echo val); echo \"[$x]\""
	case 2:
		return "( trap 'echo \"err $?\"' ERR; false; " + g.pick("true", "(exit 3)", "false || true", "f_x() { return 2; }; f_x") + "; echo next )"
	case 3:
		g.nfunc++
		f := "tr_" + strconv.Itoa(g.nfunc)
		return f + "() { trap 'echo ret' RETURN; echo body; }; " + f + "; trap - RETURN; echo after"
	case 4:
		return "( trap 'echo first' EXIT; trap 'echo second' EXIT; trap -p EXIT; trap - EXIT; echo cleared )"
	default:
		return "( set -e; trap 'echo \"exit-trap $?\"' EXIT; " + g.pick("false", "true", "(exit 4)", "x=$(false)") + "; echo reached ); echo \"st=$?\""
	}
}

func (g *diffGen) execIdiom() string {
	f := g.file()
	switch g.r.IntN(7) {
	case 0:
		return "exec 3>" + f + "; echo a >&3; printf '%s\\n' " + g.word() + " >&3; exec 3>&-; cat " + f
	case 1:
		return "echo line1 > " + f + "; exec 4<" + f + "; read -r l <&4; exec 4<&-; echo \"read [$l]\""
	case 2:
		return "( exec > " + f + "; echo hidden; " + g.simple() + " ); cat " + f
	case 3:
		return "exec 3>&1; x=$(echo captured; echo to3 >&3); exec 3>&-; echo \"[$x]\""
	case 4:
		return "exec 5>>" + f + "; echo appended >&5; exec 5>&-; wc -l < " + f
	case 5:
		return "{ echo out; echo err >&2; } " + g.pick("2>&1 >/dev/null", "2>/dev/null", ">/dev/null 2>&1", "2>&1") + " | " + g.filter()
	default:
		return "{ " + g.simple() + "; echo done; } > " + f + " 2>&1; cat " + f
	}
}

func (g *diffGen) typeIdiom() string {
	fn := "nofn"
	if len(g.funcs) > 0 {
		fn = g.pick(g.funcs...)
	}
	return g.pick("type -t", "command -v", "type -t", "declare -F") + " " + g.pick("echo", "if", fn, "nosuchcmd", "printf", "[[", "read", "true") +
		"; echo \"st=$?\""
}

func (g *diffGen) echoIdiom() string {
	return "echo " + g.pick("-e", "-n", "-E", "-en", "-ne", "-neE", "--", "-e -n", "-x", "-") + " " +
		g.pick(`'a\tb\n\x41\0101'`, `'c\c'`, `"d\\e"`, `'\\'`, `'-n'`, `'\e[1m'`, `'q\x'`, `'\0'`, `'\a\b'`, g.word()) +
		g.pick("", "; echo", " | od -c | head -2")
}

func (g *diffGen) tildeIdiom() string {
	return g.pick(
		`h=~; [[ $h == "$HOME" ]] && echo tilde-home`,
		`v=~/d; echo "${v#"$HOME"}"`,
		`w=a:~/b; echo "${w#a:"$HOME"}"`,
		`echo "~" '~' \~ ~nosuchuser_zz x~`,
		`t=${zz:-~}; [[ $t == "$HOME" ]] && echo dflt-home`,
		`arr4=(~ "~"); [[ ${arr4[0]} == "$HOME" ]] && echo "${arr4[1]}"`)
}
