#### case fallthrough ;&
x=a; case $x in a) echo A;& b) echo B;& c) echo C;; d) echo D;; esac
#### case continue ;;&
x=abc; case $x in a*) echo 1;;& *b*) echo 2;;& *z*) echo 3;;& *) echo 4;; esac
#### case ;& at end
case x in x) echo one;& esac; echo st=$?
#### case status no match
false; case x in y) echo no;; esac; echo st=$?
#### case status is last command
case x in x) false;; esac; echo st=$?
#### case pattern with variable quoted vs unquoted
p='*'; case abc in "$p") echo lit;; $p) echo glob;; esac
#### case with pipes and spaces
case 'a b' in a\ b|c) echo sp;; esac
case "x" in (x|y) echo paren;; esac
#### case empty word and empty pattern
x=; case $x in '') echo empty;; *) echo other;; esac
case '' in "") echo e2;; esac
#### case character classes
for c in a Z 5 ' ' '-'; do case $c in [[:upper:]]) echo U;; [[:lower:]]) echo L;; [[:digit:]]) echo D;; [[:space:]]) echo S;; *) echo O;; esac; done
#### case with negated bracket
case b in [!a]) echo nota;; esac; case a in [^a]) echo x;; *) echo isa;; esac
#### case in function with return
f() { case $1 in start) return 0;; stop) return 3;; *) return 9;; esac; }; f start; echo $?; f stop; echo $?; f q; echo $?
#### case with command substitution word
case $(echo hi) in h*) echo matched;; esac
#### case with newline separated items
case b in
  a)
    echo a
    ;;
  b)
    echo b
    ;;
esac
#### case no final double semicolon
case q in q) echo last
esac
#### case with keywords as patterns
case if in if) echo kw;; esac; case esac in esac) echo e;; esac
#### case with backslash escapes in pattern
case '*' in \*) echo star;; esac; case 'a?' in a\?) echo q;; esac
#### case ;;& with no later match
case a in a) echo first;;& b) echo never;; esac; echo st=$?
#### case fallthrough skips pattern test
case a in a) echo x;& zzz) echo y;;& zzz) echo z;; *) echo w;; esac
#### case nocasematch
shopt -s nocasematch; case ABC in abc) echo ci;; esac; shopt -u nocasematch; case ABC in abc) echo ci2;; *) echo cs;; esac
#### case with tilde pattern
HOME=/hm; case /hm in ~) echo tilde;; esac
#### case extglob patterns
shopt -s extglob
for f in a.c a.h b.o; do case $f in *.@(c|h)) echo src $f;; !(*.c)) echo other $f;; esac; done
#### case syntax error missing esac
eval 'case a in a) echo x;;'; echo st=$?
