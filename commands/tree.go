package commands

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "tree",
		Summary: "list contents of directories in a tree-like format",
		Usage:   treeUsage,
		Run:     runTree,
	})
}

const treeUsage = `usage: tree [-adfiF] [-L level] [-P pattern] [-I pattern] [--noreport]
	[--dirsfirst] [--] [directory ...]
  ------- Listing options -------
  -a            All files are listed.
  -d            List directories only.
  -f            Print the full path prefix for each file.
  -L level      Descend only level directories deep.
  -P pattern    List only those files that match the pattern given.
  -I pattern    Do not list files that match the given pattern.
  --noreport    Turn off file/directory count at end of tree listing.
  -i            Don't print indentation lines.
  -F            Appends '/', '=', '*', '@', '|' or '>' as per ls -F.
  --dirsfirst   List directories before files.
  --help        Print usage and this help message and exit.
Patterns are wildcards (*, ?, [...]) with '|' separating alternatives.
`

const treeShortUsage = `usage: tree [-adfiF] [-L level] [-P pattern] [-I pattern] [--noreport]
	[--dirsfirst] [--] [directory ...]
`

type treeOpts struct {
	all, dirsOnly, full, noIndent, classify, dirsFirst bool
	level                                              int // 0: unlimited
	include, exclude                                   []string
	dirs, files                                        int
	ascii                                              bool // lines in ASCII: the locale's charset is not UTF-8
}

// treeASCII reports whether tree draws its lines in ASCII, as tree does
// when nl_langinfo(CODESET) of LC_CTYPE is not UTF-8 (the C locale);
// unset, the sandbox's locale is C.UTF-8.
func treeASCII(inv *shell.Invocation) bool {
	for _, name := range []string{"LC_ALL", "LC_CTYPE", "LANG"} {
		if v := inv.Getenv(name); v != "" {
			_, cs, _ := strings.Cut(v, ".")
			cs, _, _ = strings.Cut(cs, "@")
			cs = strings.ToLower(cs)
			return cs != "utf-8" && cs != "utf8"
		}
	}
	return false
}

func runTree(ctx context.Context, inv *shell.Invocation) int {
	o := &treeOpts{ascii: treeASCII(inv)}
	noReport := false
	var roots []string
	args := inv.Args[1:]
	bad := func(msg string) int {
		fmt.Fprintf(inv.Stderr, "tree: %s\n", msg)
		io.WriteString(inv.Stderr, treeShortUsage)
		return 1
	}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			roots = append(roots, args[i+1:]...)
			break
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			roots = append(roots, a)
			continue
		}
		if strings.HasPrefix(a, "--") {
			switch a {
			case "--noreport":
				noReport = true
			case "--dirsfirst":
				o.dirsFirst = true
			case "--help":
				io.WriteString(inv.Stdout, treeUsage)
				return 0
			case "--version":
				return writeVersion(inv, "tree")
			default:
				return bad(fmt.Sprintf("Invalid argument `%s'.", a))
			}
			continue
		}
		for j := 1; j < len(a); j++ {
			c := a[j]
			switch c {
			case 'a':
				o.all = true
			case 'd':
				o.dirsOnly = true
			case 'f':
				o.full = true
			case 'i':
				o.noIndent = true
			case 'F':
				o.classify = true
			case 'L', 'P', 'I':
				// The value is the next argument (tree does not take it
				// attached).
				if i+1 >= len(args) {
					return bad(fmt.Sprintf("Missing argument to -%c option.", c))
				}
				i++
				v := args[i]
				switch c {
				case 'L':
					n, err := strconv.Atoi(v)
					if err != nil || n < 1 {
						fmt.Fprintln(inv.Stderr, "tree: Invalid level, must be greater than 0.")
						return 1
					}
					o.level = n
				case 'P':
					o.include = append(o.include, strings.Split(v, "|")...)
				case 'I':
					o.exclude = append(o.exclude, strings.Split(v, "|")...)
				}
			default:
				return bad(fmt.Sprintf("Invalid argument -`%c'.", c))
			}
		}
	}
	if len(roots) == 0 {
		roots = []string{"."}
	}
	w := bufio.NewWriter(inv.Stdout)
	status := 0
	for _, root := range roots {
		if ctx.Err() != nil {
			return 1
		}
		p := inv.Path(root)
		fi, err := inv.FS.Stat(ctx, p)
		if err != nil || !fi.IsDir() {
			w.WriteString(root + "  [error opening dir]\n")
			if err == nil {
				o.files++
			} else {
				status = 2
			}
			continue
		}
		name := root
		if o.classify && !strings.HasSuffix(name, "/") {
			name += "/"
		}
		w.WriteString(name + "\n")
		n := treeDir(ctx, inv, w, o, p, root, "", 1)
		if n > 0 {
			o.dirs++
		}
	}
	if !noReport {
		w.WriteString("\n" + treePlural(o.dirs, "directory", "directories"))
		if !o.dirsOnly {
			w.WriteString(", " + treePlural(o.files, "file", "files"))
		}
		w.WriteString("\n")
	}
	if err := w.Flush(); err != nil {
		return 1
	}
	return status
}

func treePlural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// treeMatch reports whether name matches one of the patterns.
func treeMatch(pats []string, name string) bool {
	for _, p := range pats {
		if ok, _ := path.Match(p, name); ok {
			return true
		}
	}
	return false
}

type treeEntry struct {
	name   string
	fi     fs.FileInfo
	isDir  bool // a directory, or a symlink to one
	target string
}

// treeDir prints dir's entries below prefix and returns how many it
// listed.
func treeDir(ctx context.Context, inv *shell.Invocation, w *bufio.Writer, o *treeOpts, dir, shown, prefix string, depth int) int {
	if ctx.Err() != nil {
		return 0
	}
	des, err := inv.FS.ReadDir(ctx, dir)
	if err != nil {
		return 0
	}
	var list []treeEntry
	for _, de := range des {
		name := de.Name()
		if !o.all && strings.HasPrefix(name, ".") {
			continue
		}
		p := path.Join(dir, name)
		fi, err := inv.FS.Lstat(ctx, p)
		if err != nil {
			continue
		}
		e := treeEntry{name: name, fi: fi, isDir: fi.IsDir()}
		if fi.Mode()&fs.ModeSymlink != 0 {
			e.target, _ = inv.FS.Readlink(ctx, p)
			if tfi, err := inv.FS.Stat(ctx, p); err == nil && tfi.IsDir() {
				e.isDir = true
			}
		}
		if len(o.exclude) > 0 && treeMatch(o.exclude, name) {
			continue
		}
		if o.dirsOnly && !e.isDir {
			continue
		}
		if len(o.include) > 0 && !e.isDir && !treeMatch(o.include, name) {
			continue
		}
		list = append(list, e)
	}
	if o.dirsFirst {
		var dirs, files []treeEntry
		for _, e := range list {
			if e.isDir {
				dirs = append(dirs, e)
			} else {
				files = append(files, e)
			}
		}
		list = append(dirs, files...)
	}
	for i, e := range list {
		last := i == len(list)-1
		// tree's UTF-8 continuation is a bar and two no-break spaces.
		branch, cont := "├── ", "│\u00a0\u00a0 "
		if last {
			branch, cont = "└── ", "    "
		}
		if o.ascii {
			branch, cont = "|-- ", "|   "
			if last {
				branch, cont = "`-- ", "    "
			}
		}
		if o.noIndent {
			branch, cont = "", ""
		}
		childShown := shown + "/" + e.name
		if strings.HasSuffix(shown, "/") {
			childShown = shown + e.name
		}
		label := e.name
		if o.full {
			label = childShown
		}
		if o.classify {
			label += treeClassify(e.fi)
		}
		if e.target != "" || e.fi.Mode()&fs.ModeSymlink != 0 {
			label += " -> " + e.target
			if o.classify {
				if tfi, err := inv.FS.Stat(ctx, path.Join(dir, e.name)); err == nil {
					label += treeClassify(tfi)
				}
			}
		}
		if _, err := w.WriteString(prefix + branch + label + "\n"); err != nil {
			return i
		}
		if e.isDir {
			o.dirs++
			if e.fi.IsDir() && (o.level == 0 || depth < o.level) {
				treeDir(ctx, inv, w, o, path.Join(dir, e.name), childShown, prefix+cont, depth+1)
			}
		} else {
			o.files++
		}
	}
	return len(list)
}

// treeClassify is -F's suffix (symlinks get theirs after the target).
func treeClassify(fi fs.FileInfo) string {
	m := fi.Mode()
	switch {
	case m.IsDir():
		return "/"
	case m&fs.ModeSymlink != 0:
		return ""
	case m&fs.ModeNamedPipe != 0:
		return "|"
	case m&fs.ModeSocket != 0:
		return "="
	case m&0o111 != 0:
		return "*"
	}
	return ""
}
