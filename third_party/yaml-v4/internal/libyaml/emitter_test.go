// Copyright 2025 The go-yaml Project Contributors
// SPDX-License-Identifier: Apache-2.0

// Tests for the emitter stage.
// Verifies YAML output generation from events.

package libyaml

import (
	"bytes"
	"strings"
	"testing"

	"go.yaml.in/yaml/v4/internal/testutil/assert"
)

func TestEmitter(t *testing.T) {
	RunTestCases(t, "emitter.yaml", map[string]TestHandler{
		"emit":          RunEmitTest,
		"emit-config":   RunEmitTest,
		"roundtrip":     RunRoundTripTest,
		"emit-writer":   runEmitWriterTest,
		"api-new":       runAPINewTest,
		"api-method":    runAPIMethodTest,
		"api-panic":     runAPIPanicTest,
		"api-delete":    runAPIDeleteTest,
		"api-new-event": runAPINewEventTest,
	})
}

func TestEmitFoldedScalarNoExtraNewline(t *testing.T) {
	cases := []struct {
		name  string
		value string
		want  string
	}{
		{
			name:  "heading then more-indented block",
			value: "Heading:\n\n  * first item\n  * second item\n",
			want:  ">\n  Heading:\n\n    * first item\n    * second item\n",
		},
		{
			name:  "single newline between plain lines",
			value: "one\ntwo\n",
			want:  ">\n  one\n\n  two\n",
		},
		{
			name:  "trailing more-indented block",
			value: "intro\n\n  indented tail\n",
			want:  ">\n  intro\n\n    indented tail\n",
		},
	}

	for _, tc := range cases {
		tc := tc
		t.Run(tc.name, func(t *testing.T) {
			events := []Event{
				NewStreamStartEvent(UTF8_ENCODING),
				NewDocumentStartEvent(nil, nil, true),
				NewScalarEvent(nil, nil, []byte(tc.value), true, true, FOLDED_SCALAR_STYLE),
				NewDocumentEndEvent(true),
				NewStreamEndEvent(),
			}

			emitter := NewEmitter()
			emitter.SetIndent(2)
			var output []byte
			emitter.SetOutputString(&output)
			for i := range events {
				err := emitter.Emit(&events[i])
				assert.NoErrorf(t, err, "Emit() error: %v", err)
			}
			assert.Equal(t, tc.want, string(output))
		})
	}
}

// TestEmitAlias verifies that emitting an alias only needs the anchor
// data that analyzeEvent extracted from the event: the alias event
// itself carries nothing else the emitter has to consult.
func TestEmitAlias(t *testing.T) {
	emitter := NewEmitter()
	var output []byte
	emitter.SetOutputString(&output)

	event := NewAliasEvent([]byte("anchor"))
	err := emitter.analyzeEvent(&event)
	assert.NoErrorf(t, err, "analyzeEvent() error: %v", err)

	// The state machine reaches emitAlias right after a token separator
	// (an indent or a mapping value indicator), with one state to pop.
	emitter.whitespace = true
	emitter.states = append(emitter.states, EMIT_DOCUMENT_CONTENT_STATE)

	err = emitter.emitAlias()
	assert.NoErrorf(t, err, "emitAlias() error: %v", err)
	err = emitter.flush()
	assert.NoErrorf(t, err, "flush() error: %v", err)

	assert.Equal(t, "*anchor", string(output))
	assert.Equal(t, EMIT_DOCUMENT_CONTENT_STATE, emitter.state)
	assert.Equal(t, 0, len(emitter.states))
}

func runEmitWriterTest(t *testing.T, tc TestCase) {
	t.Helper()

	var events []Event
	for _, eventSpec := range tc.Events {
		events = append(events, CreateEventFromSpec(t, eventSpec))
	}

	emitter := NewEmitter()
	var buf bytes.Buffer
	emitter.SetOutputWriter(&buf)

	for i := range events {
		err := emitter.Emit(&events[i])
		assert.NoErrorf(t, err, "Emit() error: %v", err)
	}

	result := buf.String()
	for _, expected := range tc.WantContains {
		assert.Truef(t, strings.Contains(result, expected),
			"output should contain %q, got %q", expected, result)
	}
}
