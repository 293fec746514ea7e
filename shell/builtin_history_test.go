package shell

import "testing"

// history and fc answer as in bash -c: history is off, its list empty.
var historyScripts = []string{
	"history; echo $?; history 5; echo $?; history -c; echo $?; history -- 3; echo $?; history 0; echo $?",
	"history -z; echo $?; history -1; echo $?; history -d; echo $?; history -d 5; echo $?; history -d x; echo $?",
	"history x; echo $?; history -p a 'b c'; echo $?; history -p; echo $?; history -p '!!' x; echo $?; history -ps a; echo $?",
	"history -s x; echo $?; history -n x; echo $?; history -r /nonexistent; echo $?; history -aw; echo $?",
	"history -w /tmp/hist-w; echo $?; cat /tmp/hist-w; echo [$?]; history -c -d 1; echo $?; history | cat; echo $?",
	"fc; echo $?; fc -l; echo $?; fc -l -1; echo $?; fc -lnr; echo $?; fc 1; echo $?; fc x; echo $?; fc -e vi; echo $?",
	"fc -s; echo $?; fc -s a=b; echo $?; fc -z; echo $?; fc -e; echo $?; type history fc",
}

func TestHistoryDiffBash(t *testing.T) {
	compareWithBash(t, historyScripts, false)
}
