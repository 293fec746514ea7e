package shell

import "testing"

// 6.5 Shell Arithmetic, 6.7 Arrays: a subscript of an associative array
// in (( )), $(( )) and for (( )) is the expanded key as it is (a]b, a\b,
// $k, quotes and blanks kept), expanded once: m[\$w] is the key $w. let,
// and a variable's value evaluated as an expression, expand the subscript
// when they evaluate it: let 'm[$w]++' counts the key a]b, and so does
// (( $e++ )) with e='m[$w]'.
var manualArithKeyScripts = []string{
	"declare -A c; w='a]b'; k=K\nshow() { echo \"$1: $(declare -p c)\"; c=(); }\n" +
		"((c[$w]++)); show bare\n(( c[\"$w\"]++ )); show dq\n(( c['$w']++ )); show sq\n(( c[\"\\$w\"]++ )); show dqbs\n(( c[\\$w]++ )); show bs\n" +
		"(( c[$k$w]++ )); show cat\n(( c[${w}x]++ )); show brace\n(( c[$(echo \"$w\")]++ )); show cmd\n(( c[$w] += $k + 2 )); show rest\n" +
		"echo $(( c[\\$w]=1 )) $(( c[\"$w\"]=2 )) $(( c['$w']=3 )); show arith\n" +
		"let 'c[\"$w\"]++'; show letdq\nlet \"c['\\$w']++\"; show letsq\nlet 'c[\\$w]++'; show letbs\nlet 'c[$w]++' \"c[\\$k]++\"; show let\n" +
		"e='c[$w]'; let \"$e++\"; show lete\ne='c[$w]'; (( $e++ )); show e\ne='c[\\$w]'; (( $e++ )); show ebs\n" +
		"x='c[$w]'; c[$w]=5; echo $(( x )) $(( x+0 )); let 'y=x'; echo $y; show var\nx='c[\\$w]'; c['$w']=5; echo $(( x )); show varbs\n" +
		"for (( c[$w]=1; c[$w]<3; c[$w]++ )); do :; done; show for\n" +
		"w='x y'; (( c[$w]++ )); show sp\nw=' x '; (( c[$w]++ )); let 'c[$w]++'; show sp2",
	// A subscript with a $ or ` is a word expanded once; one without
	// is expanded as in double quotes, then again (c[\"w\"] is w).
	"declare -A c; w=W\n(( c[\\\"w\\\"]=1 )); declare -p c; c=()\n(( c[\\'w\\']=1 )); declare -p c; c=()\n(( c[\\\\z]=1 )); declare -p c; c=()\n(( c[\"\\\\z\"]=1 )); declare -p c; c=()\n(( c[\\$w]=1 )); declare -p c; c=()\n(( c['\\$w']=1 )); declare -p c; c=()\n(( c[\\\"$w\\\"]=1 )); declare -p c; c=()\n(( c[\\\"\\$w\\\"]=1 )); declare -p c; c=()\n(( c[\\'\\$w\\']=1 )); declare -p c; c=()\n(( c[x\\ y]=1 )); declare -p c; c=()\n(( c[\\x]=1 )); declare -p c; c=()\n(( c[\\`w\\`]=1 )); declare -p c; c=()\nlet 'c[\\\"w\\\"]=1'; declare -p c; c=()\nlet 'c[\\$w]=1'; declare -p c; c=()\nlet 'c[\"\\$w\"]=1'; declare -p c; c=()\n",
	"declare -A c\nfor w in 'a]b' 'a\\b' 'x y' \"'q'\" '\"d\"' '*' '@' '$k' 'a[b' '`id`' '$(echo hi)' 'a\\]b' ']' '[' 'a\\'; do\n" +
		"  c=(); k=K\n  (( c[$w]++ )); echo \"rc=$? $(declare -p c)\"\n  c=(); echo \"$(( c[$w] = 5 )) $(declare -p c)\"\n" +
		"  c=(); let \"c[\\$w]++\"; echo \"let rc=$? $(declare -p c)\"\n  c=(); let c[\\$w]++; echo \"let2 rc=$? $(declare -p c)\"\n" +
		"  c=(); c[$w]=1; echo \"get ${c[$w]}\"; unset 'c[$w]'; echo \"unset rc=$? $(declare -p c)\"\ndone",
}

func TestManualArithKeys(t *testing.T) { compareManual(t, manualArithKeyScripts) }

// 4.2 declare -p: a key is quoted when a word would expand it: @ and *
// alone, a ^ anywhere, a # or ~ first; a@b, a#, a~ stay bare.
var manualDeclareKeyScripts = []string{
	"declare -A c; for k in @ a@b '*' ab@ - a-b . , : % + = ^ _ ^a a^ a^b @@ 'a*' '#' 'a#' '~' 'a~' =a a= ! a! '{' 'a{b}' %a; do c[$k]=1; done; declare -p c",
}

func TestManualDeclareKeys(t *testing.T) { compareManual(t, manualDeclareKeyScripts) }
