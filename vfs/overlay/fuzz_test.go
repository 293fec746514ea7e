package overlay_test

import "testing"

// FuzzModel drives the overlay with the random operation sequences of
// TestModel, from seeds the fuzzer picks, checked against the reference
// filesystem after every step.
func FuzzModel(f *testing.F) {
	for _, s := range []int64{0, 1, 2, 3, 42, -7, 1 << 40} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, seed int64) {
		runModel(t, seed)
	})
}
