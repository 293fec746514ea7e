package shell

import "testing"

func TestUlimit(t *testing.T) {
	cases := []struct {
		script, out, errs string
		status            int
	}{
		// The sandbox's limits: MaxFileBytes in 1024-byte blocks.
		{`ulimit; ulimit -f; ulimit -H -f; ulimit -n; ulimit -p`, "2\n2\n2\n1024\n8\n", "", 0},
		{`ulimit -a`, "file size                   (blocks, -f) 2\nopen files                          (-n) 1024\npipe size                (512 bytes, -p) 8\n", "", 0},
		{`ulimit -n -f`, "open files                          (-n) 1024\nfile size                   (blocks, -f) 2\n", "", 0},
		// Lowering works; raising the hard limit does not; soft stays <= hard.
		{`ulimit -S -f 1; ulimit -f; ulimit -H -f; ulimit -f 2; echo $?; ulimit -H -f 1; echo $?; ulimit -f 1; ulimit -f 2; echo $?`,
			"1\n2\n0\n1\n1\n", "bash: line 1: ulimit: file size: cannot modify limit: Invalid argument\nbash: line 1: ulimit: file size: cannot modify limit: Operation not permitted\n", 0},
		{`ulimit -n 10; ulimit -S -n 20; echo $?; ulimit -n unlimited; echo $?; ulimit -S -n 5; ulimit -n; ulimit -Hn`, "1\n1\n5\n10\n",
			"bash: line 1: ulimit: open files: cannot modify limit: Invalid argument\nbash: line 1: ulimit: open files: cannot modify limit: Operation not permitted\n", 0},
		{`ulimit -f zz; echo $?; ulimit -f -- -42; echo $?`, "1\n1\n", "bash: line 1: ulimit: zz: invalid number\nbash: line 1: ulimit: -42: invalid number\n", 0},
		{`ulimit -f -42; echo $?`, "2\n", "bash: line 1: ulimit: -4: invalid option\nulimit: usage: ulimit [-SHabcdefiklmnpqrstuvxPRT] [limit]\n", 0},
		{`ulimit -t 5; echo $?`, "1\n", "bash: line 1: ulimit: -t: resource not limited in this sandbox (only -f, -n and -p are)\n", 0},
		{`ulimit -p 4; echo $?`, "1\n", "bash: line 1: ulimit: pipe size: cannot modify limit: Invalid argument\n", 0},
		// Subshells and child shells inherit; their changes stay there.
		{`ulimit -f 1; (ulimit -f 0; ulimit -f); bash -c 'ulimit -f; ulimit -f 0'; ulimit -f`, "0\n1\n1\n", "", 0},
		// -f is enforced on redirections and on commands' writes.
		{`ulimit -f 1; printf '%2000s' x > /tmp/big; echo $?; cat /tmp/big > /tmp/c2; echo $?; printf '%1024s' > /tmp/ok; echo $?; echo >> /tmp/ok; echo $?; x=$(cat /tmp/ok); echo ${#x}`,
			"1\n0\n0\n1\n1024\n", "bash: line 1: printf: write error: File too large\nbash: line 1: echo: write error: File too large\n", 0},
		// -n bounds the descriptors a redirection may open.
		{`ulimit -S -n 3; echo hi > /tmp/o; echo $?; ulimit -S -n 4; echo hi > /tmp/o; echo $?; exec 3>/tmp/p; echo x > /tmp/q; echo $?`, "1\n0\n1\n",
			"bash: line 1: /tmp/o: Too many open files\nbash: line 1: /tmp/q: Too many open files\n", 0},
		// Devices count as bash opens them (issue 17: /dev/null escaped it).
		{`ulimit -S -n 3; echo hi 2>/dev/null; echo $?; cat </dev/zero; echo $?; echo x >/dev/stdout; echo $?`, "1\n1\n1\n",
			"bash: line 1: /dev/null: Too many open files\nbash: line 1: /dev/zero: Too many open files\nbash: line 1: /dev/stdout: Too many open files\n", 0},
	}
	for _, c := range cases {
		sh := newTestShell(t, Limits{MaxFileBytes: 2048})
		out, errs, st := runScript(t, sh, c.script)
		if out != c.out || errs != c.errs || st != c.status {
			t.Errorf("%s\nout %q\nerr %q\nst %d\nwant %q %q %d", c.script, out, errs, st, c.out, c.errs, c.status)
		}
	}
}
