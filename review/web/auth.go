package web

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"net/http"
	"strings"
)

// AuthFunc decides who a request comes from: it returns the principal
// (recorded as the approver) and whether the request may use the page.
// The page hands it requests whose token is in an "Authorization: Bearer"
// header; a token given in the login form travels in a cookie and is put
// into that header before AuthFunc sees it, so one check serves both. An
// empty principal is recorded as "admin".
type AuthFunc func(r *http.Request) (principal string, ok bool)

// Token is an AuthFunc accepting one bearer token, as principal name.
func Token(name, token string) AuthFunc {
	want := sha256.Sum256([]byte(token))
	return func(r *http.Request) (string, bool) {
		got, ok := bearer(r)
		if !ok {
			return "", false
		}
		sum := sha256.Sum256([]byte(got))
		if subtle.ConstantTimeCompare(sum[:], want[:]) != 1 {
			return "", false
		}
		return name, true
	}
}

// TokenHashes is an AuthFunc accepting the tokens whose sha256 (hex) is a
// key of hashes, as the principal that key maps to: the form tokens take
// in a configuration file, which need not hold the tokens themselves.
func TokenHashes(hashes map[string]string) AuthFunc {
	norm := make(map[string]string, len(hashes))
	for h, name := range hashes {
		norm[strings.ToLower(h)] = name
	}
	return func(r *http.Request) (string, bool) {
		got, ok := bearer(r)
		if !ok {
			return "", false
		}
		sum := sha256.Sum256([]byte(got))
		name, ok := norm[hex.EncodeToString(sum[:])]
		return name, ok
	}
}

// bearer returns the token of an "Authorization: Bearer" header.
func bearer(r *http.Request) (string, bool) {
	h := r.Header.Get("Authorization")
	scheme, tok, ok := strings.Cut(h, " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return "", false
	}
	tok = strings.TrimSpace(tok)
	return tok, tok != ""
}

// Cookie names. The token cookie holds the token given in the login form
// (HttpOnly, SameSite=Strict, limited to the page's path); the nonce
// cookie is the random half of the CSRF token.
const (
	tokenCookie = "cw_review_token"
	nonceCookie = "cw_review_nonce"
)

// presented reports whether r carries a token at all (valid or not).
func presented(r *http.Request) bool {
	if r.Header.Get("Authorization") != "" {
		return true
	}
	c, err := r.Cookie(tokenCookie)
	return err == nil && c.Value != ""
}

// who authenticates r: from its Authorization header, or else from the
// token cookie. viaCookie tells which, because only a cookie is sent by a
// browser on its own and so needs the CSRF check.
func (h *handler) who(r *http.Request) (principal string, viaCookie, ok bool) {
	if r.Header.Get("Authorization") == "" {
		c, err := r.Cookie(tokenCookie)
		if err != nil || c.Value == "" {
			return "", false, false
		}
		r = r.Clone(r.Context())
		r.Header.Set("Authorization", "Bearer "+c.Value)
		viaCookie = true
	}
	principal, ok = h.auth(r)
	if ok && principal == "" {
		principal = "admin"
	}
	return principal, viaCookie, ok
}

// csrfToken is the token a form carries: an HMAC, under the handler's
// key, of the principal and the nonce cookie. A page on another site can
// neither read it nor compute it, even if it could plant a nonce cookie.
func (h *handler) csrfToken(principal, nonce string) string {
	m := hmac.New(sha256.New, h.key)
	m.Write([]byte(principal))
	m.Write([]byte{0})
	m.Write([]byte(nonce))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

// nonce returns the request's nonce cookie, setting a new one on w when
// there is none.
func (h *handler) nonce(w http.ResponseWriter, r *http.Request) string {
	if c, err := r.Cookie(nonceCookie); err == nil && len(c.Value) >= 16 {
		return c.Value
	}
	b := make([]byte, 18)
	rand.Read(b)
	v := base64.RawURLEncoding.EncodeToString(b)
	http.SetCookie(w, h.cookie(r, nonceCookie, v))
	return v
}

// checkCSRF reports whether a POST's form token matches its nonce cookie
// and principal.
func (h *handler) checkCSRF(r *http.Request, principal string) bool {
	c, err := r.Cookie(nonceCookie)
	if err != nil || c.Value == "" {
		return false
	}
	got := r.PostFormValue("csrf")
	want := h.csrfToken(principal, c.Value)
	return subtle.ConstantTimeCompare([]byte(got), []byte(want)) == 1
}

func (h *handler) cookie(r *http.Request, name, value string) *http.Cookie {
	return &http.Cookie{
		Name:     name,
		Value:    value,
		Path:     h.prefix + "/",
		HttpOnly: true,
		Secure:   h.secure || r.TLS != nil,
		SameSite: http.SameSiteStrictMode,
	}
}
