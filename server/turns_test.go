package server

import (
	"encoding/base64"
	"fmt"
	"testing"
)

// TestAPITurns pages through a conversation's recorded turns and reads
// one; other tokens and bad numbers are refused.
func TestAPITurns(t *testing.T) {
	ts := newManagerServer(t, t.TempDir())
	for i := 1; i <= 5; i++ {
		st, m, _ := ts.api(t, "POST", "/v1/conversations/h1/exec", agentToken, fmt.Sprintf(`{"script":"echo %d > f%d; echo out%d"}`, i, i%2, i))
		if st != 200 || m["exitCode"] != float64(0) {
			t.Fatalf("exec %d: %d %v", i, st, m)
		}
	}
	st, m, _ := ts.api(t, "GET", "/v1/conversations/h1/turns?limit=2", agentToken, "")
	turns, _ := m["turns"].([]any)
	if st != 200 || len(turns) != 2 || m["next"] != float64(2) {
		t.Fatalf("first page: %d %v", st, m)
	}
	first := turns[0].(map[string]any)
	changes := first["changes"].([]any)
	if first["n"] != float64(1) || first["script"] != "echo 1 > f1; echo out1" || first["stdout"] != "out1\n" || first["principal"] != "alice" ||
		len(changes) != 1 || changes[0].(map[string]any)["path"] != "/work/f1" || changes[0].(map[string]any)["kind"] != "added" ||
		changes[0].(map[string]any)["afterMode"] != "100644" {
		t.Errorf("turn 1: %v", first)
	}
	st, m, _ = ts.api(t, "GET", "/v1/conversations/h1/turns?after=4&limit=2", agentToken, "")
	if turns, _ := m["turns"].([]any); st != 200 || len(turns) != 1 || m["next"] != nil {
		t.Errorf("last page: %d %v", st, m)
	}
	st, m, _ = ts.api(t, "GET", "/v1/conversations/h1/turns/3", agentToken, "")
	if st != 200 || m["n"] != float64(3) || m["changes"].([]any)[0].(map[string]any)["kind"] != "modified" {
		t.Errorf("turn 3: %d %v", st, m)
	}
	// Output that is not UTF-8 comes with its bytes; a symlink with
	// its target.
	st, m, _ = ts.api(t, "POST", "/v1/conversations/h1/exec", agentToken, `{"script":"printf 'a\\xffb'; ln -s f1 link"}`)
	if st != 200 {
		t.Fatalf("exec: %d %v", st, m)
	}
	st, m, _ = ts.api(t, "GET", "/v1/conversations/h1/turns/6", agentToken, "")
	if st != 200 || m["stdout"] != "a\ufffdb" || m["stdoutBytes"] != base64.StdEncoding.EncodeToString([]byte("a\xffb")) || m["stderrBytes"] != nil ||
		m["changes"].([]any)[0].(map[string]any)["afterTarget"] != "f1" {
		t.Errorf("turn 6: %d %v", st, m)
	}
	for _, c := range []struct {
		path, token string
		status      int
	}{
		{"/v1/conversations/h1/turns", agent2Token, 403},
		{"/v1/conversations/h1/turns/3", agent2Token, 403},
		{"/v1/conversations/h1/turns/9", agentToken, 404},
		{"/v1/conversations/none/turns", agentToken, 404},
		{"/v1/conversations/h1/turns/x", agentToken, 400},
		{"/v1/conversations/h1/turns?limit=0", agentToken, 400},
		{"/v1/conversations/h1/turns?after=-1", agentToken, 400},
		{"/v1/conversations/h1/turns", "", 401},
	} {
		if st, m, _ := ts.api(t, "GET", c.path, c.token, ""); st != c.status {
			t.Errorf("%s as %q: %d %v, want %d", c.path, c.token, st, m, c.status)
		}
	}
}
