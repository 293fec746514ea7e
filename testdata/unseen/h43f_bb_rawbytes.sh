#### sourced script with raw byte in redirect target
printf 'echo Ok >uni\x81code\n' > s.sh
printf 'cat uni\x81code\n' >> s.sh
printf 'cat uni?code\n' >> s.sh
. ./s.sh
rm uni*code*
echo Done

#### sourced script with raw byte in variable value
printf 'v=uni\x81code\n' > s.sh
printf 'echo Ok >"$v"\n' >> s.sh
printf 'cat uni\x81code\n' >> s.sh
. ./s.sh
rm uni*code*
echo Done

#### raw byte in ansi-c quote after backslash
printf 'echo 80:$'"'"'\\\x80'"'"'\n' > s.sh
printf 'echo 81:$'"'"'\\\x81'"'"'\n' >> s.sh
. ./s.sh | od -An -c
echo "rc=$?"

#### raw byte kept by echo
printf 'echo a\xffb\n' > s.sh
. ./s.sh | od -An -tx1

#### raw byte in single quotes
printf "echo 'x\\xfey'\n" > s.sh
. ./s.sh | od -An -tx1

#### raw byte in double quotes
printf 'echo "x\xc3y"\n' > s.sh
. ./s.sh | od -An -tx1

#### raw byte length of variable in C locale
printf 'v=a\xe9b; echo ${#v}\n' > s.sh
LC_ALL=C . ./s.sh

#### raw byte in case pattern
printf 'case a\xe9 in a\xe9) echo match;; *) echo no;; esac\n' > s.sh
. ./s.sh

#### raw byte script run by bash -c equivalent through eval
s=$(printf 'echo e\x81e')
eval "$s" | od -An -tx1

#### raw byte in function body
printf 'f() { echo "\x90"; }\nf\n' > s.sh
. ./s.sh | od -An -tx1

#### raw byte in here-document
printf 'cat <<END\nh\x85h\nEND\n' > s.sh
. ./s.sh | od -An -tx1

#### raw byte in comment
printf '# c\x80mment\necho after\n' > s.sh
. ./s.sh

#### raw byte in file name glob
printf 'touch f\x82g; echo f?g | od -An -tx1; rm f*g\n' > s.sh
. ./s.sh

#### raw byte in quotes after and-list
printf 'true && echo "\x90" && echo "z\x91"\n' > s.sh
. ./s.sh | od -An -tx1

#### raw byte word in if body
printf 'if true; then echo \x90; fi\n' > s.sh
. ./s.sh | od -An -tx1
