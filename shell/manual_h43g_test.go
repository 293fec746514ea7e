package shell

import "testing"

// 3.5.5 Arithmetic Expansion, 3.1.2.1 (line continuation): bash expands
// the whole expression as text before it parses it, so a command
// substitution may give half of a parenthesized operand (the quotes
// inside a $( ) are its script's, not the expression's); and it removes
// \<newline> before it reads the text, so $(\<newline>( opens $(( and
// )\<newline>) closes it.
var manualH43gScripts = []string{
	"echo $(( ( `printf '(\\x28 1'` + `echo 2\\)\\)` ) )); echo $(( $(echo '(1') + $(echo '2)') )); echo $(( $(echo '1+2') * 3 ))\n" +
		"echo $(( `echo 2\\*3` + 1 )); echo $(( $(echo '(1') + $(echo 2) ))",
	"echo $(\\\n(1+2)); echo \"F:$\\\n(\\\n(\\\n42\\\n)\\\n)\"; echo $((1+2)\\\n); (\\\n(x=3)); echo $x; echo $\\\n(echo hi) $(\\\necho there)",
}

func TestManualH43g(t *testing.T) { compareManual(t, manualH43gScripts) }
