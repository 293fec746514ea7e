package server

import (
	"context"
	"errors"
	"fmt"
	"github.com/computerwelt/computerwelt/version"
	"io"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Version is the server's version as MCP clients see it.
const Version = version.Version

// ConversationHeader names a conversation explicitly on the MCP endpoint
// (else it is the MCP session).
const ConversationHeader = "X-Conversation-Id"

const bashDescription = "Run a bash script in your own sandboxed Linux-like computer and get its stdout, stderr and exit status. " +
	"Files, the working directory, variables and functions persist from one call to the next. " +
	"Run `help` first: it lists the commands, the mounted folders and the limits."

// BashInput is the MCP tool's input.
type BashInput struct {
	Script       string  `json:"script" jsonschema:"the bash script to run"`
	Timeout      float64 `json:"timeout,omitempty" jsonschema:"seconds before the script is stopped with status 124 (default and maximum: the workspace's limit)"`
	Conversation string  `json:"conversation,omitempty" jsonschema:"optional id of the conversation whose sandbox to use; calls with the same id share files and shell state"`
}

// ReadFileInput and WriteFileInput are the inputs of read_file and
// write_file.
type ReadFileInput struct {
	Path         string `json:"path" jsonschema:"absolute path, or relative to the working directory"`
	Conversation string `json:"conversation,omitempty" jsonschema:"optional conversation id, as for bash"`
}

type WriteFileInput struct {
	Path         string `json:"path" jsonschema:"absolute path, or relative to the working directory; parent directories must exist"`
	Content      string `json:"content" jsonschema:"the file's new content"`
	Encoding     string `json:"encoding,omitempty" jsonschema:"empty for text, or base64"`
	Conversation string `json:"conversation,omitempty" jsonschema:"optional conversation id, as for bash"`
}

// WriteFileOutput is write_file's result.
type WriteFileOutput struct {
	Path  string `json:"path"`
	Bytes int    `json:"bytes"`
}

func (s *Server) newMCPServer() *mcp.Server {
	srv := mcp.NewServer(&mcp.Implementation{Name: "computerwelt", Title: "Computerwelt sandboxed bash", Version: Version}, &mcp.ServerOptions{
		Instructions: "You have a sandboxed computer: run bash scripts with the bash tool. Start with `help`.",
		Logger:       s.log,
		Capabilities: &mcp.ServerCapabilities{Tools: &mcp.ToolCapabilities{}},
	})
	mcp.AddTool(srv, &mcp.Tool{
		Name:        "bash",
		Title:       "Run bash",
		Description: bashDescription,
		Annotations: &mcp.ToolAnnotations{OpenWorldHint: ptr(false)},
	}, s.toolBash)
	mcp.AddTool(srv, &mcp.Tool{
		Name:        "read_file",
		Description: "Read a file of the sandbox (the same files bash sees). Text comes back as it is; other bytes as base64.",
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: ptr(false)},
	}, s.toolReadFile)
	mcp.AddTool(srv, &mcp.Tool{
		Name:        "write_file",
		Description: "Write a whole file in the sandbox (the same files bash sees), replacing it if it exists.",
		Annotations: &mcp.ToolAnnotations{OpenWorldHint: ptr(false)},
	}, s.toolWriteFile)
	return srv
}

func ptr[T any](v T) *T { return &v }

// caller returns who calls a tool and which conversation: the explicit
// id (argument, then header), else the MCP session, else (stdio) the
// process's conversation.
func (s *Server) caller(req *mcp.CallToolRequest, explicit string) (Principal, string, error) {
	p := s.stdioPrincipal
	var header string
	if req.Extra != nil {
		if req.Extra.TokenInfo != nil {
			p = principalFromTokenInfo(req.Extra.TokenInfo)
		} else if req.Extra.Header != nil {
			// An HTTP request without a verified token never gets here
			// (mcpAuth refuses it); this is a defence in depth.
			return Principal{}, "", errors.New("unauthorized")
		}
		if req.Extra.Header != nil {
			header = req.Extra.Header.Get(ConversationHeader)
		}
	}
	conv := explicit
	if conv == "" {
		conv = header
	}
	if conv == "" {
		if req.Session != nil && req.Session.ID() != "" {
			conv = "mcp-" + req.Session.ID()
		} else {
			conv = s.stdioConversation
		}
	}
	if !validConversation(conv) {
		return p, "", fmt.Errorf("invalid conversation id %q (1-128 of A-Z a-z 0-9 . _ : @ -)", conv)
	}
	return p, conv, nil
}

// toolError is what a tool call answers for an error the model can read:
// the message, not the internals.
func toolError(err error) error {
	_, code, msg := classify(err)
	if code == codeBadRequest {
		return errors.New(msg)
	}
	return fmt.Errorf("%s: %s", code, msg)
}

func (s *Server) toolBash(ctx context.Context, req *mcp.CallToolRequest, in BashInput) (*mcp.CallToolResult, ExecResult, error) {
	p, conv, err := s.caller(req, in.Conversation)
	if err != nil {
		return nil, ExecResult{}, err
	}
	timeout, err := seconds(in.Timeout)
	if err != nil {
		return nil, ExecResult{}, toolError(err)
	}
	res, err := s.exec(ctx, p, ExecRequest{Conversation: conv, Script: in.Script}, timeout)
	if err != nil {
		if st, _, _ := classify(err); st >= 500 && st != 503 && st != 499 {
			s.log.Error("bash tool failed", "conversation", conv, "owner", p.Name, "err", err)
		}
		return nil, ExecResult{}, toolError(err)
	}
	out := toExecResult(res)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: resultText(out)}}}, out, nil
}

// resultText is the result for clients that read only text: stdout as it
// is, then stderr and the status when there is something to say.
func resultText(r ExecResult) string {
	var b strings.Builder
	b.WriteString(r.Stdout)
	if r.Stderr != "" {
		if b.Len() > 0 && !strings.HasSuffix(b.String(), "\n") {
			b.WriteByte('\n')
		}
		b.WriteString("[stderr]\n")
		b.WriteString(r.Stderr)
	}
	if r.ExitCode != 0 || r.Truncated || b.Len() == 0 {
		if b.Len() > 0 && !strings.HasSuffix(b.String(), "\n") {
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, "[exit status %d", r.ExitCode)
		if r.Truncated {
			b.WriteString("; output truncated")
		}
		b.WriteString("]\n")
	}
	return b.String()
}

func (s *Server) toolReadFile(ctx context.Context, req *mcp.CallToolRequest, in ReadFileInput) (*mcp.CallToolResult, FileBody, error) {
	p, conv, err := s.caller(req, in.Conversation)
	if err != nil {
		return nil, FileBody{}, err
	}
	if err := checkPath(in.Path); err != nil {
		return nil, FileBody{}, toolError(err)
	}
	if err := s.begin(); err != nil {
		return nil, FileBody{}, toolError(err)
	}
	defer s.end()
	data, err := s.sessions.ReadFile(ctx, p.Name, conv, in.Path)
	if err != nil {
		return nil, FileBody{}, toolError(err)
	}
	fb := encodeFile(in.Path, data)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fb.Content}}}, fb, nil
}

func (s *Server) toolWriteFile(ctx context.Context, req *mcp.CallToolRequest, in WriteFileInput) (*mcp.CallToolResult, WriteFileOutput, error) {
	p, conv, err := s.caller(req, in.Conversation)
	if err != nil {
		return nil, WriteFileOutput{}, err
	}
	if err := checkPath(in.Path); err != nil {
		return nil, WriteFileOutput{}, toolError(err)
	}
	data, err := decodeFile(FileBody{Content: in.Content, Encoding: in.Encoding})
	if err != nil {
		return nil, WriteFileOutput{}, toolError(err)
	}
	if err := s.begin(); err != nil {
		return nil, WriteFileOutput{}, toolError(err)
	}
	defer s.end()
	if err := s.sessions.WriteFile(ctx, p.Name, conv, in.Path, data); err != nil {
		return nil, WriteFileOutput{}, toolError(err)
	}
	out := WriteFileOutput{Path: in.Path, Bytes: len(data)}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("wrote %d bytes to %s\n", len(data), in.Path)}}}, out, nil
}

// ServeStdio serves MCP on r and w (a process's stdin and stdout) until
// the client closes r or ctx ends. The caller is the stdio principal
// (WithStdio) and, unless the tool names one, its conversation.
func (s *Server) ServeStdio(ctx context.Context, r io.ReadCloser, w io.WriteCloser) error {
	err := s.mcp.Run(ctx, &mcp.IOTransport{Reader: r, Writer: w})
	if err != nil && (errors.Is(err, io.EOF) || errors.Is(err, context.Canceled)) {
		return nil
	}
	return err
}
