package config

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	yaml "go.yaml.in/yaml/v3"
)

// Error is one problem in a configuration file, at a line of it. It prints
// as "FILE:LINE: reason", the form editors and terminals link to.
type Error struct {
	File   string
	Line   int
	Reason string
}

func (e *Error) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Reason)
	}
	return fmt.Sprintf("%s: %s", e.File, e.Reason)
}

// Errors is every problem found in a file, in file order. Load reports them
// all at once so a user fixes the file in one pass.
type Errors []*Error

func (es Errors) Error() string {
	var b strings.Builder
	for i, e := range es {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(e.Error())
	}
	return b.String()
}

// Unwrap lets errors.As find each *Error.
func (es Errors) Unwrap() []error {
	out := make([]error, len(es))
	for i, e := range es {
		out[i] = e
	}
	return out
}

// parser walks a YAML document collecting errors with their positions.
type parser struct {
	file string
	errs Errors
}

func (p *parser) errorf(n *yaml.Node, format string, args ...any) {
	line := 0
	if n != nil {
		line = n.Line
	}
	p.errs = append(p.errs, &Error{File: p.file, Line: line, Reason: fmt.Sprintf(format, args...)})
}

// kindName says what a node is, for "want X, got Y" messages.
func kindName(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		if n.Tag == "!!null" {
			return "nothing"
		}
		return fmt.Sprintf("%q", n.Value)
	case yaml.AliasNode:
		return "an alias"
	}
	return "a document"
}

// field is one key of a mapping with the node of its value.
type field struct {
	key   string
	keyN  *yaml.Node
	value *yaml.Node
}

// mapping checks that n is a mapping whose keys are all in allowed and
// appear once, and returns its fields by key. what names the mapping in
// messages ("workspace", "mount").
func (p *parser) mapping(n *yaml.Node, what string, allowed ...string) map[string]field {
	out := map[string]field{}
	if n == nil {
		return out
	}
	if n.Kind != yaml.MappingNode {
		p.errorf(n, "%s: want a mapping, got %s", what, kindName(n))
		return out
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if k.Kind != yaml.ScalarNode {
			p.errorf(k, "%s: keys must be names", what)
			continue
		}
		if !contains(allowed, k.Value) {
			p.errorf(k, "%s: unknown key %q (known: %s)", what, k.Value, strings.Join(allowed, ", "))
			continue
		}
		if prev, dup := out[k.Value]; dup {
			p.errorf(k, "%s: key %q repeated (first on line %d)", what, k.Value, prev.keyN.Line)
			continue
		}
		out[k.Value] = field{key: k.Value, keyN: k, value: v}
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// scalar returns the node's text if it is a scalar (not null).
func (p *parser) scalar(f field, what string) (string, bool) {
	n := f.value
	if n.Kind != yaml.ScalarNode || n.Tag == "!!null" {
		p.errorf(n, "%s: want a value, got %s", what, kindName(n))
		return "", false
	}
	return n.Value, true
}

func (p *parser) str(fs map[string]field, key, what string) string {
	f, ok := fs[key]
	if !ok {
		return ""
	}
	s, _ := p.scalar(f, what+"."+key)
	return s
}

func (p *parser) boolean(fs map[string]field, key, what string) bool {
	f, ok := fs[key]
	if !ok {
		return false
	}
	s, ok := p.scalar(f, what+"."+key)
	if !ok {
		return false
	}
	switch s {
	case "true":
		return true
	case "false":
		return false
	}
	p.errorf(f.value, "%s.%s: want true or false, got %q", what, key, s)
	return false
}

func (p *parser) integer(fs map[string]field, key, what string) int {
	f, ok := fs[key]
	if !ok {
		return 0
	}
	s, ok := p.scalar(f, what+"."+key)
	if !ok {
		return 0
	}
	v, err := strconv.ParseInt(strings.ReplaceAll(s, "_", ""), 10, 64)
	if err != nil || v < 0 || v > math.MaxInt32 {
		p.errorf(f.value, "%s.%s: want a whole number from 0 to %d, got %q", what, key, math.MaxInt32, s)
		return 0
	}
	return int(v)
}

func (p *parser) duration(fs map[string]field, key, what string) time.Duration {
	f, ok := fs[key]
	if !ok {
		return 0
	}
	s, ok := p.scalar(f, what+"."+key)
	if !ok {
		return 0
	}
	d, err := time.ParseDuration(s)
	if err != nil || d <= 0 {
		p.errorf(f.value, "%s.%s: want a positive duration such as 30s or 2m, got %q", what, key, s)
		return 0
	}
	return d
}

func (p *parser) size(fs map[string]field, key, what string) int64 {
	f, ok := fs[key]
	if !ok {
		return 0
	}
	s, ok := p.scalar(f, what+"."+key)
	if !ok {
		return 0
	}
	n, err := ParseSize(s)
	if err != nil {
		p.errorf(f.value, "%s.%s: %v", what, key, err)
		return 0
	}
	return n
}

// list returns the items of a sequence.
func (p *parser) list(fs map[string]field, key, what string) []*yaml.Node {
	f, ok := fs[key]
	if !ok {
		return nil
	}
	if f.value.Kind != yaml.SequenceNode {
		p.errorf(f.value, "%s.%s: want a list, got %s", what, key, kindName(f.value))
		return nil
	}
	return f.value.Content
}

func (p *parser) strings(fs map[string]field, key, what string) []string {
	var out []string
	for _, n := range p.list(fs, key, what) {
		if n.Kind != yaml.ScalarNode || n.Tag == "!!null" || n.Value == "" {
			p.errorf(n, "%s.%s: want a name, got %s", what, key, kindName(n))
			continue
		}
		out = append(out, n.Value)
	}
	return out
}

func (p *parser) stringMap(fs map[string]field, key, what string) map[string]string {
	f, ok := fs[key]
	if !ok {
		return nil
	}
	n := f.value
	if n.Kind != yaml.MappingNode {
		p.errorf(n, "%s.%s: want a mapping, got %s", what, key, kindName(n))
		return nil
	}
	out := map[string]string{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if _, dup := out[k.Value]; dup {
			p.errorf(k, "%s.%s: %q repeated", what, key, k.Value)
			continue
		}
		if v.Kind != yaml.ScalarNode || v.Tag == "!!null" {
			p.errorf(v, "%s.%s.%s: want a value, got %s", what, key, k.Value, kindName(v))
			continue
		}
		out[k.Value] = v.Value
	}
	return out
}

// ParseSize reads a byte size: a whole number with an optional unit, B,
// kB/KB (1000), KiB (1024), MB, MiB, GB, GiB, TB, TiB ("64MiB", "1.5GB" is
// refused: sizes are whole numbers of their unit).
func ParseSize(s string) (int64, error) {
	t := strings.TrimSpace(s)
	i := 0
	for i < len(t) && (t[i] >= '0' && t[i] <= '9' || t[i] == '_') {
		i++
	}
	num, unit := strings.ReplaceAll(t[:i], "_", ""), strings.TrimSpace(t[i:])
	if num == "" {
		return 0, fmt.Errorf("want a size such as 64MiB or 1000000, got %q", s)
	}
	mult := int64(1)
	switch strings.ToLower(unit) {
	case "", "b":
	case "k", "kb":
		mult = 1000
	case "kib":
		mult = 1 << 10
	case "m", "mb":
		mult = 1000 * 1000
	case "mib":
		mult = 1 << 20
	case "g", "gb":
		mult = 1000 * 1000 * 1000
	case "gib":
		mult = 1 << 30
	case "t", "tb":
		mult = 1000 * 1000 * 1000 * 1000
	case "tib":
		mult = 1 << 40
	default:
		return 0, fmt.Errorf("unknown size unit %q in %q (use B, kB, KiB, MB, MiB, GB, GiB, TB or TiB)", unit, s)
	}
	v, err := strconv.ParseInt(num, 10, 64)
	if err != nil || v > math.MaxInt64/mult {
		return 0, fmt.Errorf("size %q is too large", s)
	}
	return v * mult, nil
}

var errEmpty = errors.New("the file is empty")
