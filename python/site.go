package python

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"maps"
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
// tzdata package from dist/tzdata.zip, for zoneinfo. It is the same for
// every run, so it is made once per process (~1 MB).
var siteFS = sync.OnceValues(func() (fstest.MapFS, error) {
	site := fstest.MapFS{"sitecustomize.py": {Data: []byte(sitecustomize + wasiFixes), Mode: 0o444}}
	zr, err := zip.NewReader(bytes.NewReader(tzdataZip), int64(len(tzdataZip)))
	if err != nil {
		return nil, fmt.Errorf("python: tzdata.zip: %w", err)
	}
	for _, f := range zr.File {
		if f.FileInfo().IsDir() {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			return nil, fmt.Errorf("python: tzdata.zip: %w", err)
		}
		data, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			return nil, fmt.Errorf("python: tzdata.zip: %s: %w", f.Name, err)
		}
		site[f.Name] = &fstest.MapFile{Data: data, Mode: 0o444}
	}
	return site, nil
})

// The guest compiles sitecustomize from source at every start unless it
// finds its bytecode: a third of the time python3 -c pass takes (~35 of
// ~115 CPU ms). The bytecode comes from the interpreter itself, in a run
// whose only input is that source (-I -S), once per process: at the
// second run, so that a process that runs python3 once (the CLI) does not
// pay for it, or in Warm. It is an unchecked hash-based pyc, as the
// standard library's are; should the guest refuse it, it falls back to the
// source.
var (
	siteRuns     atomic.Int64
	siteCompile  sync.Once
	siteCompiled atomic.Pointer[fstest.MapFS]
)

// sitePackages returns the site-packages for a run of e; compile asks for
// the bytecode now rather than at the process's second run.
func sitePackages(e *engine, compile bool) (fs.FS, error) {
	site, err := siteFS()
	if err != nil {
		return nil, err
	}
	if siteRuns.Add(1) >= 2 || compile {
		siteCompile.Do(func() {
			if withPyc, err := compileSite(e, site); err == nil {
				siteCompiled.Store(&withPyc)
			}
		})
	}
	if withPyc := siteCompiled.Load(); withPyc != nil {
		return *withPyc, nil
	}
	return site, nil
}

// compileSiteScript prints the path of sitecustomize's bytecode, relative
// to site-packages, and the bytecode in hexadecimal.
const compileSiteScript = `import sys, importlib.util, importlib._bootstrap_external as b
p = sys.argv[1]
src = open(p, "rb").read()
code = compile(src, p, "exec", dont_inherit=True)
print(importlib.util.cache_from_source(p).removeprefix(sys.argv[2] + "/"))
print(b._code_to_hash_pyc(code, importlib.util.source_hash(src), False).hex())
`

// compileSite returns a copy of site with sitecustomize's bytecode.
func compileSite(e *engine, site fstest.MapFS) (fstest.MapFS, error) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var out, errb bytes.Buffer
	fsCfg := wazero.NewFSConfig().
		WithFSMount(fstest.MapFS{}, "/").
		WithFSMount(e.stdlib, stdlibDir).
		WithFSMount(site, siteDir).
		WithFSMount(fstest.MapFS{}, stdlibDir+"/lib-dynload")
	mc := wazero.NewModuleConfig().
		WithName("").
		WithArgs("python3", "-I", "-S", "-c", compileSiteScript, siteDir+"/sitecustomize.py", siteDir).
		WithFSConfig(fsCfg).
		WithStdout(&out).
		WithStderr(&errb)
	mod, err := e.runtime.InstantiateModule(ctx, e.compiled, mc)
	if mod != nil {
		mod.Close(context.Background())
	}
	if err != nil {
		return nil, fmt.Errorf("python: compiling sitecustomize: %w: %s", err, errb.String())
	}
	name, hexPyc, _ := strings.Cut(strings.TrimSpace(out.String()), "\n")
	pyc, err := hex.DecodeString(hexPyc)
	if err != nil || !strings.HasPrefix(name, "__pycache__/sitecustomize.") || len(pyc) < 16 {
		return nil, fmt.Errorf("python: compiling sitecustomize: unexpected output %.100q", out.String())
	}
	withPyc := maps.Clone(site)
	withPyc[name] = &fstest.MapFile{Data: pyc, Mode: 0o444}
	return withPyc, nil
}
