package server

import (
	"context"
	"fmt"
	"io"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/session"
)

// ManagerSessions serves the server's Sessions from a session.Manager
// (a SessionGauges too: the metrics count its sessions in memory).
func ManagerSessions(m *session.Manager) Sessions { return managerSessions{m} }

type managerSessions struct{ m *session.Manager }

func (a managerSessions) InMemory() int { return a.m.InMemory() }

func (a managerSessions) Exec(ctx context.Context, req ExecRequest) (computerwelt.Result, error) {
	opts := []session.ExecOption{session.AsOwner(req.Owner)}
	if req.Workspace != "" {
		opts = append(opts, session.InWorkspace(req.Workspace))
	}
	if req.Stdin != nil {
		opts = append(opts, session.WithStdin(req.Stdin))
	}
	if req.Stdout != nil || req.Stderr != nil {
		opts = append(opts, session.Streaming(req.Stdout, req.Stderr))
	}
	return a.m.Exec(ctx, req.Conversation, req.Script, opts...)
}

// owned checks that conversation exists and is owner's (Manager.Diff
// takes no owner).
func (a managerSessions) owned(ctx context.Context, owner, id string) error {
	info, err := a.m.Info(ctx, id)
	if err != nil {
		return err
	}
	if info.Owner != owner {
		return fmt.Errorf("%w: %s", session.ErrForbidden, id)
	}
	return nil
}

func (a managerSessions) Diff(ctx context.Context, owner, id string, w io.Writer) error {
	if err := a.owned(ctx, owner, id); err != nil {
		return err
	}
	return a.m.Diff(ctx, id, w)
}

func (a managerSessions) ReadFile(ctx context.Context, owner, id, path string) ([]byte, error) {
	return a.m.ReadFile(ctx, id, path, session.AsOwner(owner))
}

func (a managerSessions) WriteFile(ctx context.Context, owner, id, path string, data []byte) error {
	return a.m.WriteFile(ctx, id, path, data, session.AsOwner(owner))
}
