package python

import (
	"archive/zip"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing/fstest"
	"time"

	"github.com/tetratelabs/wazero"
)

// wasiFixes is appended to sitecustomize. It finishes two standard modules
// that the WASI build leaves half usable, when (and only if) a program
// imports them, so starting the interpreter costs nothing more:
//
//   - asyncio: the event loop makes a socketpair as its self-pipe, and WASI
//     has no socketpair, so asyncio.run failed. The self-pipe only wakes a
//     loop from another thread or a signal handler; the guest has neither
//     threads nor signal delivery, so the loop goes without it and waits in
//     poll() on its own timeout (a clock subscription, which the host's
//     nanosleep ends at the sandbox's deadline). loop.add_signal_handler
//     raises NotImplementedError, as on Windows.
//   - socket: the build has no getaddrinfo, so socket.create_connection
//     and everything above it (urllib, http.client) ended in an
//     AttributeError; they get an OSError saying there is no network.
//
// A meta-path finder sees the import first, lets the regular finders find
// the module, and wraps that one loader's exec_module.
const wasiFixes = `
import sys as _sys

class _ComputerweltFixes:
    names = frozenset(("socket", "asyncio.unix_events"))
    meta_path = _sys.meta_path

    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if name not in cls.names:
            return None
        for finder in cls.meta_path:
            if finder is cls or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(name, path, target)
            if spec is not None:
                break
        else:
            return None
        if spec.loader is None or not hasattr(spec.loader, "exec_module"):
            return spec
        exec_module = spec.loader.exec_module
        def fixed_exec_module(module):
            exec_module(module)
            cls.fix(name, module)
        spec.loader.exec_module = fixed_exec_module
        return spec

    @staticmethod
    def fix(name, m):
        if name == "socket":
            if hasattr(m._socket, "getaddrinfo"):
                return
            import errno
            def no_network(*args, **kwargs):
                raise OSError(errno.ENOTSUP, "no network in the sandbox")
            for f in ("getaddrinfo", "gethostbyname", "gethostbyname_ex", "gethostbyaddr", "getnameinfo"):
                if not hasattr(m._socket, f):
                    setattr(m, f, no_network)
        elif name == "asyncio.unix_events":
            base = m.selector_events.BaseSelectorEventLoop
            def _make_self_pipe(self):
                self._ssock = self._csock = None
            def _close_self_pipe(self):
                pass
            base._make_self_pipe = _make_self_pipe
            base._close_self_pipe = _close_self_pipe
            def add_signal_handler(self, sig, callback, *args):
                raise NotImplementedError("asyncio signal handlers are not available in the sandbox (WASI)")
            m._UnixSelectorEventLoop.add_signal_handler = add_signal_handler

_sys.meta_path.insert(0, _ComputerweltFixes)
del _sys
`

// siteFS is the guest's site-packages (read-only): sitecustomize and the
// sqlite3 shell, and the directory where tzdataFS is mounted. It is the
// same for every run, so it is made once per process.
var siteFS = sync.OnceValues(func() (fstest.MapFS, error) {
	site := fstest.MapFS{tzdataDir: &fstest.MapFile{Mode: fs.ModeDir | 0o555}}
	for _, m := range siteModules {
		site[m.name] = &fstest.MapFile{Data: []byte(m.source), Mode: 0o444}
	}
	return site, nil
})

// tzdataDir is the tzdata package in site-packages, for zoneinfo.
const tzdataDir = "tzdata"

// tzdataFS is the tzdata package, read from dist/tzdata.zip as the guest
// opens its files: unpacking all 503 at every start was ~3 % of a CLI
// python3 -c pass, for programs that mostly use no time zone.
var tzdataFS = sync.OnceValues(func() (fs.FS, error) {
	zr, err := zip.NewReader(bytes.NewReader(tzdataZip), int64(len(tzdataZip)))
	if err != nil {
		return nil, fmt.Errorf("python: tzdata.zip: %w", err)
	}
	sub, err := fs.Sub(zr, tzdataDir)
	if err != nil {
		return nil, fmt.Errorf("python: tzdata.zip: %w", err)
	}
	return wholeFileFS{sub}, nil
})

// wholeFileFS opens the regular files of an fs.FS by reading them whole,
// so that the guest can seek in them (a zip's files are streams, and
// zoneinfo seeks). Directories are the FS's own.
type wholeFileFS struct{ fs.FS }

func (w wholeFileFS) Open(name string) (fs.File, error) {
	f, err := w.FS.Open(name)
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		return f, err
	}
	defer f.Close()
	data, err := io.ReadAll(f)
	if err != nil {
		return nil, &fs.PathError{Op: "read", Path: name, Err: err}
	}
	return &wholeFile{bytes.NewReader(data), st}, nil
}

// wholeFile is a file read into memory.
type wholeFile struct {
	*bytes.Reader
	info fs.FileInfo
}

func (f *wholeFile) Stat() (fs.FileInfo, error) { return f.info, nil }
func (f *wholeFile) Close() error               { return nil }

// siteModules are our modules in site-packages, which the guest would
// compile from source at every start without their bytecode.
var siteModules = []struct{ name, source string }{
	{"sitecustomize.py", sitecustomize + wasiFixes},
	{sqliteModule + ".py", sqliteShell},
}

// The guest compiles our modules from source at every start unless it
// finds their bytecode: sitecustomize is a third of the time python3 -c
// pass takes (~35 of ~115 CPU ms), the sqlite3 shell more. The bytecode
// comes from the interpreter itself, in a run whose only input is those
// sources (-I -S), once per process: at the second run, so that a process
// that runs python3 once does not pay for it, or in Warm. With a
// compilation cache directory (the CLI's case: a process per script) it
// is kept there too, and the next process reads it instead. It is
// unchecked hash-based bytecode, as the standard library's is; should the
// guest refuse it, it falls back to the source.
var (
	siteRuns     atomic.Int64
	siteCompile  sync.Once
	siteCompiled atomic.Pointer[compiledSite]
	// siteKept are the cache directories that hold the bytecode (or
	// were tried).
	siteKept sync.Map
)

// compiledSite is site-packages with our modules' bytecode, and that
// bytecode by path.
type compiledSite struct {
	fs   fstest.MapFS
	pycs map[string][]byte
}

// sitePackages returns the site-packages for a run of e; files, when
// set, keep the bytecode between processes; compile asks for the bytecode
// now rather than at the process's second run.
func sitePackages(e *engine, files HostFiles, compile bool) (fs.FS, error) {
	site, err := siteFS()
	if err != nil {
		return nil, err
	}
	// The bytecode is kept once per compilation cache directory.
	cacheDir := ""
	if e != nil && files != nil {
		cacheDir = e.cacheDir
	}
	if c := siteCompiled.Load(); c == nil && cacheDir != "" {
		if c, ok := loadSitePyc(site, files); ok {
			siteKept.Store(cacheDir, true)
			siteCompiled.CompareAndSwap(nil, c)
		}
	}
	if siteCompiled.Load() == nil && (siteRuns.Add(1) >= 2 || compile || cacheDir != "") {
		siteCompile.Do(func() {
			if c, err := compileSite(e, site); err == nil {
				siteCompiled.Store(c)
			}
		})
	}
	c := siteCompiled.Load()
	if c == nil {
		return site, nil
	}
	if _, tried := siteKept.LoadOrStore(cacheDir, true); !tried && cacheDir != "" {
		storeSitePyc(files, c.pycs)
	}
	return c.fs, nil
}

// sitePycName is the file beside the compiled interpreter that holds the
// bytecode of our modules: its name changes with their sources and with
// the interpreter (dist/SHA256SUMS).
func sitePycName() string {
	h := sha256.New()
	h.Write(sha256sums)
	for _, m := range siteModules {
		fmt.Fprintf(h, "%d %s %d %s", len(m.name), m.name, len(m.source), m.source)
	}
	return fmt.Sprintf("computerwelt-site-%x.zip", h.Sum(nil)[:12])
}

// maxSitePyc bounds what is read back as our modules' bytecode.
const maxSitePyc = 1 << 24

// loadSitePyc returns site with the bytecode kept in files, if every
// module has its bytecode there.
func loadSitePyc(site fstest.MapFS, files HostFiles) (*compiledSite, bool) {
	b, err := files.ReadFile(sitePycName())
	if err != nil || len(b) > maxSitePyc {
		return nil, false
	}
	zr, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil || len(zr.File) != len(siteModules) {
		return nil, false
	}
	withPyc, pycs := maps.Clone(site), map[string][]byte{}
	for _, f := range zr.File {
		if !strings.HasPrefix(f.Name, "__pycache__/") || f.UncompressedSize64 > maxSitePyc {
			return nil, false
		}
		rc, err := f.Open()
		if err != nil {
			return nil, false
		}
		data, err := io.ReadAll(io.LimitReader(rc, maxSitePyc))
		rc.Close()
		if err != nil || len(data) < 16 {
			return nil, false
		}
		withPyc[f.Name] = &fstest.MapFile{Data: data, Mode: 0o444}
		pycs[f.Name] = data
	}
	return &compiledSite{withPyc, pycs}, true
}

// storeSitePyc keeps pycs (path in site-packages -> bytecode) in files.
func storeSitePyc(files HostFiles, pycs map[string][]byte) {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, name := range slices.Sorted(maps.Keys(pycs)) {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Store})
		if err != nil {
			return
		}
		w.Write(pycs[name])
	}
	if zw.Close() != nil {
		return
	}
	files.WriteFile(sitePycName(), buf.Bytes())
}

// compileSiteScript prints, for each source path it is given, the path of
// its bytecode relative to site-packages (the first argument) and the
// bytecode in hexadecimal.
const compileSiteScript = `import sys, importlib.util, importlib._bootstrap_external as b
for p in sys.argv[2:]:
    src = open(p, "rb").read()
    code = compile(src, p, "exec", dont_inherit=True)
    print(importlib.util.cache_from_source(p).removeprefix(sys.argv[1] + "/"))
    print(b._code_to_hash_pyc(code, importlib.util.source_hash(src), False).hex())
`

// compileSite returns a copy of site with our modules' bytecode.
func compileSite(e *engine, site fstest.MapFS) (*compiledSite, error) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var out, errb bytes.Buffer
	fsCfg := wazero.NewFSConfig().
		WithFSMount(fstest.MapFS{}, "/").
		WithFSMount(e.stdlib, stdlibDir).
		WithFSMount(site, siteDir).
		WithFSMount(fstest.MapFS{}, stdlibDir+"/lib-dynload")
	args := []string{"python3", "-I", "-S", "-c", compileSiteScript, siteDir}
	for _, m := range siteModules {
		args = append(args, siteDir+"/"+m.name)
	}
	mc := wazero.NewModuleConfig().
		WithName("").
		WithArgs(args...).
		WithFSConfig(fsCfg).
		WithStdout(&out).
		WithStderr(&errb)
	mod, err := e.runtime.InstantiateModule(ctx, e.compiled, mc)
	if mod != nil {
		mod.Close(context.Background())
	}
	if err != nil {
		return nil, fmt.Errorf("python: compiling site-packages: %w: %s", err, errb.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2*len(siteModules) {
		return nil, fmt.Errorf("python: compiling site-packages: unexpected output %.100q", out.String())
	}
	withPyc := maps.Clone(site)
	pycs := map[string][]byte{}
	for i, m := range siteModules {
		name, hexPyc := lines[2*i], lines[2*i+1]
		pyc, err := hex.DecodeString(hexPyc)
		stem := strings.TrimSuffix(m.name, ".py")
		if err != nil || !strings.HasPrefix(name, "__pycache__/"+stem+".") || len(pyc) < 16 {
			return nil, fmt.Errorf("python: compiling site-packages: unexpected output %.100q", out.String())
		}
		withPyc[name] = &fstest.MapFile{Data: pyc, Mode: 0o444}
		pycs[name] = pyc
	}
	return &compiledSite{withPyc, pycs}, nil
}
