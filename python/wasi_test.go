package python

import (
	"context"
	"io/fs"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

func TestAsyncioRun(t *testing.T) {
	r := run(t, context.Background(), nil, "/", "", "-c", `
import asyncio, time

async def double(x, delay):
    await asyncio.sleep(delay)
    return 2 * x

async def main():
    t = time.monotonic()
    got = await asyncio.gather(double(1, 0.05), double(2, 0.05), double(3, 0))
    # gather runs the sleeps side by side: 0.05 s, not 0.1 s
    print(got, time.monotonic() - t < 0.095)
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
	want := `OSError [Errno 58] no network in the sandbox
OSError [Errno 58] no network in the sandbox
OSError [Errno 58] Not supported
OSError [Errno 58] wasi does not support processes.
OSError [Errno 58] wasi does not support processes.
URLError [Errno 58] no network in the sandbox
False False
`
	if r.stdout != want || r.stderr != "" || r.status != 0 {
		t.Fatalf("got %+v\nwant stdout %q", r, want)
	}
}

func TestHugeAllocations(t *testing.T) {
	// The guest is 32-bit: 2**31 bytes does not fit a Py_ssize_t, and
	// CPython says so with OverflowError, as a native 32-bit build does.
	// Anything that fits but exceeds the memory limit (DefaultMemoryLimit
	// here) is a MemoryError, and the program goes on.
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
	want := "OverflowError\nMemoryError\nMemoryError\nMemoryError\n104857600\n"
	if r.stdout != want || r.stderr != "" || r.status != 0 {
		t.Fatalf("got %+v\nwant stdout %q", r, want)
	}
	// An uncaught MemoryError ends the program with status 1.
	r = run(t, context.Background(), nil, "/", "", "-c", "bytearray(2**31 - 1)")
	if r.status != 1 || !strings.HasSuffix(r.stderr, "MemoryError\n") {
		t.Fatalf("got %+v", r)
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
	site, err := siteFS()
	if err != nil {
		t.Fatal(err)
	}
	data, err := fs.ReadFile(site, name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
