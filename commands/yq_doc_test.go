package commands

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/shell"
)

// yq's documentation (third_party/yq/pkg/yqlib/doc: the pages of
// https://mikefarah.gitbook.io/yq/, which yqlib's tests generate by running
// each scenario) shows, for each example, the input files, the command
// line and what it printed. TestYqDocScenarios runs every such command
// line in the sandbox and compares with the page.

// yqDocScenario is one example of a documentation page.
type yqDocScenario struct {
	page, title string
	files       map[string]string
	command     string
	stdout      string // what the page shows, when it is output
	stderr      string // what the page shows, when it is an error
}

var (
	yqDocSection = regexp.MustCompile(`(?m)^## `)
	yqDocFile    = regexp.MustCompile("(?s)(?:Given a|And another sample|And an '?)\\s*'?([\\w.-]+)'? (?:expression )?file of:\n```\\w*\n(.*?)```\n")
	yqDocRun     = regexp.MustCompile("(?s)(?:then|Running)\n```bash\n(.*?)```\nwill output\n```(\\w*)\n(.*?)```")
)

// yqDocScenarios parses the pages of dir.
func yqDocScenarios(t *testing.T, dir string) []yqDocScenario {
	t.Helper()
	pages, err := filepath.Glob(filepath.Join(dir, "*.md"))
	if err != nil || len(pages) == 0 {
		t.Fatalf("no documentation pages in %s: %v", dir, err)
	}
	var out []yqDocScenario
	for _, p := range pages {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		for _, sec := range yqDocSection.Split(string(data), -1)[1:] {
			title, _, _ := strings.Cut(sec, "\n")
			files := map[string]string{}
			for _, m := range yqDocFile.FindAllStringSubmatch(sec, -1) {
				files[m[1]] = m[2]
			}
			for _, m := range yqDocRun.FindAllStringSubmatch(sec, -1) {
				s := yqDocScenario{page: filepath.Base(p), title: title, files: files, command: strings.TrimSuffix(m[1], "\n")}
				if m[2] == "bash" && strings.HasPrefix(m[3], "Error: ") {
					s.stderr = m[3]
				} else {
					s.stdout = m[3]
				}
				out = append(out, s)
			}
		}
	}
	return out
}

// yqDocKnown are the scenarios whose page the sandbox cannot print, and
// why. Keys are "page: title".
var yqDocKnown = map[string]string{
	"formatting-expressions.md: Commenting out yq expressions":                       yqPageBug,
	"formatting-expressions.md: Using expression files and comments":                 yqRelativeShebang,
	"formatting-expressions.md: Flags in expression files":                           yqRelativeShebang,
	"system-operators.md: Run a command with an argument":                            yqNoSystem,
	"system-operators.md: Run a command without arguments":                           yqNoSystem,
	"anchor-and-alias-operators.md: FIXED: Explode with merge anchors":               yqFixMerge,
	"anchor-and-alias-operators.md: FIXED: Merge multiple maps":                      yqFixMerge,
	"anchor-and-alias-operators.md: FIXED: Override":                                 yqFixMerge,
	"anchor-and-alias-operators.md: Exploding inline merge anchor":                   yqFixMerge,
	"traverse-read.md: FIXED: Traversing merge anchors with override":                yqFixMerge,
	"traverse-read.md: FIXED: Traversing merge anchor lists":                         yqFixMerge,
	"traverse-read.md: FIXED: Splatting merge anchors":                               yqFixMerge,
	"traverse-read.md: FIXED: Splatting merge anchor lists":                          yqFixMerge,
	"env-variable-operators.md: env() operation fails when security is enabled":      yqSecurity,
	"env-variable-operators.md: strenv() operation fails when security is enabled":   yqSecurity,
	"env-variable-operators.md: envsubst() operation fails when security is enabled": yqSecurity,
	"load.md: load() operation fails when security is enabled":                       yqSecurity,
	"load.md: load_str() operation fails when security is enabled":                   yqSecurity,
	"load.md: load_xml() operation fails when security is enabled":                   yqSecurity,
	"load.md: load_props() operation fails when security is enabled":                 yqSecurity,
	"load.md: load_base64() operation fails when security is enabled":                yqSecurity,
	"shellvariables.md: Encode shell variables: custom separator":                    "--shell-key-separator is a package setting of yqlib that the encoder reads: left out",
}

const (
	yqPageBug = "the page's command reads sample.yml, its file is sample.yaml"
	// (bash says "cannot execute: required file not found", as the
	// sandbox does since it follows the kernel's rule)
	yqRelativeShebang = "the page's script starts with `#! yq`: the kernel takes a #! interpreter without a slash as a path from the working directory, never from PATH, so it runs only where ./yq exists"
	yqNoSystem        = "the system operator runs host processes: not in the sandbox"
	yqFixMerge        = "the page was generated with --yaml-fix-merge-anchor-to-spec (a package setting of yqlib, left out), which its command line does not show"
	yqSecurity        = "the page was generated with --security-disable-*-ops (package settings of yqlib, left out), which its command line does not show"
)

// yqDocTime is the clock of the pages (yqlib's tests set it).
var yqDocTime = time.Date(2021, time.May, 19, 1, 2, 3, 4, time.UTC)

func TestYqDocScenarios(t *testing.T) {
	root := filepath.Join("..", "third_party", "yq", "pkg", "yqlib", "doc")
	scenarios := append(yqDocScenarios(t, filepath.Join(root, "operators")), yqDocScenarios(t, filepath.Join(root, "usage"))...)
	examples := map[string]string{}
	exampleFiles, _ := filepath.Glob(filepath.Join("..", "third_party", "yq", "examples", "*"))
	for _, f := range exampleFiles {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		// the pages load "../../examples/x" from the package's directory
		examples["../../examples/"+filepath.Base(f)] = string(data)
	}
	var ran, inplace, skipped int
	var failed []string
	for _, s := range scenarios {
		name := s.page + ": " + s.title
		if why, ok := yqDocKnown[name]; ok {
			skipped++
			t.Logf("skipped %s: %s", name, why)
			continue
		}
		if strings.Contains(s.command, "lua") || strings.Contains(s.command, "hcl") ||
			s.page == "lua.md" || s.page == "hcl.md" || strings.Contains(s.command, "--split-exp") || strings.Contains(s.command, " -s ") {
			skipped++ // formats and flags left out of the sandbox (yq --help)
			continue
		}
		files := map[string]string{}
		for k, v := range s.files {
			files[k] = v
		}
		for k, v := range examples {
			files[k] = v
		}
		ran++
		command := s.command
		if strings.HasPrefix(command, "./") {
			command = "chmod +x " + strings.Fields(command)[0] + "; " + command // the page's file is executable
		}
		got := runYqDocScript(t, command, files)
		if !yqDocSame(got, s) {
			failed = append(failed, name)
			t.Errorf("%s\n$ %s\nstdout: %q\n  want: %q\nstderr: %q\n  want: %q", name, s.command, got.stdout, s.stdout, got.stderr, s.stderr)
			continue
		}
		// The same edit in place leaves in the first file what was printed.
		if m := yqDocInPlace.FindStringSubmatch(s.command); m != nil && s.stderr == "" && !strings.Contains(s.command, "-n") {
			file := m[2]
			if _, ok := s.files[file]; !ok {
				continue
			}
			inplace++
			script := m[1] + "-i " + strings.TrimPrefix(s.command, m[1]) + " && cat " + file
			got := runYqDocScript(t, script, files)
			if got.stdout != s.stdout || got.status != 0 {
				failed = append(failed, name+" (-i)")
				t.Errorf("%s in place\n$ %s\nfile: %q\nwant: %q\nstderr: %q", name, script, got.stdout, s.stdout, got.stderr)
			}
		}
	}
	sort.Strings(failed)
	t.Logf("%d documented scenarios run (%d again in place), %d skipped, %d differ", ran, inplace, skipped, len(failed))
	if ran < 400 {
		t.Errorf("only %d scenarios found in the pages", ran)
	}
}

// yqDocInPlace matches a command line "yq [flags] 'expr' file..." whose
// first file is the one -i rewrites.
var yqDocInPlace = regexp.MustCompile(`^(yq (?:eval-all |ea |e |eval )?)(?:-\S+ )*'[^']*' ([\w.-]+\.(?:yml|yaml|json|xml|toml|properties|csv|tsv))(?: [\w.-]+)*$`)

// yqDocSame compares a run with the page: the page drops the final
// newline of some outputs.
func yqDocSame(got result, s yqDocScenario) bool {
	if s.stderr != "" {
		return got.status != 0 && strings.TrimSuffix(got.stderr, "\n") == strings.TrimSuffix(s.stderr, "\n")
	}
	return got.status == 0 && (got.stdout == s.stdout || got.stdout == s.stdout+"\n")
}

// runYqDocScript runs a page's command line in a sandbox whose clock is
// the pages'.
func runYqDocScript(t *testing.T, script string, files map[string]string) result {
	t.Helper()
	sh, err := shell.New(shell.Config{FS: sandboxFS(t, files), Dir: sandboxDir, Commands: All(),
		Env: sandboxTestEnv, Now: func() time.Time { return yqDocTime }})
	if err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	res, err := sh.Run(context.Background(), script, shell.RunIO{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb})
	if err != nil {
		t.Fatalf("%q: %v", script, err)
	}
	return result{out.String(), errb.String(), res.ExitCode}
}

// TestYqInPlaceRoundTripsExampleWorkspace runs yq -i '.' over every YAML
// file of the example workspace (a copy in the sandbox): each must come
// back byte for byte, but for one thing yq does: a blank line that no
// comment follows is dropped (go-yaml keeps blank lines only as part of a
// comment). Then an edit of one value changes only that line.
func TestYqInPlaceRoundTripsExampleWorkspace(t *testing.T) {
	root := filepath.Join("..", "examples", "admin")
	files := map[string]string{}
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !(strings.HasSuffix(p, ".yaml") || strings.HasSuffix(p, ".yml")) {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		files[filepath.ToSlash(rel)] = string(data)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 5 {
		t.Fatalf("only %d YAML files in %s", len(files), root)
	}
	for name, want := range files {
		got := runYqDocScript(t, "yq -i '.' '"+name+"' && cat '"+name+"'", files)
		if got.status != 0 || !yqSameButBlankLines(want, got.stdout) {
			t.Errorf("%s: yq -i '.' changed the file (status %d, stderr %q):\n%s", name, got.status, got.stderr, yqLineDiff(want, got.stdout))
		} else if got.stdout != want {
			t.Logf("%s: yq -i '.' dropped %d blank line(s) not followed by a comment", name, strings.Count(want, "\n")-strings.Count(got.stdout, "\n"))
		}
		want = got.stdout
		// The first scalar of the file, set to another value: only its
		// line changes.
		got = runYqDocScript(t, `p=$(yq '[.. | select(tag == "!!str" or tag == "!!int") | path][0] | map(tojson) | join(",")' '`+name+`') &&
			yq -i "setpath([$p]; \"EDITED\")" '`+name+`' && cat '`+name+`'`, files)
		if got.status != 0 {
			t.Errorf("%s: edit failed: %q", name, got.stderr)
			continue
		}
		wl, gl := strings.Split(want, "\n"), strings.Split(got.stdout, "\n")
		changed := 0
		for i := range wl {
			if i >= len(gl) || wl[i] != gl[i] {
				changed++
				if i < len(gl) && !strings.Contains(gl[i], "EDITED") {
					t.Errorf("%s: line %d changed and is not the edited one:\n%q\n%q", name, i+1, wl[i], gl[i])
				}
			}
		}
		if changed != 1 || len(wl) != len(gl) {
			t.Errorf("%s: %d lines changed (want 1):\n%s", name, changed, yqLineDiff(want, got.stdout))
		}
	}
}

// yqLineDiff shows the lines of got that differ from want.
func yqLineDiff(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			fmt.Fprintf(&b, "%d: -%q\n%d: +%q\n", i+1, w, i+1, g)
		}
	}
	return b.String()
}

// yqSameButBlankLines reports whether got is want without some of its
// empty lines, each of which a line other than a comment follows.
func yqSameButBlankLines(want, got string) bool {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	j := 0
	for i, w := range wl {
		if j < len(gl) && gl[j] == w {
			j++
			continue
		}
		next := ""
		if i+1 < len(wl) {
			next = strings.TrimSpace(wl[i+1])
		}
		if w != "" || strings.HasPrefix(next, "#") {
			return false
		}
	}
	return j == len(gl)
}
