package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

func TestShellReadsCompleteConstructsAndLeavesOnExit(t *testing.T) {
	in := "echo one\nif true; then\n echo two\nfi\n(exit 4)\necho \"after $?\"\ncd /tmp\npwd\nexit 3\necho never\n"
	var out, errb bytes.Buffer
	status := realMain(context.Background(), []string{"shell"}, strings.NewReader(in), &out, &errb)
	if status != 3 {
		t.Errorf("status %d, want 3 (stderr %q)", status, errb.String())
	}
	if want := "one\ntwo\nafter 4\n/tmp\n"; out.String() != want {
		t.Errorf("stdout %q, want %q", out.String(), want)
	}
}

// TestShellReportsUnfinishedInput: input that ends inside a construct
// ends as run ends it: the parser's message and status 2.
func TestShellReportsUnfinishedInput(t *testing.T) {
	for _, in := range []string{"if true; then\necho x\n", "echo 'unterminated\n", "echo \"open\n"} {
		var out, errb, rout, rerr bytes.Buffer
		status := realMain(context.Background(), []string{"shell"}, strings.NewReader(in), &out, &errb)
		rstatus := realMain(context.Background(), []string{"run"}, strings.NewReader(in), &rout, &rerr)
		if status != 2 || rstatus != 2 || errb.String() != rerr.String() || !strings.Contains(errb.String(), "EOF") && !strings.Contains(errb.String(), "end of file") {
			t.Errorf("%q: shell %d %q, run %d %q; want 2 with the parser's message", in, status, errb.String(), rstatus, rerr.String())
		}
	}
}

func TestRunPassesExitStatusAndJSON(t *testing.T) {
	var out, errb bytes.Buffer
	if s := realMain(context.Background(), []string{"run", "-c", "echo hi | tr a-z A-Z; exit 7"}, strings.NewReader(""), &out, &errb); s != 7 || out.String() != "HI\n" {
		t.Errorf("status %d stdout %q stderr %q", s, out.String(), errb.String())
	}
	out.Reset()
	if s := realMain(context.Background(), []string{"run", "--json", "-c", "echo hi; echo oops >&2; exit 2"}, strings.NewReader(""), &out, &errb); s != 2 {
		t.Errorf("json status %d", s)
	}
	for _, want := range []string{`"stdout": "hi\n"`, `"stderr": "oops\n"`, `"exitCode": 2`, `"truncated": false`} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("json %s lacks %s", out.String(), want)
		}
	}
	out.Reset()
	if s := realMain(context.Background(), []string{"run"}, strings.NewReader("echo \"from stdin\" $0\n"), &out, &errb); s != 0 || out.String() != "from stdin bash\n" {
		t.Errorf("stdin script: status %d stdout %q", s, out.String())
	}
	if s := realMain(context.Background(), []string{"run", "-c", "echo $0 $1 $2", "name", "a", "b"}, strings.NewReader(""), &out, &errb); s != 0 || !strings.HasSuffix(out.String(), "name a b\n") {
		t.Errorf("-c with args: %q", out.String())
	}
}
