package shell

import "testing"

// 2.2 set -x: a declaration's trace, like any simple command's, goes
// where stderr was before its redirections; what export and readonly
// trace again while they run goes where they write.
var manualDeclTraceScripts = []string{
	"set -x\ndeclare -a b=(1) 2>/dev/null\nf() { local v=2 2>/dev/null; local w=$(echo 3) 2>/dev/null; echo in; }\nf 2>/dev/null\n" +
		"export E=$(echo 4) 2>/dev/null\nexport F=5 2>&1\nreadonly R 2>/dev/null\ndeclare -p b 2>/dev/null >/dev/null\ntypeset z=5 2>&1 >/dev/null\n" +
		"g() { declare q=1 2>/dev/null; }; g\ndeclare -n bad=1 2>/dev/null\necho done",
}

func TestManualDeclTrace(t *testing.T) { compareManual(t, manualDeclTraceScripts) }
