#### brace with empty element
echo a{,b}c
echo a{b,}c
#### brace single element no expand
echo a{b}c
#### brace nested
echo {a,b{1,2}}
#### brace sequence reversed
echo {5..1}
#### brace sequence with step
echo {1..10..3} {10..1..4}
#### brace sequence negative step same
echo {1..5..-2}
#### brace letter sequence
echo {a..e} {e..a..2}
#### brace sequence mixed invalid
echo {a..3}
#### brace zero padded
echo {01..3} {1..03} {-01..2}
#### brace sequence with negative numbers
echo {-2..2}
#### brace char range across case
echo {X..b}
#### brace quoted no expansion
echo "{a,b}" '{a,b}' \{a,b}
#### brace with variable not expanded first
x=1
echo {$x,2}
#### brace sequence with var does not work
n=3
echo {1..$n}
#### brace with spaces no expansion
echo {a, b}
#### brace escaped comma
echo {a\,b,c}
#### brace adjacent braces
echo {a,b}{1,2}
#### brace in assignment not expanded
x={a,b}
echo $x
#### brace in array assignment expanded
a=({a,b}{1,2})
echo ${#a[@]}
#### brace with dollar brace inside
x=v
echo {${x},w}
#### brace with glob
touch a1 b1
echo {a,b}*
#### brace unmatched open
echo {a,b
echo a}b
#### brace with empty braces
echo {} x{}y
#### brace set +B disables
set +B
echo {a,b}
#### brace with tilde
HOME=/h
echo {~,x}
echo ~{a,b}
#### brace large step
echo {1..3..100}
#### brace sequence of single
echo {5..5}
#### brace with quotes inside elements
echo {'a b',c}
#### brace in for loop
for i in {1..3}; do printf $i; done; echo
#### brace prefix preserved with nested empty
echo x{a,{b,}}y
#### brace sequence step zero
echo {1..3..0}
#### brace letters step
echo {a..k..3}
#### brace across ascii punctuation
echo {Y..c}
#### brace backslash char range
echo {Z..a}
#### brace hex not supported
echo {0x1..0x3}
#### brace with leading plus
echo {+1..3}
#### brace large zero pad
echo {001..10..4}
#### brace negative zero pad width
echo {-5..05..5}
#### brace two sequences product
echo {1..2}{a..b}
#### brace comma with empty both
echo x{,}y
#### brace dollar in element
x=V
echo {\$x,$x}
#### brace with single quote comma
echo {a','b,c}
#### brace nested sequence
echo {a,{1..3}}
#### brace sequence letter to number invalid
echo {a..1}
#### brace quoted dollar brace inside
echo "${x:-{a,b}}" ${x:-{a,b}}
