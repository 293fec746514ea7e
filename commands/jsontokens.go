package commands

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// jsonTokens reads JSON values token by token from a decoder with
// UseNumber, as Decode into an any would, so that the order of each
// object's keys can be seen: jq and yq print objects in their input order.
type jsonTokens struct {
	dec      *json.Decoder
	maxDepth int                                   // 0: none beyond the decoder's own
	number   func(json.Number) any                 // nil: numbers stay json.Number
	key      func(k string)                        // each key, after its value
	object   func(m map[string]any, keys []string) // each object, keys in order
}

// value reads one value. The first token's io.EOF is returned as it is
// (no more values); a value cut short is io.ErrUnexpectedEOF.
func (t *jsonTokens) value(depth int) (any, error) {
	if t.maxDepth > 0 && depth > t.maxDepth {
		return nil, errors.New("document nested too deeply")
	}
	tok, err := t.dec.Token()
	if err != nil {
		return nil, err
	}
	switch x := tok.(type) {
	case json.Delim:
		switch x {
		case '[':
			arr := []any{}
			for t.dec.More() {
				v, err := t.value(depth + 1)
				if err != nil {
					return nil, unexpectedEOF(err)
				}
				arr = append(arr, v)
			}
			_, err := t.dec.Token()
			return arr, unexpectedEOF(err)
		case '{':
			m := map[string]any{}
			var keys []string
			for t.dec.More() {
				kt, err := t.dec.Token()
				if err != nil {
					return nil, unexpectedEOF(err)
				}
				k, _ := kt.(string)
				v, err := t.value(depth + 1)
				if err != nil {
					return nil, unexpectedEOF(err)
				}
				if t.key != nil {
					t.key(k)
				}
				if _, dup := m[k]; !dup {
					keys = append(keys, k)
				}
				m[k] = v
			}
			if _, err := t.dec.Token(); err != nil {
				return nil, unexpectedEOF(err)
			}
			if t.object != nil {
				t.object(m, keys)
			}
			return m, nil
		}
		return nil, fmt.Errorf("unexpected %v", x)
	case json.Number:
		if t.number != nil {
			return t.number(x), nil
		}
	}
	return tok, nil
}

func unexpectedEOF(err error) error {
	if err == io.EOF {
		return io.ErrUnexpectedEOF
	}
	return err
}
