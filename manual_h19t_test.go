package computerwelt

import "testing"

// inUTF8 runs scripts in C.UTF-8, the sandbox's locale, where GNU's
// messages quote as ‘this’ (compareManual's is C).
func inUTF8(scripts []string) []string {
	out := make([]string, len(scripts))
	for i, s := range scripts {
		out[i] = "export LC_ALL=C.UTF-8\n" + s
	}
	return out
}

// Fixes found by testdata/unseen/h19t2_*.sh (first run: 253 of 266
// agreed), each against bash with the host's GNU coreutils 9.

// What env, xargs, find -exec and timeout start is the program execvp
// finds on PATH: for printf and echo that is coreutils' program, not the
// shell's builtin (its %q quotes as ls does, \u0041 is refused, excess
// arguments are warned about, its messages are the program's).
var manualExecProgramScripts = []string{
	`env printf '%q\n' 'a b' "it's" '' 'x$y' $'tab\there'`,
	`env printf '\u0041\n'; echo "st=$?"; env printf 'x\n' extra; env printf '%d\n' abc 12abc; echo "st=$?"`,
	`env printf; echo "st=$?"; env printf '%z\n' 1; echo "st=$?"`,
	`printf 'a b\n' | xargs printf '%q|'; echo; cd "$(mktemp -d)"; find . -maxdepth 0 -exec printf '%q\n' 'x y' \;`,
	`timeout 5 printf '%q\n' 'p q'; nice printf '%d\n' 1x; echo "st=$?"; env true; echo "st=$?"; env false; echo "st=$?"`,
}

func TestManualExecRunsProgram(t *testing.T) { compareManual(t, inUTF8(manualExecProgramScripts)) }

// install makes the directories -D adds, and those -d makes above the
// named one, rwxr-xr-x whatever the umask; -m is the named directory's
// (and the installed file's) mode only.
var manualInstallDirModeScripts = []string{
	`cd "$(mktemp -d)"; printf 'x' > src; install -D -m 640 src a/b/c/dst; stat -c '%n %a' a a/b a/b/c a/b/c/dst`,
	`cd "$(mktemp -d)"; umask 077; install -D -m 644 /dev/null a/b/c; install -d -m 640 x/y; install -d q/r; stat -c '%n %a' a a/b a/b/c x x/y q q/r`,
	`cd "$(mktemp -d)"; umask 027; install -D -t t/u -m 600 /dev/null; install /dev/null f; stat -c '%n %a' t t/u t/u/null f`,
}

func TestManualInstallDirModes(t *testing.T) { compareManual(t, inUTF8(manualInstallDirModeScripts)) }

// dd conv=block and conv=unblock with cbs=: newline-ended lines to
// space-padded records (longer ones cut and counted) and back; sync pads
// with spaces then; without cbs they do nothing; both together refused.
var manualDdBlockScripts = []string{
	`printf 'ab\ncdef\n' | dd cbs=4 conv=block status=none | od -c; printf 'ab  cd  ' | dd cbs=4 conv=unblock status=none | od -c`,
	`printf 'abcdef\nxy\nlonglong\n' | dd conv=block cbs=3 2>&1 >/dev/null | head -3; printf 'abcdef\nxy' | dd conv=block cbs=3 obs=2 status=none | od -c`,
	`printf 'a b   c\n' | dd conv=unblock cbs=3 status=none | od -c; printf 'abc  ' | dd conv=unblock cbs=2 ibs=1 status=none | od -c`,
	`printf 'abc' | dd conv=sync,block cbs=2 ibs=5 status=none | od -c; printf 'ab\n' | dd conv=block status=none | od -c`,
	`printf 'ab\n' | dd conv=block,unblock cbs=2; echo "st=$?"; dd conv=block cbs=0 </dev/null; echo "st=$?"; printf 'AbC\n' | dd conv=block,ucase cbs=5 status=none | od -c`,
	`printf 'a\n\n\nb\n' | dd conv=block cbs=3 2>/dev/null | od -c; dd cbs=8 conv=block 2>&1 </dev/null | head -2`,
}

func TestManualDdBlockUnblock(t *testing.T) { compareManual(t, inUTF8(manualDdBlockScripts)) }

// comm - - reads the one standard input's lines in turn and fails at its
// second close (EBADF) before --total; join refuses - - outright.
var manualBothStdinScripts = []string{
	`printf 'a\nb\nc\n' | comm - -; echo "st=$?"; comm - - </dev/null; echo "st=$?"`,
	`printf 'b\na\nc\nd\n' | comm --total - -; echo "st=$?"; cd "$(mktemp -d)"; printf 'a\n' > f; printf 'a\n' | comm - f; echo "st=$?"`,
	`printf 'a 1\n' | join - -; echo "st=$?"; printf 'a 1\n' | join - /dev/null; echo "st=$?"`,
	`LC_ALL=C join - - </dev/null; echo "st=$?"; LC_ALL=POSIX join - - </dev/null; LC_ALL= LANG=C.UTF-8 join - - </dev/null; LC_ALL= LC_MESSAGES=C LANG=C.UTF-8 join - - </dev/null`,
}

func TestManualBothStdin(t *testing.T) { compareManual(t, inUTF8(manualBothStdinScripts)) }

// cksum -c without -a takes each line's algorithm from its tag; an
// untagged line (or crc's) is improperly formatted, and the warning names
// the last tag's algorithm (CRC before any).
var manualCksumCheckScripts = []string{
	`cd "$(mktemp -d)"; printf 'abc' > f; printf 'xyz' > g; { cksum -a md5 f; cksum -a sha1 g; cksum -a sha256 f; b2sum --tag -l 128 g; } > sums; cksum -c sums; printf 'x' >> g; cksum -c sums; echo "st=$?"`,
	`cd "$(mktemp -d)"; printf 'g' > g; { echo junk; echo 'MD5 (g) = 00'; md5sum --tag g; sha1sum g; } > j; cksum -c --warn j; echo "st=$?"; cksum -c --strict j; echo "st=$?"`,
	`cd "$(mktemp -d)"; printf 'g' > g; cksum -a sha1 g > s; cksum -a md5 -c --warn s; echo "st=$?"; printf 'CRC (g) = 1\n' | cksum -c; echo "st=$?"`,
}

func TestManualCksumCheckPerLine(t *testing.T) { compareManual(t, inUTF8(manualCksumCheckScripts)) }

// numfmt: %0Nf zero-pads the number alone (the unit and --suffix come
// after); --padding and a format's width pad inside the format's text;
// the arithmetic is long double's (input digits accumulated, rounding
// through intmax_t); "5." is no number.
var manualNumfmtScripts = []string{
	`numfmt --to=iec --format='%08.1f|' 2000 20; numfmt --to=iec --suffix=B --format='%08.1f|' 2000; numfmt --to=iec-i --format='%08.1f|' 2000; numfmt --to=si --format='%08f|' -- -2000; numfmt --format='%08f|' --padding=12 20`,
	`numfmt --format='%f|' --padding=12 20; numfmt --format='<%f>' --padding=-8 20; echo '   20' | numfmt --format='<%f>'; numfmt --format='[%-6f]' --to=si 1500`,
	`for r in up down from-zero towards-zero nearest; do numfmt --to=si --round=$r 99999999999999999999999999 1100 9990 | paste -s; done`,
	`numfmt --to=si --format=%.20f 123456789012345678901234567; numfmt --to=iec --format=%.25f 98765432109876543210987; numfmt --to=si --format=%.30f 123456789012345678901234567`,
	`numfmt 5.; echo "st=$?"; numfmt 5.K; echo "st=$?"; numfmt -- -.; echo "st=$?"; numfmt .5 -- -0.5 1.25; numfmt --from=si 1.5.K; echo "st=$?"`,
}

func TestManualNumfmtLongDouble(t *testing.T) { compareManual(t, inUTF8(manualNumfmtScripts)) }

// touch -d and find -newermt read dates with date -d's parser (GNU's
// parse_datetime): a number after a time is a zone, relative items,
// weekdays and TZ="..." strings.
var manualTouchDateScripts = []string{
	`cd "$(mktemp -d)"; touch -d '2020-01-31 12:00 +1 day' f; date -r f '+%F %T'; touch -d '2020-01-31 12:00 +1' g; date -r g '+%F %T'`,
	`cd "$(mktemp -d)"; touch -d '2021-03-04 05:06:07' r; touch -r r -d '-2 hours' a; date -r a '+%F %T'; touch -d 'TZ="Asia/Tokyo" 2020-06-01 09:00' b; date -u -r b '+%F %T'`,
	`cd "$(mktemp -d)"; touch -d '2020-02-29 noon' n 2>&1; touch -d '20200229T1200' c; date -r c '+%F %T'; touch -d 'Feb 29 2020 1:02pm' d; date -r d '+%F %T'`,
	`cd "$(mktemp -d)"; touch -d '2020-01-02 03:04' a; touch -d '2020-01-03' b; find . -newermt '2020-01-01 03:04 +1 day' -name '[ab]' | sort; find . -newermt 'bogus' 2>&1; echo "st=$?"`,
}

func TestManualTouchDateParser(t *testing.T) { compareManual(t, inUTF8(manualTouchDateScripts)) }

// diff -E with -Z compares lines as -Z alone: GNU hashes them with their
// tabs as they are and matches lines only within a hash's class.
var manualDiffTabTrailingScripts = []string{
	`cd "$(mktemp -d)"; printf 'b\tc\n' > x; printf 'b       c\n' > y; diff -E x y; echo "st=$?"; diff -Z -E x y; echo "st=$?"; diff -EZ --ignore-tab-expansion x y; echo "st=$?"`,
	`cd "$(mktemp -d)"; printf 'a  \nb\tc\n' > x; printf 'a\nb       c\n' > y; diff -E x y; echo "st=$?"; diff -E -Z x y; echo "st=$?"; printf 'a\t \n' > p; printf 'a        \n' > q; diff -ZE p q; echo "st=$?"; diff -E p q; echo "st=$?"`,
}

func TestManualDiffTabTrailing(t *testing.T) { compareManual(t, inUTF8(manualDiffTabTrailingScripts)) }
