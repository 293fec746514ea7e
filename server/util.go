package server

import (
	"crypto/rand"
	"encoding/base32"
	"encoding/base64"
	"strings"
)

// randomID is 20 random characters of lower-case base32.
func randomID() string {
	var b [12]byte
	_, _ = rand.Read(b[:]) // never fails (crypto/rand documents it)
	return strings.ToLower(base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b[:]))
}

func base64Std(b []byte) string { return base64.StdEncoding.EncodeToString(b) }

func base64Decode(s string) ([]byte, error) { return base64.StdEncoding.DecodeString(s) }
