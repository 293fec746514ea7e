package python_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/internal/testlong"
)

// TestSQLite3AgainstHost runs the same scripts through the sandbox's
// sqlite3 and the host's sqlite3 program (in a temporary directory) and
// compares stdout, stderr and status.
func TestSQLite3AgainstHost(t *testing.T) {
	if _, err := exec.LookPath("sqlite3"); err != nil {
		t.Skip("host sqlite3 not installed")
	}
	setup := `sqlite3 t.db "create table t(a integer, b text, c real); insert into t values(1,'x',1.5),(2,NULL,0.1),(3,'a|b',1e20),(4,'it''s',-2.0)"
printf 'id,name,score\n1,ann,3.5\n2,"bob, jr",4\n3,cy\n' > p.csv
`
	cases := []struct{ name, script string }{
		{"list", `sqlite3 t.db "select * from t"`},
		{"several args", `sqlite3 t.db "select count(*) from t" "select max(a) from t"`},
		{"headers list", `sqlite3 -header t.db "select a, b as name from t order by a desc"`},
		{"csv", `sqlite3 -csv -header t.db "select * from t"`},
		{"json", `sqlite3 -json t.db "select * from t"`},
		{"json empty", `sqlite3 -json t.db "select * from t where a > 10"`},
		{"line", `sqlite3 -line t.db "select a, b from t where a < 3"`},
		{"column", `sqlite3 -column -header t.db "select * from t"`},
		{"column no header", `sqlite3 -column t.db "select a, b from t"`},
		{"box", `sqlite3 -box t.db "select * from t"`},
		{"markdown", `sqlite3 -markdown t.db "select a, b from t"`},
		{"table", `sqlite3 -table t.db "select a, b from t"`},
		{"tabs", `sqlite3 -tabs -header t.db "select a, b from t"`},
		{"quote", `sqlite3 -quote t.db "select a, b, c, x'0102' from t"`},
		{"separator nullvalue", `sqlite3 -separator ';' -nullvalue NULL t.db "select a, b from t"`},
		{"reals", `sqlite3 t.db "select 1.0, 0.1, 1/3.0, 1e20, 2.5e-7, -0.5, 123456789012345678.0, 1e999"`},
		{"stdin script", `printf 'select a from t;\nselect b from t where a = 1;\n\n-- comment\nselect 7; select 8;\n' | sqlite3 t.db`},
		{"stdin dot commands", `printf '.headers on\n.mode csv\nselect a, b from t limit 2;\n.mode list\nselect 1;\n' | sqlite3 t.db`},
		{"multi-line statement", `printf 'select a,\n  b\nfrom t\nwhere a = 2;\n' | sqlite3 t.db`},
		{"tables schema", `sqlite3 t.db "create table u(x); create index ix on t(b); create view v as select a from t" && sqlite3 t.db .tables .schema && sqlite3 t.db ".schema t" && sqlite3 t.db .indexes`},
		{"dump", `sqlite3 t.db "create unique index i on t(a)" && sqlite3 t.db .dump`},
		{"import csv", `printf '.import --csv p.csv people\nselect * from people;\n.schema people\n' | sqlite3 -header w.db`},
		{"import skip existing", `sqlite3 w.db "create table q(a,b,c)" && sqlite3 w.db ".import --csv --skip 1 p.csv q" "select count(*), sum(a) from q"`},
		{"error arg", `sqlite3 t.db "select * from nope"; echo "status $?"`},
		{"error stops args", `sqlite3 t.db "select * from nope" "select 1"; echo "status $?"`},
		{"error in stdin continues", `printf 'select 1;\nselect * from nope;\nselect 2;\n' | sqlite3 t.db; echo "status $?"`},
		{"bail", `printf 'select * from nope;\nselect 2;\n' | sqlite3 -bail t.db; echo "status $?"`},
		{"constraint", `sqlite3 t.db "create unique index i on t(a)"; sqlite3 t.db "insert into t(a) values(1)"; echo "status $?"; printf 'insert into t(a) values(1);\nselect 5;\n' | sqlite3 t.db; echo "status $?"`},
		{"unknown mode", `sqlite3 t.db ".mode foo"; echo "status $?"`},
		{"unknown dot", `sqlite3 t.db ".foo"; echo "status $?"`},
		{"transaction", `printf 'begin;\ninsert into t(a) values(9);\nrollback;\nselect count(*) from t;\n' | sqlite3 t.db`},
		{"memory db", `echo 'select 40+2;' | sqlite3`},
		{"readonly", `sqlite3 -readonly t.db "select count(*) from t"`},
		{"insert mode", `printf '.mode insert t2\nselect a, b from t;\n' | sqlite3 t.db`},
		{"cmd", `sqlite3 -cmd '.headers on' t.db "select 1 as one"`},
		{"exit code", `printf 'select 1;\n.exit 3\nselect 2;\n' | sqlite3 t.db; echo "status $?"`},
	}
	// Each sqlite3 starts the interpreter (about half a second of CPU):
	// every other case by default, all with CW_LONG=1.
	cases = testlong.Sample(cases, 2)
	// One script per side runs every case in a directory of its own, so
	// that the interpreter starts as few times as possible.
	var all strings.Builder
	all.WriteString(setup)
	for i, c := range cases {
		fmt.Fprintf(&all, "mkdir c%d && cp t.db p.csv c%d/ && cd c%d && echo '=== %d' && { %s\n} 2>../err%d; echo \"--- stderr\"; cat ../err%d; cd ..\n",
			i, i, i, i, c.script, i, i)
	}
	dir := t.TempDir()
	host := exec.Command("bash", "-c", all.String())
	host.Dir = dir
	host.Env = append(os.Environ(), "LC_ALL=C.UTF-8")
	hostOut, err := host.Output()
	if err != nil {
		t.Fatalf("host: %v", err)
	}
	sb, err := computerwelt.New(computerwelt.WithPython(computerwelt.PythonConfig{}),
		computerwelt.WithLimits(computerwelt.Limits{Timeout: 4 * time.Minute}))
	if err != nil {
		t.Fatal(err)
	}
	defer sb.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	r, err := sb.Exec(ctx, "mkdir -p /tmp/sq && cd /tmp/sq && { "+all.String()+"\n}")
	if err != nil {
		t.Fatal(err)
	}
	if r.Stderr != "" {
		t.Errorf("sandbox stderr outside the cases:\n%s", r.Stderr)
	}
	want, got := splitCases(string(hostOut)), splitCases(r.Stdout)
	for i, c := range cases {
		if got[i] != want[i] {
			t.Errorf("%s: %s\nsandbox:\n%s\nhost:\n%s", c.name, c.script, got[i], want[i])
		}
	}
}

// splitCases splits the output of the combined script by its "=== N" lines.
func splitCases(out string) map[int]string {
	m := map[int]string{}
	for _, part := range strings.Split(out, "=== ")[1:] {
		num, body, _ := strings.Cut(part, "\n")
		n, _ := strconv.Atoi(num)
		m[n] = body
	}
	return m
}

// TestSQLite3SandboxFiles checks that databases are files of the sandbox:
// written through its filesystem, ATTACH confined to it, no extensions.
func TestSQLite3SandboxFiles(t *testing.T) {
	sb, err := computerwelt.New(computerwelt.WithPython(computerwelt.PythonConfig{}),
		computerwelt.WithLimits(computerwelt.Limits{Timeout: 2 * time.Minute}))
	if err != nil {
		t.Fatal(err)
	}
	defer sb.Close()
	r, err := sb.Exec(context.Background(), `cd /tmp
sqlite3 main.db "attach 'other.db' as o; create table o.x(a); insert into o.x values (42)"
test -s other.db && echo attached file exists
python3 -c "import sqlite3; print(sqlite3.connect('/tmp/other.db').execute('select a from x').fetchone()[0])"
sqlite3 main.db ".load /usr/lib/x.so"; echo "load status $?"
sqlite3 main.db "select load_extension('/usr/lib/x.so')"; echo "fn status $?"
`)
	if err != nil {
		t.Fatal(err)
	}
	want := "attached file exists\n42\nload status 1\nfn status 1\n"
	if r.Stdout != want {
		t.Errorf("stdout = %q, want %q (stderr %q)", r.Stdout, want, r.Stderr)
	}
	for _, msg := range []string{"extension loading is not available", "no such function: load_extension"} {
		if !strings.Contains(r.Stderr, msg) {
			t.Errorf("stderr %q lacks %q", r.Stderr, msg)
		}
	}
}

// help says that sqlite3 is the embedded Python's (a model that sees
// python3 withheld knows sqlite3 goes with it), in the list and in its
// usage.
func TestHelpSaysSQLite3RunsOnPython(t *testing.T) {
	sb, err := computerwelt.New(computerwelt.WithPython(computerwelt.PythonConfig{}))
	if err != nil {
		t.Fatal(err)
	}
	defer sb.Close()
	r, err := sb.Exec(context.Background(), `help | grep '^  sqlite3 '; help sqlite3 | grep -c "embedded Python"`)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(r.Stdout, "(runs on the embedded Python)") || !strings.HasSuffix(r.Stdout, "\n1\n") {
		t.Errorf("help: %q %q", r.Stdout, r.Stderr)
	}
}

// python3 --version and sqlite3 --version print what the embedded
// interpreter and library print as programs: "Python 3.13.x", and
// "VERSION DATE TIME SOURCE-HASH (N-bit)" as the sqlite3 program of that
// library does (shell.c: version, sqlite3_sourceid(), pointer width; the
// guest is wasm32). The host's programs, where installed, print the same
// shape.
func TestVersionsAsTheProgramsPrintThem(t *testing.T) {
	sb, err := computerwelt.New(computerwelt.WithPython(computerwelt.PythonConfig{}),
		computerwelt.WithLimits(computerwelt.Limits{Timeout: 2 * time.Minute}))
	if err != nil {
		t.Fatal(err)
	}
	defer sb.Close()
	r, err := sb.Exec(context.Background(), `python3 --version; python3 -V
sqlite3 --version; sqlite3 -version
sqlite3 :memory: 'select sqlite_version(), sqlite_source_id()'`)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(r.Stdout, "\n")
	if len(lines) != 6 || r.Stderr != "" {
		t.Fatalf("got %q %q", r.Stdout, r.Stderr)
	}
	pyRe := regexp.MustCompile(`^Python 3\.13\.\d+$`)
	sqRe := regexp.MustCompile(`^(\d+\.\d+\.\d+) (\d{4}-\d\d-\d\d \d\d:\d\d:\d\d [0-9a-f]{64}) \(32-bit\)$`)
	if !pyRe.MatchString(lines[0]) || lines[1] != lines[0] {
		t.Errorf("python3 --version, -V: %q %q", lines[0], lines[1])
	}
	m := sqRe.FindStringSubmatch(lines[2])
	if m == nil || lines[3] != lines[2] || lines[4] != m[1]+"|"+m[2] {
		t.Errorf("sqlite3 --version, -version: %q %q; the library says %q", lines[2], lines[3], lines[4])
	}
	hostShape := map[string]*regexp.Regexp{
		"python3": regexp.MustCompile(`^Python \d+\.\d+\.\d+\n$`),
		"sqlite3": regexp.MustCompile(`^\d+\.\d+\.\d+ \d{4}-\d\d-\d\d \d\d:\d\d:\d\d [0-9a-f]{60,}\S*( \(\d+-bit\))?\n$`),
	}
	for prog, re := range hostShape {
		if _, err := exec.LookPath(prog); err != nil {
			continue
		}
		out, err := exec.Command(prog, "--version").Output()
		if err != nil || !re.Match(out) {
			t.Errorf("host %s --version: %q %v: the expected shape is out of date", prog, out, err)
		}
	}
}
