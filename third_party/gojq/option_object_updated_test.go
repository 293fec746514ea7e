package gojq_test

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/itchyny/gojq"
)

// computerwelt: WithObjectUpdated is told of every object an update
// makes or changes, with the key set and whether it is new.
func TestWithObjectUpdated(t *testing.T) {
	for _, tc := range []struct {
		query string
		want  []string
	}{
		{`{} | .a.b = 1`, []string{"b new from null", "a new from {}"}},
		{`{"x": 1} | .x = 2`, []string{"x set from {x}"}},
		{`{"x": 1} | setpath(["y"]; 2)`, []string{"y new from {x}"}},
		{`{"x": 1, "y": 2} | del(.x)`, []string{"x set from {x y}"}},
		{`{"x": 1, "y": 2} | delpaths([["y"]])`, []string{"y set from {x y}"}},
		{`{"x": 1} | .x += 1`, []string{"x set from {x}"}},
		// The second key is set in the object the first update made.
		{`{} | (.p, .q) = 1`, []string{"p new from {}", "q new in place"}},
		{`{"x": 1} | map_values(. + 1)`, []string{"x set from {x}"}},
		{`{"x": 1} | .z = 1 | .x`, []string{"z new from {x}"}},
		{`[{}] | .[0].k = 1`, []string{"k new from {}"}},
	} {
		t.Run(tc.query, func(t *testing.T) {
			var got []string
			q, err := gojq.Parse(tc.query)
			if err != nil {
				t.Fatal(err)
			}
			code, err := gojq.Compile(q, gojq.WithObjectUpdated(func(w, v map[string]any, k string, added bool) {
				how := "set"
				if added {
					how = "new"
				}
				from := "from null"
				if v != nil {
					keys := make([]string, 0, len(v))
					for k := range v {
						keys = append(keys, k)
					}
					slices.Sort(keys)
					from = fmt.Sprint("from ", keys)
					from = "from {" + from[6:len(from)-1] + "}"
					if reflect.ValueOf(w).UnsafePointer() == reflect.ValueOf(v).UnsafePointer() {
						from = "in place"
					}
				}
				got = append(got, k+" "+how+" "+from)
			}))
			if err != nil {
				t.Fatal(err)
			}
			iter := code.Run(nil)
			for {
				v, ok := iter.Next()
				if !ok {
					break
				}
				if err, ok := v.(error); ok {
					t.Fatal(err)
				}
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
