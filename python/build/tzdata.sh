#!/usr/bin/env bash
# tzdata.sh makes python/dist/tzdata.zip: the IANA time zone database as the
# "tzdata" Python package (the layout of the PyPI package of that name), so
# that zoneinfo finds zones in the sandbox, whose /usr/share/zoneinfo is the
# sandbox's own and normally empty. The data is Debian's tzdata binary
# package from trixie, fetched through a PRIVATE apt state under $WORK (as in
# build.sh): /etc/apt and the system's apt lists are never written.
#
# Usage: python/build/tzdata.sh [WORK]   (WORK defaults to /tmp/cw-tzdata-build)
# Debian keeps only the newest tzdata of a release: when the pinned version
# is gone, bump TZDATA_VERSION (apt-cache madison tzdata in the private
# state) and commit the new zip with dist/SHA256SUMS.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
DIST=$(cd "$HERE/.." && pwd)/dist
WORK=${1:-/tmp/cw-tzdata-build}
TZDATA_VERSION=2026f-0+deb13u1

command -v zip >/dev/null || apt-get install -y -qq --no-install-recommends zip >/dev/null

rm -rf "$WORK" && mkdir -p "$WORK" && cd "$WORK"
APT=$WORK/apt
mkdir -p "$APT/etc/sources.list.d" "$APT/etc/apt.conf.d" "$APT/etc/preferences.d" \
	"$APT/etc/trusted.gpg.d" "$APT/state/lists/partial" "$APT/cache/archives/partial"
: >"$APT/etc/sources.list"
for f in /etc/apt/sources.list.d/*.sources; do
	sed -e 's/bookworm/trixie/g' "$f" >"$APT/etc/sources.list.d/$(basename "$f")"
done
touch "$APT/state/status"
aptp() {
	apt-get -q \
		-o Dir::Etc="$APT/etc" \
		-o Dir::State="$APT/state" \
		-o Dir::State::status="$APT/state/status" \
		-o Dir::Cache="$APT/cache" \
		-o Debug::NoLocking=1 \
		-o APT::Sandbox::User=root \
		"$@"
}
aptp update >/dev/null
aptp download "tzdata=$TZDATA_VERSION" >/dev/null
dpkg-deb -x tzdata_*.deb deb

SRC=$WORK/deb/usr/share/zoneinfo
PKG=$WORK/stage/tzdata
mkdir -p "$PKG/zoneinfo"
# Every TZif file under its key; links (symlinks in Debian) become copies.
# localtime and posixrules are not zones.
(cd "$SRC" && find . \( -type f -o -type l \) ! -name localtime ! -name posixrules | sed 's|^\./||' | LC_ALL=C sort) |
	while read -r key; do
		[ "$(head -c 4 "$SRC/$key" 2>/dev/null)" = TZif ] || continue
		mkdir -p "$PKG/zoneinfo/$(dirname "$key")"
		cp -L "$SRC/$key" "$PKG/zoneinfo/$key"
		echo "$key"
	done >"$PKG/zones"
# Packages down to each directory of zones, as importlib.resources wants.
find "$PKG" -type d -exec touch {}/__init__.py \;
echo "IANA_VERSION = \"${TZDATA_VERSION%%-*}\"" >"$PKG/__init__.py"
find "$WORK/stage" -exec touch -h -d '2020-01-01 00:00:00 UTC' {} +
rm -f "$DIST/tzdata.zip"
(cd "$WORK/stage" && find . -type f | LC_ALL=C sort | sed 's|^\./||' | zip -q -X -9 "$DIST/tzdata.zip" -@)
(cd "$DIST" && sha256sum python.wasm stdlib.zip tzdata.zip >SHA256SUMS)
ls -l "$DIST/tzdata.zip"
