package computerwelt

import (
	"fmt"
	"os"
	"path/filepath"
)

// hostCacheDir is a python.HostFiles over the host directory that holds
// the compiled interpreter (PythonConfig.CompilationCacheDir): the python
// package keeps its site-packages bytecode there, through this, without
// touching host files itself.
type hostCacheDir string

func (d hostCacheDir) path(name string) (string, error) {
	if name == "" || filepath.Base(name) != name || name == "." || name == ".." {
		return "", fmt.Errorf("python cache: %q is not a file name", name)
	}
	return filepath.Join(string(d), name), nil
}

func (d hostCacheDir) ReadFile(name string) ([]byte, error) {
	p, err := d.path(name)
	if err != nil {
		return nil, err
	}
	return os.ReadFile(p)
}

// WriteFile writes under a temporary name and renames, so that another
// process reading meanwhile sees the whole file or none.
func (d hostCacheDir) WriteFile(name string, data []byte) error {
	p, err := d.path(name)
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(string(d), "computerwelt-site-*.tmp")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), p)
}
