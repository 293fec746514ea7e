#### type with no args
type
echo "st=$?"
#### type of missing command
type notthere
echo "st=$?"
command -v notthere
echo "st=$?"
#### type -t of kinds
func() { echo this is func; }
alias m=more
type -t func
type -t while
type -t builtin
type -t mv
type -t m
type -t notthere; echo "st=$?"
#### type of function shows body
func() { echo this is func; }
type func
#### type of keyword and -a
type while
type -a while
#### type of builtin
type builtin
type -a echo | head -1
#### command -v and -V of function
func() { echo this is func; }
command -v func
command -V func
#### command -v and -V of keyword
command -v while
command -V while
#### alias not expanded in script by default but type sees it
alias m=more
type m
command -v m
alias -p
alias m
#### alias with expand_aliases
shopt -s expand_aliases
alias m=more
type m
type -t m
command -v m
command -V m
#### command -v -V of builtin
command -v builtin
command -V builtin
#### type of unset function fails
func() { :; }
unset -f func
type func
echo "st=$?"
#### type of removed alias
alias m=more
unalias m
type m
echo "st=$?"
#### hash -p and type -p
hash -p /bin/sh sh
type -p sh
type sh
type -t sh
#### hash -p to a nonexistent path
hash -p /tmp/nosuchbinary nsb
type -p nsb
type nsb
type -t nsb
#### hash listing after hash -p
hash -r
hash -p /bin/sh sh
hash
#### type of function with control char
f() {
        v=$'\001'
    }
type f | cat -v
#### type of function with dollar-less substitution
foo()
{
	echo $(<x1)
}
type foo
#### declare -f renamed via sed and eval
foo() { echo $(<x1); }
echo hi > x1
eval "$(declare -f foo | sed 's:foo:bar:')"
type bar
bar
#### type output of function with here-documents re-evaluates
foo()
{
	echo
	cat <<END
bar
END
	cat <<X2
qux
X2
}
type foo
foo
eval "$(type foo | sed 1d)"
foo
#### type of function with heredoc in loop with tab strip
foo() {
	rm -f a b c
	for f in a b c; do
		cat <<-END >> ${f}
		file
		END
	done
	grep . a b c
}
type foo
eval "$(type foo | sed 1d)"
foo
#### type of function with heredoc in subshell
bb()
{
	(
	cat << END
foo
bar
END
	)
	echo after subshell
}
type bb
bb
#### type -P forces path search
type -P ls >/dev/null; echo "st=$?"
type -P echo >/dev/null; echo "st=$?"
type -P notthere; echo "st=$?"
#### type -f skips functions
ls() { echo fn; }
type -t ls
type -f -t ls
#### type multiple names with one missing
f() { :; }
type -t f nope echo
echo "st=$?"
#### command -v of a path
command -v /bin/sh
echo "st=$?"
command -v ./nope
echo "st=$?"
#### type -a function and builtin
echo() { builtin echo "fn $*"; }
type -a -t echo | head -2
#### type of special builtin in posix mode
set -o posix
type export
type -t :
#### type -t of a path that exists
type -t /bin/sh
#### command -V of missing
command -V nosuchcmd
echo "st=$?"
#### type of function defined with function keyword
function g { local x=1; echo $x; }
type g
#### type of function with case and arithmetic
f() { case $1 in a|b) (( x = 1 + 2 ));; *) :;; esac; }
type f
#### type of function with redirections on body
f() { echo hi; } > /dev/null 2>&1
type f
#### type of subshell body function
f() ( cd /; pwd )
type f
