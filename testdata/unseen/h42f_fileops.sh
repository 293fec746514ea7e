#### cp missing source
cp nosuch dst 2>&1; echo status=$?
#### cp directory without -r
mkdir d; cp d e 2>&1; echo status=$?
#### cp same file
echo a > f; cp f f 2>&1; echo status=$?
#### cp same file through dot path
echo a > f; cp f ./f 2>&1; echo status=$?
#### cp multiple to non-directory
touch a b c; cp a b c 2>&1; echo status=$?
#### cp missing destination operand
touch a; cp a 2>&1; echo status=$?
#### cp no operands
cp 2>&1; echo status=$?
#### cp -v lines
touch a b; mkdir d; cp -v a b d
#### cp -r -v directory
mkdir -p s/t; touch s/t/f; cp -rv s dst | sort
#### cp -n does not overwrite
echo old > d; echo new > s; cp -n s d; cat d; echo status=$?
#### cp -i refuses on n
echo old > d; echo new > s; echo n | cp -i s d 2>&1; echo; cat d
#### cp -i accepts y
echo old > d; echo new > s; echo y | cp -i s d 2>&1; echo; cat d
#### cp -T onto directory
mkdir d; touch f; cp -T f d 2>&1; echo status=$?
#### cp -t target directory
mkdir d; touch a b; cp -t d a b; ls d
#### cp -t not a directory
touch a b; cp -t b a 2>&1; echo status=$?
#### cp --parents
mkdir -p x/y d; touch x/y/f; cp --parents x/y/f d; find d | sort
#### cp --parents -v
mkdir -p x/y d; touch x/y/f; cp -v --parents x/y/f d
#### cp --backup numbered
echo 1 > d; echo 2 > s; cp --backup=numbered s d; echo 3 > s; cp --backup=numbered s d; ls; cat d d.~1~ d.~2~
#### cp -b simple suffix
echo 1 > d; echo 2 > s; cp -b s d; ls; cat d~
#### cp -b -S suffix
echo 1 > d; echo 2 > s; cp -b -S .bak s d; ls
#### cp --backup bad control
touch s d; cp --backup=bogus s d 2>&1; echo status=$?
#### cp dir into itself
mkdir d; cp -r d d/sub 2>&1; echo status=$?
#### cp -p preserves mode and time
touch -d '2001-02-03 04:05:06' s; chmod 640 s; cp -p s d; stat -c '%a %y' d | cut -c1-23
#### cp -a symlink kept
touch t; ln -s t l; cp -a l m; readlink m
#### cp file onto dir with same name as dir
mkdir -p d/f; touch f; cp f d 2>&1; echo status=$?
#### cp -r dir onto existing file
mkdir d; touch f; cp -r d f 2>&1; echo status=$?
#### mv missing source
mv nosuch x 2>&1; echo status=$?
#### mv same file
touch f; mv f f 2>&1; echo status=$?
#### mv -v rename
touch a; mv -v a b
#### mv -n keeps destination
echo 1 > a; echo 2 > b; mv -n a b; cat b; ls
#### mv dir into own subdir
mkdir -p d/e; mv d d/e 2>&1; echo status=$?
#### mv dir over nonempty dir
mkdir -p a b/a/x; mv a b 2>&1; echo status=$?
#### mv file over dir
mkdir -p d/f; touch f; mv f d 2>&1; echo status=$?
#### mv -t and -T
mkdir d; touch a; mv -t d a; ls d; touch b; mv -T b d 2>&1; echo status=$?
#### mv -b backup
echo 1 > a; echo 2 > b; mv -b a b; ls; cat b~
#### rm missing
rm nosuch 2>&1; echo status=$?
#### rm -f missing silent
rm -f nosuch; echo status=$?
#### rm directory without -r
mkdir d; rm d 2>&1; echo status=$?
#### rm -d empty and nonempty
mkdir e n; touch n/f; rm -d e; rm -d n 2>&1; echo status=$?
#### rm -rv order
mkdir -p d/e; touch d/e/f; rm -rv d
#### rm -v file
touch a b; rm -v a b
#### rm dot refuses
rm -r . 2>&1; echo status=$?
#### rm dotdot refuses
mkdir d; rm -rf d/.. 2>&1; echo status=$?
#### rm -i refuses
touch f; echo n | rm -i f 2>&1; echo; ls
#### rm no operand
rm 2>&1; echo status=$?
#### rm -f no operand
rm -f; echo status=$?
#### rm -r missing with -f
rm -rf nosuch/deeper; echo status=$?
#### mkdir exists
mkdir d; mkdir d 2>&1; echo status=$?
#### mkdir parent missing
mkdir a/b 2>&1; echo status=$?
#### mkdir -p -v
mkdir -pv a/b/c
#### mkdir -m mode
mkdir -m 700 d; stat -c %a d; mkdir -m u=rwx,g=rx d2; stat -c %a d2
#### mkdir -m invalid
mkdir -m 9 d 2>&1; echo status=$?
#### mkdir -p over a file
touch f; mkdir -p f/g 2>&1; echo status=$?
#### mkdir no operand
mkdir 2>&1; echo status=$?
#### rmdir nonempty
mkdir d; touch d/f; rmdir d 2>&1; echo status=$?
#### rmdir missing
rmdir nosuch 2>&1; echo status=$?
#### rmdir -p
mkdir -p a/b/c; rmdir -pv a/b/c; ls
#### rmdir -p stops at nonempty
mkdir -p a/b/c; touch a/f; rmdir -p a/b/c 2>&1; echo status=$?; ls a
#### rmdir a file
touch f; rmdir f 2>&1; echo status=$?
#### rmdir --ignore-fail-on-non-empty
mkdir d; touch d/f; rmdir --ignore-fail-on-non-empty d; echo status=$?
#### ln -s and readlink
ln -s target l; readlink l; ls -l l | cut -d' ' -f9-
#### ln existing destination
touch a b; ln -s a b 2>&1; echo status=$?
#### ln -sf replaces
touch a b; ln -sf a b; readlink b
#### ln -sv output
ln -sv tgt lnk
#### ln hard link to directory
mkdir d; ln d e 2>&1; echo status=$?
#### ln missing target for hard link
ln nosuch x 2>&1; echo status=$?
#### ln -s dangling ok
ln -s nowhere l; echo status=$?; cat l 2>&1
#### ln -sn onto symlink to dir
mkdir d1 d2; ln -s d1 l; ln -sfn d2 l; readlink l
#### ln -sf without -n goes into dir
mkdir d1 d2; ln -s d1 l; ln -sf d2 l; readlink l; readlink d1/d2
#### ln -r relative
mkdir -p a/b c; touch a/b/f; ln -sr a/b/f c/l; readlink c/l
#### ln same file
touch f; ln f f 2>&1; echo status=$?
#### ln -t dir
mkdir d; touch a; ln -s -t d ../a; readlink d/a
#### touch -d fixed and stat
touch -d '2020-05-06 07:08:09' f; TZ=UTC stat -c '%y' f
#### touch invalid date
touch -d 'not a date' f 2>&1; echo status=$?
#### touch -c missing
touch -c nosuch; echo status=$?; ls
#### touch -r reference
touch -d '2011-01-01 00:00' r; touch -r r f; stat -c %Y r f
#### touch -t stamp
TZ=UTC touch -t 202001020304.05 f; TZ=UTC stat -c %y f
#### touch -t invalid
touch -t 2020 f 2>&1; echo status=$?
#### touch missing dir
touch nod/f 2>&1; echo status=$?
#### chmod symbolic
touch f; chmod 600 f; chmod u+x,g=r,o-w f; stat -c %A f
#### chmod -v and -c
touch f; chmod 644 f; chmod -v 644 f; chmod -c 600 f; chmod -c 600 f
#### chmod invalid mode
touch f; chmod z+x f 2>&1; echo status=$?
#### chmod missing file
chmod 644 nosuch 2>&1; echo status=$?
#### chmod -R
mkdir -p d/e; touch d/e/f; chmod -R go-rwx d; stat -c '%a %n' d d/e d/e/f
#### chmod equals copy from user
touch f; chmod 750 f; chmod g=u f; stat -c %a f
#### chmod X only dirs
mkdir d; touch f; chmod 600 f; chmod 600 d; chmod a+X f d; stat -c '%a %n' f d
#### chmod missing operand
chmod 644 2>&1; echo status=$?
#### chmod numeric too long
touch f; chmod 77777 f 2>&1; echo status=$?
#### install -m and -v
touch s; install -v -m 640 s d; stat -c %a d
#### install -d
install -d -m 750 a/b; stat -c %a a/b
#### install -D
touch s; install -D s x/y/z; ls x/y
#### install missing source
install nosuch d 2>&1; echo status=$?
#### install directory omitted
mkdir d; install d e 2>&1; echo status=$?
#### mktemp in dir with template
d=$(mktemp -d tXXXX); [ -d "$d" ] && echo dir; f=$(mktemp -p . fooXXXXXX.txt); case $f in ./foo??????.txt) echo ok;; *) echo $f;; esac
#### mktemp too few Xs
mktemp fooXX 2>&1; echo status=$?
#### mktemp --suffix with X in suffix
mktemp --suffix=X fooXXX 2>&1 | sed 's/foo.../fooNNN/'; echo status=$?
#### mktemp -u does not create
f=$(mktemp -u -p . zzXXXX); ls; [ -e "$f" ] || echo absent
#### cp -v --backup shows backup name
echo 1 > d; echo 2 > s; cp -v --backup=numbered s d; cp -v -b s d
#### mv -v --backup shows backup name
echo 1 > d; echo 2 > s; mv -v -b s d; ls
#### ln -sfv --backup
touch a b; ln -sfv --backup=t a b; ls
#### cp -r symlink to dir copied as link
mkdir d; touch d/f; mkdir s; ln -s ../d s/l; cp -r s t; readlink t/l
#### cp -rL follows links
mkdir d; touch d/f; mkdir s; ln -s ../d s/l; cp -rL s t; ls t/l
#### cp -H command line link only
mkdir d; touch d/f; ln -s d l; cp -rH l t; ls t
#### cp symlink to file follows by default
echo hi > f; ln -s f l; cp l c; stat -c %F c; cat c
#### cp -P symlink copies link
echo hi > f; ln -s f l; cp -P l c; stat -c %F c
#### cp --preserve=mode only
touch -d '2001-01-01' s; chmod 604 s; cp --preserve=mode s d; stat -c %a d; test d -nt s && echo newer
#### cp --no-preserve=mode with -a
touch s; chmod 600 s; cp -a --no-preserve=mode s d; stat -c %a d
#### cp -R -T dir onto dir
mkdir -p s d; touch s/f; cp -rT s d; ls d
#### cp onto dangling symlink
ln -s target l; echo hi > s; cp s l 2>&1; echo status=$?; ls
#### cp -f over unwritable
echo a > s; echo b > d; chmod 444 d; cp -f s d; cat d
#### cp -u -v both newer
touch -d '2001-01-01' d; echo x > s; cp -uv s d
#### mv dir onto empty dir
mkdir -p a/x b; mv a b; ls b
#### mv -T dir onto empty dir
mkdir -p a/x b; mv -T a b; ls b
#### mv -T dir onto nonempty dir
mkdir -p a b/y; mv -T a b 2>&1; echo status=$?
#### rm -r -i refuse descend
mkdir -p d; touch d/f; printf 'n\n' | rm -ri d 2>&1; echo; ls d
#### rm write-protected prompt
touch f; chmod 444 f; echo n | rm f 2>&1; echo; ls
#### rm --interactive=never on protected
touch f; chmod 444 f; rm --interactive=never f; ls
#### rmdir -p with trailing slash
mkdir -p a/b; rmdir -p a/b/; ls
#### mkdir -p existing file component
touch f; mkdir -p f 2>&1; echo status=$?
#### mkdir -m with -p existing
mkdir d; chmod 755 d; mkdir -p -m 700 d; stat -c %a d
#### chmod -R -c symlinks skipped
mkdir d; touch d/f; ln -s f d/l; chmod 644 d/f; chmod -Rc 700 d 2>&1 | sort
#### chmod o= with symbolic copy
touch f; chmod 754 f; chmod o=g f; stat -c %a f; chmod u-g f; stat -c %a f
#### chmod =,+ list
touch f; chmod 000 f; chmod =r,u+w f; stat -c %a f
#### chmod -w with umask warning
touch f; chmod 666 f; umask 022; chmod -w f 2>&1; stat -c %a f; umask 077; chmod 666 f; chmod +w f 2>&1; stat -c %a f
#### chmod -v preserved readout
touch f; chmod 0644 f; chmod -v u+s f
#### cp --no-preserve=mode gives default modes
touch s; chmod 700 s; mkdir sd; chmod 700 sd; cp --no-preserve=mode s d; cp -r --no-preserve=mode sd dd; stat -c '%a %n' d dd
#### cp --no-preserve=mode keeps an existing file mode
touch s; echo x > d; chmod 600 d; cp --no-preserve=mode s d; stat -c %a d
#### cp --no-preserve then --preserve mode
touch s; chmod 700 s; cp --no-preserve=mode --preserve=mode s d; stat -c %a d
