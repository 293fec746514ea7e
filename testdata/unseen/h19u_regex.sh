#### regex capture groups
[[ 'key=value' =~ ^([^=]+)=(.*)$ ]] && echo "${BASH_REMATCH[1]} ${BASH_REMATCH[2]} ${#BASH_REMATCH[@]}"
#### regex no match clears BASH_REMATCH
[[ abc =~ b ]]; [[ abc =~ z ]]; echo "${#BASH_REMATCH[@]}"
#### regex with quoted part literal
[[ 'a.c' =~ a"."c ]] && echo lit; [[ 'abc' =~ a"."c ]] || echo nolit
#### regex from variable with spaces
re='^hello world$'; [[ 'hello world' =~ $re ]] && echo ok
#### regex special chars brackets
[[ 'x[1]' =~ \[([0-9])\] ]] && echo ${BASH_REMATCH[1]}
#### regex alternation and anchors
for s in cat dog bird; do [[ $s =~ ^(cat|dog)$ ]] && echo "pet $s"; done
#### regex status 2 on invalid
[[ a =~ ( ]]; echo st=$?
#### regex case insensitive with nocasematch
shopt -s nocasematch; [[ ABC =~ ^abc$ ]] && echo ci
#### regex with backslash digit class
[[ a1 =~ [[:digit:]] ]] && echo digit; [[ 'a b' =~ [[:space:]] ]] && echo space
#### regex greedy match
[[ 'aXbXc' =~ (.*)X ]] && echo ${BASH_REMATCH[1]}
#### regex optional group empty
[[ ab =~ a(x)?b ]] && echo "[${BASH_REMATCH[1]}] ${#BASH_REMATCH[@]}"
#### regex extract version numbers
v='version 1.22.333'; [[ $v =~ ([0-9]+)\.([0-9]+)\.([0-9]+) ]] && echo "${BASH_REMATCH[@]:1}"
#### glob match vs regex
[[ abc == a* ]] && echo glob; [[ abc =~ a* ]] && echo regex; [[ abc == 'a*' ]] || echo quoted
