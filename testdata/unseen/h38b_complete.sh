#### complete -p with no specifications
complete -p; echo "st=$?"; complete; echo "st=$?"
#### complete -p listing order and options
complete -F _f cmd1
complete -W 'a b "c d"' -o nospace cmd2
complete -A variable -P pre -S suf -X '*x' -o default cmd3
complete -c -f -d cmd4 cmd5
complete -G '*.txt' -C 'echo hi' cmd6
complete -o filenames -o nosort -a -b -e -g -j -k -s -u -v cmd7
complete -A arrayvar -A binding -A disabled -A enabled -A function -A helptopic -A hostname -A running -A setopt -A shopt -A signal -A stopped cmd8
complete -o bashdefault -o dirnames -o noquote -o plusdirs -A user -A job cmd9
complete -p; echo "st=$?"
#### complete -p quoting of words and names
complete -W "it's" -S "'" -P '' 'a b' "c'd" 'a*' 'b$c' x=y '' -x 'a~' '~a' '#a' 'a#' 'a:b' '{a}' '%a' 'a]' 'q"'
complete -p
#### complete -p names given, one without a specification
complete -F _f cmd1; complete -W x cmd2
complete -p cmd2 nope cmd1; echo "st=$?"
#### complete -r of a name never given, before any specification
complete -r nope; echo "st=$?"; complete -p nope; echo "st=$?"
#### complete -r of a name without specification
complete -W x foo; complete -r nope foo; echo "st=$?"; complete -p; echo "st=$?"
#### complete -r with no names removes all
complete -W x a b c; complete -r; echo "st=$?"; complete -p; echo "st=$?"; complete -r nope; echo "st=$?"
#### complete -D -E -I
complete -D -F _d; complete -E -W e; complete -I -A command
complete -p; complete -p -E; echo "st=$?"
complete -r -D; echo "st=$?"; complete -p -D; echo "st=$?"; complete -r -D; echo "st=$?"
#### complete -D -E together keeps only -D
complete -E -D -I -W w; complete -p; complete -r -E -D; echo "st=$?"; complete -p; echo "st=$?"
#### complete -p and -r together
complete -W x foo; complete -pr foo; echo "st=$?"; complete -rp foo; echo "st=$?"; complete -p -r; echo "st=$?"
#### complete invalid options and usage
complete -x; echo "st=$?"
complete -o bogus x; echo "st=$?"
complete -A bogus x; echo "st=$?"
complete -F; echo "st=$?"
complete -W x; echo "st=$?"
complete -o default; echo "st=$?"
complete -x -o bogus y; echo "st=$?"
complete -o bogus -x y; echo "st=$?"
complete -p; echo "st=$?"
#### complete -F with a name that is no identifier
complete -F 'my fn' x; echo "st=$?"
complete -F 'a;b' y; echo "st=$?"
complete -F 1 z; complete -F 'a$b' w; complete -F 'a-b' v; complete -F '' u; echo "st=$?"
complete -p
#### complete -F in posix mode
set -o posix; complete -F 1 x1; echo "st=$?"; complete -F a-b x2; echo "st=$?"; complete -F ok x3; complete -p
#### complete the last of repeated options wins
complete -W 1 -W 2 -F a -F b -o nospace -o nospace foo; complete -p foo
complete -G 'x' foo; complete -p foo
#### complete redefining keeps the name's place
complete -W 1 aa bb cc dd; complete -p; complete -F f bb; complete -p
#### complete -- and names starting with a dash
complete -W x -- -W; echo "st=$?"; complete -p -- -W; complete -p --; echo "st=$?"
#### compopt outside a completion function
compopt; echo "st=$?"; compopt -o nospace; echo "st=$?"; compopt +o nospace; echo "st=$?"
#### compopt on named specifications
compopt -o nospace foo; echo "st=$?"
complete -W x foo bar
compopt -o nospace foo; echo "st=$?"; complete -p
compopt +o nospace -o default foo nope; echo "st=$?"; complete -p foo
compopt foo; echo "st=$?"
compopt -o filenames +o filenames foo; compopt foo
#### compopt -D -E -I
compopt -D -o nospace; echo "st=$?"
complete -D -W d; complete -E -W e
compopt -D -o nospace; compopt -E; compopt -D; complete -p -D
compopt -I; echo "st=$?"
#### compopt invalid options
compopt -x; echo "st=$?"
compopt +x; echo "st=$?"
compopt -o bad foo; echo "st=$?"
compopt +o bad foo; echo "st=$?"
compopt -o; echo "st=$?"
compopt +o; echo "st=$?"
compopt -A foo; echo "st=$?"
#### compgen -W with a prefix
compgen -W 'apple banana apricot "a b" $HOME' -- ap; echo "st=$?"
compgen -W 'x y' -- z; echo "st=$?"
compgen -W '-a -b c' -- -; echo "st=$?"
#### compgen -P -S -X filters
compgen -W 'ab ac bd' -P '<' -S '>' a
compgen -W 'ab ac bd' -X 'a*'
compgen -W 'ab ac bd' -X '!a*'
compgen -W 'ab ac xa' -X '&*' a
compgen -W 'ab a& ac' -X '*\&' a
#### compgen with no options or no arguments
compgen; echo "st=$?"; compgen foo; echo "st=$?"; compgen -- -W; echo "st=$?"
#### compgen invalid options
compgen -x -o bogus; echo "st=$?"
compgen -o bogus -x; echo "st=$?"
compgen -A bogus; echo "st=$?"
compgen -p; echo "st=$?"
compgen -r; echo "st=$?"
compgen -D; echo "st=$?"
compgen -E; echo "st=$?"
compgen -I; echo "st=$?"
compgen -W; echo "st=$?"
compgen -F 'a b'; echo "st=$?"
#### compgen -F with compopt inside
f() { compopt -o nospace; echo "in=$?"; COMPREPLY=(z y); }
compgen -F f; echo "st=$?"
#### compgen -A variable and function
myvar_one=1 myvar_two=2; myvar_arr=(1); declare -A myvar_h=([a]=1)
compgen -A variable myvar_; compgen -v myvar_t
compgen -A arrayvar myvar_
export myvar_exp=1; compgen -A export myvar_; compgen -e myvar_e
fn_a() { :; }; fn_b() { :; }; compgen -A function fn_
#### compgen -A builtin keyword alias
compgen -A builtin comp; compgen -b bin
compgen -A keyword; compgen -k f
alias ll='ls -l' la='ls -a'; compgen -A alias l; compgen -a la
#### compgen -A command lists builtins and keywords
compgen -A command comp | grep -x -e complete -e compgen -e compopt | sort -u; compgen -c whil | grep -x while
alias myal=ls; f_cmd() { :; }; compgen -c my | grep -x myal; compgen -c f_c | grep -x f_cmd
#### compgen -A file and directory
mkdir -p d1/sub d2; touch f1 f2 .hid d1/x d1/y; ln -s d2 ld
compgen -A file | sort; echo --; compgen -f d1/ | sort; echo --; compgen -A directory | sort; echo --; compgen -d d | sort
compgen -f nope; echo "st=$?"
#### compgen -A setopt shopt signal
compgen -A setopt | tr '\n' ' '; echo
compgen -A shopt | tr '\n' ' '; echo
compgen -A signal | head -5; compgen -A signal SIGRT | head -3; compgen -A signal E
#### compgen -A helptopic names these builtins
compgen -A helptopic comp; compgen -A helptopic bi
#### compgen -o options
compgen -W 'ab ac' -o nospace -o filenames a; echo "st=$?"
mkdir -p dd; compgen -W 'ab' -o plusdirs d; compgen -W 'zz' -o dirnames d; compgen -W 'zz' -o default dd
#### bind in a non-interactive shell
bind; echo "st=$?"
bind -l | head -3; bind -l | wc -l; bind -l | tail -2
#### bind -l is readline's function names
bind -l 2>/dev/null | tr '\n' ' '
#### bind invalid options
bind -Z; echo "st=$?"
bind -m; echo "st=$?"
bind -x; echo "st=$?"
bind -m bad -l; echo "st=$?"
bind --help; echo "st=$?"
#### bind -q and -u of an unknown function
bind -q foo; echo "st=$?"; bind -u nosuch; echo "st=$?"
#### bind -f of a missing file
bind -f /nonexistent/inputrc; echo "st=$?"; bind -f /; echo "st=$?"; bind -f /dev/null; echo "st=$?"
#### bind -s -S -X print nothing
bind -s; echo "st=$?"; bind -S; echo "st=$?"; bind -X; echo "st=$?"
#### type and help of the completion builtins
type complete compopt bind compgen
help -d complete compopt bind; help -s complete compopt bind
#### complete in a subshell does not reach the shell
(complete -W x foo); complete -p; echo "$(complete -W y bar; complete -p)"; complete -p; echo "st=$?"
complete -W x f; ( compopt -o nospace f; complete -p ); complete -p
#### names given together share one specification
complete -W x foo bar; compopt -o nospace bar; complete -p; complete -W y bar; compopt -o default bar; complete -p
#### complete -p write errors
complete -W x foo; complete -p >&-; echo "st=$?"; complete -p foo >&-; echo "st=$?"; complete -p foo nope 2>&1 >&-; echo "st=$?"
complete -p >/dev/full; echo "st=$?"; compopt foo >/dev/full; echo "st=$?"; bind -l >/dev/full; echo "st=$?"
#### complete -p errors come before what it prints
complete -W x foo; complete -p nope foo nope2 2>&1; compopt nope foo 2>&1
#### complete job and builtin actions print as bash's
complete -A job -A running -A stopped -A disabled -A enabled -A service -A group foo; complete -p
#### complete disabled with enable -n
enable -n complete; complete -W x y; echo "st=$?"; enable complete; enable -a | grep -e comp -e bind
#### complete -p order after the table grows
for i in $(seq 1100); do complete -W x n$i; done; complete -p | md5sum; complete -p | sed -n '1p;500p;$p'
complete -r n5 n700; complete -W y n5; complete -p | md5sum
complete -r; complete -W 1 aa bb cc dd; complete -p
#### complete with all the letters and the special names
complete -abcdefgjksuv -o default x; complete -p
complete -o default -o nospace -o bashdefault -D; complete -p -D; compopt -D
complete -C 'echo $1' -X '!*' g; complete -W '$(echo hi)' h; complete -p g h
#### compgen -A helptopic has the compound commands' topics
compgen -A helptopic | grep -v -x -e ps -e logout | tr '\n' ' '; echo; compgen -A helptopic 'for'; compgen -A helptopic '(' ; compgen -A helptopic v
#### compgen -A binding before and after bind
compgen -A binding | wc -l; compgen -A binding ab; compgen -A binding | tr '\n' ' '; echo
(bind -l >/dev/null 2>&1; compgen -A binding | wc -l); compgen -A binding | wc -l
bind 2>/dev/null; compgen -A binding | wc -l; compgen -A binding glob
#### compgen -A binding after bind
bind -l >/dev/null 2>&1; compgen -A binding | wc -l; compgen -A binding glob
#### compgen -A binding list made once
compgen -A binding ab; bind -l >/dev/null 2>&1; compgen -A binding | wc -l; (compgen -A binding | wc -l)
