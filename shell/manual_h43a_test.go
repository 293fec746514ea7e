package shell

import "testing"

// Differential cases from bash 5.2's own test suite (tests/alias, appendop,
// array, attr, braces): each script runs in our shell and as a script file
// by bash 5.2; stdout, stderr and status must agree.
var manualH43aScripts = []string{
	// 6.6 Aliases: the text of an alias ends its last word (bash's reader
	// gives a blank at its end): foo>&2 is echo 0 >&2, not 0>&2.
	"shopt -s expand_aliases\nalias foo='echo 0' e='echo {x}'\nfoo>&2\nfoo>/dev/null\ne>&2\necho end",
	// 3.4 Parameters: name+=value before a command appends as an assignment
	// does: an integer variable adds, -u upper-cases; the binding has no
	// attribute.
	"typeset -i x=2\nx+=5 eval 'echo $x'\necho $x\ndeclare -u u=ab\nu+=cd eval 'echo $u'\nx+=1/0 eval 'echo no'\necho st=$?",
	// 6.7 Arrays: [*] and [@] name no element of an indexed array to assign.
	"d=([]=a [1]=b [*]=c [@]=d [-9]=e)\necho st=$?\ndeclare -p d\nb[*]=x\necho st=$?\ndeclare -a q\ndeclare 'q[@]=y' r=2\necho st=$? $r\nread 'q[*]' <<< z\necho st=$?\nprintf -v 'q[@]' w\necho st=$?\ndeclare -A A\nA[@]=at\ndeclare 'A[*]=st'\ndeclare -p A q",
	// unset of a scalar's element: 0 unsets it, another is an error.
	"s=hello\nunset 's[2]'\necho st=$? $s\nunset 's[1-1]'\necho ${s-gone}\nt=1\nunset 't[@]'\necho st=$? $t",
	// declare +i with a list assigns the words as they are.
	"declare -ai a=(1+1)\ndeclare +i a=(x+1 3)\ndeclare -p a\ndeclare -a f[3]='(x y)'\ndeclare -p f",
	// export and readonly take a quoted (list) as a value unless -a or -A.
	"a=(x)\nreadonly 'a=(3)'\nb=(x)\nexport b='(4 5)'\nc=(x)\nexport -a c='(6 7)'\ndeclare -p a b c\nreadonly -a 'a=(1)'\nreadonly a=2\nexport -a a=3",
	// 6.5: an arithmetic text that is one expansion keeps the blanks
	// before the )) or ] in its message.
	"x='1 +'\necho $(( $x ))\necho $(( $x  ))\na=()\necho ${a[ $x ]}\necho end",
	// 3.5.1: {-5..-0..5} pads nothing (a bare -0 is no leading zero).
	"echo {-10..-0..5} {-05..5..5} {0..-2} {00..2}",
}

func TestManualH43a(t *testing.T) { compareManual(t, manualH43aScripts) }
