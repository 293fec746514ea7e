//go:build yq_nosh

package yqlib

func NewShEncoder() Encoder {
	return nil
}
