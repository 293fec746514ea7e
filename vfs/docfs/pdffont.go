package docfs

import (
	"strings"
	"unicode/utf8"

	"github.com/ledongthuc/pdf"
)

// pdfFont is what text extraction needs of a font: how its strings split
// into character codes, each code's text and each code's advance width.
type pdfFont struct {
	enc       pdf.TextEncoding // /Encoding (or the library's guess)
	uni       pdf.TextEncoding // /ToUnicode, nil without one
	twoByte   bool             // a composite (Type0) font with two-byte codes
	first     int              // simple fonts: /FirstChar, /Widths, /MissingWidth
	widths    []float64
	missing   float64
	cidW      map[int]float64 // composite fonts: /W and /DW
	cidRanges []cidRange
	dw        float64
	scale     float64 // glyph space to text space: 1/1000, or /FontMatrix for Type 3
	texts     map[int]string
}

type cidRange struct {
	lo, hi int
	w      float64
}

// Bounds on what a font's tables may make us hold (they come from the file).
const (
	maxCIDWidths = 1 << 16
	maxCIDRanges = 1 << 12
	maxFontTexts = 1 << 16
)

// defaultWidth is the advance, in thousandths of an em, of a glyph whose
// font gives none (a standard font without /Widths): the advance and the
// extent then agree, so word gaps still come from the spaces drawn.
const defaultWidth = 500

func newPDFFont(v pdf.Value) *pdfFont {
	pf := pdf.Font{V: v}
	f := &pdfFont{scale: 0.001, dw: 1000, texts: map[int]string{}}
	if f.enc = pf.Encoder(); f.enc == nil {
		f.enc = identity{}
	}
	f.uni = pf.ToUnicode()
	switch v.Key("Subtype").Name() {
	case "Type0":
		f.twoByte = true
		d := v.Key("DescendantFonts").Index(0)
		if dw := d.Key("DW"); dw.Kind() == pdf.Integer || dw.Kind() == pdf.Real {
			f.dw = dw.Float64()
		}
		f.cidW = map[int]float64{}
		w := d.Key("W")
		for i := 0; i < w.Len(); {
			c := w.Index(i)
			if c.Kind() != pdf.Integer {
				break
			}
			next := w.Index(i + 1)
			if next.Kind() == pdf.Array {
				for j := 0; j < next.Len() && len(f.cidW) < maxCIDWidths; j++ {
					f.cidW[int(c.Int64())+j] = next.Index(j).Float64()
				}
				i += 2
				continue
			}
			if len(f.cidRanges) < maxCIDRanges {
				f.cidRanges = append(f.cidRanges, cidRange{int(c.Int64()), int(next.Int64()), w.Index(i + 2).Float64()})
			}
			i += 3
		}
		return f
	case "Type3":
		if m := v.Key("FontMatrix"); m.Len() == 6 {
			f.scale = m.Index(0).Float64()
		}
	}
	f.first = int(v.Key("FirstChar").Int64())
	ws := v.Key("Widths")
	for i := 0; i < ws.Len() && i < 256; i++ {
		f.widths = append(f.widths, ws.Index(i).Float64())
	}
	f.missing = v.Key("FontDescriptor").Key("MissingWidth").Float64()
	if len(f.widths) == 0 && f.missing == 0 {
		f.missing = defaultWidth
	}
	return f
}

// codes splits a shown string into character codes (one byte each, two
// for a composite font).
func (f *pdfFont) codes(s string, fn func(code int, raw string)) {
	if !f.twoByte {
		for i := 0; i < len(s); i++ {
			fn(int(s[i]), s[i:i+1])
		}
		return
	}
	for i := 0; i+1 < len(s); i += 2 {
		fn(int(s[i])<<8|int(s[i+1]), s[i:i+2])
	}
}

// width is a code's advance in glyph space.
func (f *pdfFont) width(code int) float64 {
	if f.twoByte {
		if w, ok := f.cidW[code]; ok {
			return w
		}
		for _, r := range f.cidRanges {
			if r.lo <= code && code <= r.hi {
				return r.w
			}
		}
		return f.dw
	}
	if i := code - f.first; i >= 0 && i < len(f.widths) {
		return f.widths[i]
	}
	return f.missing
}

// text is a code's text: its /ToUnicode entry, else its encoding's, with
// the Latin ligatures (U+FB00-FB06) spelled out as pdftotext does.
func (f *pdfFont) text(code int, raw string) string {
	if s, ok := f.texts[code]; ok {
		return s
	}
	var s string
	if f.uni != nil {
		s = f.uni.Decode(raw)
		if strings.ContainsRune(s, utf8.RuneError) {
			s = ""
		}
	}
	if s == "" && !f.twoByte {
		s = f.enc.Decode(raw)
	}
	s = ligatures.Replace(s)
	if len(f.texts) < maxFontTexts {
		f.texts[code] = s
	}
	return s
}

var ligatures = strings.NewReplacer("\ufb00", "ff", "\ufb01", "fi", "\ufb02", "fl", "\ufb03", "ffi", "\ufb04", "ffl", "\ufb05", "st", "\ufb06", "st")
