#### rm -v with a missing file between
touch a b; rm -v a nosuch b 2>&1; echo status=$?
#### mkdir -v with an existing dir between
mkdir e; mkdir -v a e b 2>&1; echo status=$?
#### cp -v with a missing source between
mkdir d; touch a b; cp -v a nosuch b d 2>&1; echo status=$?
#### mv -v with a missing source between
mkdir d; touch a b; mv -v a nosuch b d 2>&1; echo status=$?
#### chmod -v with a missing file between
touch a b; chmod -v 600 a nosuch b 2>&1; echo status=$?
#### chmod -c with a missing file between
touch a b; chmod 644 a b; chmod -c 600 a nosuch b 2>&1; echo status=$?
#### ln -sv with an existing link between
touch x; ln -sv t1 a 2>&1; ln -sv t2 x 2>&1; echo status=$?
#### rmdir -v with a nonempty dir between
mkdir a b c; touch b/f; rmdir -v a b c 2>&1; echo status=$?
#### readlink with a non-link between
ln -s t1 a; touch n; ln -s t2 b; readlink a n b; echo status=$?; readlink -v a n b 2>&1
#### realpath with a missing file between
touch a b; realpath -e a nosuch b 2>&1 | sed "s|$PWD|P|"; echo status=$?
#### md5sum with a missing file between
echo 1 > a; echo 2 > b; md5sum a nosuch b 2>&1; echo status=$?
#### sha256sum -c with a missing file
echo 1 > a; sha256sum a > s; echo 'x  nosuch' >> s; sed -i 's/^x /0000000000000000000000000000000000000000000000000000000000000000 /' s; sha256sum -c s 2>&1; echo status=$?
#### cksum with a missing file between
echo 1 > a; cksum a nosuch a 2>&1; echo status=$?
#### head with a missing file between
echo 1 > a; echo 2 > b; head -n1 a nosuch b 2>&1; echo status=$?
#### tail with a missing file between
echo 1 > a; echo 2 > b; tail -n1 a nosuch b 2>&1; echo status=$?
#### cat with a missing file between
echo 1 > a; echo 2 > b; cat a nosuch b 2>&1; echo status=$?
#### nl with a missing file between
echo 1 > a; echo 2 > b; nl a nosuch b 2>&1; echo status=$?
#### cut with a missing file between
echo 1 > a; echo 2 > b; cut -c1 a nosuch b 2>&1; echo status=$?
#### tac with a missing file between
echo 1 > a; echo 2 > b; tac a nosuch b 2>&1; echo status=$?
#### fold with a missing file between
echo 1 > a; echo 2 > b; fold a nosuch b 2>&1; echo status=$?
#### fmt with a missing file between
echo 1 > a; echo 2 > b; fmt a nosuch b 2>&1; echo status=$?
#### expand with a missing file between
echo 1 > a; echo 2 > b; expand a nosuch b 2>&1; echo status=$?
#### od with a missing file between
echo 1 > a; echo 2 > b; od -c a nosuch b 2>&1; echo status=$?
#### sort with a missing file
echo 1 > a; sort a nosuch 2>&1; echo status=$?
#### uniq with a missing file
uniq nosuch 2>&1; echo status=$?
#### paste with a missing file among
echo 1 > a; paste a nosuch 2>&1; echo status=$?
#### grep with a missing file between
echo x > a; echo x > b; grep x a nosuch b 2>&1; echo status=$?
#### grep -s with a missing file
echo x > a; grep -s x a nosuch; echo status=$?
#### sed with a missing file between
echo 1 > a; echo 2 > b; sed p a nosuch b 2>&1; echo status=$?
#### awk with a missing file between
echo 1 > a; echo 2 > b; awk '{print FILENAME, $0}' a nosuch b 2>&1; echo status=$?
#### du with a missing file between
printf 12 > a; printf 3 > b; du -b a nosuch b 2>&1; echo status=$?
#### stat with a missing file between
touch a b; stat -c %n a nosuch b 2>&1; echo status=$?
#### ls with missing files and dirs
mkdir d; touch d/f a; ls a nosuch d 2>&1; echo status=$?
#### find with a missing start between
touch a b; find a nosuch b 2>&1; echo status=$?
#### wc with a missing file between
echo 1 > a; wc -l a nosuch a 2>&1; echo status=$?
#### base64 with a missing file
base64 nosuch 2>&1; echo status=$?
#### touch with a missing dir between
touch a nod/x b 2>&1; echo status=$?; ls
#### basename and dirname many
basename -a a/b c/d/ /; dirname a/b c /
#### numfmt with a bad number between
numfmt --to=si 1000 x 2000 2>&1; echo status=$?
#### printf with a bad number between
printf '%d\n' 1 x 3 2>&1; echo status=$?
#### seq with bad step
seq 1 x 3 2>&1; echo status=$?
#### expr errors
expr 1 + x 2>&1; echo status=$?; expr 2>&1; echo status=$?
#### join with a missing file
echo 1 > a; join a nosuch 2>&1; echo status=$?
#### comm with a missing file
echo 1 > a; comm a nosuch 2>&1; echo status=$?
#### split with a missing file
split nosuch 2>&1; echo status=$?
#### xxd with a missing file and output
xxd nosuch out 2>&1; echo status=$?
#### tee to a missing dir
echo hi | tee a nod/x b 2>&1; echo status=$?; cat a b
#### sum with a missing file between
echo 1 > a; sum a nosuch a 2>&1; echo status=$?
#### date -d with several invalid
date -u -d 'bad' +%F 2>&1; echo status=$?
#### truncate missing dir
truncate -s 1 nod/x 2>&1; echo status=$?
#### sort -c disorder
printf 'b\na\n' | sort -c 2>&1; echo status=$?
#### uniq -c -d
printf 'a\na\nb\n' | uniq -c -d
#### install -v with a missing source between
mkdir d; touch a b; install -v a nosuch b d 2>&1; echo status=$?
#### ln -v into dir with a missing target between
mkdir d; touch a b; ln -v a nosuch b d 2>&1; echo status=$?
#### stat -L with a dangling link between
touch a; ln -s nowhere l; stat -L -c %n a l a 2>&1; echo status=$?
#### md5sum -c with missing and bad lines
echo 1 > a; md5sum a > s; printf 'garbage\n' >> s; echo '00000000000000000000000000000000  nosuch' >> s; md5sum -c s 2>&1; echo status=$?
#### md5sum -c --quiet with a mismatch
echo 1 > a; echo 2 > b; md5sum a b > s; echo 3 > b; md5sum -c --quiet s 2>&1; echo status=$?
#### b2sum with a missing file between
echo 1 > a; b2sum -l 64 a nosuch a 2>&1; echo status=$?
#### head -c with a directory between
echo 1 > a; mkdir d; head -c 2 a d a 2>&1; echo status=$?
#### cat a directory between
echo 1 > a; mkdir d; cat a d a 2>&1; echo status=$?
#### sort -m with a missing file
echo 1 > a; sort -m a nosuch 2>&1; echo status=$?
#### cp -r with a missing source between
mkdir -p s d; touch s/f; cp -rv s nosuch d 2>&1; echo status=$?
#### tr with escapes warning
echo a | tr 'a' '\400' 2>&1; echo status=$?
#### printf missing argument conversion
printf '%s %d\n' a 2>&1; printf '%z\n' 2>&1; echo status=$?
#### id of nonexistent user
id nosuchuser_h42f 2>&1; echo status=$?
#### env with a missing program
env nosuch_h42f 2>&1; echo status=$?
#### printenv missing var status
FOO=1 printenv FOO NOPE_H42F; echo status=$?
#### realpath --relative-to with missing base
realpath -e --relative-to=nosuch . 2>&1; echo status=$?
#### chmod -R -v with a missing root between
mkdir d; chmod -R -v 755 d nosuch d 2>&1; echo status=$?
#### rm -rv with a missing dir between
mkdir -p a/x b; rm -rv a nosuch b 2>&1; echo status=$?
#### tail -n with a missing file and -q
echo 1 > a; tail -q -n1 a nosuch a 2>&1; echo status=$?
#### uniq with an output file error
printf 'a\n' | uniq - nod/out 2>&1; echo status=$?
#### readlink -e with a missing file between
ln -s a l; touch a; readlink -e l nosuch l 2>&1 | sed "s|$PWD|P|"; echo status=$?
#### readlink -fv with a missing dir between
touch a; readlink -fv a nod/x/y a 2>&1 | sed "s|$PWD|P|"; echo status=$?
