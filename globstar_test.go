package computerwelt

import "testing"

// globstar over a tree the commands make, against bash: d/** starts with
// d/ itself, d/**/ lists each directory once with one slash.
func TestGlobstarDiffBash(t *testing.T) {
	for _, script := range []string{
		"mkdir -p d/e/h && touch d/e/f d/g d/e/h/i .x && shopt -s globstar\necho d/**; echo **; echo d/**/; echo ./d/**; echo d/e/**; echo d/**/*; echo **/f; echo **/; echo d/**/h/**",
		"mkdir -p d/e && touch d/e/f && shopt -s globstar dotglob && touch d/.h\necho **; echo d/**/.*; shopt -u globstar; echo d/**",
		// A base a pattern found shows without its slash.
		"mkdir -p d/e/h && touch d/e/f d/g d/e/h/i && shopt -s globstar\necho 1: */**; echo 2: d/*/**; echo 3: d/**/e/**; echo 4: d/e/h/**; echo 5: d/[e]/**; echo 6: d/**/h/; echo 7: ./**/h/**; echo 8: d/**/**; echo 9: **/h/**; echo 10: nosuch/**; echo 11: d/nosuch/**/x",
	} {
		if d := diffRun(t, script); d != nil {
			t.Errorf("%s:%v", script, d)
		}
	}
}
