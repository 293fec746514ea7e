package commands

import "testing"

func TestNumfmtDiff(t *testing.T) {
	n := func(args ...string) diffCase { return diffCase{args: append([]string{"numfmt"}, args...)} }
	in := func(stdin string, args ...string) diffCase {
		return diffCase{args: append([]string{"numfmt"}, args...), stdin: stdin}
	}
	runDiffCases(t, []diffCase{
		n("--to=si", "1000", "1001", "999", "1500", "9999", "99999", "999999", "1000000", "123456789", "0", "1.5", "10.5", "999.9", "0.5"),
		n("--to=iec", "1024", "1023", "1025", "2048", "10240", "1048576", "1047552"),
		n("--to=iec-i", "1024", "1536", "5000000"),
		n("--to=si", "--", "-1500", "-1"),
		n("--to=si", "--round=towards-zero", "--", "-1999"),
		n("--to=si", "--round=down", "1999"),
		n("--to=si", "--round=nearest", "1449", "1450", "1550"),
		n("--to=si", "--round=up", "1001"),
		n("--from=si", "1K", "1.5K", "2M", "1G", "12", "1.23456K", "1.5"),
		n("--from=iec", "1K", "1.5K", "1M"),
		n("--from=iec-i", "1Ki", "1K"),
		n("--from=auto", "1K", "1Ki", "2.5Mi", "1.000K"),
		n("--from=none", "1K"),
		n("1.5", "2.25", "10"),
		n("--from=si", "--to=iec", "1M"),
		n("--to=si", "--suffix=B", "2000"),
		n("--from=si", "--suffix=B", "2000B", "2K", "2KB"),
		n("--padding=8", "12", "123"),
		n("--padding=-8", "12"),
		n("--to=si", "--suffix=B", "--padding=8", "2000"),
		n("--format=%08.2f", "3.14159"),
		n("--format=%'f", "1234567"),
		n("--to=si", "--format=%.3f", "123456"),
		n("--format=<%10f>", "1234"),
		n("--format=%-8f|", "5"),
		n("--format=%d", "5"),
		n("--format=a%fb%", "5"),
		n("--format=x", "5"),
		n("--from=si", "--format=%.1f", "1.25K"),
		n("--to=si", "--to-unit=1000", "1000000"),
		n("--from-unit=512", "4"),
		n("abc"),
		n("abc", "5"),
		n("--invalid=ignore", "abc", "5"),
		n("--invalid=warn", "abc", "5"),
		n("--invalid=fail", "abc", "5"),
		n("--from=si", "1x"),
		n("--to=si", "1e3"),
		n("--to=iec", "123456789012345678901234567890"),
		n("--to=bad", "5"),
		n("--round=bad", "5"),
		n("--padding=0", "5"),
		n("--field=x", "5"),
		in("1000 x\n2000 y\n", "--header", "--to=si"),
		in("a 1000 2000\nb 3000 4000\n", "--field=2", "--to=si"),
		in("a 1000 2000\n", "--field=2-", "--to=si"),
		in("a:1000:2000\n", "-d:", "--field=3", "--to=si"),
		in("   1000 x\n  1.5\n  123456 x\n1000\n", "--to=si"),
		in("x  1000   y\n", "--field=2", "--to=si"),
		in("x 1000\n5\n", "--to=si"),
		in("1000\n", "--to=si", "--padding=2"),
		in("1000\x002000\x00", "-z", "--to=si"),
		in("1000\tx\n1000 \n\n \n", "--to=si"),
		in("1 2 3 4\n", "--field=-2,4", "--to=si", "--from-unit=1000"),
	})
}

func TestNumfmtEdgesDiff(t *testing.T) {
	n := func(args ...string) diffCase { return diffCase{args: append([]string{"numfmt"}, args...)} }
	runDiffCases(t, []diffCase{
		n("--header", "5"),
		n("1234567890123456789"),
		n("123456789012345678"),
		n("--to=si", "1234567890123456789012345"),
		n("--to=si", "999999999999999999999999999999999"),
		n("--to=iec-i", "1023", "0.1", "-0"),
		n("--from=auto", "1k", "1ki", "1KiB"),
		n("--from=si", "1.5Q", "1R"),
		n("--to=si", "--padding=x", "5"),
		n("--from-unit=0", "5"),
		n("--to-unit=K", "5000"),
		n("--from-unit=1K", "5"),
		n("-d", "ab", "5"),
		n("--field=0", "5"),
		n("--field=3-2", "5"),
		n("+5"),
		n(".5", "5.", "-.5"),
		n(""),
		n("--format=%", "5"),
		n("--format=%.f", "5.55"),
		n("--format=%5.1f%%", "5.55"),
		n("--invalid=x", "5"),
		n("--to=si", "--round=nearest", "--", "-1450", "-1550"),
		n("--to=si", "--round=up", "--", "-1999"),
		n("--to=si", "--round=down", "--", "-1001"),
	})
}

// TestNumfmtCorpusFixesDiff: after a power letter GNU names the rest it
// could not read (invalid suffix in input ‘1Kx’: ‘x’); without one, the
// input alone. (That a message comes after the lines printed before it is
// the unseen corpus's "numfmt --from auto iec and suffix", stdout and
// stderr being one stream there.)
func TestNumfmtCorpusFixesDiff(t *testing.T) {
	n := func(args ...string) diffCase { return diffCase{args: append([]string{"numfmt"}, args...)} }
	runDiffCases(t, []diffCase{
		n("--from=iec", "1K", "1Mi"), n("--from=iec", "1Kx"), n("--from=si", "1Ki"), n("--from=iec", "1X"),
		n("--from=auto", "1Kix"), n("--suffix=B", "--from=si", "5KC"), n("--invalid=warn", "--from=si", "1Gq", "2"),
	})
}

// TestNumfmtFieldPaddingDiff: without --padding or -d, a field after the
// first is padded to its own width (the blank before it not counted),
// as one starting with blanks is; an invalid field under the default
// --invalid=abort leaves the fields before it and their separators on
// stdout.
func TestNumfmtFieldPaddingDiff(t *testing.T) {
	in := func(stdin string, args ...string) diffCase {
		return diffCase{args: append([]string{"numfmt"}, args...), stdin: stdin}
	}
	runDiffCases(t, []diffCase{
		in("a 1024\nb 1536000\nc 999\n", "--field=2", "--to=si"),
		in("12345678 1536000 x\n", "--field=1-2", "--to=iec"),
		in("1536000 b\n", "--field=2", "--to=si"),
		in("x 1000 y 3\n", "--field=1-3", "--to=si"),
		in("1536000 7\n", "--to=si"),
		in("a\t1536000\n", "--field=2", "--to=si"),
	})
}
