#### grep -rl piped to xargs sed -i for a rename
mkdir -p src/pkg
printf 'import oldname\noldname.run()\n' > src/a.py
printf 'from oldname import x\n' > src/pkg/b.py
printf 'nothing here\n' > src/c.py
grep -rl oldname src | sort
grep -rl oldname src | xargs sed -i 's/oldname/newname/g'
grep -rn newname src | sort
grep -rc oldname src | sort
#### find -exec sed {} + with a dot in the pattern
mkdir -p app
printf 'cfg.load()\ncfgXload()\n' > app/m.js
printf 'cfg.save()\n' > app/n.js
find app -name '*.js' -exec sed -i 's/cfg\./config./g' {} +
cat app/m.js app/n.js
#### file names with spaces break xargs without -0
mkdir -p docs
printf 'TODO fix\n' > 'docs/my notes.txt'
printf 'TODO later\n' > docs/plain.txt
grep -rl TODO docs | sort | xargs sed -i 's/TODO/DONE/' 2>&1 | sed 's/^sed: //'
grep -rlZ TODO docs | xargs -0 sed -i 's/TODO/DONE/'
cat docs/*
#### mass rename of files with a for loop
mkdir -p imgs
touch imgs/IMG_001.JPG imgs/IMG_002.JPG imgs/readme.txt
for f in imgs/*.JPG; do
  base=${f##*/}
  mv -- "$f" "imgs/photo_${base#IMG_}"
done
ls imgs
for f in imgs/*.JPG; do mv -- "$f" "${f%.JPG}.jpg"; done
ls imgs
#### rename with lower case and spaces to underscores
mkdir -p in
touch 'in/My File.TXT' 'in/Other Doc.md' in/ok.txt
for f in in/*; do
  b=${f##*/}
  n=${b,,}; n=${n// /_}
  [[ $b == "$n" ]] || mv -v -- "$f" "in/$n"
done
ls in
#### find -name with -exec mv renaming extensions
mkdir -p t/a t/b
touch t/a/x.yml t/b/y.yml t/b/z.yaml
find t -name '*.yml' -exec sh -c 'mv "$1" "${1%.yml}.yaml"' _ {} \;
find t -type f | sort
#### grep with word boundaries before renaming a function
cat > lib.sh <<'END'
get_user() { echo user; }
get_username() { echo name; }
x=$(get_user)
END
grep -nw get_user lib.sh
sed -i 's/\bget_user\b/fetch_user/g' lib.sh
cat lib.sh
#### code search with line numbers and context
cat > main.go <<'END'
package main

import "fmt"

func main() {
	// TODO: handle errors
	fmt.Println("hi")
	// FIXME: remove debug
}
END
grep -n -E 'TODO|FIXME' main.go
grep -n -A1 TODO main.go
grep -c '' main.go
#### search across file types with include and exclude
mkdir -p repo/src repo/vendor repo/test
echo 'secret = 1' > repo/src/a.py
echo 'secret = 2' > repo/vendor/b.py
echo 'secret = 3' > repo/test/c.js
echo 'nothing' > repo/src/d.py
grep -rn --include='*.py' --exclude-dir=vendor secret repo | sort
grep -rL secret repo | sort
#### counting matches per file and total
mkdir -p s
printf 'err\nok\nerr\n' > s/one.log
printf 'ok\n' > s/two.log
printf 'err err\n' > s/three.log
grep -c err s/*.log
grep -o err s/*.log | wc -l
grep -h -o err s/*.log | sort | uniq -c
#### sed -i with a backup suffix
printf 'debug=true\n' > app.cfg
sed -i.bak 's/true/false/' app.cfg
cat app.cfg app.cfg.bak
ls app.cfg*
#### replace a path containing slashes with a different delimiter
printf 'root=/usr/local/lib\nother=/usr/local/libexec\n' > p.conf
old=/usr/local/lib new=/opt/lib
sed -i "s|^root=$old\$|root=$new|" p.conf
cat p.conf
sed "s/$old/$new/" p.conf 2>&1; echo "rc=$?"
#### find with prune skips directories
mkdir -p w/src w/node_modules/pkg w/.git
touch w/src/a.ts w/node_modules/pkg/b.ts w/.git/c.ts w/d.ts
find w \( -name node_modules -o -name .git \) -prune -o -name '*.ts' -print | sort
#### rename import paths with a sed script file
mkdir -p code
printf 'import "github.com/old/lib/util"\nimport "github.com/old/lib"\nimport "github.com/other/x"\n' > code/a.go
cat > rename.sed <<'END'
s#github.com/old/lib/util#github.com/new/lib/v2/util#
s#"github.com/old/lib"#"github.com/new/lib/v2"#
END
sed -i -f rename.sed code/a.go
cat code/a.go
#### list files that would change before editing
mkdir -p r
printf 'foo\n' > r/1; printf 'bar\n' > r/2; printf 'foo bar\n' > r/3
changed=$(grep -l foo r/* | wc -l)
echo "$changed files will change"
for f in r/*; do
  if ! diff -q <(sed 's/foo/baz/g' "$f") "$f" >/dev/null; then echo "changes: $f"; fi
done
#### xargs -I with a replacement string
printf 'a\nb c\n' > names
xargs -I{} echo "name=[{}]" < names
printf '%s\n' x y z | xargs -n2 echo pair:
printf '' | xargs echo empty-run
printf '' | xargs -r echo never
#### rename collision detection
mkdir -p c
touch c/Report.txt c/report.txt c/data.txt
declare -A seen
for f in c/*; do
  n=${f,,}
  if [[ -n ${seen[$n]:-} ]]; then echo "collision: $f and ${seen[$n]}"; else seen[$n]=$f; fi
done
#### sed -n with p to preview substitutions
printf 'color: red\nbackground-color: blue\nfont: serif\n' > style.css
sed -n 's/color/colour/gp' style.css
sed -n '/^font/=' style.css
#### find files by size and type then rename with numbered names
mkdir -p dl
printf 'aa' > dl/x.bin; printf 'aaaa' > dl/y.bin; : > dl/empty.bin
i=0
for f in $(find dl -type f -size +0 | sort); do
  i=$((i+1)); mv "$f" "dl/file$i.bin"
done
ls dl
find dl -empty
