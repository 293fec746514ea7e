package gojq_test

import (
	"reflect"
	"slices"
	"testing"

	"github.com/itchyny/gojq"
)

// computerwelt: WithObjectKeyOrder decides the order of .[] over objects,
// paths included; without it keys are visited sorted.
func TestWithObjectKeyOrder(t *testing.T) {
	reverse := func(m map[string]any) []string {
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		slices.Reverse(keys)
		return keys
	}
	input := map[string]any{"a": 1, "b": 2, "c": map[string]any{"x": 3, "y": 4}}
	for _, tc := range []struct {
		query string
		opts  []gojq.CompilerOption
		want  []any
	}{
		{".[] | numbers", nil, []any{1, 2}},
		{".[] | numbers", []gojq.CompilerOption{gojq.WithObjectKeyOrder(reverse)}, []any{2, 1}},
		{"[paths]", []gojq.CompilerOption{gojq.WithObjectKeyOrder(reverse)},
			[]any{[]any{[]any{"c"}, []any{"c", "y"}, []any{"c", "x"}, []any{"b"}, []any{"a"}}}},
		{".[] |= 0 | [.[]]", []gojq.CompilerOption{gojq.WithObjectKeyOrder(reverse)}, []any{[]any{0, 0, 0}}},
	} {
		q, err := gojq.Parse(tc.query)
		if err != nil {
			t.Fatal(err)
		}
		code, err := gojq.Compile(q, tc.opts...)
		if err != nil {
			t.Fatal(err)
		}
		var got []any
		iter := code.Run(input)
		for {
			v, ok := iter.Next()
			if !ok {
				break
			}
			if err, ok := v.(error); ok {
				t.Fatalf("%s: %v", tc.query, err)
			}
			got = append(got, v)
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s (%d options): got %v, want %v", tc.query, len(tc.opts), got, tc.want)
		}
	}
}
