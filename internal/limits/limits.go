// Package limits checks sizes that come from a script's input — a width,
// a padding, a block size, a repeat count — before anything of that size
// is allocated. Go ends the whole process, not the command, when an
// allocation cannot be satisfied, so a command must never pass such a
// number to make, strings.Repeat or bytes.Repeat unchecked: it asks its
// Budget first, and refuses (GNU's "memory exhausted") or streams what
// does not fit.
//
// Every command and expression language uses this one check; a linter
// test (commands/alloc_lint_test.go) finds allocations that bypass it.
package limits

import (
	"errors"
	"fmt"
	"math"
)

// ErrTooLarge is wrapped by every error of a Budget. Its text is what GNU
// tools print when an allocation fails.
var ErrTooLarge = errors.New("memory exhausted")

// A Budget is the most bytes one allocation sized by input may take.
type Budget int64

// DefaultMemory is the memory limit Of assumes when the run has none (the
// shell's default MaxMemoryBytes): a Go process cannot survive an
// allocation it cannot satisfy, guard or not.
const DefaultMemory = 384 << 20

// Of returns the budget of a run whose strings are bounded by maxString
// bytes (Limits.MaxStringBytes) and whose memory by maxMemory
// (Limits.MaxMemoryBytes; 0 or negative: DefaultMemory): the larger of
// maxString and a quarter of maxMemory, so that a buffer of that size,
// its copy and the data around it stay within the memory limit.
func Of(maxString int, maxMemory int64) Budget {
	if maxMemory <= 0 {
		maxMemory = DefaultMemory
	}
	return Budget(max(int64(maxString), maxMemory/4))
}

// A SizeError reports a size past its budget.
type SizeError struct {
	N    int64 // the size asked for, in bytes (math.MaxInt64 when it overflowed)
	Max  int64 // the budget
	What string
}

func (e *SizeError) Error() string {
	return fmt.Sprintf("%v: %s of %d bytes is more than the %d this run allows", ErrTooLarge, e.what(), e.N, e.Max)
}

func (e *SizeError) what() string {
	if e.What == "" {
		return "a size"
	}
	return e.What
}

func (e *SizeError) Unwrap() error { return ErrTooLarge }

// Alloc returns n as an int when n bytes fit the budget, and a *SizeError
// otherwise (also for a negative n).
func (b Budget) Alloc(n int64) (int, error) { return b.AllocN(n, 1) }

// AllocN returns n as an int when n elements of size bytes each fit the
// budget, and a *SizeError otherwise (also for a negative n).
func (b Budget) AllocN(n int64, size int) (int, error) {
	if size < 1 {
		size = 1
	}
	if n < 0 || n > math.MaxInt64/int64(size) {
		return 0, &SizeError{N: math.MaxInt64, Max: int64(b)}
	}
	if bytes := n * int64(size); bytes > int64(b) || n > math.MaxInt {
		return 0, &SizeError{N: bytes, Max: int64(b)}
	}
	return int(n), nil
}

// Fits reports whether n bytes fit the budget.
func (b Budget) Fits(n int64) bool { return n >= 0 && n <= int64(b) }
