package main

import (
	"context"
	"crypto/rand"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/computerwelt/computerwelt/config"
	"github.com/computerwelt/computerwelt/review"
	"github.com/computerwelt/computerwelt/review/web"
)

const reviewListenUsage = `usage: computerwelt review --listen ADDR [options]

Serves the review page: the pending proposals with their messages,
validator results and diffs, and the Approve and Reject buttons.

ADDR is HOST:PORT; a bare :PORT listens on the loopback interface only
(give 0.0.0.0:PORT to listen on every interface). The page needs an admin
token: the admin tokens of -config's file, else $CW_REVIEW_TOKEN, else a
random one printed at start. Give it in the sign-in form, or as an
"Authorization: Bearer" header.

Options:
  -store PATH     the store (default $CW_DATA_DIR/sessions.db; with
                  -config, the file's store)
  -config FILE    the workspace configuration file: approving needs it to
                  know where each workspace's reviewed folders are
  -as NAME        the approver's name for a token given by
                  $CW_REVIEW_TOKEN or printed at start (default $USER)
`

// isListen reports whether review's arguments ask for the page.
func isListen(args []string) bool {
	for _, a := range args {
		if a == "--" {
			return false
		}
		name, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if strings.HasPrefix(a, "-") && name == "listen" {
			return true
		}
	}
	return false
}

// reviewListen implements `computerwelt review --listen ADDR`.
func reviewListen(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	for _, a := range args {
		if a == "-h" || a == "-help" || a == "--help" {
			fmt.Fprint(stdout, reviewListenUsage)
			return 0
		}
	}
	fs := flag.NewFlagSet("computerwelt review --listen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, reviewListenUsage) }
	listen := fs.String("listen", "", "")
	storePath := fs.String("store", "", "")
	configFile := fs.String("config", "", "")
	as := fs.String("as", os.Getenv("USER"), "")
	if ok, st := parseArgs(fs, args, stderr); !ok {
		return st
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "computerwelt review --listen: unexpected argument %q\n%s", fs.Arg(0), reviewListenUsage)
		return 2
	}
	fail := func(err error) int {
		fmt.Fprintf(stderr, "computerwelt review --listen: %v\n", err)
		return 2
	}
	addr, err := loopbackDefault(*listen)
	if err != nil {
		return fail(err)
	}

	var opts []review.Option
	var auth web.AuthFunc
	if *configFile != "" {
		cfg, ws, err := loadReviewConfig(*configFile, storePath)
		if err != nil {
			return fail(err)
		}
		opts = append(opts, review.WithWorkspaces(ws...))
		admins := map[string]string{}
		for _, t := range cfg.Tokens {
			if t.Role == config.RoleAdmin {
				admins[t.SHA256] = t.Name
			}
		}
		if len(admins) > 0 {
			auth = web.TokenHashes(admins)
		}
	}
	if auth == nil {
		name := strings.TrimSpace(*as)
		if name == "" {
			name = "admin"
		}
		tok := os.Getenv("CW_REVIEW_TOKEN")
		if tok == "" {
			tok = rand.Text()
			fmt.Fprintf(stderr, "admin token for this run: %s\n", tok)
		}
		auth = web.Token(name, tok)
	}

	st, err := openStore(ctx, *storePath)
	if err != nil {
		return fail(err)
	}
	defer st.Close()
	r := review.New(st, nil, opts...)

	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fail(err)
	}
	srv := &http.Server{
		Handler:           web.New(r, web.WithAuth(auth)),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       time.Minute,
		WriteTimeout:      5 * time.Minute,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
	}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		shut, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		srv.Shutdown(shut)
	}()
	fmt.Fprintf(stdout, "review page on http://%s/ (Ctrl-C stops it)\n", ln.Addr())
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fail(err)
	}
	return 0
}

// loopbackDefault checks a listen address and puts a bare ":PORT" on
// the loopback interface: the page approves writes to host folders.
func loopbackDefault(addr string) (string, error) {
	if addr == "" {
		return "", errors.New("--listen needs an address, say :8080 or 127.0.0.1:8080")
	}
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "", fmt.Errorf("--listen %q: %w", addr, err)
	}
	if host == "" {
		host = "127.0.0.1"
	}
	return net.JoinHostPort(host, port), nil
}
