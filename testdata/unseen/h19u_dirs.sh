#### pushd popd stack
mkdir -p a b c; r=$PWD; pushd a >/dev/null; pushd ../b >/dev/null; pushd ../c > /dev/null; dirs | sed "s#$r#R#g"; popd >/dev/null; dirs | sed "s#$r#R#g"
#### pushd output and rotation
mkdir -p a b; r=$PWD; pushd a | sed "s#$r#R#g"; pushd ../b | sed "s#$r#R#g"; pushd +1 | sed "s#$r#R#g"; pwd | sed "s#$r#R#g"
#### dirs -v -p -l
mkdir -p x; r=$PWD; HOME=$r; pushd x >/dev/null; dirs -v; dirs -p; dirs -l | sed "s#$r#R#g"
#### dirs -c clears
mkdir -p x; pushd x >/dev/null; dirs -c; dirs | sed "s#$PWD#P#"
#### popd +N and -N
mkdir -p a b c; r=$PWD; pushd a >/dev/null; pushd ../b >/dev/null; pushd ../c >/dev/null; popd +1 | sed "s#$r#R#g"; popd -0 | sed "s#$r#R#g"
#### pushd -n
mkdir -p a; r=$PWD; pushd -n a | sed "s#$r#R#g"; pwd | sed "s#$r#R#g"
#### pushd swap with no args
mkdir -p a; r=$PWD; pushd a >/dev/null; pushd | sed "s#$r#R#g"; pwd | sed "s#$r#R#g"
#### DIRSTACK array
mkdir -p a; r=$PWD; pushd a >/dev/null; echo ${#DIRSTACK[@]} "${DIRSTACK[1]}" | sed "s#$r#R#g"
#### umask display forms
umask 022; umask; umask -S; umask -p
#### umask symbolic set
umask 077; umask u=rwx,g=rx,o=; umask; umask g+w; umask; umask a-x; umask
#### umask effect on files
umask 027; touch f; mkdir d; stat -c '%a' f d
#### umask invalid
umask 999; echo st=$?; umask u=z; echo st=$?; umask
#### cd with .. and symlinks logical physical
r=$PWD; mkdir -p real/sub; ln -s real/sub link; cd link; pwd | sed "s#$r#R#"; cd ..; pwd | sed "s#$r#R#"; cd -P link; pwd | sed "s#$r#R#"; cd ..; pwd | sed "s#$r#R#"
#### cd - and OLDPWD
mkdir a; r=$PWD; cd a; cd - | sed "s#$r#R#"; echo "$OLDPWD" | sed "s#$r#R#"
#### cd to file
touch f; cd f; echo st=$?
#### cd with empty arg
cd ''; echo st=$?
#### pwd options
mkdir r; ln -s r l; cd l; pwd -L | sed 's#.*/##'; pwd -P | sed 's#.*/##'; pwd -x 2>&1; echo st=$?
