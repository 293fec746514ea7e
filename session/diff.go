package session

import (
	"bytes"
	"io"
	"strings"
)

// prefixWriter rewrites the paths in the header lines of an overlay's
// diff so that they name the file in the session's tree: "a/x" of the
// mount at /work becomes "a/work/x". Hunk lines pass through unchanged:
// they always start with ' ', '+', '-', '\' or "@@", so a line starting
// with "diff --git " is always a header, and the lines up to the first
// "@@" are its header.
type prefixWriter struct {
	w        io.Writer
	prefix   string // the mount point, "" for the root
	buf      []byte
	inHeader bool
	err      error
}

func (p *prefixWriter) Write(b []byte) (int, error) {
	if p.err != nil {
		return 0, p.err
	}
	if p.prefix == "" {
		if _, err := p.w.Write(b); err != nil {
			p.err = err
			return 0, err
		}
		return len(b), nil
	}
	p.buf = append(p.buf, b...)
	for {
		i := bytes.IndexByte(p.buf, '\n')
		if i < 0 {
			break
		}
		line := string(p.buf[:i+1])
		p.buf = p.buf[i+1:]
		if _, err := io.WriteString(p.w, p.rewrite(line)); err != nil {
			p.err = err
			return 0, err
		}
	}
	return len(b), nil
}

// flush writes a last line without a newline.
func (p *prefixWriter) flush() error {
	if p.err != nil {
		return p.err
	}
	if len(p.buf) > 0 {
		_, err := io.WriteString(p.w, p.rewrite(string(p.buf)))
		p.buf = nil
		return err
	}
	return nil
}

func (p *prefixWriter) rewrite(line string) string {
	body, nl := strings.CutSuffix(line, "\n")
	end := ""
	if nl {
		end = "\n"
	}
	pre := p.prefix
	switch {
	case strings.HasPrefix(body, "diff --git a/"):
		p.inHeader = true
		rest := body[len("diff --git a/"):]
		n := (len(rest) - len(" b/")) / 2
		if n >= 0 && rest[n:n+3] == " b/" && rest[:n] == rest[n+3:] {
			return "diff --git a" + pre + "/" + rest[:n] + " b" + pre + "/" + rest[:n] + end
		}
	case !p.inHeader:
	case strings.HasPrefix(body, "@@"):
		p.inHeader = false
	case strings.HasPrefix(body, "--- a/"):
		return "--- a" + pre + body[len("--- a"):] + end
	case strings.HasPrefix(body, "+++ b/"):
		return "+++ b" + pre + body[len("+++ b"):] + end
	case strings.HasPrefix(body, "Binary files ") && strings.HasSuffix(body, " differ"):
		p.inHeader = false
		mid := strings.TrimSuffix(strings.TrimPrefix(body, "Binary files "), " differ")
		const null = "/dev/null"
		var a, b string
		switch {
		case strings.HasPrefix(mid, null+" and b/"):
			a, b = null, "b"+pre+mid[len(null+" and b"):]
		case strings.HasPrefix(mid, "a/") && strings.HasSuffix(mid, " and "+null):
			a, b = "a"+pre+strings.TrimSuffix(mid, " and "+null)[1:], null
		case strings.HasPrefix(mid, "a/"):
			n := (len(mid) - len("a/ and b/")) / 2
			if n < 0 {
				return line
			}
			a, b = "a"+pre+"/"+mid[2:2+n], "b"+pre+"/"+mid[2:2+n]
		default:
			return line
		}
		return "Binary files " + a + " and " + b + " differ" + end
	}
	return line
}
