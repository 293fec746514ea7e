#### exported function runs in a child bash
foo() { echo exportfunc ok 1; }
export -f foo
bash -c foo
#### exported function with a dash in its name
foo-a () { echo exportfunc ok 2; }
export -f foo-a
bash -c 'foo-a'
#### unset -f removes the function from children
foo() { echo still here; }
export -f foo
unset -f foo
bash -c 'foo' 2>/dev/null
echo $?
#### exported function appears in the environment as BASH_FUNC
foo() { echo hi; }
export -f foo
env | grep -c '^BASH_FUNC_foo%%='
#### environment function value format
foo() { echo hi; }
export -f foo
printenv 'BASH_FUNC_foo%%'
#### trailing command after function in the environment is rejected
env -i BASH_FUNC_foo%%='() { echo cve6271 ok; } ; echo BAD' bash -c foo 2>/dev/null
echo $?
#### environment function with a newline in the name is ignored
env $'BASH_FUNC_\nfoo%%=() { echo transform-1; }' bash -c foo 2>/dev/null
echo $?
env $'BASH_FUNC_foo\n%%=() { echo transform-2; }' bash -c foo 2>/dev/null
echo $?
#### environment function with spaces in the name is ignored
env $'BASH_FUNC_  foo  %%=() { echo transform-3; }' bash -c foo 2>/dev/null
echo $?
#### environment function with an invalid name does not define others
env $'BASH_FUNC_#badname%%'=$'() { :; }\nfoo () { echo transform-4; }  ' bash -c 'foo' 2>/dev/null
echo $?
#### malformed environment function does not run commands
env BASH_FUNC_x%%='() { _;}>_[$($())] { echo vuln;}' bash -c : 2>/dev/null
echo $?
#### eval of a function with a bad redirection word
eval 'x() { _;}>_[$($())] { echo vuln;}' 2>/dev/null
echo $?
#### function definition with an odd redirection runs the next group
eval 'foo() { _; } >_[${ $() }] ;{ echo eval ok; }' 2>/dev/null
echo $?
#### environment function that is not a function is a variable
env 'BASH_FUNC_bar%%=not a function' bash -c 'type bar 2>&1 | head -1; echo $?' 2>/dev/null
#### export -f of a function with an equals in its name fails
function foo=bar { echo equals-1; }
export -f 'foo=bar'
echo status: $?
printenv | grep -c 'foo=bar'
#### function named like a path shadows the command
function /bin/echo { echo bad echo; }
/bin/echo foo
export -f '/bin/echo'
bash -c '/bin/echo bar'
#### exported function is visible via declare -F in child
f1() { :; }
f2() { :; }
export -f f1
bash -c 'declare -F'
#### declare -fx exports a function
g() { echo g-ran "$@"; }
declare -fx g
bash -c 'g 1 2'
#### export -nf stops exporting
g() { echo g-ran; }
export -f g
export -n -f g
bash -c 'g' 2>/dev/null || echo gone
#### exported function keeps local and heredoc
h() {
  local v=inner
  cat <<END
$v
END
}
export -f h
bash -c h
#### export -f of an unknown function
export -f nosuchfunc
echo $?
#### child sees exported variable and function together
V=val
export V
f() { echo "f sees $V"; }
export -f f
bash -c f
