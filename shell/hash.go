package shell

import (
	"sort"
	"strings"

	"github.com/computerwelt/computerwelt/vfs"
)

// hashEntry is a command remembered in bash's hash table: where it was
// found and how often it was looked up (the hits hash lists).
type hashEntry struct {
	path string
	hits int
	seq  int // insertion order: a bucket lists its newest entry first
}

// hashBuckets is bash's FILENAME_HASH_BUCKETS; hash lists its table in
// bucket order.
const hashBuckets = 256

// hashTable returns the remembered commands, forgetting them when PATH
// changed since they were found (bash empties the table when PATH is
// assigned).
func (r *runner) hashTable() map[string]*hashEntry {
	p, _ := r.getStr("PATH")
	if p != r.hashedPath {
		r.hashedPath = p
		if len(r.hashed) > 0 {
			r.hashed = map[string]*hashEntry{}
		}
	}
	return r.hashed
}

// hashLookup is bash's phash_search: the remembered path of name ("" if
// none), counting a hit. An entry found through a relative PATH entry is
// dropped once no executable file is there from the current directory.
func (r *runner) hashLookup(name string) string {
	if r.opts.noHash {
		return "" // set +h: the table is not consulted
	}
	e, ok := r.hashTable()[name]
	if !ok {
		return ""
	}
	if !strings.HasPrefix(e.path, "/") {
		fi, err := r.sh.cfg.FS.Stat(r.ctx, vfs.Abs(r.dir, e.path))
		if err != nil || fi.IsDir() || !isExec(fi) {
			delete(r.hashed, name)
			return ""
		}
		if !strings.HasPrefix(e.path, "./") {
			// bash's phash_search: a relative path is used as
			// ./path (hash lists it as it was found).
			e.hits++
			return "./" + e.path
		}
	}
	e.hits++
	return e.path
}

// hashedGone is bash's check in search_for_command: in POSIX mode or
// with checkhash on, a remembered path that is no longer an executable
// file is forgotten (reported true), and the command is searched for on
// PATH again.
func (r *runner) hashedGone(name, path string) bool {
	if _, on, _ := r.shoptState("checkhash"); !r.opts.posix && !on {
		return false
	}
	fi, err := r.sh.cfg.FS.Stat(r.ctx, vfs.Abs(r.dir, path))
	if err == nil && !fi.IsDir() && isExec(fi) {
		return false
	}
	delete(r.hashed, name)
	return true
}

// hashInsert is bash's phash_insert: an existing entry keeps its place.
func (r *runner) hashInsert(name, path string, hits int) {
	if r.opts.noHash {
		return // set +h: nothing is remembered (BASH_CMDS[x]= neither)
	}
	t := r.hashTable()
	if e, ok := t[name]; ok {
		e.path, e.hits = path, hits
		return
	}
	r.hashSeq++
	t[name] = &hashEntry{path: path, hits: hits, seq: r.hashSeq}
}

// hashOrder lists the table's names as bash walks it.
func (r *runner) hashOrder() []string {
	names := make([]string, 0, len(r.hashed))
	for k := range r.hashed {
		names = append(names, k)
	}
	sort.Slice(names, func(i, j int) bool {
		bi, bj := bashHash(names[i])&(hashBuckets-1), bashHash(names[j])&(hashBuckets-1)
		if bi != bj {
			return bi < bj
		}
		return r.hashed[names[i]].seq > r.hashed[names[j]].seq
	})
	return names
}

const hashUsage = "hash: usage: hash [-lr] [-p pathname] [-dt] [name ...]\n"

// builtinHash is bash's hash: list, add (-p: as given), delete (-d),
// show (-t) or forget (-r) remembered command locations.
func builtinHash(r *runner, args []string) int {
	if r.opts.noHash {
		// bash's hash_builtin says so before reading any option
		r.errLine("hash: hashing disabled")
		return 1
	}
	args = args[1:]
	var del, portable, expunge, targets bool
	pathname, havePath := "", false
	args, bad, missing := builtinOpts(args, "p", func(c byte, val string) {
		switch c {
		case 'd':
			del = true
		case 'l':
			portable = true
		case 'r':
			expunge = true
		case 't':
			targets = true
		case 'p':
			pathname, havePath = val, true
		}
	}, "dlrt")
	switch {
	case missing:
		r.errLine("hash: -%c: option requires an argument", bad)
		r.errf(hashUsage)
		return 2
	case bad != 0:
		r.errLine("hash: -%c: invalid option", bad)
		r.errf(hashUsage)
		return 2
	}
	if havePath && r.opts.restricted {
		return r.restrictedErr("hash: " + pathname)
	}
	t := r.hashTable()
	if (targets || del) && len(args) == 0 {
		opt := "-t"
		if del {
			opt = "-d"
		}
		r.errLine("hash: %s: option requires an argument", opt)
		return 1
	}
	if len(args) == 0 && !expunge {
		if len(t) == 0 {
			if !portable {
				r.outf("hash: hash table empty\n")
			}
			return 0
		}
		if !portable {
			r.outf("hits\tcommand\n")
		}
		for _, k := range r.hashOrder() {
			if portable {
				r.outf("builtin hash -p %s %s\n", t[k].path, k)
			} else {
				r.outf("%4d\t%s\n", t[k].hits, t[k].path)
			}
		}
		return 0
	}
	if expunge {
		r.hashed = map[string]*hashEntry{}
	}
	if targets {
		status := 0
		for _, n := range args {
			p := r.hashLookup(n)
			switch {
			case p == "":
				r.errLine("hash: %s: not found", n)
				status = 1
			case portable:
				r.outf("builtin hash -p %s %s\n", p, n)
			case len(args) > 1:
				r.outf("%s\t%s\n", n, p)
			default:
				r.outf("%s\n", p)
			}
		}
		return status
	}
	status := 0
	for _, n := range args {
		switch {
		case strings.Contains(n, "/"):
			continue
		case havePath:
			if fi, err := r.sh.cfg.FS.Stat(r.ctx, vfs.Abs(r.dir, pathname)); err == nil && fi.IsDir() {
				r.errLine("hash: %s: Is a directory", pathname)
				status = 1
				continue
			}
			r.hashInsert(n, pathname, 0)
		case del:
			if r.hashSeq == 0 {
				// bash's phash_remove: no table made yet (nothing was
				// ever hashed), nothing to complain about
				continue
			}
			if _, ok := r.hashed[n]; !ok {
				r.errLine("hash: %s: not found", n)
				status = 1
				continue
			}
			delete(r.hashed, n)
		default:
			if _, ok := r.funcs[n]; ok {
				continue
			}
			if _, ok := builtins[n]; ok && !r.sh.cfg.Withheld[n] && !r.disabled[n] {
				continue
			}
			delete(r.hashed, n)
			if kind, full := r.lookPathIn(n, false); kind != "" {
				r.hashInsert(n, full, 0)
				continue
			}
			r.errLine("hash: %s: not found", n)
			status = 1
		}
	}
	return status
}
