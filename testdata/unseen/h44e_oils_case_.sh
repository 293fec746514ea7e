#### case fallthrough with ;&
case a in a) echo one;& b) echo two;; c) echo three;; esac
#### case continue testing with ;;&
case abc in a*) echo A;;& *b*) echo B;;& x) echo X;; *) echo star;; esac
#### case empty word
case '' in '') echo empty;; *) echo other;; esac
#### case with variable pattern glob
p='a*'
case abc in $p) echo glob;; esac
case abc in "$p") echo literal;; *) echo nomatch;; esac
#### case with multiple patterns
case y in x|y|z) echo hit;; esac
#### case exit status no match
false
case x in y) echo no;; esac
echo st=$?
#### case exit status of last command
case x in x) false;; esac
echo st=$?
#### case empty body status
false
case x in x) ;; esac
echo st=$?
#### case pattern with bracket class
case 5 in [[:digit:]]) echo digit;; esac
#### case pattern escaped star
case '*' in \*) echo star lit;; esac
case 'a' in \*) echo no;; *) echo other;; esac
#### case word is expanded once
x='$y'
case '$y' in $x) echo match;; esac
#### case with command sub in word
case $(echo hi) in hi) echo ok;; esac
#### case on one line without final ;;
case x in x) echo noterm
esac
#### case keyword as pattern
case in in in) echo in;; esac
case esac in esac) echo esac;; esac
#### case with newline between patterns
case b in
  a)
    echo a
    ;;
  b)
    echo b
    ;;
esac
#### case extglob pattern
shopt -s extglob
case foo.txt in *.@(txt|md)) echo doc;; esac
#### case nocasematch
shopt -s nocasematch
case ABC in abc) echo ci;; esac
#### case pattern with tilde
HOME=/h
case /h in ~) echo tilde;; esac
#### case pattern with quotes mixed
case 'a*b' in a'*'b) echo mixed;; esac
#### case with parens pattern in subshell
x=$(case a in (a) echo in sub;; esac)
echo $x
#### case with dollar at word
set -- a b
case "$@" in 'a b') echo joined;; esac
#### case syntax error missing esac
eval 'case x in x) echo' 2>&1 | sed 's/.*line [0-9]*: //'
#### case pattern with backslash in var
p='a\*'
case 'a*' in $p) echo esc;; esac
case 'ab' in $p) echo no;; *) echo none;; esac
#### case with pipe in word
case 'a|b' in 'a|b') echo pipe lit;; esac
#### case ;& at end
case a in a) echo last;& esac
echo st=$?
#### case pattern with unquoted variable containing pipe
p='a|b'
case b in $p) echo alt;; *) echo literal pipe;; esac
#### case pattern with bracket range negation caret
case x in [^a]) echo caret;; esac
#### case ;;& with no further match
case a in a) echo one;;& b) echo two;; esac
echo st=$?
#### case ;& chain into default
case z in z) echo z;& y) echo y;& *) echo star;; esac
#### case word with tilde
HOME=/h
case ~ in /h) echo tilde word;; esac
#### case on number with glob class
case 42 in [0-9][0-9]) echo two digits;; esac
#### case pattern bracket with close first
case ']' in []]) echo bracket;; esac
#### case pattern with slash
case a/b in a*b) echo slash match;; esac
#### case unclosed bracket in pattern literal
case '[a' in [a) echo lit bracket;; *) echo nomatch;; esac
#### case empty pattern list error
eval 'case x in ) echo;; esac' 2>&1
#### case missing in
eval 'case x y) ;; esac' 2>&1
