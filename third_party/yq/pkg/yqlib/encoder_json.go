//go:build !yq_nojson

package yqlib

import (
	"bytes"
	"io"
	"strings"

	"encoding/json" // computerwelt: not github.com/goccy/go-json (PATCHES.md)
)

type jsonEncoder struct {
	prefs        JsonPreferences
	indentString string
}

func NewJSONEncoder(prefs JsonPreferences) Encoder {
	// computerwelt: built at once (a loop of concatenations was
	// quadratic in -I).
	var indentString = strings.Repeat(" ", max(prefs.Indent, 0))

	return &jsonEncoder{prefs, indentString}
}

func (je *jsonEncoder) CanHandleAliases() bool {
	return false
}

func (je *jsonEncoder) PrintDocumentSeparator(_ io.Writer) error {
	return nil
}

func (je *jsonEncoder) PrintLeadingContent(_ io.Writer, _ string) error {
	return nil
}

func (je *jsonEncoder) Encode(writer io.Writer, node *CandidateNode) error {
	log.Debugf("I need to encode %v", NodeToString(node))
	log.Debugf("kids %v", len(node.Content))

	if node.Kind == ScalarNode && je.prefs.UnwrapScalar {
		return writeString(writer, node.Value+"\n")
	}

	destination := writer
	tempBuffer := bytes.NewBuffer(nil)
	if je.prefs.ColorsEnabled {
		destination = tempBuffer
	}

	var encoder = json.NewEncoder(destination)
	encoder.SetEscapeHTML(false) // do not escape html chars e.g. &, <, >
	encoder.SetIndent("", je.indentString)

	err := encoder.Encode(node)
	if err != nil {
		return err
	}
	if je.prefs.ColorsEnabled {
		return colorizeAndPrint(tempBuffer.Bytes(), writer)
	}
	return nil
}
