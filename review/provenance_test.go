package review

import (
	"slices"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/store"
)

// TestProvenance: a proposal keeps the turns it was built from and, per
// file, the turns that changed it with their scripts, in order; the next
// proposal starts after it; approve and reject name the turns in the
// audit log.
func TestProvenance(t *testing.T) {
	eachStore(t, func(t *testing.T, open func() store.Store) {
		e := newManagerEnv(t, open())
		e.exec("c1", `sed -i 's/80/3000/' app.json`)                             // 1
		e.exec("c1", `echo notes > notes.txt`)                                   // 2
		e.exec("c1", "sed -i 's/3000/6000/' app.json # \x1b[2Jcleared\n")        // 3
		e.exec("c1", `cat app.json`)                                             // 4
		if _, stderr, code := e.exec("c1", `submit -m 'port 6000'`); code != 0 { // 5
			t.Fatalf("submit: %d %s", code, stderr)
		}
		ps, err := e.r.List(e.ctx, store.ProposalFilter{})
		must(t, err)
		p := ps[0]
		if p.Turns != (TurnRange{1, 5}) {
			t.Errorf("turn range %+v", p.Turns)
		}
		var got []string
		for _, ft := range p.Provenance["/data/app.json"] {
			got = append(got, ft.Script)
		}
		want := []string{`sed -i 's/80/3000/' app.json`, "sed -i 's/3000/6000/' app.json # \x1b[2Jcleared\n"}
		if !slices.Equal(got, want) || p.Provenance["/data/app.json"][1].Turn != 3 {
			t.Errorf("app.json provenance %+v", p.Provenance["/data/app.json"])
		}
		if fts := p.Provenance["/data/notes.txt"]; len(fts) != 1 || fts[0].Turn != 2 {
			t.Errorf("notes.txt provenance %+v", fts)
		}
		// Shown again after a round trip through the store.
		p2, err := e.r.Show(e.ctx, p.ID)
		must(t, err)
		if p2.Turns != p.Turns || len(p2.Provenance) != 2 {
			t.Errorf("stored provenance %+v %+v", p2.Turns, p2.Provenance)
		}
		_, err = e.r.Reject(e.ctx, p.ID, "bob", "keep 80")
		must(t, err)
		e.exec("c1", `echo more >> notes.txt`)                               // 6
		if _, stderr, code := e.exec("c1", `submit -m 'notes'`); code != 0 { // 7
			t.Fatalf("second submit: %d %s", code, stderr)
		}
		ps, _ = e.r.List(e.ctx, store.ProposalFilter{Status: store.Pending})
		if ps[0].Turns != (TurnRange{6, 7}) || len(ps[0].Provenance["/data/notes.txt"]) != 1 || len(ps[0].Provenance["/data/app.json"]) != 0 {
			t.Errorf("second proposal: %+v %+v", ps[0].Turns, ps[0].Provenance)
		}
		_, err = e.r.Approve(e.ctx, ps[0].ID, "alice")
		must(t, err)
		audit, err := e.r.Audit(e.ctx, store.AuditFilter{})
		must(t, err)
		if len(audit) != 2 || !strings.HasSuffix(audit[0].Detail, "keep 80 [turns 1-5 of session c1]") ||
			!strings.HasSuffix(audit[1].Detail, "[turns 6-7 of session c1]") {
			t.Errorf("audit %+v", audit)
		}
	})
}
