#### python3 names itself as typed for a missing script
python3 nosuch_h45h.py; echo "rc=$?"
/usr/bin/python3 nosuch_h45h.py; echo "rc=$?"
python3 /tmp/unseen/gone/x.py 2>&1 | cat; echo "${PIPESTATUS[@]}"
#### python3 -m of a missing module names sys.executable
python3 -m nosuchmod_h45h; echo "rc=$?"
/usr/bin/python3 -m nosuchmod_h45h; echo "rc=$?"
#### python3 argv0 and executable
python3 -c 'import sys; print(sys.argv[0], sys.executable)'
/usr/bin/python3 -c 'import sys; print(sys.argv[0], sys.executable)'
cd /usr/bin && ./python3 -c 'import sys; print(sys.executable)'
#### python3 unknown option usage names the program as typed
python3 -Z; echo "rc=$?"
/usr/bin/python3 -Z 2>&1; echo "rc=$?"
#### python3 script traceback and argv0
printf 'import sys\nprint(sys.argv[0])\nraise SystemExit("bye")\n' > e.py
python3 e.py; echo "rc=$?"
mkdir d && cp e.py d/ && python3 d/e.py; echo "rc=$?"
python3 ./e.py 2>&1 | cat
#### dollar-dash in a script file has no s
printf 'case $- in *s*) echo has s;; *) echo no s;; esac\n' > s.sh
bash s.sh
bash < s.sh
bash -s < s.sh
bash -c 'case $- in *c*) echo has c;; *) echo no c;; esac'
#### dollar-dash in a sourced file of a script file
printf 'case $- in *s*) echo has s;; *) echo no s;; esac\n' > s.sh
printf '. ./s.sh\nf() { . ./s.sh; }; f\n' > m.sh
bash m.sh
. ./s.sh
#### integer assignment of parenthesised text continues the word
declare -i a
a=(4*3)/2
echo "$a"
a=(1+2)*3; echo "$a"
#### plain assignment of parenthesised text continues the word
b=(x)y 2>&1; echo "rc=$? ${b[@]}"
declare -p b 2>&1
#### parenthesised assignment followed by word chars in a command prefix
c=(1)2 echo hi 2>&1; echo "rc=$?"
#### compound assignment then a separate word
d=(1 2) e=3; echo "${d[1]} $e"
#### break with a bad argument names its line
for i in 1; do
  break x
done
echo "rc=$?"
#### arithmetic error token after a valid operand pair
echo $(( 3 yz )) 2>&1
x=$(( 1 + 2 z )); echo "rc=$?"
