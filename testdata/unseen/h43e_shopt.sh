#### shopt -p one option
shopt -p nullglob
shopt -s nullglob
shopt -p nullglob
#### shopt -p several options
shopt -p extglob dotglob sourcepath
#### shopt query status
shopt -q nullglob; echo $?
shopt -s nullglob
shopt -q nullglob; echo $?
shopt -q nullglob dotglob; echo $?
#### shopt plain output format
shopt dotglob
shopt -s dotglob
shopt dotglob
#### shopt invalid option name
shopt -p xyz1
echo "st=$?"
shopt -s xyz1
echo "st=$?"
#### shopt -o -p invalid
shopt -o -p xyz1
echo "st=$?"
#### shopt -o -p history and verbose
shopt -p -o verbose
shopt -p -o errexit
set -e
shopt -p -o errexit
#### shopt -o sets set options
shopt -s -o nounset
echo $-
shopt -u -o nounset
echo $-
#### shopt -s -p lists set options
shopt -u -p | grep -c shopt
shopt -s -p | grep -w -e extquote -e sourcepath
#### set +o listing form
set +o | grep -e errexit -e noglob -e posix
#### set -o listing form
set -o | grep -e errexit -e noglob -e pipefail
#### set -o single option listing does not exist
set -o nosuchopt
echo "st=$?"
#### shopt -o -p listing for a few
set -o noglob
shopt -o -p noglob allexport
#### shopt -s and -u together is an error
shopt -s -u nullglob
echo "st=$?"
#### shopt with no option letters lists on and off
shopt | grep -w -e nullglob -e extquote
#### shopt -u list of off options
shopt -u | grep -w nullglob
#### shopt -p -o with -s
set -f
shopt -s -p -o | grep noglob
#### shopt expand_aliases and POSIXLY_CORRECT
bash -c 'shopt -s expand_aliases ; shopt expand_aliases ; POSIXLY_CORRECT=y true ; shopt expand_aliases'
#### shopt options reset for new shell
shopt -s extglob
bash -c 'shopt -p extglob'
#### shopt -s extglob then pattern
shopt -s extglob
case foo.c in @(*.c|*.h)) echo match;; esac
#### shopt nocasematch
shopt -s nocasematch
[[ ABC == abc ]] && echo yes
case XyZ in xyz) echo case-yes;; esac
#### shopt xpg_echo
shopt -s xpg_echo
echo 'a\tb'
#### shopt nocaseglob and dotglob
touch .hidden Visible
shopt -s dotglob
echo *
shopt -u dotglob
shopt -s nocaseglob
echo v*
#### shopt failglob
shopt -s failglob
echo *.nothing
echo "st=$?"
#### shopt lastpipe without job control
shopt -s lastpipe
echo hi | read x
echo "x=$x"
#### shopt shift_verbose
shopt -s shift_verbose
set -- a
shift 3
echo "st=$?"
#### shopt sourcepath off
shopt -u sourcepath
echo 'echo sourced' > f.sh
PATH=$PWD:$PATH
source f.sh
echo "st=$?"
#### shopt globstar
mkdir -p a/b; touch a/b/c.txt a/d.txt
shopt -s globstar
echo **/*.txt
#### set -o options toggled through set
set -o noclobber
echo x > f
echo y > f
echo "st=$?"
set +o noclobber
echo y > f; cat f
#### set -o posix shows in SHELLOPTS
set -o posix
case :$SHELLOPTS: in *:posix:*) echo posix-on;; esac
set +o posix
case :$SHELLOPTS: in *:posix:*) echo still;; *) echo off;; esac
#### BASHOPTS shows shopt options
shopt -s nullglob
case :$BASHOPTS: in *:nullglob:*) echo yes;; esac
#### shopt -p with no args lists all as commands
shopt -p | head -3
#### set -o invalid with plus
set +o bogus
echo "st=$?"
