package commands

import (
	"bufio"
	"context"
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"io"
	"io/fs"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

// A sumAlgo is one of the *sum commands.
type sumAlgo struct {
	cmd     string // md5sum
	tag     string // MD5, for --tag and BSD-style lines
	bits    string // 128-bit, for the help text
	std     string // the standard named in the help text
	newHash func() hash.Hash
	size    int // digest bytes
	// blake2 is b2sum: -l sets the digest's length, and -c takes each
	// line's from its tag (BLAKE2b-N) or its number of hex digits.
	blake2 bool
}

var sumAlgos = []sumAlgo{
	{"md5sum", "MD5", "128-bit", "RFC 1321", md5.New, md5.Size, false},
	{"sha1sum", "SHA1", "160-bit", "FIPS-180-1", sha1.New, sha1.Size, false},
	{"sha224sum", "SHA224", "224-bit", "RFC 3874", sha256.New224, sha256.Size224, false},
	{"sha256sum", "SHA256", "256-bit", "FIPS-180-2", sha256.New, sha256.Size, false},
	{"sha384sum", "SHA384", "384-bit", "FIPS-180-2", sha512.New384, sha512.Size384, false},
	{"sha512sum", "SHA512", "512-bit", "FIPS-180-2", sha512.New, sha512.Size, false},
}

func init() {
	for _, a := range sumAlgos {
		a := a
		usage := sumUsage(a)
		register(shell.Command{
			Name:    a.cmd,
			Summary: "compute and check " + a.tag + " message digests",
			Usage:   usage,
			Run:     func(ctx context.Context, inv *shell.Invocation) int { return runSum(ctx, inv, a, usage) },
		})
	}
}

// sumUsage is built by concatenation, one allocation at start-up per
// algorithm (TestStartupInit counts them).
func sumUsage(a sumAlgo) string { return sumUsageWith(a, "") }

// sumUsageWith is sumUsage with check's lines followed by extra (b2sum's
// --length): concatenated, not replaced in the text, as every process
// builds these usages when the package initialises.
func sumUsageWith(a sumAlgo, extra string) string {
	return `Usage: ` +
		a.cmd +
		` [OPTION]... [FILE]...
Print or check ` +
		a.tag +
		` (` +
		a.bits +
		`) checksums.

With no FILE, or when FILE is -, read standard input.
  -b, --binary          read in binary mode
  -c, --check           read checksums from the FILEs and check them
` + extra + `      --tag             create a BSD-style checksum
  -t, --text            read in text mode (default)
  -z, --zero            end each output line with NUL, not newline,
                          and disable file name escaping

The following five options are useful only when verifying checksums:
      --ignore-missing  don't fail or report status for missing files
      --quiet           don't print OK for each successfully verified file
      --status          don't output anything, status code shows success
      --strict          exit non-zero for improperly formatted checksum lines
  -w, --warn            warn about improperly formatted checksum lines

      --help        display this help and exit

The sums are computed as described in ` +
		a.std +
		`.
When checking, the input should be a former output of this program.
The default mode is to print a line with: checksum, a space,
a character indicating input mode ('*' for binary, ' ' for text
or where binary is insignificant), and name for each FILE.

Note: There is no difference between binary mode and text mode on GNU systems.
`
}

type sumOpts struct {
	binary, check, tag, text, zero             bool
	ignoreMissing, quiet, status, strict, warn bool
	// lineAlgo, when set (cksum -c without -a), gives each checked
	// line's algorithm from its tag; false makes the line improperly
	// formatted.
	lineAlgo func(line string) (sumAlgo, bool)
}

// stdinWatch notes a read of standard input that fails with EBADF (fd 0
// was closed). GNU's sum commands fail at their end too then, where they
// fclose the stdin they read: "X: standard input: Bad file descriptor",
// status 1, after all operands.
type stdinWatch struct {
	r      io.Reader
	closed bool
}

func (w *stdinWatch) Read(p []byte) (int, error) {
	n, err := w.r.Read(p)
	if err != nil && errors.Is(err, vfs.ErrBadFD) {
		w.closed = true
	}
	return n, err
}

// watchStdin runs a sum command with its standard input watched.
func watchStdin(inv *shell.Invocation, run func(inv *shell.Invocation) int) int {
	w := &stdinWatch{r: inv.Stdin}
	if inv.Stdin == nil {
		w.r = strings.NewReader("")
	}
	inv2 := *inv
	inv2.Stdin = w
	status := run(&inv2)
	if w.closed {
		errorf(inv, "standard input: %s", vfs.Strerror(vfs.ErrBadFD))
		return 1
	}
	return status
}

func runSum(ctx context.Context, inv *shell.Invocation, a sumAlgo, usage string) int {
	return watchStdin(inv, func(inv *shell.Invocation) int { return runSumWatched(ctx, inv, a, usage) })
}

func runSumWatched(ctx context.Context, inv *shell.Invocation, a sumAlgo, usage string) int {
	var o sumOpts
	f := newFlagSet(a.cmd)
	f.Func('b', "binary", false, func(string) error { o.binary, o.text = true, false; return nil })
	f.Func('t', "text", false, func(string) error { o.text, o.binary = true, false; return nil })
	f.Func('c', "check", false, func(string) error { o.check = true; return nil })
	f.Func(0, "tag", false, func(string) error { o.tag = true; return nil })
	f.Func('z', "zero", false, func(string) error { o.zero = true; return nil })
	f.Func(0, "ignore-missing", false, func(string) error { o.ignoreMissing = true; return nil })
	f.Func(0, "quiet", false, func(string) error { o.quiet, o.status = true, false; return nil })
	f.Func(0, "status", false, func(string) error { o.status, o.quiet = true, false; return nil })
	f.Func(0, "strict", false, func(string) error { o.strict = true; return nil })
	f.Func('w', "warn", false, func(string) error { o.warn = true; return nil })
	bits, lengthBad, lengthStr := uint64(0), false, ""
	if a.blake2 {
		f.Func('l', "length", true, func(v string) error {
			n, msg := b2sumLength(v)
			if msg == "" && n%8 != 0 {
				msg = "invalid length: " + quoteArg(v) + "\n" + a.cmd + ": length is not a multiple of 8"
			}
			if msg != "" {
				errorf(inv, "%s", msg) // GNU exits at once: later options are not read
				lengthBad = true
			}
			bits, lengthStr = n, v
			return nil
		})
		f.failed = func() bool { return lengthBad }
	}
	ops, status, done := parseFlags(inv, f, usage, 1)
	if done {
		return status
	}
	if lengthBad {
		return 1
	}
	if a.blake2 && f.Seen("length") {
		if bits > 512 {
			errorf(inv, "invalid length: %s", quoteArg(lengthStr))
			errorf(inv, "maximum digest length for %s is 512 bits", quoteArg("BLAKE2b"))
			return 1
		}
		if bits != 0 {
			a = blake2bAlgo(int(bits / 8))
		}
	}
	misuse := func(msg string) int {
		errorf(inv, "%s", msg)
		fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", inv.Args[0])
		return 1
	}
	switch {
	case o.tag && o.check:
		return misuse("the --tag option is meaningless when verifying checksums")
	case o.tag && o.text:
		return misuse("--tag does not support --text mode")
	case (o.binary || o.text) && o.check:
		return misuse("the --binary and --text options are meaningless when verifying checksums")
	case o.zero && o.check:
		return misuse("the --zero option is not supported when verifying checksums")
	case o.ignoreMissing && !o.check:
		return misuse("the --ignore-missing option is meaningful only when verifying checksums")
	case o.status && !o.check:
		return misuse("the --status option is meaningful only when verifying checksums")
	case o.warn && !o.check:
		return misuse("the --warn option is meaningful only when verifying checksums")
	case o.quiet && !o.check:
		return misuse("the --quiet option is meaningful only when verifying checksums")
	case o.strict && !o.check:
		return misuse("the --strict option is meaningful only when verifying checksums")
	}
	if len(ops) == 0 {
		ops = []string{"-"}
	}
	out := bufio.NewWriter(inv.Stdout)
	defer out.Flush()
	ok, stopped := sumOperands(ctx, inv, a, &o, ops, out)
	if err := out.Flush(); err != nil {
		flushedWriteFailed(inv, err) // GNU flushes each line
		return 1
	}
	if stopped || !ok {
		return 1
	}
	return 0
}

// sumOperands prints or checks (o.check) each operand's digest: ok is
// false when one failed; stopped when the run was cancelled or output
// failed, which ends it.
func sumOperands(ctx context.Context, inv *shell.Invocation, a sumAlgo, o *sumOpts, ops []string, out *bufio.Writer) (ok, stopped bool) {
	ok = true
	for _, name := range ops {
		if ctx.Err() != nil {
			return ok, true
		}
		var fine bool
		var err error
		if o.check {
			fine, err = checkSums(ctx, inv, a, o, name, out)
		} else {
			fine, err = printSum(ctx, inv, a, o, name, out)
		}
		if err != nil { // output failed
			return ok, true
		}
		ok = ok && fine
	}
	return ok, false
}

// digestFile hashes a file operand ("-" is stdin).
func digestFile(ctx context.Context, inv *shell.Invocation, a sumAlgo, name string) ([]byte, error) {
	in, closeIn, err := openInput(ctx, inv, name)
	if err != nil {
		return nil, err
	}
	defer closeIn()
	h := a.newHash()
	buf := make([]byte, 64<<10)
	for {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		n, err := in.Read(buf)
		h.Write(buf[:n])
		if err == io.EOF {
			return h.Sum(nil), nil
		}
		if err != nil {
			return nil, err
		}
	}
}

// sumEscape escapes a file name as GNU does in checksum lines: a name with
// a backslash, newline or CR gets them escaped and the line a leading '\'.
func sumEscape(name string) (string, bool) {
	if !strings.ContainsAny(name, "\\\n\r") {
		return name, false
	}
	r := strings.NewReplacer("\\", "\\\\", "\n", "\\n", "\r", "\\r")
	return r.Replace(name), true
}

func printSum(ctx context.Context, inv *shell.Invocation, a sumAlgo, o *sumOpts, name string, out *bufio.Writer) (bool, error) {
	sum, err := digestFile(ctx, inv, a, name)
	if err != nil {
		if ctx.Err() == nil {
			out.Flush()
			fileError(inv, quoteName(name), err)
		}
		return false, nil
	}
	shown, escaped := name, false
	if !o.zero {
		shown, escaped = sumEscape(name)
	}
	var line strings.Builder
	if escaped {
		line.WriteByte('\\')
	}
	if o.tag {
		fmt.Fprintf(&line, "%s (%s) = %x", a.tag, shown, sum)
	} else {
		mode := ' '
		if o.binary {
			mode = '*'
		}
		fmt.Fprintf(&line, "%x %c%s", sum, mode, shown)
	}
	if o.zero {
		line.WriteByte(0)
	} else {
		line.WriteByte('\n')
	}
	_, err = out.WriteString(line.String())
	return true, err
}

// parseSumLine splits a checksum line (GNU or BSD style) into the hex
// digest and the file name; ok is false for an improperly formatted line.
func parseSumLine(a sumAlgo, line string) (digest, name string, ok bool) {
	line = strings.TrimLeft(line, " \t")
	escaped := false
	if strings.HasPrefix(line, "\\") {
		escaped = true
		line = line[1:]
	}
	hexLen := 2 * a.size
	tag := a.tag
	if a.blake2 {
		tag = "BLAKE2b"
	}
	if rest, found := strings.CutPrefix(line, tag); found {
		if a.blake2 {
			// BLAKE2b-N: N bits, as strtoumax reads it (0x, 0 octal),
			// a multiple of 8 up to 512; no suffix means 512.
			hexLen = 128
			if strings.HasPrefix(rest, "-") {
				n, used := b2sumTagBits(rest[1:])
				if n == 0 || n > 512 || n%8 != 0 {
					return "", "", false
				}
				hexLen, rest = int(n/4), rest[1+used:]
			} else if !strings.HasPrefix(rest, "(") && !strings.HasPrefix(rest, " ") {
				return "", "", false
			}
			rest = strings.TrimPrefix(rest, " ")
		}
		rest = strings.TrimLeft(rest, " ")
		if strings.HasPrefix(rest, "(") {
			i := strings.LastIndex(rest, ") = ")
			if i < 0 {
				return "", "", false
			}
			name, digest = rest[1:i], rest[i+4:]
			goto check
		}
	}
	if a.blake2 {
		// The length is the run of hex digits: even, 2 to 128.
		hexLen = 0
		for hexLen < len(line) && isHex(line[hexLen]) {
			hexLen++
		}
		if hexLen < 2 || hexLen%2 != 0 || hexLen > 128 {
			return "", "", false
		}
	}
	if len(line) < hexLen+2 {
		return "", "", false
	}
	digest = line[:hexLen]
	if line[hexLen] != ' ' && line[hexLen] != '\t' {
		return "", "", false
	}
	if c := line[hexLen+1]; c != ' ' && c != '*' {
		return "", "", false
	}
	name = line[hexLen+2:]
check:
	if len(digest) != hexLen || name == "" {
		return "", "", false
	}
	if _, err := hex.DecodeString(digest); err != nil {
		return "", "", false
	}
	if escaped {
		var b strings.Builder
		for i := 0; i < len(name); i++ {
			c := name[i]
			if c != '\\' {
				b.WriteByte(c)
				continue
			}
			if i+1 == len(name) {
				return "", "", false
			}
			i++
			switch name[i] {
			case '\\':
				b.WriteByte('\\')
			case 'n':
				b.WriteByte('\n')
			case 'r':
				b.WriteByte('\r')
			default:
				return "", "", false
			}
		}
		name = b.String()
	}
	return strings.ToLower(digest), name, true
}

func plural(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}

// checkSums verifies the checksum lines of one file, as sum -c does.
func checkSums(ctx context.Context, inv *shell.Invocation, a sumAlgo, o *sumOpts, listName string, out *bufio.Writer) (bool, error) {
	shownList := quoteName(listName)
	if listName == "-" {
		shownList = "'standard input'"
	}
	in, closeIn, err := openInput(ctx, inv, listName)
	if errors.Is(err, vfs.ErrIsDir) {
		// GNU opens a directory and fails reading it.
		out.Flush()
		errorf(inv, "%s: read error", shownList)
		return false, nil
	}
	if err != nil {
		out.Flush()
		fileError(inv, quoteName(listName), err)
		return false, nil
	}
	defer closeIn()
	var misformatted, unreadable, mismatched, matched, proper int
	r := bufio.NewReader(in)
	for lineNo := 1; ; lineNo++ {
		if err := ctx.Err(); err != nil {
			return false, nil
		}
		raw, rerr := r.ReadString('\n')
		if rerr != nil && rerr != io.EOF {
			// GNU's digest_check: the lines read so far are
			// checked, then ferror names the file.
			out.Flush()
			errorf(inv, "%s: read error", shownList)
			return false, nil
		}
		if raw == "" && rerr == io.EOF {
			break
		}
		line := strings.TrimSuffix(raw, "\n")
		line = strings.TrimSuffix(line, "\r")
		if strings.HasPrefix(line, "#") || line == "" {
			if rerr == io.EOF {
				break
			}
			continue
		}
		ok := true
		if o.lineAlgo != nil {
			// GNU's cksum keeps the last tag's algorithm: the
			// warning about an untagged line names it.
			var la sumAlgo
			if la, ok = o.lineAlgo(line); ok {
				a = la
			}
		}
		var digest, name string
		if ok {
			digest, name, ok = parseSumLine(a, line)
		}
		if !ok {
			misformatted++
			if o.warn {
				out.Flush()
				tag := a.tag
				if a.blake2 {
					tag = "BLAKE2b"
				}
				errorf(inv, "%s: %d: improperly formatted %s checksum line", shownList, lineNo, tag)
			}
		} else {
			proper++
			// GNU escapes a checked name only when it spans lines.
			shown := name
			if strings.ContainsAny(name, "\n\r") {
				shown, _ = sumEscape(name)
				shown = "\\" + shown
			}
			la := a
			if a.blake2 {
				la = blake2bAlgo(len(digest) / 2)
			}
			sum, err := digestFile(ctx, inv, la, name)
			switch {
			case err != nil && ctx.Err() != nil:
				return false, nil
			case err != nil && o.ignoreMissing && errors.Is(err, fs.ErrNotExist):
			case err != nil:
				unreadable++
				out.Flush()
				fileError(inv, quoteName(name), err)
				if !o.status {
					if _, err := fmt.Fprintf(out, "%s: FAILED open or read\n", shown); err != nil {
						return false, err
					}
				}
			case hex.EncodeToString(sum) != digest:
				mismatched++
				if !o.status {
					if _, err := fmt.Fprintf(out, "%s: FAILED\n", shown); err != nil {
						return false, err
					}
				}
			default:
				matched++
				if !o.status && !o.quiet {
					if _, err := fmt.Fprintf(out, "%s: OK\n", shown); err != nil {
						return false, err
					}
				}
			}
		}
		if rerr == io.EOF {
			break
		}
	}
	if err := out.Flush(); err != nil {
		return false, err
	}
	if proper == 0 {
		errorf(inv, "%s: no properly formatted checksum lines found", shownList)
		return false, nil
	}
	if !o.status {
		if misformatted > 0 {
			errorf(inv, "WARNING: %s", plural(misformatted, "line is improperly formatted", "lines are improperly formatted"))
		}
		if unreadable > 0 {
			errorf(inv, "WARNING: %s", plural(unreadable, "listed file could not be read", "listed files could not be read"))
		}
		if mismatched > 0 {
			errorf(inv, "WARNING: %s", plural(mismatched, "computed checksum did NOT match", "computed checksums did NOT match"))
		}
		if o.ignoreMissing && matched == 0 {
			errorf(inv, "%s: no file was verified", shownList)
		}
	}
	return mismatched == 0 && unreadable == 0 && (!o.strict || misformatted == 0) &&
		(!o.ignoreMissing || matched > 0), nil
}
