package python

import (
	"context"
	"testing"
)

// The sqlite3 shell's module imports only what every run needs: csv and
// json import re (with enum, which was a third of a sqlite3 :memory:
// 'select 1', ~60 of ~200 CPU ms), so the shell imports them where it
// uses them (.import, -json); it uses the C module _sqlite3 without the
// sqlite3 package's datetime adapters (datetime, warnings).
// BenchmarkWarmStart measures the start.
func TestSQLiteShellImportsLittle(t *testing.T) {
	r := run(t, context.Background(), nil, "/", "", "-I", "-c",
		"import sys; import "+sqliteModule+"\nprint(sorted(m for m in ('re', 'csv', 'json', 'enum', 'datetime', 'warnings') if m in sys.modules))")
	if r.stdout != "[]\n" || r.status != 0 {
		t.Errorf("modules the shell imported at its start: %+v", r)
	}
}
