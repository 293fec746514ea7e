package main

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
)

func TestReviewListenServesThePage(t *testing.T) {
	t.Setenv("CW_REVIEW_TOKEN", "tok-123")
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	var stderr strings.Builder
	done := make(chan int)
	go func() {
		done <- reviewCommand(ctx, []string{"--listen", "127.0.0.1:0", "-store", filepath.Join(t.TempDir(), "s.db"), "-as", "carol"}, pw, &stderr)
		pw.Close()
	}()
	line, err := bufio.NewReader(pr).ReadString('\n')
	if err != nil {
		cancel()
		t.Fatalf("no address printed: %v; stderr: %s", err, stderr.String())
	}
	go io.Copy(io.Discard, pr)
	url := strings.Fields(strings.TrimPrefix(line, "review page on "))[0]
	if !strings.HasPrefix(url, "http://127.0.0.1:") {
		t.Fatalf("printed %q", line)
	}
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 401 {
		t.Errorf("without a token: %d", res.StatusCode)
	}
	req, _ := http.NewRequest("GET", url, nil)
	req.Header.Set("Authorization", "Bearer tok-123")
	res, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != 200 || !strings.Contains(string(body), "Nothing to review") || !strings.Contains(string(body), "<b>carol</b>") {
		t.Errorf("with the token: %d\n%s", res.StatusCode, body)
	}
	cancel()
	if st := <-done; st != 0 {
		t.Errorf("exit status %d; stderr: %s", st, stderr.String())
	}
}

func TestReviewListenHelp(t *testing.T) {
	var out, errb strings.Builder
	if st := reviewCommand(context.Background(), []string{"--listen", "-h"}, &out, &errb); st != 0 || !strings.Contains(out.String(), "usage: computerwelt review --listen ADDR") {
		t.Errorf("--listen -h: %d %q %q", st, out.String(), errb.String())
	}
	if st := reviewCommand(context.Background(), []string{"--listen", "8080"}, &out, &errb); st != 2 || !strings.Contains(errb.String(), "missing port") {
		t.Errorf("--listen 8080: %d %q", st, errb.String())
	}
}

func TestReviewListenAddress(t *testing.T) {
	for in, want := range map[string]string{
		":8080":          "127.0.0.1:8080",
		"0.0.0.0:80":     "0.0.0.0:80",
		"localhost:9000": "localhost:9000",
		"[::1]:1":        "[::1]:1",
	} {
		if got, err := loopbackDefault(in); err != nil || got != want {
			t.Errorf("%q: %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "8080", "a:b:c"} {
		if _, err := loopbackDefault(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
	for args, want := range map[string]bool{
		"--listen :1": true, "-listen=:1": true, "list": false, "show --listener": false, "show -- --listen": false,
	} {
		if got := isListen(strings.Fields(args)); got != want {
			t.Errorf("isListen(%s) = %v", args, got)
		}
	}
}
