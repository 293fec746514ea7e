#### complete with no args prints nothing
complete
echo status=$?
#### complete -W and -p
complete -W 'foo bar' mycmd
complete -p mycmd
#### complete -F
_f() { :; }
complete -F _f othercmd
complete -p othercmd
#### complete -p unknown
complete -p nosuchcmd
echo status=$?
#### complete -r removes
complete -W 'a' c1
complete -r c1
complete -p c1
echo status=$?
#### complete -r unknown
complete -r nosuch
echo status=$?
#### compgen -W filters by prefix
compgen -W 'apple banana apricot' ap
#### compgen -W no match status
compgen -W 'apple' z
echo status=$?
#### compgen -W with variable expansion
words='x1 x2 y1'
compgen -W '$words' x
#### compgen -A function
fa() { :; }
fb() { :; }
compgen -A function f | sort
#### compgen -v prefix
myvar1=1 myvar2=2
compgen -v myvar
#### compgen -b partial
compgen -b ec
#### compgen -k
compgen -k fi
#### compgen -A alias
shopt -s expand_aliases
alias ll='ls -l'
compgen -a l
#### compgen -f files
touch afile bfile
mkdir adir
compgen -f a | sort
#### compgen -d dirs
mkdir -p d1 d2
touch dfile
compgen -d d | sort
#### compgen -P and -S
compgen -P '<' -S '>' -W 'a b'
#### compgen -X filter
compgen -X 'b*' -W 'apple banana cherry'
#### compgen -X negated
compgen -X '!b*' -W 'apple banana cherry'
#### compgen -G glob
touch g1.txt g2.txt g3.log
compgen -G '*.txt' | sort
#### compgen -F function not supported without completion context
f() { COMPREPLY=(one two); }
compgen -F f 2>&1
echo status=$?
#### compgen bad option
compgen -z
echo status=$?
#### complete -o options printed
complete -o nospace -o default -W 'x' cc
complete -p cc
#### complete -D default
complete -D -W 'def'
complete -p -D 2>&1
#### compopt outside completion
compopt -o nospace
echo status=$?
#### compgen -e exported
export MYEXP1=1
compgen -e MYEXP
#### compgen -A builtin
compgen -A builtin unse
#### compgen -c with function
myfunc_xyz() { :; }
compgen -c myfunc_x
#### complete -W quoting in -p output
complete -W "a'b c" qc
complete -p qc
#### compgen -A variable with arrays
arr1=(1) arr2=(2)
compgen -A arrayvar arr
#### compgen -A export
export EXPV1=1
compgen -A export EXPV
#### compgen -A setopt
compgen -A setopt err
#### compgen -A shopt
compgen -A shopt null
#### compgen -A signal
compgen -A signal SIGUS
#### compgen -A keyword
compgen -A keyword wh
#### compgen -A directory with slash
mkdir -p dd/inner
compgen -A directory dd/
#### compgen -W with IFS
IFS=,
compgen -W 'a,b,c'
#### compgen -W with quotes
compgen -W '"a b" c'
#### compgen word list with duplicates
compgen -W 'x x y' x
#### compgen -o dirnames
mkdir -p zd1
compgen -o dirnames zd
#### complete -C command
complete -C 'echo x' cc2
complete -p cc2
#### complete -A and -G print
complete -A file -G '*.c' cc3
complete -p cc3
#### complete -E -I
complete -E -W 'e'
complete -I -W 'i'
complete -p -E -I 2>&1
#### complete -p all
complete -W 'one' c1
complete -F f c2
complete -p
#### complete multiple names
complete -W 'x' m1 m2
complete -p m1 m2
#### compgen with no options
compgen x
echo status=$?
#### compgen -W with command substitution
compgen -W '$(echo sub1 sub2)' sub
#### compgen -W with glob chars
touch gl1
compgen -W '*' 
#### compgen -S suffix with -f
touch sfile
compgen -f -S '/' sfi
#### compgen -u users shape
compgen -u root | head -1
#### compgen -j and -r no jobs
compgen -j
echo status=$?
#### compgen -A helptopic
compgen -A helptopic ech
#### compgen -A enabled and disabled
enable -n echo
compgen -A disabled ech
compgen -A enabled ech
enable echo
#### compgen -A stopped running
compgen -A running; echo $?
#### compgen -o bashdefault
compgen -o bashdefault -W 'a' 2>&1
echo status=$?
#### complete -F with -o and print order
_c() { :; }
complete -o filenames -F _c -o nospace zz
complete -p zz
#### complete -r all
complete -W x a1
complete -W y a2
complete -r
complete -p | wc -l
#### complete invalid action
complete -A nosuchaction c
echo status=$?
#### complete -o invalid
complete -o nosuchopt c
echo status=$?
#### compopt with name
complete -W x cmdx
compopt -o nospace cmdx
complete -p cmdx
#### compopt +o
complete -o nospace -W x cmdy
compopt +o nospace cmdy
complete -p cmdy
