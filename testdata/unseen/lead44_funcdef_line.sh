#### readonly function redefined at top level names the definition's last line
f() { echo f; }
readonly -f f
f()
{
  echo bar
}
echo "next $?"

#### readonly function redefined with a redirection on its closing line
g() { :; }; readonly -f g
g() {
   echo
} > /dev/null
echo "st=$?"

#### definition in a top-level group names the group's last line
f() { :; }; readonly -f f
{
  echo a
  f() {
    echo bar
  }
  echo "in group $?"
}

#### definition in a for loop names the for line
f() { :; }; readonly -f f
for i in 1 2; do
  echo "i=$i"
  f() { :; }
done

#### definition in a case names the case line
f() { :; }; readonly -f f
case x in
 x)
   f() { :; }
esac

#### definition in an if names the if's last line
f() { :; }; readonly -f f
if true; then
  f() { :; } 2>/dev/null
  f() { :; }
fi

#### definition in a function body names its own line
f() { :; }; readonly -f f
h1() {
  echo x
  f() { :; }
}
h1
h2()
{

  f() { :; }
}
h2

#### definition in a loop in a function names the loop's line
f() { :; }; readonly -f f
h() {
  for i in 1; do
    echo >/dev/null
    f() { :; }
  done
  case x in
   x)
    f() { :; } ;;
  esac
}
h

#### definition in eval and subshells inside a function
f() { :; }; readonly -f f
h() {
  eval 'f() { :; }'
  eval '
  f() { :; }
  '
  ( f() { :; } )
  (
    f() { :; }
  )
}
h

#### definition in a sourced file, at top level and from a function
f() { :; }; readonly -f f
printf 'f() { :; }\n\nf() { :; }\n' > s.sh
. ./s.sh
h2() { . ./s.sh; }
h2

#### posix mode invalid function name in a group names the group's last line
set -o posix
{
  echo a
  g-x() { :; }
  echo "st=$?"
}
echo after

#### special builtin name as function in posix mode in a for loop
set -o posix
for i in 1; do
  echo "i=$i"
  export() { :; }
done
echo after
