#### umask prints octal
umask 022
umask
#### umask -S
umask 022
umask -S
#### umask -p
umask 027
umask -p
#### umask -p -S
umask 027
umask -p -S
#### umask symbolic set
umask u=rwx,g=rx,o=
umask
#### umask symbolic add and remove
umask 077
umask g+r
umask
umask o+rx
umask
umask u-w
umask
#### umask a=
umask a=
umask
#### umask a+rwx
umask 777
umask a+rwx
umask
#### umask symbolic combined who
umask 000
umask go-w
umask
#### umask symbolic no who
umask 000
umask -w
umask
#### umask X permission
umask 777
umask u+X
umask
#### umask invalid octal
umask 089
echo status=$?
#### umask invalid symbolic
umask u=z
echo status=$?
#### umask too large octal
umask 7777
echo status=$?
umask
#### umask effect on file creation
umask 077
touch f
ls -l f | cut -c1-10
#### umask effect on mkdir
umask 022
mkdir d
ls -ld d | cut -c1-10
#### umask in subshell does not leak
umask 022
( umask 077 )
umask
#### umask short octal
umask 7
umask
#### umask bad option
umask -z
echo status=$?
#### umask symbolic copy from other
umask 027
umask o=u
umask
#### umask multiple clauses
umask 000
umask u-x,g-w,o-rwx
umask -S
#### umask -S after symbolic
umask 0
umask -S
umask 0777
umask -S
#### umask with = and empty who
umask 022
umask =rx
umask
#### umask comma trailing
umask u=rwx,
echo status=$?
#### umask symbolic with multiple ops in one clause
umask 000
umask u+r-w
umask
#### umask symbolic = with perm copy
umask 027
umask g=o
umask
#### umask symbolic a-x on 0
umask 0
umask a-x
umask -S
#### umask symbolic ugo full
umask 0
umask ugo=rw
umask
#### umask symbolic with s and t
umask 022
umask u+s
echo "status=$?"
umask
#### umask symbolic invalid who
umask x=r
echo "status=$?"
#### umask symbolic with comma and spaces
umask 'u=rwx, g=rx'
echo "status=$?"
#### umask four digit octal
umask 0027
umask
#### umask 8 invalid
umask 8
echo "status=$?"
#### umask -S with arg
umask -S 027
umask
#### umask -p with arg
umask -p 027
echo "status=$?"
#### umask many args
umask 022 033
echo "status=$?"
umask
#### umask symbolic empty perm
umask 022
umask u=
umask
#### umask symbolic g+u copy
umask 077
umask g+u
umask
