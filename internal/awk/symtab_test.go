package awk

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// TestSymtabAndIdentifiers: gawk's SYMTAB reads and assigns the globals
// by name (no new ones, no delete, no reading a name that is not one),
// and PROCINFO["identifiers"] lists every name of the program by kind.
// The wants are gawk 5.2's output and fatal message.
func TestSymtabAndIdentifiers(t *testing.T) {
	for _, c := range []struct{ src, want, fatal string }{
		{`BEGIN{v=5; n="v"; print SYMTAB[n]; SYMTAB[n]=7; print v}`, "5\n7\n", ""},
		{`function f(){} BEGIN{print PROCINFO["identifiers"]["f"], PROCINFO["identifiers"]["length"]}`, "user builtin\n", ""},
		{`function f(a){} BEGIN{x=1; y[1]; PROCINFO["sorted_in"]="@ind_str_asc"; for (k in PROCINFO["identifiers"]) print k, PROCINFO["identifiers"][k]}`, "ARGC scalar\nARGIND scalar\nARGV array\nBINMODE scalar\nCONVFMT scalar\nENVIRON array\nERRNO scalar\nFIELDWIDTHS scalar\nFILENAME scalar\nFNR scalar\nFPAT scalar\nFS scalar\nFUNCTAB array\nIGNORECASE scalar\nLINT scalar\nNF scalar\nNR scalar\nOFMT scalar\nOFS scalar\nORS scalar\nPREC scalar\nPROCINFO array\nRLENGTH scalar\nROUNDMODE scalar\nRS scalar\nRSTART scalar\nRT scalar\nSUBSEP scalar\nSYMTAB array\nTEXTDOMAIN scalar\nand builtin\nasort builtin\nasorti builtin\natan2 builtin\nbindtextdomain builtin\nclose builtin\ncompl builtin\ncos builtin\ndcgettext builtin\ndcngettext builtin\nexp builtin\nf user\nfflush builtin\ngensub builtin\ngsub builtin\nindex builtin\nint builtin\nisarray builtin\nk untyped\nlength builtin\nlog builtin\nlshift builtin\nmatch builtin\nmkbool builtin\nmktime builtin\nor builtin\npatsplit builtin\nrand builtin\nrshift builtin\nsin builtin\nsplit builtin\nsprintf builtin\nsqrt builtin\nsrand builtin\nstrftime builtin\nstrtonum builtin\nsub builtin\nsubstr builtin\nsystem builtin\nsystime builtin\ntolower builtin\ntoupper builtin\ntypeof builtin\nx untyped\nxor builtin\ny untyped\n", ""},
		{`BEGIN{print length(PROCINFO["identifiers"]); print length(SYMTAB); PROCINFO["sorted_in"]="@ind_str_asc"; for (k in SYMTAB) printf "%s ", k; print ""}`, "73\n29\nARGC ARGIND ARGV BINMODE CONVFMT ENVIRON ERRNO FIELDWIDTHS FILENAME FNR FPAT FS IGNORECASE LINT NF NR OFMT OFS ORS PREC PROCINFO RLENGTH ROUNDMODE RS RSTART RT SUBSEP TEXTDOMAIN k \n", ""},
		{`BEGIN{SYMTAB["newvar"]=3; print newvar}`, "3\n", ""},
		{`BEGIN{SYMTAB["q"]=3; print SYMTAB["q"]}`, "", "cannot assign to arbitrary elements of SYMTAB"},
		{`function g(){ return SYMTAB["z"] } BEGIN{z=9; print g()}`, "9\n", ""},
		{`BEGIN{print SYMTAB["qq"]}`, "", "reference to uninitialized element `SYMTAB[\"qq\"] is not allowed'"},
		{`BEGIN{x="zz"; print (x in SYMTAB), ("zz" in SYMTAB), ("NR" in SYMTAB), ("FUNCTAB" in SYMTAB), ("SYMTAB" in SYMTAB), ("x" in SYMTAB)}`, "0 0 1 0 0 1\n", ""},
		{`function f(p){ p=SYMTAB["p"]; return p } BEGIN{p=4; print f(1)}`, "4\n", ""},
		{`BEGIN { a[1]=2; a[2]=3; for (k in SYMTAB["a"]) s+=SYMTAB["a"][k]; print s, length(SYMTAB["a"]); SYMTAB["a"][3]=4; print a[3] }`, "5 2\n4\n", ""},
		{`BEGIN { delete SYMTAB["x"]; x=1 }`, "", "`delete' is not allowed with SYMTAB"},
		{`BEGIN { print typeof(SYMTAB), isarray(SYMTAB), typeof(PROCINFO["identifiers"]) }`, "array 1 array\n", ""},
		{`BEGIN { print SYMTAB["ROUNDMODE"], SYMTAB["PREC"], SYMTAB["TEXTDOMAIN"], SYMTAB["FPAT"], SYMTAB["SUBSEP"] == "\034", SYMTAB["CONVFMT"] }`, "N 53 messages [^[:space:]]+ 1 %.6g\n", ""},
		{`BEGIN { x = 3; name = "x"; SYMTAB[name] = SYMTAB[name] * 2; print x; print PROCINFO["identifiers"]["name"] }`, "6\nuntyped\n", ""},
		{`BEGIN{print isarray(SYMTAB["ENVIRON"]), isarray(SYMTAB["NR"]); SYMTAB["arr"][1]=5; print arr[1]}`, "1 0\n", "attempt to use scalar `SYMTAB[\"arr\"]' as an array"},
	} {
		prog, err := Parse(c.src)
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		_, err = Run(context.Background(), prog, &Config{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &out})
		fatal := ""
		if err != nil {
			fatal = err.Error()
		}
		if out.String() != c.want || fatal != c.fatal {
			t.Errorf("%s\ngot  %q %q\nwant %q %q", c.src, out.String(), fatal, c.want, c.fatal)
		}
	}
}
