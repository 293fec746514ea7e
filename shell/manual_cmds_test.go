package shell

import "testing"

// 5.2 BASH_CMDS: the hash table as an associative array. An element
// assigned is hashed (+= appends to the path), unsetting one leaves the
// table alone, and once unset the name is an ordinary variable.
var manualBashCmdsScripts = []string{
	"hash -p /bin/x y; echo ${BASH_CMDS[y]}; declare -p BASH_CMDS; BASH_CMDS[z]=/usr/bin/zz; hash; echo ${!BASH_CMDS[@]}; unset 'BASH_CMDS[z]'; hash; echo ${#BASH_CMDS[@]}",
	"echo ${#BASH_CMDS[@]}; declare -p BASH_CMDS; BASH_CMDS[q]+=/a; BASH_CMDS[q]+=/b; echo ${BASH_CMDS[q]}",
	"BASH_CMDS=(); declare -p BASH_CMDS; unset BASH_CMDS; BASH_CMDS[a]=b; hash; declare -p BASH_CMDS",
	"BASH_CMDS[mine]=/nonexistent/mine; mine; echo st=$?; hash -t mine",
}

func TestManualBashCmds(t *testing.T) { compareManual(t, manualBashCmdsScripts) }
