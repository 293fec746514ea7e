package commands

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// blockSize is gnulib's human_options result: the unit sizes are printed
// in (--block-size=SIZE, -h, --si, BLOCK_SIZE), shared by ls, du and df.
type blockSize struct {
	size      uint64 // bytes per output unit (1 with autoscale)
	autoscale bool   // -h / --si: pick the unit per number
	si        bool   // print the unit's letter
	base1024  bool
	withB     bool // "KB", "KiB": a B after the letter
	noPoint0  bool // human_suppress_point_zero: "1K", not "1.0K"
}

// parseBlockSize is human_options: "human-readable", "si", or a size
// with an optional multiplier; a spec that starts with the multiplier
// ("K", "MB") prints it after each number. A leading ' (thousands
// grouping) is accepted; the C.UTF-8 locale groups nothing.
func parseBlockSize(spec string) (blockSize, bool) {
	spec = strings.TrimPrefix(spec, "'")
	switch spec {
	case "human-readable":
		return blockSize{size: 1, autoscale: true, si: true, base1024: true}, true
	case "si":
		return blockSize{size: 1, autoscale: true, si: true}, true
	}
	i := 0
	for i < len(spec) && spec[i] >= '0' && spec[i] <= '9' {
		i++
	}
	num, suf := spec[:i], spec[i:]
	var n uint64 = 1
	if num != "" {
		v, err := strconv.ParseUint(num, 10, 64)
		if err != nil {
			v = math.MaxUint64
		}
		n = v
	}
	var bs blockSize
	if suf != "" {
		units := "KMGTPEZY"
		c := suf[0]
		if c == 'k' {
			c = 'K'
		}
		p := strings.IndexByte(units, c)
		if p < 0 {
			return bs, false
		}
		base := uint64(1024)
		switch suf[1:] {
		case "", "iB":
		case "B":
			base = 1000
		default:
			return bs, false
		}
		m := uint64(1)
		for k := 0; k <= p; k++ {
			if m > math.MaxUint64/base {
				m = math.MaxUint64
				break
			}
			m *= base
		}
		if n > math.MaxUint64/m {
			n = math.MaxUint64
		} else {
			n *= m
		}
		if num == "" {
			bs.si = true
			bs.withB = strings.HasSuffix(suf, "B")
			bs.base1024 = base == 1024
		}
	}
	if n == 0 {
		return bs, false
	}
	bs.size = n
	return bs, true
}

// blockSizeError is xstrtol_fatal's message for a bad --block-size.
func blockSizeError(spec, opt string) string {
	i := 0
	for i < len(spec) && spec[i] >= '0' && spec[i] <= '9' {
		i++
	}
	if i > 0 && i == len(spec) {
		return fmt.Sprintf("invalid %s argument %s", opt, quoteFile(spec))
	}
	if spec != "" && i > 0 || spec != "" && strings.IndexByte("kKMGTPEZY", spec[0]) >= 0 {
		return fmt.Sprintf("invalid suffix in %s argument %s", opt, quoteFile(spec))
	}
	return fmt.Sprintf("invalid %s argument %s", opt, quoteFile(spec))
}

// blockSizeEnv is the default unit from the environment, as human_options
// reads it: the tool's own variable, then BLOCK_SIZE and BLOCKSIZE,
// POSIXLY_CORRECT's 512, else 1024.
func blockSizeEnv(getenv func(string) string, own string) (blockSize, bool) {
	for _, name := range []string{own, "BLOCK_SIZE", "BLOCKSIZE"} {
		if name == "" {
			continue
		}
		if v := getenv(name); v != "" {
			if bs, ok := parseBlockSize(v); ok {
				return bs, true
			}
			break
		}
	}
	if getenv("POSIXLY_CORRECT") != "" {
		return blockSize{size: 512}, false
	}
	return blockSize{size: 1024}, false
}

// format is human_readable with ceiling rounding: n units of from bytes
// in this block size.
func (bs blockSize) format(n, from uint64) string {
	to := bs.size
	base := uint64(1000)
	if bs.base1024 {
		base = 1024
	}
	var amt uint64
	tenths, rounding := uint64(0), uint64(0)
	exact := true
	switch {
	case to <= from && from%to == 0:
		mult := from / to
		if mult != 0 && n > math.MaxUint64/mult {
			exact = false
		} else {
			amt = n * mult
		}
	case from != 0 && to%from == 0:
		div := to / from
		r10 := (n % div) * 10
		r2 := (r10 % div) * 2
		amt = n / div
		tenths = r10 / div
		switch {
		case r2 < div:
			if r2 > 0 {
				rounding = 1
			}
		case div < r2:
			rounding = 3
		default:
			rounding = 2
		}
	default:
		exact = false
	}
	if !exact {
		// Big arithmetic in tenths, then the same rounding.
		num := new(big.Int).Mul(new(big.Int).SetUint64(n), new(big.Int).SetUint64(from))
		den := new(big.Int).SetUint64(to)
		q, r := new(big.Int).QuoRem(num, den, new(big.Int))
		if q.IsUint64() {
			amt = q.Uint64()
			r10 := new(big.Int).Mul(r, big.NewInt(10))
			t, r2 := new(big.Int).QuoRem(r10, den, new(big.Int))
			tenths = t.Uint64()
			if r2.Sign() > 0 {
				rounding = 1
			}
		} else {
			amt = math.MaxUint64
		}
	}
	exponent := -1
	const letters = "KMGTPEZYRQ"
	point := ""
	if bs.autoscale {
		exponent = 0
		if base <= amt {
			for {
				r10 := (amt%base)*10 + tenths
				r2 := (r10%base)*2 + rounding>>1
				amt /= base
				tenths = r10 / base
				if r2 < base {
					if r2+rounding != 0 {
						rounding = 1
					} else {
						rounding = 0
					}
				} else if base < r2+rounding {
					rounding = 3
				} else {
					rounding = 2
				}
				exponent++
				if !(base <= amt && exponent < len(letters)) {
					break
				}
			}
			if amt < 10 {
				if rounding > 0 {
					tenths++
					rounding = 0
					if tenths == 10 {
						amt++
						tenths = 0
					}
				}
				if amt < 10 && (tenths != 0 || !bs.noPoint0) {
					point = "." + strconv.FormatUint(tenths, 10)
					tenths, rounding = 0, 0
				}
			}
		}
	}
	if tenths+rounding > 0 {
		amt++
		if bs.autoscale && amt == base && exponent < len(letters) {
			exponent++
			if !bs.noPoint0 {
				point = ".0"
			}
			amt = 1
		}
	}
	s := strconv.FormatUint(amt, 10) + point
	if bs.si {
		if exponent < 0 {
			exponent = 0
			for p := uint64(1); p < to; p *= base {
				exponent++
				if exponent == len(letters) || p > math.MaxUint64/base {
					break
				}
			}
		}
		if exponent > 0 {
			if !bs.base1024 && exponent == 1 {
				s += "k"
			} else {
				s += letters[exponent-1 : exponent]
			}
		}
		if bs.withB {
			if bs.base1024 && exponent > 0 {
				s += "i"
			}
			s += "B"
		}
	}
	return s
}
