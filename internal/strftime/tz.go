package strftime

import (
	"archive/zip"
	"bytes"
	_ "embed"
	"encoding/binary"
	"io"
	"strings"
	"sync"
	"time"
)

// zoneinfoZip is a copy of Go's $GOROOT/lib/time/zoneinfo.zip (the IANA
// database, public domain). It is embedded here rather than loaded with
// time.LoadLocation because that reads $ZONEINFO and the host's
// /usr/share/zoneinfo first, and sandboxed code must not read host files.
//
//go:embed zoneinfo.zip
var zoneinfoZip []byte

var (
	zoneOnce  sync.Once
	zoneFiles map[string]*zip.File
)

// Location returns the time zone named by a TZ environment value as glibc
// interprets it: "" is UTC; ":Area/City" or "Area/City" is a zone of the
// IANA database; otherwise a POSIX TZ string ("EST5EDT,M3.2.0,M11.1.0",
// "<+03>-3", "JST-9"). A value that is neither is UTC under its leading
// letters as abbreviation ("Foo/Bar" is UTC called "Foo"), as glibc does.
func Location(tz string) *time.Location {
	tz = strings.TrimPrefix(tz, ":")
	if tz == "" || tz == "UTC" {
		return time.UTC
	}
	if data := zoneData(tz); data != nil {
		if loc, err := time.LoadLocationFromTZData(tz, data); err == nil {
			return loc
		}
	}
	name, off, ok := posixStd(tz)
	if !ok {
		return time.FixedZone(name, 0)
	}
	if loc, err := time.LoadLocationFromTZData(tz, tzif(name, off, tz)); err == nil {
		return loc
	}
	return time.FixedZone(name, off)
}

// zoneData returns the TZif data of an IANA zone, or nil.
func zoneData(name string) []byte {
	zoneOnce.Do(func() {
		zoneFiles = map[string]*zip.File{}
		r, err := zip.NewReader(bytes.NewReader(zoneinfoZip), int64(len(zoneinfoZip)))
		if err != nil {
			return
		}
		for _, f := range r.File {
			zoneFiles[f.Name] = f
		}
	})
	f := zoneFiles[name]
	if f == nil {
		return nil
	}
	rc, err := f.Open()
	if err != nil {
		return nil
	}
	defer rc.Close()
	data, err := io.ReadAll(rc)
	if err != nil {
		return nil
	}
	return data
}

// posixStd parses the standard-time part of a POSIX TZ string: the
// abbreviation and the offset east of UTC in seconds. ok is false when
// there is no valid offset; name is then the leading letters.
func posixStd(s string) (name string, off int, ok bool) {
	var rest string
	if strings.HasPrefix(s, "<") {
		end := strings.IndexByte(s, '>')
		if end < 0 {
			return "", 0, false
		}
		name, rest = s[1:end], s[end+1:]
	} else {
		i := 0
		for i < len(s) && (s[i] >= 'a' && s[i] <= 'z' || s[i] >= 'A' && s[i] <= 'Z') {
			i++
		}
		name, rest = s[:i], s[i:]
		if len(name) < 3 {
			return name, 0, false
		}
	}
	sign := -1 // POSIX offsets are west of UTC
	if rest != "" && (rest[0] == '+' || rest[0] == '-') {
		if rest[0] == '-' {
			sign = 1
		}
		rest = rest[1:]
	}
	secs, n := 0, 0
	for part := 0; part < 3; part++ {
		v, digits := 0, 0
		for digits < len(rest) && rest[digits] >= '0' && rest[digits] <= '9' {
			v = v*10 + int(rest[digits]-'0')
			digits++
		}
		if digits == 0 {
			if part == 0 {
				return name, 0, false
			}
			break
		}
		n += digits
		secs += v * []int{3600, 60, 1}[part]
		rest = rest[digits:]
		if part < 2 && strings.HasPrefix(rest, ":") {
			rest = rest[1:]
			continue
		}
		break
	}
	if secs > 24*3600+59*60+59 {
		return name, 0, false
	}
	return name, sign * secs, true
}

// tzif builds a version 2 TZif file with no transitions, one zone type and
// tz as its footer, so that Go applies the POSIX rule to every instant.
func tzif(name string, off int, tz string) []byte {
	var b bytes.Buffer
	block := func(v2 bool) {
		b.WriteString("TZif2")
		b.Write(make([]byte, 15))
		for _, n := range []uint32{0, 0, 0, 0, 1, uint32(len(name) + 1)} {
			binary.Write(&b, binary.BigEndian, n)
		}
		binary.Write(&b, binary.BigEndian, int32(off))
		b.WriteByte(0)
		b.WriteByte(0)
		b.WriteString(name)
		b.WriteByte(0)
	}
	block(false)
	block(true)
	b.WriteString("\n" + tz + "\n")
	return b.Bytes()
}

// Zone returns the IANA time zone name (Go's time.LoadLocation's names:
// "Europe/Berlin", "UTC"), from the embedded database; ok is false for
// a name it does not hold.
func Zone(name string) (loc *time.Location, ok bool) {
	if name == "UTC" || name == "" {
		return time.UTC, true
	}
	data := zoneData(name)
	if data == nil {
		return nil, false
	}
	loc, err := time.LoadLocationFromTZData(name, data)
	return loc, err == nil
}
