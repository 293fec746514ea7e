#### read one name escaped blanks at end after two words
printf '%s\n' 'a b\ \ ' | { read x; echo "[$x]"; }
#### read one name single word with escaped blanks kept
printf '%s\n' 'ab\ \ ' | { read x; echo "[$x]"; }
#### read two names last gets words and escaped blank
printf '%s\n' 'p q r\ ' | { read x y; echo "[$x][$y]"; }
#### read escaped tab at end not in IFS
printf 'a b\\\t\n' | { IFS=' ' read x; printf '[%s]\n' "$x" | od -An -c | tr -s ' '; }
#### read escaped tab at end in IFS
printf 'a b\\\t\n' | { read x; printf '[%s]\n' "$x" | od -An -c | tr -s ' '; }
#### read raw keeps backslash and strips blank
printf '%s\n' 'a b\ ' | { read -r x; echo "[$x]"; }
#### read escaped blank then letter at end
printf '%s\n' 'a b\ c ' | { read x; echo "[$x]"; }
#### read three names trailing escaped blanks in last
printf '%s\n' '1 2 3 4\  \ ' | { read a b c; echo "[$a][$b][$c]"; }
