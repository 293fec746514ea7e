package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/computerwelt/computerwelt/config"
)

// The repository's worked example (examples/admin) is what `serve` runs
// when given no configuration. Approving a proposal writes the reviewed
// host folder, and the example's is tracked in git (examples/admin/live),
// which its tests read: so the example is never served in place. On first
// start its reviewed folders are copied into the data directory, and the
// workspace's mounts point there; `computerwelt demo reset` copies them
// anew. A copy of the example elsewhere (as the end-to-end tests make) is
// served as any configuration is, in place.

// exampleModule is the module whose examples/admin is the demo.
const exampleModule = "github.com/computerwelt/computerwelt"

// dataDir is where the CLI keeps its state: $CW_DATA_DIR, else
// computerwelt in the user's configuration directory.
func dataDir() (string, error) {
	if dir := os.Getenv("CW_DATA_DIR"); dir != "" {
		return dir, nil
	}
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("no data directory (set CW_DATA_DIR): %w", err)
	}
	return filepath.Join(dir, "computerwelt"), nil
}

// isRepositoryExample reports whether the configuration file read from
// dir is the repository's own examples/admin: the folder is
// examples/admin in a checkout of this module.
func isRepositoryExample(dir string) bool {
	if filepath.Base(dir) != "admin" || filepath.Base(filepath.Dir(dir)) != "examples" {
		return false
	}
	f, err := os.Open(filepath.Join(dir, "..", "..", "go.mod"))
	if err != nil {
		return false
	}
	defer f.Close()
	sc := bufio.NewScanner(io.LimitReader(f, 4096))
	for sc.Scan() {
		if line := strings.TrimSpace(sc.Text()); strings.HasPrefix(line, "module ") {
			return strings.TrimSpace(strings.TrimPrefix(line, "module ")) == exampleModule
		}
	}
	return false
}

// demoFolder is one reviewed host folder of the example and its copy.
type demoFolder struct{ pristine, copy string }

// demoFolders lists the reviewed host folders of cfg's workspaces with
// where their copies go ($DATA/demo/admin/live for examples/admin/live),
// or nothing when cfg is not the repository's example.
func demoFolders(cfg *config.Config) ([]demoFolder, error) {
	if !isRepositoryExample(cfg.Dir) {
		return nil, nil
	}
	data, err := dataDir()
	if err != nil {
		return nil, err
	}
	var out []demoFolder
	for _, ws := range cfg.Specs {
		for _, m := range ws.Mounts {
			if !m.Review {
				continue
			}
			rel, err := filepath.Rel(cfg.Dir, m.Host)
			if err != nil || rel == "." || !filepath.IsLocal(rel) {
				return nil, fmt.Errorf("%s: workspace %q: the reviewed folder %s is not inside the example", cfg.File, ws.Name, m.Host)
			}
			out = append(out, demoFolder{m.Host, filepath.Join(data, "demo", filepath.Base(cfg.Dir), rel)})
		}
	}
	return out, nil
}

// useDemoCopy points the reviewed mounts of the repository's example at
// their copies in the data directory, copying them on first use, and
// returns the copies ("" when cfg is another configuration). Approvals
// then write the copies, never the checkout.
func useDemoCopy(cfg *config.Config) (string, error) {
	folders, err := demoFolders(cfg)
	if err != nil || len(folders) == 0 {
		return "", err
	}
	var where []string
	for _, f := range folders {
		if fi, err := os.Stat(f.copy); err == nil && fi.IsDir() {
			// Kept from an earlier start, with what was approved since.
		} else if err := copyFolder(f.pristine, f.copy, false); err != nil {
			return "", fmt.Errorf("copying the example's %s: %w", f.pristine, err)
		}
		for i := range cfg.Specs {
			for j := range cfg.Specs[i].Mounts {
				if m := &cfg.Specs[i].Mounts[j]; m.Host == f.pristine {
					m.Host = f.copy
				}
			}
		}
		where = append(where, f.copy)
	}
	return strings.Join(where, ", "), nil
}

// copyFolder copies the tree src to dst by way of a temporary folder
// beside dst, renamed into place: a reader sees the old tree or the new
// one. With replace an existing dst is swapped out; without, a dst that
// appeared meanwhile (another process's copy) is kept.
func copyFolder(src, dst string, replace bool) error {
	parent := filepath.Dir(dst)
	if err := os.MkdirAll(parent, 0o700); err != nil {
		return err
	}
	tmp, err := os.MkdirTemp(parent, "."+filepath.Base(dst)+".new-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	err = filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		to := filepath.Join(tmp, rel)
		switch {
		case rel == ".":
			return nil
		case d.IsDir():
			return os.Mkdir(to, 0o755)
		case d.Type().IsRegular():
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			return os.WriteFile(to, b, 0o644)
		default:
			return fmt.Errorf("%s: not a regular file or folder", p)
		}
	})
	if err != nil {
		return err
	}
	if err := os.Chmod(tmp, 0o755); err != nil {
		return err
	}
	if replace {
		old := tmp + ".old"
		if err := os.Rename(dst, old); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
		defer os.RemoveAll(old)
	}
	if err := os.Rename(tmp, dst); err != nil {
		if fi, serr := os.Stat(dst); !replace && serr == nil && fi.IsDir() {
			return nil
		}
		return err
	}
	return nil
}

const demoUsage = `usage: computerwelt demo COMMAND

The worked example (examples/admin, what serve runs without --config) is
served from a copy of its reviewed folder (live/) in the data directory
($CW_DATA_DIR, else the user's config folder), made at the first start:
approving a proposal in the demo changes the copy, never the repository.

commands:
  where   print where the copies are (and whether they differ from the
          repository's)
  reset   copy the example's live/ anew, dropping what was approved
          (sessions and proposals stay in the store)

Run it from the repository's root, or give -config FILE (the example's
workspace.yaml).
`

// demoCommand implements `computerwelt demo where|reset`.
func demoCommand(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprint(stderr, demoUsage)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	sub := args[0]
	if sub != "where" && sub != "reset" {
		fmt.Fprintf(stderr, "computerwelt demo: unknown command %q\n%s", sub, demoUsage)
		return 2
	}
	fl := flag.NewFlagSet("computerwelt demo "+sub, flag.ContinueOnError)
	fl.Usage = func() { fmt.Fprint(stderr, demoUsage) }
	configFile := fl.String("config", defaultServeConfig, "")
	if ok, st := parseArgs(fl, args[1:], stderr); !ok {
		return st
	}
	if fl.NArg() > 0 {
		fmt.Fprintf(stderr, "computerwelt demo %s: unexpected argument %q\n", sub, fl.Arg(0))
		return 2
	}
	fail := func(err error) int {
		fmt.Fprintf(stderr, "computerwelt demo %s: %v\n", sub, err)
		return 1
	}
	cfg, err := config.Load(*configFile)
	if err != nil {
		return fail(err)
	}
	folders, err := demoFolders(cfg)
	if err != nil {
		return fail(err)
	}
	if len(folders) == 0 {
		return fail(fmt.Errorf("%s is not the repository's example (examples/admin), which alone is served from a copy", *configFile))
	}
	for _, f := range folders {
		switch sub {
		case "where":
			state := "not made yet (serve makes it)"
			if _, err := os.Stat(f.copy); err == nil {
				state = "as in the repository"
				if same, err := sameTree(f.pristine, f.copy); err != nil {
					return fail(err)
				} else if !same {
					state = "changed since it was copied (approved proposals)"
				}
			}
			fmt.Fprintf(stdout, "%s: copy of %s, %s\n", f.copy, f.pristine, state)
		case "reset":
			if err := copyFolder(f.pristine, f.copy, true); err != nil {
				return fail(err)
			}
			fmt.Fprintf(stdout, "%s: copied anew from %s\n", f.copy, f.pristine)
		}
	}
	return 0
}

// sameTree reports whether the folders a and b hold the same names and
// file contents.
func sameTree(a, b string) (bool, error) {
	ta, err := readTree(a)
	if err != nil {
		return false, err
	}
	tb, err := readTree(b)
	if err != nil {
		return false, err
	}
	if len(ta) != len(tb) {
		return false, nil
	}
	for k, v := range ta {
		if w, ok := tb[k]; !ok || !bytes.Equal(v, w) {
			return false, nil
		}
	}
	return true, nil
}

// readTree maps each path under dir to its content (a folder's path ends
// in a slash).
func readTree(dir string) (map[string][]byte, error) {
	out := map[string][]byte{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		if d.IsDir() {
			out[rel+"/"] = nil
			return nil
		}
		b, err := os.ReadFile(p)
		out[rel] = b
		return err
	})
	return out, err
}
