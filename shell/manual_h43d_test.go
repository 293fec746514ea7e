package shell

import "testing"

// TestH43dBashTestsuiteRules: rules found with bash 5.2's own test
// suite (tests/extglob, glob, globstar, posix2, func, getopts, vredir),
// each with the output bash gives.
func TestH43dBashTestsuiteRules(t *testing.T) {
	cases := []struct{ name, script, out string }{
		// a * before *( is one star, the other starts the group
		{"star before extglob star", "shopt -s extglob\n> ab; > abcdef; > abef\necho ab**(e|f)", "ab abcdef abef\n"},
		// a colon inside an extglob group or a bracket does not split GLOBIGNORE
		{"globignore colon in group", "shopt -s extglob\nGLOBIGNORE='+([^[:alnum:]]):@([-.,:; _])'\n> ';'; > '++'; > ok\necho *", "ok\n"},
		// a bracket expression never spans an unquoted slash: no pattern
		{"bracket with slash", "shopt -s nullglob\necho 1: [qwe/qwe]\necho 2: [qwe\\/qwe]", "1: [qwe/qwe]\n2:\n"},
		// set quotes only values with shell metacharacters
		{"set quoting", "q=\"'\"; h=ab#cd; h2=#ab; while IFS= read -r l; do case $l in q=*|h=*|h2=*) echo \"$l\";; esac; done < <(set)", "h=ab#cd\nh2='#ab'\nq=\\'\n"},
		// declare -xF lists only the exported functions
		{"declare -xF", "f1() { :; }; f2() { :; }; export -f f2; declare -xF", "declare -fx f2\n"},
		// time -- ends time's options
		{"time --", "{ time -p -- echo b; } 2>/dev/null; echo $?", "b\n0\n"},
		// a heredoc on a {var} descriptor lists with it
		{"vredir heredoc listing", "f() { exec {v}<<END\nx\nEND\n}\nmapfile -t L <<<\"$(declare -f f)\"; echo \"${L[2]}\"", "    exec {v}<<END\n"},
		// a nested function's body redirection follows its brace
		{"nested function redirection", "f() { g() { echo a; } >&2; }\nmapfile -t L <<<\"$(declare -f f)\"; printf '%s\\n' \"${L[@]:4:2}\"", "        echo a\n    } 1>&2\n"},
		// <<- compares the delimiter line before stripping its tabs
		{"dash heredoc tab delimiter", "cat <<-'\tEND'\n\thello\n\tEND\necho done", "hello\ndone\n"},
	}
	for _, c := range cases {
		sh := newTestShell(t, Limits{})
		out, errs, _ := runScript(t, sh, c.script)
		if out != c.out {
			t.Errorf("%s: out %q want %q (err %q)", c.name, out, c.out, errs)
		}
	}
}
