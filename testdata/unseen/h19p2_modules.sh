#### py mod: json pretty print with indent
echo '{"b":[1,2,{"c":null}],"a":true,"u":"\u00e9"}' | python3 -m json.tool
#### py mod: json.tool sort keys and compact
echo '{"b":1,"a":{"d":2,"c":3}}' | python3 -m json.tool --sort-keys
echo '{"b":1, "a":[1, 2]}' | python3 -m json.tool --compact
#### py mod: json.tool on invalid input
echo '{"a":}' | python3 -m json.tool; echo "st=$?"
#### py mod: json dumps ensure_ascii and separators
python3 -c '
import json
d = {"name": "Zoë", "n": [1, 2.5, None, True]}
print(json.dumps(d))
print(json.dumps(d, ensure_ascii=False))
print(json.dumps(d, separators=(",", ":"), sort_keys=True))'
#### py mod: json loads errors
python3 -c '
import json
for s in ["{", "[1,]", "{\"a\" 1}", "nan", "1 2"]:
    try:
        json.loads(s)
        print("ok", s)
    except json.JSONDecodeError as e:
        print(e.msg, e.pos)'
#### py mod: json lines file from shell
printf '{"id":1,"v":"a"}\n{"id":2,"v":"b"}\n\n{"id":3,"v":"c"}\n' > data.jsonl
python3 -c '
import json
rows = [json.loads(l) for l in open("data.jsonl") if l.strip()]
print(len(rows), [r["v"] for r in rows if r["id"] > 1])'
#### py mod: json written by python read by jq
python3 -c 'import json; json.dump({"k": [3, 1, 2], "s": "x"}, open("o.json", "w"), indent=2)'
jq -c '.k | sort' o.json; jq -r .s o.json
#### py mod: json float and big int formatting
python3 -c 'import json; print(json.dumps([1.0, 1e20, 1e-7, 10**20, 0.1+0.2, -0.0]))'
#### py mod: csv with quoting and dialect
printf 'a;b;c\n1;"x;y";3\n' > semi.csv
python3 -c '
import csv, sys
r = csv.reader(open("semi.csv", newline=""), delimiter=";")
w = csv.writer(sys.stdout, quoting=csv.QUOTE_ALL, lineterminator="\n")
for row in r:
    w.writerow(row)'
#### py mod: csv DictWriter to stdout
python3 - <<'EOF'
import csv, sys
w = csv.DictWriter(sys.stdout, fieldnames=["id", "name"], lineterminator="\n")
w.writeheader()
w.writerow({"id": 1, "name": "a,b"})
w.writerow({"id": 2, "name": 'say "hi"'})
EOF
#### py mod: csv sniffer
printf 'x|y|z\n1|2|3\n4|5|6\n' > p.csv
python3 -c 'import csv; d = csv.Sniffer().sniff(open("p.csv").read()); print(repr(d.delimiter))'
#### py mod: re groups and named groups
python3 -c '
import re
m = re.match(r"(?P<user>\w+)@(?P<host>[\w.]+)", "alice@example.com rest")
print(m.group("user"), m.group("host"), m.span(), m.groupdict())
print(re.split(r"[,;]\s*", "a, b;c ,d"))
print(re.sub(r"\d+", lambda m: str(int(m.group()) * 2), "a1 b22 c333"))'
#### py mod: re flags multiline and verbose
printf 'key1 = v1\n# comment\nkey2=v2\n' > conf
python3 - <<'EOF'
import re
text = open("conf").read()
pat = re.compile(r"""
    ^(\w+)      # key
    \s*=\s*
    (\S+)$      # value
""", re.M | re.X)
print(pat.findall(text))
print(re.findall(r"^#.*", text, re.M))
EOF
#### py mod: re error on bad pattern
python3 -c 'import re; re.compile("(a")' 2>&1 | tail -1
#### py mod: collections namedtuple deque OrderedDict
python3 -c '
from collections import namedtuple, deque, OrderedDict, ChainMap
P = namedtuple("P", "x y")
p = P(1, 2); print(p, p._asdict(), p._replace(y=5))
d = deque(range(5), maxlen=3); d.appendleft(9); print(d)
o = OrderedDict(a=1, b=2); o.move_to_end("a"); print(list(o))
print(ChainMap({"a": 1}, {"a": 2, "b": 3})["b"])'
#### py mod: Counter arithmetic and word frequency from shell
printf 'the quick the lazy the end quick\n' > words
python3 -c '
from collections import Counter
c = Counter(open("words").read().split())
print(c.most_common(2), c["none"])
print(sorted((c - Counter(the=2)).items()))'
#### py mod: itertools groupby and combinations
python3 -c '
import itertools as it
data = sorted(["apple", "avocado", "banana", "blueberry", "cherry"])
for k, g in it.groupby(data, key=lambda s: s[0]):
    print(k, list(g))
print(list(it.combinations("abc", 2)), list(it.permutations([1, 2])))
print(list(it.accumulate([1, 2, 3, 4])), list(it.islice(it.count(10, 5), 3)))
print(list(it.chain.from_iterable([[1], [2, 3]])), list(it.zip_longest("ab", "xyz", fillvalue="-")))'
#### py mod: itertools product and batched by hand
python3 -c '
import itertools as it
print(["".join(p) for p in it.product("ab", repeat=2)])
xs = list(range(7))
print([xs[i:i+3] for i in range(0, len(xs), 3)])
print(list(it.starmap(pow, [(2, 3), (3, 2)])), list(it.takewhile(lambda x: x < 3, [1, 2, 5, 1])))'
#### py mod: functools reduce lru_cache partial
python3 -c '
import functools, operator
print(functools.reduce(operator.mul, range(1, 6)))
@functools.lru_cache(maxsize=None)
def fib(n): return n if n < 2 else fib(n-1) + fib(n-2)
print(fib(80), fib.cache_info().hits > 0)
print(functools.partial(int, base=2)("1011"))'
#### py mod: textwrap fill dedent indent shorten
python3 - <<'EOF'
import textwrap
s = "The quick brown fox jumps over the lazy dog and keeps on running far away."
print(textwrap.fill(s, width=20))
print(textwrap.shorten(s, width=30))
print(textwrap.indent("a\nb\n", "> "), end="")
print(textwrap.dedent("""\
    x
      y
    z"""))
EOF
#### py mod: difflib unified diff of shell files
printf 'a\nb\nc\nd\n' > old; printf 'a\nB\nc\nd\ne\n' > new
python3 -c '
import difflib, sys
a = open("old").readlines(); b = open("new").readlines()
sys.stdout.writelines(difflib.unified_diff(a, b, "old", "new"))'
#### py mod: difflib get_close_matches and ratio
python3 -c '
import difflib
print(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy"]))
print(round(difflib.SequenceMatcher(None, "abcd", "bcde").ratio(), 3))
print(list(difflib.ndiff(["one\n"], ["ore\n"])))'
#### py mod: datetime arithmetic with fixed dates
python3 -c '
from datetime import date, datetime, timedelta
d = date(2024, 2, 28)
print(d + timedelta(days=1), d + timedelta(days=2), (date(2025, 1, 1) - d).days)
t = datetime(2024, 3, 10, 14, 5, 9)
print(t.isoformat(), t.strftime("%A %d %B %Y %H:%M %j %U %a %b"), t.weekday(), t.isocalendar()[1])
print(datetime.strptime("2023-07-04 08:30", "%Y-%m-%d %H:%M") + timedelta(hours=20))'
#### py mod: datetime timezone and fromisoformat
python3 -c '
from datetime import datetime, timezone, timedelta
t = datetime(2024, 1, 1, 12, 0, tzinfo=timezone.utc)
print(t.astimezone(timezone(timedelta(hours=-5))).isoformat())
print(datetime.fromisoformat("2024-05-06T07:08:09+02:00").utctimetuple()[:6])
print(datetime.fromtimestamp(0, timezone.utc), int(t.timestamp()))'
#### py mod: zoneinfo fixed date conversion
python3 -c '
from datetime import datetime
from zoneinfo import ZoneInfo
t = datetime(2024, 7, 1, 12, 0, tzinfo=ZoneInfo("UTC"))
for z in ["Europe/Berlin", "America/New_York", "Asia/Tokyo"]:
    print(z, t.astimezone(ZoneInfo(z)).strftime("%H:%M %Z"))'
#### py mod: calendar month and leap years
python3 -c 'import calendar; print(calendar.month(2024, 2), end=""); print(calendar.isleap(2000), calendar.isleap(1900), calendar.monthrange(2023, 2))'
#### py mod: python3 -m calendar
python3 -m calendar 2024 3
#### py mod: hashlib of a shell file matches sha256sum
printf 'hash me\n' > h
python3 -c 'import hashlib; print(hashlib.sha256(open("h", "rb").read()).hexdigest())'
sha256sum h | cut -d" " -f1
python3 -c 'import hashlib; print(hashlib.md5(b"").hexdigest(), hashlib.sha1(b"abc").hexdigest())'
#### py mod: hashlib incremental and names
python3 -c '
import hashlib
h = hashlib.sha256()
for chunk in [b"a", b"b", b"c"]: h.update(chunk)
print(h.hexdigest() == hashlib.sha256(b"abc").hexdigest(), h.digest_size, h.name)
print(hashlib.blake2b(b"x", digest_size=8).hexdigest(), hashlib.sha512(b"").hexdigest()[:16])'
#### py mod: base64 against the shell base64
printf 'binary\0data\n' > b
python3 -c 'import base64; print(base64.b64encode(open("b", "rb").read()).decode())'
base64 b
echo 'aGVsbG8gd29ybGQ=' | python3 -c 'import base64, sys; sys.stdout.buffer.write(base64.b64decode(sys.stdin.read()))'; echo
python3 -c 'import base64; print(base64.urlsafe_b64encode(b"\xfb\xff"), base64.b32encode(b"hi"), base64.b16encode(b"hi"))'
#### py mod: base64 decode error
python3 -c 'import base64; base64.b64decode("abc")' 2>&1 | tail -1
#### py mod: struct pack unpack
python3 -c '
import struct
b = struct.pack("<IhB3s", 1, -2, 255, b"xyz")
print(b, len(b), struct.calcsize(">IhB3s"))
print(struct.unpack("<IhB3s", b))
print(struct.unpack(">H", b"\x01\x02"), struct.pack("!d", 1.5).hex())'
#### py mod: struct reading a binary header the shell wrote
printf '\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR\x00\x00\x01\x00\x00\x00\x00\x80' > img.png
python3 -c '
import struct
d = open("img.png", "rb").read()
print(d[:8] == b"\x89PNG\r\n\x1a\n", struct.unpack(">II", d[16:24]))'
#### py mod: struct error
python3 -c 'import struct; struct.unpack("<I", b"ab")' 2>&1 | tail -1
#### py mod: argparse happy path
cat > cli.py <<'EOF'
import argparse
p = argparse.ArgumentParser(prog="cli")
p.add_argument("files", nargs="+")
p.add_argument("-n", type=int, default=1)
p.add_argument("--verbose", "-v", action="store_true")
a = p.parse_args()
print(a.files, a.n, a.verbose)
EOF
python3 cli.py a b -n 3 -v; python3 cli.py x
#### py mod: argparse missing argument to stderr status 2
cat > cli.py <<'EOF'
import argparse
p = argparse.ArgumentParser(prog="cli")
p.add_argument("files", nargs="+")
p.add_argument("-n", type=int, default=1)
p.parse_args()
EOF
python3 cli.py; echo "st=$?"
python3 cli.py f -n notanumber; echo "st=$?"
python3 cli.py f --bogus; echo "st=$?"
#### py mod: argparse help output
cat > h.py <<'EOF'
import argparse
p = argparse.ArgumentParser(prog="tool", description="Does things.")
p.add_argument("src", help="the source")
p.add_argument("--dry-run", action="store_true", help="do nothing")
p.add_argument("--mode", choices=["a", "b"], default="a", help="the mode")
p.parse_args()
EOF
python3 h.py --help; echo "st=$?"
python3 h.py x --mode c; echo "st=$?"
#### py mod: argparse subcommands
cat > sub.py <<'EOF'
import argparse
p = argparse.ArgumentParser(prog="git2")
s = p.add_subparsers(dest="cmd", required=True)
a = s.add_parser("add"); a.add_argument("path")
s.add_parser("status")
ns = p.parse_args()
print(vars(ns))
EOF
python3 sub.py add foo; python3 sub.py status; python3 sub.py; echo "st=$?"
#### py mod: getopt style parsing
python3 -c '
import getopt, sys
opts, rest = getopt.getopt(sys.argv[1:], "ab:", ["long="])
print(opts, rest)' -a -b 1 --long=x file
python3 -c 'import getopt, sys; getopt.getopt(sys.argv[1:], "a")' -z 2>&1 | tail -1
#### py mod: decimal and fractions exact arithmetic
python3 -c '
from decimal import Decimal, ROUND_HALF_UP
from fractions import Fraction
print(Decimal("0.1") + Decimal("0.2"), Decimal("2.675").quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))
print(Fraction(1, 3) + Fraction(1, 6), Fraction("0.75"), float(Fraction(7, 8)))'
#### py mod: statistics on numbers from seq
seq 1 10 | python3 -c '
import statistics, sys
xs = [int(l) for l in sys.stdin]
print(statistics.mean(xs), statistics.median(xs), round(statistics.pstdev(xs), 4), statistics.mode([1, 2, 2, 3]))'
#### py mod: random with a seed
python3 -c '
import random
random.seed(42)
print(random.randint(1, 100), random.choice("abcdef"), round(random.random(), 6))
xs = list(range(10)); random.shuffle(xs); print(xs)
print(random.sample(range(100), 3))'
#### py mod: string and format specs
python3 -c '
import string
print(string.ascii_lowercase[:5], string.digits, string.punctuation[:6])
print(f"{1234567.891:,.2f} {255:#x} {255:08b} {0.25:.1%} {12:>5}| {\"x\":*^7}")
t = string.Template("Hello $name, ${n}x"); print(t.substitute(name="Bo", n=3))'
#### py mod: shlex split and quote
python3 -c '
import shlex
print(shlex.split("a \"b c\" d\\ e '\''f g'\''"))
print(shlex.quote("it'\''s here"), shlex.join(["a b", "c"]))'
#### py mod: urllib parse without network
python3 -c '
from urllib.parse import urlparse, parse_qs, urlencode, quote, unquote, urljoin
u = urlparse("https://ex.com:8080/p/a?x=1&y=2&x=3#frag")
print(u.scheme, u.hostname, u.port, u.path, parse_qs(u.query), u.fragment)
print(urlencode({"q": "a b&c", "n": 1}), quote("/a b/é"), unquote("%41%20"), urljoin("http://h/a/b", "../c"))'
#### py mod: uuid from fixed values
python3 -c 'import uuid; print(uuid.UUID("12345678123456781234567812345678"), uuid.uuid5(uuid.NAMESPACE_DNS, "example.com"), uuid.uuid3(uuid.NAMESPACE_URL, "x"))'
#### py mod: sqlite3 in memory and to a file
python3 - <<'EOF'
import sqlite3
con = sqlite3.connect("db.sqlite")
con.execute("create table t(name text, qty int)")
con.executemany("insert into t values (?, ?)", [("a", 3), ("b", 5), ("a", 1)])
con.commit()
for row in con.execute("select name, sum(qty) from t group by name order by name"):
    print(row)
EOF
test -s db.sqlite && echo nonempty
#### py mod: html escape and xml etree
python3 - <<'EOF'
import html
import xml.etree.ElementTree as ET
print(html.escape("<a href='x'>&</a>"), html.unescape("&lt;&amp;&#65;&eacute;"))
root = ET.fromstring("<r><i n='1'>a</i><i n='2'>b</i></r>")
print([(i.get("n"), i.text) for i in root.iter("i")])
e = ET.Element("out"); ET.SubElement(e, "x", k="v").text = "t"
print(ET.tostring(e, encoding="unicode"))
EOF
#### py mod: configparser round trip with shell file
printf '[db]\nhost = localhost\nport = 5432\n\n[app]\ndebug = yes\n' > c.ini
python3 -c '
import configparser
c = configparser.ConfigParser(); c.read("c.ini")
print(c.sections(), c["db"]["host"], c.getint("db", "port"), c.getboolean("app", "debug"))
c["app"]["new"] = "1"
with open("c2.ini", "w") as f: c.write(f)'
cat c2.ini
#### py mod: dataclasses and enum
python3 -c '
from dataclasses import dataclass, field, asdict
from enum import Enum
class Color(Enum):
    RED = 1
    GREEN = 2
@dataclass(order=True)
class Item:
    name: str
    qty: int = 0
    tags: list = field(default_factory=list)
print(Item("a", 2), asdict(Item("b")), sorted([Item("z"), Item("a", 5)])[0].name)
print(Color.RED, Color(2).name, [c.value for c in Color])'
#### py mod: heapq and bisect
python3 -c '
import heapq, bisect
h = [5, 1, 8, 3]; heapq.heapify(h); print(heapq.heappop(h), heapq.nsmallest(2, h), heapq.nlargest(1, [4, 9, 2]))
xs = [1, 3, 3, 7]; print(bisect.bisect_left(xs, 3), bisect.bisect_right(xs, 3)); bisect.insort(xs, 4); print(xs)'
#### py mod: pprint of nested data
python3 -c '
import pprint
pprint.pprint({"z": list(range(12)), "a": {"nested": ["x" * 20, "y" * 20, "z" * 20]}}, width=40)'
#### py mod: math functions
python3 -c '
import math
print(math.sqrt(2), math.pi, math.e, math.floor(-2.5), math.ceil(2.1), math.log(8, 2), math.hypot(3, 4))
print(math.comb(10, 3), math.perm(5, 2), math.prod([1, 2, 3, 4]), math.isclose(0.1 + 0.2, 0.3), math.inf > 10**100)'
