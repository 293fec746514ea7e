package commands

import "testing"

// TestGzipHeaderBeforeOutputDiff: GNU gunzip reads a file's header
// (get_method) before it looks at the output name, so data that is not
// gzip fails with "not in gzip format" (status 1) even where the output
// exists, and -f removes no existing file for it; the unknown suffix,
// directory, -c, -t and -l checks come in GNU's order around it.
func TestGzipHeaderBeforeOutputDiff(t *testing.T) {
	files := map[string]string{"p": "plain\n", "p.gz": "plain\n", "q.gz": "x", "e.gz": "", "h.gz": "\x1f\x8b\x08", "d.gz/": ""}
	for _, script := range []string{
		"gunzip p.gz; echo st=$?; cat p",
		"gunzip -f p.gz; echo st=$?; cat p; ls",
		"gunzip q.gz e.gz h.gz; echo st=$?; ls",
		"touch q e h; gunzip q.gz e.gz h.gz; echo st=$?; ls",
		"gzip -c p > r.gz; touch r; gunzip r.gz; echo st=$?; gunzip -f r.gz; echo st=$?; cat r",
		"gunzip d.gz; echo st=$?; gunzip -r d.gz; echo st=$?",
		"gunzip -fc p.gz; echo st=$?; gunzip -c p.gz; echo st=$?",
		"gunzip -l p; echo st=$?; gunzip -t p; echo st=$?; gunzip p; echo st=$?; gunzip -q p; echo st=$?",
		"gunzip -v p.gz; echo st=$?; gunzip -q p.gz; echo st=$?; gunzip -k p.gz; echo st=$?",
		"gunzip p; echo st=$?; gunzip -f p; echo st=$?; ls",
		"rm p; gunzip p; echo st=$?; ls",
		"gzip -c p > f.gz; head -c 15 f.gz > t.gz; cp f.gz g.gz; gunzip t.gz g.gz; echo st=$?; ls; gunzip -c q.gz g.gz; echo st=$?",
		"gzip -c p > g.gz; gunzip -t q.gz g.gz; echo st=$?; gunzip -l h.gz g.gz; echo st=$?; gunzip -l g.gz h.gz g.gz; echo st=$?",
	} {
		compareScript(t, script, files)
	}
}
