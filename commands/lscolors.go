package commands

import (
	"errors"
	"io/fs"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/vfs"
)

// lsColors is ls's color table: GNU's built-in defaults, overridden by
// LS_COLORS (the dircolors format: two-letter keys and *suffix entries).
type lsColors struct {
	ind      map[string]string // by key: lc rc ec rs no fi di ln ...; "" is uncolored
	exts     []lsColorExt
	referent bool // ln=target: links take their target's color
}

type lsColorExt struct{ suffix, seq string }

// lsColorDefaults are coreutils 9.1's color_indicator defaults; the keys
// it leaves NULL (ec no fi mi or ca mh) are absent.
var lsColorDefaults = map[string]string{
	"lc": "\033[", "rc": "m", "rs": "0", "di": "01;34", "ln": "01;36",
	"pi": "33", "so": "01;35", "bd": "01;33", "cd": "01;33", "ex": "01;32",
	"do": "01;35", "su": "37;41", "sg": "30;43", "st": "37;44", "ow": "34;42", "tw": "30;42",
	"cl": "\033[K",
}

// lsColorKeys are the two-letter keys LS_COLORS may set.
const lsColorKeys = "lc rc ec rs no fi di ln pi so bd cd mi or ex do su sg st ow tw ca mh cl"

// parseLsColors reads LS_COLORS over the defaults; an unset or empty
// LS_COLORS gives nil (ls then colors only for a known terminal), and ""
// the defaults alone.
func parseLsColors(v string) (*lsColors, error) {
	c := &lsColors{ind: map[string]string{}}
	for k, s := range lsColorDefaults {
		c.ind[k] = s
	}
	for _, item := range strings.Split(v, ":") {
		if item == "" {
			continue
		}
		key, val, ok := strings.Cut(item, "=")
		if !ok {
			return nil, errors.New("unparsable")
		}
		seq, err := lsColorString(val)
		if err != nil {
			return nil, err
		}
		switch {
		case strings.HasPrefix(key, "*"):
			c.exts = append(c.exts, lsColorExt{suffix: key[1:], seq: seq})
		case key == "ln" && val == "target":
			c.referent = true
			c.ind[key] = seq
		default:
			if len(key) != 2 || !strings.Contains(lsColorKeys, key) {
				if len(key) != 2 {
					return nil, errors.New("unparsable")
				}
				continue // an unknown two-letter key: ignored, as GNU warns and goes on
			}
			c.ind[key] = seq
		}
	}
	return c, nil
}

// lsColorString is get_funky_string: backslash escapes and ^X.
func lsColorString(s string) (string, error) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\' && i+1 < len(s):
			i++
			switch e := s[i]; {
			case e >= '0' && e <= '7':
				n := 0
				for k := 0; k < 3 && i < len(s) && s[i] >= '0' && s[i] <= '7'; k++ {
					n = n*8 + int(s[i]-'0')
					i++
				}
				i--
				b.WriteByte(byte(n))
			case e == 'x' || e == 'X':
				n, k := 0, 0
				for ; k < 2 && i+1 < len(s); k++ {
					d, err := strconv.ParseUint(s[i+1:i+2], 16, 8)
					if err != nil {
						break
					}
					n = n*16 + int(d)
					i++
				}
				b.WriteByte(byte(n))
			default:
				if j := strings.IndexByte("abefnrtv?_", e); j >= 0 {
					b.WriteByte("\a\b\033\f\n\r\t\v\177 "[j])
				} else {
					b.WriteByte(e)
				}
			}
		case c == '\\':
			return "", errors.New("unparsable")
		case c == '^' && i+1 < len(s):
			i++
			switch e := s[i]; {
			case e == '?':
				b.WriteByte(0x7f)
			case e >= '@' && e <= '~':
				b.WriteByte(e & 0x1f)
			default:
				return "", errors.New("unparsable")
			}
		case c == '^':
			return "", errors.New("unparsable")
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), nil
}

// is is GNU's is_colored: set, and not "", "0" or "00".
func (c *lsColors) is(key string) bool {
	s := c.ind[key]
	return s != "" && s != "0" && s != "00"
}

// checkSymlinkMode is when ls looks at what a link points to for colors.
func (c *lsColors) checkSymlinkMode(long bool) bool {
	return c.is("or") || c.is("ex") && c.referent || c.is("mi") && long
}

// of is get_color_indicator: the sequence for an entry (or, with target,
// its symlink's target in -l), and whether it has one.
func (c *lsColors) of(o *lsOpts, e lsEntry, target bool) (string, bool) {
	isLink := e.fi.Mode()&fs.ModeSymlink != 0
	// linkok and linkmode as gobble_file finds them: only looked up when
	// an indicator or a color needs the target.
	check := c.checkSymlinkMode(o.format == 'l')
	linkKnown := isLink && e.tfi != nil && (o.format == 'l' || check) && (o.classify || check)
	var name string
	var mode fs.FileMode
	var nlink uint64 = 1
	missing := false
	if target {
		name = e.target
		if linkKnown {
			mode = e.tfi.Mode()
		} else {
			missing = true
		}
	} else {
		name = e.name
		mode = e.fi.Mode()
		if c.referent && linkKnown {
			mode = e.tfi.Mode()
		}
		if st := vfs.Stat(e.fi); st != nil {
			nlink = st.Nlink
		}
	}
	key := ""
	switch {
	case missing && c.is("mi"):
		key = "mi"
	case mode.IsRegular():
		key = "fi"
		switch {
		case mode&fs.ModeSetuid != 0 && c.is("su"):
			key = "su"
		case mode&fs.ModeSetgid != 0 && c.is("sg"):
			key = "sg"
		case mode&0o111 != 0 && c.is("ex"):
			key = "ex"
		case nlink > 1 && c.is("mh"):
			key = "mh"
		}
	case mode.IsDir():
		key = "di"
		switch {
		case mode&fs.ModeSticky != 0 && mode&0o002 != 0 && c.is("tw"):
			key = "tw"
		case mode&0o002 != 0 && c.is("ow"):
			key = "ow"
		case mode&fs.ModeSticky != 0 && c.is("st"):
			key = "st"
		}
	case mode&fs.ModeSymlink != 0:
		key = "ln"
	case mode&fs.ModeNamedPipe != 0:
		key = "pi"
	case mode&fs.ModeSocket != 0:
		key = "so"
	case mode&fs.ModeCharDevice != 0:
		key = "cd"
	case mode&fs.ModeDevice != 0:
		key = "bd"
	default:
		key = "or"
	}
	if key == "fi" {
		for _, x := range c.exts {
			if len(x.suffix) <= len(name) && strings.EqualFold(name[len(name)-len(x.suffix):], x.suffix) {
				return x.seq, true
			}
		}
	}
	linkOK := linkKnown
	if target {
		linkOK = false // GNU passes 0 for a found target: never a link anyway
	}
	if key == "ln" && !linkOK && (c.referent || c.is("or")) {
		key = "or"
	}
	s, ok := c.ind[key]
	return s, ok
}

// put starts a color, with the reset GNU writes before its first one.
func (c *lsColors) put(o *lsOpts, seq string) {
	if !o.usedColorStarted {
		o.usedColorStarted = true
		o.out.raw(c.endSeq())
	}
	o.out.raw(c.ind["lc"] + seq + c.ind["rc"])
}

// end closes a colored name (prep_non_filename_text).
func (c *lsColors) end(o *lsOpts) {
	if !o.usedColorStarted {
		o.usedColorStarted = true
		o.out.raw(c.endSeq())
	}
	o.out.raw(c.endSeq())
}

func (c *lsColors) endSeq() string {
	if ec, ok := c.ind["ec"]; ok {
		return ec
	}
	return c.ind["lc"] + c.ind["rs"] + c.ind["rc"]
}

func (c *lsColors) clearEOL() string { return c.ind["cl"] }

// defaultEnds tells whether lc and rc are the defaults, when GNU skips
// the final restore.
func (c *lsColors) defaultEnds() bool { return c.ind["lc"] == "\033[" && c.ind["rc"] == "m" }

// restore is restore_default_color.
func (c *lsColors) restore(w *lsWriter) { w.raw(c.ind["lc"] + c.ind["rc"]) }
