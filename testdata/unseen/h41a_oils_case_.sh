#### case basic glob
for x in foo bar baz qux; do
  case $x in
    foo) echo F ;;
    ba?) echo B ;;
    *) echo other ;;
  esac
done
#### case with multiple patterns
case b in a|b|c) echo abc ;; esac
#### case empty body
case x in x) ;; esac; echo st=$?
#### case with no cases
case x in esac; echo st=$?
#### case on one line no trailing semis
case a in a) echo A; esac
#### case with leading paren
case a in (a) echo A;; (b) echo B;; esac
#### case word expansion quoted
x='a*'
case abc in $x) echo glob;; esac
case abc in "$x") echo quoted;; *) echo noquote;; esac
case 'a*' in "$x") echo exact;; esac
#### case pattern from variable with special chars
pat='[ab]'
case a in $pat) echo charclass;; esac
case '[ab]' in "$pat") echo literal;; esac
#### case subject is not split or globbed
x='a b *'
case $x in 'a b *') echo same;; esac
#### case match empty with star
case '' in *) echo star;; esac
#### case escape in subject
case 'a\b' in 'a\b') echo bs;; esac
case 'a\b' in a\\b) echo bs2;; esac
#### case with fallthrough
case 1 in 1) echo one ;& 2) echo two ;& 3) echo three ;; 4) echo four;; esac
#### case ;;& tests next
case abc in *a*) echo has-a ;;& *b*) echo has-b ;;& *z*) echo has-z ;; *) echo end;; esac
#### case in subshell and pipeline
echo x | case $(cat) in x) echo got-x;; esac
#### case status from body
case a in a) (exit 4);; esac; echo st=$?
#### case status when no match resets
false
case z in a) ;; esac
echo st=$?
#### case with newlines before in
case a
in
  a) echo A;;
esac
#### case with comments
case a in
  # comment
  a) echo A # trailing
  ;;
  # another
esac
#### case keyword as subject
case in in in) echo in-in;; esac
case esac in esac) echo esac;; esac
#### case pattern with paren inside quotes
case ')' in ')') echo paren;; esac
#### case with bracket negation and range
for c in a m z 5; do case $c in [a-f]) echo lo;; [!a-z]) echo notalpha;; *) echo mid;; esac; done
#### case ending double semicolon then esac on same line
case a in a) echo x;;esac
#### case arith subject
case $((1+2)) in 3) echo three;; esac
#### case glob star star
case 'a/b' in */*) echo slash;; esac
case 'a/b' in a*b) echo star-matches-slash;; esac
#### case with extglob off still parses
case abc in ab?) echo q;; esac
#### case pattern with dollar single quotes
case $'\t' in $'\t') echo tab;; esac
#### case missing esac syntax error
bash -c 'case a in a) echo x;;' 2>&1; echo st=$?
#### case unexpected token
bash -c 'case a in a) echo x;; ;; esac' 2>&1; echo st=$?
#### case in function with return values
f() { case "$1" in -h|--help) echo help; return 0;; -*) echo "bad $1"; return 2;; *) echo "arg $1";; esac; }
f -h; echo $?; f -x; echo $?; f y; echo $?
#### case nocasematch with class
shopt -s nocasematch
case HeLLo in hello) echo ci;; esac
case X in [a-z]) echo range-ci;; *) echo norange;; esac
#### case pattern with tilde var
HOME=/h
case ~/x in /h/x) echo tilde-subject;; esac
#### case with break in loop
for i in 1 2 3; do case $i in 2) break;; esac; echo $i; done
#### case with continue in loop
for i in 1 2 3; do case $i in 2) continue;; esac; echo $i; done
#### case pattern with unquoted space needs quoting
case 'a b' in a\ b) echo escaped;; esac
case 'a b' in "a b") echo dq;; esac
#### case pattern expansion is not split
x='a b|c'
case 'a b|c' in $x) echo whole;; esac
case c in $x) echo part;; *) echo nopart;; esac
#### case subject with tilde and glob unexpanded
touch cs1
case * in \*) echo star-subject;; esac
#### case with pattern containing slash and dot
case .hidden in .*) echo dot;; esac
case a/b in a?b) echo q-slash;; *) echo no;; esac
#### case with empty pattern alternative
case '' in a|'') echo empty-alt;; esac
#### case body with multiple commands and newlines
case x in
  x)
    echo one
    echo two
    ;;
esac
#### case with semicolon after esac and pipe
case a in a) echo A;; esac | tr A B
#### case in arithmetic context
x=2
case $((x * 2)) in 4) echo four;; esac
#### case pattern with quoted glob and unquoted
case 'a*b' in 'a*'b) echo mixed;; esac
case 'axb' in 'a*'b) echo bad;; *) echo literal-star;; esac
#### case with character class and escape inside bracket
case ']' in []]) echo rbracket;; esac
case '-' in [a-]) echo dash;; esac
case '\' in [\\]) echo backslash;; esac
#### case unterminated pattern list error
bash -c 'case a in a|) echo x;; esac' 2>&1; echo st=$?
#### case with esac as pattern needs parens
case esac in (esac) echo p-esac;; esac
#### case with redirect
case a in a) echo redirected;; esac > cr.txt
cat cr.txt
#### case ;& into empty and ;;&
case a in a) echo one;& b) ;& c) echo three;; esac
