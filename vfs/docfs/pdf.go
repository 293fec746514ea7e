package docfs

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"runtime"

	"github.com/ledongthuc/pdf"
)

// extractPDF renders the text of each page, lines in the order the page
// draws them, pages separated by a form feed as pdftotext does. Pages past
// the limit are left out with a note saying so. The library checks ctx as
// it reads and stops at cycles (a page tree containing itself, an object
// stream inside itself) with an error, and the streams of one file decode
// to at most MaxDecompressedBytes together.
func extractPDF(ctx context.Context, data []byte, l Limits) (text string, err error) {
	defer func() {
		// The library reports malformed input by panicking with an error
		// or a string; a runtime error is a bug, which the FS reports.
		if r := recover(); r != nil {
			switch e := r.(type) {
			case runtime.Error:
				panic(r)
			case error:
				text, err = "", e
			default:
				text, err = "", fmt.Errorf("malformed PDF: %v", e)
			}
		}
	}()
	r, err := pdf.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return "", err
	}
	r.SetGuard(ctx.Err, l.MaxDecompressedBytes)
	out := &textBuilder{max: l.MaxTextBytes}
	i := 0
	errEnough := errors.New("enough pages")
	err = r.WalkPages(func(p pdf.Page) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		if i++; i > l.MaxPages {
			return errEnough
		}
		if i > 1 {
			out.b.WriteByte('\f')
		}
		glyphs, err := pageGlyphs(ctx, p, l.MaxTextBytes)
		if err != nil {
			return err
		}
		for _, ln := range pageLines(glyphs) {
			if err := out.line(ln); err != nil {
				return err
			}
		}
		return nil
	})
	switch {
	case err == errEnough:
		more := "more pages"
		if n := r.NumPage(); n > l.MaxPages {
			more = fmt.Sprintf("%d more pages", n-l.MaxPages)
		}
		if err := out.line(fmt.Sprintf("[docfs: %s not extracted; the limit is %d pages]", more, l.MaxPages)); err != nil {
			return "", err
		}
	case err != nil:
		return "", err
	case i == 0:
		return "", fmt.Errorf("no pages")
	}
	return out.b.String(), nil
}

// pageGlyphs walks a page's content stream, and the form XObjects it
// draws, and returns its glyphs with their positions, as pdf.Page.Content
// does but with each font's encoding and widths looked up once per stream
// rather than at each glyph (which makes Content a hundred times slower).
// It stops with an error when ctx ends or the page has more than max
// glyphs (a content stream can inflate without end).
func pageGlyphs(ctx context.Context, p pdf.Page, max int64) (glyphs []pdfGlyph, err error) {
	w := &glyphWalker{ctx: ctx, max: max}
	defer func() {
		if r := recover(); r != nil {
			s, ok := r.(stopWalk)
			if !ok {
				panic(r)
			}
			glyphs, err = nil, s.err
		}
	}()
	w.run(p.V.Key("Contents"), p.Resources(), pdfState{ctm: ident, th: 1}, 0)
	return w.out, nil
}

// maxMarked bounds nested marked-content sequences.
const maxMarked = 1024

// maxFormDepth bounds forms drawing forms (a form may draw itself).
const maxFormDepth = 8

// maxPageOps bounds the operators one page may run, forms included (each
// form drawn counts formCost, so a page draws at most 4096 forms): a form
// drawing itself ten times at each of eight levels would draw 10^8 times.
// Real pages run up to some 10^5 operators.
const (
	maxPageOps = 1 << 22
	formCost   = 1024
)

var errTooManyOps = fmt.Errorf("page runs more than %d operations (forms drawing forms?)", maxPageOps)

type stopWalk struct{ err error }

type glyphWalker struct {
	ctx context.Context
	max int64
	ops int
	out []pdfGlyph
	// marked holds the open marked-content sequences (BMC/BDC ... EMC):
	// for one with /ActualText, where its glyphs start in out; -1 else.
	marked   []int
	actual   []string
	overflow int // sequences opened past maxMarked
}

type pdfState struct {
	ctm, tm, tlm        matrix
	tc, tw, th, tl, tfs float64
	rise                float64
	font                *pdfFont
}

// run interprets one content stream with its resources, from state g.
func (w *glyphWalker) run(strm, res pdf.Value, g pdfState, depth int) {
	fonts := map[string]*pdfFont{}
	getFont := func(name string) *pdfFont {
		if f, ok := fonts[name]; ok {
			return f
		}
		f := newPDFFont(res.Key("Font").Key(name))
		fonts[name] = f
		return f
	}
	var stack []pdfState
	show := func(s string) {
		if g.font == nil {
			g.font = newPDFFont(pdf.Value{})
		}
		g.font.codes(s, func(code int, raw string) {
			w0 := g.font.width(code)
			trm := matrix{{g.tfs * g.th, 0, 0}, {0, g.tfs, 0}, {0, g.rise, 1}}.mul(g.tm).mul(g.ctm)
			if int64(len(w.out)) >= w.max {
				panic(stopWalk{errTooMuchText})
			}
			// The glyph's extent is its advance without the spacing
			// Tc and Tw add, along the text line's direction.
			adv := matrix{{1, 0, 0}, {0, 1, 0}, {w0 * g.font.scale, 0, 1}}.mul(trm)
			w.out = append(w.out, pdfGlyph{
				x0: trm[2][0], y: trm[2][1], x1: adv[2][0],
				size: math.Hypot(trm[1][0], trm[1][1]),
				s:    g.font.text(code, raw),
			})
			tx := w0*g.font.scale*g.tfs + g.tc
			if len(raw) == 1 && code == ' ' {
				tx += g.tw
			}
			g.tm = matrix{{1, 0, 0}, {0, 1, 0}, {tx * g.th, 0, 1}}.mul(g.tm)
		})
	}
	nextLine := func() {
		g.tlm = matrix{{1, 0, 0}, {0, 1, 0}, {0, -g.tl, 1}}.mul(g.tlm)
		g.tm = g.tlm
	}
	pdf.Interpret(strm, func(stk *pdf.Stack, op string) {
		if w.ops++; w.ops%4096 == 0 && w.ctx.Err() != nil {
			panic(stopWalk{w.ctx.Err()})
		}
		if w.ops > maxPageOps {
			panic(stopWalk{errTooManyOps})
		}
		args := make([]pdf.Value, stk.Len())
		for i := len(args) - 1; i >= 0; i-- {
			args[i] = stk.Pop()
		}
		num := func(i int) float64 { return args[i].Float64() }
		switch op {
		case "cm":
			if len(args) == 6 {
				g.ctm = affine(args).mul(g.ctm)
			}
		case "q":
			if len(stack) < 1024 {
				stack = append(stack, g)
			}
		case "Q":
			if n := len(stack); n > 0 {
				g, stack = stack[n-1], stack[:n-1]
			}
		case "BT":
			g.tm, g.tlm = ident, ident
		case "T*":
			nextLine()
		case "Tc":
			if len(args) == 1 {
				g.tc = num(0)
			}
		case "Tw":
			if len(args) == 1 {
				g.tw = num(0)
			}
		case "Tz":
			if len(args) == 1 {
				g.th = num(0) / 100
			}
		case "TL":
			if len(args) == 1 {
				g.tl = num(0)
			}
		case "Ts":
			if len(args) == 1 {
				g.rise = num(0)
			}
		case "TD", "Td":
			if len(args) == 2 {
				if op == "TD" {
					g.tl = -num(1)
				}
				g.tlm = matrix{{1, 0, 0}, {0, 1, 0}, {num(0), num(1), 1}}.mul(g.tlm)
				g.tm = g.tlm
			}
		case "Tm":
			if len(args) == 6 {
				g.tm = affine(args)
				g.tlm = g.tm
			}
		case "Tf":
			if len(args) == 2 {
				g.font = getFont(args[0].Name())
				g.tfs = num(1)
			}
		case "Tj":
			if len(args) == 1 {
				show(args[0].RawString())
			}
		case "'", "\"":
			if len(args) == 3 {
				g.tw, g.tc = num(0), num(1)
				args = args[2:]
			}
			if len(args) == 1 {
				nextLine()
				show(args[0].RawString())
			}
		case "TJ":
			if len(args) != 1 {
				return
			}
			v := args[0]
			for i := 0; i < v.Len(); i++ {
				x := v.Index(i)
				if x.Kind() == pdf.String {
					show(x.RawString())
				} else {
					tx := -x.Float64() / 1000 * g.tfs * g.th
					g.tm = matrix{{1, 0, 0}, {0, 1, 0}, {tx, 0, 1}}.mul(g.tm)
				}
			}
		case "BMC", "BDC":
			at := -1
			var text string
			if op == "BDC" && len(args) == 2 {
				props := args[1]
				if props.Kind() == pdf.Name {
					props = res.Key("Properties").Key(props.Name())
				}
				if t := props.Key("ActualText"); t.Kind() == pdf.String {
					at, text = len(w.out), t.Text()
				}
			}
			if len(w.marked) >= maxMarked {
				w.overflow++
				return
			}
			w.marked = append(w.marked, at)
			w.actual = append(w.actual, text)
		case "EMC":
			if w.overflow > 0 {
				w.overflow--
				return
			}
			n := len(w.marked)
			if n == 0 {
				return
			}
			at, text := w.marked[n-1], w.actual[n-1]
			w.marked, w.actual = w.marked[:n-1], w.actual[:n-1]
			if at >= 0 && at < len(w.out) {
				// The glyphs drawn read as the /ActualText, where
				// they stand (as poppler does): small capitals drawn
				// as shrunken capitals, a hyphen that is not there.
				first := w.out[at]
				x1 := first.x1
				for _, gl := range w.out[at:] {
					x1 = max(x1, gl.x1)
				}
				w.out = append(w.out[:at], pdfGlyph{x0: first.x0, x1: x1, y: first.y, size: first.size, s: ligatures.Replace(text)})
			}
		case "Do":
			// A form XObject is a content stream of its own, drawn
			// with its matrix and resources.
			if len(args) != 1 || depth >= maxFormDepth {
				return
			}
			x := res.Key("XObject").Key(args[0].Name())
			if x.Kind() != pdf.Stream || x.Key("Subtype").Name() != "Form" {
				return
			}
			fg := g
			if m := x.Key("Matrix"); m.Kind() == pdf.Array && m.Len() == 6 {
				vals := make([]pdf.Value, 6)
				for i := range vals {
					vals[i] = m.Index(i)
				}
				fg.ctm = affine(vals).mul(g.ctm)
			}
			fres := x.Key("Resources")
			if fres.IsNull() {
				fres = res
			}
			w.ops += formCost
			w.run(x, fres, fg, depth+1)
		}
	})
}

// identity decodes bytes as Latin-1, for text in an unknown font.
type identity struct{}

func (identity) Decode(raw string) string {
	r := make([]rune, len(raw))
	for i := 0; i < len(raw); i++ {
		r[i] = rune(raw[i])
	}
	return string(r)
}

type matrix [3][3]float64

var ident = matrix{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}

func affine(args []pdf.Value) matrix {
	var m matrix
	for i := 0; i < 6; i++ {
		m[i/2][i%2] = args[i].Float64()
	}
	m[2][2] = 1
	return m
}

func (x matrix) mul(y matrix) matrix {
	var z matrix
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			for k := 0; k < 3; k++ {
				z[i][j] += x[i][k] * y[k][j]
			}
		}
	}
	return z
}
