#### assoc as set order of keys
declare -A seen
for w in the quick brown fox jumps over the lazy dog the end; do seen[$w]=1; done
echo "${!seen[@]}"
echo "${#seen[@]}"
#### assoc counter word frequency
declare -A count
while read -r w; do (( count[$w]++ )); done <<'END'
apple
banana
apple
cherry
banana
apple
date
END
for k in "${!count[@]}"; do echo "$k ${count[$k]}"; done
echo ---
for k in "${!count[@]}"; do echo "${count[$k]} $k"; done | sort -rn
#### assoc order with numeric-like keys
declare -A m
for i in 1 2 3 4 5 6 7 8 9 10 11 12 100 1000; do m[$i]=v$i; done
echo "${!m[@]}"
echo "${m[@]}"
#### assoc order after unset and re-add
declare -A m=([a]=1 [b]=2 [c]=3 [d]=4 [e]=5)
echo "${!m[@]}"
unset 'm[b]' 'm[d]'
echo "${!m[@]}"
m[b]=22; m[z]=26
echo "${!m[@]}"
echo "${m[@]}"
#### assoc literal order vs insertion
declare -A colors=([red]='#f00' [green]='#0f0' [blue]='#00f' [white]='#fff' [black]='#000')
for c in "${!colors[@]}"; do printf '%-6s %s\n' "$c" "${colors[$c]}"; done
declare -p colors
#### assoc many keys order
declare -A h
for k in alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu; do h[$k]=${#k}; done
printf '%s ' "${!h[@]}"; echo
printf '%s ' "${h[@]}"; echo
#### assoc copy via declare -p and eval
declare -A src=([one]=1 [two]=2 [three]=3 ['with space']=4)
tmp=$(declare -p src)
eval "${tmp/declare -A src=/declare -A dst=}"
declare -p dst
dst[four]=4
echo "${#src[@]} ${#dst[@]}"
#### assoc copy by loop
declare -A a=([x]=1 [y]=2 [z]=3) b=()
for k in "${!a[@]}"; do b[$k]=${a[$k]}; done
b[x]=100
declare -p a b
#### assoc key with special characters
declare -A m
m["a b"]=1; m['$x']=2; m[*]=3; m[@]=4; m['']=5 2>&1; m["k]"]=6; m[-]=7
declare -p m
for k in "${!m[@]}"; do printf '<%s>=%s\n' "$k" "${m[$k]}"; done
#### assoc empty key error
declare -A m
m[""]=x 2>&1
echo st=$?
k=""
m[$k]=y 2>&1; echo st=$?
echo "${#m[@]}"
#### assoc test key exists
declare -A m=([present]=1 [empty]=)
for k in present empty absent; do
  if [[ -v m[$k] ]]; then echo "$k: set"; else echo "$k: unset"; fi
  [[ ${m[$k]+x} ]] && echo "  +x yes" || echo "  +x no"
  [[ -n ${m[$k]:-} ]] && echo "  nonempty" || echo "  empty-or-unset"
done
#### assoc keys sorted for stable output
declare -A ages=([carol]=41 [alice]=30 [bob]=25 [dave]=35)
for k in $(printf '%s\n' "${!ages[@]}" | sort); do echo "$k=${ages[$k]}"; done
mapfile -t keys < <(printf '%s\n' "${!ages[@]}" | sort -r)
echo "${keys[*]}"
for k in "${!ages[@]}"; do echo "${ages[$k]}:$k"; done | sort -t: -k1,1n | cut -d: -f2
#### assoc append and +=
declare -A m=([a]=x)
m[a]+=y
m[b]+=z
m+=([c]=1 [d]=2)
declare -p m
declare -A n
n+=([k]=v)
n[k]+=w
echo "${n[k]}"
#### assoc from key=value lines
declare -A conf
while IFS='=' read -r key val; do
  [[ -z $key || $key == \#* ]] && continue
  key=${key//[[:space:]]/}
  conf[$key]=$val
done <<'END'
# comment
host=localhost
port=5432

user = admin
name=my db
END
for k in "${!conf[@]}"; do printf '[%s]=[%s]\n' "$k" "${conf[$k]}"; done
#### assoc group by first letter
declare -A groups
for w in apple avocado banana blueberry cherry cranberry apricot; do
  groups[${w:0:1}]+="$w "
done
for k in "${!groups[@]}"; do echo "$k: ${groups[$k]% }"; done
#### assoc invert map
declare -A fwd=([one]=1 [two]=2 [three]=3 [uno]=1)
declare -A inv
for k in "${!fwd[@]}"; do inv[${fwd[$k]}]+="${inv[${fwd[$k]}]:+,}$k"; done
for k in "${!inv[@]}"; do echo "$k -> ${inv[$k]}"; done
#### assoc unset whole and length
declare -A m=([a]=1 [b]=2)
unset m
declare -p m 2>&1; echo st=$?
declare -A m
m[x]=1
echo ${#m[@]}
m=()
echo ${#m[@]}
declare -p m
#### assoc without declare is indexed
m[foo]=1
m[bar]=2
declare -p m
echo "${!m[@]}"
#### local assoc inside function
f() {
  local -A seen=()
  local x out=()
  for x in "$@"; do
    [[ ${seen[$x]+set} ]] && continue
    seen[$x]=1
    out+=("$x")
  done
  echo "${out[*]}"
}
f b a b c a d c
declare -p seen 2>&1
#### assoc arithmetic on values
declare -A stock=([apples]=5 [pears]=2)
(( stock[apples] += 3 ))
(( stock[pears]-- ))
(( stock[kiwis] = stock[apples] * 2 ))
declare -p stock
key=apples
echo $(( stock[$key] + 1 ))
#### assoc with quoted subscripts inside arithmetic
declare -A m=(["a b"]=5)
k="a b"
echo $(( m[$k] + 1 ))
(( m[\$k]++ )) 2>&1
declare -p m
#### assoc nameref passing
print_map() {
  local -n _m=$1
  local k
  for k in "${!_m[@]}"; do echo "$k=${_m[$k]}"; done
}
add_entry() { local -n _t=$1; _t[$2]=$3; }
declare -A cfg=([mode]=fast)
add_entry cfg level 3
add_entry cfg name "x y"
print_map cfg
#### assoc iteration order with unicode keys
declare -A m
for k in café naïve résumé über zoë ångström; do m[$k]=1; done
echo "${!m[@]}"
#### declare -A reassign from indexed error
declare -a idx=(1 2)
declare -A idx 2>&1; echo st=$?
declare -A as=([k]=v)
declare -a as 2>&1; echo st=$?
#### assoc compound assignment with bare words
declare -A m
m=(k1 v1 k2 v2 k3)
declare -p m
#### assoc keys with numbers order 2
declare -A m
for i in $(seq 1 20); do m[key$i]=$i; done
echo "${!m[@]}"
#### assoc deletion during loop
declare -A m=([a]=1 [b]=2 [c]=3 [d]=4)
for k in "${!m[@]}"; do
  (( m[$k] % 2 == 0 )) && unset "m[$k]"
done
declare -p m
#### assoc print sorted by value descending
declare -A score=([ann]=88 [bob]=95 [cid]=72 [dee]=95 [eve]=60)
for n in "${!score[@]}"; do printf '%s %s\n' "${score[$n]}" "$n"; done | sort -k1,1nr -k2,2 | while read -r s n; do printf '%-4s %3d\n' "$n" "$s"; done
#### nested data via prefixed assoc and namerefs
declare -A user_1=([name]=alice [role]=admin)
declare -A user_2=([name]=bob [role]=dev)
for id in 1 2; do
  declare -n u=user_$id
  echo "$id: ${u[name]} (${u[role]})"
done
unset -n u
declare -n ref=user_2
ref[role]=ops
declare -p user_2
#### assoc values containing newlines printed with declare -p
declare -A m=([a]=$'line1\nline2' [b]='tab	x')
declare -p m
printf '%q\n' "${m[a]}"
