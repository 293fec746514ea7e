#### coproc output never read
coproc { yes | head -c 1000000; }; echo started; echo done
#### coproc many lines never read
coproc W { for i in $(seq 1 20000); do echo line $i; done; }; echo done; echo st=$?
#### coproc yes never read
coproc yes; echo hi
#### coproc yes read one line
coproc { yes; }; read -u ${COPROC[0]} l; echo "$l"
#### coproc endless loop never read then exit
coproc C { while :; do echo y; done; }; echo end; exit 3
