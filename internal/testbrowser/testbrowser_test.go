package testbrowser

import (
	"net/url"
	"testing"

	"github.com/chromedp/chromedp"
)

func TestStartDoText(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser: skipped with -short")
	}
	ctx := Start(t)
	page := "data:text/html," + url.PathEscape(`<p id="p">before</p><button id="b" onclick="document.getElementById('p').textContent='after'">b</button>`)
	Do(t, ctx, "opening the page", chromedp.Navigate(page), chromedp.WaitVisible(chromedp.CSS("#b")))
	if s := Text(t, ctx, "#p"); s != "before" {
		t.Errorf("text = %q", s)
	}
	Do(t, ctx, "clicking", chromedp.Click(chromedp.CSS("#b")))
	if s := Text(t, ctx, "#p"); s != "after" {
		t.Errorf("after the click, text = %q", s)
	}
}
