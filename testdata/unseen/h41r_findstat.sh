#### find -printf with fixed modification times
mkdir -p d/sub
echo abc > d/a.txt; echo hello > d/sub/b.txt
touch -d '2023-04-05 06:07:08' d/a.txt d/sub/b.txt
find d -type f -printf '%p %s %TY-%Tm-%Td\n' | sort
find d -type f -printf '%f\t%h\n' | sort
#### find -maxdepth -mindepth and -path
mkdir -p x/y/z
touch x/1 x/y/2 x/y/z/3
find x -maxdepth 1 | sort
find x -mindepth 2 -type f | sort
find x -path '*/y/*' -type f | sort
#### find -newermt with fixed dates
mkdir -p f
touch -d '2022-01-10' f/old
touch -d '2022-06-10' f/mid
touch -d '2023-01-10' f/new
find f -type f -newermt '2022-03-01' | sort
find f -type f ! -newermt '2022-12-31' | sort
#### find -size and -empty and -name case insensitive
mkdir -p s
head -c 3000 /dev/zero > s/big.BIN
echo small > s/small.bin
: > s/empty.bin
find s -size +2k | sort
find s -iname '*.bin' | sort
find s -empty
find s -size -1k -type f | sort
#### find -regex and -regextype
mkdir -p r
touch r/a1.log r/b22.log r/c.log r/d1.txt
find r -regex '.*/[a-z][0-9]+\.log' | sort
find r -regextype posix-extended -regex '.*/[a-z][0-9]{2}\.log'
#### stat formats with fixed times
printf '12345' > file
touch -d '2021-02-03 04:05:06' file
TZ=UTC stat -c '%s %n %Y' file
stat -c '%F' file .
TZ=UTC date -r file '+%F %T'
#### ls sorting by size and time with fixed dates
printf '1' > small; printf '12345' > big; printf '123' > mid
touch -d '2020-01-03' small; touch -d '2020-01-01' big; touch -d '2020-01-02' mid
ls -S
ls -t
ls -rt
ls -1 --sort=extension
#### find -exec with sh -c and counting lines per file
mkdir -p c
printf 'a\nb\n' > c/x.sh; printf 'a\n' > c/y.sh
find c -name '*.sh' -exec sh -c 'printf "%s %s\n" "$(wc -l < "$1")" "$1"' _ {} \; | sort -k2
find c -name '*.sh' -exec wc -l {} + | sort -k2
#### find -type d and deleting empty directories
mkdir -p e/a/b e/c e/d
touch e/c/file
find e -type d -empty | sort
find e -type d -empty -delete
find e | sort
#### find with -o and grouping errors
mkdir -p g
touch g/a.c g/b.h g/c.txt
find g -name '*.c' -o -name '*.h' | sort
find g \( -name '*.c' -o -name '*.h' \) -print | sort
find g -name '*.c' -o -name '*.h' -print | sort
#### du with apparent sizes in bytes
mkdir -p du/sub
printf '%1000s' '' > du/a; printf '%500s' '' > du/sub/b
du -b --apparent-size du/a
du -sb du | cut -f1
du -ab du | sort -k2
#### find missing starting point
find nonexistent -name x; echo "rc=$?"
find . nonexistent -maxdepth 0 2>&1; echo "rc=$?"
#### basename dirname and suffixes
basename /a/b/c.tar.gz
basename /a/b/c.tar.gz .gz
basename -s .txt x.txt y.txt
dirname /a/b/c; dirname c; dirname /; dirname a/
f=/srv/app/file.tar.gz; echo "${f##*/} ${f%/*} ${f##*.} ${f%%.*}"
#### test file operators on various paths
mkdir dir; touch file; ln -s file lnk; : > empty; echo x > full
for p in dir file lnk empty full missing; do
  printf '%-7s' "$p"
  [[ -e $p ]] && printf ' e'; [[ -f $p ]] && printf ' f'; [[ -d $p ]] && printf ' d'
  [[ -L $p ]] && printf ' L'; [[ -s $p ]] && printf ' s'
  echo
done
[[ full -nt missing ]] && echo "exists is newer than missing"
#### find sorted by time with printf epoch
mkdir -p t
touch -d '2024-01-03' t/c; touch -d '2024-01-01' t/a; touch -d '2024-01-02' t/b
find t -type f -printf '%T@ %p\n' | sort -n | cut -d' ' -f2
find t -type f -printf '%TY%Tm%Td %f\n' | sort -r | head -1
