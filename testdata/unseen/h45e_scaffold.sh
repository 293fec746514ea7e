#### python package skeleton with heredocs
set -euo pipefail
name=mytool
version=0.1.0
mkdir -p "$name/src/$name" "$name/tests"
cat > "$name/pyproject.toml" <<EOF
[project]
name = "$name"
version = "$version"
EOF
cat > "$name/src/$name/__init__.py" <<'EOF'
__version__ = "$version"
EOF
touch "$name/tests/__init__.py"
printf 'def test_ok():\n    assert True\n' > "$name/tests/test_basic.py"
find "$name" | sort
echo ---
cat "$name/pyproject.toml" "$name/src/$name/__init__.py"
#### node project skeleton with listing by type
mkdir -p app/{src/components,public,test}
for f in src/index.js src/components/Button.js public/index.html test/app.test.js; do
  echo "// $f" > "app/$f"
done
cat > app/package.json <<JSON
{
  "name": "app",
  "scripts": { "test": "jest" }
}
JSON
echo "dirs:"; find app -type d | sort | sed 's/^/  /'
echo "files:"; find app -type f | sort | sed 's/^/  /'
echo "count: $(find app -type f | wc -l)"
#### tree like listing with indentation by depth
mkdir -p proj/a/b/c proj/d
touch proj/a/x.txt proj/a/b/y.txt proj/a/b/c/z.txt proj/d/w.txt proj/top.md
find proj | sort | while IFS= read -r p; do
  depth=$(( $(tr -cd / <<<"$p" | wc -c) ))
  indent=$(printf '%*s' $((depth * 2)) '')
  if [[ -d $p ]]; then echo "${indent}${p##*/}/"; else echo "${indent}${p##*/}"; fi
done
#### heredoc with tab stripping in function
gen_makefile() {
	local target=$1
	cat <<-EOF
	all: $target
	$target: main.o
		cc -o \$@ \$^
	EOF
}
gen_makefile prog > Makefile
cat -A Makefile
#### config files from an associative array
declare -A cfg=([host]=localhost [port]=8080 [debug]=true)
mkdir -p conf.d
for k in host port debug; do
  printf '%s=%s\n' "$k" "${cfg[$k]}" > "conf.d/$k.conf"
done
ls conf.d
cat conf.d/*.conf
grep -l true conf.d/*
#### scaffold refuses to overwrite existing dir
set -u
create() {
  local dir=$1
  if [[ -e $dir ]]; then
    echo "error: $dir already exists" >&2
    return 1
  fi
  mkdir -p "$dir"/{bin,lib}
  echo "created $dir"
}
create demo
create demo || echo "status=$?"
ls demo
#### quoted heredoc delimiter keeps everything literal
user=alice
cat > script.sh <<'END_OF_SCRIPT'
#!/bin/bash
echo "Hello, $user"
echo "Today is $(date)"
echo `hostname`
END_OF_SCRIPT
cat script.sh
echo ---
wc -l < script.sh
grep -c '\$' script.sh
#### heredoc with command substitution and arithmetic
items=(alpha beta gamma)
cat > README.md <<EOF
# Project

There are ${#items[@]} modules:
$(for i in "${!items[@]}"; do echo "$((i+1)). ${items[i]}"; done)

Total chars: $(( ${#items[0]} + ${#items[1]} + ${#items[2]} ))
EOF
cat README.md
#### mkdir -p verbose and existing dirs
mkdir -pv a/b/c
mkdir -pv a/b/c/d
mkdir a 2>&1 || echo "failed with $?"
mkdir -p a && echo "mkdir -p fine"
#### go module scaffold and verify layout
mod=example.com/hello
mkdir -p hello/cmd/hello hello/internal/greet
cat > hello/go.mod <<EOF
module $mod

go 1.21
EOF
cat > hello/internal/greet/greet.go <<'EOF'
package greet

func Hello(name string) string { return "hello " + name }
EOF
cat > hello/cmd/hello/main.go <<EOF
package main

import "$mod/internal/greet"

func main() { println(greet.Hello("x")) }
EOF
for f in go.mod cmd/hello/main.go internal/greet/greet.go missing.go; do
  if [[ -f hello/$f ]]; then printf '%-28s ok (%d lines)\n' "$f" "$(wc -l < hello/$f)"; else printf '%-28s MISSING\n' "$f"; fi
done
#### copy template tree and substitute placeholders
mkdir -p tmpl/conf
echo 'name=__NAME__' > tmpl/conf/app.conf
echo 'Welcome to __NAME__ v__VER__' > tmpl/README
cp -r tmpl out
find out -type f -print0 | sort -z | xargs -0 sed -i -e 's/__NAME__/widget/g' -e 's/__VER__/2.0/g'
grep -r . out | sort
grep -r __NAME__ tmpl | sort
#### files with spaces created in a loop
mkdir -p "my docs"
for n in "first file" "second file" third; do
  echo "$n" > "my docs/$n.txt"
done
ls "my docs"
for f in "my docs"/*.txt; do
  printf '[%s] %s\n' "$(basename "$f" .txt)" "$(cat "$f")"
done
find "my docs" -name '* *' | sort
#### cat heredoc appended to existing file
printf 'line1\n' > log.txt
cat >> log.txt <<EOF
line2
EOF
cat <<EOF >> log.txt
line3 $((1+2))
EOF
nl -ba log.txt
#### install with mode and list executables
mkdir -p bin
printf '#!/bin/sh\necho hi\n' > tool.sh
install -m 755 tool.sh bin/tool
install -m 644 tool.sh bin/tool.txt
for f in bin/*; do
  if [[ -x $f ]]; then echo "exec: $f"; else echo "data: $f"; fi
done
./bin/tool
stat -c '%a %n' bin/tool bin/tool.txt
