#### brace letter step
echo {a..z..3}
echo {z..a..5}
echo {A..e}
#### brace zero padded
echo {01..10}
echo {001..3}
echo {-05..5..5}
echo {1..010..3}
#### brace nested
echo a{b,c{d,e}f,g}h
echo {a,b}{1,2}
echo x{,y}{,z}
#### brace with variable is not expanded
n=3; echo {1..$n}
a=x b=y; echo {$a,$b}
echo pre{$a,lit}post
#### brace invalid ranges
echo {1..a} {a..1} {1..} {..3} {1...3}
echo {a..zz} {1..2..0}
#### brace negative step
echo {10..1..-3}
echo {1..10..-3}
echo {-3..3}
#### brace single element
echo {a} {a,} {,} {,,}
echo a{}b "{a,b}" '{c,d}' \{e,f}
#### brace with quotes inside
echo {"a b",c}
echo {'x'y,z}
echo {a,"$HOME"}x | sed "s#$HOME#H#"
#### brace in for loop and arrays
for i in {1..3}{a,b}; do printf '%s ' "$i"; done; echo
arr=({x..z}); echo ${#arr[@]} ${arr[2]}
#### brace and tilde
HOME=/hh; echo ~{a,b} {~,x}
#### brace with escaped comma
echo {a\,b,c}
echo {a,b\}c}
#### brace sequence large step wraps not
echo {1..3..100}
echo {5..5}
echo {a..a}
#### brace after assignment word
x={a,b}; echo "$x"
echo x={a,b}
#### brace expansion with command substitution
echo {$(echo 1),2}
echo $(echo {a,b})
#### brace off with set +B
set +B; echo {a,b}; set -B; echo {a,b}
#### brace letters across case boundary
echo {X..c}
#### brace sequence with leading plus
echo {+1..3}
echo {1..+3}
#### brace padded negatives
echo {-1..-10..3}
echo {-01..1}
