#### basenc encodings of one input
for e in base64 base64url base32 base32hex base16 base2msbf base2lsbf; do printf 'hi?>\377' | basenc --$e; done
#### basenc z85 round trip and length rules
printf 'abcdefgh' | basenc --z85; printf 'HelloWorld' | basenc --z85 -d | od -An -tx1; printf 'abc' | basenc --z85; echo "st=$?"; printf 'abcd' | basenc --z85 -d; echo "st=$?"
#### basenc decode errors keep the decoded prefix
printf '41424' | basenc --base16 -d; echo " st=$?"; printf '01000001x' | basenc --base2msbf -d; echo " st=$?"; printf 'QUJD\n+' | basenc --base64url -d; echo " st=$?"
#### basenc -i and -w
printf '4 1-4\n2' | basenc --base16 -di; echo; printf 'hello world' | basenc --base32hex -w 9; printf 'x' | basenc; echo "st=$?"
#### look prefixes in a sorted file
printf 'apple\napplesauce\napply\nbanana\nband\n' > w; look app w; echo "st=$?"; look bana w; look cherry w; echo "st=$?"
#### look -f -d -t
printf 'Apple\napple\nab-c\nabc\n' > w; look -f APP w; look -d abc w; look -t p applesauce w; echo "st=$?"
#### look default dictionary and usage errors
look word; echo "st=$?"; look; echo "st=$?"; look -a x; echo "st=$?"; printf 'x\n' > w; WORDLIST=w look X; echo "st=$?"
