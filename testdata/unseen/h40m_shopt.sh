#### assoc_expand_once off subscript expanded twice in arith
declare -A a; k='$(echo hi)'; (( a[$k]=1 )) 2>&1; declare -p a
#### assoc_expand_once on subscript expanded once in arith
shopt -s assoc_expand_once; declare -A a; k='$(echo hi)'; (( a[$k]=1 )); declare -p a
#### assoc_expand_once on with let
shopt -s assoc_expand_once; declare -A a; k='x y'; let 'a[$k]=3'; declare -p a
#### assoc_expand_once test -v
shopt -s assoc_expand_once; declare -A a; k='$(echo z)'; a[$k]=1; [[ -v a[$k] ]] && echo set; test -v "a[\$k]" && echo set2
#### assoc_expand_once shopt -p
shopt -p assoc_expand_once; shopt -s assoc_expand_once; shopt -p assoc_expand_once
#### cdable_vars off names a missing directory
mkdir real; v=real; cd v; echo st=$?; pwd
#### cdable_vars on follows the variable
mkdir real; v=real; shopt -s cdable_vars; cd v; echo st=$?; pwd
#### cdable_vars on variable unset still fails
shopt -s cdable_vars; cd nothere; echo st=$?
#### cdable_vars on directory wins over variable
mkdir v real; v=real; shopt -s cdable_vars; cd v; pwd
#### cdable_vars prints the directory
mkdir real; v=real; shopt -s cdable_vars; cd v >out; echo st=$?; cat out
#### cdspell noninteractive no correction
mkdir abcd; shopt -s cdspell; cd abdc; echo st=$?
#### cdspell shopt -p
shopt -p cdspell; shopt -s cdspell; shopt -p cdspell
#### checkhash off stale hash fails
mkdir b; printf '#!/bin/sh\necho run\n' > b/tool; chmod +x b/tool; hash -p "$PWD/nowhere/tool" tool; PATH=$PWD/b:$PATH; tool; echo st=$?
#### checkhash on stale hash researched
mkdir b; printf '#!/bin/sh\necho run\n' > b/tool; chmod +x b/tool; shopt -s checkhash; hash -p "$PWD/nowhere/tool" tool; PATH=$PWD/b:$PATH; tool; echo st=$?
#### checkjobs noninteractive exit
shopt -s checkjobs; sleep 0 & wait; exit 3
#### checkjobs and cmdhist defaults
shopt -p checkjobs cmdhist lithist
#### lithist toggle
shopt -s lithist; shopt -p lithist; shopt -u lithist; shopt -q lithist; echo $?
#### compat31 quoted regex is a pattern
shopt -s compat31; [[ aXc =~ "a.c" ]] && echo match || echo nomatch
#### compat31 off quoted regex literal
[[ aXc =~ "a.c" ]] && echo match || echo nomatch
#### compat32 shopt -p
shopt -s compat32; shopt -p compat32 compat31
#### compat40 shopt set and unset
shopt -s compat40; shopt -q compat40 && echo on; shopt -u compat40; shopt -q compat40 || echo off
#### compat41 shopt
shopt -s compat41; shopt -p compat41
#### compat42 shopt
shopt -s compat42; shopt -p compat42
#### compat43 shopt
shopt -s compat43; shopt -p compat43
#### compat44 shopt
shopt -s compat44; shopt -p compat44
#### compat options listed in order
shopt -p | grep compat
#### complete_fullquote default and toggle
shopt -p complete_fullquote; shopt -u complete_fullquote; shopt -p complete_fullquote
#### direxpand dirspell defaults
shopt -p direxpand dirspell; shopt -s direxpand dirspell; shopt -p direxpand dirspell
#### dotglob off star skips dotfiles
touch .h v; echo *
#### dotglob on star includes dotfiles
touch .h v; shopt -s dotglob; echo *
#### dotglob on question mark matches dot
touch .h; shopt -s dotglob; echo ?h
#### dotglob on bracket at start
touch .h; shopt -s dotglob; echo [.]h
#### dotglob on never . and ..
touch .h; shopt -s dotglob; echo .*
#### dotglob with GLOBIGNORE
touch .h v; GLOBIGNORE=v; echo *
#### dotglob off in subdir pattern
mkdir d; touch d/.x d/y; echo d/*
#### dotglob on in subdir pattern
mkdir d; touch d/.x d/y; shopt -s dotglob; echo d/*
#### execfail off exec fails exits
exec ./nosuch; echo after
#### execfail on exec fails continues
shopt -s execfail; exec ./nosuch; echo after st=$?
#### execfail on not executable
touch f; shopt -s execfail; exec ./f; echo st=$?
#### execfail in subshell
shopt -s execfail; ( exec ./nosuch; echo in=$? ); echo out=$?
#### expand_aliases off alias not used
alias hi='echo hello'
hi
echo st=$?
#### expand_aliases on alias used
shopt -s expand_aliases
alias hi='echo hello'
hi
#### expand_aliases unset after alias defined
shopt -s expand_aliases
alias hi='echo hello'
shopt -u expand_aliases
hi
echo st=$?
#### expand_aliases same line not effective
shopt -s expand_aliases; alias hi='echo hello'; hi; echo st=$?
#### extdebug declare -F line number
shopt -s extdebug

f() {
  :
}
declare -F f
#### extdebug declare -F several functions
shopt -s extdebug
f() { :; }
g() { :; }
declare -F f g nosuch; echo st=$?
#### extdebug off declare -F only name
f() { :; }
declare -F f
#### extdebug DEBUG trap return 1 skips command
shopt -s extdebug
trap '[[ $BASH_COMMAND == *skip* ]] && return 1; return 0' DEBUG
echo skip me
echo keep
trap - DEBUG
#### extdebug DEBUG trap return 2 in function returns
shopt -s extdebug
f() { echo one; echo two; }
trap '[[ $BASH_COMMAND == "echo two" ]] && return 2; return 0' DEBUG
f; echo st=$?
trap - DEBUG
#### extdebug off DEBUG trap return ignored
trap 'return 1' DEBUG
echo runs
trap - DEBUG
#### extdebug BASH_ARGV in main
shopt -s extdebug
set -- a b
f() { echo "${BASH_ARGV[*]}"; echo "${BASH_ARGC[*]}"; }
f x y z
#### extdebug functrace inherits DEBUG trap
shopt -s extdebug
f() { echo inf; }
trap 'echo "D:$BASH_COMMAND"' DEBUG
f
trap - DEBUG
#### extdebug off function has no DEBUG trap
f() { echo inf; }
trap 'echo "D:$BASH_COMMAND"' DEBUG
f
trap - DEBUG
#### extdebug shopt -p and set -o functrace
shopt -s extdebug; shopt -p extdebug; set -o | grep -E 'functrace|errtrace'
#### extglob off syntax error in pattern
echo start
[[ ab == @(ab|cd) ]] && echo m
#### extglob on @ pattern
shopt -s extglob
[[ cd == @(ab|cd) ]] && echo m
#### extglob on ?( ) zero or one
shopt -s extglob
for w in '' a aa; do [[ $w == ?(a) ]] && echo "y[$w]" || echo "n[$w]"; done
#### extglob on *( ) and +( )
shopt -s extglob
for w in '' x xx; do [[ $w == *(x) ]] && echo -n "s "; [[ $w == +(x) ]] && echo -n "p "; echo "[$w]"; done
#### extglob on !( ) files
shopt -s extglob
touch a.c a.h b.c
echo !(*.c)
echo !(a*)
#### extglob on in case with pipe
shopt -s extglob
case foo.txt in *.@(txt|md)) echo doc;; *) echo other;; esac
#### extglob on ${x##} with +( )
shopt -s extglob
x=0001200; echo "${x##+(0)}" "${x%%+(0)}"
#### extglob on ${x//} with !( )
shopt -s extglob
x=abcabc; echo "${x//!(b)/-}"
#### extquote on dollar single in default
x=; echo "${x:-$'a\tb'}" | od -c | head -1
#### extquote off dollar single in default
shopt -u extquote
x=; echo "${x:-$'a\tb'}"
#### failglob off unmatched stays
echo *.zz
#### failglob on message and status
shopt -s failglob; echo *.zz; echo st=$?
#### failglob on for loop word
shopt -s failglob; for f in *.zz; do echo $f; done; echo st=$?
#### failglob on assignment not globbed
shopt -s failglob; x=*.zz; echo "$x"
#### failglob on quoted pattern no error
shopt -s failglob; echo "*.zz"
#### failglob on in case pattern no error
shopt -s failglob; case a in *.zz) echo m;; *) echo d;; esac
#### failglob on matched works
shopt -s failglob; touch k.zz; echo *.zz
#### force_fignore default
shopt -p force_fignore hostcomplete
#### globasciiranges on range
touch a B b; shopt -s globasciiranges; echo [a-b]; echo [A-b]
#### globasciiranges off range in C.UTF-8
touch a B b; shopt -u globasciiranges; echo [a-b]
#### globasciiranges in case
shopt -s globasciiranges; case B in [a-z]) echo lower;; *) echo other;; esac
#### globskipdots on dot star
touch .h; echo .*
#### globskipdots off dot star
touch .h; shopt -u globskipdots; echo .*
#### globskipdots off with dotglob star
touch .h; shopt -u globskipdots; shopt -s dotglob; echo *
#### globskipdots off dot question
shopt -u globskipdots; echo .?
#### globstar off double star is star
mkdir -p a/b; touch a/b/f a/g; echo **
#### globstar on double star lists all
mkdir -p a/b; touch a/b/f a/g; shopt -s globstar; echo **
#### globstar on prefix dir
mkdir -p a/b; touch a/b/f a/g; shopt -s globstar; echo a/**
#### globstar on double star slash f
mkdir -p a/b; touch a/b/f a/f; shopt -s globstar; echo **/f
#### globstar on not alone is star
mkdir -p a/b; touch a/b/xf a/xf; shopt -s globstar; echo a/**f
#### globstar on hidden dirs skipped
mkdir -p .h/a b; touch .h/a/f b/f; shopt -s globstar; echo **/f
#### gnu_errfmt error format
shopt -s gnu_errfmt
nosuchcmd
echo st=$?
#### gnu_errfmt with builtin error
shopt -s gnu_errfmt
cd /nonexistent
#### gnu_errfmt off
nosuchcmd
#### histappend default off toggle
shopt -p histappend; shopt -s histappend; shopt -p histappend
#### huponexit toggle
shopt -p huponexit; shopt -s huponexit; shopt -p huponexit
#### inherit_errexit off comsub continues
set -e; x=$(false; echo still); echo "[$x]"
#### inherit_errexit on comsub stops
set -e; shopt -s inherit_errexit; x=$(false; echo still); echo "[$x]"
#### inherit_errexit on status of assignment
set -e; shopt -s inherit_errexit; x=$(echo a; false; echo b) || echo "failed $x"
#### inherit_errexit without set -e no effect
shopt -s inherit_errexit; x=$(false; echo still); echo "[$x]"
#### inherit_errexit set -o posix
set -o posix; shopt -p inherit_errexit
#### interactive_comments off hash is a word
shopt -u interactive_comments
echo a #b
#### interactive_comments on hash comment
echo a #b
#### interactive_comments off in next function
shopt -u interactive_comments
f() { echo x # y
}
f
#### lastpipe on read last
shopt -s lastpipe; printf '1 2\n' | read a b; echo "$a-$b"
#### lastpipe on with set +m status
shopt -s lastpipe; echo x | { read v; exit 4; }; echo "st=$? v=$v"
#### lastpipe on while modifies array
shopt -s lastpipe; arr=(); printf 'a\nb\n' | while read l; do arr+=("$l"); done; echo "${#arr[@]} ${arr[*]}"
#### lastpipe on mapfile
shopt -s lastpipe; printf 'a\nb\n' | mapfile -t L; echo "${L[1]}"
#### lastpipe off mapfile lost
printf 'a\nb\n' | mapfile -t L; echo "${#L[@]}"
#### localvar_inherit off local is unset
x=glob; f() { local x; echo "[${x-unset}]"; }; f
#### localvar_inherit on local inherits value
shopt -s localvar_inherit; x=glob; f() { local x; echo "[${x-unset}]"; }; f
#### localvar_inherit on inherits attributes
shopt -s localvar_inherit; declare -i n=5; f() { local n; n=2+3; echo $n; }; f
#### localvar_inherit on array
shopt -s localvar_inherit; a=(1 2); f() { local a; echo "${a[*]}"; }; f
#### localvar_unset off unset local shows global
x=g; f() { local x=l; unset x; echo "[${x-unset}]"; }; f
#### localvar_unset on unset local stays local
shopt -s localvar_unset; x=g; f() { local x=l; unset x; echo "[${x-unset}]"; }; f
#### localvar_unset on caller's local
shopt -s localvar_unset; x=g; g() { unset x; echo "g[${x-unset}]"; }; f() { local x=l; g; echo "f[${x-unset}]"; }; f; echo "m[$x]"
#### localvar_unset off caller's local
x=g; g() { unset x; echo "g[${x-unset}]"; }; f() { local x=l; g; echo "f[${x-unset}]"; }; f; echo "m[$x]"
#### login_shell cannot be set
shopt -s login_shell; echo st=$?; shopt -p login_shell
#### login_shell cannot be unset
shopt -u login_shell; echo st=$?
#### mailwarn toggle
shopt -p mailwarn; shopt -s mailwarn; shopt -q mailwarn && echo on
#### no_empty_cmd_completion progcomp defaults
shopt -p no_empty_cmd_completion progcomp progcomp_alias
#### nocaseglob on star
touch ABC abd; shopt -s nocaseglob; echo a*
#### nocaseglob off star
touch ABC abd; echo a*
#### nocaseglob on bracket
touch X1 x2; shopt -s nocaseglob; echo [x]?
#### nocasematch off case
case ABC in abc) echo m;; *) echo d;; esac
#### nocasematch on case bracket
shopt -s nocasematch; case Q in [a-z]) echo lower;; *) echo other;; esac
#### nocasematch on [[ != ]]
shopt -s nocasematch; [[ Hello != hello ]] && echo ne || echo eq
#### nocasematch on =~ BASH_REMATCH keeps case
shopt -s nocasematch; [[ xABy =~ a(b) ]] && echo "${BASH_REMATCH[0]} ${BASH_REMATCH[1]}"
#### nocasematch on pattern substitution
shopt -s nocasematch; x=HeLLo; echo "${x/l/_}" "${x//L/_}"
#### nocasematch on prefix removal
shopt -s nocasematch; x=HeLLo; echo "${x#he}" "${x%LO}"
#### nocasematch on test single bracket
shopt -s nocasematch; [ A == a ] && echo eq || echo ne
#### nocasematch on extglob in case
shopt -s nocasematch extglob; case FOO in @(foo|bar)) echo m;; esac
#### noexpand_translation off
echo $"hello"
#### noexpand_translation on
shopt -s noexpand_translation; echo $"hello"; x=$"a b"; echo "$x"
#### nullglob off unmatched literal
echo a*.q b
#### nullglob on unmatched vanishes
shopt -s nullglob; echo a*.q b
#### nullglob on array subscript word
shopt -s nullglob; a=(1 2); unset a[0]; echo "${#a[@]} ${a[*]}"
#### nullglob on set -- count
shopt -s nullglob; set -- *.q *.r; echo $#
#### nullglob on ls with no args
shopt -s nullglob; touch z; ls *.q
#### nullglob on bracket not glob
shopt -s nullglob; x=[abc]; echo "$x" $x end
#### patsub_replacement on ampersand
x=abc; echo "${x/b/<&>}"
#### patsub_replacement off ampersand
shopt -u patsub_replacement; x=abc; echo "${x/b/<&>}"
#### patsub_replacement on escaped ampersand
x=abc; echo "${x/b/<\&>}"
#### patsub_replacement on quoted ampersand
x=abc; echo "${x/b/"&&"}"
#### patsub_replacement on ampersand from variable
r='[&]'; x=abc; echo "${x//?/$r}"
#### patsub_replacement on quoted variable
r='[&]'; x=abc; echo "${x//?/"$r"}"
#### patsub_replacement on array elements
a=(ab cb); echo "${a[@]/b/&&}"
#### promptvars on expands in @P
x=val; p='<$x>'; echo "${p@P}"
#### promptvars off literal in @P
shopt -u promptvars; x=val; p='<$x>'; echo "${p@P}"
#### promptvars on backslash escapes still
shopt -u promptvars; p='a\\b'; echo "${p@P}"
#### restricted_shell readonly off
shopt -p restricted_shell; shopt -s restricted_shell; echo st=$?; shopt -p restricted_shell
#### shift_verbose off silent
set -- a; shift 2; echo st=$?
#### shift_verbose on message
shopt -s shift_verbose; set -- a; shift 2; echo st=$?
#### shift_verbose on shift with no args
shopt -s shift_verbose; shift; echo st=$?
#### shift_verbose on in function
shopt -s shift_verbose; f() { shift 3; echo st=$?; }; f a
#### sourcepath on finds in PATH
mkdir b; echo 'echo found' > b/lib.sh; PATH=$PWD/b:$PATH; . lib.sh
#### sourcepath off not in PATH
mkdir b; echo 'echo found' > b/lib.sh; PATH=$PWD/b:$PATH; shopt -u sourcepath; . lib.sh; echo st=$?
#### sourcepath on prefers PATH over cwd
mkdir b; echo 'echo path' > b/lib.sh; echo 'echo cwd' > lib.sh; PATH=$PWD/b:$PATH; . lib.sh
#### sourcepath on slash name not searched
mkdir b; echo 'echo found' > b/lib.sh; PATH=$PWD/b:$PATH; . ./lib.sh; echo st=$?
#### varredir_close off fd stays open
: {fd}>out; echo hi >&$fd; cat out
#### varredir_close on fd closed after command
shopt -s varredir_close; : {fd}>out; echo hi >&$fd; echo st=$?; cat out
#### varredir_close on exec keeps fd
shopt -s varredir_close; exec {fd}>out; echo hi >&$fd; cat out
#### xpg_echo off backslash literal
echo 'a\tb'
#### xpg_echo on backslash escapes
shopt -s xpg_echo; echo 'a\tb' | od -c | head -1
#### xpg_echo on -e -E
shopt -s xpg_echo; echo -E 'a\nb'; echo 'c\c'; echo d
#### xpg_echo on \0 octal
shopt -s xpg_echo; echo 'x\0101y'
#### shopt no args lists all on off
shopt | grep -E '^(nullglob|extglob|sourcepath)'
#### shopt -s no names lists set ones
shopt -s | grep -c .
#### shopt -u lists unset with -p
shopt -up | grep -E 'nullglob|dotglob'
#### shopt -q unknown name
shopt -q nosuch; echo st=$?
#### shopt -q mixed set unset
shopt -s nullglob; shopt -q nullglob sourcepath; echo st=$?; shopt -q nullglob dotglob; echo st=$?
#### shopt -s and -u together
shopt -s -u nullglob; echo st=$?
#### shopt -o -s sets set option
shopt -os noglob; echo *; echo "$-"
#### shopt -o -u unsets set option
set -f; shopt -ou noglob; touch k; echo k*
#### shopt -o lists
shopt -o noglob errexit
#### shopt -o with shopt name
shopt -o nullglob; echo st=$?
#### shopt -p with unknown name
shopt -p nullglob nosuch; echo st=$?
#### shopt bad option letter
shopt -z; echo st=$?
#### shopt -- end of options
shopt -s -- nullglob; shopt -p nullglob
#### shopt -p output reusable
shopt -s dotglob; s=$(shopt -p dotglob); shopt -u dotglob; eval "$s"; shopt -p dotglob
#### shopt -q prints nothing
shopt -q -p nullglob; echo st=$?
#### shopt name without flag prints status
shopt extglob; echo st=$?
#### shopt -s in function persists
f() { shopt -s nullglob; }; f; shopt -p nullglob
#### shopt in subshell does not leak
( shopt -s nullglob ); shopt -p nullglob
#### BASHOPTS follows shopt -s
shopt -s nullglob; case :$BASHOPTS: in *:nullglob:*) echo in;; esac; shopt -u nullglob; case :$BASHOPTS: in *:nullglob:*) echo still;; *) echo out;; esac
#### BASHOPTS exported to child
export BASHOPTS; shopt -s nullglob; bash -c 'shopt -p nullglob'
#### BASHOPTS not exported no effect on child
shopt -s nullglob; bash -c 'shopt -p nullglob'
