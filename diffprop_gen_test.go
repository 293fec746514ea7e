package computerwelt

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
)

// diffGen produces small well-formed bash scripts from a grammar for
// TestDiffProp. The same seed always gives the same script. Every loop is
// bounded by a counter no other statement writes, every function calls only
// functions defined before it (the one recursive shape has a bounded
// depth), files are relative names in the working directory, and nothing
// reads the clock, the process id or $RANDOM: a script's stdout and status
// depend on the shell alone.
type diffGen struct {
	r       *rand.Rand
	depth   int  // nesting of compound commands
	loops   int  // enclosing loops in the current function (break, continue)
	inFunc  bool // inside a function body (local, return)
	funcs   []string
	nfunc   int
	ncount  int  // loop counters made so far
	inline  bool // a statement follows on the same line: no here-document
	extglob bool // shopt -s extglob ran on an earlier line: case may use it
}

// Top-level statements of a script; TestDiffProp minimises a failing
// script by dropping them.
func genScript(seed uint64) []string {
	g := &diffGen{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
	var out []string
	// The assoc array is declared first: `m[k]=v` on an undeclared m
	// would make an indexed array with arithmetic subscripts.
	out = append(out, "declare -A m=("+g.assocInit()+")")
	if g.r.IntN(8) == 0 {
		out = append(out, g.setOption())
	}
	if g.chance(3) {
		out = append(out, "shopt -s extglob")
		g.extglob = true
	}
	n := 4 + g.r.IntN(10)
	for range n {
		out = append(out, g.stmt())
	}
	if g.r.IntN(6) == 0 {
		out = append(out, fmt.Sprintf("exit %d", g.r.IntN(4)))
	}
	return out
}

func (g *diffGen) pick(xs ...string) string { return xs[g.r.IntN(len(xs))] }

func (g *diffGen) chance(n int) bool { return g.r.IntN(n) == 0 }

// Variables the statements read and write. Loop counters (k0, k1, ...)
// are not among them.
var (
	genScalars = []string{"a", "b", "c", "s"}
	genInts    = []string{"i", "n"}
	genArrays  = []string{"arr", "brr"}
	genKeys    = []string{"k1", "k2", "'x y'", "0", "key"}
	genFiles   = []string{"f1", "f2", "f3"}
)

func (g *diffGen) scalar() string { return g.pick(genScalars...) }
func (g *diffGen) intVar() string { return g.pick(genInts...) }
func (g *diffGen) array() string  { return g.pick(genArrays...) }
func (g *diffGen) file() string   { return g.pick(genFiles...) }
func (g *diffGen) anyVar() string {
	switch g.r.IntN(4) {
	case 0:
		return g.intVar()
	case 1:
		return g.array()
	default:
		return g.scalar()
	}
}

// literal is a word with no expansion, in one of bash's quotings.
func (g *diffGen) literal() string {
	return g.pick("hello", "world", "'a b'", `"x y  z"`, "foo.bar.baz", "a:b:c", "AbC",
		"''", "42", "-3", "7", "0", "'*'", "path/to/file.txt", `a\ b`, `$'t\tab'`,
		`"q'uote"`, `'d"q'`, "abcabc", "x-y_z", `\$x`, "héllo", "'  lead'", "banana")
}

// pattern is a glob for ${x#p}, case and [[ == ]].
func (g *diffGen) pattern() string {
	return g.pick("a", "*.", ".*", "?", "[ab]", "b*", "*o", "o", "*", "a*c", `\*`, "'a b'", "[!a]*", "l")
}

// param is a parameter expansion of one of the variables.
func (g *diffGen) param() string {
	v := g.scalar()
	switch g.r.IntN(34) {
	case 0:
		return "$" + v
	case 1:
		return "${" + v + ":-" + g.pick("def", "'d e'", "$b") + "}"
	case 2:
		return "${" + v + "-unset}"
	case 3:
		return "${" + v + ":+alt}"
	case 4:
		return "${" + v + ":=" + g.pick("dflt", "1") + "}"
	case 5:
		return "${#" + v + "}"
	case 6:
		return "${" + v + "%" + g.pattern() + "}"
	case 7:
		return "${" + v + "%%" + g.pattern() + "}"
	case 8:
		return "${" + v + "#" + g.pattern() + "}"
	case 9:
		return "${" + v + "##" + g.pattern() + "}"
	case 10:
		return "${" + v + "/" + g.pattern() + "/" + g.pick("X", "", "<&>", "$b") + "}"
	case 11:
		return "${" + v + "//" + g.pattern() + "/" + g.pick("X", "", "_") + "}"
	case 12:
		return "${" + v + "/#" + g.pattern() + "/S}"
	case 13:
		return "${" + v + "/%" + g.pattern() + "/E}"
	case 14:
		return "${" + v + ":" + strconv.Itoa(g.r.IntN(4)) + ":" + strconv.Itoa(g.r.IntN(4)) + "}"
	case 15:
		return "${" + v + ": -" + strconv.Itoa(1+g.r.IntN(3)) + "}"
	case 16:
		return "${" + v + ":" + strconv.Itoa(g.r.IntN(3)) + "}"
	case 17:
		return "${" + v + "^^}"
	case 18:
		return "${" + v + ",,}"
	case 19:
		return "${" + v + "^}"
	case 20:
		return "${" + v + "~~}"
	case 21:
		a := g.array()
		return g.pick(`"${`+a+`[@]}"`, "${"+a+"[*]}", `"${`+a+`[*]}"`, "${"+a+"[@]}")
	case 22:
		return "${#" + g.array() + "[@]}"
	case 23:
		return "${!" + g.array() + "[@]}"
	case 24:
		return "${" + g.array() + "[" + g.pick("0", "1", "-1", "i", "n+1", "5") + "]}"
	case 25:
		return `"${` + g.array() + "[@]:" + strconv.Itoa(g.r.IntN(3)) + ":" + strconv.Itoa(g.r.IntN(3)) + `}"`
	case 26:
		return "${m[" + g.pick(genKeys...) + "]}"
	case 27:
		return "${#m[@]}"
	case 28:
		return "${" + v + "@Q}"
	case 29:
		return "${!" + g.pick("ref", "ref2") + "}"
	case 30:
		return g.pick("$#", `"$@"`, "$*", "$1", "${2:-none}", `"$*"`)
	case 31:
		return "${" + g.array() + "[@]/" + g.pattern() + "/R}"
	case 32:
		return "${" + g.array() + "[@]^^}"
	default:
		return "${" + g.intVar() + "}"
	}
}

// word is one shell word: a literal, an expansion, or both joined.
func (g *diffGen) word() string {
	switch g.r.IntN(12) {
	case 0, 1, 2:
		return g.literal()
	case 3, 4:
		return g.param()
	case 5, 6:
		return `"` + g.param() + `"`
	case 7:
		return "$((" + g.arith(2) + "))"
	case 8:
		if g.depth < 3 {
			g.depth++
			defer func() { g.depth-- }()
			if g.chance(2) {
				return `"$(` + g.simple() + `)"`
			}
			return "$(" + g.simple() + ")"
		}
		return g.literal()
	case 9:
		return `"pre-` + g.param() + `-post"`
	case 10:
		return g.pick("x", "'y '", "z") + "${" + g.scalar() + "}" + g.pick("", "_s", ".t")
	default:
		return g.literal() + g.param()
	}
}

func (g *diffGen) words(min, max int) string {
	n := min + g.r.IntN(max-min+1)
	ws := make([]string, n)
	for i := range ws {
		ws[i] = g.word()
	}
	return strings.Join(ws, " ")
}

// arith is an arithmetic expression of bounded depth; division by zero,
// negative exponents and syntax errors of string values can happen.
func (g *diffGen) arith(d int) string {
	if d <= 0 || g.chance(3) {
		switch g.r.IntN(7) {
		case 0, 1:
			return strconv.Itoa(g.r.IntN(12))
		case 2:
			return g.intVar()
		case 3:
			return "$" + g.intVar()
		case 4:
			return g.pick("a", "arr[1]", "${#b}", "m[k1]", "0x1f", "010", "2#101", "-5")
		case 5:
			return g.pick(g.intVar()+"++", g.intVar()+"--", "++"+g.intVar(), "--"+g.intVar())
		default:
			return strconv.Itoa(g.r.IntN(1000) - 300)
		}
	}
	x := g.arith(d - 1)
	switch g.r.IntN(12) {
	case 0:
		return x + " " + g.pick("+", "-", "*", "<", "<=", "==", "!=", ">", ">=", "&&", "||", "&", "|", "^") + " " + g.arith(d-1)
	case 1:
		return x + " " + g.pick("/", "%") + " " + g.pick(strconv.Itoa(g.r.IntN(5)), g.intVar(), "("+g.arith(d-1)+")")
	case 2:
		return x + " ** " + g.pick(strconv.Itoa(g.r.IntN(6)), "-1")
	case 3:
		return x + " " + g.pick("<<", ">>") + " " + strconv.Itoa(g.r.IntN(9))
	case 4:
		return "(" + x + ") ? " + g.arith(d-1) + " : " + g.arith(d-1)
	case 5:
		return g.pick("-", "!", "~") + "(" + x + ")"
	case 6:
		return g.intVar() + " " + g.pick("=", "+=", "-=", "*=", "%=", "<<=", "|=") + " " + x
	case 7:
		return "(" + x + ")"
	case 8:
		return x + " , " + g.arith(d-1)
	default:
		return x + " " + g.pick("+", "-", "*") + " " + g.arith(d-1)
	}
}

// cond is a condition for if, while, && and ||.
func (g *diffGen) cond() string {
	w := func() string { return g.word() }
	switch g.r.IntN(16) {
	case 0:
		return "[[ " + w() + " == " + g.pattern() + " ]]"
	case 1:
		return "[[ " + g.pick("-n", "-z") + " " + w() + " ]]"
	case 2:
		return "[[ " + w() + " " + g.pick("<", ">", "!=", "=") + " " + w() + " ]]"
	case 3:
		return "[[ $((" + g.arith(1) + ")) " + g.pick("-lt", "-eq", "-ge", "-ne") + " " + g.pick("i", "3", "$(("+g.arith(1)+"))") + " ]]"
	case 4:
		return "[[ " + w() + " =~ " + g.pick("^[a-z]+$", "b", "^(a|h)", "[0-9]", "o$", "^$") + " ]]"
	case 5:
		return "[[ ! " + w() + " && -n " + w() + " || " + g.pick("-z", "-n") + " " + w() + " ]]"
	case 6:
		return `[ "` + g.param() + `" ` + g.pick("=", "!=") + " " + w() + " ]"
	case 7:
		return "test " + g.pick("-n", "-z") + ` "` + g.param() + `"`
	case 8:
		return "[ " + g.arith(0) + " " + g.pick("-gt", "-le", "-eq") + " " + g.pick("3", "0", "x", "") + " ]"
	case 9, 10:
		return "(( " + g.arith(2) + " ))"
	case 11:
		return "[[ " + g.pick("-f", "-e", "-s", "-d") + " " + g.file() + " ]]"
	case 12:
		return "[[ -v " + g.pick("a", "arr[1]", "m[k1]", "zz", "i") + " ]]"
	case 13:
		return g.pick("true", "false", "! true", "! false")
	case 14:
		if len(g.funcs) > 0 {
			return g.pick(g.funcs...) + " " + g.words(0, 2)
		}
		return "true"
	default:
		return g.simple()
	}
}

// simple is a simple command or a pipeline, printing something.
func (g *diffGen) simple() string {
	switch g.r.IntN(14) {
	case 0, 1, 2:
		return "echo " + g.words(1, 3)
	case 3:
		return "echo " + g.pick("-n", "-e", "-E") + " " + g.words(1, 2)
	case 4, 5:
		return "printf " + g.printfFormat() + " " + g.words(0, 3)
	case 6, 7, 8:
		return g.pipeline()
	case 9:
		return "cat " + g.file()
	case 10:
		if len(g.funcs) > 0 {
			return g.pick(g.funcs...) + " " + g.words(0, 2)
		}
		return "echo nofunc"
	case 11:
		return "echo " + strconv.Quote(g.pick("a", "b", "c")) + " " + "$((" + g.arith(2) + "))"
	default:
		return "echo " + g.words(1, 2) + " | " + g.filter()
	}
}

func (g *diffGen) printfFormat() string {
	return g.pick(`'%s\n'`, `'%s|'`, `'[%5s]\n'`, `'[%-4s]\n'`, `'%d\n'`, `'%03d,'`, `'%x %o\n'`,
		`'%q\n'`, `'%s,%s\n'`, `'%b\n'`, `'%.2s|'`, `'%c\n'`, `'%i %u\n'`, `"%s=%s\n"`, `'%%%s\n'`)
}

// source starts a pipeline.
func (g *diffGen) source() string {
	switch g.r.IntN(6) {
	case 0:
		return "echo " + g.words(1, 3)
	case 1, 2:
		return "printf '%s\\n' " + g.words(1, 4)
	case 3:
		return "cat " + g.file()
	case 4:
		return g.pick("printf 'b a\\nc:d\\na b\\n10\\n9\\n'", "printf 'x y z\\n1:2:3\\n\\n'", "printf 'pear\\napple\\npear\\n'")
	default:
		return "printf '%s\\n' " + g.pick(`"${arr[@]}"`, `"${brr[@]}"`, `"${!m[@]}"`, `"${m[@]}"`) + " | sort"
	}
}

// filter is a command reading stdin in a pipeline.
func (g *diffGen) filter() string {
	return g.pick("tr a-z A-Z", "tr -d aeiou", "tr -s ' '", "tr ':' '\\n'", "sort", "sort -r", "sort -n",
		"sort -u", "head -n 2", "head -c 5", "head -n 1", "wc -l", "wc -c", "wc -w", "wc",
		"cut -d: -f1", "cut -c1-3", "cut -d' ' -f2", "cat", "cat -n",
		"while read -r l; do echo \"<$l>\"; done",
		"{ read -r x; echo \"first=$x\"; }",
		"while IFS=: read -r p q; do echo \"$q/$p\"; done")
}

func (g *diffGen) pipeline() string {
	p := g.source()
	for range g.r.IntN(3) + 1 {
		p += " | " + g.filter()
	}
	if g.chance(5) {
		p = g.pick("false", "true", "(exit 3)") + " | " + p
	}
	if g.chance(4) {
		p += "; echo \"ps=${PIPESTATUS[*]}\""
	}
	return p
}

func (g *diffGen) assocInit() string {
	var parts []string
	for range g.r.IntN(3) + 1 {
		parts = append(parts, "["+g.pick(genKeys...)+"]="+g.literal())
	}
	return strings.Join(parts, " ")
}

func (g *diffGen) assign() string {
	switch g.r.IntN(20) {
	case 0, 1, 2, 3:
		return g.scalar() + "=" + g.word()
	case 4:
		return g.scalar() + "+=" + g.word()
	case 5:
		return g.intVar() + "=$((" + g.arith(2) + "))"
	case 6:
		return g.array() + "=(" + g.words(0, 4) + ")"
	case 7:
		return g.array() + "+=(" + g.words(1, 2) + ")"
	case 8:
		return g.array() + "[" + g.pick("0", "1", "3", "i", "-1", "n+1") + "]=" + g.word()
	case 9:
		return "m[" + g.pick(genKeys...) + "]=" + g.word()
	case 10:
		return "m[" + g.pick(genKeys...) + "]+=" + g.word()
	case 11:
		return g.local() + "-i " + g.intVar() + "=" + g.pick("'2+3'", "7", "i*2", "x", "010")
	case 12:
		return g.local() + g.scalar() + "=" + g.word()
	case 13:
		return g.local() + "-a " + g.array() + "=(" + g.words(0, 3) + ")"
	case 14:
		return g.pick("ref", "ref2") + "=" + g.pick("a", "b", "arr[1]", "m[k1]", "zz", "n")
	case 15:
		return "read -r " + g.scalar() + " " + g.scalar() + " <<< " + g.word()
	case 16:
		return "IFS=: read -r -a " + g.array() + " <<< " + g.pick("a:b:c", "'x y:z'", "::", g.word())
	case 17:
		return "printf -v " + g.scalar() + " " + g.printfFormat() + " " + g.words(1, 2)
	case 18:
		return "set -- " + g.words(0, 3)
	default:
		return g.scalar() + "=" + g.word() + " " + g.scalar() + "=" + g.word()
	}
}

// local is "local " inside a function and "declare " elsewhere.
func (g *diffGen) local() string {
	if g.inFunc && g.chance(2) {
		return "local "
	}
	return "declare "
}

func (g *diffGen) setOption() string {
	return g.pick("set -e", "set -u", "set -o pipefail", "set +e", "set -eu", "set +u", "shopt -s nullglob")
}

// block is statements joined by newlines for a compound command's body.
func (g *diffGen) block(min, max int) string {
	n := min + g.r.IntN(max-min+1)
	ss := make([]string, n)
	for i := range ss {
		ss[i] = g.stmt()
	}
	return strings.Join(ss, "\n")
}

func (g *diffGen) counter() string {
	c := "k" + strconv.Itoa(g.ncount)
	g.ncount++
	return c
}

func (g *diffGen) stmt() string {
	if g.depth >= 3 {
		return g.flat()
	}
	g.depth++
	defer func() { g.depth-- }()
	switch g.r.IntN(48) {
	case 0, 1, 2:
		s := "if " + g.cond() + "; then\n" + g.block(1, 3)
		if g.chance(3) {
			s += "\nelif " + g.cond() + "; then\n" + g.block(1, 2)
		}
		if g.chance(2) {
			s += "\nelse\n" + g.block(1, 2)
		}
		return s + "\nfi"
	case 3, 4:
		s := "case " + g.word() + " in\n"
		for range g.r.IntN(3) + 1 {
			pat := g.pattern()
			if g.chance(3) {
				pat += "|" + g.pattern()
			}
			s += pat + ")\n" + g.block(1, 2) + "\n" + g.pick(";;", ";;", ";&", ";;&") + "\n"
		}
		return s + "esac"
	case 5, 6:
		g.loops++
		defer func() { g.loops-- }()
		v := g.pick("x", "w", "a")
		return "for " + v + " in " + g.words(0, 4) + "; do\n" + g.block(1, 3) + "\ndone"
	case 7:
		g.loops++
		defer func() { g.loops-- }()
		k := g.counter()
		return fmt.Sprintf("for ((%s=0; %s<%d; %s++)); do\n%s\ndone", k, k, g.r.IntN(4), k, g.block(1, 3))
	case 8, 9:
		g.loops++
		defer func() { g.loops-- }()
		k := g.counter()
		kw, test := "while", fmt.Sprintf("(( %s < %d ))", k, g.r.IntN(4))
		if g.chance(2) {
			kw, test = "until", fmt.Sprintf("[ $%s -ge %d ]", k, g.r.IntN(4))
		}
		// The counter moves first so that continue cannot skip it.
		return fmt.Sprintf("%s=0\n%s %s; do\n%s=$((%s+1))\n%s\ndone", k, kw, test, k, k, g.block(1, 3))
	case 10, 11:
		return g.function()
	case 12:
		return g.recursive()
	case 13:
		return "(\n" + g.block(1, 3) + "\n)" + g.pick("", "; echo \"sub=$?\"")
	case 14:
		return "{ " + g.block(1, 2) + "\n} " + g.pick(">", ">>") + " " + g.file() + g.pick("", "; cat "+g.file())
	case 15:
		return g.cond() + " " + g.pick("&&", "||") + " " + g.flat()
	case 16:
		inline := g.inline
		g.inline = true
		first := g.flat()
		g.inline = inline
		return g.cond() + " && " + first + " || " + g.flat()
	case 17:
		// No here-document in the substitution: bash 5.2 re-reads a $( )
		// holding one and drops the first ; after it (`echo a; echo b`
		// prints "a echo b"), a bug of bash's parser, not a behaviour.
		inline := g.inline
		g.inline = true
		body := g.block(1, 2)
		g.inline = inline
		return g.scalar() + "=$(\n" + body + "\n)" + "; echo \"[$" + "?]\""
	case 40, 41, 42, 43, 44, 45, 46, 47:
		return g.idiom()
	default:
		return g.flat()
	}
}

// flat is a statement with no nested statements.
func (g *diffGen) flat() string {
	switch g.r.IntN(34) {
	case 0, 1, 2, 3, 4, 5:
		return g.assign()
	case 6, 7, 8, 9, 10:
		return g.simple()
	case 11:
		return "(( " + g.arith(2) + " )); echo \"r=$?\""
	case 12:
		return "echo \"st=$?\""
	case 13:
		return g.simple() + " > " + g.file()
	case 14:
		return g.simple() + " >> " + g.file()
	case 15:
		return g.pick("cat", "wc -l", "sort", "tr a-z A-Z", "head -n 1") + " < " + g.file()
	case 16:
		return g.pick("cat "+g.file()+" nofile", "{ echo out; echo err >&2; }", "cat nofile", "echo "+g.word()) + " 2>&1" + g.pick("", " | "+g.filter())
	case 17:
		if g.inline {
			return "cat <<< " + g.word()
		}
		return g.heredoc()
	case 18:
		return g.pick("cat", "tr a-z A-Z", "wc -c", "cut -d: -f2") + " <<< " + g.word()
	case 19:
		return "unset " + g.pick(g.scalar(), g.array(), g.intVar(), "'m[k1]'", "arr[1]")
	case 20:
		return "declare -p " + g.pick(g.scalar(), g.array(), g.intVar())
	case 21:
		if g.loops > 0 {
			return g.pick("break", "continue", "(( "+g.arith(1)+" )) && break", "[[ $a == a* ]] && continue")
		}
		return "echo noloop"
	case 22:
		if g.inFunc {
			return "return " + g.pick("0", "1", "3", "$?", "")
		}
		return "echo nofunc"
	case 23:
		return g.pick("shift", "shift 2", "set -- "+g.words(0, 3)) + "; echo \"$# $*\""
	case 24:
		return "mapfile -t " + g.array() + " < " + g.file() + "; echo \"${#" + g.array() + "[@]}\""
	case 25:
		return "let " + g.pick("'i=i+2'", "n++", "'n = i * 3'", "'i /= 0'") + "; echo \"let=$? $i $n\""
	case 26:
		if g.chance(3) {
			return g.setOption()
		}
		return "echo " + g.word()
	case 27:
		return "echo " + g.pick("*", "f*", "'*'", "f?", "[f]1", "nomatch*")
	case 28:
		return "eval " + strconv.Quote("echo "+g.pick("ev", "$a", "${#arr[@]}"))
	case 29:
		return g.pick("true", "false", "(exit 4)", ":") + "; echo $?"
	case 30:
		return "for x in " + g.words(1, 3) + "; do echo \"<$x>\"; done"
	case 31:
		return "echo \"${" + g.scalar() + ":?" + g.pick("missing", "") + "}\""
	case 32:
		if len(g.funcs) > 0 {
			return g.pick(g.funcs...) + " " + g.words(0, 2) + "; echo \"ret=$?\""
		}
		return "echo \"" + g.param() + "\""
	default:
		return "echo \"" + g.param() + "\" " + g.param()
	}
}

func (g *diffGen) heredoc() string {
	cmd := g.pick("cat", "tr a-z A-Z", "wc -l", "sort")
	switch g.r.IntN(3) {
	case 0:
		return cmd + " <<'EOF'\nraw $a ${b} $((1+2)) `x`\n  indented \\\\ \"q\"\nEOF"
	case 1:
		return cmd + " <<-EOF\n\tline " + g.param() + " $((" + g.arith(1) + "))\n\t\ttab \\$a \\\\\nEOF"
	default:
		return cmd + " <<EOF\nline " + g.param() + "\n" + g.param() + " $(echo sub) '" + g.pick("$a", "s") + "'\nEOF"
	}
}

// function defines a function that may call those defined before it, and
// often calls it.
func (g *diffGen) function() string {
	g.nfunc++
	name := "fn_" + strconv.Itoa(g.nfunc)
	saveIn, saveLoops := g.inFunc, g.loops
	g.inFunc, g.loops = true, 0
	body := g.block(1, 4)
	if g.chance(2) {
		body += "\nreturn " + g.pick("0", "1", "2", "$?", "42", "256")
	}
	g.inFunc, g.loops = saveIn, saveLoops
	g.funcs = append(g.funcs, name)
	s := name + "() {\n" + body + "\n}"
	if g.chance(4) {
		s = strings.Replace(s, "() {", "() (", 1)
		s = s[:len(s)-1] + ")"
	}
	if g.chance(3) {
		return s
	}
	return s + "\n" + name + " " + g.words(0, 3) + "\necho \"" + name + "=$?\""
}

// recursive defines a function that calls itself with a smaller depth and
// calls it with a depth of at most 4 (any other argument ends it).
func (g *diffGen) recursive() string {
	g.nfunc++
	name := "rec_" + strconv.Itoa(g.nfunc)
	saveIn, saveLoops := g.inFunc, g.loops
	g.inFunc, g.loops = true, 0
	body := g.block(1, 2)
	g.inFunc, g.loops = saveIn, saveLoops
	g.funcs = append(g.funcs, name) // with no argument it returns at once
	return fmt.Sprintf("%s() {\nlocal d=$1\n[[ $d == [1-4] ]] || return %d\n%s\n%s $((d-1))\nlocal st=$?\necho \"%s d=$d st=$st\"\nreturn $((st + 1))\n}\n%s %d; echo \"rec=$?\"",
		name, g.r.IntN(3), body, name, name, name, g.r.IntN(5))
}
