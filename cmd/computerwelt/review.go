package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/computerwelt/computerwelt/config"
	"github.com/computerwelt/computerwelt/review"
	"github.com/computerwelt/computerwelt/session"
	"github.com/computerwelt/computerwelt/store"
	"github.com/computerwelt/computerwelt/store/sqlite"
	"github.com/computerwelt/computerwelt/vfs/hostfs"
)

const reviewUsage = `usage: computerwelt review COMMAND [options] [ARGS]

commands:
  list                       the proposals, newest first (-status, -session)
  show ID                    one proposal: message, validator results, changes, diff
  approve ID                 apply a pending proposal to its workspace's folders
  reject ID -reason TEXT     refuse a pending proposal; the model sees the reason
  audit                      the audit log of approvals and rejections
  --listen ADDR              serve the review page (review --listen -h)

Options (anywhere before --) of every command: -config FILE (the workspace
configuration file serve uses: approve needs it to know where each
workspace's reviewed folders are; without -config and -store, as serve,
examples/admin/workspace.yaml when it is here), -store PATH (default: the
file's store, else $CW_DATA_DIR/sessions.db, else sessions.db in the user's
config directory; a store that does not exist is an error, not made),
-json. approve and reject take -as NAME (default $USER), the name recorded
in the audit log.

A session whose proposal the CLI approves drops the applied paths from its
copy at its next check or submit (the server tells the session at once).
`

// reviewCommand implements `computerwelt review ...`.
func reviewCommand(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if isListen(args) {
		return reviewListen(ctx, args, stdout, stderr) // review_web.go
	}
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprint(stderr, reviewUsage)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	sub := args[0]
	fs := flag.NewFlagSet("computerwelt review "+sub, flag.ContinueOnError)
	fs.Usage = func() { fmt.Fprint(stderr, reviewUsage) }
	storePath := fs.String("store", "", "the store, a SQLite `file` (default $CW_DATA_DIR/sessions.db)")
	configFile := fs.String("config", "", "the workspace configuration `file`")
	asJSON := fs.Bool("json", false, "print JSON")
	var status, sessionID, as, reason *string
	nargs := 0
	switch sub {
	case "list":
		status = fs.String("status", "pending", "pending, approved, rejected or all")
		sessionID = fs.String("session", "", "only the proposals of this session `id`")
	case "show":
		nargs = 1
	case "approve":
		as = fs.String("as", os.Getenv("USER"), "the approver's `name` for the audit log")
		nargs = 1
	case "reject":
		as = fs.String("as", os.Getenv("USER"), "the reviewer's `name` for the audit log")
		reason = fs.String("reason", "", "why (the model reads it)")
		nargs = 1
	case "audit":
	default:
		fmt.Fprintf(stderr, "computerwelt review: unknown command %q\n%s", sub, reviewUsage)
		return 2
	}
	if ok, st := parseArgs(fs, args[1:], stderr); !ok {
		return st
	}
	rest := fs.Args()
	if len(rest) != nargs {
		fmt.Fprintf(stderr, "computerwelt review %s: wrong number of arguments\n%s", sub, reviewUsage)
		return 2
	}
	fail := func(err error) int {
		if errors.Is(err, review.ErrNoTarget) {
			// The file given does not say where this proposal's
			// workspace writes: said plainly, without the chain of
			// the store's transaction (which calls it a conflict).
			msg := err.Error()
			if i := strings.LastIndex(msg, review.ErrNoTarget.Error()+": "); i >= 0 {
				msg = msg[i+len(review.ErrNoTarget.Error())+2:]
			}
			fmt.Fprintf(stderr, "computerwelt review %s: %s in %s. Nothing was written. Give the configuration file serve uses for it (-config FILE).\n", sub, msg, *configFile)
			return 2
		}
		fmt.Fprintf(stderr, "computerwelt review %s: %v\n", sub, err)
		var ce *review.ConflictError
		if errors.Is(err, store.ErrNotFound) || errors.Is(err, review.ErrNotPending) || errors.As(err, &ce) {
			return 1
		}
		return 2
	}
	if as != nil && strings.TrimSpace(*as) == "" {
		return fail(errors.New("-as NAME is required (no $USER)"))
	}
	if reason != nil && strings.TrimSpace(*reason) == "" {
		return fail(errors.New("-reason TEXT is required: the model reads it to know what to change"))
	}
	// As serve: without -config (and -store), the example's file where it
	// is found.
	if *configFile == "" && *storePath == "" {
		if _, err := os.Stat(defaultServeConfig); err == nil {
			*configFile = defaultServeConfig
		}
	}
	var opts []review.Option
	if *configFile != "" {
		_, ws, err := loadReviewConfig(*configFile, storePath)
		if err != nil {
			return fail(err)
		}
		opts = append(opts, review.WithWorkspaces(ws...))
	} else if sub == "approve" {
		fmt.Fprintf(stderr, "computerwelt review approve: no workspace configuration: approving writes the proposal into its workspace's reviewed folders, which only the configuration file names (they are not configured here). Give -config FILE (the file serve uses), or run it where %s is.\n", defaultServeConfig)
		return 2
	}
	st, err := openReviewStore(ctx, *storePath, *configFile)
	if err != nil {
		return fail(err)
	}
	defer st.Close()
	r := review.New(st, nil, opts...)

	switch sub {
	case "list":
		f := store.ProposalFilter{Session: *sessionID}
		switch *status {
		case "all", "":
		case string(store.Pending), string(store.Approved), string(store.Rejected):
			f.Status = store.ProposalStatus(*status)
		default:
			return fail(fmt.Errorf("-status %q: want pending, approved, rejected or all", *status))
		}
		ps, err := r.List(ctx, f)
		if err != nil {
			return fail(err)
		}
		if *asJSON {
			return printJSON(stdout, ps)
		}
		tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "ID\tSTATUS\tCREATED\tWORKSPACE\tSESSION\tCHANGES\tMESSAGE")
		for _, p := range ps {
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%d\t%s\n", p.ID, p.Status, p.Created.Local().Format(time.DateTime),
				p.Workspace, termSafe(p.Session), len(p.Changes), termSafe(firstLine(p.Message)))
		}
		tw.Flush()
	case "show":
		p, err := r.Show(ctx, rest[0])
		if err != nil {
			return fail(err)
		}
		if *asJSON {
			return printJSON(stdout, p)
		}
		writeProposal(stdout, p)
	case "approve":
		p, err := r.Approve(ctx, rest[0], *as)
		if p.Status == store.Approved {
			if *asJSON {
				printJSON(stdout, p)
			} else {
				fmt.Fprintf(stdout, "approved %s: applied %d paths\n", p.ID, len(p.Changes))
			}
		}
		if err != nil {
			return fail(err)
		}
	case "reject":
		p, err := r.Reject(ctx, rest[0], *as, *reason)
		if err != nil {
			return fail(err)
		}
		if *asJSON {
			return printJSON(stdout, p)
		}
		fmt.Fprintf(stdout, "rejected %s\n", p.ID)
	case "audit":
		entries, err := r.Audit(ctx, store.AuditFilter{})
		if err != nil {
			return fail(err)
		}
		if *asJSON {
			return printJSON(stdout, entries)
		}
		for _, a := range entries {
			fmt.Fprintf(stdout, "%d\t%s\t%s\t%s\t%s\t%s\n", a.Seq, a.Time.Local().Format(time.DateTime), termSafe(a.Actor), a.Action, a.Proposal, termSafe(strings.ReplaceAll(a.Detail, "\n", " ")))
		}
	}
	return 0
}

// openReviewStore opens the store proposals are in: -store, else the
// configuration file's, else the default file. It never makes one: an
// absent store has no proposals, and an empty table would hide that the
// wrong store was named.
func openReviewStore(ctx context.Context, path, configFile string) (store.Store, error) {
	if path == "" {
		p, err := defaultStorePath()
		if err != nil {
			return nil, err
		}
		path = p
	}
	if _, err := os.Stat(path); err != nil {
		how := "Name it with -store FILE, or give the workspace file with -config FILE (its store: is used)."
		if configFile != "" {
			how = fmt.Sprintf("%s names no store (store:), so the default is used: give -store FILE, or run serve with this file first.", configFile)
		}
		return nil, fmt.Errorf("no store at %s (no session has submitted a proposal there). %s", path, how)
	}
	return sqlite.Open(ctx, path)
}

// reviewTargets builds, from a configuration file, just what approving
// needs: each workspace's reviewed host folders, writable. (The full
// workspaces would also need the projections and command sets of the
// binary that serves them.)
func reviewTargets(cfg *config.Config) ([]session.Workspace, error) {
	var out []session.Workspace
	for _, spec := range cfg.Specs {
		ws := session.Workspace{Name: spec.Name}
		for _, ms := range spec.Mounts {
			if !ms.Review || ms.Host == "" {
				continue
			}
			target, err := hostfs.New(ms.Host, hostfs.Writable(), hostfs.MountedAt(ms.Path))
			if err != nil {
				return nil, fmt.Errorf("%s:%d: workspace %q: mount %s: %w", cfg.File, ms.Line, spec.Name, ms.Path, err)
			}
			ws.Mounts = append(ws.Mounts, session.Mount{Path: ms.Path, Mode: session.Overlay, Review: true, Target: target})
		}
		out = append(out, ws)
	}
	return out, nil
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}

// termSafe makes text from a proposal harmless on a terminal: the model
// wrote it, and escape sequences or bidirectional overrides could hide or
// rewrite what the reviewer reads. Control characters other than newline
// and tab show as ^X (\x7f as ^?), the other review.Hidden characters
// as <U+XXXX>, as on the review page.
func termSafe(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\n' || r == '\t':
			b.WriteRune(r)
		case r < 0x20:
			b.WriteString("^" + string(rune(r+'@')))
		case r == 0x7f:
			b.WriteString("^?")
		case review.Hidden(r):
			b.WriteString(review.HiddenMark(r))
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// writeProposal prints a proposal for a terminal.
func writeProposal(w io.Writer, p review.Proposal) {
	w = termWriter{w}
	if where := review.HiddenIn(&p); where != "" {
		fmt.Fprintf(w, "warning: this proposal contains invisible or bidirectional control characters (in %s),\nshown below as ^X or <U+XXXX>: in an editor these lines can read differently from what they are.\n\n", where)
	}
	fmt.Fprintf(w, "proposal   %s\nstatus     %s\nworkspace  %s\nsession    %s\ncreated    %s\n",
		p.ID, p.Status, p.Workspace, p.Session, p.Created.Local().Format(time.DateTime))
	if p.Status != store.Pending {
		fmt.Fprintf(w, "decided    %s by %s\n", p.DecidedAt.Local().Format(time.DateTime), p.DecidedBy)
	}
	if p.Reason != "" {
		fmt.Fprintf(w, "reason     %s\n", p.Reason)
	}
	fmt.Fprintf(w, "\n    %s\n\nvalidators:\n", strings.ReplaceAll(strings.TrimSpace(p.Message), "\n", "\n    "))
	for _, res := range p.Results {
		state := "ok"
		switch {
		case res.Skipped:
			state = "skip"
		case !res.OK:
			state = "FAIL"
		}
		fmt.Fprintf(w, "  %-4s  %s\n", state, res.Name)
	}
	fmt.Fprintf(w, "\nchanges:\n")
	for _, c := range p.Changes {
		fmt.Fprintf(w, "  %-11s %s\n", c.Kind, c.FullPath())
	}
	writeProvenance(w, p)
	fmt.Fprintf(w, "\n%s", p.Diff)
}

// writeProvenance lists, per changed file, the session's turns that
// changed it, with their scripts, in order.
func writeProvenance(w io.Writer, p review.Proposal) {
	if p.Turns.To == 0 {
		return
	}
	fmt.Fprintf(w, "\nbuilt from %s of session %s (see GET /v1/conversations/%s/turns)\n", p.Turns, p.Session, p.Session)
	for _, c := range p.Changes {
		fts := p.Provenance[c.FullPath()]
		if len(fts) == 0 {
			continue
		}
		fmt.Fprintf(w, "  %s:\n", c.FullPath())
		for _, ft := range fts {
			lines := strings.Split(strings.TrimRight(ft.Script, "\n"), "\n")
			fmt.Fprintf(w, "    turn %-4d %s\n", ft.Turn, lines[0])
			for _, l := range lines[1:] {
				fmt.Fprintf(w, "              %s\n", l)
			}
		}
	}
}

// termWriter passes text through termSafe.
type termWriter struct{ w io.Writer }

func (t termWriter) Write(p []byte) (int, error) {
	if _, err := io.WriteString(t.w, termSafe(string(p))); err != nil {
		return 0, err
	}
	return len(p), nil
}

// loadReviewConfig reads the workspace file of review and review
// --listen, and the workspaces whose proposals they apply; its SQLite
// store is the default of -store.
func loadReviewConfig(file string, storePath *string) (*config.Config, []session.Workspace, error) {
	cfg, err := config.Load(file)
	if err != nil {
		return nil, nil, err
	}
	if _, err := useDemoCopy(cfg); err != nil { // the example's approvals go to its copy
		return nil, nil, err
	}
	if *storePath == "" && cfg.Store != "" {
		if strings.Contains(cfg.Store, "://") {
			return nil, nil, fmt.Errorf("%s: the CLI opens SQLite stores only; the server reviews %s", file, cfg.Store)
		}
		*storePath = cfg.Store
	}
	ws, err := reviewTargets(cfg)
	if err != nil {
		return nil, nil, err
	}
	return cfg, ws, nil
}
