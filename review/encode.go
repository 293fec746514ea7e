package review

import (
	"encoding/json"
	"fmt"

	"github.com/computerwelt/computerwelt/store"
)

// bodyVersion is written into every body so that a later format can read
// older proposals.
const bodyVersion = 1

// body is what the store keeps opaque in store.Proposal.Body.
type body struct {
	Version int      `json:"v"`
	Changes []Change `json:"changes"`
	Diff    string   `json:"diff"`
	Results []Result `json:"results"`
	// Added later, empty in older bodies.
	Turns      TurnRange             `json:"turns,omitzero"`
	Provenance map[string][]FileTurn `json:"provenance,omitempty"`
}

// toStore encodes p for the store.
func toStore(p Proposal) (store.Proposal, error) {
	b, err := json.Marshal(body{Version: bodyVersion, Changes: p.Changes, Diff: p.Diff, Results: p.Results, Turns: p.Turns, Provenance: p.Provenance})
	if err != nil {
		return store.Proposal{}, fmt.Errorf("review: encoding proposal %s: %w", p.ID, err)
	}
	return store.Proposal{
		ID:        p.ID,
		Session:   p.Session,
		Workspace: p.Workspace,
		Message:   p.Message,
		Status:    p.Status,
		Created:   p.Created,
		DecidedBy: p.DecidedBy,
		DecidedAt: p.DecidedAt,
		Reason:    p.Reason,
		Body:      b,
	}, nil
}

// fromStore decodes a stored proposal.
func fromStore(sp store.Proposal) (Proposal, error) {
	p := Proposal{
		ID:        sp.ID,
		Session:   sp.Session,
		Workspace: sp.Workspace,
		Message:   sp.Message,
		Status:    sp.Status,
		Created:   sp.Created,
		DecidedBy: sp.DecidedBy,
		DecidedAt: sp.DecidedAt,
		Reason:    sp.Reason,
	}
	var b body
	if err := json.Unmarshal(sp.Body, &b); err != nil {
		return p, fmt.Errorf("review: decoding proposal %s: %w", sp.ID, err)
	}
	if b.Version != bodyVersion {
		return p, fmt.Errorf("review: proposal %s: unknown body version %d", sp.ID, b.Version)
	}
	p.Changes, p.Diff, p.Results = b.Changes, b.Diff, b.Results
	p.Turns, p.Provenance = b.Turns, b.Provenance
	return p, nil
}
