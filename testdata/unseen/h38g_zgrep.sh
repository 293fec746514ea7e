#### zgrep across gz and plain files
cd "$(mktemp -d)"; echo hit > a; echo miss > b; gzip -k a b; zgrep hit a.gz b.gz; echo "st=$?"; zgrep hit a.gz; echo "st=$?"; zgrep -h hit a.gz b.gz; zgrep -c hit a.gz b.gz
#### zgrep -l -L and missing file
cd "$(mktemp -d)"; echo hit > a; echo miss > b; gzip -k a b; zgrep -l hit a.gz b; echo "st=$?"; zgrep -L hit a.gz b.gz; echo "st=$?"; zgrep hit nosuch.gz; echo "st=$?"
#### zgrep stdin and -e and -n
cd "$(mktemp -d)"; echo hit > a; echo miss > b; gzip -k b; echo hit | gzip | zgrep hit; echo "st=$?"; zgrep -e hit -e miss a b.gz; zgrep -n hit a; zgrep -A1 hit a
#### zgrep options with arguments and clusters
cd "$(mktemp -d)"; printf 'a1\nb2\nA3\n' | gzip > f.gz; zgrep -in a f.gz; zgrep -m1 -i a f.gz; zgrep --max-count=1 -c '[0-9]' f.gz; zgrep -iv 'a' f.gz; zgrep -E 'a|b' f.gz
#### zgrep -w -o -q and pattern with quote
cd "$(mktemp -d)"; printf "it's\nfoo bar\n" | gzip > f.gz; zgrep -o "it's" f.gz; zgrep -qw foo f.gz; echo "st=$?"; zgrep -w fo f.gz; echo "st=$?"
#### zgrep unsupported option
cd "$(mktemp -d)"; echo a | gzip > f.gz; zgrep -r a . 2>&1 | sed 's/^[^:]*zgrep/zgrep/'; echo "st=${PIPESTATUS[0]}"
#### zgrep -f pattern file
cd "$(mktemp -d)"; printf 'x\ny\n' > pats; printf 'x1\nz\ny2\n' | gzip > f.gz; zgrep -f pats f.gz; zgrep -Fx z f.gz
