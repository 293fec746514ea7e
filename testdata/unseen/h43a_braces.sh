#### simple brace lists
echo ff{c,b,a}
echo f{d,e,f}g
echo {l,n,m}xyz
#### escaped comma and single element braces
echo {abc\,def}
echo {abc}
echo \{a,b,c,d,e}
#### escaped braces inside lists
echo {x,y,\{a,b,c}}
echo {x\,y,\{abc\},trie}
#### nested brace lists
echo /usr/{ucb/{ex,edit},lib/{ex,how_ex}}
#### braces from command substitution are not expanded
echo XXXX\{`echo a b c | tr ' ' ','`\}
eval echo XXXX\{`echo a b c | tr ' ' ','`\}
#### lone and empty braces
echo {}
echo { }
echo }
echo {
echo abcd{efgh
#### braces among other words
echo foo {1,2} bar
echo `printf '[%s]' foo {1,2} bar`
echo $(printf '[%s]' foo {1,2} bar)
#### braces with variable expansions
var=baz
varx=vx
vary=vy
echo foo{bar,${var}.}
echo foo{bar,${var}}
echo "${var}"{x,y}
echo $var{x,y}
echo ${var}{x,y}
#### numeric sequences
echo {1..10}
echo {0..10,braces}
echo {{0..10},braces}
echo x{{0..10},braces}y
#### single element and reversed sequences
echo {3..3}
echo x{3..3}y
echo {10..1}
echo {10..1}y
echo x{10..1}y
#### letter sequences
echo {a..f}
echo {f..a}
echo {f..f}
#### letter sequence across case boundary
echo {a..A}
echo {A..a}
#### mixed letter and number sequence is not expanded
echo {1..f}
echo {f..1}
#### zero padded and negative sequences
echo 0{1..9} {10..20}
echo {-1..-10}
echo {-20..0}
#### unbalanced and nested forms
echo a-{b{d,e}}-c
echo a-{bdef-{g,i}-c
#### quoted parts in braces
echo {"klklkl"}{1,2,3}
echo {"x,x"}
#### sequences with increment
echo {1..10..2}
echo {-1..-10..2}
echo {-1..-10..-2}
echo {10..1..-2}
echo {10..1..2}
echo {1..20..2}
echo {1..20..20}
#### sequences with increment of five
echo {100..0..5}
echo {100..0..-5}
#### letter sequences with increment
echo {a..z}
echo {a..z..2}
echo {z..a..-2}
#### sequences crossing 32 bit boundary
echo {2147483645..2147483649}
#### sequences to zero with step
echo {10..0..2}
echo {10..0..-2}
echo {-50..-0..5}
#### malformed sequences are left alone
echo {1..10.f}
echo {1..ff}
echo {1..10..ff}
echo {1.20..2}
echo {1..20..f2}
echo {1..20..2f}
echo {1..2f..2}
echo {1..ff..2}
echo {1..0f}
echo {1..10f}
#### padded sequences with different widths
echo {01..10}
echo {1..010}
echo {-05..5..5}
#### brace expansion in assignment is not done
x={a,b}
echo "$x"
#### brace expansion in for loop
for i in {1..3}{a,b}; do printf '%s ' $i; done; echo
#### brace expansion disabled with set +B
set +B
echo {a,b}
set -B
echo {a,b}
#### brace expansion before parameter expansion
a=1 b=2
echo ${a}{x,y} $a{,} {$a,$b}
#### brace with empty elements
echo x{,a,}y
echo {,}
#### brace expansion does not apply in double quotes
echo "{a,b}" '{a,b}'
#### brace expansion with glob characters
touch fa fb
echo f{a,b}* f?{,}
#### large step beyond range
echo {1..3..10}
echo {a..c..5}
#### zero step
echo {1..5..0}
#### brace expansion of dollar brace
echo ${HOME+x}{1,2}
