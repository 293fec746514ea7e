package review

import (
	"bytes"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"sort"
	"strings"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/session"
	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/overlay"
)

// CommandNames are the names the sandbox sees for the review commands
// (empty fields take "check" and "submit").
type CommandNames struct {
	Check, Submit string
}

// MaxMessageBytes bounds a proposal's message.
const MaxMessageBytes = 16 << 10

// MaxPending is how many proposals of one session may wait for review.
const MaxPending = 20

// MaxDiffBytes bounds the diff a proposal keeps (the contents are kept
// whole, as blobs).
const MaxDiffBytes = 8 << 20

// Commands returns Workspace.SessionCommands: for a session, the commands
// that run validators (`check`) and stage its change as a proposal
// (`submit -m MESSAGE`, `submit --status`).
func (r *Reviewer) Commands(validators []Validator, names CommandNames) func(*session.Session) []computerwelt.Command {
	if names.Check == "" {
		names.Check = "check"
	}
	if names.Submit == "" {
		names.Submit = "submit"
	}
	vs := append([]Validator(nil), validators...)
	return func(s *session.Session) []computerwelt.Command {
		return (&turnCmds{r: r, s: s, sess: s, validators: vs, names: names}).commands()
	}
}

func (t *turnCmds) commands() []computerwelt.Command {
	return []computerwelt.Command{
		{
			Name:    t.names.Check,
			Summary: "run the workspace's validators on your changes under " + orNone(t.reviewedMounts()),
			Usage:   t.checkUsage(),
			Run:     t.check,
		},
		{
			Name:    t.names.Submit,
			Summary: "hand your changes to a person for review: " + t.names.Submit + " -m MESSAGE, " + t.names.Submit + " --status",
			Usage:   t.submitUsage(),
			Run:     t.submit,
		},
	}
}

// sessionView is what the commands use of a session (*session.Session).
type sessionView interface {
	ID() string
	Workspace() *session.Workspace
	Mounts() []session.Mount
	Overlay(mountPath string) *overlay.FS
	Changes(ctx context.Context) ([]session.MountChange, error)
	Diff(ctx context.Context, w io.Writer, paths ...string) error
}

// turnCmds are the review commands bound to one session.
type turnCmds struct {
	r          *Reviewer
	s          sessionView
	sess       *session.Session // for Func validators
	validators []Validator
	names      CommandNames
}

func (t *turnCmds) reviewedMounts() []string {
	var out []string
	for _, m := range t.s.Mounts() {
		if m.Review {
			out = append(out, m.Path)
		}
	}
	return out
}

func (t *turnCmds) validatorList() string {
	if len(t.validators) == 0 {
		return "No validators are configured for this workspace.\n"
	}
	var b strings.Builder
	b.WriteString("Validators:\n")
	for _, v := range t.validators {
		filter := "every change"
		if len(v.Paths) > 0 {
			filter = strings.Join(v.Paths, " ")
		}
		fmt.Fprintf(&b, "  %s (%s)\n", v.Name, filter)
	}
	return b.String()
}

func (t *turnCmds) checkUsage() string {
	return fmt.Sprintf(`usage: %[1]s

Run the workspace's validators on what you changed under %[2]s and print
each one's result and output. Exit status 0 when all pass (or none concerns
your change), 1 when any fails. %[3]s -m MESSAGE runs the same checks and
refuses to hand over a change that fails them.

%[4]s`, t.names.Check, orNone(t.reviewedMounts()), t.names.Submit, t.validatorList())
}

func (t *turnCmds) submitUsage() string {
	return fmt.Sprintf(`usage: %[1]s -m MESSAGE
       %[1]s --status

Hand what you changed under %[2]s over for review. The validators run
first (see %[3]s --help); while any fails, nothing is submitted. Otherwise
the change is staged as a proposal with your message, its diff and the
validator results, and a person reviews it: only their approval writes it
to the real files. You keep working on your copy meanwhile; later edits go
into a new proposal.

  -m, --message MESSAGE  what the change does and why
      --status           list this session's proposals: pending, approved,
                         or rejected with the reviewer's reason
`, t.names.Submit, orNone(t.reviewedMounts()), t.names.Check)
}

func orNone(mounts []string) string {
	if len(mounts) == 0 {
		return "(no reviewed folder in this workspace)"
	}
	return strings.Join(mounts, ", ")
}

// cmdLine is what check or submit was asked on its command line.
type cmdLine struct {
	help, status bool
	msg          string
	haveMsg      bool
}

// parseCmdLine reads check's or submit's command line, GNU style: options
// may follow operands and "--" ends them. Only submit takes -m and
// --status; neither takes an operand. It reports a usage error itself,
// returning ok false.
func parseCmdLine(inv *computerwelt.Invocation, submit bool) (cl cmdLine, ok bool) {
	name := inv.Args[0]
	usage := func(format string, a ...any) (cmdLine, bool) {
		fmt.Fprintf(inv.Stderr, "%s: %s\nTry '%s --help'.\n", name, fmt.Sprintf(format, a...), name)
		return cmdLine{}, false
	}
	args := inv.Args[1:]
	var operands []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			operands = append(operands, args[i+1:]...)
			i = len(args)
		case a == "--help" || a == "-h":
			return cmdLine{help: true}, true
		case submit && a == "--status":
			cl.status = true
		case submit && (a == "-m" || a == "--message"):
			if i+1 >= len(args) {
				return usage("option requires an argument -- '%s'", strings.TrimLeft(a, "-"))
			}
			i++
			cl.msg, cl.haveMsg = args[i], true
		case submit && strings.HasPrefix(a, "--message="):
			cl.msg, cl.haveMsg = strings.TrimPrefix(a, "--message="), true
		case submit && strings.HasPrefix(a, "-m"):
			cl.msg, cl.haveMsg = a[2:], true
		default:
			operands = append(operands, a)
		}
	}
	if len(operands) > 0 {
		return usage("unexpected argument %q", operands[0])
	}
	if cl.status && cl.haveMsg {
		fmt.Fprintf(inv.Stderr, "%s: --status takes no message\n", name)
		return cmdLine{}, false
	}
	return cl, true
}

// currentChanges lists the change check and submit act on, after
// dropping what approved proposals wrote already. It refuses inside a
// validator. On an error it reports it, returning ok false and the exit
// status.
func (t *turnCmds) currentChanges(ctx context.Context, inv *computerwelt.Invocation) (changes []session.MountChange, status int, ok bool) {
	name := inv.Args[0]
	if validating(ctx) {
		fmt.Fprintf(inv.Stderr, "%s: cannot run inside a validator\n", name)
		return nil, 2, false
	}
	err := t.dropApplied(ctx)
	if err == nil {
		changes, err = t.changes(ctx)
	}
	if err != nil {
		return nil, t.fail(inv, err), false
	}
	return changes, 0, true
}

// check implements the check command.
func (t *turnCmds) check(ctx context.Context, inv *computerwelt.Invocation) int {
	cl, ok := parseCmdLine(inv, false)
	switch {
	case !ok:
		return 2
	case cl.help:
		io.WriteString(inv.Stdout, t.checkUsage())
		return 0
	}
	changes, status, ok := t.currentChanges(ctx, inv)
	if !ok {
		return status
	}
	if len(changes) == 0 {
		fmt.Fprintf(inv.Stdout, "Nothing changed under %s: nothing to check.\n", orNone(t.reviewedMounts()))
		return 0
	}
	results := t.validate(ctx, inv, changes)
	if writeResults(inv.Stdout, results) {
		return 0
	}
	return 1
}

// changes lists the session's changes in reviewed mounts.
func (t *turnCmds) changes(ctx context.Context) ([]session.MountChange, error) {
	all, err := t.s.Changes(ctx)
	if err != nil {
		return nil, err
	}
	reviewed := map[string]bool{}
	for _, m := range t.reviewedMounts() {
		reviewed[m] = true
	}
	var out []session.MountChange
	for _, c := range all {
		if reviewed[c.Mount] {
			out = append(out, c)
		}
	}
	return out, nil
}

// dropApplied drops from the session's copy the paths that an approved
// proposal of this session wrote and that the session has not changed
// since, as Manager.Applied does when the approver's process has the
// session manager (the CLI's does not): the copy reads them from the
// original again, and they are no longer part of the change.
func (t *turnCmds) dropApplied(ctx context.Context) error {
	changes, err := t.changes(ctx)
	if err != nil || len(changes) == 0 {
		return err
	}
	approved, err := t.approvedState(ctx)
	if err != nil {
		return &hostErr{"reading approved proposals", err}
	}
	if len(approved) == 0 {
		return nil
	}
	bases := map[string]vfs.FS{}
	for _, m := range t.s.Mounts() {
		bases[m.Path] = m.FS
	}
	for _, c := range changes {
		h, ok := approved[c.FullPath()]
		ov := t.s.Overlay(c.Mount)
		if !ok || h != c.Hash || c.Mode.IsDir() || bases[c.Mount] == nil || ov == nil {
			continue
		}
		cur, err := overlay.StateOf(ctx, bases[c.Mount], c.Path)
		if err != nil {
			continue
		}
		same := !cur.Exists() && c.Kind == overlay.Deleted ||
			cur.Exists() && c.Kind != overlay.Deleted && cur.Hash() == c.Hash &&
				cur.Mode().Type() == c.Mode.Type() && cur.Mode().Perm() == c.Mode.Perm()
		if same {
			if err := ov.Reset(ctx, c.Path); err != nil {
				return err
			}
		}
	}
	return nil
}

// validate runs the validators over changes inside the session.
func (t *turnCmds) validate(ctx context.Context, inv *computerwelt.Invocation, changes []session.MountChange) []Result {
	vd := &validation{existing: map[string]bool{}, now: t.r.now}
	for _, c := range changes {
		p := c.FullPath()
		vd.changed = append(vd.changed, p)
		if c.Kind != overlay.Deleted && !c.Mode.IsDir() {
			vd.existing[p] = true
		}
	}
	dir := t.s.Workspace().Dir
	if dir == "" {
		dir = inv.Dir
	}
	vd.script = func(ctx context.Context, script string, args []string, w *limitedBuffer) int {
		return inv.Script(ctx, scriptWithArgs(script, dir, args), strings.NewReader(""), w, w)
	}
	vd.fn = func(ctx context.Context, v Validator, changed []string) (string, error) {
		return v.Func(ctx, t.sess, changed)
	}
	return vd.run(ctx, t.validators)
}

// writeResults prints validator results and reports whether all passed.
func writeResults(w io.Writer, results []Result) bool {
	var b strings.Builder
	failed, ran := 0, 0
	for _, r := range results {
		switch {
		case r.Skipped:
			fmt.Fprintf(&b, "skip  %s (no changed path matches it)\n", r.Name)
			continue
		case r.OK:
			fmt.Fprintf(&b, "ok    %s\n", r.Name)
		default:
			fmt.Fprintf(&b, "FAIL  %s\n", r.Name)
			failed++
		}
		ran++
		if out := strings.TrimRight(r.Output, "\n"); out != "" {
			for _, l := range strings.Split(out, "\n") {
				b.WriteString("      " + l + "\n")
			}
		}
	}
	switch {
	case len(results) == 0:
		b.WriteString("No validators are configured for this workspace.\n")
	case failed > 0:
		fmt.Fprintf(&b, "%d of %d %s failed.\n", failed, ran, plural(ran, "validator", "validators"))
	case ran == 0:
		b.WriteString("No validator concerns the changed paths.\n")
	default:
		fmt.Fprintf(&b, "%d %s passed.\n", ran, plural(ran, "validator", "validators"))
	}
	io.WriteString(w, b.String())
	return failed == 0
}

// submit implements the submit command.
func (t *turnCmds) submit(ctx context.Context, inv *computerwelt.Invocation) int {
	name := inv.Args[0]
	cl, ok := parseCmdLine(inv, true)
	switch {
	case !ok:
		return 2
	case cl.help:
		io.WriteString(inv.Stdout, t.submitUsage())
		return 0
	case cl.status:
		return t.status(ctx, inv)
	}
	msg := cl.msg
	if strings.TrimSpace(msg) == "" {
		fmt.Fprintf(inv.Stderr, "%s: a message is required: %s -m 'what the change does and why'\n", name, name)
		return 2
	}
	if len(msg) > MaxMessageBytes {
		fmt.Fprintf(inv.Stderr, "%s: the message is longer than %d bytes; say the rest in the files\n", name, MaxMessageBytes)
		return 2
	}
	changes, status, ok := t.currentChanges(ctx, inv)
	if !ok {
		return status
	}
	if len(changes) == 0 {
		fmt.Fprintf(inv.Stderr, "%s: nothing to submit: nothing changed under %s\n", name, orNone(t.reviewedMounts()))
		return 1
	}
	pending, err := t.r.st.Proposals(ctx, store.ProposalFilter{Session: t.s.ID(), Status: store.Pending, Limit: MaxPending})
	if err != nil {
		return t.hostError(inv, "listing proposals", err)
	}
	if len(pending) >= MaxPending {
		fmt.Fprintf(inv.Stderr, "%s: %d proposals of this session are waiting for review; wait for a decision (%s --status) before submitting more\n", name, len(pending), name)
		return 1
	}
	results := t.validate(ctx, inv, changes)
	var out bytes.Buffer
	if !writeResults(&out, results) {
		inv.Stderr.Write(out.Bytes())
		fmt.Fprintf(inv.Stderr, "%s: refused: a validator failed; nothing was submitted. Fix the problems above and run %s again.\n", name, name)
		return 1
	}
	if err := ctx.Err(); err != nil {
		return t.fail(inv, err)
	}
	// What was validated must be what is staged: a validator that wrote
	// files (a formatter, say) changed the change.
	again, err := t.changes(ctx)
	if err != nil {
		return t.fail(inv, err)
	}
	if mountChangeKey(again) != mountChangeKey(changes) {
		inv.Stderr.Write(out.Bytes())
		fmt.Fprintf(inv.Stderr, "%s: the validators changed files; nothing was submitted. Look at the changes and run %s again.\n", name, name)
		return 1
	}
	p, blobs, err := t.stage(ctx, changes, msg, results)
	if err != nil {
		return t.fail(inv, err)
	}
	if len(p.Changes) == 0 {
		fmt.Fprintf(inv.Stderr, "%s: nothing to submit: the original already has these changes\n", name)
		return 1
	}
	if dup, err := t.duplicate(ctx, p); err != nil {
		return t.hostError(inv, "listing proposals", err)
	} else if dup != "" {
		fmt.Fprintf(inv.Stderr, "%s: this change is already proposal %s, waiting for review; nothing new to submit\n", name, dup)
		return 1
	}
	sp, err := toStore(p)
	if err == nil {
		err = t.r.st.PutProposal(ctx, sp, blobs)
	}
	if err != nil {
		return t.hostError(inv, "staging the proposal", err)
	}
	inv.Stdout.Write(out.Bytes())
	fmt.Fprintf(inv.Stdout, "Submitted proposal %s: %s.\n", p.ID, summarise(p.Changes))
	fmt.Fprintf(inv.Stdout, "A person reviews it now; nothing is written to %s unless they approve it.\n", orNone(t.reviewedMounts()))
	fmt.Fprintf(inv.Stdout, "Run '%s --status' to see whether it was approved or rejected (and why).\n", name)
	fmt.Fprintf(inv.Stdout, "Your copy keeps these changes; later edits go into a new proposal.\n")
	return 0
}

// hostErr is a failure of the host's side, not to be shown to the model.
type hostErr struct {
	what string
	err  error
}

func (e *hostErr) Error() string { return e.what + ": " + e.err.Error() }
func (e *hostErr) Unwrap() error { return e.err }

// fail reports err, a host's failure (*hostErr) without its details, and
// returns the exit status 1.
func (t *turnCmds) fail(inv *computerwelt.Invocation, err error) int {
	if he, ok := errors.AsType[*hostErr](err); ok {
		return t.hostError(inv, he.what, he.err)
	}
	fmt.Fprintf(inv.Stderr, "%s: %v\n", inv.Args[0], err)
	return 1
}

// hostError reports a failure of the host's side (the store) to the model
// without its details, which may name host paths or servers, and logs
// them for the operator.
func (t *turnCmds) hostError(inv *computerwelt.Invocation, what string, err error) int {
	t.r.log.Error("review: "+what, "session", t.s.ID(), "err", err)
	fmt.Fprintf(inv.Stderr, "%s: %s failed on the host's side; try again later\n", inv.Args[0], what)
	return 1
}

// summarise counts changes by kind: "2 files modified, 1 added".
func summarise(cs []Change) string {
	n := map[string]int{}
	for _, c := range cs {
		n[c.Kind]++
	}
	var parts []string
	for _, k := range []string{Modified, Added, Deleted, TypeChanged} {
		if n[k] > 0 {
			label := k
			if k == TypeChanged {
				label = "changed type"
			}
			parts = append(parts, fmt.Sprintf("%d %s", n[k], label))
		}
	}
	return fmt.Sprintf("%d %s (%s)", len(cs), plural(len(cs), "path", "paths"), strings.Join(parts, ", "))
}

// stage builds a proposal from the current changes, with their contents.
func (t *turnCmds) stage(ctx context.Context, mcs []session.MountChange, msg string, results []Result) (Proposal, map[string][]byte, error) {
	bases := map[string]vfs.FS{}
	for _, m := range t.s.Mounts() {
		bases[m.Path] = m.FS
	}
	approved, err := t.approvedState(ctx)
	if err != nil {
		return Proposal{}, nil, &hostErr{"reading approved proposals", err}
	}
	blobs := map[string][]byte{}
	var changes []Change
	for _, mc := range mcs {
		c := Change{
			Mount: mc.Mount, Path: mc.Path, Kind: kindName(mc.Kind),
			Mode: uint32(mc.Mode), OldMode: uint32(mc.OldMode),
			BaseHash: mc.BaseHash, Hash: mc.Hash,
		}
		if h, ok := approved[c.FullPath()]; ok {
			var keep bool
			if c, keep, err = rebase(ctx, bases[c.Mount], c, h); err != nil {
				return Proposal{}, nil, err
			}
			if !keep {
				continue
			}
		}
		if needsBlob(c) {
			b, err := t.content(ctx, mc)
			if err != nil {
				return Proposal{}, nil, fmt.Errorf("reading %s: %w", mc.FullPath(), err)
			}
			if overlay.ContentHash(b) != c.Hash {
				return Proposal{}, nil, fmt.Errorf("%s changed while it was being submitted; run submit again", mc.FullPath())
			}
			blobs[c.Hash] = b
			c.Size = int64(len(b))
			c.Binary = mc.Mode.IsRegular() && isBinary(b)
		}
		if !c.Binary && c.Kind != Added && mc.OldMode.IsRegular() {
			c.Binary = baseIsBinary(ctx, bases[mc.Mount], mc.Path)
		}
		changes = append(changes, c)
	}
	var diff bytes.Buffer
	if err := t.s.Diff(ctx, &diff, t.reviewedMounts()...); err != nil {
		return Proposal{}, nil, err
	}
	d := diff.String()
	if len(d) > MaxDiffBytes {
		d = d[:MaxDiffBytes] + "\n[diff cut at " + fmt.Sprint(MaxDiffBytes) + " bytes]\n"
	}
	p := Proposal{
		ID:        newID(),
		Session:   t.s.ID(),
		Workspace: t.s.Workspace().Name,
		Message:   msg,
		Status:    store.Pending,
		Created:   t.r.now(),
		Changes:   changes,
		Diff:      d,
		Results:   results,
	}
	if h, ok := t.s.(historyView); ok {
		if err := t.provenance(ctx, h, &p); err != nil {
			return Proposal{}, nil, &hostErr{"reading the session's history", err}
		}
	}
	return p, blobs, nil
}

// historyView is a session whose turns are recorded (*session.Session).
type historyView interface {
	History(ctx context.Context, f store.TurnFilter) ([]store.TurnRecord, error)
	LastTurn() int64
}

// provenance sets p's turn range (after the session's previous proposal,
// up to the running turn, which submits it) and, per changed file, the
// recorded turns of that range that changed it.
func (t *turnCmds) provenance(ctx context.Context, h historyView, p *Proposal) error {
	from := int64(1)
	prev, err := t.r.st.Proposals(ctx, store.ProposalFilter{Session: t.s.ID(), Limit: 1})
	if err != nil {
		return err
	}
	if len(prev) == 1 {
		if pp, err := fromStore(prev[0]); err == nil && pp.Turns.To > 0 {
			from = pp.Turns.To + 1
		}
	}
	p.Turns = TurnRange{From: from, To: h.LastTurn() + 1}
	recs, err := h.History(ctx, store.TurnFilter{From: from, Newest: true, Limit: maxProvenanceRead})
	if err != nil {
		return err
	}
	files := map[string]bool{}
	for _, c := range p.Changes {
		files[c.FullPath()] = true
	}
	for i := len(recs) - 1; i >= 0; i-- {
		r := recs[i]
		script, _ := clipText(r.Script, MaxProvenanceScript)
		for _, c := range r.Changes {
			if !files[c.Path] {
				continue
			}
			if p.Provenance == nil {
				p.Provenance = map[string][]FileTurn{}
			}
			ft := append(p.Provenance[c.Path], FileTurn{Turn: r.N, Time: r.Time, Script: script})
			if len(ft) > MaxProvenanceTurns {
				ft = ft[1:]
			}
			p.Provenance[c.Path] = ft
		}
	}
	return nil
}

// clipText cuts s to at most n bytes at a character boundary.
func clipText(s string, n int) (string, bool) {
	if len(s) <= n {
		return s, false
	}
	for n > 0 && s[n]&0xc0 == 0x80 {
		n--
	}
	return s[:n], true
}

// approvedState returns, for each path an approved proposal of this
// session set, the hash it set ("" for a deletion or a directory), the
// latest approval winning.
func (t *turnCmds) approvedState(ctx context.Context) (map[string]string, error) {
	sps, err := t.r.st.Proposals(ctx, store.ProposalFilter{Session: t.s.ID(), Status: store.Approved})
	if err != nil {
		return nil, err
	}
	sort.SliceStable(sps, func(i, j int) bool { return sps[i].DecidedAt.Before(sps[j].DecidedAt) })
	out := map[string]string{}
	for _, sp := range sps {
		p, err := fromStore(sp)
		if err != nil {
			return nil, err
		}
		for _, c := range p.Changes {
			out[c.FullPath()] = c.Hash
		}
	}
	return out, nil
}

// rebase re-bases a change on the base's current state when that state is
// what an approved proposal of this session put there (hash): the session
// edited the path again after submitting it, and its copy still records
// the state before. Without this, the new proposal would conflict with
// the session's own approved change. It reports false when, against the
// current base, nothing is left to change.
func rebase(ctx context.Context, base vfs.FS, c Change, hash string) (Change, bool, error) {
	if base == nil {
		return c, true, nil
	}
	cur, err := overlay.StateOf(ctx, base, c.Path)
	if err != nil {
		return c, true, fmt.Errorf("reading %s: %w", c.FullPath(), err)
	}
	if cur.Hash() != hash || (!cur.Exists() && hash != "") || (cur.Exists() && hash == "" && !cur.Mode().IsDir()) {
		return c, true, nil // someone else's change: Approve reports the conflict
	}
	newMode := c.FileMode()
	switch {
	case !cur.Exists() && c.Kind == Deleted:
		return c, false, nil
	case !cur.Exists():
		c.Kind, c.OldMode, c.BaseHash = Added, 0, ""
	case c.Kind == Deleted:
		c.OldMode, c.BaseHash = uint32(cur.Mode()), cur.Hash()
	case cur.Mode().Type() != newMode.Type():
		c.Kind, c.OldMode, c.BaseHash = TypeChanged, uint32(cur.Mode()), cur.Hash()
	case cur.Hash() == c.Hash && cur.Mode() == newMode:
		return c, false, nil
	default:
		c.Kind, c.OldMode, c.BaseHash = Modified, uint32(cur.Mode()), cur.Hash()
	}
	return c, true, nil
}

// content reads a changed file's new content, or a symlink's target.
func (t *turnCmds) content(ctx context.Context, mc session.MountChange) ([]byte, error) {
	ov := t.s.Overlay(mc.Mount)
	if ov == nil {
		return nil, fmt.Errorf("mount %s has no overlay", mc.Mount)
	}
	if mc.Mode&fs.ModeSymlink != 0 {
		s, err := ov.Readlink(ctx, mc.Path)
		return []byte(s), err
	}
	// The raw upper content: a file the model made unreadable is still
	// staged.
	return ov.Content(ctx, mc.Path)
}

// binaryProbe is how much git inspects for a NUL byte.
const binaryProbe = 8000

func isBinary(b []byte) bool { return bytes.IndexByte(b[:min(len(b), binaryProbe)], 0) >= 0 }

func baseIsBinary(ctx context.Context, base vfs.FS, p string) bool {
	if base == nil {
		return false
	}
	f, err := vfs.Open(ctx, base, p)
	if err != nil {
		return false
	}
	defer f.Close()
	buf := make([]byte, binaryProbe)
	n, _ := io.ReadFull(f, buf)
	return isBinary(buf[:n])
}

func kindName(k overlay.Kind) string {
	switch k {
	case overlay.Added:
		return Added
	case overlay.Modified:
		return Modified
	case overlay.Deleted:
		return Deleted
	case overlay.TypeChanged:
		return TypeChanged
	}
	return k.String()
}

// newID returns a proposal id: "p-" and 12 random base32 characters.
func newID() string { return "p-" + strings.ToLower(rand.Text()[:12]) }

// duplicate returns the id of a pending proposal of the session with
// exactly p's changes, if there is one.
func (t *turnCmds) duplicate(ctx context.Context, p Proposal) (string, error) {
	sps, err := t.r.st.Proposals(ctx, store.ProposalFilter{Session: p.Session, Status: store.Pending})
	if err != nil {
		return "", err
	}
	key := changeKey(p.Changes)
	for _, sp := range sps {
		q, err := fromStore(sp)
		if err != nil {
			continue
		}
		if changeKey(q.Changes) == key {
			return q.ID, nil
		}
	}
	return "", nil
}

func mountChangeKey(cs []session.MountChange) string {
	keys := make([]string, len(cs))
	for i, c := range cs {
		keys[i] = fmt.Sprintf("%s\x00%s\x00%d\x00%o\x00%s", c.Mount, c.Path, c.Kind, c.Mode, c.Hash)
	}
	return strings.Join(keys, "\x01")
}

func changeKey(cs []Change) string {
	keys := make([]string, len(cs))
	for i, c := range cs {
		keys[i] = fmt.Sprintf("%s\x00%s\x00%s\x00%o\x00%s", c.Mount, c.Path, c.Kind, c.Mode, c.Hash)
	}
	sort.Strings(keys)
	return strings.Join(keys, "\x01")
}

// status implements submit --status.
func (t *turnCmds) status(ctx context.Context, inv *computerwelt.Invocation) int {
	sps, err := t.r.st.Proposals(ctx, store.ProposalFilter{Session: t.s.ID()})
	if err != nil {
		return t.hostError(inv, "listing proposals", err)
	}
	if len(sps) == 0 {
		fmt.Fprintf(inv.Stdout, "No proposals yet. Submit your changes with: %s -m MESSAGE\n", inv.Args[0])
		return 0
	}
	var b strings.Builder
	for _, sp := range sps {
		fmt.Fprintf(&b, "%s  %-8s  %s  %s\n", sp.ID, sp.Status, sp.Created.UTC().Format("2006-01-02 15:04"), oneLine(sp.Message))
		switch sp.Status {
		case store.Approved:
			fmt.Fprintf(&b, "    approved by %s at %s: applied\n", sp.DecidedBy, sp.DecidedAt.UTC().Format("2006-01-02 15:04"))
		case store.Rejected:
			reason := oneLine(sp.Reason)
			if reason == "" {
				reason = "(no reason given)"
			}
			fmt.Fprintf(&b, "    rejected by %s at %s: %s\n", sp.DecidedBy, sp.DecidedAt.UTC().Format("2006-01-02 15:04"), reason)
		default:
			b.WriteString("    waiting for review\n")
		}
	}
	io.WriteString(inv.Stdout, b.String())
	return 0
}

// oneLine folds a message to one line for listings.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
