#!/usr/bin/env bash
# build.sh makes python/dist/python.wasm and python/dist/stdlib.zip: CPython
# for wasm32-wasip1, built only from Debian packages, with zlib, SQLite,
# bzip2 and xz (liblzma) linked in statically.
#
# The toolchain (clang/lld 19 with the wasm32 builtins) comes from this
# machine's Debian release through the system apt. wasi-libc and the CPython,
# SQLite and zlib sources come from trixie through a PRIVATE apt state under
# $WORK: /etc/apt and the system's apt lists are never written.
#
# CPython is patched (patches/, applied in step 6):
#   size-memoryerror.patch  The guest is 32-bit, so a size between 2**31 and
#       2**63 does not fit its Py_ssize_t, and CPython said OverflowError
#       where a 64-bit build says MemoryError (bytearray(2**31)). A size that
#       does not fit the guest's address space is an out-of-memory condition:
#       the sizes of new objects (bytes(n), bytearray(n), seq * n, and the
#       too-long results of bytes and str repetition) raise MemoryError when
#       a 64-bit build could have asked for them; beyond 64 bits they stay
#       OverflowError, as on every build. Only builds whose size_t is
#       narrower than 64 bits change.
#   errno-linux.patch  wasi-libc numbers errors as WASI does (ENOENT is 44)
#       and its messages are musl's; Python code sees Linux's numbers and
#       glibc's messages, as CPython on Linux shows them ("[Errno 2] No
#       such file or directory"): errno values are translated where they
#       become Python objects (PyErr_SetFromErrno*, the OSError subclass
#       map, the errno module, os.strerror, BlockingIOError), C code keeps
#       comparing errno with the C library's constants. The tables come
#       from glibc's <errno.h>/strerror and CPython 3.13's errnomodule.c.
#   errno-main.patch  "python3 nope.py" printed the C errno itself
#       (Modules/main.c pymain_run_file_obj: "[Errno 44]"); it prints
#       Linux's number and glibc's message, as OSError does.
#
# Usage: python/build/build.sh [WORK]   (WORK defaults to /tmp/cw-python-build)
# Run as root (apt-get install). Takes ~8 minutes on 2 idle cores; under a
# load average of 15-22 on 2 cores (2026-12-02) about an hour: 8 minutes
# to the native build, 27 for the native build python, 5 for configure, ~20
# for the WASI build. The result is not bit-reproducible (same size, other sha256): the
# committed dist/SHA256SUMS says which build is embedded.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
DIST=$(cd "$HERE/.." && pwd)/dist
WORK=${1:-/tmp/cw-python-build}
JOBS=$(nproc)

# Pinned versions (trixie). Bump together with python/dist/SHA256SUMS.
WASI_LIBC_VERSION=0.0~git20241209.574b88d-2
PYTHON_VERSION=3.13.5-2+deb13u5
SQLITE_VERSION=3.46.1-7+deb13u2
ZLIB_VERSION=1:1.3.dfsg+really1.3.1-1
BZIP2_VERSION=1.0.8-6
XZ_VERSION=5.8.1-1+deb13u1
PYVER=3.13

mkdir -p "$WORK" "$DIST"
cd "$WORK"

# --- 1. toolchain from this machine's release ---------------------------
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends \
	clang-19 lld-19 llvm-19 libclang-rt-19-dev-wasm32 \
	make gcc tcl zip pkg-config dpkg-dev xz-utils python3 >/dev/null

# --- 2. private apt state for trixie --------------------------------------
# The sources are the system's own, with the suite renamed, so that this
# script names no mirror of its own.
APT=$WORK/apt
mkdir -p "$APT/etc/sources.list.d" "$APT/etc/apt.conf.d" "$APT/etc/preferences.d" \
	"$APT/etc/trusted.gpg.d" "$APT/state/lists/partial" "$APT/cache/archives/partial"
: >"$APT/etc/sources.list"
for f in /etc/apt/sources.list.d/*.sources; do
	sed -e 's/bookworm/trixie/g' -e 's/^Types: deb$/Types: deb deb-src/' "$f" \
		>"$APT/etc/sources.list.d/$(basename "$f")"
done
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
touch "$APT/state/status"
aptp update >/dev/null

mkdir -p src && cd src
[ -e wasi-libc_*.deb ] 2>/dev/null || aptp download "wasi-libc=$WASI_LIBC_VERSION"
ls python3.13_*.orig.tar.xz >/dev/null 2>&1 || aptp source --download-only "python3.13=$PYTHON_VERSION"
ls sqlite3_*.orig.tar.* >/dev/null 2>&1 || aptp source --download-only "sqlite3=$SQLITE_VERSION"
ls zlib_*.orig.tar.* >/dev/null 2>&1 || aptp source --download-only "zlib=$ZLIB_VERSION"
ls bzip2_*.orig.tar.* >/dev/null 2>&1 || aptp source --download-only "bzip2=$BZIP2_VERSION"
ls xz-utils_*.orig.tar.* >/dev/null 2>&1 || aptp source --download-only "xz-utils=$XZ_VERSION"
cd "$WORK"

# --- 3. a WASI SDK layout made of Debian's pieces -------------------------
SDK=$WORK/sdk
SYSROOT=$SDK/share/wasi-sysroot
rm -rf "$SDK" && mkdir -p "$SDK/bin" "$SDK/share"
dpkg-deb -x src/wasi-libc_*.deb "$WORK/wasi-libc"
cp -a "$WORK/wasi-libc/usr" "$SYSROOT"
ln -s wasm32-wasi "$SYSROOT/lib/wasm32-wasip1"
ln -s wasm32-wasi "$SYSROOT/include/wasm32-wasip1"

# clang 19 wants the builtins at lib/wasm32-unknown-wasip1/libclang_rt.builtins.a
# in its resource dir; Debian ships lib/wasi/libclang_rt.builtins-wasm32.a.
RES=$SDK/resource
cp -a "$(clang-19 -print-resource-dir)/." "$RES"
mkdir -p "$RES/lib/wasm32-unknown-wasip1"
cp "$RES/lib/wasi/libclang_rt.builtins-wasm32.a" "$RES/lib/wasm32-unknown-wasip1/libclang_rt.builtins.a"

FLAGS="--target=wasm32-wasip1 --sysroot=$SYSROOT -resource-dir=$RES"
printf '#!/bin/sh\nexec clang-19 %s "$@"\n' "$FLAGS" >"$SDK/bin/clang"
printf '#!/bin/sh\nexec clang++-19 %s "$@"\n' "$FLAGS" >"$SDK/bin/clang++"
printf '#!/bin/sh\nexec clang-19 %s -E "$@"\n' "$FLAGS" >"$SDK/bin/clang-cpp"
for t in wasm-ld; do ln -s "/usr/bin/$t-19" "$SDK/bin/$t"; done
for t in llvm-ar llvm-ranlib llvm-nm llvm-strip; do ln -s "/usr/bin/$t-19" "$SDK/bin/$t"; done
ln -s /usr/bin/llvm-ranlib-19 "$SDK/bin/ranlib"
ln -s /usr/bin/llvm-ar-19 "$SDK/bin/ar"
chmod +x "$SDK/bin/"*
CC="$SDK/bin/clang"
AR="$SDK/bin/llvm-ar"

# --- 4. zlib, static --------------------------------------------------------
rm -rf zlib && mkdir zlib && tar -xf src/zlib_*.orig.tar.gz -C zlib --strip-components=1
(
	cd zlib
	CC="$CC" AR="$AR" RANLIB="$SDK/bin/ranlib" CFLAGS="-O2" CHOST=wasm32 \
		./configure --static --prefix=/ >/dev/null
	make -j"$JOBS" libz.a >/dev/null
	cp zlib.h zconf.h "$SYSROOT/include/"
	cp libz.a "$SYSROOT/lib/wasm32-wasi/"
)
mkdir -p "$SYSROOT/lib/pkgconfig"
cat >"$SYSROOT/lib/pkgconfig/zlib.pc" <<PC
prefix=/
includedir=/include
libdir=/lib/wasm32-wasi
Name: zlib
Description: zlib compression library
Version: 1.3.1
Libs: -L\${libdir} -lz
Cflags: -I\${includedir}
PC

# --- 4b. bzip2 and liblzma, static (for the bz2 and lzma modules) ----------
rm -rf bzip2 && mkdir bzip2 && tar -xf src/bzip2_*.orig.tar.gz -C bzip2 --strip-components=1
(
	cd bzip2
	make -j"$JOBS" libbz2.a CC="$CC" AR="$AR" RANLIB="$SDK/bin/ranlib" \
		CFLAGS="-O2 -D_FILE_OFFSET_BITS=64" >/dev/null
	cp bzlib.h "$SYSROOT/include/"
	cp libbz2.a "$SYSROOT/lib/wasm32-wasi/"
)
cat >"$SYSROOT/lib/pkgconfig/bzip2.pc" <<PC
prefix=/
includedir=/include
libdir=/lib/wasm32-wasi
Name: bzip2
Description: bzip2 compression library
Version: 1.0.8
Libs: -L\${libdir} -lbz2
Cflags: -I\${includedir}
PC
rm -rf xz && mkdir xz && tar -xf src/xz-utils_*.orig.tar.xz -C xz --strip-components=1
(
	cd xz
	# The library only, without threads (WASI preview 1 has none).
	CC="$CC" AR="$AR" RANLIB="$SDK/bin/ranlib" CFLAGS="-O2" \
		./configure --host=wasm32-wasi --prefix=/ --enable-static --disable-shared \
		--disable-threads --disable-xz --disable-xzdec --disable-lzmadec \
		--disable-lzmainfo --disable-scripts --disable-doc --disable-nls \
		--disable-lzma-links >/dev/null
	make -j"$JOBS" -C src/liblzma >/dev/null
	make -C src/liblzma install DESTDIR="$WORK/xz-root" >/dev/null
	cp -r "$WORK/xz-root/include/." "$SYSROOT/include/"
	cp "$WORK/xz-root/lib/liblzma.a" "$SYSROOT/lib/wasm32-wasi/"
)
cat >"$SYSROOT/lib/pkgconfig/liblzma.pc" <<PC
prefix=/
includedir=/include
libdir=/lib/wasm32-wasi
Name: liblzma
Description: general purpose data compression library
Version: 5.8.1
Libs: -L\${libdir} -llzma
Cflags: -I\${includedir}
PC

# --- 5. SQLite, static; amalgamation generated natively (needs tclsh) -------
rm -rf sqlite && mkdir sqlite && tar -xf src/sqlite3_*.orig.tar.xz -C sqlite --strip-components=1
(
	cd sqlite
	mkdir -p native && cd native
	../configure >/dev/null
	make sqlite3.c >/dev/null
	# WASI preview 1 has no file locks: no locking VFS, no WAL, no threads.
	"$CC" -O2 -c sqlite3.c -o sqlite3.o \
		-DSQLITE_WASI -DSQLITE_DEFAULT_UNIX_VFS='"unix-none"' \
		-DSQLITE_THREADSAFE=0 -DSQLITE_OMIT_WAL -DSQLITE_OMIT_LOAD_EXTENSION \
		-DSQLITE_OMIT_SHARED_CACHE -D_WASI_EMULATED_MMAN -D_WASI_EMULATED_GETPID
	"$AR" rcs "$SYSROOT/lib/wasm32-wasi/libsqlite3.a" sqlite3.o
	cp sqlite3.h sqlite3ext.h "$SYSROOT/include/"
)
cat >"$SYSROOT/lib/pkgconfig/sqlite3.pc" <<PC
prefix=/
includedir=/include
libdir=/lib/wasm32-wasi
Name: SQLite
Description: SQL database engine
Version: 3.46.1
Libs: -L\${libdir} -lsqlite3
Cflags: -I\${includedir}
PC

# --- 6. CPython -------------------------------------------------------------
rm -rf cpython && mkdir cpython && tar -xf src/python3.13_*.orig.tar.xz -C cpython --strip-components=1
cd cpython
for p in "$HERE"/patches/*.patch; do
	patch -p1 --quiet <"$p"
done
# wazero's poll_oneoff refuses absolute clock subscriptions, which
# clock_nanosleep(TIMER_ABSTIME) needs: without these time.sleep() fails.
printf '%s\n' ac_cv_func_clock_nanosleep=no ac_cv_lib_rt_clock_nanosleep=no \
	>>Tools/wasm/config.site-wasm32-wasi
export WASI_SDK_PATH=$SDK
python3 Tools/wasm/wasi.py configure-build-python -- --quiet >/dev/null
python3 Tools/wasm/wasi.py make-build-python >/dev/null
python3 Tools/wasm/wasi.py configure-host --host-runner /bin/true -- --quiet --disable-test-modules >/dev/null
python3 Tools/wasm/wasi.py make-host >/dev/null
# Every module the build could make is there (configure drops a module
# whose library it cannot find, and says so only in its output).
for m in _bz2 _lzma zlib _sqlite3; do
	grep -q "^MODULE_${m^^}_STATE=yes" cross-build/wasm32-wasi*/Makefile ||
		{ echo "build.sh: module $m not built" >&2; exit 1; }
done
HOSTDIR=$(ls -d cross-build/wasm32-wasi*/ | head -1)
BUILDPY=$WORK/cpython/cross-build/build/python

# --- 7. artefacts ------------------------------------------------------------
"$SDK/bin/llvm-strip" -o "$DIST/python.wasm" "$HOSTDIR/python.wasm"
chmod 644 "$DIST/python.wasm"

STAGE=$WORK/stage/lib/python$PYVER
rm -rf "$WORK/stage" && mkdir -p "$STAGE"
cp -a Lib/. "$STAGE/"
cp "$HOSTDIR"/build/lib.*/_sysconfigdata_*.py "$STAGE/"
find "$STAGE" -name __pycache__ -prune -exec rm -rf {} +
rm -rf "$STAGE"/{test,idlelib,tkinter,turtledemo,ensurepip,turtle.py,config-*}
# Hash-checked pycs never go stale: timestamp ones would be recompiled at
# every start (the stdlib is read-only in the sandbox). Run from elsewhere so
# the stage is not importable by the compiler itself.
(cd / && "$BUILDPY" -m compileall -q -f -j0 --invalidation-mode unchecked-hash \
	-s "$WORK/stage" -p /usr/local/lib "$STAGE") || true
find "$STAGE" -exec touch -h -d '2020-01-01 00:00:00 UTC' {} +
rm -f "$DIST/stdlib.zip"
(cd "$STAGE" && find . -type f | LC_ALL=C sort | sed 's|^\./||' | zip -q -X -9 "$DIST/stdlib.zip" -@)
(cd "$DIST" && sha256sum python.wasm stdlib.zip $(ls tzdata.zip 2>/dev/null) >SHA256SUMS)
ls -l "$DIST"
