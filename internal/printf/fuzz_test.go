package printf

import (
	"strings"
	"testing"
	"time"
)

// FuzzFormat checks that no format or argument panics or hangs, and that
// the output cap holds, in both dialects.
func FuzzFormat(f *testing.F) {
	for _, c := range cases {
		f.Add(c[0], strings.Join(c[1:], "\x00"))
	}
	f.Add("%*.*f%(%Y)T%b%q%Q", "5\x003\x001e300\x00-2\x00\\c\x00\xff")
	f.Fuzz(func(t *testing.T, format, args string) {
		a := strings.Split(args, "\x00")
		for _, gnu := range []bool{false, true} {
			out, _, _ := Format(format, a, Options{Coreutils: gnu, MaxBytes: 4096, Now: func() time.Time { return time.Unix(0, 0) }})
			if len(out) > 4096 {
				t.Fatalf("output %d bytes past the cap", len(out))
			}
		}
		ShellQuote(args)
		SingleQuote(args)
		GNUQuote(args)
		ParseFloat(args)
	})
}
