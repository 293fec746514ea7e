package python

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"sync"
	"testing/fstest"
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
var siteFS = sync.OnceValues(func() (fs.FS, error) {
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
