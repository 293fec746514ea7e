// Package testlong sizes the heavy tests. Generators and differential
// sweeps run a modest share of their cases by default, so that `go test
// ./...` stays within minutes on two loaded cores, and all of them with
// CW_LONG=1 (as .ci/run runs the suite).
package testlong

import "os"

// Env is the variable that asks for the long form.
const Env = "CW_LONG"

// On reports whether CW_LONG=1 asks for the long form.
func On() bool { return os.Getenv(Env) == "1" }

// Count is short by default and long with CW_LONG=1.
func Count(short, long int) int {
	if On() {
		return long
	}
	return short
}

// Share is n by default divided by div (at least 1), and n with CW_LONG=1:
// a generator's count given as its long form.
func Share(n, div int) int {
	if On() || div <= 1 {
		return n
	}
	return max(n/div, 1)
}

// Sample keeps every step-th case of a sweep by default (the first, then
// every step-th after it) and all of them with CW_LONG=1. A step coprime
// with the length of the sweep's inner loop keeps every row and every
// column of a cross product.
func Sample[T any](cases []T, step int) []T {
	if On() || step <= 1 {
		return cases
	}
	out := make([]T, 0, (len(cases)+step-1)/step)
	for i := 0; i < len(cases); i += step {
		out = append(out, cases[i])
	}
	return out
}
