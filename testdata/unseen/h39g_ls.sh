#### ls -lgG with fixed mtimes, sorted by name
cd "$(mktemp -d)"; printf abc > a; printf 12345 > b; mkdir c; touch -d '2020-01-02 03:04:05' a b c; ls -lgG a b
#### ls -lgG --time-style=long-iso
cd "$(mktemp -d)"; printf abc > a; touch -d '2021-06-07 08:09:10' a; ls -lgG --time-style=long-iso a
#### ls -lgG --time-style=full-iso
cd "$(mktemp -d)"; printf abc > a; touch -d '2021-06-07 08:09:10' a; TZ=UTC ls -lgG --time-style=full-iso a
#### ls -lgG --time-style=iso
cd "$(mktemp -d)"; printf abc > a; touch -d '2001-06-07 08:09:10' a; ls -lgG --time-style=iso a
#### ls -lgG --time-style=+FORMAT
cd "$(mktemp -d)"; printf abc > a; touch -d '2021-06-07 08:09:10' a; ls -lgG --time-style='+%Y/%m/%d %H.%M' a
#### ls -lgG --time-style two formats
cd "$(mktemp -d)"; printf abc > a; touch -d '2001-06-07 08:09:10' a; ls -lgG --time-style=$'+%Y old\n%m-%d new' a
#### ls -lgG old file shows the year
cd "$(mktemp -d)"; : > a; touch -d '1999-12-31 23:59' a; ls -lgG a
#### ls --full-time
cd "$(mktemp -d)"; : > a; TZ=UTC touch -d '2015-03-04 05:06:07.123456789' a; TZ=UTC ls -gG --full-time a
#### ls -lgG invalid time style
cd "$(mktemp -d)"; : > a; ls -l --time-style=bogus a; echo "st=$?"
#### ls -t newest first
cd "$(mktemp -d)"; touch -d '2020-01-01' old; touch -d '2022-01-01' new; touch -d '2021-01-01' mid; ls -t; ls -tr
#### ls -t ties broken by name
cd "$(mktemp -d)"; touch -d '2020-01-01' b a c; ls -t; ls -tr
#### ls -S largest first and ties by name
cd "$(mktemp -d)"; printf 1 > s; printf 12345 > l; printf 12 > m; printf 12 > a; ls -S; ls -Sr
#### ls -S with directories
cd "$(mktemp -d)"; printf '%5000s' x > big; mkdir d; : > e; ls -S
#### ls -r reverse name
cd "$(mktemp -d)"; touch a B c D; ls -r; ls -1r
#### ls -1 one per line
cd "$(mktemp -d)"; touch x y z; ls -1
#### ls -F indicators
cd "$(mktemp -d)"; mkdir d; : > f; printf '#!/bin/sh\n' > x; chmod +x x; ln -s f l; mkfifo p; ls -F
#### ls -p only slash
cd "$(mktemp -d)"; mkdir d; : > f; printf '' > x; chmod +x x; ls -p
#### ls --file-type
cd "$(mktemp -d)"; mkdir d; : > x; chmod +x x; ln -s x l; ls --file-type
#### ls -d on directories and glob
cd "$(mktemp -d)"; mkdir -p d/e; : > d/f; ls -d d; ls -d d/*; ls -d
#### ls -A and -a
cd "$(mktemp -d)"; touch .h v; ls -A; ls -a
#### ls -R recursive
cd "$(mktemp -d)"; mkdir -p t/a/b t/c; touch t/a/x t/a/b/y t/c/z t/w; ls -R t
#### ls -R with -1 and -a
cd "$(mktemp -d)"; mkdir -p t/s; touch t/.h t/s/f; ls -Ra1 t
#### ls -R of two arguments
cd "$(mktemp -d)"; mkdir -p a/x b; touch a/x/1 b/2; ls -R a b
#### ls several directories headers
cd "$(mktemp -d)"; mkdir a b; touch a/1 b/2 f; ls a f b
#### ls file and missing operand
cd "$(mktemp -d)"; touch f; ls f nope; echo "st=$?"
#### ls -F with -l
cd "$(mktemp -d)"; mkdir d; ln -s d l; touch -h -d '2020-02-03 04:05' l; touch -d '2020-02-03 04:05' d; ls -lgGF l | cut -d' ' -f5-; ls -lgGd --indicator-style=slash d | cut -d' ' -f5-
#### ls -l symlink target shown
cd "$(mktemp -d)"; ln -s /some/where ln1; ls -l ln1 | sed 's/.* ln1/ln1/'
#### ls -L follows
cd "$(mktemp -d)"; printf abcdef > f; ln -s f l; ls -lgGL l | awk '{print $1, $3}'
#### ls -s -h sizes
cd "$(mktemp -d)"; printf '%2000s' > f; ls -lgGh f | awk '{print $3}'; printf '%2000000s' > g; ls -lgGh g | awk '{print $3}'; ls -lgG --si g | awk '{print $3}'
#### ls -l block-size
cd "$(mktemp -d)"; printf '%2000s' > f; ls -lgG --block-size=K f | awk '{print $3}'; ls -lgG --block-size=1 f | awk '{print $3}'
#### ls -n numeric
cd "$(mktemp -d)"; : > f; ls -n f | awk '{print $1, $5}'
#### ls -m commas and -x
cd "$(mktemp -d)"; touch a b c d; ls -m; ls -x -w 10
#### ls -C width
cd "$(mktemp -d)"; touch aa bb cc dd ee ff; ls -C -w 12; ls -w 0
#### ls -U unsorted count
cd "$(mktemp -d)"; touch a b c; ls -U | sort
#### ls --sort=time and --sort=size and --sort=none
cd "$(mktemp -d)"; printf 1 > a; printf 123 > b; touch -d 2000-01-01 b; ls --sort=size; ls --sort=time; ls --sort=extension; ls --sort=bogus; echo "st=$?"
#### ls -c and -u accepted with -t
cd "$(mktemp -d)"; touch a; ls -tu a; ls -tc a
#### ls --time=birth accepted
cd "$(mktemp -d)"; touch a; ls --time=mtime a; ls --time=bogus a; echo "st=$?"
#### ls -I and --hide
cd "$(mktemp -d)"; touch a.c b.o c.c; ls -I '*.o'; ls --hide='*.c'; ls -a --hide='*.c'
#### ls -h with -s
cd "$(mktemp -d)"; : > e; ls -s e
#### ls -lgG directory listing order with dot files
cd "$(mktemp -d)"; mkdir d; touch -d '2020-05-06 07:08' d/b d/.a; ls -AlgG d | tail -n +2
#### ls -l of empty directory total
cd "$(mktemp -d)"; mkdir e; ls -l e
#### ls -i shape
cd "$(mktemp -d)"; touch f; ls -i f | sed 's/^ *[0-9][0-9]* /N /'
#### ls -Q and -N
cd "$(mktemp -d)"; touch 'a b' c; ls -Q; ls -N
#### ls --zero
cd "$(mktemp -d)"; touch a b; ls --zero | od -c | head -2
#### ls -1 on file with newline name
cd "$(mktemp -d)"; touch $'a\nb'; ls; ls -b; ls -q | od -c | head -1
#### ls --group-directories-first with -r
cd "$(mktemp -d)"; mkdir z; touch a y; ls --group-directories-first; ls -r --group-directories-first
#### ls -lgG -t -r combined
cd "$(mktemp -d)"; printf 1 > a; printf 22 > b; touch -d '2020-01-01 00:00' a; touch -d '2020-01-02 00:00' b; ls -lgGtr | cut -d' ' -f4-
#### ls -v version sort
cd "$(mktemp -d)"; touch f10 f9 f1 f1.2 f1.10; ls -v; ls -1v -r
#### ls -X extension sort
cd "$(mktemp -d)"; touch a.z b.a c d.b; ls -X
#### ls -l of a fifo and device-less types
cd "$(mktemp -d)"; mkfifo p; ls -l p | cut -c1; ls -ld . | cut -c1
#### ls -ld mode strings after chmod
cd "$(mktemp -d)"; touch a b c; chmod 4755 a; chmod 1777 b; chmod 2640 c; ls -l a b c | cut -c1-10
#### ls -l sticky without x
cd "$(mktemp -d)"; touch a b; chmod 1644 a; chmod 6644 b; ls -l a b | cut -c1-10
#### ls --color=never
cd "$(mktemp -d)"; touch a; mkdir d; ls --color=never; ls --color=never -F
#### ls -k and -s with block size
cd "$(mktemp -d)"; printf '%5000s' > f; ls -sk f | sed 's/^ *//'; ls -s --block-size=1K f | sed 's/^ *//'
#### ls -lgG multiple files width alignment
cd "$(mktemp -d)"; printf '%100s' > a; printf 1 > b; touch -d '2020-01-01 10:00' a b; ls -lgG a b
#### ls -lgG -h alignment
cd "$(mktemp -d)"; printf '%3000s' > a; printf 1 > b; touch -d '2020-01-01 10:00' a b; ls -lgGh a b
#### ls -d with trailing slash
cd "$(mktemp -d)"; mkdir d; ls -d d/; ls -dF d
#### ls -- dash file
cd "$(mktemp -d)"; touch -- -x; ls -- -x; ls ./-x
#### ls invalid option
ls -j 2>&1; echo "st=$?"
#### ls missing file status 2
ls /nonexistent/x; echo "st=$?"
#### ls -R dot
cd "$(mktemp -d)"; mkdir s; touch s/f g; ls -R
#### ls -lR of nested dirs
cd "$(mktemp -d)"; mkdir -p a/b; printf x > a/b/f; touch -d '2020-01-01 00:00' a/b/f a/b; ls -lgGR a | grep -v total
#### ls --format variations
cd "$(mktemp -d)"; touch a b; ls --format=single-column; ls --format=commas; ls --format=across; ls --format=bad; echo "st=$?"
#### ls -A hides dot dot dot
cd "$(mktemp -d)"; mkdir d; touch d/.x; ls -A d; ls -a d
#### ls -la first lines
cd "$(mktemp -d)"; ls -la | awk 'NR>1 {print $NF}'
#### ls -1 --indicator-style=classify
cd "$(mktemp -d)"; mkdir d; touch f; chmod +x f; ls -1 --indicator-style=classify; ls --indicator-style=nope; echo "st=$?"
#### ls -F on executable symlink to dir under -L
cd "$(mktemp -d)"; mkdir d; ln -s d l; ls -F; ls -FL
#### ls -l dangling symlink
cd "$(mktemp -d)"; ln -s missing l; ls -lgG l | awk '{print $1, $NF}'; ls -L l; echo "st=$?"
#### ls -H on command line symlinks
cd "$(mktemp -d)"; mkdir d; touch d/in; ln -s d l; ls l; ls -H l; ls -d l
