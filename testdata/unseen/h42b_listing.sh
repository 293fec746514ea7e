#### declare -f heredoc after first statement keeps next semicolon
usage() {
  local prog=${0##*/}
  cat <<END
Usage: $prog [options]
  -h  help
END
  echo "see docs"; return 0
}
declare -f usage
#### declare -f heredoc as first statement drops one semicolon
banner() {
  cat <<-END
	=== $1 ===
	END
  echo one; echo two; echo three
}
declare -f banner
#### declare -f two heredocs in one body
report() {
  echo start
  cat <<A
alpha
A
  echo middle
  cat <<B
beta
B
  echo end; echo really
}
type report
#### declare -f empty heredoc
f() {
  cat <<END
END
  echo after; echo more
}
declare -f f
g() {
  echo first
  cat <<-'X'
	X
  echo last
}
declare -f g
#### declare -f heredoc inside if body then more
f() {
  if [[ $1 ]]; then
    echo pre
    cat <<END
in if
END
  fi
  echo a; echo b
}
declare -f f
#### declare -f cond with parentheses
valid() {
  [[ ( $1 == a* || $1 == b* ) && ! ( -z $2 ) ]]
}
declare -f valid
check() { [[ (-n $x) ]] && [[ ! (-f /nope && -d /tmp) || (a < b) ]]; }
declare -f check
#### BASH_COMMAND shows cond parentheses spaced
trap 'echo "cmd: $BASH_COMMAND"' DEBUG
[[ (a == b) || (-n x) ]]
trap - DEBUG
#### function reused through declare -f in bash -c
helper() {
  cat <<END
helper says $1
END
  echo done; echo twice
}
bash -c "$(declare -f helper); helper hi"
#### declare -f of generated usage with heredoc in middle
mk() {
  local name=$1
  echo "generating $name"
  cat > "$name.txt" <<END
name: $name
END
  echo "wrote"; echo "$name.txt"
}
declare -f mk
mk demo
cat demo.txt
#### ERR trap prints failing test command as bash reprints it
trap 'echo "failed: $BASH_COMMAND (status $?)"' ERR
file=missing.txt
[[   -f $file   ]]
[[ $file ]] && [[ ! ( -n $file ) ]]
[[ $'a\tb' == "x"   ]]
echo end
#### declare -f test with ansi-c word
f() { [[ $'a\tb' == x && $1 ]]; }
declare -f f
#### declare -f heredoc piped into a filter
upper_list() {
  cat <<END | tr a-z A-Z | sort
pear
apple
END
  echo listed; echo twice
}
declare -f upper_list
upper_list
#### declare -f heredoc with and-or lists
check_input() {
  echo checking
  grep -q needle <<END && echo found || echo missing
hay needle hay
END
  echo done; echo ok
}
declare -f check_input
check_input
#### declare -f heredoc at the end of a pipeline
f() {
  echo start
  printf 'x\n' | cat - <<END
y
END
  echo after; echo again
}
declare -f f
f
#### declare -f two heredocs across a pipe
f() {
  cat <<A | paste -d: - /dev/stdin <<B
a
A
b
B
  echo 1; echo 2
}
type f
#### function with heredoc pipeline survives bash -c
emit() {
  cat <<END | sed 's/^/> /'
line one
line two
END
  echo end; echo really
}
bash -c "$(declare -f emit); emit"
#### declare -f heredoc pipeline inside if body
f() {
  if true; then
    cat <<END | sort -r
a
b
END
  fi
  echo x; echo y
}
declare -f f
#### declare -f command substitution of a heredoc pipeline
f() {
  local up=$(cat <<END | tr a-z A-Z
shout
END
)
  echo "$up"
}
declare -f f
f
