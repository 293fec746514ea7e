package python

import (
	"context"
	"io/fs"
	"os/exec"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

func TestAsyncioRun(t *testing.T) {
	r := run(t, context.Background(), nil, "/", "", "-c", `
import asyncio

events = []

async def double(x, delay):
    events.append(("start", x))
    await asyncio.sleep(delay)
    events.append(("end", x))
    return 2 * x

async def main():
    got = await asyncio.gather(double(1, 0.05), double(2, 0.05), double(3, 0))
    # gather runs the sleeps side by side: the second starts before the
    # first ends (the order, not a time, which load would sway)
    print(got, events.index(("start", 2)) < events.index(("end", 1)))
    q = asyncio.Queue()
    async def producer():
        for i in range(3):
            await q.put(i)
            await asyncio.sleep(0)
        await q.put(None)
    async def consumer():
        out = []
        while (v := await q.get()) is not None:
            out.append(v)
        return out
    _, out = await asyncio.gather(producer(), consumer())
    print(out)
    try:
        await asyncio.wait_for(asyncio.sleep(10), timeout=0.01)
    except TimeoutError:
        print("timed out")
    loop = asyncio.get_running_loop()
    try:
        loop.add_signal_handler(2, print)
    except NotImplementedError:
        print("no signal handlers")

print(asyncio.run(main()))
print(asyncio.run(double(21, 0)))
`)
	want := "[2, 4, 6] True\n[0, 1, 2]\ntimed out\nno signal handlers\nNone\n42\n"
	if r.stdout != want || r.stderr != "" || r.status != 0 {
		t.Fatalf("got %+v\nwant stdout %q", r, want)
	}
}

func TestStandardModulesImport(t *testing.T) {
	ctx := context.Background()
	fsys := memfs.New()
	if err := vfs.MkdirAll(ctx, fsys, "/w", 0o755); err != nil {
		t.Fatal(err)
	}
	// Each module is used, not only imported: zipfile and tarfile compress
	// (zlib), decimal is the C _decimal, hashlib's builtin hashes.
	r := run(t, ctx, fsys, "/w", "", "-c", `
import json, re, csv, sqlite3, decimal, pathlib, hashlib, zipfile, tarfile, sys
print(json.dumps({"k": [1, 2]}))
print(re.sub(r"(\d+)", r"<\1>", "a1b22"))
csv.writer(open("t.csv", "w", newline="")).writerows([["a", "b,c"], [1, 2]])
print(list(csv.reader(open("t.csv", newline=""))))
print(sqlite3.connect(":memory:").execute("select sqlite_version() > '3'").fetchone())
decimal.getcontext().prec = 30
print(decimal.Decimal(1) / decimal.Decimal(7), "_decimal" in sys.modules)
print(sorted(p.name for p in pathlib.Path(".").iterdir()))
print(hashlib.sha256(b"abc").hexdigest()[:16], hashlib.md5(b"").hexdigest()[:8], hashlib.blake2b(b"").hexdigest()[:8])
with zipfile.ZipFile("a.zip", "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("x.txt", "x" * 1000)
with zipfile.ZipFile("a.zip") as z:
    print(z.read("x.txt") == b"x" * 1000, z.getinfo("x.txt").compress_size < 100)
with tarfile.open("a.tgz", "w:gz") as tf:
    tf.add("t.csv")
with tarfile.open("a.tgz") as tf:
    print(tf.getnames(), tf.extractfile("t.csv").read())
`)
	want := `{"k": [1, 2]}
a<1>b<22>
[['a', 'b,c'], ['1', '2']]
(1,)
0.142857142857142857142857142857 True
['t.csv']
ba7816bf8f01cfea d41d8cd9 786a02f7
True True
['t.csv'] b'a,"b,c"\r\n1,2\r\n'
`
	if r.stdout != want || r.stderr != "" || r.status != 0 {
		t.Fatalf("got %+v\nwant stdout %q", r, want)
	}
}

func TestNoNetworkNoProcesses(t *testing.T) {
	r := run(t, context.Background(), nil, "/", "", "-c", `
import socket, subprocess, os, urllib.request, urllib.error
for f in (lambda: socket.create_connection(("127.0.0.1", 5432), timeout=1),
          lambda: socket.create_connection(("example.com", 80)),
          lambda: socket.socket(socket.AF_INET, socket.SOCK_STREAM),
          lambda: subprocess.run(["ls"]),
          lambda: subprocess.check_output("ls", shell=True)):
    try:
        f()
        print("no error")
    except OSError as e:
        print(type(e).__name__, e)
try:
    urllib.request.urlopen("http://127.0.0.1:5432/")
except urllib.error.URLError as e:
    print("URLError", e.reason)
print(hasattr(os, "system"), hasattr(os, "fork"))
`)
	// ENOTSUP by Linux's number and glibc's message, as on the host.
	want := `OSError [Errno 95] no network in the sandbox
OSError [Errno 95] no network in the sandbox
OSError [Errno 95] Operation not supported
OSError [Errno 95] wasi does not support processes.
OSError [Errno 95] wasi does not support processes.
URLError [Errno 95] no network in the sandbox
False False
`
	if r.stdout != want || r.stderr != "" || r.status != 0 {
		t.Fatalf("got %+v\nwant stdout %q", r, want)
	}
}

func TestHugeAllocations(t *testing.T) {
	// The guest is 32-bit, yet a size it cannot address is out of memory,
	// as on a 64-bit build (build/patches/size-memoryerror.patch): 2**31
	// and more do not fit its Py_ssize_t. Anything that fits but exceeds
	// the memory limit (DefaultMemoryLimit here) is a MemoryError too, and
	// the program goes on.
	r := run(t, context.Background(), nil, "/", "", "-c", `
for n in (2**31, 2**31 - 1, 1 << 30, 512 << 20):
    try:
        b = bytearray(n)
        print(n, "allocated")
    except (MemoryError, OverflowError) as e:
        print(type(e).__name__)
x = bytearray(100 << 20)
print(len(x))
`)
	want := "MemoryError\nMemoryError\nMemoryError\nMemoryError\n104857600\n"
	if r.stdout != want || r.stderr != "" || r.status != 0 {
		t.Fatalf("got %+v\nwant stdout %q", r, want)
	}
	// An uncaught MemoryError ends the program with status 1.
	for _, expr := range []string{"bytearray(2**31)", "bytearray(2**31 - 1)"} {
		r = run(t, context.Background(), nil, "/", "", "-c", expr)
		if r.status != 1 || !strings.HasSuffix(r.stderr, "MemoryError\n") {
			t.Fatalf("%s: got %+v", expr, r)
		}
	}
}

// hugeSizes are the expressions of TestHugeSizesAsOn64Bit: every size
// conversion and repetition of new objects that the patch changes, and
// their neighbours that it must not change.
const hugeSizes = `
for n in ("2**48", "2**62", "2**63", "2**64", "-2**48", "-2**64"):
    for e in ["bytearray(%s)" % n, "bytes(%s)" % n] + ["len(%s * (%s))" % (s, n) for s in ("b'x'", "'a'", "[0]", "(0,)", "bytearray(b'x')")]:
        try:
            print(e, eval(e))
        except Exception as x:
            print(e, type(x).__name__, x)
`

// Sizes that a 64-bit CPython takes and cannot allocate (MemoryError),
// takes as negative (ValueError, or an empty repetition) or rejects
// (OverflowError past 64 bits) give the same answers in the 32-bit guest;
// the host's python3 is the oracle. (A repetition of a longer sequence
// whose length would pass 2**63 is an OverflowError there and a
// MemoryError in the guest, which only sees that the count does not fit:
// both say the object cannot be made.)
func TestHugeSizesAsOn64Bit(t *testing.T) {
	want, err := exec.Command("python3", "-c", hugeSizes).Output()
	if err != nil {
		t.Skipf("host python3: %v", err)
	}
	r := run(t, context.Background(), nil, "/", "", "-c", hugeSizes)
	if r.stdout != string(want) || r.status != 0 {
		t.Fatalf("got %+v\nwant stdout %s", r, want)
	}
	// Below 2**48 the host might allocate; the guest cannot.
	r = run(t, context.Background(), nil, "/", "", "-c", `
for e in ("bytes(2**31)", "b'x' * 2**31", "'ab' * 2**30", "b'ab' * 2**30", "[0] * 2**31", "bytearray(b'ab') * 2**30"):
    try:
        eval(e)
    except MemoryError:
        print("MemoryError")
`)
	if r.stdout != strings.Repeat("MemoryError\n", 6) || r.status != 0 {
		t.Fatalf("got %+v", r)
	}
}

// The bz2 and lzma modules work, and read what the host's bzip2 and xz
// wrote.
func TestBz2Lzma(t *testing.T) {
	r := run(t, context.Background(), nil, "/", "", "-c", `
import base64, bz2, lzma
print(bz2.decompress(base64.b64decode("QlpoOTFBWSZTWT3MGYUAAAPRgAAQQAQ2RYhAIAAxANABRoxM2odR8UoXAvBdyRThQkD3MGYU")).decode(), end="")
print(lzma.decompress(base64.b64decode("/Td6WFoAAATm1rRGAgAhARwAAAAQz1jMAQAOaGVsbG8sIHNhbmRib3gKAAApUzK+ARsdrQABJw/fGvxqH7bzfQEAAAAABFla")).decode(), end="")
data = bytes(range(256)) * 1000
for m in (bz2, lzma):
    c = m.compress(data)
    print(m.__name__, len(c) < len(data) // 10, m.decompress(c) == data)
with lzma.open("/tmp.xz", "wt") as f:
    f.write("written\n")
with lzma.open("/tmp.xz", "rt") as f:
    print(f.read(), end="")
`)
	want := "hello, sandbox\nhello, sandbox\nbz2 True True\nlzma True True\nwritten\n"
	if r.stdout != want || r.status != 0 {
		t.Fatalf("got %+v\nwant stdout %q", r, want)
	}
}

func TestZoneinfo(t *testing.T) {
	ctx := context.Background()
	r := run(t, ctx, nil, "/", "", "-c", `
import datetime, zoneinfo, tzdata
berlin = zoneinfo.ZoneInfo("Europe/Berlin")
for month in (1, 7):
    d = datetime.datetime(2026, month, 1, 12, tzinfo=berlin)
    print(d.isoformat(), d.tzname())
utc = datetime.datetime(2026, 3, 29, 1, 30, tzinfo=datetime.UTC)
print(utc.astimezone(berlin), utc.astimezone(zoneinfo.ZoneInfo("America/New_York")))
zones = zoneinfo.available_timezones()
print(len(zones) > 400, "Asia/Tokyo" in zones, "posixrules" in zones, tzdata.IANA_VERSION >= "2026")
try:
    zoneinfo.ZoneInfo("Mars/Olympus")
except zoneinfo.ZoneInfoNotFoundError as e:
    print("not found:", e)
`)
	want := `2026-01-01T12:00:00+01:00 CET
2026-07-01T12:00:00+02:00 CEST
2026-03-29 03:30:00+02:00 2026-03-28 21:30:00-04:00
True True False True
not found: 'No time zone found with key Mars/Olympus'
`
	if r.stdout != want || r.stderr != "" || r.status != 0 {
		t.Fatalf("got %+v\nwant stdout %q", r, want)
	}
	// A zone file in the sandbox's own /usr/share/zoneinfo (TZPATH) comes
	// first, as on Linux.
	fsys := memfs.New()
	data := tzfile(t, "tzdata/zoneinfo/Asia/Tokyo")
	if err := vfs.MkdirAll(ctx, fsys, "/usr/share/zoneinfo/Local", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := vfs.WriteFile(ctx, fsys, "/usr/share/zoneinfo/Local/Here", data, 0o644); err != nil {
		t.Fatal(err)
	}
	r = run(t, ctx, fsys, "/", "", "-c", `
import datetime, zoneinfo
print(datetime.datetime(2026, 1, 1, tzinfo=zoneinfo.ZoneInfo("Local/Here")).utcoffset())
`)
	if r.stdout != "9:00:00\n" || r.status != 0 {
		t.Fatalf("got %+v", r)
	}
}

// tzfile returns a file of the embedded tzdata.zip.
func tzfile(t *testing.T, name string) []byte {
	t.Helper()
	tz, err := tzdataFS()
	if err != nil {
		t.Fatal(err)
	}
	data, err := fs.ReadFile(tz, strings.TrimPrefix(name, tzdataDir+"/"))
	if err != nil {
		t.Fatal(err)
	}
	return data
}
