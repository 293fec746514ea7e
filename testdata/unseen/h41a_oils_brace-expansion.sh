#### no expansion
echo {foo}
#### incomplete trailing expansion
echo {a,b}_{
#### incomplete leading expansion
echo }_{a,b}
#### single expansion
echo {foo,bar}
#### double expansion
echo {a,b}_{c,d}
#### triple expansion
echo {0,1}{0,1}{0,1}
#### double expansion with single and double quotes
echo {'a',b}_{c,"d"}
#### expansion with mixed quotes
echo -{\X"b",'cd'}-
#### expansion with simple var
a=A
echo -{$a,b}-
#### double expansion with simple var -- bash bug
a=A
echo {_$a,b}_{c,d}
#### double expansion with braces
a=A
echo {_${a},b}_{c,d}
#### double expansion with literal and var
a=A
echo {_$a,b}-{c,d}
#### empty alternative
argv() { printf '[%s]\n' "$@"; }
argv X{,Y,}
#### empty alternatives at start and end
printf '[%s]\n' {,a}x{b,}
#### nested brace expansion
echo -{A,={a,b}=,B}-
#### nested and sequence
echo {a,{1..3}}
#### triple nested
echo -{A,={a,.{x,y}.,b}=,B}-
#### expansion on RHS of assignment
v={X,Y}
echo $v
#### no expansion with quotes
echo "{a,b}" '{c,d}'
#### expansion with escaped comma and brace
echo {a\,b,c}
echo \{a,b}
echo {a,b\}
#### expansion after tilde
HOME=/home/bob
echo ~{/src,/bin}
echo ~/{a,b}
#### tilde expansion in second element
HOME=/home/bob
echo {x,~}
#### number range
echo {1..5}
#### number range with step
echo {1..10..3}
#### reverse range
echo {5..1}
echo {10..1..4}
#### negative numbers and step
echo {-3..3..2}
echo {3..-3}
#### step sign ignored
echo {1..7..-2}
#### zero padded range
echo {01..10}
echo {001..3}
echo {-05..5..5}
#### char range
echo {a..e}
echo {e..a..2}
#### char range upper to lower
echo {X..c}
#### mixed char and number is not a range
echo {a..3}
echo {1..c}
#### invalid ranges are literal
echo {1..}
echo {..3}
echo {1..3..}
echo {a..b..c}
echo {1.5..3}
#### single element is literal
echo {a}
echo {1..1}
#### range with prefix and suffix
echo x{1..3}y
echo {1..2}{a..b}
#### brace expansion in for loop
for i in {1..3}; do printf '%s ' $i; done; echo
#### brace expansion not done in double bracket
[[ {a,b} == '{a,b}' ]] && echo literal
#### brace expansion is before variable expansion
a=1 b=3
echo {$a..$b}
#### braceexpand off
set +o braceexpand
echo {a,b}
set -o braceexpand
echo {a,b}
#### brace with command sub
echo {$(echo a),b}
#### brace inside dollar brace not expanded
x=val
echo ${x}{1,2}
echo ${x:-{a,b}}
#### large step
echo {1..3..100}
#### zero step
echo {1..3..0}
#### unicode chars not range
echo {a..z..5}
#### comma with spaces
echo {a, b}
echo {a,' b'}
#### empty braces
echo {}
echo {,}
echo a{}b
#### braceexpand option reported
[[ -o braceexpand ]] && echo on
case $- in *B*) echo B-set;; esac
set +B
[[ -o braceexpand ]] || echo off
case $- in *B*) echo still;; *) echo B-unset;; esac
echo {x,y} a{1..2}
set -B
echo {x,y}
#### braceexpand off in subshell and for list
set +o braceexpand
for w in {1..3}; do echo "[$w]"; done
( echo {p,q} )
bash -c 'echo {r,s}'
#### side effect in brace expansion
i=0
echo {$((i++)),$((i++)),$((i++))}
echo $i
#### brace expansion with var side effect assignment
echo {a,${x=set}}
echo $x
#### brace expansion not in here doc
cat <<END2
{a,b}
END2
#### open brace before expansion
echo {{a,b}
echo {a,b}}
echo {{a,b}}
#### char range with special chars
echo {Z..a}
#### char range descending with step
echo {z..a..5}
#### zero padded with negative
echo {-1..1}
echo {-01..1}
echo {01..-1}
#### padding uses widest
echo {1..010..3}
echo {9..011}
#### sequence with leading plus
echo {+1..3}
#### huge sequence count
echo {1..3}{1..3} | wc -w
#### brace expansion with glob
touch bx1 bx2 by1
echo b{x,y}*
#### brace in array assignment
a=({1..3} x{a,b})
echo ${#a[@]} ${a[@]}
#### brace in for loop with variables
n=3
for i in {1..$n}; do echo "$i"; done
#### brace with dollar single quote
echo {$'a\tb',c} | od -c | head -1
#### brace expansion in case word is not done
case '{a,b}' in {a,b}) echo literal-pattern;; *) echo other;; esac
#### brace in assignment prefix not expanded
x={a,b} printenv x 2>/dev/null || echo "x={a,b}" | tr -d '\n'; echo
#### brace after dollar
echo ${}{a,b} 2>/dev/null; echo st=$?
echo $${a,b} | sed 's/[0-9]*//'
