package shell

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
	"mvdan.cc/sh/v3/syntax"
)

const maxNesting = 1000

// checkDepthSrc refuses scripts whose bracket nesting would make the
// recursive parser or evaluator exhaust the stack.
func (r *runner) checkDepthSrc(src string) error {
	depth, max := 0, 0
	for i := 0; i < len(src); i++ {
		switch src[i] {
		case '(', '{', '[':
			depth++
			if depth > max {
				max = depth
			}
		case ')', '}', ']':
			if depth > 0 {
				depth--
			}
		}
	}
	if max > maxNesting*4 {
		return fmt.Errorf("%s: maximum nesting depth exceeded (%d)", r.arg0, maxNesting)
	}
	return nil
}

func (r *runner) stmts(list []*syntax.Stmt) {
	for _, st := range list {
		if r.stop() {
			return
		}
		r.stmt(st)
	}
}

func (r *runner) stmt(st *syntax.Stmt) {
	if r.stop() {
		return
	}
	if r.opts.keyword {
		st = keywordStmt(st)
	}
	if r.opts.noexec {
		return // set -n: commands are read, not run (set +n too)
	}
	if r.sigq != nil && r.sigq.n.Load() > 0 {
		r.deliverPending()
		if r.stop() {
			return
		}
	}
	if st.Background {
		r.background(st)
	} else {
		r.stmtSync(st)
		if r.killNote != "" {
			r.errf("%s", r.killNote)
			r.killNote = ""
		}
		if r.opts.monitor && !r.forked {
			r.notifyEnded()
		}
	}
	if r.coprocCur != nil {
		r.reapCoproc()
	}
}

func (r *runner) stmtSync(st *syntax.Stmt) {
	r.lineno = r.lineAt(st.Pos())
	r.curStmt = st
	// bash's was_error_trap: the ERR trap runs for a command that fails
	// only if it was set when the command started (a function that sets
	// it and fails does not run it for its call).
	errTrapped := len(r.traps) != 0 && r.traps["ERR"] != ""
	if st.Negated && r.opts.errexit {
		// Under set -e, bash ignores the status of what runs inside a
		// ! pipeline (set -e and the ERR trap do not apply there:
		// execute_command_internal's CMD_IGNORE_RETURN). Without it, a
		// ! only inverts its own status: set -e run inside applies,
		// and so does the ERR trap.
		n, b := r.noErrExit, r.bangDepth
		r.noErrExit++
		r.bangDepth++
		defer func() { r.noErrExit, r.bangDepth = n, b }()
	}
	if from := len(r.procs); true {
		defer func() {
			if len(r.procs) > from {
				r.endProcs(from)
			}
		}()
	}
	if ce, ok := st.Cmd.(*syntax.CallExpr); ok && len(st.Redirs) > 0 && len(ce.Args) > 0 {
		// bash expands a command's words before its redirections: an
		// expansion error opens no file, and messages of the expansion go
		// to the stderr from before the redirections. The DEBUG trap runs
		// before both.
		r.lineno = r.callLine(ce)
		if r.traps["DEBUG"] != "" {
			if !r.countCommand() || !r.debugTrap(r.withRedirs(ce)) {
				return
			}
			savedDebug := r.preDebug
			r.preDebug = ce
			defer func() { r.preDebug = savedDebug }()
		} else {
			r.setBashCmd(r.withRedirs(ce), "") // the words may read $BASH_COMMAND
		}
		r.substStatus = -1
		args, err := r.fields(ce.Args...)
		if err != nil {
			return
		}
		if r.opts.restricted && len(args) > 0 && strings.Contains(args[0], "/") && r.funcs[args[0]] == nil {
			// bash refuses the name before it forks, where the
			// command's redirections would be made.
			r.errLine("%s: restricted: cannot specify `/' in command names", args[0])
			r.exit = 1
			r.afterStmt(st, true, errTrapped)
			return
		}
		// The assignments before the command are expanded (and their
		// errors reported) before the redirections too: bash's
		// a=$(cmd) true 2>/dev/null leaves cmd's stderr alone, and
		// a[1]=x true 2>/dev/null says a[1] is no identifier.
		var tmp *scope
		tmpBad := false
		if len(ce.Assigns) > 0 && len(args) > 0 {
			var ok bool
			tmp, ok = r.prefixScope(ce.Assigns, args[0])
			tmpBad = !ok
		}
		savedFor, savedArgs, savedTmp, savedBad := r.preFor, r.preArgs, r.preTmp, r.preTmpBad
		r.preFor, r.preArgs, r.preTmp, r.preTmpBad = ce, args, tmp, tmpBad
		defer func() { r.preFor, r.preArgs, r.preTmp, r.preTmpBad = savedFor, savedArgs, savedTmp, savedBad }()
	}
	if ce, ok := st.Cmd.(*syntax.CallExpr); ok && (len(ce.Args) == 0 || len(ce.Assigns) > 0 && r.preFor == ce && len(r.preArgs) == 0) && len(st.Redirs) > 0 && !hasVarRedir(st.Redirs) {
		// With no command name bash assigns first, then performs the
		// redirections, which then hold nothing: x=$(cmd) 2>/dev/null
		// leaves cmd's stderr alone, and an assignment's error goes to
		// the stderr from before. So too when the words expand to
		// nothing: x=$(cmd) $(true) >/bad still assigns x.
		r.cmd(st.Cmd)
		if r.stop() {
			return
		}
		saved := r.fds
		r.fds = append([]*fdesc(nil), r.fds...)
		savedFrom := r.redirSaved
		r.redirSaved = saved
		closers, err := r.redirects(st.Redirs)
		r.redirSaved = savedFrom
		closeAll(closers)
		r.fds = saved
		if err != nil {
			if r.aborting || r.exiting {
				return
			}
			r.exit = 1
			r.afterStmt(st, true, errTrapped)
			return
		}
		r.afterStmt(st, false, errTrapped)
		return
	}
	if len(st.Redirs) > 0 {
		saved := r.fds
		switch st.Cmd.(type) {
		case *syntax.CallExpr, *syntax.DeclClause, *syntax.LetClause:
			if r.opts.xtrace {
				// A simple command's set -x output goes where stderr
				// was before its redirections (a declaration's and
				// let's too: bash runs them as simple commands).
				prev := r.traceFd
				r.traceFd = r.getFd(r.traceFdNum())
				defer func() { r.traceFd = prev }()
			}
		}
		r.fds = append([]*fdesc(nil), r.fds...)
		r.persist = nil
		savedRedir := r.redirCmd
		r.redirCmd = st.Cmd
		switch c := st.Cmd.(type) {
		case *syntax.CallExpr, *syntax.Subshell, nil:
			// (nil: a command of redirections only, numbered with the
			// line it starts on, not its here-documents')
		default:
			// bash numbers a compound command's redirection error with
			// the line of what encloses it (see ctxLine); a ( ) has its
			// own, and so has for (( )): the line it starts on.
			if fc, ok := c.(*syntax.ForClause); ok {
				if _, arith := fc.Loop.(*syntax.CStyleLoop); arith {
					r.lineno = r.lineAt(st.Pos())
					break
				}
			}
			if r.ctxLine > 0 {
				r.lineno = r.ctxLine
			}
		}
		// bash performs a subshell's or a program's redirections in the
		// child it forks: a {var} there is set, and its fd open, for
		// the child only.
		var childVars []savedVar
		if hasVarRedir(st.Redirs) && r.redirsInChild(st.Cmd) {
			childVars = r.saveVarRedirs(st.Redirs)
		}
		savedFrom := r.redirSaved
		r.redirSaved = saved
		closers, err := r.redirects(st.Redirs)
		if st.Cmd == nil {
			// A command of redirections alone (>file) has no words:
			// bash leaves $_ empty, as after x=1, even when they fail.
			r.lastArg, r.lastArgName = "", ""
		}
		r.redirSaved = savedFrom
		r.redirCmd = savedRedir
		if childVars != nil {
			defer r.restoreVars(childVars)
			r.persist = nil
		}
		if err != nil {
			closeAll(closers)
			r.fds = saved
			if r.aborting || r.exiting {
				return
			}
			// The command fails as any other: ! negates it, the ERR trap
			// and set -e see it, a compound command's too.
			r.exit = 1
			if r.opts.posix && specialBuiltins[r.commandName(st.Cmd)] {
				// POSIX: a special builtin's redirection error ends
				// the shell.
				r.exiting = true
				return
			}
			r.afterStmt(st, true, errTrapped)
			return
		}
		// The {var} fds to keep: the command (a function's body) runs
		// statements of its own, which reset r.persist.
		persist := r.persist
		frame := r.fdChanges(saved)
		r.fdFrames = append(r.fdFrames, frame)
		if _, simple := st.Cmd.(*syntax.CallExpr); !simple && !r.stdinRedir && (st.Cmd != r.forkedCmd || isSubshell(st.Cmd)) && stdinRedirects(st.Redirs) {
			// while …; do cmd & done < file: cmd reads the file. A
			// compound command forked as a pipeline element or a job
			// makes its redirections in the child (execute_in_subshell),
			// which counts them only for a ( ).
			r.stdinRedir = true
			defer func() { r.stdinRedir = false }()
		}
		if st.Cmd != nil {
			r.cmd(st.Cmd)
		} else {
			r.exit = 0
		}
		r.fdFrames = r.fdFrames[:len(r.fdFrames)-1]
		// exec redirections replace r.fds on purpose; keep them open.
		if !r.keepFds {
			if r.opts.extra("varredir_close") {
				// shopt varredir_close: a {var} fd closes with its
				// command, as another redirection's does.
				persist = nil
			}
			// {var} redirections stay open after the command.
			var keep []*fdesc
			for _, fd := range persist {
				keep = append(keep, r.getFd(fd))
			}
			if len(persist) == 0 {
				closeAll(closers)
			}
			// Only what the redirections changed goes back: an exec in
			// the body (f 2>/dev/null where f runs exec 3>&-) keeps the
			// rest, as bash restores each redirected descriptor alone.
			r.restore(&frame)
			for i, fd := range persist {
				r.setFd(fd, keep[i])
			}
		}
		r.persist = nil
		r.keepFds = false
	} else if st.Cmd != nil {
		r.cmd(st.Cmd)
	} else {
		r.exit = 0 // `!` alone negates the empty command
	}
	r.afterStmt(st, false, errTrapped)
}

// commandName is the name a simple command runs, as its words expanded
// (before its redirections) or, before that, as written.
func (r *runner) commandName(c syntax.Command) string {
	if dc, ok := c.(*syntax.DeclClause); ok {
		return dc.Variant.Value // export, readonly, declare, local, typeset
	}
	ce, ok := c.(*syntax.CallExpr)
	if !ok || len(ce.Args) == 0 {
		return ""
	}
	if r.preFor == ce && len(r.preArgs) > 0 {
		return r.preArgs[0]
	}
	return ce.Args[0].Lit()
}

// redirsInChild reports whether bash runs c's redirections in a child
// process: a subshell's, and a simple command's that is no function or
// builtin (a program, or a name not found).
func (r *runner) redirsInChild(c syntax.Command) bool {
	switch c.(type) {
	case *syntax.Subshell:
		return true
	case *syntax.CallExpr:
		name := r.commandName(c)
		if name == "" {
			return false
		}
		if _, ok := r.funcs[name]; ok {
			return false
		}
		_, builtin := builtins[name]
		return !builtin || r.sh.cfg.Withheld[name] || r.disabled[name]
	}
	return false
}

// savedVar is a variable's value before a command changed it.
type savedVar struct {
	name, val string
	set       bool
}

// saveVarRedirs keeps the values of the {var} names of rds.
func (r *runner) saveVarRedirs(rds []*syntax.Redirect) []savedVar {
	var out []savedVar
	for _, rd := range rds {
		if rd.N != nil && strings.HasPrefix(rd.N.Value, "{") && strings.HasSuffix(rd.N.Value, "}") {
			name := rd.N.Value[1 : len(rd.N.Value)-1]
			val, set := r.getStr(name)
			out = append(out, savedVar{name, val, set})
		}
	}
	return out
}

func (r *runner) restoreVars(vars []savedVar) {
	for i := len(vars) - 1; i >= 0; i-- {
		if v := vars[i]; v.set {
			r.setStr(v.name, v.val, false)
		} else {
			r.unsetVar(v.name)
		}
	}
}

// hasVarRedir reports whether a redirection names its fd by a variable
// ({fd}>file), which stays open after a command-less statement.
func hasVarRedir(rs []*syntax.Redirect) bool {
	for _, rd := range rs {
		if rd.N != nil && strings.HasPrefix(rd.N.Value, "{") {
			return true
		}
	}
	return false
}

// afterStmt applies a statement's status: PIPESTATUS, !, the ERR trap
// and set -e. redirFailed is set when its redirections failed and the
// command did not run; errTrapped when the ERR trap was set as it
// started.
func (r *runner) afterStmt(st *syntax.Stmt, redirFailed, errTrapped bool) {
	switch c := st.Cmd.(type) {
	case *syntax.CallExpr, *syntax.DeclClause, *syntax.ArithmCmd, *syntax.TestClause, *syntax.LetClause, *syntax.Subshell:
		// A pipeline of one command; a compound command leaves the
		// statuses of the last pipeline it ran (if false; then :; fi
		// leaves 1).
		r.pipeStatus, r.pipeLast = nil, r.exit // no slice per command
		// bash's line_number_for_err_trap: the line of the last simple
		// command, (( )), [[ ]] or ( ) run (a ( )'s is that of its ).
		r.errTrapLine = r.lineno
		if sub, ok := c.(*syntax.Subshell); ok {
			r.errTrapLine = r.lineAt(sub.Rparen)
		}
	case *syntax.BinaryCmd:
		if c.Op == syntax.Pipe || c.Op == syntax.PipeAll {
			// the line of its last command
			last := c.Y
			for {
				b, ok := last.Cmd.(*syntax.BinaryCmd)
				if !ok || b.Op != syntax.Pipe && b.Op != syntax.PipeAll {
					break
				}
				last = b.Y
			}
			r.errTrapLine = r.lineAt(last.Pos())
		}
	}
	if st.Negated {
		if r.exiting || r.aborting {
			return // the shell leaves with the status that made it exit
		}
		_, simple := st.Cmd.(*syntax.CallExpr)
		if redirFailed && !simple && st.Cmd != nil { // (`! >/bad` is a simple command)
			return // bash negates the status of a compound command it ran only
		}
		if r.exit == 0 {
			r.exit = 1
		} else {
			r.exit = 0
		}
		return
	}
	if r.exit != 0 && !r.exiting && !r.aborting && !r.returning {
		switch c := st.Cmd.(type) {
		case *syntax.BinaryCmd:
			if c.Op == syntax.AndStmt || c.Op == syntax.OrStmt {
				return
			}
		case *syntax.Block, *syntax.IfClause, *syntax.WhileClause, *syntax.ForClause, *syntax.CaseClause:
			if !redirFailed {
				return
			}
		}
		if r.noErrExit == 0 {
			if sub, ok := st.Cmd.(*syntax.Subshell); ok {
				// bash's line after a ( ) is that of its ).
				r.lineno = r.lineAt(sub.Rparen)
			}
			if errTrapped && st != r.noErrTrap && !(redirFailed && st == r.noRedirErrTrap) {
				if r.errTrapLine > 0 {
					switch st.Cmd.(type) {
					case *syntax.Block, *syntax.IfClause, *syntax.WhileClause, *syntax.ForClause, *syntax.CaseClause:
						// A compound command whose redirections failed:
						// the trap's $LINENO is the line of the last
						// simple command run.
						r.lineno = r.errTrapLine
					case *syntax.BinaryCmd:
						r.lineno = r.errTrapLine // a pipeline's last command's
					}
				}
				r.runTrap("ERR")
			}
			// return in the trap returns from the function before set -e
			// looks at the command.
			if r.opts.errexit && !r.returning {
				r.exiting = true
				r.errexited = true
			}
		}
	}
}

func (r *runner) inCondition() bool { return r.noErrExit > 0 }

// errexitNow reports whether set -e is in effect here (not in a
// condition, a && or || list, or a ! pipeline): what bash's
// exit_immediately_on_error says. Under it a syntax error or a file
// error (source's file) ends the shell at once, where bash prints it,
// with no ERR trap.
func (r *runner) errexitNow() bool { return r.opts.errexit && r.noErrExit == 0 }

func (r *runner) cmd(c syntax.Command) {
	switch c := c.(type) {
	case *syntax.CallExpr:
		r.call(c)
	case *syntax.Block:
		r.stmts(c.Stmts)
	case *syntax.Subshell:
		if _, trapped := r.traps["ERR"]; trapped && (!r.trapsInherited || r.errTrapKept) {
			// bash shows a ( ) as $BASH_COMMAND only where the ERR trap
			// is set, or ignored (execute_command_internal, before it
			// forks).
			r.setBashCmd(c, "")
		}
		sub := r.subshell(true)
		sub.dropCoprocFds(r)
		sub.inPlace = inPlaceStmt(c.Stmts)
		sub.inParen, sub.reportsKids = true, true
		if c != r.soleSubshell && r.subst == nil {
			// bash sets line_number to a ( )'s own line (that of its ))
			// before it forks, so a compound command's redirection
			// error inside names that line; not for a ( ) that is the
			// whole of an enclosing ( ), which runs without that step
			// (execute_in_subshell's CMD_NO_FORK).
			sub.ctxLine, sub.ctxFunc = r.lineAt(c.Rparen), false
		}
		if len(c.Stmts) == 1 && !c.Stmts[0].Negated && !c.Stmts[0].Background {
			sub.soleSubshell, _ = c.Stmts[0].Cmd.(*syntax.Subshell)
		}
		sub.stmts(c.Stmts)
		r.exit = sub.finish()
		if sub.killedBy != 0 {
			r.reportKilled(sub.killedBy, sub.bashpid)
		}
	case *syntax.BinaryCmd:
		switch c.Op {
		case syntax.AndStmt, syntax.OrStmt:
			r.noErrExit++
			r.stmt(c.X)
			r.noErrExit--
			if r.stop() {
				return
			}
			if (r.exit == 0) == (c.Op == syntax.AndStmt) {
				r.stmt(c.Y)
			}
		default:
			r.pipeline(c)
		}
	case *syntax.IfClause:
		r.ifClause(c)
	case *syntax.WhileClause:
		r.whileClause(c)
	case *syntax.ForClause:
		saved, savedFunc := r.ctxLine, r.ctxFunc
		r.ctxLine, r.ctxFunc = r.lineAt(c.Pos()), false
		r.forClause(c)
		r.ctxLine, r.ctxFunc = saved, savedFunc
	case *syntax.CaseClause:
		saved, savedFunc := r.ctxLine, r.ctxFunc
		r.ctxLine, r.ctxFunc = r.lineAt(c.Pos()), false
		r.caseClause(c)
		r.ctxLine, r.ctxFunc = saved, savedFunc
	case *syntax.FuncDecl:
		// bash runs a definition without setting line_number: its errors
		// name the line of what encloses it (the top-level command's last
		// line, the for or case running), but directly in a function body
		// the definition's own.
		if r.ctxLine > 0 && !r.ctxFunc {
			r.lineno = r.ctxLine
		}
		if c.Name == nil {
			// The parser accepts "()" alone as a function without a name.
			r.errLine("syntax error near unexpected token `)'")
			r.exit = 2
			return
		}
		name := c.Name.Value
		if strings.ContainsAny(name, "$\"'`\\") {
			// bash's check_identifier: a word with an expansion or a
			// quote (read whole as the name by the parser) is no
			// function name, in any mode.
			r.errLine("`%s': not a valid identifier", name)
			r.exit = 1
			if r.opts.posix {
				r.exit, r.exiting = 2, true
			}
			return
		}
		if r.opts.posix && (specialBuiltins[name] || !validName(name)) {
			// POSIX: a function's name is an identifier and no special
			// builtin's; the error ends a non-interactive shell.
			if specialBuiltins[name] {
				r.errLine("`%s': is a special builtin", name)
			} else {
				r.errLine("`%s': not a valid identifier", name)
			}
			r.exit = 2
			r.exiting = true
			return
		}
		source := r.source
		if source == "" {
			source = "environment"
			if r.stdinScript {
				source = "main"
			}
		}
		old := r.funcs[name]
		if old != nil && old.readonly {
			r.errLine("%s: readonly function", name)
			r.exit = 1
			return
		}
		fd := &funcDef{body: c.Body, source: source, file: r.source, line: r.lineAt(c.Pos()), lineBase: r.lineBase, lineMap: r.lineMap, src: r.src}
		if old != nil {
			fd.trace, fd.exported = old.trace, old.exported // attributes stay with the name
		}
		r.funcs[name] = fd
		r.exit = 0
	case *syntax.ArithmCmd:
		// bash numbers (( )) and [[ ]] by the line they end on.
		r.lineno = r.lineAt(c.Right)
		if !r.countCommand() {
			return
		}
		if !r.debugTrap(c) {
			return
		}
		if r.opts.xtrace {
			if r.arithEffects(c.X) {
				// bash traces the text once expanded: the command
				// substitutions in it have run (and traced) before.
				r.arithTrace = func(s string) { r.trace("(( " + r.arithCmdTraceExpanded(c, s) + " ))") }
			} else {
				r.trace("(( " + r.arithCmdTrace(c) + " ))")
			}
		}
		saved := r.arithNode
		r.arithNode = c
		r.arithCmd = "(("
		n, err := r.arithTo(c.X, c.Right)
		r.arithCmd = ""
		r.arithNode = saved
		r.arithTrace = nil
		if err != nil {
			r.arithFail(err, "((")
			return
		}
		r.exit = b2i(n == 0)
	case *syntax.TestClause:
		r.lineno = r.lineAt(c.Right)
		if !r.countCommand() {
			return
		}
		if !r.debugTrap(c) {
			return
		}
		x := testPrecedence(c.X)
		r.condRegexErr = false
		ok, err := r.testExpr(x)
		r.testCache, r.testPatCache = nil, nil
		if err != nil {
			if r.aborting || r.exiting {
				return
			}
			var ve *varError
			switch {
			case errors.As(err, new(*arithError)):
				// An operand of -eq that fails to evaluate: the test
				// fails, as bash's expression error in [[ ]] does.
				r.errLine("[[: %s", err)
				r.exit = 1
			case errors.As(err, &ve) && ve.readonly:
				r.errLine("%s", err)
				r.exit = 1
			default:
				r.errLine("%s", err)
				r.exit = 2
			}
			return
		}
		r.exit = b2i(!ok)
		if !ok && r.condRegexErr {
			r.exit = 2
		}
	case *syntax.DeclClause:
		if ce := declAsCall(c); ce != nil {
			r.call(ce)
			return
		}
		r.lineno = r.lineAt(c.Pos())
		if len(c.Args) > 0 {
			// as a simple command's (callLine); declClause again
			r.lineno = r.wordsLine(c.Pos(), c.Args[0])
		}
		if !r.debugTrap(r.withRedirs(c)) {
			return
		}
		r.pipeBuiltin()
		if len(c.Assigns) > 0 {
			r.prefixDecl(c)
			return
		}
		r.declClause(c)
	case *syntax.LetClause:
		r.pipeBuiltin()
		r.lineno = r.lineAt(c.Pos())
		if len(c.Exprs) > 0 {
			r.lineno = r.wordsLine(c.Pos(), c.Exprs[0])
		}
		if !r.countCommand() {
			return
		}
		if !r.debugTrap(r.withRedirs(c)) {
			return
		}
		if fd, ok := r.funcs["let"]; ok {
			// A function shadows the builtin: its arguments are
			// the words as written, expanded as a command's.
			args := []string{"let"}
			for _, w := range letWords(c) {
				fs, err := r.fields(w)
				if err != nil {
					return
				}
				args = append(args, fs...)
			}
			r.callFunc("let", fd, args)
			return
		}
		if len(c.Exprs) == 0 { // let >file
			r.errLine("let: expression expected")
			r.exit = 1
			return
		}
		// let's arguments are ordinary shell words, all expanded before
		// any is evaluated (let a=5 b=$a gives b the a from before), and
		// traced then as a simple command's. One the parser read as
		// arithmetic with nothing to expand or unquote stays arithmetic.
		type letArg struct {
			text string
			x    syntax.ArithmExpr // nil: text is the expanded word
		}
		args := make([]letArg, 0, len(c.Exprs)+1)
		var exprs []syntax.ArithmExpr
		var ops []string // the split operator word where exprs has nil
		for _, x := range c.Exprs {
			// let -- 2, let ++ x: the parser reads a "--" or "++" word
			// and the word after it as one prefix operation; they are
			// two words, the first a bad expression (or a first "--",
			// skipped below).
			for {
				u, ok := x.(*syntax.UnaryArithm)
				if !ok || (u.Op != syntax.Dec && u.Op != syntax.Inc) || u.Post || u.X.Pos().Offset() <= u.OpPos.Offset()+2 {
					break
				}
				exprs = append(exprs, nil)
				ops = append(ops, u.Op.String())
				x = u.X
			}
			exprs = append(exprs, x)
			ops = append(ops, "")
		}
		for i, x := range exprs {
			if x == nil {
				args = append(args, letArg{text: ops[i]})
				continue
			}
			w, ok := x.(*syntax.Word)
			if !ok {
				w, ok = letWord(x)
			}
			if !ok {
				args = append(args, letArg{letText(x), x})
				continue
			}
			s, err := r.literal(w)
			if err != nil {
				return
			}
			args = append(args, letArg{text: s})
		}
		if r.opts.xtrace {
			words := []string{"let"}
			for _, a := range args {
				words = append(words, a.text)
			}
			r.trace(shellQuoteArgs(words, r.byteLocale()))
		}
		if len(args) > 0 && args[0].x == nil && args[0].text == "--" {
			// bash's let skips a first "--", as its builtin does.
			if args = args[1:]; len(args) == 0 {
				r.errLine("let: expression expected")
				r.exit = 1
				return
			}
		}
		var n int64
		for _, a := range args {
			var err error
			r.arithCmd = "let"
			if a.x != nil {
				n, err = r.arith(a.x)
			} else {
				n, err = r.arithString(a.text)
			}
			r.arithCmd = ""
			if err != nil {
				r.arithFail(err, "let")
				return
			}
		}
		r.exit = b2i(n == 0)
	case *syntax.TimeClause:
		// time time -p cmd, time ! time cmd: bash's parser sets the
		// pipeline's time flags again, so it is timed once, in POSIX
		// form if any time asks for it, and negated as written.
		inner, posix, negated := c.Stmt, c.PosixFormat, false
		for inner != nil && !inner.Background && len(inner.Redirs) == 0 {
			tc, ok := inner.Cmd.(*syntax.TimeClause)
			if !ok {
				break
			}
			negated = negated != inner.Negated
			posix = posix || tc.PosixFormat
			inner = tc.Stmt
		}
		if inner != nil && negated {
			// the statement's own ! (and set -e's rule for it) counts
			// the others too
			cp := *inner
			cp.Negated = !cp.Negated
			inner = &cp
		}
		start := r.sh.cfg.Now()
		if inner != nil {
			r.stmt(inner)
		}
		el := r.sh.cfg.Now().Sub(start)
		format, set := r.getStr("TIMEFORMAT")
		switch {
		case posix:
			format = "real %2R\nuser %2U\nsys %2S"
		case !set:
			format = "\nreal\t%3lR\nuser\t%3lU\nsys\t%3lS"
		}
		if out, bad := timeFormat(format, el); bad != "" {
			r.errLine("TIMEFORMAT: `%s': invalid format character", bad)
		} else if format != "" {
			r.errf("%s\n", out)
		}
	case *syntax.CoprocClause:
		r.coproc(c)
	case *syntax.TestDecl:
		r.exit = 0
	default:
		r.errLine("unsupported command %T", c)
		r.exit = 1
	}
}

// letText is let's argument x as written: the printer writes let's
// arguments with no blanks.
func letText(x syntax.ArithmExpr) string {
	text, _ := strings.CutPrefix(printNode(&syntax.LetClause{Exprs: []syntax.ArithmExpr{x}}), "let ")
	return text
}

// letWord returns let's argument x, which the parser read as arithmetic,
// as the shell word it is when it has quotes or expansions in it: bash
// expands and unquotes it before the text is arithmetic, so `let z='y*3'`
// is z=y*3, a backslash is the word's (let a[\"k\"]+=2 is a["k"]+=2), and
// y='1+2'; let x=$y*2 is x=1+2*2. A text that does not read back as one
// word (let x=( 1 )) stays arithmetic.
func letWord(x syntax.ArithmExpr) (*syntax.Word, bool) {
	word := false
	syntax.Walk(x, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.SglQuoted, *syntax.DblQuoted, *syntax.ParamExp, *syntax.CmdSubst, *syntax.ArithmExp, *syntax.ProcSubst:
			word = true
		case *syntax.Lit:
			word = word || strings.IndexByte(n.Value, '\\') >= 0
		}
		return !word
	})
	if !word {
		return nil, false
	}
	text := letText(x)
	f, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(": "+text), "")
	if err != nil || len(f.Stmts) != 1 {
		return nil, false
	}
	ce, ok := f.Stmts[0].Cmd.(*syntax.CallExpr)
	if !ok || len(ce.Args) != 2 || len(ce.Assigns) != 0 {
		return nil, false
	}
	return ce.Args[1], true
}

// letWords is a let command's arguments read back as shell words (the
// parser read them as arithmetic), for a function named let.
func letWords(c *syntax.LetClause) []*syntax.Word {
	text, _ := strings.CutPrefix(printNode(&syntax.LetClause{Exprs: c.Exprs}), "let")
	f, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(":"+text), "")
	if err != nil || len(f.Stmts) != 1 {
		return nil
	}
	ce, ok := f.Stmts[0].Cmd.(*syntax.CallExpr)
	if !ok || len(ce.Args) == 0 {
		return nil
	}
	return ce.Args[1:]
}

// timeFormat expands a TIMEFORMAT for a command that took real time el
// (and no CPU time the sandbox counts): %[p][l]R, U and S, %P, %%. It
// returns the character of a directive bash does not know, if any.
func timeFormat(format string, el time.Duration) (string, string) {
	var b strings.Builder
	for i := 0; i < len(format); i++ {
		if format[i] != '%' || i+1 >= len(format) {
			b.WriteByte(format[i])
			continue
		}
		j := i + 1
		prec, long := 3, false
		if c := format[j]; c >= '0' && c <= '9' {
			prec = min(int(c-'0'), 3)
			j++
		}
		if j < len(format) && format[j] == 'l' {
			long = true
			j++
		}
		if j >= len(format) {
			b.WriteString(format[i:])
			break
		}
		var d time.Duration
		switch format[j] {
		case '%':
			b.WriteByte('%')
		case 'P':
			b.WriteString("0.00")
		case 'R', 'U', 'S':
			if format[j] == 'R' {
				d = el
			}
			secs := d.Truncate(time.Second)
			frac := int64(d-secs) / int64(time.Millisecond)
			for k := prec; k < 3; k++ {
				frac /= 10
			}
			whole := int64(secs / time.Second)
			if long {
				fmt.Fprintf(&b, "%dm", whole/60)
				whole %= 60
			}
			fmt.Fprintf(&b, "%d", whole)
			if prec > 0 {
				fmt.Fprintf(&b, ".%0*d", prec, frac)
			}
			if long {
				b.WriteByte('s')
			}
		default:
			return "", format[j : j+1]
		}
		i = j
	}
	return b.String(), ""
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// countCommand enforces MaxCommands and cancellation before a command runs.
func (r *runner) countCommand() bool {
	if r.rs.stopped() || r.cancelled() {
		return false
	}
	if n := r.rs.commands.Add(1); n > int64(r.rs.limits.MaxCommands) {
		r.rs.setFatal(&limitError{"MaxCommands", strconv.Itoa(r.rs.limits.MaxCommands)})
		return false
	}
	return true
}

// arithFail reports an arithmetic error: bash aborts the current command.
func (r *runner) arithFail(err error, ctx string) { r.arithFailed(err, ctx, true) }

// subscriptFail is arithFail for an array subscript in an expansion,
// whose error ends no POSIX shell. bash's array_expand_index cleans up to
// the top level before it discards the command line (top_level_cleanup,
// then DISCARD): the line of the top level is discarded, out of eval,
// source and functions, as for an assignment's arithmetic error.
func (r *runner) subscriptFail(err error) {
	was := r.aborting || r.exiting
	r.arithFailed(err, "", false)
	if _, ok := err.(*arithError); ok && !was && r.aborting && !r.exiting {
		r.abortTop = true
	}
}

// commandDecl reports a command that is command, its options, then a
// declaration builtin (command declare x=~/y): in POSIX mode its words
// keep their assignments' tilde expansion.
func commandDecl(ce *syntax.CallExpr) bool {
	if len(ce.Args) < 2 || ce.Args[0].Lit() != "command" {
		return false
	}
	for _, w := range ce.Args[1:] {
		switch l := w.Lit(); l {
		case "declare", "typeset", "export", "readonly", "local":
			return true
		case "-p", "--":
		default:
			return false
		}
	}
	return false
}

// declFields expands the words of command and a declaration builtin in
// POSIX mode: as bash, a word written as an assignment (NAME=value,
// NAME+=value) is one, its value expanded as an assignment's (no
// splitting or globbing, a tilde after = and :): command export w=$v
// keeps "a b" whole. The others are fields.
func (r *runner) declFields(words []*syntax.Word) ([]string, error) {
	var out []string
	for _, w := range words {
		as := keywordAssign(w)
		if as == nil {
			fs, err := r.fields(w)
			if err != nil {
				return nil, err
			}
			out = append(out, fs...)
			continue
		}
		op := "="
		if as.Append {
			op = "+="
		}
		val := ""
		if as.Value != nil {
			var err error
			if val, err = r.assignWord(as.Value); err != nil {
				return nil, err
			}
		}
		out = append(out, as.Name.Value+op+val)
	}
	return out, nil
}

// specialFirst reports whether a POSIX special builtin is found before a
// function of its name: in POSIX mode (a function defined before the mode
// was set), when the builtin is enabled.
func (r *runner) specialFirst(name string) bool {
	return r.opts.posix && specialBuiltins[name] && builtins[name] != nil && !r.disabled[name] && !r.sh.cfg.Withheld[name]
}

func (r *runner) arithFailed(err error, ctx string, posixFatal bool) {
	if r.aborting || r.exiting || r.rs.stopped() {
		return
	}
	if ae, ok := err.(*arithError); ok && ctx != "" {
		r.errLine("%s: %s", ctx, ae.Error())
	} else {
		r.errLine("%s", err)
	}
	r.exit = 1
	r.abortTop = false
	if _, ok := err.(*arithError); ok && ctx == "" {
		r.aborting, r.abortArith = true, true
	}
	if ve, ok := err.(*varError); ok && ve.readonly && ctx == "" {
		r.aborting = true // an expansion's assignment to a readonly variable
	}
	if r.aborting && r.opts.posix && posixFatal {
		// POSIX: an expansion error ends a non-interactive shell, by
		// bash's jump with FORCE_EOF (127 for bash -c).
		r.aborting, r.exiting = false, true
		r.forceEOF = !r.opts.errexit
	}
}

func (r *runner) ifClause(c *syntax.IfClause) {
	for ; c != nil; c = c.Else {
		if !c.ThenPos.IsValid() { // else
			r.stmts(c.Then)
			return
		}
		r.noErrExit++
		r.stmts(c.Cond)
		r.noErrExit--
		if r.stop() {
			return
		}
		if r.exit == 0 {
			r.stmts(c.Then)
			return
		}
	}
	r.exit = 0
}

// loopControl handles break/continue after one iteration; it returns true
// when the loop must end.
func (r *runner) loopControl() bool {
	if r.breakN > 0 {
		r.breakN--
		return true
	}
	if r.contN > 0 {
		r.contN--
		if r.contN > 0 {
			return true
		}
		return false
	}
	return r.stop()
}

func (r *runner) iteration(n *int) bool {
	*n++
	if *n > r.rs.limits.MaxLoopIterations {
		r.rs.setFatal(&limitError{"MaxLoopIterations", strconv.Itoa(r.rs.limits.MaxLoopIterations)})
		return false
	}
	return !r.rs.stopped()
}

func (r *runner) whileClause(c *syntax.WhileClause) {
	r.inLoop++
	defer func() { r.inLoop-- }()
	status := 0
	n := 0
	for r.iteration(&n) {
		r.noErrExit++
		r.stmts(c.Cond)
		r.noErrExit--
		if r.breakN > 0 {
			if r.loopControl() {
				break
			}
			continue
		}
		// bash's execute_while_or_until looks at break only after the
		// test: a continue there leaves its status (0) to decide, and the
		// body, skipped, then continues the loop.
		if r.contN > 0 && (r.exit == 0) == c.Until {
			r.contN-- // this loop's level; the rest reaches the outer loops
			break
		}
		if r.contN == 0 && r.stop() {
			return
		}
		if (r.exit == 0) == c.Until {
			break
		}
		r.stmts(c.Do)
		status = r.exit
		if r.loopControl() {
			break
		}
	}
	if !r.exiting && !r.aborting {
		r.exit = status
	}
}

func (r *runner) forClause(c *syntax.ForClause) {
	r.inLoop++
	defer func() { r.inLoop-- }()
	status := 0
	n := 0
	switch l := c.Loop.(type) {
	case *syntax.WordIter:
		r.lineno = r.lineAt(c.Pos())
		name := l.Name.Value
		if !validName(name) {
			// checked before the words are expanded, as bash's
			// execute_for_command does
			r.errLine("`%s': not a valid identifier", name)
			if r.opts.posix && !c.Select {
				// bash's execute_for_command: a POSIX shell ends, status 2
				// (its select only fails).
				r.exit, r.exiting = 2, true
				return
			}
			r.exit = 1
			return
		}
		var items []string
		if l.InPos.IsValid() {
			var err error
			items, err = r.fields(l.Items...)
			if err != nil {
				return
			}
		} else {
			items = append([]string(nil), r.params...)
		}
		if c.Select {
			if _, ok := r.traps["DEBUG"]; ok {
				var ws []string
				for _, w := range l.Items {
					ws = append(ws, printNode(w))
				}
				if !r.debugTrapText(nil, "select "+name+" in "+strings.Join(ws, " ")) {
					return
				}
			}
			if r.opts.xtrace {
				r.trace("select " + name + " in " + r.writtenWords(l))
			}
			r.selectLoop(name, items, c.Do)
			return
		}
		header := ""
		if _, ok := r.traps["DEBUG"]; ok {
			header = "for " + name + ` in "$@"`
			if l.InPos.IsValid() {
				var ws []string
				for _, w := range l.Items {
					ws = append(ws, printNode(w))
				}
				header = "for " + name + " in " + strings.Join(ws, " ")
			}
		}
		for _, it := range items {
			if !r.iteration(&n) {
				break
			}
			// bash's execute_for_command: each word is the for's line
			// again (a DEBUG trap's $LINENO, PS4's)
			r.lineno = r.lineAt(c.Pos())
			if !r.debugTrapText(nil, header) {
				if r.stop() {
					break
				}
				continue
			}
			if v := r.lookup(name); v != nil && v.nameref {
				// A nameref control variable refers to each word in turn;
				// each must be a valid name, and a readonly reference
				// cannot change (bash's execute_for_command).
				if !validNamerefTarget(it) {
					r.errLine("`%s': not a valid identifier", it)
					r.exit = 1
					return
				}
				if v.readonly {
					r.errLine("%s: readonly variable", name)
					r.exit = 1
					return
				}
				v.str, v.set = it, true
			} else if err := r.setStr(name, it, false); err != nil {
				r.errLine("%s", err)
				r.exit = 1
				if r.posixAssignFatal(err) {
					// bash's jump with FORCE_EOF, as for an assignment
					r.exiting = true
					r.forceEOF = !r.opts.errexit
				}
				return
			}
			if r.opts.xtrace {
				r.trace("for " + name + " in " + r.writtenWords(l))
			}
			r.stmts(c.Do)
			status = r.exit
			if r.loopControl() {
				break
			}
		}
	case *syntax.CStyleLoop:
		if !r.debugTrapText(nil, r.cLoopPart(l.Init, l.Rparen)) {
			return
		}
		r.traceCLoop(l.Init)
		if l.Init != nil {
			r.arithCmd = "(("
			_, err := r.arithTo(l.Init, r.cLoopEnd(l.Init))
			r.arithCmd = ""
			r.arithTrace = nil
			if err != nil {
				r.arithFail(err, "((")
				return
			}
		}
		for r.iteration(&n) {
			// bash's execute_arith_for_command: the test and the step
			// are on the loop's line again
			r.lineno = r.lineAt(c.Pos())
			if !r.debugTrapText(nil, r.cLoopPart(l.Cond, l.Rparen)) {
				break
			}
			r.traceCLoop(l.Cond)
			if l.Cond != nil {
				r.arithCmd = "(("
				v, err := r.arithTo(l.Cond, r.cLoopEnd(l.Cond))
				r.arithCmd = ""
				r.arithTrace = nil
				if err != nil {
					r.arithFail(err, "((")
					return
				}
				if v == 0 {
					break
				}
			}
			r.stmts(c.Do)
			status = r.exit
			if r.loopControl() {
				break
			}
			r.lineno = r.lineAt(c.Pos())
			if !r.debugTrapText(nil, r.cLoopPart(l.Post, l.Rparen)) {
				break
			}
			r.traceCLoop(l.Post)
			if l.Post != nil {
				r.arithCmd = "(("
				_, err := r.arithTo(l.Post, r.cLoopEnd(l.Post))
				r.arithCmd = ""
				r.arithTrace = nil
				if err != nil {
					r.arithFail(err, "((")
					return
				}
			}
		}
	}
	if !r.exiting && !r.aborting {
		r.exit = status
	}
}

// cLoopPart is the text $BASH_COMMAND shows for a part of for (( )):
// the expression as written to its ; or )), in (( )); ((1)) when empty.
func (r *runner) cLoopPart(x syntax.ArithmExpr, rparen syntax.Pos) string {
	if _, ok := r.traps["DEBUG"]; !ok {
		return ""
	}
	if x == nil {
		return "((1))"
	}
	return "((" + r.cLoopText(x) + "))"
}

// traceCLoop traces a part of for (( )) as bash does before evaluating
// it: (( text )), the text as written from its first character to the
// ; or )) after it.
func (r *runner) traceCLoop(x syntax.ArithmExpr) {
	if r.opts.xtrace {
		text := "1" // an empty part is true
		if x != nil && r.arithEffects(x) {
			// traced by arithTo once expanded, with the blanks written
			// before the ; or ))
			written := r.cLoopText(x)
			r.arithTrace = func(s string) {
				if start, end := int(x.Pos().Offset()), int(x.End().Offset()); s != "" && x.Pos().IsValid() && start <= end && end <= len(r.src) &&
					strings.HasPrefix(written, r.src[start:end]) {
					// s has the blanks before the ; or )) when it was
					// expanded up to them (cLoopEnd)
					if tail := written[end-start:]; strings.HasSuffix(s, tail) {
						written = s
					} else {
						written = s + tail
					}
				}
				r.trace("(( " + written + " ))")
			}
			return
		}
		if x != nil {
			text = r.cLoopText(x)
			if start := int(x.Pos().Offset()); x.Pos().IsValid() && start+len(text) <= len(r.src) && r.src[start:start+len(text)] == text {
				text = r.arithTraceText(x, text, start)
			}
		}
		r.trace("(( " + text + " ))")
	}
}

// cLoopEnd is where a part of for (( )) ends: its ; or )), so that an
// error quotes it with the blanks before those, as bash does.
func (r *runner) cLoopEnd(x syntax.ArithmExpr) syntax.Pos {
	end := x.End()
	if o := int(end.Offset()); end.IsValid() && o <= len(r.src) {
		if i := strings.IndexAny(r.src[o:], ";)"); i >= 0 && strings.Trim(r.src[o:o+i], " \t\n") == "" {
			return syntax.NewPos(uint(o+i), end.Line(), end.Col()+uint(i))
		}
	}
	return end
}

// cLoopText is a part of for (( )) as written.
func (r *runner) cLoopText(x syntax.ArithmExpr) string {
	text := printNode(x)
	if start := int(x.Pos().Offset()); x.Pos().IsValid() && start < len(r.src) {
		end := int(x.End().Offset())
		if i := strings.IndexAny(r.src[end:], ";)"); i >= 0 && end <= len(r.src) {
			if t := r.src[start : end+i]; strings.Join(strings.Fields(t), "") == strings.Join(strings.Fields(text), "") {
				text = t
			}
		}
	}
	return text
}

func (r *runner) selectLoop(name string, items []string, body []*syntax.Stmt) {
	n := 0
	status := 0
	if len(items) == 0 {
		r.exit = 0 // bash shows no menu and reads nothing
		return
	}
	// As bash's select_query: the menu is shown first and again after an
	// empty reply; the reply is read as `read` with no name reads REPLY
	// (backslashes processed), and its end (even after a partial line)
	// ends the loop.
	menu := true
	for r.iteration(&n) {
		if menu {
			r.errf("%s", selectMenu(items, r.selectColumns()))
		}
		ps3, ok := r.getStr("PS3")
		if !ok {
			ps3 = "#? "
		}
		r.errf("%s", ps3)
		if builtinRead(r, []string{"read"}) != 0 {
			io.WriteString(r.stdout(), "\n") // bash ends the prompt's line on stdout
			status = 1
			break
		}
		line, _ := r.getStr("REPLY")
		if line == "" {
			menu = true
			continue
		}
		menu = false
		sel := ""
		if k, err := strconv.ParseInt(strings.TrimSpace(line), 10, 64); err == nil && k >= 1 && k <= int64(len(items)) {
			sel = items[k-1]
		}
		r.setStr(name, sel, false)
		r.stmts(body)
		status = r.exit
		if r.loopControl() {
			break
		}
	}
	r.exit = status
}

// writtenWord is a word as bash's xtrace shows one it has not expanded
// (a case or for header): as written, with $'…' decoded and single-quoted,
// as bash's reader leaves it.
func (r *runner) writtenWord(w *syntax.Word) string {
	var b strings.Builder
	for _, p := range w.Parts {
		if sq, ok := p.(*syntax.SglQuoted); ok && sq.Dollar {
			b.WriteString(singleQuote(ansiC(sq.Value, r.readLocale(sq))))
			continue
		}
		b.WriteString(r.srcText(p.Pos(), p.End(), printNode(p)))
	}
	return b.String()
}

// writtenWords is a for or select loop's words as bash traces its
// header: as written, "$@" without any.
func (r *runner) writtenWords(l *syntax.WordIter) string {
	if !l.InPos.IsValid() {
		return `"$@"`
	}
	ws := make([]string, len(l.Items))
	for i, w := range l.Items {
		ws[i] = r.writtenWord(w)
	}
	return strings.Join(ws, " ")
}

func (r *runner) caseClause(c *syntax.CaseClause) {
	r.lineno = r.lineAt(c.Pos())
	if !r.debugTrapText(caseHead{c.Word}, "") {
		return
	}
	word, err := r.literal(c.Word)
	if err != nil {
		return
	}
	if r.opts.xtrace {
		r.trace("case " + r.writtenWord(c.Word) + " in")
	}
	// $? in the matching item's body is still the status before the case
	// (or of a command substitution in its word); the case's own status
	// is its body's, 0 when nothing matched or the body is empty.
	fall, ran, empty := false, false, false
	defer func() {
		if !ran || empty {
			r.exit = 0
		}
	}()
	for i := 0; i < len(c.Items); i++ {
		ci := c.Items[i]
		matched := fall
		if !matched {
			for _, pw := range ci.Patterns {
				pat, err := r.casePattern(pw)
				if err != nil {
					ran = true // the expansion's status
					return
				}
				if r.match(pat, word, r.opts.nocasematch, r.opts.extglob) {
					matched = true
					break
				}
			}
		}
		if !matched {
			continue
		}
		// bash runs an empty body as a command of status 0 that
		// leaves $? alone: a body that falls (;&) or goes on (;;&)
		// into an empty one makes the case's status 0, while a body
		// after the empty one still sees the $? from before.
		empty = len(ci.Stmts) == 0
		if !empty {
			r.stmts(ci.Stmts)
			ran = true
		}
		switch ci.Op {
		case syntax.Fallthrough:
			fall = true
			continue
		case syntax.Resume:
			fall = false
			continue
		}
		return
	}
}

// lineAt is the line of pos in the script: text that eval runs counts
// its lines from the eval command's, as bash does.
func (r *runner) lineAt(pos syntax.Pos) int {
	if !pos.IsValid() {
		return r.lineno // a declaration after assignments (x=1 declare ...) has none
	}
	if r.subst != nil && r.src == r.subst.src {
		if n, ok := r.subst.lineOf(pos); ok {
			return n
		}
	}
	return r.textLine(int(pos.Line()))
}

// textLine is line n of the text running as the script numbers it.
func (r *runner) textLine(n int) int {
	if n >= 1 && n <= len(r.lineMap) {
		return r.lineMap[n-1] + 1 + r.lineBase
	}
	return n + r.lineBase
}

// callLine is a simple command's line as bash numbers it: that of its
// first word, or where its second word ends when that word spans lines
// (bash's parser has read it before it makes the command).
func (r *runner) callLine(ce *syntax.CallExpr) int {
	var first, second syntax.Node
	for _, a := range ce.Assigns {
		if first == nil {
			first = a
		} else if second == nil {
			second = a
		}
	}
	for _, w := range ce.Args {
		if first == nil {
			first = w
		} else if second == nil {
			second = w
		}
	}
	if first == nil {
		return r.lineno
	}
	if second != nil && second.End().Line() > first.Pos().Line() {
		return r.lineAt(second.End())
	}
	if len(ce.Args) == 0 || second == nil {
		// one word: where it ends (x=$(…) over lines is numbered there)
		return r.lineAt(first.End())
	}
	return r.lineAt(first.Pos())
}

// wordsLine is the line of a command whose first word is at first, as
// callLine has it: where its second word ends when that is a later line.
func (r *runner) wordsLine(first syntax.Pos, second syntax.Node) int {
	if second.End().Line() > first.Line() {
		return r.lineAt(second.End())
	}
	return r.lineAt(first)
}

// call runs a simple command.
func (r *runner) call(ce *syntax.CallExpr) {
	if len(ce.Args) > 0 || len(ce.Assigns) > 0 {
		r.lineno = r.callLine(ce)
	}
	if r.preDebug == ce {
		r.preDebug = nil // stmtSync counted it and ran the DEBUG trap
	} else if !r.countCommand() || !r.debugTrap(r.withRedirs(ce)) {
		return
	}
	pre := r.preFor == ce
	if !pre {
		r.substStatus = -1
	}
	if len(ce.Args) == 0 {
		r.assignOnly(ce)
		return
	}
	var args []string
	var preTmp *scope
	preTmpBad := false
	if pre {
		args, r.preFor = r.preArgs, nil
		preTmp, preTmpBad, r.preTmp = r.preTmp, r.preTmpBad, nil
	} else {
		var err error
		saved := r.posixDeclWords
		r.posixDeclWords = r.opts.posix && commandDecl(ce)
		if r.posixDeclWords {
			args, err = r.declFields(ce.Args)
		} else if ce.Args[0].Lit() == "unset" && len(ce.Args) > 1 {
			args, err = r.unsetFields(ce.Args)
		} else {
			args, err = r.fields(ce.Args...)
		}
		r.posixDeclWords = saved
		if err != nil {
			return
		}
	}
	if len(args) == 0 {
		r.assignOnly(ce)
		return
	}
	if len(ce.Assigns) > 0 {
		tmp, ok := preTmp, !preTmpBad
		if tmp == nil && ok {
			tmp, ok = r.prefixScope(ce.Assigns, args[0])
		}
		if !ok {
			return
		}
		saved := r.cur
		r.cur = tmp
		r.callTemp = tmp
		_, isFunc := r.funcs[args[0]]
		isFunc = isFunc && !r.specialFirst(args[0])
		if declBuiltins[args[0]] && !isFunc {
			r.declTemp = tmp
		}
		savedWT := r.writeThrough
		r.writeThrough = nil
		if !isFunc && !declBuiltins[args[0]] && writesThrough(args) {
			r.writeThrough = tmp
		}
		r.exec(args)
		r.writeThrough = savedWT
		r.callTemp, r.declTemp = nil, nil
		// A function may have pushed/popped scopes; restore ours.
		r.cur = saved
		if len(tmp.propagate) > 0 {
			r.propagateDeclTemp(tmp)
		}
		if r.opts.posix && specialBuiltins[args[0]] && !isFunc {
			r.persistPrefix(tmp, !builtinEnvBuiltins[args[0]])
		}
		if _, ok := tmp.vars["GLOBIGNORE"]; ok {
			// bash's dispose_temporary_env runs GLOBIGNORE's hook
			// again once the binding is gone: unset, dotglob is off.
			r.globIgnoreChanged()
		}
		return
	}
	r.exec(args)
}

// builtinEnvBuiltins run their temporary bindings as a scope of their own
// (bash's VC_BLTNENV): what they assign to a bound name stays in it
// (q=5 read q leaves q as it was).
var builtinEnvBuiltins = map[string]bool{"source": true, ".": true, "eval": true, "unset": true, "mapfile": true, "readarray": true, "read": true, "fc": true}

// unsetFields expands unset's words as fields does, noting each that was
// an array reference as written (a[$k], a["$k"]) and made one field:
// bash's W_ARRAYREF, whose associative subscript unset does not expand
// a second time (k='$(x)'; unset a["$k"] unsets the key $(x)).
func (r *runner) unsetFields(words []*syntax.Word) ([]string, error) {
	r.unsetRefs = nil
	var out []string
	for _, w := range words {
		fs, err := r.fields(w)
		if err != nil {
			return nil, err
		}
		if len(fs) == 1 && isArrayRefWord(w) {
			if r.unsetRefs == nil {
				r.unsetRefs = map[string]bool{}
			}
			r.unsetRefs[fs[0]] = true
		}
		out = append(out, fs...)
	}
	return out, nil
}

// isArrayRefWord reports whether w is written name[...], its first ]
// outside quotes closing the subscript at the word's end.
func isArrayRefWord(w *syntax.Word) bool {
	if _, ok := w.Parts[0].(*syntax.Lit); !ok {
		return false
	}
	if _, ok := w.Parts[len(w.Parts)-1].(*syntax.Lit); !ok {
		return false
	}
	src := printNode(w)
	i := strings.IndexByte(src, '[')
	return i > 0 && validName(src[:i]) && len(src) > i+2 && strings.HasSuffix(src, "]")
}

// writesThrough reports whether the builtin args run, seen through
// command and builtin, assigns through its temporary bindings.
func writesThrough(args []string) bool {
	for len(args) > 0 {
		switch args[0] {
		case "builtin":
			args = args[1:]
			if len(args) > 0 && args[0] == "--" {
				args = args[1:]
			}
			continue
		case "command":
			args = args[1:]
			for len(args) > 0 && strings.HasPrefix(args[0], "-") && args[0] != "-" {
				done := args[0] == "--"
				args = args[1:]
				if done {
					break
				}
			}
			continue
		}
		return !builtinEnvBuiltins[args[0]]
	}
	return false
}

// declBuiltins are the declaration builtins, which see the temporary
// bindings of their own command as bash's tempenv (q=5 local q).
var declBuiltins = map[string]bool{"declare": true, "typeset": true, "local": true, "export": true, "readonly": true}

// propagateDeclTemp binds the temporary bindings a declaration marked (q=5
// export q) where an assignment would: the nearest scope that has the
// name, else the global one, with the binding's value and attributes
// (exported, as a temporary binding is).
func (r *runner) propagateDeclTemp(tmp *scope) {
	for _, name := range sortedKeys(tmp.propagate) {
		tv := tmp.vars[name]
		if tv == nil {
			continue
		}
		sc := r.cur
		for sc != nil {
			if _, ok := sc.vars[name]; ok {
				break
			}
			sc = sc.parent
		}
		if sc == nil {
			sc = r.global
		}
		nv := tv.clone()
		if old := sc.vars[name]; old != nil {
			nv.local = old.local
		}
		sc.vars[name] = nv
	}
}

// listingBuiltins list variables without the temporary bindings of
// their own command line (x=1 declare).
var listingBuiltins = map[string]bool{"declare": true, "typeset": true, "local": true, "export": true, "readonly": true, "set": true, "compgen": true}

// persistPrefix keeps the assignments before a special builtin in POSIX
// mode, exported: those it left (unset x drops its own x=tmp). When
// propagate, a binding that lands on a function call's temporary one is
// handed to the caller as the function returns (bash's
// push_posix_temp_var); not for eval, source and unset, whose bindings
// bash keeps in a scope of their own and binds without that mark.
func (r *runner) persistPrefix(tmp *scope, propagate bool) {
	for _, name := range sortedKeys(tmp.vars) {
		if v := tmp.vars[name]; v.set {
			if err := r.setStr(name, v.str, false); err == nil {
				if nv := r.lookup(name); nv != nil {
					nv.exported = true
					// bash's push_posix_temp_var: the binding found
					// may be a function call's temporary one (var=1
					// f, f runs var=2 :), which goes to the caller
					// as the function returns.
					if propagate && !nv.local {
						r.markPropagate(name, nv)
					}
				}
			}
		}
	}
}

// declAsCall is a declaration with assignments before it and no array
// list (x=1 declare y=$x) as the simple command it is: its words are
// expanded before the assignments are bound for it; nil for another.
func declAsCall(c *syntax.DeclClause) *syntax.CallExpr {
	if len(c.Assigns) == 0 {
		return nil
	}
	for _, as := range c.Args {
		if as.Array != nil {
			return nil
		}
	}
	ce := &syntax.CallExpr{Assigns: c.Assigns, Args: []*syntax.Word{{Parts: []syntax.WordPart{c.Variant}}}}
	for _, as := range c.Args {
		ce.Args = append(ce.Args, assignAsWord(as))
	}
	return ce
}

// prefixDecl runs a declaration with assignments before it and an array
// list (x=1 declare -a q=(1 2)): the words are expanded and assigned as the
// declaration's own, which see the variables without the assignments
// (FOO=foo declare -a a=($FOO) is empty in bash too); the assignments
// are evaluated (errors, xtrace) and kept in POSIX mode before a special
// builtin, and otherwise not seen by the declaration.
func (r *runner) prefixDecl(c *syntax.DeclClause) {
	variant := c.Variant.Value
	// bash expands (and traces) the lists with the words, before it
	// binds (and traces) the assignments: their traces wait for the
	// declaration's own (flushPrefixTraces).
	savedHeld := r.heldTraces
	held := []string{}
	r.heldTraces = &held
	defer func() {
		r.flushPrefixTraces()
		r.heldTraces = savedHeld
	}()
	tmp, ok := r.prefixScope(c.Assigns, variant)
	if !ok {
		return
	}
	_, isFunc := r.funcs[variant]
	isFunc = isFunc && !r.specialFirst(variant)
	if isFunc {
		r.callTemp = tmp // the function takes over the bindings
	}
	r.declClause(c)
	r.callTemp = nil
	if r.opts.posix && specialBuiltins[variant] && !isFunc {
		r.persistPrefix(tmp, true)
	}
	if _, ok := tmp.vars["GLOBIGNORE"]; ok {
		r.globIgnoreChanged()
	}
}

// prefixScope binds the assignments before a command (x=1 cmd) in a
// temporary scope, exported, each seeing the ones before it; ok is false
// when the command must not run.
func (r *runner) prefixScope(assigns []*syntax.Assign, name string) (tmp *scope, ok bool) {
	tmp = &scope{vars: map[string]*variable{}, parent: r.cur, temp: true}
	saved := r.cur
	for _, as := range assigns {
		if as.Index != nil {
			// bash binds no array element for a command; it
			// names the word and runs the command.
			r.errLine("`%s': not a valid identifier", as.Name.Value+"["+r.indexText(as)+"]")
			continue
		}
		// Later bindings see earlier ones.
		r.cur = tmp
		if as.Array != nil {
			// ...and a list is bound as its text.
			text := r.srcText(as.Array.Pos(), as.Array.End(), printNode(as.Array))
			tmp.vars[as.Name.Value] = &variable{set: true, str: text, exported: true}
			r.cur = saved
			if r.opts.xtrace {
				r.tracePrefix(as.Name.Value + "=" + xtraceQuote(text, r.byteLocale()))
			}
			continue
		}
		// bash's bind_variable writes an assignment made while the word
		// expands (X= Y=${X:=b} cmd) to the temporary binding and to the
		// shell's variable: X is b after cmd.
		savedWT := r.writeThrough
		r.writeThrough = tmp
		val, err := r.assignValue(as)
		r.cur, r.writeThrough = saved, savedWT
		if err != nil {
			return nil, false
		}
		if r.opts.xtrace {
			r.tracePrefix(as.Name.Value + "=" + xtraceAssignQuote(val, r.byteLocale()))
		}
		if old := r.lookup(as.Name.Value); old != nil && old.readonly {
			r.errLine("%s: readonly variable", as.Name.Value)
			if !r.opts.posix {
				continue // bash runs the command without the binding
			}
			// POSIX: a variable assignment error ends the shell
			// before a special builtin, the command line otherwise.
			r.exit = 1
			if specialBuiltins[name] {
				r.exiting = true
				r.forceEOF = !r.opts.errexit // bash's FORCE_EOF jump
			} else {
				r.aborting = true
			}
			return nil, false
		}
		if as.Append {
			// bash's assign_in_env appends as make_variable_value: an
			// integer variable adds (typeset -i x=2; x+=5 cmd sees 7),
			// -l/-u/-c change case; the binding itself has no attribute.
			if old, ok := r.getStr(as.Name.Value); ok {
				if v := r.getVar(as.Name.Value); v != nil {
					nv, err := r.transform(v, val, old, true)
					if err != nil {
						r.assignFail(err)
						return nil, false
					}
					val = nv
				} else {
					val = old + val
				}
			}
		}
		tmp.vars[as.Name.Value] = &variable{set: true, str: val, exported: true}
	}
	return tmp, true
}

// assignOnly runs a command of assignments alone (x=1, or x=1 $empty),
// which leaves $_ empty, as bash does.
func (r *runner) assignOnly(ce *syntax.CallExpr) {
	defer func() { r.lastArg, r.lastArgName = "", "" }()
	for _, as := range ce.Assigns {
		if err := r.assign(as, false); err != nil {
			r.assignFail(err)
			return
		}
	}
	r.exit = max(r.substStatus, 0)
}

func (r *runner) assignFail(err error) {
	if r.aborting || r.exiting || r.rs.stopped() {
		return
	}
	// A failed assignment statement (arithmetic, a readonly variable, a
	// bad subscript) discards the rest of the command line, as bash does.
	if err != errNoAssign {
		r.errLine("%s", err)
	}
	r.exit = 1
	if r.posixAssignFatal(err) {
		// bash leaves by a jump with FORCE_EOF: 127 for bash -c
		// (forceEOFStatus), errexit's 1 under set -e.
		if !r.opts.errexit {
			r.forceEOF = true
		}
		r.exiting = true
		return
	}
	r.aborting = true
	_, r.abortArith = err.(*arithError)
	r.abortTop = r.abortArith
}

// pipeBuiltin counts the subshell a pipeline's simple command runs in
// once its words are expanded, when it is a builtin or a function: bash's
// execute_subshell_builtin_or_function (echo | echo $BASH_SUBSHELL says
// 0, echo | declare -p BASH_SUBSHELL 1).
func (r *runner) pipeBuiltin() {
	if r.pipeSimple {
		r.pipeSimple = false
		r.bashSubshell++
	}
}

// exec runs an expanded command line.
func (r *runner) exec(args []string) {
	defer func() { r.lastArg, r.lastArgName = args[len(args)-1], "" }()
	if r.opts.xtrace {
		r.trace(shellQuoteArgs(args, r.byteLocale()))
	}
	name := args[0]
	if r.rs.stopped() {
		return
	}
	if r.jobSpecCommand(args) {
		return
	}
	if _, isFunc := r.funcs[name]; !isFunc && strings.Contains(name, "/") {
		// a function's name may have a slash: bash looks for one first
		r.execFile(name, args)
		return
	}
	withheld := r.sh.cfg.Withheld[name]
	ct := r.callTemp
	r.callTemp = nil
	fd, isFunc := r.funcs[name]
	if isFunc && r.specialFirst(name) {
		isFunc = false
	}
	if isFunc || builtins[name] != nil {
		ok := isFunc
		r.pipeBuiltin()
		if r.forkedSimple && !ok {
			// bash's execute_subshell_builtin_or_function catches a
			// fatal error of the builtin itself: status 1, not 127.
			r.eofCaught = true
		}
	}
	if isFunc {
		r.callTemp = ct // the function takes over the bindings
		r.callFunc(name, fd, args)
		return
	}
	if b, ok := builtins[name]; ok && (!withheld || coreBuiltins[name]) && !r.disabled[name] {
		r.specialErr = false
		// The builtin's own temporary bindings (x=1 set): bash's
		// listings do not show them (eval's and source's code sees them).
		savedBT := r.builtinTemp
		r.builtinTemp = nil
		if ct != nil && r.cur == ct && listingBuiltins[name] {
			r.builtinTemp = ct
		}
		r.exit = r.runBuiltin(name, b, args)
		r.builtinTemp = savedBT
		if r.opts.posix && specialBuiltins[name] && r.posixFatal(name) {
			// POSIX: a special builtin's usage, syntax, file or
			// assignment error ends a non-interactive shell.
			r.exiting = true
		}
		return
	}
	if withheld {
		if !r.notFoundHook(args) {
			r.notFound(name)
		}
		return
	}
	r.execCommand(name, args)
}

// jobSpecCommand runs a command named %... as a job spec for fg (bg when
// run with &), before any function or builtin of that name, as bash's
// execute_simple_command has it (not in a pipeline's child); command
// %1 too, which runs the words as a simple command.
func (r *runner) jobSpecCommand(args []string) bool {
	if !strings.HasPrefix(args[0], "%") || !(r.noErrTrap == nil || r.curStmt != r.noErrTrap || r.curStmt == r.asyncStmt) {
		return false
	}
	fg := "fg"
	if r.asyncStmt != nil && r.curStmt == r.asyncStmt {
		fg = "bg"
	}
	r.exit = r.runBuiltin(fg, builtinFgBg, append([]string{fg}, args...))
	return true
}

// posixFatal reports whether the special builtin name that just ran
// failed in a way that ends a shell in POSIX mode: a usage error (status 2
// of a builtin whose status is no script's), an eval or source syntax
// error or missing file, an assignment error (readonly, export).
func (r *runner) posixFatal(name string) bool {
	if r.exit == 0 || r.exiting {
		return false
	}
	switch name {
	case "eval", ".", "source":
		return r.specialErr
	case "return", "exit", "break", "continue", "shift", "unset":
		return false
	case "readonly", "export":
		return true // an assignment or name error
	}
	return r.exit == 2
}

func (r *runner) notFound(name string) {
	if r.cannotRun(name, vfs.ErrNotExist) {
		return
	}
	r.errLine("%s: command not found", r.printableName(name))
	r.exit = 127
}

func (r *runner) runBuiltin(name string, b builtinFunc, args []string) (status int) {
	defer func() {
		if v := recover(); v != nil {
			r.errf("%s: internal error: %v\n", name, v)
			status = 2
		}
	}()
	defer func(saved string) { r.jobBuiltin = saved }(r.jobBuiltin)
	r.jobBuiltin = name
	policy := builtinWriteCheck(name, args)
	if policy == wcNone && !r.chk.on {
		return b(r, args)
	}
	saved := r.chk
	r.chk = outCheck{on: true, policy: policy}
	status = b(r, args)
	chk := r.chk
	r.chk = saved
	return r.checkBuiltinOutput(name, &chk, status)
}

// returnTrap runs the RETURN trap as a function or a sourced file ends,
// leaving their status. Its $LINENO counts from line, as bash's
// line_number is then: the . command's, a return's, or the line where
// the function's body starts.
func (r *runner) returnTrap(line int) {
	// A subshell runs the one it inherited under set -T, as DEBUG.
	// It runs in another trap, not in itself (bash's SIG_INPROGRESS).
	if t, ok := r.traps["RETURN"]; ok && t != "" && !(r.inTrap && r.runningTrap == "RETURN") && (!r.trapsInherited || r.functraceOn()) && !r.exiting {
		st, returning := r.exit, r.returning
		if returning {
			// $? there is bash's last command status: return N has not
			// set it yet. The trap's text runs as the return completes.
			r.exit, r.returning = r.beforeReturn, false
		}
		saved := r.noErrTrapHere
		r.noErrTrapHere = true
		savedLine := r.lineno
		r.lineno = line
		r.evalTrapAtLine("RETURN", t)
		r.lineno = savedLine
		r.noErrTrapHere = saved
		r.exit = st
		r.returning = r.returning || returning
	}
}

func (r *runner) callFunc(name string, fd *funcDef, args []string) {
	// A function's temporary bindings are its own scope (q=5 command f).
	savedWT := r.writeThrough
	r.writeThrough = nil
	defer func() { r.writeThrough = savedWT }()
	if v, ok := r.getStr("FUNCNEST"); ok {
		// bash's sv_funcnest (before the sandbox's own limit,
		// so that FUNCNEST=100 behaves as bash's): a positive number limits how deep
		// functions nest; a call past it is an error that discards the
		// top level's command line, or an eval's (jump_to_top_level(DISCARD)).
		if n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64); err == nil && n > 0 && int64(r.funcDepth) >= n {
			r.errLine("%s: maximum function nesting level exceeded (%d)", name, n)
			r.exit = 1
			r.aborting = true
			return
		}
	}
	if r.callDepth+1 > r.rs.limits.MaxCallDepth {
		r.rs.setFatal(&limitError{"MaxCallDepth", strconv.Itoa(r.rs.limits.MaxCallDepth)})
		return
	}
	r.callDepth++
	callLine := r.callerLine()
	r.funcDepth++
	// A function's body is outside the caller's loops: break there
	// says it is not in a loop.
	savedLoop := r.inLoop
	r.inLoop = 0
	defer func() { r.inLoop = savedLoop }()
	// After the call $LINENO (an ERR trap's included) is the caller's.
	savedLine := r.lineno
	defer func() { r.lineno = savedLine }()
	savedParams := r.params
	r.params = args[1:]
	r.frames = append(r.frames, frame{name: name, source: fd.source, line: callLine, args: args[1:], pushArgs: r.opts.extdebug})
	savedScope := r.cur
	savedGetopts, savedOptind := r.getoptsNext, r.optind
	savedSrc, savedFile, savedBase, savedMap, savedCtx, savedCtxFunc := r.src, r.source, r.lineBase, r.lineMap, r.ctxLine, r.ctxFunc
	r.src, r.source, r.lineBase, r.lineMap = fd.src, fd.file, fd.lineBase, fd.lineMap
	r.ctxLine, r.ctxFunc = r.lineAt(fd.body.Pos()), true
	defer func() {
		r.src, r.source, r.lineBase, r.lineMap, r.ctxLine, r.ctxFunc = savedSrc, savedFile, savedBase, savedMap, savedCtx, savedCtxFunc
	}()
	savedTrace := r.traceFd
	r.traceFd = nil
	defer func() { r.traceFd = savedTrace }()
	ct := r.callTemp
	r.callTemp = nil
	if ct != nil && r.cur == ct {
		// A=1 f: the temporary bindings become the function's own
		// variables, as in bash (local A reuses them; unset reveals the
		// outer value).
		vars := make(map[string]*variable, len(r.cur.vars))
		from := make(map[string]bool, len(r.cur.vars))
		for k, v := range r.cur.vars {
			vars[k] = v
			from[k] = true
		}
		r.cur = &scope{vars: vars, parent: r.cur.parent, fromTemp: from}
	} else {
		r.cur = r.newFuncScope()
	}
	fnScope := r.cur
	// A function without the trace attribute (or set -T) does not see
	// the caller's DEBUG and RETURN traps, nor ERR without set -E; those
	// it sets itself stay after it returns, as in bash.
	traced := r.functraceOn() || fd.trace
	var hidden map[string]string
	hide := func(name string) {
		if v, ok := r.traps[name]; ok && !r.trapsInherited {
			if hidden == nil {
				hidden = map[string]string{}
			}
			hidden[name] = v
			delete(r.traps, name)
		}
	}
	if !traced {
		hide("DEBUG")
		hide("RETURN")
	}
	if !r.errtraceOn() {
		hide("ERR")
	}
	if traced {
		// bash runs it once more as the function starts, with LINENO
		// the body's line (execute_function's tc->line: a { }'s
		// opening line; for other bodies bash's number is stale).
		if _, ok := fd.body.Cmd.(*syntax.Block); ok {
			r.lineno = r.lineAt(fd.body.Pos())
		}
		r.debugTrap(nil)
	}
	r.stmt(fd.body)
	if r.exiting && r.exitCalled {
		// bash's exit leaves for its top level without unwinding the
		// calls (jump_to_top_level(EXITPROG)), so the EXIT trap runs in
		// the innermost function's context: its FUNCNAME, locals and
		// positional parameters. It runs once; the outer calls find it
		// gone. (set -e's exit and a fatal expansion error unwind first.)
		r.runExitTrap()
	}
	retLine := r.lineno // a return's
	if !r.returning {
		retLine = r.lineAt(fd.body.Pos())
	}
	r.returnTrap(retLine)
	for name, v := range hidden {
		if _, ok := r.traps[name]; !ok {
			r.traps[name] = v
		}
	}
	if fnScope.setOpts != nil {
		r.opts.restoreSet(*fnScope.setOpts)
	}
	if r.propagating > 0 {
		r.propagateTemp(fnScope)
	}
	if r.cur != savedScope {
		r.rs.charge(-r.cur.bytes()) // the locals are gone
		if _, ok := r.cur.vars["OPTIND"]; ok {
			// A local OPTIND gives the caller's getopts its place back.
			r.getoptsNext, r.optind = savedGetopts, savedOptind
		}
	}
	r.cur = savedScope
	r.recycleScope(fnScope)
	r.frames = r.frames[:len(r.frames)-1]
	r.params = savedParams
	r.funcDepth--
	r.callDepth--
	r.returning = false
}

// newFuncScope returns an empty scope for a function's locals under
// r.cur, one a returned call left when there is one: a call in a loop
// allocates no scope, map or map storage.
func (r *runner) newFuncScope() *scope {
	if n := len(r.scopePool); n > 0 {
		s := r.scopePool[n-1]
		r.scopePool = r.scopePool[:n-1]
		s.parent = r.cur
		return s
	}
	return &scope{vars: map[string]*variable{}, parent: r.cur}
}

// recycleScope keeps a returned call's scope for the next call. Nothing
// holds it then: a subshell copies the scopes it sees. One with many
// locals is not kept (its map stays as large as it grew).
func (r *runner) recycleScope(s *scope) {
	if s.fromTemp != nil || s.temp || len(s.vars) > 32 || len(r.scopePool) >= 8 {
		return
	}
	clear(s.vars)
	*s = scope{vars: s.vars}
	r.scopePool = append(r.scopePool, s)
}

// finish ends a subshell: runs its EXIT trap, waits for its jobs, and
// returns its status.
func (r *runner) finish() int {
	r.runExitTrap()
	r.endHeldProcs(jobGrace)
	r.waitRunningProcs()
	r.settleJobs(jobGrace)
	return r.forceEOFStatus(r.exit)
}

// tracePrefix traces an assignment before a command, now or, for a
// declaration with lists, after the lists' traces (prefixDecl).
func (r *runner) tracePrefix(s string) {
	if r.heldTraces != nil {
		*r.heldTraces = append(*r.heldTraces, s)
		return
	}
	r.trace(s)
}

// flushPrefixTraces writes the held traces of the assignments before a
// declaration.
func (r *runner) flushPrefixTraces() {
	if r.heldTraces == nil {
		return
	}
	held := *r.heldTraces
	r.heldTraces = nil
	for _, s := range held {
		r.trace(s)
	}
}

func (r *runner) trace(s string) {
	ps4, ok := r.getStr("PS4")
	if !ok {
		ps4 = ""
	}
	if strings.ContainsAny(ps4, "$`\\") {
		// Decoded and expanded as a prompt; errors while expanding it
		// do not change the command's status.
		ps4 = r.promptExpand(ps4)
	}
	// bash repeats the first character of PS4 per nesting level.
	if level := r.substDepth + r.evalDepth + r.sourceDepth + r.traceLevelAdj; ps4 != "" && level > 0 {
		ps4 = strings.Repeat(ps4[:1], level) + ps4
	}
	w := r.stderr()
	if fd := r.getFd(r.traceFdNum()); r.xtraceFdOn && fd != nil && fd.w != nil {
		w = fd.w
	}
	if r.traceFd != nil && r.traceFd.w != nil {
		w = r.traceFd.w
	}
	if g := r.traceGate; g != nil {
		g.pass(r.ctx)
		fmt.Fprintf(w, "%s%s\n", ps4, s)
		g.open()
		r.traceGate = nil
		return
	}
	fmt.Fprintf(w, "%s%s\n", ps4, s)
}

func printNode(n syntax.Node) string {
	var b strings.Builder
	if x, ok := n.(syntax.ArithmExpr); ok {
		if _, isWord := n.(*syntax.Word); !isWord {
			syntax.NewPrinter(syntax.SingleLine(true)).Print(&b, &syntax.ArithmExp{X: x})
			s := b.String()
			return strings.TrimSuffix(strings.TrimPrefix(s, "$(("), "))")
		}
	}
	syntax.NewPrinter(syntax.SingleLine(true), syntax.SpacedTestParens(true)).Print(&b, n)
	return b.String()
}

// functraceOn and errtraceOn report set -T and set -E, which extdebug
// implies.
func (r *runner) functraceOn() bool { return r.opts.functrace || r.opts.extdebug }
func (r *runner) errtraceOn() bool  { return r.opts.errtrace || r.opts.extdebug }

// setBashCmd makes n the command $BASH_COMMAND shows; commands run by a
// trap leave it alone, as in bash.
func (r *runner) setBashCmd(n syntax.Node, text string) {
	if !r.inTrap {
		r.bashCmd, r.bashCmdText, r.bashCmdSrc = n, text, r.src
	}
}

// withRedirs is the node $BASH_COMMAND prints for c: with the
// redirections of its statement, as bash shows them.
func (r *runner) withRedirs(c syntax.Command) syntax.Node {
	if st := r.curStmt; st != nil && st.Cmd == c && len(st.Redirs) > 0 {
		return &syntax.Stmt{Cmd: c, Redirs: st.Redirs}
	}
	return c
}

// caseHead stands for "case WORD in " in $BASH_COMMAND, printed only
// when read: printing it for each case run cost a printer and its 4 KiB
// buffer. (A one-pointer struct: no allocation as a syntax.Node.)
type caseHead struct{ *syntax.Word }

// bashCommand is $BASH_COMMAND: bash prints a simple command again from
// its words as written, with its redirections as "2> file".
func (r *runner) bashCommand() string {
	src := r.bashCmdSrc
	text := func(n syntax.Node) string {
		if start, stop := int(n.Pos().Offset()), int(n.End().Offset()); n.Pos().IsValid() && n.End().IsValid() && start < stop && stop <= len(src) {
			return src[start:stop]
		}
		return printNode(n)
	}
	simple := func(c syntax.Command, redirs []*syntax.Redirect) string {
		var ws []string
		switch c := c.(type) {
		case *syntax.CallExpr:
			for _, as := range c.Assigns {
				ws = append(ws, text(as))
			}
			for _, w := range c.Args {
				ws = append(ws, text(w))
			}
		case *syntax.DeclClause:
			ws = append(ws, c.Variant.Value)
			for _, as := range c.Args {
				ws = append(ws, text(as))
			}
		case *syntax.LetClause:
			ws = append(ws, "let")
			for _, x := range c.Exprs {
				ws = append(ws, text(x))
			}
		default:
			ws = append(ws, printNode(c))
		}
		for _, rd := range redirs {
			if rd.Op == syntax.Hdoc || rd.Op == syntax.DashHdoc {
				ws = append(ws, printNode(rd))
				continue
			}
			ws = append(ws, bashRedir(rd, func(w *syntax.Word) string { return text(w) }))
		}
		return strings.Join(ws, " ")
	}
	switch n := r.bashCmd.(type) {
	case nil:
		return r.bashCmdText
	case caseHead:
		return "case " + printNode(n.Word) + " in "
	case *syntax.ArithmCmd:
		return text(n)
	case *syntax.TestClause:
		// bash prints [[ ]] again from its tree: one blank between
		// words, ( x ) spaced, a lone word as -n word.
		return printNode(&syntax.TestClause{X: listedTest(src, n.X)})
	case *syntax.Stmt:
		return simple(n.Cmd, n.Redirs)
	case *syntax.CallExpr, *syntax.DeclClause, *syntax.LetClause:
		return simple(n.(syntax.Command), nil)
	case *syntax.Subshell:
		var parts []string
		for _, st := range n.Stmts {
			parts = append(parts, printNode(st))
		}
		return "( " + strings.Join(parts, "; ") + " )"
	default:
		return printNode(n)
	}
}

// debugTrap runs the DEBUG trap before a simple command, (( )), [[ ]],
// case, and each round of for and select, with $BASH_COMMAND set to the
// command's text (n, or text when n is nil). It reports whether the
// command runs: exit in the trap ends the shell; under extdebug a trap
// status other than 0 skips the command, and 2 in a function or sourced
// script returns from it.
func (r *runner) debugTrap(n syntax.Node) bool {
	return r.debugTrapText(n, "")
}

func (r *runner) debugTrapText(n syntax.Node, text string) bool {
	if n != nil || text != "" {
		r.setBashCmd(n, text)
	}
	t, ok := r.traps["DEBUG"]
	if !ok || t == "" || r.inTrap || r.trapsInherited && !r.functraceOn() {
		return true
	}
	if r.skipDebug {
		// The parent ran it for this element of a pipeline.
		r.skipDebug = false
		return true
	}
	st := r.exit
	cur := r.curStmt
	r.evalTrapAtLine("DEBUG", t)
	r.curStmt = cur // the trap's commands ran; the command is still the one to run
	if r.exiting || r.rs.stopped() {
		return false
	}
	trapSt := r.exit
	if r.returning {
		// return in the trap returns from the function under extdebug,
		// and ends only the trap without it.
		if r.opts.extdebug {
			return false
		}
		r.returning = false
	}
	r.exit = st
	if r.opts.extdebug && trapSt != 0 {
		if trapSt == 2 && (r.funcDepth > 0 || r.sourceDepth > 0) {
			r.beforeReturn = st
			r.exit = 2
			r.returning = true
			return false
		}
		r.exit = 0
		return false
	}
	return true
}

// srcText returns the script's text from pos to end, or alt when those
// positions are not in it.
func (r *runner) srcText(pos, end syntax.Pos, alt string) string {
	if start, stop := int(pos.Offset()), int(end.Offset()); pos.IsValid() && end.IsValid() && start < stop && stop <= len(r.src) {
		return r.src[start:stop]
	}
	return alt
}

// posAfter is pos moved n bytes on the same line.
func posAfter(pos syntax.Pos, n uint) syntax.Pos {
	return syntax.NewPos(pos.Offset()+n, pos.Line(), pos.Col()+n)
}
