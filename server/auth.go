package server

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/auth"
)

// Roles a token may have.
const (
	RoleAgent = "agent" // exec in its own conversations
	RoleAdmin = "admin" // also review proposals, metrics, any listing
)

// Token is a bearer token as the configuration keeps it: its name (the
// principal that owns the conversations it creates), its role, and the
// sha256 of the token in hex (never the token itself).
type Token struct {
	Name   string
	Role   string
	SHA256 string
}

// Principal is who a request comes from.
type Principal struct {
	Name string
	Role string
}

// Admin reports whether p may review.
func (p Principal) Admin() bool { return p.Role == RoleAdmin }

// HashToken returns the sha256 hex of a token, as Token.SHA256 keeps it.
func HashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

type tokenEntry struct {
	hash []byte // raw sha256
	p    Principal
}

// authenticator checks bearer tokens against the configured hashes.
type authenticator struct {
	tokens []tokenEntry
}

func newAuthenticator(tokens []Token) (*authenticator, error) {
	a := &authenticator{}
	names := map[string]bool{}
	for _, t := range tokens {
		if t.Name == "" {
			return nil, fmt.Errorf("server: token without a name")
		}
		if names[t.Name] {
			return nil, fmt.Errorf("server: token name %q used twice", t.Name)
		}
		names[t.Name] = true
		if t.Role != RoleAgent && t.Role != RoleAdmin {
			return nil, fmt.Errorf("server: token %q: role %q is neither %q nor %q", t.Name, t.Role, RoleAgent, RoleAdmin)
		}
		h, err := hex.DecodeString(strings.TrimSpace(t.SHA256))
		if err != nil || len(h) != sha256.Size {
			return nil, fmt.Errorf("server: token %q: sha256 is not 64 hex digits", t.Name)
		}
		a.tokens = append(a.tokens, tokenEntry{hash: h, p: Principal{Name: t.Name, Role: t.Role}})
	}
	return a, nil
}

// check returns the principal of a token. Every configured hash is
// compared, in constant time, so neither timing nor position leaks which
// (if any) matched.
func (a *authenticator) check(token string) (Principal, bool) {
	sum := sha256.Sum256([]byte(token))
	var found Principal
	ok := 0
	for _, e := range a.tokens {
		if subtle.ConstantTimeCompare(sum[:], e.hash) == 1 {
			found = e.p
			ok = 1
		}
	}
	return found, ok == 1
}

// bearer extracts the token of an Authorization: Bearer header.
func bearer(r *http.Request) (string, bool) {
	f := strings.Fields(r.Header.Get("Authorization"))
	if len(f) != 2 || !strings.EqualFold(f[0], "bearer") {
		return "", false
	}
	return f[1], true
}

type principalKey struct{}

func withPrincipal(ctx context.Context, p Principal) context.Context {
	return context.WithValue(ctx, principalKey{}, p)
}

// PrincipalFrom returns the principal a request was authenticated as.
func PrincipalFrom(ctx context.Context) (Principal, bool) {
	p, ok := ctx.Value(principalKey{}).(Principal)
	if !ok {
		if ti := auth.TokenInfoFromContext(ctx); ti != nil {
			return principalFromTokenInfo(ti), true
		}
	}
	return p, ok
}

// require answers 401 without a valid token and 403 when admin is needed
// and the token is not an admin's; else it serves next with the principal
// in the context.
func (s *Server) require(admin bool, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		tok, ok := bearer(r)
		if !ok {
			s.metrics.authFailures.WithLabelValues("missing").Inc()
			w.Header().Set("WWW-Authenticate", `Bearer realm="computerwelt"`)
			writeError(w, http.StatusUnauthorized, codeUnauthorized, "a bearer token is required (Authorization: Bearer TOKEN)")
			return
		}
		p, ok := s.auth.check(tok)
		if !ok {
			s.metrics.authFailures.WithLabelValues("invalid").Inc()
			w.Header().Set("WWW-Authenticate", `Bearer realm="computerwelt", error="invalid_token"`)
			writeError(w, http.StatusUnauthorized, codeUnauthorized, "the bearer token is not valid")
			return
		}
		if admin && !p.Admin() {
			s.metrics.authFailures.WithLabelValues("role").Inc()
			writeError(w, http.StatusForbidden, codeForbidden, "this needs an admin token")
			return
		}
		next.ServeHTTP(w, r.WithContext(withPrincipal(r.Context(), p)))
	})
}

// adminAuth is the review page's web.AuthFunc: admin tokens only.
func (s *Server) adminAuth(r *http.Request) (string, bool) {
	tok, ok := bearer(r)
	if !ok {
		return "", false
	}
	p, ok := s.auth.check(tok)
	if !ok || !p.Admin() {
		s.metrics.authFailures.WithLabelValues("review").Inc()
		return "", false
	}
	return p.Name, true
}

// mcpAuth is the SDK's bearer middleware over the same tokens: it puts a
// TokenInfo in the context, which the SDK uses to bind each MCP session to
// the token that opened it.
func (s *Server) mcpAuth(next http.Handler) http.Handler {
	verify := func(ctx context.Context, token string, r *http.Request) (*auth.TokenInfo, error) {
		p, ok := s.auth.check(token)
		if !ok {
			s.metrics.authFailures.WithLabelValues("invalid").Inc()
			return nil, fmt.Errorf("%w: the bearer token is not valid", auth.ErrInvalidToken)
		}
		return &auth.TokenInfo{
			UserID:     p.Name,
			Scopes:     []string{p.Role},
			Expiration: time.Now().Add(24 * time.Hour),
		}, nil
	}
	h := auth.RequireBearerToken(verify, nil)(next)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, ok := bearer(r); !ok {
			s.metrics.authFailures.WithLabelValues("missing").Inc()
			w.Header().Set("WWW-Authenticate", `Bearer realm="computerwelt"`)
			writeError(w, http.StatusUnauthorized, codeUnauthorized, "a bearer token is required (Authorization: Bearer TOKEN)")
			return
		}
		h.ServeHTTP(w, r)
	})
}

func principalFromTokenInfo(ti *auth.TokenInfo) Principal {
	p := Principal{Name: ti.UserID, Role: RoleAgent}
	for _, s := range ti.Scopes {
		if s == RoleAdmin {
			p.Role = RoleAdmin
		}
	}
	return p
}

// NewToken returns a new random token (32 bytes of crypto/rand, base64url).
func NewToken() string {
	var b [32]byte
	_, _ = rand.Read(b[:]) // never fails (crypto/rand documents it)
	return "cw_" + base64.RawURLEncoding.EncodeToString(b[:])
}
