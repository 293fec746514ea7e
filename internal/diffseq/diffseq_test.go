package diffseq

import (
	"context"
	"math/rand"
	"testing"
)

// lcsLen is the textbook quadratic LCS length.
func lcsLen(a, b []int) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			switch {
			case a[i-1] == b[j-1]:
				cur[j] = prev[j-1] + 1
			case prev[j] > cur[j-1]:
				cur[j] = prev[j]
			default:
				cur[j] = cur[j-1]
			}
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// TestDiffIsConsistentAndMinimal checks that the unchanged elements of
// both sides pair up in order and, with minimal, form a longest common
// subsequence.
func TestDiffIsConsistentAndMinimal(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for n := 0; n < 300; n++ {
		a := make([]int, rng.Intn(60))
		b := make([]int, rng.Intn(60))
		for i := range a {
			a[i] = 1 + rng.Intn(5)
		}
		for i := range b {
			b[i] = 1 + rng.Intn(5)
		}
		for _, minimal := range []bool{false, true} {
			ca, cb, err := Diff(context.Background(), a, b, minimal)
			if err != nil {
				t.Fatal(err)
			}
			var ka, kb []int
			for i, c := range ca {
				if !c {
					ka = append(ka, a[i])
				}
			}
			for i, c := range cb {
				if !c {
					kb = append(kb, b[i])
				}
			}
			if len(ka) != len(kb) {
				t.Fatalf("%v %v: kept %v and %v", a, b, ka, kb)
			}
			for i := range ka {
				if ka[i] != kb[i] {
					t.Fatalf("%v %v: kept %v and %v", a, b, ka, kb)
				}
			}
			if minimal && len(ka) != lcsLen(a, b) {
				t.Errorf("%v %v: kept %d, LCS is %d", a, b, len(ka), lcsLen(a, b))
			}
		}
	}
}

func TestDiffHonoursCancellation(t *testing.T) {
	a := make([]int, 50000)
	b := make([]int, 50000)
	for i := range a {
		a[i] = i%1000 + 1
		b[i] = (i*7)%1000 + 1
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := Diff(ctx, a, b, true); err == nil {
		t.Fatal("no error after cancellation")
	}
}
