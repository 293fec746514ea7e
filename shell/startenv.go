package shell

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/computerwelt/computerwelt/vfs"
)

// importedVarsFixup is what bash's initialize_shell_variables does, at a
// new shell's start, with the variables its environment (env) gave it.
func (r *runner) importedVarsFixup(env map[string]string) {
	vars := r.global.vars
	// IFS is never taken from the environment; an exported one stays
	// exported, with the default value.
	_, fromEnv := env["IFS"]
	vars["IFS"] = &variable{set: true, str: " \t\n", exported: fromEnv}
	// With no PATH in its environment bash takes its built-in one,
	// not exported; OLDPWD is made exported with no value.
	if _, ok := vars["PATH"]; !ok {
		vars["PATH"] = &variable{set: true, str: "/usr/local/bin:/usr/local/sbin:/usr/bin:/usr/sbin:/bin:/sbin:."}
	}
	if _, ok := vars["OLDPWD"]; !ok {
		vars["OLDPWD"] = &variable{exported: true}
	}
	old := ""
	if v, ok := vars["SHLVL"]; ok {
		old = v.str
	}
	vars["SHLVL"] = &variable{set: true, str: adjustShlvl(old, 1), exported: true}
	// SHELLOPTS and BASHOPTS in the environment turn on the options
	// they list (unknown names are skipped); POSIXLY_CORRECT or
	// POSIX_PEDANTIC there start POSIX mode.
	if s, ok := env["SHELLOPTS"]; ok {
		for _, n := range strings.Split(s, ":") {
			if n != "" && optByName(&r.opts, n) != nil {
				r.setOpt(n, true)
			}
		}
	}
	if s, ok := env["BASHOPTS"]; ok {
		for _, n := range strings.Split(s, ":") {
			for _, so := range shoptList {
				if so.name == n {
					*so.ptr(&r.opts) = !so.off
				}
			}
		}
	}
	for _, n := range []string{"SHELLOPTS", "BASHOPTS"} {
		_, exp := env[n]
		vars[n] = &variable{set: true, readonly: true, exported: exp}
	}
	_, pc := env["POSIXLY_CORRECT"]
	_, pp := env["POSIX_PEDANTIC"]
	if pc || pp {
		r.setPosixMode(true)
	}
}

// adjustShlvl is bash's adjust_shell_level: the level old names (0 when
// it is no number), changed by change, 0 when below, 1 again from 1000.
func adjustShlvl(old string, change int) string {
	n, err := strconv.ParseInt(strings.TrimSpace(old), 10, 64)
	if err != nil || strings.TrimSpace(old) == "" {
		n = 0
	}
	n += int64(change)
	switch {
	case n < 0:
		n = 0
	case n >= 1000:
		n = 1
	}
	return strconv.FormatInt(n, 10)
}

// runBashEnv is bash's execute_env_file for a shell that is not
// interactive: the file BASH_ENV names, its value expanded as in double
// quotes and then tilde-expanded, runs as by source before the script
// (its return ends it, its exit ends the shell). No such file is no
// error; a directory is reported.
func (r *runner) runBashEnv(shellName string) {
	r.runEnvFile("BASH_ENV", shellName)
}

// runEnvFile is execute_env_file for the variable name (BASH_ENV, or
// ENV for an interactive shell in POSIX mode).
func (r *runner) runEnvFile(name, shellName string) {
	v, ok := r.getStr(name)
	if !ok || v == "" {
		return
	}
	fn := v
	if strings.ContainsAny(v, "$`\\") {
		w, err := r.parseWord(v)
		if err != nil {
			return
		}
		if fn, err = r.docString(w); err != nil {
			return
		}
	}
	if strings.HasPrefix(fn, "~") {
		if home, rest, ok := r.tilde(fn, true); ok {
			fn = home + rest
		}
	}
	r.runStartupFile(fn, shellName)
}

// runStartupFile is bash's maybe_execute_file: the file runs as by
// source when it exists; none is no error, a directory is reported.
func (r *runner) runStartupFile(fn, shellName string) {
	if fn == "" {
		return
	}
	fi, err := r.sh.cfg.FS.Stat(r.ctx, vfs.Abs(r.dir, fn))
	switch {
	case err != nil:
		return
	case fi.IsDir():
		r.errf("%s: %s: is a directory\n", shellName, fn)
		return
	}
	// bash reads the file named, never one found on PATH.
	r.sourceNoPath = true
	// Not a nesting level for set -x's PS4 (bash runs it before the
	// script, not from a command).
	r.traceLevelAdj--
	builtinSource(r, []string{"source", fn})
	r.traceLevelAdj++
	r.sourceNoPath = false
	r.returning = false
	if !r.exiting {
		r.exit = 0
	}
}

// xtraceFdChanged is bash's sv_xtracefd: BASH_XTRACEFD naming an open
// descriptor sends set -x output there; another value is reported and
// changes nothing. Empty or unset, the output goes back to the standard
// error and the descriptor that had it is closed (bash fcloses its
// stream, even when that is 2, as the manual warns).
func (r *runner) xtraceFdChanged(val string, set bool) {
	if !set || val == "" {
		if r.xtraceFdOn {
			r.closeFd(r.xtraceFd)
			r.xtraceFdOn = false
		}
		return
	}
	n, err := strconv.Atoi(strings.TrimSpace(val))
	if err != nil || n < 0 || r.getFd(n) == nil {
		r.errLine("BASH_XTRACEFD: %s: invalid value for trace file descriptor", val)
		return
	}
	r.xtraceFd, r.xtraceFdOn = n, true
}

// traceFdNum is the descriptor set -x writes to.
func (r *runner) traceFdNum() int {
	if r.xtraceFdOn {
		return r.xtraceFd
	}
	return 2
}

// selectColumns is bash's default_columns: $COLUMNS when a positive
// number, else 80 (the sandbox has no terminal to ask).
func (r *runner) selectColumns() int {
	if v, ok := r.getStr("COLUMNS"); ok {
		if n := atoiPrefix(v); n > 0 {
			return n
		}
	}
	return 80
}

// atoiPrefix is C's atoi: leading blanks, a sign, the digits that follow.
func atoiPrefix(s string) int {
	s = strings.TrimLeft(s, " \t\n\v\f\r")
	neg := false
	if s != "" && (s[0] == '-' || s[0] == '+') {
		neg, s = s[0] == '-', s[1:]
	}
	n := 0
	for i := 0; i < len(s) && s[i] >= '0' && s[i] <= '9' && n < 1<<30; i++ {
		n = n*10 + int(s[i]-'0')
	}
	if neg {
		return -n
	}
	return n
}

// selectMenu is select's menu as bash's print_select_list lays it out:
// numbered items in columns as wide as the widest item, filled down
// first, as many as fit in cols; padded with tabs and spaces (8-column
// tabs) between columns.
func selectMenu(items []string, cols int) string {
	n := len(items)
	maxLen := 0
	for _, it := range items {
		maxLen = max(maxLen, utf8.RuneCountInString(it))
	}
	indices := len(strconv.Itoa(n))
	maxLen += indices + 2 + 2 // ") " and two spaces between columns
	c := max(cols/maxLen, 1)
	rows := n/c + b2i(n%c != 0)
	c = n/rows + b2i(n%rows != 0)
	if rows == 1 {
		rows, c = c, 1
	}
	var b strings.Builder
	for row := 0; row < rows; row++ {
		pos := 0
		for ind := row; ; {
			// bash 5.2 pads the first column's numbers to the width of
			// the largest there (rows), the others' to the largest in
			// the list.
			w := indices
			if ind == row {
				w = len(strconv.Itoa(rows))
			}
			fmt.Fprintf(&b, "%*d) %s", w, ind+1, items[ind])
			elem := utf8.RuneCountInString(items[ind]) + w + 2
			ind += rows
			if ind >= n {
				break
			}
			for from, to := pos+elem, pos+maxLen; from < to; {
				if to/8 > from/8 {
					b.WriteByte('\t')
					from += 8 - from%8
				} else {
					b.WriteByte(' ')
					from++
				}
			}
			pos += maxLen
		}
		b.WriteByte('\n')
	}
	return b.String()
}
