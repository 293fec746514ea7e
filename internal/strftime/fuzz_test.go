package strftime

import (
	"testing"
	"time"
)

func FuzzFormat(f *testing.F) {
	for _, s := range formats {
		f.Add(s, int64(1700000000), "UTC")
	}
	f.Add("%:::::z%99999N%-_0^#E", int64(-1e12), "<+03>-3")
	f.Fuzz(func(t *testing.T, layout string, sec int64, tz string) {
		if len(layout) > 200 {
			return // widths are capped, but a long layout of wide fields is slow
		}
		tm := time.Unix(sec, 0).In(Location(tz))
		Format(layout, tm)
		FormatLibc(layout, tm)
	})
}
