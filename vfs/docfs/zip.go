package docfs

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
)

// archive is an office document's zip container, with a budget of
// decompressed bytes shared by all its members (against zip bombs).
type archive struct {
	ctx    context.Context
	zr     *zip.Reader
	budget int64
}

func openArchive(ctx context.Context, data []byte, l Limits) (*archive, error) {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, fmt.Errorf("not a valid zip archive: %w", err)
	}
	return &archive{ctx: ctx, zr: zr, budget: l.MaxDecompressedBytes}, nil
}

var errNoMember = errors.New("missing archive member")

// file finds a member by name (case-insensitively, as Office does).
func (a *archive) file(name string) *zip.File {
	name = strings.TrimPrefix(name, "/")
	for _, f := range a.zr.File {
		if strings.EqualFold(f.Name, name) {
			return f
		}
	}
	return nil
}

// read returns a member's content, charged to the budget.
func (a *archive) read(name string) ([]byte, error) {
	f := a.file(name)
	if f == nil {
		return nil, fmt.Errorf("%w %s", errNoMember, name)
	}
	rc, err := f.Open()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	defer rc.Close()
	b, err := io.ReadAll(io.LimitReader(rc, a.budget+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if int64(len(b)) > a.budget {
		return nil, fmt.Errorf("decompressed content is larger than the limit")
	}
	a.budget -= int64(len(b))
	return b, a.ctx.Err()
}

// decoder returns an XML decoder over a member. Tokens are read with
// next, which checks the context every so often.
func (a *archive) decoder(name string) (*xmlReader, error) {
	b, err := a.read(name)
	if err != nil {
		return nil, err
	}
	d := xml.NewDecoder(bytes.NewReader(b))
	d.Strict = false
	return &xmlReader{ctx: a.ctx, d: d, name: name}, nil
}

type xmlReader struct {
	ctx  context.Context
	d    *xml.Decoder
	name string
	n    int
}

// next returns the next token, io.EOF at the end.
func (x *xmlReader) next() (xml.Token, error) {
	if x.n++; x.n%4096 == 0 {
		if err := x.ctx.Err(); err != nil {
			return nil, err
		}
	}
	t, err := x.d.Token()
	if err != nil && err != io.EOF {
		return nil, fmt.Errorf("%s: %w", x.name, err)
	}
	return t, err
}

// attr returns the value of the attribute with the local name.
func attr(se xml.StartElement, local string) string {
	for _, a := range se.Attr {
		if a.Name.Local == local {
			return a.Value
		}
	}
	return ""
}

// relID returns an element's r:id, the attribute "id" in a namespace
// (an element may have its own plain id too).
func relID(se xml.StartElement) string {
	for _, a := range se.Attr {
		if a.Name.Local == "id" && a.Name.Space != "" {
			return a.Value
		}
	}
	return ""
}

// relTargets reads a .rels part: relationship id → target path, resolved
// against dir (external targets, such as links, as they are).
func (a *archive) relTargets(relsName, dir string) (map[string]string, error) {
	x, err := a.decoder(relsName)
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for {
		t, err := x.next()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		if se, ok := t.(xml.StartElement); ok && se.Name.Local == "Relationship" {
			target := attr(se, "Target")
			if attr(se, "TargetMode") == "External" {
				out[attr(se, "Id")] = target
				continue
			}
			if !strings.HasPrefix(target, "/") {
				target = dir + "/" + target
			}
			out[attr(se, "Id")] = cleanZipPath(target)
		}
	}
}

// cleanZipPath resolves "." and ".." in a member path.
func cleanZipPath(p string) string {
	var out []string
	for _, c := range strings.Split(strings.TrimPrefix(p, "/"), "/") {
		switch c {
		case "", ".":
		case "..":
			if len(out) > 0 {
				out = out[:len(out)-1]
			}
		default:
			out = append(out, c)
		}
	}
	return strings.Join(out, "/")
}

// textBuilder collects lines of text, never more than a limit.
type textBuilder struct {
	b   strings.Builder
	max int64
}

var errTooMuchText = errors.New("text is larger than the limit")

func (t *textBuilder) line(s string) error {
	if int64(t.b.Len()+len(s)+1) > t.max {
		return errTooMuchText
	}
	t.b.WriteString(s)
	t.b.WriteByte('\n')
	return nil
}
