#### exec to dev stdout when stdout is a pipe
exec > /dev/stdout; echo hi; echo st=$?
#### group to dev stdout in a pipe
{ exec > /dev/stdout; echo a; } | cat; echo st=$?
#### dev stdout reopens a file truncating
exec 7>&1 >out.txt; echo abc; echo x >/dev/stdout; exec >&7; cat out.txt
#### exec dev stdout reopens a file
exec 7>&1 >out.txt; echo abc; exec >/dev/stdout; echo x; exec >&7; cat out.txt
#### dev stdout append to a file
exec 7>&1 >out.txt; echo abcdef; echo x >>/dev/stdout; exec >&7; cat out.txt
#### dev stdout over append mode
exec 7>&1 >>out.txt; echo abcdef; echo x >/dev/stdout; echo y; exec >&7; cat out.txt
#### dev fd reopen reads from start
echo abcdef >out.txt; exec 3<out.txt; read -n 2 a <&3; read -n 2 b </dev/fd/3; read -n 2 c <&3; echo $a $b $c
#### dev stdin reopen reads from start
echo abcdef >out.txt; { read -n 2 a; read -n 2 b </dev/stdin; read -n 2 c; echo $a $b $c; } <out.txt
#### group dev stdout into a file
{ echo one; echo two >/dev/stdout; echo three; } >out.txt; cat out.txt
#### group dev stdout into a pipe
{ echo one; echo two >/dev/stdout; echo three; } | cat
#### dev fd of a write fd read by cat
exec 5>out.txt; echo one >&5; cat /dev/fd/5; echo st=$?; exec 5>&-; cat out.txt
#### dev fd truncates an append fd file
echo hi >out.txt; exec 6>>out.txt; echo two >/dev/fd/6; cat out.txt
#### cat dev fd of a read fd
echo abc > out.txt; exec 4<out.txt; cat /dev/fd/4; read -r l </dev/fd/4; echo "l=$l st=$?"
#### dev fd closed
echo x >/dev/fd/7; echo st=$?
#### dev stderr with stderr to file
echo to-err >/dev/stderr 2>out.txt; cat out.txt
#### dev stderr into a pipe
echo x 2>&1 >/dev/stderr | cat -n
#### exec stderr to dev stdout
exec 2>/dev/stdout; ls /nonexistent_h39b; echo st=$?
#### noclobber dev stdout to a file
set -C; exec 7>&1 >out.txt; echo x >/dev/stdout; echo st=$? >&7; exec >&7; cat out.txt
#### noclobber dev stdout to a pipe
set -C; echo x >/dev/stdout; echo st=$?
