package overlay_test

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/overlay"
)

// checkTouched updates known (path -> Record) from what the overlay says
// it touched since the last call, and checks it equals Records: what a
// session persists from TakeTouched and RecordsOf is what it would from
// all the records.
func checkTouched(t *testing.T, o *overlay.FS, known map[string]overlay.Record, log []string) {
	t.Helper()
	all, err := o.Records(bg)
	if err != nil {
		t.Fatal(err)
	}
	paths, ok := o.TakeTouched()
	var recs []overlay.Record
	if ok {
		recs, ok, err = o.RecordsOf(bg, paths)
		if err != nil {
			t.Fatal(err)
		}
	}
	if !ok {
		clear(known)
		for _, r := range all {
			known[r.Path] = r
		}
		return
	}
	got := map[string]overlay.Record{}
	for _, r := range recs {
		got[r.Path] = r
	}
	for _, p := range paths {
		if r, has := got[p]; has {
			known[p] = r
		} else {
			delete(known, p)
		}
	}
	want := map[string]overlay.Record{}
	for _, r := range all {
		want[r.Path] = r
	}
	for p, w := range want {
		if g, has := known[p]; !has || !reflect.DeepEqual(g, w) {
			t.Fatalf("%v\nrecord of %s: followed %+v, Records has %+v (touched %q)", log, p, g, w, paths)
		}
	}
	for p := range known {
		if _, has := want[p]; !has {
			t.Fatalf("%v\nrecord of %s followed, Records has none (touched %q)", log, p, paths)
		}
	}
}

func TestTouchedAfterReset(t *testing.T) {
	o := overlay.New(readOnly{memfs.New()})
	write(t, o, "/a", "1")
	if ps, ok := o.TakeTouched(); !ok || fmt.Sprint(ps) != "[/ /a]" {
		t.Fatalf("touched %q %v", ps, ok)
	}
	if ps, ok := o.TakeTouched(); !ok || len(ps) != 0 {
		t.Fatalf("touched again %q %v", ps, ok)
	}
	if err := o.Reset(bg, "/a"); err != nil {
		t.Fatal(err)
	}
	if _, ok := o.TakeTouched(); ok {
		t.Fatal("a reset must ask for all the records")
	}
}

// BenchmarkTouchedOneFile100000 measures what persisting a turn costs in
// the overlay when the turn changed one file of an overlay holding
// 100,000: the touched paths and their records (the target is
// 5 ms; Records of the same overlay, which reads all of them, took 4.4 s
// on the shared 2-core machine).
func BenchmarkTouchedOneFile100000(b *testing.B) {
	o := changedOverlay(b, 100000)
	o.TakeTouched()
	data := []byte("changed")
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		i++
		data[0] = byte(i)
		if err := vfs.WriteFile(bg, o, fmt.Sprintf("/d%d/f%d", i%10, i%100000), data, 0o644); err != nil {
			b.Fatal(err)
		}
		ps, ok := o.TakeTouched()
		if !ok {
			b.Fatal("not tracked")
		}
		recs, ok, err := o.RecordsOf(bg, ps)
		if err != nil || !ok || len(recs) != 2 {
			b.Fatal(len(recs), ok, err)
		}
	}
}
