package yqlib

// computerwelt: this file is not upstream. yq's operators and evaluators
// read files (the inputs, load, load_str) and the environment (env,
// strenv, envsubst) through a Host given to the evaluator, so that a
// program embedding yqlib decides what they see. Without one they see
// nothing: no file opens and the environment is empty.

import (
	"errors"
	"fmt"
	"io"
	"time"
)

// Host is the world of one evaluation.
type Host interface {
	// Open opens a file to read; "-" is the standard input.
	Open(name string) (io.ReadCloser, error)
	// LookupEnv returns the value of an environment variable.
	LookupEnv(name string) (string, bool)
	// Environ returns the environment as NAME=value strings.
	Environ() []string
	// Now is the clock of now, shuffle's seed.
	Now() time.Time
	// LoadLocation returns the time zone of tz and from_unix: an IANA name,
	// or "Local" for the evaluation's local zone.
	LoadLocation(name string) (*time.Location, error)
	// Err is asked before each operation of an expression: a non-nil
	// error (a cancelled or timed-out run) ends the evaluation with it.
	Err() error
}

// SystemHost is a Host that can run the system operator's commands.
type SystemHost interface {
	Host
	// System runs command with args, stdin as its input and stderr for
	// its errors, and returns its output.
	System(command string, args []string, stdin io.Reader, stderr io.Writer) ([]byte, error)
}

// MaxDepth bounds the nesting of operations while an expression is
// evaluated (eval of a string that evals itself, deeply nested input to
// recursive operators), so that it ends with an error instead of
// exhausting the stack.
const MaxDepth = 2000

// MaxPrintDepth bounds the nesting of a document that is printed, and of
// XML input.
const MaxPrintDepth = 512

// nodeDepthExceeds reports whether n is nested deeper than max levels.
// With followAliases (for encoders that print what an alias names) it
// follows aliases, so that an alias inside the node it names (a: &a [*a])
// counts as too deep; *visits bounds the nodes seen.
func nodeDepthExceeds(n *CandidateNode, max int, followAliases bool, visits *int) bool {
	if *visits--; max < 0 || *visits < 0 {
		return true
	}
	if followAliases && n.Kind == AliasNode && n.Alias != nil {
		return nodeDepthExceeds(n.Alias, max-1, followAliases, visits)
	}
	for _, c := range n.Content {
		if nodeDepthExceeds(c, max-1, followAliases, visits) {
			return true
		}
	}
	return false
}

// errNoHost is what file operations report when the evaluator was made
// without a Host.
var errNoHost = errors.New("file operations have been disabled")

// noHost is the Host of evaluators made without one.
type noHost struct{}

func (noHost) Open(name string) (io.ReadCloser, error) {
	return nil, fmt.Errorf("open %s: %w", name, errNoHost)
}
func (noHost) LookupEnv(string) (string, bool) { return "", false }
func (noHost) Environ() []string               { return nil }
func (noHost) Err() error                      { return nil }
func (noHost) Now() time.Time                  { return Now() }

// LoadLocation knows UTC only: time.LoadLocation reads the host's zone
// files.
func (noHost) LoadLocation(name string) (*time.Location, error) {
	switch name {
	case "", "UTC", "Local":
		return time.UTC, nil
	}
	return nil, fmt.Errorf("unknown time zone %s", name)
}

// defaultHost serves evaluators made without a Host. Upstream's tests,
// which read the process's files and environment, set it in host_test.go.
var defaultHost Host = noHost{}

// NewDataTreeNavigatorWithHost returns a navigator whose operators see h.
func NewDataTreeNavigatorWithHost(h Host) DataTreeNavigator {
	return &dataTreeNavigator{host: h}
}

// NewStreamEvaluatorWithHost is NewStreamEvaluator reading through h.
func NewStreamEvaluatorWithHost(h Host) StreamEvaluator {
	return &streamEvaluator{treeNavigator: NewDataTreeNavigatorWithHost(h), host: h}
}

// NewAllAtOnceEvaluatorWithHost is NewAllAtOnceEvaluator reading through h.
func NewAllAtOnceEvaluatorWithHost(h Host) Evaluator {
	InitExpressionParser()
	return &allAtOnceEvaluator{treeNavigator: NewDataTreeNavigatorWithHost(h), host: h}
}

// hostOrDefault returns h, or defaultHost when h is nil.
func hostOrDefault(h Host) Host {
	if h == nil {
		return defaultHost
	}
	return h
}
