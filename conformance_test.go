package computerwelt

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
)

// conformanceFloor is the number of Oils spec cases (default skip list,
// 1,138 of which real bash passes) the sandbox must pass. Raise it as the
// evaluator improves; never lower it.
const conformanceFloor = 1129

// TestBashConformance runs the Oils spec cases in ../shared/conformance
// through the CLI (script on stdin, like bash -s) and fails when fewer pass
// than the floor. CW_CONFORMANCE_DIR overrides the corpus location.
//
//	CW_CONFORMANCE_REPORT=/tmp/fail.json go test -run TestBashConformance -v .
func TestBashConformance(t *testing.T) {
	if testing.Short() {
		t.Skip("conformance run skipped in -short mode")
	}
	dir := os.Getenv("CW_CONFORMANCE_DIR")
	if dir == "" {
		dir = filepath.Join("..", "shared", "conformance")
	}
	harness, err := filepath.Abs(filepath.Join(dir, "oils_spec.py"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(harness); err != nil {
		t.Fatalf("conformance harness not found (set CW_CONFORMANCE_DIR): %v", err)
	}
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Fatalf("python3 is needed to run the conformance harness: %v", err)
	}
	bin := filepath.Join(t.TempDir(), "computerwelt")
	build := exec.Command("go", "build", "-o", bin, "./cmd/computerwelt")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the CLI: %v\n%s", err, out)
	}
	// CW_CONFORMANCE_REPORT keeps the failures as JSON for inspection.
	report := os.Getenv("CW_CONFORMANCE_REPORT")
	if report == "" {
		report = filepath.Join(t.TempDir(), "failures.json")
	}
	cmd := exec.Command(python, harness,
		// The case's directory (with the _tmp the harness makes in it) and
		// the harness's stand-in for the Oils checkout (spec/testdata,
		// _tmp/spec-tmp, at $REPO_ROOT) are host folders, mounted writable
		// at the same paths, as a bash run by the harness would see them.
		// (Two cases then differ on purpose: host folders refuse setuid
		// bits and hard links.)
		"--runner", bin+" run --mount {cwd}:{cwd}:rw --cwd {cwd} --env TMP={cwd} --env SH=bash --env LC_ALL=C.UTF-8"+
			" --mount {repo_root}:{repo_root}:rw --env REPO_ROOT={repo_root}",
		"--prelude", filepath.Join(filepath.Dir(harness), "fixtures", "prelude.bash"),
		"--fixtures-bin", "",
		"--quiet-table", "--json", report, "-j", "4")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	_ = cmd.Run() // exits non-zero whenever any case fails; the count decides
	m := regexp.MustCompile(`(?m)^(\d+) passed, (\d+) failed, (\d+) skipped`).FindSubmatch(out.Bytes())
	if m == nil {
		t.Fatalf("no summary line from the harness:\n%s", out.String())
	}
	passed, _ := strconv.Atoi(string(m[1]))
	failed, _ := strconv.Atoi(string(m[2]))
	t.Logf("bash conformance: %d passed, %d failed (floor %d)", passed, failed, conformanceFloor)
	if passed < conformanceFloor {
		t.Errorf("conformance dropped: %d passed, floor is %d", passed, conformanceFloor)
	}
}
