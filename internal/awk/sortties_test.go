package awk

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// TestSortedInTies: gawk's @val_* orders break a tie of values by index,
// where an integer index its array stores as a number (the array's type
// is chosen by the first subscript) compares as "" and so keeps
// ascending integer order in both directions; IGNORECASE folds, then
// bytes decide. The wants are gawk 5.2's output.
func TestSortedInTies(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{`BEGIN{a[3]="b";a[1]="b";a[2]="a"; PROCINFO["sorted_in"]="@val_str_asc"; for(k in a) printf "%s ", k; print ""; PROCINFO["sorted_in"]="@val_str_desc"; for(k in a) printf "%s ", k; print ""}`, "2 1 3 \n1 3 2 \n"},
		{`BEGIN{a[1]=5;a[2]=5;a[3]=1; PROCINFO["sorted_in"]="@val_num_desc"; for(k in a) printf "%s ", k; print ""; PROCINFO["sorted_in"]="@val_num_asc"; for(k in a) printf "%s ", k; print ""}`, "1 2 3 \n3 1 2 \n"},
		{`BEGIN{a[10]=5;a[9]=5;a["x"]=5;a[1]="5.0"; a[2]=5.0; a[3]="05"; PROCINFO["sorted_in"]="@val_num_desc"; for(k in a) printf "%s ", k; print ""; PROCINFO["sorted_in"]="@val_num_asc"; for(k in a) printf "%s ", k; print ""}`, "1 x 2 9 10 3 \n3 2 9 10 x 1 \n"},
		{`BEGIN{a[10]=1;a[9]=1;a["x"]=1;a["abc"]=1; PROCINFO["sorted_in"]="@val_str_desc"; for(k in a) printf "%s ", k; print ""; PROCINFO["sorted_in"]="@val_str_asc"; for(k in a) printf "%s ", k; print ""}`, "x abc 9 10 \n9 10 abc x \n"},
		{`BEGIN{a[1]=u; a[2]=0; a[3]=""; a["+"]=u; a["x"]=""; a[4]=-1;a[5][1]; a["y"]; PROCINFO["sorted_in"]="@val_type_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_type_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "y 4 1 2 + 3 x 5 | 5 x 3 + 1 2 4 y \n"},
		{`BEGIN{split("05 5 5.0 x",a); a["+"]=5; PROCINFO["sorted_in"]="@val_type_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_type_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "1 2 3 + 4 | 4 + 1 2 3 \n"},
		{`BEGIN{a[1][1];a[2][1];a["+"][1];a["x"][1];a[3]; PROCINFO["sorted_in"]="@val_type_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_type_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "3 1 2 + x | x + 1 2 3 \n"},
		{`BEGIN{a[1]; a[2]=0; a[3]=""; a["+"]; a["x"]=""; PROCINFO["sorted_in"]="@val_type_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_type_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "1 + 2 3 x | x 3 2 + 1 \n"},
		{`BEGIN{a[1]=1;a["+"]=1;a[2^31]=1;a[2^31-1]=1;a[-1]=1;a[2^53]=1; PROCINFO["sorted_in"]="@val_type_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_type_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "1 2147483647 + -1 2147483648 9007199254740992 | 9007199254740992 2147483648 -1 + 1 2147483647 \n"},
		{`BEGIN{a[-1]=1;a["+"]=1;a[2^31]=1;a[2^31-1]=1;a[-2^31-1]=1;a[2^53]=1;a[2^62]=1; PROCINFO["sorted_in"]="@val_type_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_type_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "-1 2147483647 + -2147483649 2147483648 4611686018427387904 9007199254740992 | 9007199254740992 4611686018427387904 2147483648 -2147483649 + -1 2147483647 \n"},
		{`BEGIN{a["x"]=1;a["+"]=1;a[5]=1; PROCINFO["sorted_in"]="@val_type_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_type_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "+ 5 x | x 5 + \n"},
		{`BEGIN{a["x"]=1;delete a["x"];a["+"]=1;a[5]=1; PROCINFO["sorted_in"]="@val_type_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_type_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "+ 5 | 5 + \n"},
		{`BEGIN{a[5]=1;delete a;a["+"]=1;a[5]=1;a[7]=1; PROCINFO["sorted_in"]="@val_type_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_type_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "+ 5 7 | 7 5 + \n"},
		{`BEGIN{a["01"]=1;a["+"]=1;a[7]=1; PROCINFO["sorted_in"]="@val_type_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_type_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "+ 01 7 | 7 01 + \n"},
		{`BEGIN{a[-0]=1;a["+"]=1;a[7]=1; PROCINFO["sorted_in"]="@val_type_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_type_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "0 7 + | + 0 7 \n"},
		{`BEGIN{a["x"]=1; split("3 3 3",a); a["+"]=3; PROCINFO["sorted_in"]="@val_type_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_type_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "1 2 3 + | + 1 2 3 \n"},
		{`BEGIN{n=split("z z y y x", a); a["q"]="y"; a[-3]="z"; PROCINFO["sorted_in"]="@val_type_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_type_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "5 3 4 q 1 2 -3 | -3 1 2 q 3 4 5 \n"},
		{`BEGIN{a[1]=u; a[2]=0; a[3]=""; a["+"]=u; a["x"]=""; a[4]=-1;a[5][1]; a["y"]; PROCINFO["sorted_in"]="@val_str_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_str_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "y 1 3 + x 4 2 5 | 5 2 4 x + 1 3 y \n"},
		{`BEGIN{split("05 5 5.0 x",a); a["+"]=5; PROCINFO["sorted_in"]="@val_str_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_str_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "1 2 + 3 4 | 4 3 + 2 1 \n"},
		{`BEGIN{a[1][1];a[2][1];a["+"][1];a["x"][1];a[3]; PROCINFO["sorted_in"]="@val_str_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_str_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "3 1 2 + x | x + 1 2 3 \n"},
		{`BEGIN{a[1]; a[2]=0; a[3]=""; a["+"]; a["x"]=""; PROCINFO["sorted_in"]="@val_str_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_str_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "1 + 3 x 2 | 2 x 3 + 1 \n"},
		{`BEGIN{a[1]=1;a["+"]=1;a[2^31]=1;a[2^31-1]=1;a[-1]=1;a[2^53]=1; PROCINFO["sorted_in"]="@val_str_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_str_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "1 2147483647 + -1 2147483648 9007199254740992 | 9007199254740992 2147483648 -1 + 1 2147483647 \n"},
		{`BEGIN{a[-1]=1;a["+"]=1;a[2^31]=1;a[2^31-1]=1;a[-2^31-1]=1;a[2^53]=1;a[2^62]=1; PROCINFO["sorted_in"]="@val_str_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_str_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "-1 2147483647 + -2147483649 2147483648 4611686018427387904 9007199254740992 | 9007199254740992 4611686018427387904 2147483648 -2147483649 + -1 2147483647 \n"},
		{`BEGIN{a["x"]=1;a["+"]=1;a[5]=1; PROCINFO["sorted_in"]="@val_str_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_str_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "+ 5 x | x 5 + \n"},
		{`BEGIN{a["x"]=1;delete a["x"];a["+"]=1;a[5]=1; PROCINFO["sorted_in"]="@val_str_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_str_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "+ 5 | 5 + \n"},
		{`BEGIN{a[5]=1;delete a;a["+"]=1;a[5]=1;a[7]=1; PROCINFO["sorted_in"]="@val_str_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_str_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "+ 5 7 | 7 5 + \n"},
		{`BEGIN{a["01"]=1;a["+"]=1;a[7]=1; PROCINFO["sorted_in"]="@val_str_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_str_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "+ 01 7 | 7 01 + \n"},
		{`BEGIN{a[-0]=1;a["+"]=1;a[7]=1; PROCINFO["sorted_in"]="@val_str_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_str_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "0 7 + | + 0 7 \n"},
		{`BEGIN{a["x"]=1; split("3 3 3",a); a["+"]=3; PROCINFO["sorted_in"]="@val_str_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_str_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "1 2 3 + | + 1 2 3 \n"},
		{`BEGIN{n=split("z z y y x", a); a["q"]="y"; a[-3]="z"; PROCINFO["sorted_in"]="@val_str_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_str_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "5 3 4 q 1 2 -3 | -3 1 2 q 3 4 5 \n"},
		{`BEGIN{a[1]=u; a[2]=0; a[3]=""; a["+"]=u; a["x"]=""; a[4]=-1;a[5][1]; a["y"]; PROCINFO["sorted_in"]="@val_num_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_num_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "y 4 1 3 + x 2 5 | 5 2 x + 1 3 4 y \n"},
		{`BEGIN{split("05 5 5.0 x",a); a["+"]=5; PROCINFO["sorted_in"]="@val_num_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_num_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "4 1 2 + 3 | 3 + 2 1 4 \n"},
		{`BEGIN{a[1][1];a[2][1];a["+"][1];a["x"][1];a[3]; PROCINFO["sorted_in"]="@val_num_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_num_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "3 1 2 + x | x + 1 2 3 \n"},
		{`BEGIN{a[1]; a[2]=0; a[3]=""; a["+"]; a["x"]=""; PROCINFO["sorted_in"]="@val_num_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_num_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "1 + 3 x 2 | 2 x 3 + 1 \n"},
		{`BEGIN{a[1]=1;a["+"]=1;a[2^31]=1;a[2^31-1]=1;a[-1]=1;a[2^53]=1; PROCINFO["sorted_in"]="@val_num_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_num_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "1 2147483647 + -1 2147483648 9007199254740992 | 9007199254740992 2147483648 -1 + 1 2147483647 \n"},
		{`BEGIN{a[-1]=1;a["+"]=1;a[2^31]=1;a[2^31-1]=1;a[-2^31-1]=1;a[2^53]=1;a[2^62]=1; PROCINFO["sorted_in"]="@val_num_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_num_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "-1 2147483647 + -2147483649 2147483648 4611686018427387904 9007199254740992 | 9007199254740992 4611686018427387904 2147483648 -2147483649 + -1 2147483647 \n"},
		{`BEGIN{a["x"]=1;a["+"]=1;a[5]=1; PROCINFO["sorted_in"]="@val_num_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_num_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "+ 5 x | x 5 + \n"},
		{`BEGIN{a["x"]=1;delete a["x"];a["+"]=1;a[5]=1; PROCINFO["sorted_in"]="@val_num_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_num_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "+ 5 | 5 + \n"},
		{`BEGIN{a[5]=1;delete a;a["+"]=1;a[5]=1;a[7]=1; PROCINFO["sorted_in"]="@val_num_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_num_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "+ 5 7 | 7 5 + \n"},
		{`BEGIN{a["01"]=1;a["+"]=1;a[7]=1; PROCINFO["sorted_in"]="@val_num_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_num_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "+ 01 7 | 7 01 + \n"},
		{`BEGIN{a[-0]=1;a["+"]=1;a[7]=1; PROCINFO["sorted_in"]="@val_num_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_num_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "0 7 + | + 0 7 \n"},
		{`BEGIN{a["x"]=1; split("3 3 3",a); a["+"]=3; PROCINFO["sorted_in"]="@val_num_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_num_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "1 2 3 + | + 1 2 3 \n"},
		{`BEGIN{n=split("z z y y x", a); a["q"]="y"; a[-3]="z"; PROCINFO["sorted_in"]="@val_num_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_num_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "5 3 4 q 1 2 -3 | -3 1 2 q 3 4 5 \n"},
		{`BEGIN{IGNORECASE=1; a["a"];a["B"];a["C"]; PROCINFO["sorted_in"]="@ind_str_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@ind_str_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "a B C | C B a \n"},
		{`BEGIN{IGNORECASE=1; a["a"];a["B"];a["A"];a["b"]; PROCINFO["sorted_in"]="@ind_str_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@ind_str_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "A a B b | b B a A \n"},
		{`BEGIN{IGNORECASE=1; a[1]="a";a[2]="B";a[3]="A";a[4]="b"; PROCINFO["sorted_in"]="@val_str_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_str_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "3 1 2 4 | 4 2 1 3 \n"},
		{`BEGIN{IGNORECASE=1; a["x"]="a";a["y"]="B";a["z"]="A";a["w"]="b"; PROCINFO["sorted_in"]="@val_str_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_str_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "z x y w | w y x z \n"},
		{`BEGIN{IGNORECASE=1; a["x"]="a";a["X"]="a";a["y"]="B";a["z"]="A";a["w"]="b"; PROCINFO["sorted_in"]="@val_str_asc"; for(k in a) printf "%s ", k; PROCINFO["sorted_in"]="@val_str_desc"; printf "| "; for(k in a) printf "%s ", k;print ""}`, "z X x y w | w y x X z \n"},
	} {
		prog, err := Parse(c.src)
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		if _, err := Run(context.Background(), prog, &Config{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &out}); err != nil {
			t.Fatal(err)
		}
		if out.String() != c.want {
			t.Errorf("%s\ngot  %q\nwant %q", c.src, out.String(), c.want)
		}
	}
}
