package commands

import (
	"context"
	"fmt"
	"path"
	"strconv"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "chown",
		Summary: "change file owner and group",
		Usage:   chownUsage,
		Run:     func(ctx context.Context, inv *shell.Invocation) int { return runChown(ctx, inv, false) },
	})
}

const chownUsage = `Usage: chown [OPTION]... [OWNER][:[GROUP]] FILE...
  or:  chown [OPTION]... --reference=RFILE FILE...
Change the owner and/or group of each FILE to OWNER and/or GROUP.
With --reference, change the owner and group of each FILE to those of RFILE.

  -c, --changes          like verbose but report only when a change is made
  -f, --silent, --quiet  suppress most error messages
  -v, --verbose          output a diagnostic for every file processed
      --dereference      affect the referent of each symbolic link (this is
                         the default), rather than the symbolic link itself
  -h, --no-dereference   affect symbolic links instead of any referenced file
      --from=CURRENT_OWNER:CURRENT_GROUP
                         change the owner and/or group of each file only if
                         its current owner and/or group match those specified
                         here.  Either may be omitted
      --no-preserve-root  do not treat '/' specially (the default)
      --preserve-root    fail to operate recursively on '/'
      --reference=RFILE  use RFILE's owner and group rather than
                         specifying OWNER:GROUP values
  -R, --recursive        operate on files and directories recursively
  -H, -L, -P             (accepted; symbolic links are not followed in -R)
      --help        display this help and exit

Owner is unchanged if missing.  Group is unchanged if missing, but changed
to login group if implied by a ':' following a symbolic OWNER.
OWNER and GROUP may be numeric as well as symbolic.

The sandbox has one user, owning every file, in a group of the same name;
the only other account is root. Changing to that user or group succeeds
without a change; changing to anyone else fails with "Operation not
permitted", as it does for an unprivileged user.
`

// ownerSpec is what chown or chgrp was asked to set: a user and/or group
// (names or numbers as given, "" when not set).
type ownerSpec struct {
	user, group string
}

// sandboxAccount reports whether name (a user or group name) exists in the
// sandbox: its user (whose group has its name) and root.
func sandboxAccount(inv *shell.Invocation, name string) bool {
	return name == sandboxIdentity(inv).name || name == "root"
}

// knownOwner reports whether name is a user or group GNU would accept:
// an account name or any number.
func knownOwner(inv *shell.Invocation, name string) bool {
	if _, err := strconv.ParseUint(name, 10, 32); err == nil {
		return true
	}
	return sandboxAccount(inv, name)
}

// isSelf reports whether name (user or group) is the sandbox user's own,
// the only owner an unprivileged user may set; root may set any.
func isSelf(inv *shell.Invocation, name string) bool {
	me := sandboxIdentity(inv)
	return me.id == 0 || name == me.name || name == strconv.Itoa(me.id)
}

// accountName is the name a uid or gid (or name) is shown as.
func accountName(inv *shell.Invocation, name string) string {
	me := sandboxIdentity(inv)
	switch name {
	case strconv.Itoa(me.id):
		return me.name
	case "0":
		return "root"
	}
	return name
}

type chowner struct {
	inv     *shell.Invocation
	chgrp   bool
	spec    ownerSpec
	verbose bool
	changes bool
	silent  bool
	recurse bool
	status  int
}

func runChown(ctx context.Context, inv *shell.Invocation, chgrp bool) int {
	name := "chown"
	usage := chownUsage
	if chgrp {
		name, usage = "chgrp", chgrpUsage
	}
	f := newFlagSet(name)
	c := &chowner{inv: inv, chgrp: chgrp}
	f.Func('c', "changes", false, func(string) error { c.changes = true; return nil })
	f.Func('f', "silent", false, func(string) error { c.silent = true; return nil })
	f.Func(0, "quiet", false, func(string) error { c.silent = true; return nil })
	f.Func('v', "verbose", false, func(string) error { c.verbose = true; return nil })
	f.Bool(0, "dereference")
	f.Bool('h', "no-dereference")
	f.String(0, "from", "")
	f.Bool(0, "no-preserve-root")
	f.Bool(0, "preserve-root")
	ref := f.String(0, "reference", "")
	f.Func('R', "recursive", false, func(string) error { c.recurse = true; return nil })
	f.Bool('H', "")
	f.Bool('L', "")
	f.Bool('P', "")
	ops, status, done := parseFlags(inv, f, usage, 1)
	if done {
		return status
	}
	try := func() int {
		fmt.Fprintf(inv.Stderr, "Try '%s --help' for more information.\n", name)
		return 1
	}
	if f.Seen("reference") {
		if len(ops) == 0 {
			errorf(inv, "missing operand")
			return try()
		}
		if _, err := inv.FS.Stat(ctx, inv.Path(*ref)); err != nil {
			errorf(inv, "failed to get attributes of %s: %s", quoteFile(*ref), vfs.Strerror(err))
			return 1
		}
		// Every file is the sandbox user's.
		me := sandboxIdentity(inv).name
		c.spec = ownerSpec{me, me}
		if chgrp {
			c.spec.user = ""
		}
	} else {
		switch len(ops) {
		case 0:
			errorf(inv, "missing operand")
			return try()
		case 1:
			errorf(inv, "missing operand after %s", quoteArg(ops[0]))
			return try()
		}
		spec, ok := c.parseSpec(ops[0])
		if !ok {
			return 1
		}
		c.spec = spec
		ops = ops[1:]
	}
	for _, op := range ops {
		if ctx.Err() != nil {
			return 1
		}
		c.change(ctx, op, true)
	}
	return c.status
}

// parseSpec parses chown's OWNER[:[GROUP]] (or OWNER.GROUP, with GNU's
// warning) or chgrp's GROUP, reporting an unknown name.
func (c *chowner) parseSpec(s string) (ownerSpec, bool) {
	inv := c.inv
	if c.chgrp {
		if !knownOwner(inv, s) {
			errorf(inv, "invalid group: %s", quoteArg(s))
			return ownerSpec{}, false
		}
		return ownerSpec{group: s}, true
	}
	user, group, colon := strings.Cut(s, ":")
	if !colon {
		if u, g, dot := strings.Cut(s, "."); dot && !knownOwner(inv, s) && knownOwner(inv, u) && (g == "" || knownOwner(inv, g)) {
			errorf(inv, "warning: '.' should be ':': %s", quoteArg(s))
			user, group, colon = u, g, true
		}
	}
	if user != "" && !knownOwner(inv, user) {
		errorf(inv, "invalid user: %s", quoteArg(s))
		return ownerSpec{}, false
	}
	if group != "" && !knownOwner(inv, group) {
		errorf(inv, "invalid group: %s", quoteArg(s))
		return ownerSpec{}, false
	}
	if colon && group == "" && user != "" {
		// "user:" means the user's login group, which has its name.
		group = user
		if n, err := strconv.Atoi(user); err == nil {
			group = strconv.Itoa(n)
		}
	}
	return ownerSpec{user, group}, true
}

// change applies the spec to name (and, with -R, below it, children
// first as GNU's fts walk reports them).
func (c *chowner) change(ctx context.Context, name string, top bool) {
	inv := c.inv
	// Operands are followed; links met while recursing are not.
	stat := inv.FS.Stat
	if !top {
		stat = inv.FS.Lstat
	}
	fi, err := stat(ctx, inv.Path(name))
	if err != nil {
		if !c.silent {
			errorf(inv, "cannot access %s: %s", quoteFile(name), vfs.Strerror(err))
		}
		c.status = 1
		return
	}
	if c.recurse && fi.IsDir() {
		entries, err := inv.FS.ReadDir(ctx, inv.Path(name))
		if err != nil {
			if !c.silent {
				errorf(inv, "cannot read directory %s: %s", quoteFile(name), vfs.Strerror(err))
			}
			c.status = 1
		}
		for _, e := range entries {
			if ctx.Err() != nil {
				return
			}
			c.change(ctx, path.Join(name, e.Name()), false)
		}
	}
	me := sandboxIdentity(inv).name
	allowed := (c.spec.user == "" || isSelf(inv, c.spec.user)) && (c.spec.group == "" || isSelf(inv, c.spec.group))
	what, verb := "ownership", "changing ownership of"
	if c.chgrp {
		what, verb = "group", "changing group of"
	}
	if !allowed {
		if !c.silent {
			errorf(inv, "%s %s: %s", verb, quoteFile(name), vfs.Strerror(vfs.ErrNotPermitted))
		}
		if c.verbose {
			from, to := me, accountName(inv, c.spec.user)
			switch {
			case c.chgrp:
				to = accountName(inv, c.spec.group)
			case c.spec.user == "":
				from, to = ":"+me, ":"+accountName(inv, c.spec.group)
			case c.spec.group != "":
				from, to = me+":"+me, to+":"+accountName(inv, c.spec.group)
			}
			fmt.Fprintf(inv.Stdout, "failed to change %s of %s from %s to %s\n", what, quoteFile(name), from, to)
		}
		c.status = 1
		return
	}
	if c.verbose {
		as := me
		if !c.chgrp && c.spec.group != "" {
			as = me + ":" + me
		}
		if _, err := fmt.Fprintf(inv.Stdout, "%s of %s retained as %s\n", what, quoteFile(name), as); err != nil {
			c.status = 1
		}
	}
}
