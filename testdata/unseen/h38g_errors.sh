#### agent errors 1
cd "$(mktemp -d)"; mkdir d; cat d; echo st=$?; head d; echo st=$?; wc d; echo st=$?; sort d; echo st=$?
#### agent errors 2
cd "$(mktemp -d)"; mkdir d; tail d; echo st=$?; cut -c1 d; echo st=$?; tr a b < d; echo st=$?; uniq d; echo st=$?
#### agent errors 3
cd "$(mktemp -d)"; cat nosuch; head nosuch; tail nosuch; wc nosuch; md5sum nosuch; base64 nosuch; echo st=$?
#### agent errors 4
cd "$(mktemp -d)"; touch f; mkdir f; echo st=$?; mkdir -p f/g; echo st=$?; ln -s x f; echo st=$?; ln f f; echo st=$?
#### agent errors 5
cd "$(mktemp -d)"; mkdir d; touch f; cp f d/nosuch/x; echo st=$?; mv f d/nosuch/; echo st=$?; cp -r d d/sub; echo st=$?
#### agent errors 6
cd "$(mktemp -d)"; touch f; rmdir f; echo st=$?; rmdir nosuch; echo st=$?; rm -r nosuch; echo st=$?
#### agent errors 8
cd "$(mktemp -d)"; sed 's/a/b/' nosuch; echo st=$?; awk 1 nosuch; echo st=$?; grep x nosuch; echo st=$?; sort -o /nonexistent/x /dev/null; echo st=$?
#### agent errors 9
cd "$(mktemp -d)"; touch a; tar cf a.tar a nosuch; echo st=$?; tar tf a.tar; tar xf a.tar nosuch; echo st=$?
#### agent errors 10
cd "$(mktemp -d)"; find nosuch -name x; find . -maxdepth x; echo st=$?; find . -type q; echo st=$?; find . -perm 999; echo st=$?
#### agent errors 11
xargs -I; echo st=$?; seq x; echo st=$?; head -c x /dev/null; echo st=$?; tail -n x /dev/null; echo st=$?
#### agent errors 12
cd "$(mktemp -d)"; touch -d 'garbage' f; echo st=$?; date -d 'garbage'; echo st=$?; date +%Q; echo st=$?
#### agent errors 13
cut; echo st=$?; cut -f0 /dev/null; echo st=$?; cut -d ab -f1 /dev/null; echo st=$?; tr; echo st=$?
#### agent errors 14
sort -k 0 /dev/null; echo st=$?; sort -t ab /dev/null; echo st=$?; uniq -f x; echo st=$?; join /dev/null; echo st=$?
#### agent errors 15
stat; echo st=$?; stat -c; echo st=$?; basename; echo st=$?; dirname; echo st=$?; readlink; echo st=$?
#### agent errors 16
mktemp -d XX; echo st=$?; mktemp /nonexistent/XXXXXX; echo st=$?; touch; echo st=$?; ln; echo st=$?
#### agent errors 17
cd "$(mktemp -d)"; echo x | tee; tee -x; echo st=$?; printf; echo st=$?; printf '%z'; echo st=$?
#### agent errors 18
cd "$(mktemp -d)"; split -l 0 /dev/null; echo st=$?; csplit /dev/null 5; echo st=$?; fold -w 0 /dev/null; echo st=$?
#### agent errors 19
cd "$(mktemp -d)"; echo a > f; diff f nosuch; echo st=$?; patch nosuch < /dev/null; echo st=$?; cmp f nosuch; echo st=$?
#### agent errors 20
cd "$(mktemp -d)"; echo a > f; cmp f f; echo st=$?; echo b > g; cmp f g; echo st=$?; cmp -s f g; echo st=$?; printf 'a\nb' > h; cmp f h; echo st=$?
