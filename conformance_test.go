package computerwelt

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// conformanceFloor is the number of Oils spec cases (default skip list,
// 1,138 of which real bash passes) the sandbox must pass. Raise it as the
// evaluator improves; never lower it.
const conformanceFloor = 1131

// conformanceTagsFloor is the floor of the second run, with the skip
// list's sandbox tags child-shell, signals, umask, ulimit and job-control
// unskipped (1,223 cases real bash passes); issue 6 asks for 97% of them.
const conformanceTagsFloor = 1207

// conformanceTags are the skip-list tags of capabilities the sandbox has
// (child shells, signals to its own jobs, umask, ulimit, job specs).
const conformanceTags = "child-shell,signals,umask,ulimit,job-control"

// TestBashConformance runs the Oils spec cases in ../shared/conformance
// through the CLI (script on stdin, like bash -s) and fails when fewer pass
// than the floor. CW_CONFORMANCE_DIR overrides the corpus location.
//
//	CW_CONFORMANCE_REPORT=/tmp/fail.json go test -run TestBashConformance -v .
func TestBashConformance(t *testing.T) {
	passed, failed, _ := runConformance(t, "", os.Getenv("CW_CONFORMANCE_REPORT"))
	t.Logf("bash conformance: %d passed, %d failed (floor %d)", passed, failed, conformanceFloor)
	if passed < conformanceFloor {
		t.Errorf("conformance dropped: %d passed, floor is %d", passed, conformanceFloor)
	}
}

// TestBashConformanceSandboxTags is the same run with the sandbox tags
// unskipped; it logs the files not passed in full.
//
//	CW_CONFORMANCE_TAGS_REPORT=/tmp/fail.json go test -run TestBashConformanceSandboxTags -v .
func TestBashConformanceSandboxTags(t *testing.T) {
	passed, failed, table := runConformance(t, conformanceTags, os.Getenv("CW_CONFORMANCE_TAGS_REPORT"))
	for _, line := range strings.Split(table, "\n") {
		if f := strings.Fields(line); len(f) == 7 && f[6] != "100.0%" && f[6] != "-" {
			t.Log(line)
		}
	}
	total := passed + failed
	t.Logf("bash conformance, %s unskipped: %d passed, %d failed (%.1f%%, floor %d)",
		conformanceTags, passed, failed, 100*float64(passed)/float64(max(total, 1)), conformanceTagsFloor)
	if passed < conformanceTagsFloor {
		t.Errorf("conformance dropped: %d passed, floor is %d", passed, conformanceTagsFloor)
	}
}

// TestMain removes the CLI the conformance runs built.
func TestMain(m *testing.M) {
	code := m.Run()
	if cliBin != "" {
		os.RemoveAll(filepath.Dir(cliBin))
	}
	os.Exit(code)
}

var (
	cliOnce sync.Once
	cliBin  string
	cliErr  error
)

// conformanceCLI builds the CLI once for both runs.
func conformanceCLI(t *testing.T) string {
	cliOnce.Do(func() {
		dir, err := os.MkdirTemp("", "cw-conformance-")
		if err != nil {
			cliErr = err
			return
		}
		cliBin = filepath.Join(dir, "computerwelt")
		build := exec.Command("go", "build", "-o", cliBin, "./cmd/computerwelt")
		if out, err := build.CombinedOutput(); err != nil {
			cliErr = fmt.Errorf("building the CLI: %w\n%s", err, out)
		}
	})
	if cliErr != nil {
		t.Fatal(cliErr)
	}
	return cliBin
}

// conformanceHarness finds the corpus's harness: in CW_CONFORMANCE_DIR
// when set (then it must be there), else in ../shared/conformance beside
// the checkout, where CI keeps it. A clone on its own has no corpus, so
// the run skips and says why; under CI=true it fails instead.
func conformanceHarness(t *testing.T) string {
	t.Helper()
	dir := os.Getenv("CW_CONFORMANCE_DIR")
	given := dir != ""
	if !given {
		dir = filepath.Join("..", "shared", "conformance")
	}
	harness, err := filepath.Abs(filepath.Join(dir, "oils_spec.py"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = os.Stat(harness)
	switch {
	case err == nil:
		return harness
	case given:
		t.Fatalf("conformance harness not found in CW_CONFORMANCE_DIR=%s: %v", dir, err)
	case os.Getenv("CI") == "true":
		t.Fatalf("conformance corpus not found at %s, and CI=true requires it (.ci/run sets CW_CONFORMANCE_DIR)", dir)
	default:
		t.Skipf("conformance corpus not found at %s (CI keeps it beside the checkout; set CW_CONFORMANCE_DIR to run it)", dir)
	}
	return ""
}

// runConformance runs the harness with the given tags unskipped and
// returns the counts and the per-file table. A report path keeps the
// failures as JSON for inspection.
func runConformance(t *testing.T, unskip, report string) (passed, failed int, table string) {
	t.Helper()
	if testing.Short() {
		t.Skip("conformance run skipped in -short mode")
	}
	harness := conformanceHarness(t)
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Fatalf("python3 is needed to run the conformance harness: %v", err)
	}
	bin := conformanceCLI(t)
	if report == "" {
		report = filepath.Join(t.TempDir(), "failures.json")
	}
	args := []string{harness,
		// The case's directory (with the _tmp the harness makes in it) and
		// the harness's stand-in for the Oils checkout (spec/testdata,
		// _tmp/spec-tmp, at $REPO_ROOT) are host folders, mounted writable
		// at the same paths, as a bash run by the harness would see them.
		// (Two cases then differ on purpose: host folders refuse setuid
		// bits and hard links.)
		"--runner", bin + " run --mount {cwd}:{cwd}:rw --cwd {cwd} --env TMP={cwd} --env SH=bash --env LC_ALL=C.UTF-8" +
			" --mount {repo_root}:{repo_root}:rw --env REPO_ROOT={repo_root}",
		"--prelude", filepath.Join(filepath.Dir(harness), "fixtures", "prelude.bash"),
		"--fixtures-bin", "",
		"--json", report, "-j", "4"}
	if unskip != "" {
		args = append(args, "--unskip-tags", unskip)
	} else {
		args = append(args, "--quiet-table")
	}
	cmd := exec.Command(python, args...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	_ = cmd.Run() // exits non-zero whenever any case fails; the count decides
	m := regexp.MustCompile(`(?m)^(\d+) passed, (\d+) failed, (\d+) skipped`).FindSubmatch(out.Bytes())
	if m == nil {
		t.Fatalf("no summary line from the harness:\n%s", out.String())
	}
	passed, _ = strconv.Atoi(string(m[1]))
	failed, _ = strconv.Atoi(string(m[2]))
	return passed, failed, out.String()
}
