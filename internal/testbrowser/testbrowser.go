// Package testbrowser is what the tests that drive a browser share:
// Debian's chromium, headless, through chromedp. The tests skip where
// chromium is not installed.
package testbrowser

import (
	"context"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Chromium finds the browser, $CW_CHROMIUM or chromium on $PATH, or skips
// tb.
func Chromium(tb testing.TB) string {
	tb.Helper()
	if p := os.Getenv("CW_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	tb.Skip("chromium is not installed (apt-get install -y chromium, or set CW_CHROMIUM): skipping the browser test")
	return ""
}

// Start starts a headless chromium for tb and returns a chromedp context
// for one tab, which ends with tb or after three minutes.
func Start(tb testing.TB) context.Context {
	tb.Helper()
	exe := Chromium(tb)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.NoFirstRun,
		chromedp.UserDataDir(tb.TempDir()),
		chromedp.WindowSize(1280, 1000),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(actx)
	tb.Cleanup(func() {
		cancelCtx()
		cancelAlloc()
	})
	// The first Do starts the browser for the life of ctx (a timeout on
	// it would stop the browser); the steps get their own deadline.
	// A browser that never comes up is killed rather than left to hang
	// the test binary.
	start := time.Now()
	watchdog := time.AfterFunc(2*time.Minute, cancelAlloc)
	err := chromedp.Do(ctx)
	watchdog.Stop()
	if err != nil {
		tb.Fatalf("starting %s: %v", exe, err)
	}
	tb.Logf("browser started in %v", time.Since(start).Round(time.Millisecond))
	ctx, cancel := context.WithTimeout(ctx, 3*time.Minute)
	tb.Cleanup(cancel)
	return ctx
}

// Do runs steps in the tab ctx, failing tb with what it was doing.
func Do(tb testing.TB, ctx context.Context, what string, steps ...chromedp.Action[chromedp.Void]) {
	tb.Helper()
	if err := chromedp.Do(ctx, steps...); err != nil {
		tb.Fatalf("in the browser, %s: %v", what, err)
	}
}

// Text is the text of the element sel selects in the tab ctx.
func Text(tb testing.TB, ctx context.Context, sel string) string {
	tb.Helper()
	s, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(sel)))
	if err != nil {
		tb.Fatalf("in the browser, reading %s: %v", sel, err)
	}
	return s
}
