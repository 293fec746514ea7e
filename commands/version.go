package commands

import (
	"fmt"
	"sync"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/version"
)

// upstream names the tool each command mirrors, for the commands whose
// upstream counterpart answers --version (checked against the tools
// themselves: GNU coreutils 9.1, Debian 12). Commands that are bash
// builtins there (echo, printf, true, false) print "--version" or nothing
// as bash's do, and those whose upstream has no --version (clear, unzip,
// which, and changes, which is Computerwelt's own) are not listed: their
// own parser answers as the upstream one does. Each listed command's
// parser answers --version where its upstream's does: a flagSet has it
// implicitly (see errVersion), the others name it. Built on first use,
// not at start-up (every process initialises this package).
var upstream = sync.OnceValue(func() map[string]string {
	m := map[string]string{
		"awk": "GNU Awk 5.2", "gawk": "GNU Awk 5.2", "bc": "GNU bc 1.07", "cmp": "GNU diffutils 3.8", "diff": "GNU diffutils 3.8", "ed": "GNU ed 1.19",
		"column": "util-linux 2.38", "hexdump": "util-linux 2.38", "look": "util-linux 2.38", "more": "util-linux 2.38", "mount": "util-linux 2.38", "rev": "util-linux 2.38",
		"envsubst": "GNU gettext 0.21", "file": "file 5.44", "find": "GNU findutils 4.9", "xargs": "GNU findutils 4.9",
		"grep": "GNU grep 3.8", "egrep": "GNU grep 3.8", "fgrep": "GNU grep 3.8", "sed": "GNU sed 4.9",
		"gzip": "gzip 1.12", "gunzip": "gzip 1.12", "zcat": "gzip 1.12", "zgrep": "gzip 1.12", "hostname": "hostname 3.23",
		"iconv": "GNU libc iconv 2.36", "jq": "jq 1.7 (on gojq)", "less": "less 590", "patch": "GNU patch 2.7",
		"rg": "ripgrep 14", "strings": "GNU Binutils strings 2.40", "tar": "GNU tar 1.34", "tree": "tree 2.1",
		"xxd": "xxd (vim) 2022-01-14", "yq": "mikefarah/yq " + yqVersion, "zip": "Info-ZIP zip 3.0",
	}
	for _, name := range coreutils {
		m[name] = "GNU coreutils 9.1"
	}
	return m
})

// coreutils are the commands that mirror GNU coreutils 9.1.
var coreutils = []string{
	"arch", "b2sum", "base32", "base64", "basename", "basenc", "cat", "chgrp", "chmod", "chown", "cksum", "comm", "cp",
	"csplit", "cut", "date", "dd", "df", "dirname", "du", "env", "expand", "expr", "factor", "fmt", "fold",
	"groups", "head", "id", "install", "join", "ln", "logname", "ls", "md5sum", "mkdir", "mkfifo", "mktemp", "mv", "nice",
	"nl", "nohup", "nproc", "numfmt", "od", "paste", "pr", "printenv", "ptx", "readlink", "realpath", "rm", "rmdir", "seq",
	"sha1sum", "sha224sum", "sha256sum", "sha384sum", "sha512sum", "shuf", "sleep", "sort", "split", "stat", "sum",
	"sync", "tac", "tail", "tee", "timeout", "touch", "tr", "truncate", "tsort", "tty", "uname", "unexpand", "uniq",
	"wc", "whoami", "yes",
}

// Mirrors returns the upstream tool the command name mirrors and whether
// that tool answers --version.
func Mirrors(name string) (string, bool) {
	s, ok := upstream()[name]
	return s, ok
}

// writeVersion prints what `NAME --version` prints: Computerwelt's
// version first, in GNU's "NAME (PACKAGE) VERSION" form, then the tool
// mirrored.
func writeVersion(inv *shell.Invocation, name string) int {
	_, err := fmt.Fprintf(inv.Stdout, "%s (Computerwelt) %s\nmirrors %s of %s; it runs in Computerwelt's sandbox, not as a host program.\n",
		name, version.Version, name, upstream()[name])
	if err != nil {
		return 1
	}
	return 0
}
