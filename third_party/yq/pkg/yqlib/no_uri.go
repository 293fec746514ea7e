//go:build yq_nouri

package yqlib

func NewUriDecoder() Decoder {
	return nil
}

func NewUriEncoder() Encoder {
	return nil
}
