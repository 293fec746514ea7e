package shell

import "testing"

// TestH43bBashSuiteRules: rules found with bash 5.2's own test suite
// (builtins, comsub, cprint, errors, exportfunc), compared with bash.
func TestH43bBashSuiteRules(t *testing.T) {
	compareWithBash(t, []string{
		// kill: an empty word is neither a pid nor a job spec.
		"m=$(kill -INT '' 2>&1); echo \"${m#*line 1: }\"",
		// declare -f: no functions by assignment; -f with -a/-i/-A/-n is
		// an invalid option; +r on a readonly function fails.
		"m=$(declare -f f='() { :; }' 2>&1); echo \"${m#*line 1: }\"; declare -f f='() { :; }' 2>/dev/null; echo $?",
		"a() { :; }; m=$(declare -f -a a 2>&1); echo \"${m#*line 1: }\"; declare -f -i a 2>/dev/null; echo $?",
		"f() { :; }; readonly -f f; m=$(declare -f +r f 2>&1); echo \"${m#*line 1: }\"; declare -f +r f 2>/dev/null; echo $?",
		// export -f: a function named with = or a / cannot be exported.
		"function a=b { echo ab; }; m=$(export -f 'a=b' 2>&1); echo \"${m#*line 1: }\"; a\\=b",
		"function /x/y { echo xy; }; m=$(export -f /x/y 2>&1); echo \"${m#*line 1: }\"; /x/y",
		// time and ! listed as bash keeps them: flags of the pipeline.
		"f() { time -p echo a | cat - > /dev/null; ! time ls >x; time; }; type f",
		// in backquotes a backslash-newline goes, in single quotes too
		"echo `printf '[%s]\\n' 'foo\\\nbar'`; echo `printf '[%s]\\n' 'foo\\\\\nbar'`",
		// a here-document in $( ) ends at a delimiter line with a ) after it
		"e=$(cat <<END\ncontents\nEND)\necho \"[$e]\"",
		"x=$(cat <<END\nhi\nEND )\necho \"[$x]\"",
		"echo $(\ncat <<\\)\nhi\n))",
		"x=$(cat <<'END'\nq $x\nEND)\necho \"[$x]\"",
		// a ${...} with a $ inside that is no expansion: a bad
		// substitution when it runs, not a syntax error
		"echo \"${-3:-${-3}}\"\necho next $?",
		"echo ${$NO_SUCH_VAR}\necho next $?",
		"eval 'foo() { _; } >_[${ $() }] ;{ echo eval ok; }'; echo $?",
		"echo ${x:-$(echo ok)}",
		// ${#+}, ${#=}, ${#%}, ${#/}: bad substitutions; ${#-} a length
		"echo ${#+} a\necho $?\necho ${#=} b\necho ${#%} c\necho ${#/} d\necho $?",
	}, true)
}
