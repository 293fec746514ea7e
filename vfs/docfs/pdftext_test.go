package docfs

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// pdfWordTarget is the share of pdftotext's words the extraction must
// produce, and of its words that must be pdftotext's, on each document
// (issue 21). Words are compared as multisets: reading order is measured
// separately (pdfOrderFloor), since pdftotext reorders tables and columns
// by its block analysis, which docfs does not attempt.
const pdfWordTarget = 0.98

// pdfOrderFloor is the least share of pdftotext's words found in the same
// order (a longest common subsequence) over all documents.
const pdfOrderFloor = 0.90

// wordBag compares two texts' words (split at white space) as multisets:
// the words in common as a share of ref's words (recall) and of got's
// (precision), and ref's words got lacks.
func wordBag(got, ref string) (recall, precision float64, missing []string) {
	a, b := strings.Fields(got), strings.Fields(ref)
	if len(a) == 0 || len(b) == 0 {
		if len(a) == len(b) {
			return 1, 1, nil
		}
		return 0, 0, b
	}
	count := map[string]int{}
	for _, w := range a {
		count[w]++
	}
	common := 0
	for _, w := range b {
		if count[w] > 0 {
			count[w]--
			common++
		} else {
			missing = append(missing, w)
		}
	}
	return float64(common) / float64(len(b)), float64(common) / float64(len(a)), missing
}

// wordOrder is the share of ref's words found in got in the same order.
func wordOrder(got, ref string) float64 {
	a, b := strings.Fields(got), strings.Fields(ref)
	if len(b) == 0 {
		return 1
	}
	// lcs[j] is the LCS of a[i:] and b[j:], row by row.
	lcs, next := make([]int32, len(b)+1), make([]int32, len(b)+1)
	for i := len(a) - 1; i >= 0; i-- {
		for j := len(b) - 1; j >= 0; j-- {
			if a[i] == b[j] {
				lcs[j] = next[j+1] + 1
			} else {
				lcs[j] = max(next[j], lcs[j+1])
			}
		}
		lcs, next = next, lcs
	}
	return float64(next[0]) / float64(len(b))
}

// The text of real PDFs from several producers (Chromium/Skia, LibreOffice
// from DOCX, ODT and plain text, pdfTeX, groff through gropdf and through
// Ghostscript) agrees with pdftotext's (poppler) word for word: glyphs are
// joined into words by their positions and the fonts' widths. The PDFs
// and pdftotext's output are in testdata/pdftext (see its README); where
// pdftotext is installed the test also compares with it live.
func TestPDFTextDiff(t *testing.T) {
	files, _ := filepath.Glob("testdata/pdftext/*.pdf")
	if len(files) == 0 {
		t.Fatal("no PDFs in testdata/pdftext")
	}
	live, _ := exec.LookPath("pdftotext")
	type total struct{ words, found, ordered float64 }
	byProducer := map[string]*total{}
	all := &total{}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		golden, err := os.ReadFile(strings.TrimSuffix(file, ".pdf") + ".pdftotext.txt")
		if err != nil {
			t.Fatal(err)
		}
		ref := string(golden)
		if live != "" {
			out, err := exec.Command(live, "-enc", "UTF-8", file, "-").Output()
			if err != nil {
				t.Fatalf("pdftotext %s: %v", file, err)
			}
			if string(out) != ref {
				t.Logf("%s: the installed pdftotext's text differs from the golden file; comparing with both", file)
				checkPDFWords(t, file+" (live pdftotext)", data, string(out))
			}
		}
		found, ordered, n := checkPDFWords(t, file, data, ref)
		producer := strings.SplitN(filepath.Base(file), "-", 2)[0]
		if byProducer[producer] == nil {
			byProducer[producer] = &total{}
		}
		for _, tt := range []*total{byProducer[producer], all} {
			tt.words += float64(n)
			tt.found += found * float64(n)
			tt.ordered += ordered * float64(n)
		}
	}
	var names []string
	for p := range byProducer {
		names = append(names, p)
	}
	sort.Strings(names)
	for _, p := range append(names, "all") {
		tt := all
		if p != "all" {
			tt = byProducer[p]
		}
		t.Logf("%-12s %5.0f words of pdftotext's: %5.1f%% found, %5.1f%% in the same order",
			p, tt.words, 100*tt.found/tt.words, 100*tt.ordered/tt.words)
	}
	if o := all.ordered / all.words; o < pdfOrderFloor {
		t.Errorf("%.1f%% of pdftotext's words in the same order, below the %.0f%% floor", 100*o, 100*pdfOrderFloor)
	}
}

func checkPDFWords(t *testing.T, name string, data []byte, ref string) (found, ordered float64, words int) {
	t.Helper()
	words = len(strings.Fields(ref))
	got, err := extractPDF(context.Background(), data, DefaultLimits)
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return 0, 0, words
	}
	recall, precision, missing := wordBag(got, ref)
	if recall < pdfWordTarget || precision < pdfWordTarget {
		if len(missing) > 20 {
			missing = missing[:20]
		}
		t.Errorf("%s: %.1f%% of pdftotext's words found, %.1f%% of ours are pdftotext's; below the %.0f%% target; missing %q",
			name, 100*recall, 100*precision, 100*pdfWordTarget, missing)
	}
	return recall, wordOrder(got, ref), words
}
