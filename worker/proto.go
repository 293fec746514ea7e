// Package worker runs the turns of a server in supervised worker
// processes, so that no script can take the server down with it.
//
// The supervisor (a Pool, a server.Sessions) starts worker processes
// (`computerwelt worker`, the same binary) and talks to each over its
// standard input and output: frames of a 4-byte big-endian length and a
// JSON message. A worker answers one request at a time (Serve). The
// supervisor routes a conversation to the worker that last ran it while
// that worker is free, so its session stays in memory; otherwise another
// worker loads it from the store, where every turn is persisted.
//
// The supervisor bounds each worker from outside: its resident memory
// (polled from /proc; killed past the cap) and the time of the script it
// runs (killed at the turn's timeout plus a grace). A worker that is
// killed or crashes (a Go fatal error such as a stack overflow, which no
// recover catches) ends its turn with a message the model can act on and
// a status of its own (see Status*), the session stays as after its last
// completed turn, and a new worker takes the place of the old one.
//
// The protocol is extensible: both sides ignore fields they do not know,
// and an unknown operation is answered with an error, not a crash.
package worker

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"
)

// MaxFrameBytes bounds one frame; a longer length is refused before
// anything is allocated for it. A file read through the API larger than
// this cannot cross (the server bounds request bodies far below).
const MaxFrameBytes = 300 << 20

// Operations of a request.
const (
	opExec   = "exec"   // run a turn
	opDiff   = "diff"   // the conversation's diff
	opRead   = "read"   // read a file (a turn without a script)
	opWrite  = "write"  // write a file
	opCancel = "cancel" // cancel request ID (no answer of its own)
)

// Kinds of a response.
const (
	kindReady  = "ready"  // the worker is set up; ID 0
	kindStdout = "stdout" // output of a streaming exec, as it comes
	kindStderr = "stderr"
	kindStart  = "start" // the script starts (the session is loaded)
	kindEnd    = "end"   // the script returned; the turn is being saved
	kindDone   = "done"  // the answer to the request; the last frame of it
)

// request is what the supervisor sends.
type request struct {
	ID           uint64        `json:"id"`
	Op           string        `json:"op"`
	Conversation string        `json:"conversation,omitempty"`
	Owner        string        `json:"owner,omitempty"`
	Workspace    string        `json:"workspace,omitempty"`
	Script       string        `json:"script,omitempty"`
	Stdin        []byte        `json:"stdin,omitempty"`
	HasStdin     bool          `json:"hasStdin,omitempty"`
	Stream       bool          `json:"stream,omitempty"`
	Timeout      time.Duration `json:"timeout,omitempty"` // what remains of the caller's deadline; 0 = none
	Path         string        `json:"path,omitempty"`
	Data         []byte        `json:"data,omitempty"`
}

// response is what a worker sends.
type response struct {
	ID     uint64     `json:"id"`
	Kind   string     `json:"kind"`
	Data   []byte     `json:"data,omitempty"`
	Result *result    `json:"result,omitempty"`
	Error  *wireError `json:"error,omitempty"`
	Stats  *stats     `json:"stats,omitempty"`
}

// result is a computerwelt.Result on the wire ([]byte keeps output
// that is not UTF-8 as it is).
type result struct {
	Stdout    []byte `json:"stdout,omitempty"`
	Stderr    []byte `json:"stderr,omitempty"`
	ExitCode  int    `json:"exitCode"`
	Truncated bool   `json:"truncated,omitempty"`
}

// stats is what a worker tells about itself with each answer, for the
// recycle policy and the gauges.
type stats struct {
	InMemory   int    `json:"inMemory"`
	Goroutines int    `json:"goroutines"`
	HeapBytes  uint64 `json:"heapBytes"`
	Turns      int    `json:"turns"`
}

// wireError is a Go error on the wire: a code the supervisor turns back
// into the sentinel the server classifies, and the message.
type wireError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

// writeFrame writes v as one frame.
func writeFrame(w io.Writer, v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	if len(data) > MaxFrameBytes {
		return fmt.Errorf("worker: message of %d bytes is over the frame limit of %d", len(data), MaxFrameBytes)
	}
	buf := make([]byte, 4+len(data))
	binary.BigEndian.PutUint32(buf, uint32(len(data)))
	copy(buf[4:], data)
	_, err = w.Write(buf)
	return err
}

var errFrameTooLarge = errors.New("worker: frame over the size limit")

// readFrame reads one frame into v. io.EOF means the stream ended
// between frames.
func readFrame(r io.Reader, v any) error {
	var hdr [4]byte
	if _, err := io.ReadFull(r, hdr[:]); err != nil {
		return err
	}
	n := binary.BigEndian.Uint32(hdr[:])
	if n > MaxFrameBytes {
		return fmt.Errorf("%w: %d bytes", errFrameTooLarge, n)
	}
	data := make([]byte, n)
	if _, err := io.ReadFull(r, data); err != nil {
		if errors.Is(err, io.EOF) {
			err = io.ErrUnexpectedEOF
		}
		return err
	}
	return json.Unmarshal(data, v)
}
