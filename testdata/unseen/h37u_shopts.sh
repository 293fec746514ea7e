#### nullglob with array count
shopt -s nullglob; arr=(*.nomatch); echo "${#arr[@]}"
#### nullglob in for loop
shopt -s nullglob; for f in *.zzz; do echo "got $f"; done; echo end
#### nullglob unquoted in test
shopt -s nullglob; [ -n *.qq ] && echo yes-n
#### failglob error status
shopt -s failglob; echo *.nomatch; echo "st=$?"
#### failglob in subshell stops command only
shopt -s failglob; ( echo *.none; echo inner ); echo "outer $?"
#### failglob beats nullglob
shopt -s failglob nullglob; echo *.none; echo "st=$?"
#### dotglob includes hidden
touch .h1 v1; shopt -s dotglob; echo *; shopt -u dotglob; echo *
#### dotglob never dot dirs
touch .a; shopt -s dotglob; echo .*
#### globstar recursive
mkdir -p d/e/f; touch d/1.t d/e/2.t d/e/f/3.t; shopt -s globstar; echo **/*.t
#### globstar off acts as star
mkdir -p d/e; touch d/e/x.t d/y.t; echo **/*.t
#### globstar trailing slash dirs
mkdir -p p/q/r; shopt -s globstar; echo **/
#### globstar with dotglob
mkdir -p .hid/s; touch .hid/s/k.t; shopt -s globstar; echo **/*.t; shopt -s dotglob; echo **/*.t
#### extglob patterns in case
shopt -s extglob; for w in abc abcabc x ab; do case $w in +(abc)) echo "$w plus";; ?(x)) echo "$w opt";; *) echo "$w other";; esac; done
#### extglob negation glob
shopt -s extglob; touch a.c b.h c.o; echo !(*.o)
#### extglob at-pattern in param
shopt -s extglob; s=foo.tar.gz; echo "${s%%@(.tar|.gz)*}" "${s##*@(.)}"
#### extglob star in replacement
shopt -s extglob; s='aaa-bbb---c'; echo "${s//+(-)/_}"
#### nocasematch in case
shopt -s nocasematch; case HeLLo in hello) echo match;; *) echo no;; esac
#### nocasematch in double bracket
shopt -s nocasematch; [[ ABC == abc ]] && echo eq; [[ ABC =~ ^a.c$ ]] && echo re
#### nocasematch does not affect param ops
shopt -s nocasematch; s=ABC; echo "${s#a}" "${s/b/x}"
#### nocaseglob filenames
touch Foo.TXT; shopt -s nocaseglob; echo f*.txt
#### nocasematch with single bracket
shopt -s nocasematch; [ ABC = abc ] && echo eq || echo ne
#### lastpipe variable survives
shopt -s lastpipe; echo hi | read v; echo "[$v]"
#### lastpipe off variable lost
echo hi | read v; echo "[$v]"
#### lastpipe with while loop count
shopt -s lastpipe; n=0; printf 'a\nb\nc\n' | while read l; do n=$((n+1)); done; echo $n
#### lastpipe status
shopt -s lastpipe; false | true; echo "$? ${PIPESTATUS[*]}"
#### shopt -p listing selected
shopt -p extglob nullglob; shopt -s nullglob; shopt -p nullglob
#### shopt -q status
shopt -q extglob; echo $?; shopt -s extglob; shopt -q extglob; echo $?; shopt -q extglob nullglob; echo $?
#### shopt -o with set options
shopt -o -p errexit; shopt -so nounset; echo "$-" | grep -c u
#### shopt invalid name
shopt -s nosuchopt; echo st=$?
#### bashopts reflects shopt
shopt -s extglob nullglob; [[ :$BASHOPTS: == *:extglob:* && :$BASHOPTS: == *:nullglob:* ]] && echo yes
#### shellopts reflects set
set -o noglob; [[ :$SHELLOPTS: == *:noglob:* ]] && echo yes; set +f; [[ :$SHELLOPTS: == *:noglob:* ]] || echo gone
#### shellopts readonly
SHELLOPTS=x; echo st=$?
#### bashopts readonly
BASHOPTS=y; echo st=$?
#### dollar dash basic
echo "$-"
#### dollar dash with options
set -fu; echo "$-"; set +fu; echo "$-"
#### dotglob with glob ignore
touch .x y; GLOBIGNORE='y'; echo *
#### extglob nested groups
shopt -s extglob; [[ abab == +(a@(b|c)) ]] && echo m1; [[ abac == +(a@(b|c)) ]] && echo m2; [[ abad == +(a@(b|c)) ]] || echo m3
#### extglob star empty
shopt -s extglob; [[ '' == *(x) ]] && echo empty-ok; [[ xyx == *(x|y) ]] && echo xy
#### nullglob with pattern in quotes
shopt -s nullglob; echo "*.none" x*.none end
#### globasciiranges default
touch a B c; echo [a-c]
#### xpg_echo
shopt -s xpg_echo; echo 'a\tb'
#### shift_verbose
shopt -s shift_verbose; set -- a; shift 3; echo st=$?
#### sourcepath off
shopt -u sourcepath; mkdir bin; echo 'echo from-path' > bin/sp.sh; PATH=$PWD/bin:$PATH; source sp.sh; echo st=$?
#### execfail noninteractive exec missing
shopt -s execfail; exec /nonexistent/cmd; echo still-here $?
#### localvar_inherit
shopt -s localvar_inherit; x=outer; f() { local x; echo "[$x]"; }; f
#### checkwinsize harmless
shopt -s checkwinsize; shopt -p checkwinsize
