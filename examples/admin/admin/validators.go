package admin

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/pelletier/go-toml/v2"
	yaml "go.yaml.in/yaml/v3"

	"github.com/computerwelt/computerwelt/vfs"
)

// ParseChanged parses every changed YAML, JSON and TOML file that still
// exists, wherever it is: a file that does not parse cannot be reviewed,
// let alone applied. It returns one line per file and an error when any
// fails.
func ParseChanged(ctx context.Context, fsys vfs.FS, changed []string) (string, error) {
	var out strings.Builder
	bad := 0
	for _, p := range changed {
		if err := ctx.Err(); err != nil {
			return out.String(), err
		}
		ext := path.Ext(p)
		if ext != ".yaml" && ext != ".yml" && ext != ".json" && ext != ".toml" {
			continue
		}
		data, err := readBounded(ctx, fsys, p)
		if errors.Is(err, fs.ErrNotExist) {
			continue // deleted
		}
		if err != nil {
			fmt.Fprintf(&out, "%s: %s\n", p, vfs.Strerror(err))
			bad++
			continue
		}
		if line, msg := parseError(ext, data); msg != "" {
			if line > 0 {
				fmt.Fprintf(&out, "%s:%d: %s\n", p, line, msg)
			} else {
				fmt.Fprintf(&out, "%s: %s\n", p, msg)
			}
			bad++
			continue
		}
		fmt.Fprintf(&out, "%s: ok\n", p)
	}
	if bad > 0 {
		return out.String(), fmt.Errorf("%d file(s) do not parse", bad)
	}
	return out.String(), nil
}

// parseError is the first syntax error of a file, with its line.
func parseError(ext string, data []byte) (int, string) {
	switch ext {
	case ".json":
		if err := json.Unmarshal(data, new(any)); err != nil {
			var se *json.SyntaxError
			if errors.As(err, &se) {
				return lineAt(data, se.Offset), "invalid JSON: " + err.Error()
			}
			return 0, "invalid JSON: " + err.Error()
		}
	case ".toml":
		if err := toml.Unmarshal(data, new(map[string]any)); err != nil {
			line, msg := tomlError(err)
			return line, "invalid TOML: " + msg
		}
	default:
		var n yaml.Node
		if err := yaml.Unmarshal(data, &n); err != nil {
			line, msg := yamlErrLine(err)
			return line, "invalid YAML: " + msg
		}
		if a := findAlias(&n); a != nil {
			return a.Line, "YAML aliases are not allowed"
		}
	}
	return 0, ""
}

// CheckTree runs the schema and cross-reference checks of the whole tree
// under root (a change to one file can break a reference in another: a
// deleted service breaks the route to it), and returns the problems, one
// FILE:LINE: message a line, and an error when there are any.
func CheckTree(ctx context.Context, fsys vfs.FS, root string) (string, error) {
	t, err := Load(ctx, fsys, root)
	if err != nil {
		return "", fmt.Errorf("cannot read %s: %s", root, vfs.Strerror(err))
	}
	if len(t.Diags) == 0 {
		return fmt.Sprintf("%d files, %d services, %d routes, %d flags, %d alerts: ok\n",
			len(t.Files), len(t.Services), len(t.Routes), len(t.Flags), len(t.Alerts)), nil
	}
	var out strings.Builder
	for _, d := range t.Diags {
		fmt.Fprintln(&out, d)
	}
	return out.String(), fmt.Errorf("%d problem(s)", len(t.Diags))
}

// RenderAll renders every service of the tree under root, as `config
// render --all` does, and fails if any cannot be.
func RenderAll(ctx context.Context, fsys vfs.FS, root string) (string, error) {
	t, err := Load(ctx, fsys, root)
	if err != nil {
		return "", fmt.Errorf("cannot read %s: %s", root, vfs.Strerror(err))
	}
	var out strings.Builder
	bad := 0
	for _, n := range t.ServiceNames() {
		if _, err := t.Render(n); err != nil {
			fmt.Fprintf(&out, "%v\n", err)
			bad++
			continue
		}
		fmt.Fprintf(&out, "%s: rendered\n", n)
	}
	if bad > 0 {
		return out.String(), fmt.Errorf("%d service(s) cannot be rendered", bad)
	}
	return out.String(), nil
}
