#### quoted parts of tilde prefix stop expansion
HOME=/usr/xyz
echo ~/"foo" "~nosuchuserq"/"foo" \~nosuchuserq/"foo" \~x/bar ~nosuchuserq""/bar
#### tilde with unknown user stays
HOME=/usr/xyz; echo ~nosuchuserq/x ~nosuchuserq
#### tilde not at word start
HOME=/usr/xyz; echo ":~/" abcd~ "SHELL=~/bash" abcd:~
#### tilde in assignment value after colon
HOME=/usr/xyz; SHELL=~/bash; echo $SHELL; path=/usr/ucb:/bin:~/bin:~/tmp/bin:/usr/bin; echo $path
#### ~- and ~+
mkdir -p d1 d2; cd d1; cd ../d2; echo ~- ~+ | sed "s#$(cd ..; pwd)#T#g"
#### ~+ and ~- with OLDPWD unset
unset OLDPWD; echo ~- ; PWD=/q; echo ~+
#### assignment vs quoted tilde
HOME=/usr/xyz; XPATH=/bin:/usr/bin:.
PPATH=$XPATH:~/bin; echo "$PPATH"; PPATH="$XPATH:~/bin"; echo "$PPATH"
#### export and declare expand tilde after colon
HOME=/usr/xyz; XPATH=/bin:.
export PPATH=$XPATH:~/bin; echo "$PPATH"; declare -x PPATH=$XPATH:~/bin; echo "$PPATH"
export PPATH="$XPATH:~/bin"; echo "$PPATH"
#### printf %q quotes tilde
printf "%q\n" '~' '~x' 'a~'
#### case with tilde patterns
HOME=/usr/xyz
case ~ in $HOME) echo ok 1;; *) echo bad 1;; esac
case ~ in ~) echo ok 2;; \~) echo bad 2a;; *) echo bad 2b;; esac
case '~' in ~) echo bad3;; \~) echo ok 3;; esac
#### argument that looks like assignment, posix and not
HOME=/usr/xyz; echo foo=bar:~; set -o posix; echo foo=bar:~
#### tilde after = and : in word and assignment
HOME=/home/xyz; echo foo=~:~; foo=~:~; printf "%s\n" $foo
#### posix mode tilde in word argument
HOME=/home/xyz; set -o posix; echo foo=~:~; foo=~:~; printf "%s\n" $foo
#### tilde after PATH= in assignment value
HOME=/usr/xyz; XPATH=/bin:.; ADDPATH=PATH=~/bin:$XPATH; echo $ADDPATH
#### tilde in := default
HOME=/usr/xyz; XPATH=/bin:.; unset A; : ${A:=~/bin:~/bin2:$XPATH}; echo $A
unset A; : ${A:=PATH=~/bin:~/bin2:$XPATH}; echo $A
#### tilde in here-doc is literal
HOME=/usr/xyz
cat << !
~/bin
!
#### tilde in defaults quoted and unquoted
HOME=/usr/xyz; XPATH=1; unset TPATH
echo "~" ${TPATH:-~} "${TPATH:-~}" "${TPATH:-"~"}" "${XPATH+~}"
#### case tilde pattern matches $HOME
HOME=/usr/xyz; SHELL=~/bash; case $SHELL in ~/bash) echo ok;; *) echo bad;; esac
#### make-style argument with tilde
HOME=/usr/xyz; echo make -k FOO=~/mumble; typeset FOO=~/mumble; echo "$FOO"
#### tilde in assignment to variable then echoed
HOME=/usr/xyz; h=HOME=~; echo $h; export h=HOME=~; echo $h
#### HOME with dollar sign not re-expanded
x=1234; HOME='/usr/$x/abc'; echo ~; echo ~/q
#### eval of tilde assignment word
HOME=/usr/xyz; h=HOME=~; eval echo $h; eval $h; echo "$HOME"
#### posix eval of tilde assignment word
HOME='/usr/$x/abc'; x=1; h='HOME=~'; set -o posix; eval echo $h; eval $h; echo "$HOME"
#### tilde with escaped char in user
HOME=/usr/xyz; echo ~\q/bar ~q\x
#### tilde in array assignment
HOME=/usr/xyz; a=(~ ~/x "~" x~ a=~); printf '%s\n' "${a[@]}"
#### tilde in for list and case word
HOME=/usr/xyz; for w in ~ ~/a; do echo $w; done; case ~/b in /usr/xyz/b) echo ok;; esac
#### tilde in redirection target
HOME=$PWD/h; mkdir h; echo hi > ~/f; cat h/f
#### HOME unset tilde
unset HOME; x=~; [ -n "$x" ] && echo nonempty
#### HOME empty tilde
HOME=; echo "[~]" [~] [~/x]
#### tilde in [[ ]] and test
HOME=/usr/xyz; [[ ~ == /usr/xyz ]] && echo yes; [ ~ = /usr/xyz ] && echo yes2
#### tilde in local and declare args
HOME=/usr/xyz; f(){ local a=~/b c=x:~; echo $a $c; }; f; declare d=~; echo $d
#### tilde after colon in non-assignment word not expanded
HOME=/usr/xyz; echo a:~ ~:a x=~
#### tilde prefix ends at first slash
HOME=/usr/xyz; echo ~/~ ~//x
#### tilde in double-quoted assignment not expanded
HOME=/usr/xyz; v="~"; echo $v; v=~"/x"; echo $v
#### ~+ with subdir and ~- after cd
mkdir -p a/b; cd a; cd b; echo ${PWD##*/} $(basename ~+) $(basename ~-)
#### tilde in += assignment
HOME=/usr/xyz; a=x; a+=:~; echo $a; b+=~; echo $b
#### tilde in parameter pattern
HOME=/usr/xyz; v=/usr/xyz/bin; echo ${v#~} ${v#"~"}
#### tilde in substitution replacement
HOME=/usr/xyz; v=abc; echo ${v/b/~} "${v/b/~}"
