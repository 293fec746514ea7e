package shell

import (
	"context"
	"strconv"
	"strings"
	"sync"
	"time"

	"mvdan.cc/sh/v3/syntax"
)

type job struct {
	id     int
	pid    int
	cmd    string
	done   chan struct{}
	status int
	cancel context.CancelFunc
	waited bool
	sig    int
	sigq   *sigQueue // the job's subshell's signals
	// killedBy is the signal that ended the job (0: it exited), set
	// before done is closed; notified: its end was reported.
	killedBy int
	notified bool
}

type jobTable struct {
	mu   sync.Mutex
	list []*job
	// kept are statuses of ended jobs taken out of the table, by pid.
	kept      map[int]int
	keptOrder []int
	// foreign are the parent's jobs a command substitution or pipeline
	// stage still lists (jobs -p, kill %1) but cannot wait for.
	foreign map[*job]bool
	// disowned are jobs disown took out of the table while they ran:
	// kill PID still reaches them, wait does not know them, and the
	// shell's end settles them as the others.
	disowned []*job
}

// seeParentJobs gives a $( ) or pipeline subshell the parent's job list,
// as bash does (kill $(jobs -p)); a ( ) subshell starts with none.
func (r *runner) seeParentJobs(parent *runner) {
	parent.jobs.mu.Lock()
	defer parent.jobs.mu.Unlock()
	t := &jobTable{foreign: map[*job]bool{}}
	for _, j := range parent.jobs.list {
		t.list = append(t.list, j)
		t.foreign[j] = true
	}
	r.jobs = t
}

// waitableJobs is the jobs this shell may wait for and has not.
func (r *runner) waitableJobs() []*job {
	var list []*job
	for _, j := range r.ownJobs() {
		if !j.waited {
			list = append(list, j)
		}
	}
	return list
}

// ownJobs is the jobs of this shell (not its parent's).
func (r *runner) ownJobs() []*job {
	r.jobs.mu.Lock()
	defer r.jobs.mu.Unlock()
	var list []*job
	for _, j := range r.jobs.list {
		if !r.jobs.foreign[j] {
			list = append(list, j)
		}
	}
	return list
}

func (r *runner) background(st *syntax.Stmt) {
	sub := r.subshell(true)
	sub.dropCoprocFds(r)
	sub.forkedFor(r, st.Cmd, true)
	ctx, cancel := context.WithCancel(r.ctx)
	sub.ctx = ctx
	// A background job reads nothing unless redirected (bash gives it
	// /dev/null when job control is off), or inside a compound command
	// whose input is redirected or a pipe (bash's stdin_redir).
	if len(sub.fds) > 0 && !r.stdinRedir {
		sub.fds[0] = &fdesc{r: emptyReader{}}
	}
	// Without job control an async command ignores SIGINT (shown by
	// trap) and SIGQUIT (not shown), as bash sets them up.
	sub.traps["INT"] = ""
	sub.asyncIgn |= sigBits("QUIT")
	sub.updateDisp()
	if call, ok := st.Cmd.(*syntax.CallExpr); ok && len(call.Args) > 0 {
		sub.execPpid = r.bashpid
	}
	st2 := *st
	st2.Background = false
	st2.Negated = false // bash's ! does not reach an asynchronous command's status
	if ss, ok := st2.Cmd.(*syntax.Subshell); ok {
		// ( list ) & is one asynchronous subshell in bash, not a
		// subshell inside the job's: the same $BASHPID as $!, the same
		// BASH_SUBSHELL, its traps the job's (kill -USR1 $!).
		st2.Cmd = &syntax.Block{Lbrace: ss.Lparen, Rbrace: ss.Rparen, Stmts: ss.Stmts, Last: ss.Last}
		if r.subst == nil {
			sub.ctxLine, sub.ctxFunc = r.lineAt(ss.Rparen), false // as a ( ) in the foreground (exec.go)
		}
	}
	// An asynchronous command's own status runs no ERR trap, even one
	// inherited under set -E; the commands inside it do.
	sub.noErrTrap = &st2
	sub.asyncStmt = &st2
	if _, ok := st2.Cmd.(*syntax.CallExpr); ok {
		sub.inPlace = inPlaceStmt([]*syntax.Stmt{&st2})
	}
	j := &job{pid: sub.bashpid, cmd: jobText(r.src, st), done: make(chan struct{}), cancel: cancel, sigq: sub.sigq}
	r.jobs.mu.Lock()
	j.id = r.jobs.newJobID()
	r.jobs.list = append(r.jobs.list, j)
	r.jobs.mu.Unlock()
	// A job that is a simple command shows as that command; any other
	// (a group, a pipeline, a list) is a forked bash.
	comm := "bash"
	if call, ok := st.Cmd.(*syntax.CallExpr); ok && len(call.Args) > 0 {
		if lit := call.Args[0].Lit(); lit != "" && r.funcs[lit] == nil {
			comm = lit
		}
	}
	r.procTab.add(&proc{pid: j.pid, ppid: r.bashpid, comm: comm, args: printNode(st.Cmd), start: r.sh.cfg.Now(), job: j})
	go func() {
		defer close(j.done)
		defer r.procTab.remove(j.pid)
		defer cancel()
		defer func() {
			if v := recover(); v != nil {
				sub.errf("%s: internal error: %v\n", sub.arg0, v)
				j.status = 2
			}
		}()
		sub.stmt(&st2)
		sub.forkedDeclStatus(&st2)
		sub.forkedEvalStatus(&st2)
		j.status = sub.finish()
		if ctx.Err() != nil && j.sig != 0 {
			j.status = 128 + j.sig
			j.killedBy = j.sig
		}
	}()
	r.lastBg = j.pid
	r.exit = 0
}

// jobState is how jobs shows j: Running, Done, Exit N, or the signal
// that killed it.
func jobState(j *job) string {
	select {
	case <-j.done:
	default:
		return "Running"
	}
	switch {
	case j.killedBy != 0:
		return sigDesc(j.killedBy)
	case j.status != 0:
		return "Exit " + strconv.Itoa(j.status)
	}
	return "Done"
}

// notifyEnded is set -m's report of the jobs that ended, after a command
// ran: "[N]+  Done  cmd" on stderr (bash's notify_and_cleanup with job
// control on), each job then taken out of the table. One wait reported
// as killed (notifyKilled) is not reported again.
func (r *runner) notifyEnded() {
	r.jobs.mu.Lock()
	list := make([]*job, 0, len(r.jobs.list))
	for _, j := range r.jobs.list {
		if !r.jobs.foreign[j] {
			list = append(list, j)
		}
	}
	r.jobs.mu.Unlock()
	for i, j := range list {
		select {
		case <-j.done:
		default:
			continue
		}
		r.jobs.mu.Lock()
		seen := j.notified
		j.notified = true
		r.jobs.mu.Unlock()
		if !seen {
			mark := " "
			if i == len(list)-1 {
				mark = "+"
			} else if i == len(list)-2 {
				mark = "-"
			}
			r.errf("[%d]%s  %-24s%s\n", j.id, mark, jobState(j), j.cmd)
		}
		r.removeJob(j)
	}
}

// notifyKilled reports j, which ended, once, when a signal killed it, as
// bash's notify_of_job_status does in a shell that is not interactive
// when wait reaps the job: "NAME: line N:  PID Killed  cmd" for a signal
// the shell does not trap other than SIGINT, SIGTERM and SIGPIPE (bash
// built with DONT_REPORT_SIGTERM and DONT_REPORT_SIGPIPE).
// It reports whether j is such a job (reported now or before).
func (r *runner) notifyKilled(j *job) bool {
	sig := j.killedBy
	if sig == 0 || sig == 2 || sig == 13 || sig == 15 || r.trapped(sig) {
		return false
	}
	r.jobs.mu.Lock()
	seen := j.notified
	j.notified = true
	r.jobs.mu.Unlock()
	if !seen {
		r.errf("%s: line %d: %5d %-24s%s\n", r.errName(), r.lineNow(), j.pid, sigDesc(sig), j.cmd)
	}
	return true
}

type emptyReader struct{}

func (emptyReader) Read(p []byte) (int, error) { return 0, ioEOF }

// waitAny is wait -n: it waits for the first of the jobs named in ids
// (all of this shell's when there are none) to end, and returns its
// status; 127 when there is none to wait for. A job that had ended
// already is taken first, in the order of the job table.
func (r *runner) waitAny(ids []string, varName string) int {
	list := r.waitableJobs()
	if len(ids) > 0 {
		var named []*job
		for _, a := range ids {
			j := r.findJob(a)
			if j == nil || r.jobs.foreign[j] {
				r.errLine("wait: %s: no such job", a)
				continue
			}
			named = append(named, j)
		}
		list = named
	}
	if len(list) == 0 {
		return 127
	}
	ended := func() *job {
		for _, j := range list {
			select {
			case <-j.done:
				return j
			default:
			}
		}
		return nil
	}
	j := ended()
	if j == nil {
		ctx, cancel := context.WithCancel(r.ctx)
		defer cancel()
		wake := make(chan struct{})
		var once sync.Once
		for _, j := range list {
			go func(j *job) {
				select {
				case <-j.done:
					once.Do(func() { close(wake) })
				case <-ctx.Done():
				}
			}(j)
		}
		if st, ok := r.waitFor(wake); ok {
			return st
		}
		j = ended()
	}
	// Unlike wait %N, wait -n takes the job out at once (bash's
	// wait_for_any_job deletes it): wait %N later on the same line
	// finds no such job; wait PID still finds its status.
	r.notifyKilled(j)
	r.removeJob(j)
	if varName != "" {
		r.setStr(varName, strconv.Itoa(j.pid), false)
	}
	return j.status
}

// newJobID numbers a new job as bash does: one past the highest number
// in the table, so 1 again once every job was waited for.
func (t *jobTable) newJobID() int {
	n := 0
	for _, j := range t.list {
		n = max(n, j.id)
	}
	return n + 1
}

// settleJobs gives background jobs a moment to finish when a shell ends:
// bash does not wait for them, but output already on its way should not be
// lost at random. Jobs still running afterwards are cancelled with the Run.
func (r *runner) settleJobs(grace time.Duration) {
	list := r.endingJobs()
	t := time.NewTimer(grace)
	defer t.Stop()
	for _, j := range list {
		select {
		case <-j.done:
		case <-t.C:
			return
		case <-r.rs.ctx.Done():
			return
		}
	}
}

// reapJobs waits, at most d, for the jobs of a cancelled Run to end.
func (r *runner) reapJobs(d time.Duration) {
	list := r.endingJobs()
	t := time.NewTimer(d)
	defer t.Stop()
	for _, j := range list {
		select {
		case <-j.done:
		case <-t.C:
			return
		}
	}
}

// endingJobs is what a shell that ends waits a moment for: its jobs,
// disowned ones included.
func (r *runner) endingJobs() []*job {
	list := r.ownJobs()
	r.jobs.mu.Lock()
	defer r.jobs.mu.Unlock()
	return append(list, r.jobs.disowned...)
}

// waitJobs waits for every job; a trapped or fatal signal for the shell
// ends the wait early with 128+N, as in bash.
func (r *runner) waitJobs() (int, bool) {
	list := r.ownJobs()
	for _, j := range list {
		if st, ok := r.waitFor(j.done); ok {
			return st, true
		}
	}
	return 0, false
}

// waitFor blocks until done is closed (false), the shell's context ends
// (status 1), or a signal sent to this shell runs a trap or ends it
// (status 128+N). Ignored signals do not end the wait.
func (r *runner) waitFor(done <-chan struct{}) (int, bool) {
	var wake chan struct{}
	if r.sigq != nil {
		wake = r.sigq.wake
	}
	for {
		select {
		case <-done:
			return 0, false
		case <-r.ctx.Done():
			return 1, true
		case <-r.rs.ctx.Done():
			return 1, true
		case <-wake:
			got := 0
			for _, sig := range r.sigq.take() {
				trapped := r.trapped(sig)
				r.deliverSignal(sig)
				if trapped || r.exiting {
					got = sig
				}
				if r.exiting {
					break
				}
			}
			if r.exiting {
				// exit in the trap (or the signal's default action)
				// ends the shell with its status.
				return r.exit, true
			}
			if got != 0 {
				return 128 + got, true
			}
		}
	}
}

func (r *runner) findJob(spec string) *job {
	r.jobAmbiguous = false
	r.jobs.mu.Lock()
	defer r.jobs.mu.Unlock()
	if strings.HasPrefix(spec, "%") {
		s := spec[1:]
		if s == "" || s == "%" || s == "+" {
			if len(r.jobs.list) > 0 {
				return r.jobs.list[len(r.jobs.list)-1]
			}
			return nil
		}
		if s == "-" {
			if len(r.jobs.list) > 1 {
				return r.jobs.list[len(r.jobs.list)-2]
			}
			return nil
		}
		if n, err := strconv.Atoi(s); err == nil {
			for _, j := range r.jobs.list {
				if j.id == n {
					return j
				}
			}
			return nil
		}
		// %name and %?text: bash's get_job_by_name, the newest job
		// first; two that match are an ambiguous spec.
		var found *job
		for k := len(r.jobs.list) - 1; k >= 0; k-- {
			j := r.jobs.list[k]
			var ok bool
			if t, sub := strings.CutPrefix(s, "?"); sub {
				ok = strings.Contains(j.cmd, t)
			} else {
				ok = strings.HasPrefix(j.cmd, s)
			}
			if !ok {
				continue
			}
			if found != nil {
				r.jobAmbiguous = true
				r.errLine("%s: %s: ambiguous job spec", r.jobBuiltin, s)
				return nil
			}
			found = j
		}
		return found
	}
	n, err := strconv.Atoi(spec)
	if err != nil {
		return nil
	}
	for _, j := range r.jobs.list {
		if j.pid == n {
			return j
		}
	}
	return nil
}

// waitedJob marks j, which ended, as waited for: bash takes it out of
// the job table when it reads the next command line (or jobs runs), so
// the rest of the line still finds it by its job number. Its status is
// kept by pid after that.
func (r *runner) waitedJob(j *job) {
	r.jobs.mu.Lock()
	j.waited = true
	r.jobs.mu.Unlock()
}

// cleanJobs takes the jobs waited for out of the table.
func (r *runner) cleanJobs() {
	for _, j := range r.ownJobs() {
		if j.waited {
			r.removeJob(j)
		}
	}
}

// removeJob takes j out of the job table. The status of one that ended
// is kept by its pid, as bash keeps those of its last children: wait
// PID finds it after wait, wait -n or jobs took the job out.
func (r *runner) removeJob(j *job) {
	r.jobs.mu.Lock()
	defer r.jobs.mu.Unlock()
	for i, x := range r.jobs.list {
		if x == j {
			r.jobs.list = append(r.jobs.list[:i], r.jobs.list[i+1:]...)
			break
		}
	}
	select {
	case <-j.done:
		r.jobs.keepStatus(j.pid, j.status)
	default:
	}
}

// maxKeptStatuses is how many ended children's statuses are kept.
const maxKeptStatuses = 1024

func (t *jobTable) keepStatus(pid, status int) {
	if t.kept == nil {
		t.kept = map[int]int{}
	}
	if _, ok := t.kept[pid]; !ok {
		t.keptOrder = append(t.keptOrder, pid)
	}
	t.kept[pid] = status
	if len(t.keptOrder) > maxKeptStatuses {
		delete(t.kept, t.keptOrder[0])
		t.keptOrder = t.keptOrder[1:]
	}
}

// keptStatus is the status kept for pid by removeJob.
func (r *runner) keptStatus(pid string) (int, bool) {
	n, err := strconv.Atoi(pid)
	if err != nil {
		return 0, false
	}
	r.jobs.mu.Lock()
	defer r.jobs.mu.Unlock()
	st, ok := r.jobs.kept[n]
	return st, ok
}

func builtinWait(r *runner, args []string) int {
	args = args[1:]
	any := false
	varName, hasVar := "", false
	// Options as bash reads them (internal_getopt "fnp:"): -fn, -pvar.
opts:
	for len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' {
		a := args[0]
		args = args[1:]
		if a == "--" {
			break
		}
		for k := 1; k < len(a); k++ {
			switch a[k] {
			case 'n':
				any = true
			case 'f': // without job control a job only ends
			case 'p':
				switch {
				case k+1 < len(a):
					varName = a[k+1:]
				case len(args) > 0:
					varName, args = args[0], args[1:]
				default:
					r.errLine("wait: -p: option requires an argument")
					r.errf("wait: usage: wait [-fn] [-p var] [id ...]\n")
					return 2
				}
				hasVar = true
				continue opts
			default:
				r.errLine("wait: -%c: invalid option", a[k])
				r.errf("wait: usage: wait [-fn] [-p var] [id ...]\n")
				return 2
			}
		}
	}
	if hasVar {
		// The variable is unset first: it stays so when nothing is
		// waited for.
		if !validName(varName) {
			r.errLine("wait: `%s': not a valid identifier", varName)
			return 1
		}
		if err := r.unsetVar(varName); err != nil {
			r.errLine("wait: %s", err)
			return 1
		}
	}
	if any {
		return r.waitAny(args, varName)
	}
	if len(args) == 0 {
		// POSIX mode: a job that had ended before wait began is
		// already among bash's saved statuses (bgpids), which wait
		// then leaves alone; the jobs it waits for are forgotten.
		var ended map[*job]bool
		if r.opts.posix {
			ended = map[*job]bool{}
			for _, j := range r.ownJobs() {
				select {
				case <-j.done:
					ended[j] = true
				default:
				}
			}
		}
		if st, ok := r.waitJobs(); ok {
			return st
		}
		r.waitRunningProcs() // bash's procsub_waitall
		if pw := r.lastProc; pw != nil && pw.pid == r.lastBg {
			if st, ok := r.waitFor(pw.done); ok {
				return st
			}
		}
		// Forget the finished jobs only: a wait cut short by the end of
		// the Run leaves running ones for the Run to stop and reap. As
		// in bash, the children's statuses go with them: wait %1 or
		// wait PID afterwards finds no such job or child.
		if r.opts.monitor && !r.forked {
			r.notifyEnded() // set -m: the ended jobs reported
		}
		var waited []*job
		for _, j := range r.ownJobs() {
			select {
			case <-j.done:
				r.notifyKilled(j)
				r.removeJob(j)
				if !ended[j] {
					waited = append(waited, j)
				}
			default:
			}
		}
		if r.opts.posix {
			for _, j := range waited {
				r.forgetStatus(strconv.Itoa(j.pid))
			}
		} else {
			r.jobs.mu.Lock()
			r.jobs.kept, r.jobs.keptOrder = nil, nil
			r.jobs.mu.Unlock()
		}
		return 0
	}
	status := 0
	for _, a := range args {
		if pw := r.lastProc; pw != nil && a == strconv.Itoa(pw.pid) {
			if st, ok := r.waitFor(pw.done); ok {
				return st
			}
			status = pw.status
			if varName != "" {
				r.setStr(varName, a, false)
			}
			continue
		}
		if j := r.disownedJob(a); j != nil {
			// No longer a job, still the shell's child: wait
			// waits for it and gives its status.
			if st, ok := r.waitFor(j.done); ok {
				return st
			}
			status = j.status
			continue
		}
		j := r.findJob(a)
		if j != nil && r.jobs.foreign[j] {
			r.errLine("wait: pid %d is not a child of this shell", j.pid)
			status = 127
			continue
		}
		if j == nil && r.jobAmbiguous {
			status = 127 // reported as ambiguous
			continue
		}
		if j == nil {
			if st, ok := r.keptStatus(a); ok {
				status = st
				if r.opts.posix {
					r.forgetStatus(a)
				}
				if varName != "" {
					r.setStr(varName, a, false)
				}
				continue
			}
			if strings.HasPrefix(a, "%") {
				r.errLine("wait: %s: no such job", a)
			} else if _, err := strconv.Atoi(a); err != nil || a == "" || a[0] < '0' || a[0] > '9' {
				// wait.def: a word that is no job spec and does not
				// start with a digit, or is no number (which ends wait)
				r.errLine("wait: `%s': not a pid or valid job spec", a)
				status = 1
				if a != "" && a[0] >= '0' && a[0] <= '9' {
					return 1
				}
				continue
			} else {
				r.errLine("wait: pid %s is not a child of this shell", a)
			}
			status = 127
			continue
		}
		if st, ok := r.waitFor(j.done); ok {
			return st
		}
		status = j.status
		r.notifyKilled(j)
		r.waitedJob(j)
		if r.opts.posix {
			// POSIX: once wait has returned a child's status the
			// shell forgets it (bash's bgp_delete): wait PID again is
			// 127, not a child of this shell.
			r.removeJob(j)
			r.forgetStatus(strconv.Itoa(j.pid))
		}
		if varName != "" {
			r.setStr(varName, strconv.Itoa(j.pid), false)
		}
	}
	return status
}

// forgetStatus drops the status kept for pid.
func (r *runner) forgetStatus(pid string) {
	n, err := strconv.Atoi(pid)
	if err != nil {
		return
	}
	r.jobs.mu.Lock()
	defer r.jobs.mu.Unlock()
	delete(r.jobs.kept, n)
}

// disownedJob is the job disown took out of the table whose pid is a.
func (r *runner) disownedJob(a string) *job {
	r.jobs.mu.Lock()
	defer r.jobs.mu.Unlock()
	for _, j := range r.jobs.disowned {
		if strconv.Itoa(j.pid) == a {
			return j
		}
	}
	return nil
}

func builtinJobs(r *runner, args []string) int {
	r.cleanJobs()
	pidsOnly := false
	long, runningOnly, stoppedOnly := false, false, false
	args = args[1:]
	if len(args) > 0 && args[0] == "-x" {
		return r.jobsExec(args[1:])
	}
	for len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' {
		a := args[0]
		args = args[1:]
		if a == "--" {
			break
		}
		for _, c := range []byte(a[1:]) {
			switch c {
			case 'p':
				pidsOnly = true
			case 'l':
				long = true
			case 'r':
				runningOnly = true
			case 's':
				stoppedOnly = true // no job is ever stopped here
			case 'n':
			default:
				r.errLine("jobs: -%c: invalid option", c)
				r.errf("jobs: usage: jobs [-lnprs] [jobspec ...] or jobs -x command [args]\n")
				return 2
			}
		}
	}
	// jobspecs name the jobs shown (a bare number is %number, as in
	// bash's get_job_spec); one that names none is an error.
	status := 0
	var want map[*job]bool
	if len(args) > 0 {
		want = map[*job]bool{}
		for _, a := range args {
			spec := a
			if !strings.HasPrefix(spec, "%") {
				spec = "%" + spec
			}
			j := r.findJob(spec)
			if j == nil {
				r.errLine("jobs: %s: no such job", a)
				status = 1
				continue
			}
			want[j] = true
		}
	}
	r.jobs.mu.Lock()
	list := append([]*job(nil), r.jobs.list...)
	r.jobs.mu.Unlock()
	for i, j := range list {
		if want != nil && !want[j] || stoppedOnly {
			continue
		}
		state := jobState(j)
		if state != "Running" && r.notifyKilled(j) {
			// bash has reported a job a signal killed by now, as
			// notifyKilled does, and forgotten it.
			r.removeJob(j)
			continue
		}
		if runningOnly && state != "Running" {
			continue
		}
		if pidsOnly {
			r.outf("%d\n", j.pid)
			continue
		}
		mark := " "
		if i == len(list)-1 {
			mark = "+"
		} else if i == len(list)-2 {
			mark = "-"
		}
		// A job still running shows its & (bash's print_job), one
		// that ended does not.
		amp := " &"
		if state != "Running" {
			amp = ""
		}
		if long {
			r.outf("[%d]%s %d %-24s%s%s\n", j.id, mark, j.pid, state, j.cmd, amp)
		} else {
			r.outf("[%d]%s  %-24s%s%s\n", j.id, mark, state, j.cmd, amp)
		}
		if state != "Running" {
			r.removeJob(j)
		}
	}
	return status
}

// jobsExec is jobs -x: the command with each jobspec among its words
// replaced by the job's process group (its pid here), run as a simple
// command.
func (r *runner) jobsExec(args []string) int {
	if len(args) == 0 {
		return 0
	}
	words := make([]string, len(args))
	for i, a := range args {
		words[i] = a
		if strings.HasPrefix(a, "%") {
			if j := r.findJob(a); j != nil {
				words[i] = strconv.Itoa(j.pid) // no such job: the word stays
			}
		}
	}
	name := words[0]
	if fd, ok := r.funcs[name]; ok {
		r.callFunc(name, fd, words)
		return r.exit
	}
	if strings.Contains(name, "/") {
		r.execFile(name, words)
		return r.exit
	}
	if b, ok := builtins[name]; ok && (!r.sh.cfg.Withheld[name] || coreBuiltins[name]) && !r.disabled[name] {
		return r.runNotSpecial(name, b, words)
	}
	r.execCommand(name, words)
	return r.exit
}

// builtinDisown implements disown [-h] [-ar] [jobspec ... | pid ...]:
// the jobs named (the current one by default; -a all, -r the running)
// leave the job table, or with -h stay in it marked to get no SIGHUP,
// which a sandbox never sends: -h only checks that they exist.
func builtinDisown(r *runner, args []string) int {
	args = args[1:]
	all, running, hupOnly := false, false, false
	for len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' {
		a := args[0]
		args = args[1:]
		if a == "--" {
			break
		}
		for _, c := range a[1:] {
			switch c {
			case 'a':
				all = true
			case 'r':
				running = true
			case 'h':
				hupOnly = true
			default:
				r.errLine("disown: -%c: invalid option", c)
				r.errf("disown: usage: disown [-h] [-ar] [jobspec ... | pid ...]\n")
				return 2
			}
		}
	}
	if (all || running) && len(args) == 0 {
		if !hupOnly {
			for _, j := range r.ownJobs() {
				if !running || !j.ended() {
					r.disownJob(j)
				}
			}
		}
		return 0
	}
	specs := args
	if len(specs) == 0 {
		specs = []string{""}
	}
	status := 0
	for _, spec := range specs {
		var j *job
		switch {
		case spec == "":
			j = r.findJob("%+")
		case strings.HasPrefix(spec, "%"):
			j = r.findJob(spec)
		default:
			// a number is a pid; other text a job's command prefix
			if _, err := strconv.Atoi(spec); err == nil {
				j = r.findJob(spec)
			} else {
				j = r.findJob("%" + spec)
			}
		}
		if j == nil {
			if spec == "" {
				spec = "current"
			}
			r.errLine("disown: %s: no such job", spec)
			status = 1
			continue
		}
		if !hupOnly {
			r.disownJob(j)
		}
	}
	return status
}

func (j *job) ended() bool {
	select {
	case <-j.done:
		return true
	default:
		return false
	}
}

// disownJob takes j out of the job table; one still running is kept
// among the disowned.
func (r *runner) disownJob(j *job) {
	r.removeJob(j)
	if !j.ended() {
		r.jobs.mu.Lock()
		r.jobs.disowned = append(r.jobs.disowned, j)
		r.jobs.mu.Unlock()
	}
}

// disownedPid is the disowned job still running with pid target.
func (r *runner) disownedPid(target string) *job {
	n, err := strconv.Atoi(target)
	if err != nil {
		return nil
	}
	r.jobs.mu.Lock()
	defer r.jobs.mu.Unlock()
	for _, j := range r.jobs.disowned {
		if j.pid == n {
			return j
		}
	}
	return nil
}

// builtinSuspend: a shell without job control cannot stop itself, as
// bash says; with it (set -m) or -f, bash would stop until a SIGCONT that
// nothing in a sandbox can send, so it says the same.
func builtinSuspend(r *runner, args []string) int {
	for _, a := range args[1:] {
		if a == "--" {
			break
		}
		if len(a) > 1 && a[0] == '-' {
			for _, c := range a[1:] {
				if c != 'f' {
					r.errLine("suspend: -%c: invalid option", c)
					r.errf("suspend: usage: suspend [-f]\n")
					return 2
				}
			}
		}
	}
	r.errLine("suspend: cannot suspend: no job control")
	return 1
}

// coprocState is the shell's coprocess, as bash keeps one (sh_coproc):
// its job, its variable's name and the shell's ends of its two pipes.
type coprocState struct {
	job      *job
	name     string
	rfd, wfd int
	r        *fdesc // NAME[0]: reads the coprocess's output
	w        *fdesc // NAME[1]: writes its input
}

// coproc runs a command in the background connected by two pipes: NAME[0]
// reads its output, NAME[1] writes its input, NAME_PID is its pid. As in
// bash, a second coprocess while the first runs is started with a warning,
// and the shell forgets the first (its variables stay).
func (r *runner) coproc(c *syntax.CoprocClause) {
	name := "COPROC"
	if c.Name != nil {
		n, err := r.literal(c.Name)
		if err != nil {
			return
		}
		name = n
	}
	if !validName(name) {
		r.errLine("`%s': not a valid identifier", name)
		r.exit = 1
		return
	}
	r.reapCoproc()
	if r.coprocCur != nil {
		r.errLine("warning: execute_coproc: coproc [%d:%s] still exists", r.coprocCur.job.pid, r.coprocCur.name)
	}
	out := newPipe(r.rs) // coproc stdout -> shell
	in := newPipe(r.rs)  // shell -> coproc stdin
	rfd, wfd := 63, 62
	for rfd > 12 && r.getFd(rfd) != nil {
		rfd--
	}
	wfd = rfd - 1
	for wfd > 11 && r.getFd(wfd) != nil {
		wfd--
	}
	sub := r.subshell(true)
	sub.dropCoprocFds(r)
	for len(sub.fds) < 2 {
		sub.fds = append(sub.fds, nil)
	}
	sub.fds[0] = &fdesc{r: pipeReader{in}}
	sub.fds[1] = &fdesc{w: pipeWriter{out}}
	// An asynchronous command, as cmd & is: SIGINT and SIGQUIT ignored.
	sub.traps["INT"] = ""
	sub.asyncIgn |= sigBits("QUIT")
	sub.updateDisp()
	ctx, cancel := context.WithCancel(r.ctx)
	sub.ctx = ctx
	// The job shows as bash shows it: "coproc NAME command".
	j := &job{pid: sub.bashpid, cmd: "coproc " + name + " " + printNode(c.Stmt), done: make(chan struct{}), cancel: cancel, sigq: sub.sigq}
	r.jobs.mu.Lock()
	j.id = r.jobs.newJobID()
	r.jobs.list = append(r.jobs.list, j)
	r.jobs.mu.Unlock()
	comm := "bash"
	if call, ok := c.Stmt.Cmd.(*syntax.CallExpr); ok && len(call.Args) > 0 && len(c.Stmt.Redirs) == 0 {
		if lit := call.Args[0].Lit(); lit != "" && r.funcs[lit] == nil {
			comm = lit
		}
	}
	r.procTab.add(&proc{pid: j.pid, ppid: r.bashpid, comm: comm, args: j.cmd, start: r.sh.cfg.Now(), job: j})
	go func() {
		// Killed (kill $NAME_PID), it reads and writes no more: a read
		// of its input or a write of its output blocked in a pipe ends.
		<-ctx.Done()
		in.closeRead()
		out.closeWrite()
	}()
	go func() {
		defer close(j.done)
		defer r.procTab.remove(j.pid)
		defer cancel()
		defer out.closeWrite()
		defer in.closeRead()
		defer func() {
			if v := recover(); v != nil {
				sub.errf("%s: internal error: %v\n", sub.arg0, v)
				j.status = 2
			}
		}()
		sub.stmt(c.Stmt)
		j.status = sub.finish()
		if ctx.Err() != nil && j.sig != 0 {
			j.status = 128 + j.sig
		}
	}()
	cp := &coprocState{job: j, name: name, rfd: rfd, wfd: wfd,
		r: &fdesc{r: pipeReader{out}}, w: &fdesc{w: pipeWriter{in}}}
	r.setFd(rfd, cp.r)
	r.setFd(wfd, cp.w)
	r.coprocCur = cp
	r.lastBg = j.pid
	r.exit = 0
	// The variables are set as bash's coproc_setvars sets them: NAME
	// (a local one in a function that has it) made an indexed array,
	// NAME_PID a string; a readonly NAME is an error that leaves the
	// coprocess running.
	if _, _, err := r.varForWrite(name); err != nil {
		r.errLine("%s", err)
		return
	}
	for i, fd := range []int{rfd, wfd} {
		if err := r.setElem(name, strconv.Itoa(i), strconv.Itoa(fd), false); err != nil {
			r.errLine("%s", err)
			return
		}
	}
	if err := r.setStr(name+"_PID", strconv.Itoa(j.pid), false); err != nil {
		r.errLine("%s", err)
	}
}

// reapCoproc forgets the shell's coprocess once it has ended, as bash
// does after each command once it has seen the process exit: its file
// descriptors still open are closed (what it wrote and was not read is
// lost) and NAME and NAME_PID are unset.
func (r *runner) reapCoproc() {
	cp := r.coprocCur
	if cp == nil {
		return
	}
	select {
	case <-cp.job.done:
	default:
		return
	}
	r.coprocCur = nil
	if r.getFd(cp.rfd) == cp.r {
		cp.r.r.(pipeReader).p.closeRead()
		r.closeFd(cp.rfd)
	}
	if r.getFd(cp.wfd) == cp.w {
		r.closeFd(cp.wfd)
	}
	r.unsetVar(cp.name + "_PID") // silently, as bash's unbind_variable_noref
	if err := r.unsetVar(cp.name); err != nil {
		r.errLine("%s", err)
	}
}

// builtinFgBg implements fg and bg. Without job control (set -m) both
// fail as in a non-interactive bash; with it, fg waits for the job in the
// foreground and bg has nothing to resume (jobs cannot be stopped here).
func builtinFgBg(r *runner, args []string) int {
	name := args[0]
	if !r.opts.monitor {
		r.errLine("%s: no job control", name)
		return 1
	}
	spec := "%+"
	if len(args) > 1 {
		spec = args[1]
	}
	j := r.findJob(spec)
	if j == nil || r.jobs.foreign[j] {
		what := spec
		if len(args) < 2 {
			what = "current"
		}
		r.errLine("%s: %s: no such job", name, what)
		return 1
	}
	if name == "bg" {
		r.errLine("bg: job %d already in background", j.id)
		return 0
	}
	r.outf("%s\n", j.cmd)
	if st, ok := r.waitFor(j.done); ok {
		return st
	}
	r.removeJob(j)
	return j.status
}

// jobText is an asynchronous command's text as jobs and wait show it:
// bash's make_command_string, which prints the command as a function's
// body prints (compound commands over several lines, "( list )", the
// redirections after it), without the & and without a !.
func jobText(src string, st *syntax.Stmt) string {
	if st.Cmd == nil {
		return printNode(st)
	}
	cp := *st
	cp.Background, cp.Negated = false, false
	var list []*syntax.Stmt
	open, close := "{ ", "; }"
	switch c := cp.Cmd.(type) {
	case *syntax.Block:
		list = c.Stmts
	case *syntax.Subshell:
		list, open, close = c.Stmts, "( ", " )"
	}
	if len(list) > 0 {
		// a group or subshell outside a function's body is one line:
		// { a; b; }, ( a; b )
		parts := make([]string, len(list))
		for i, s := range list {
			in := *s
			in.Background = false
			pb := funcPrinter{src: src}
			bashStmt(&pb, &in, 0, false)
			parts[i] = strings.TrimSuffix(pb.String(), "\n")
			if s.Background {
				parts[i] += " &"
			}
		}
		text := open + strings.Join(parts, "; ") + close
		for _, rd := range cp.Redirs {
			text += " " + redirText(rd)
		}
		return text
	}
	b := funcPrinter{src: src}
	bashStmt(&b, &cp, 0, false)
	return strings.TrimSuffix(b.String(), "\n")
}

// stdinRedirects is bash's stdin_redirects: whether redirections of a
// compound command give it another standard input, in which case an
// asynchronous command inside keeps it rather than /dev/null. As in
// bash, any input redirection counts, whatever its descriptor; a
// duplication or close only of descriptor 0.
func stdinRedirects(rs []*syntax.Redirect) bool {
	for _, rd := range rs {
		if rd.N != nil && strings.HasPrefix(rd.N.Value, "{") {
			continue // {var}<file
		}
		switch rd.Op {
		case syntax.RdrIn, syntax.RdrInOut, syntax.Hdoc, syntax.DashHdoc, syntax.WordHdoc:
			return true
		case syntax.DplIn:
			if rd.N == nil || rd.N.Value == "0" {
				return true
			}
		case syntax.DplOut:
			if rd.N != nil && rd.N.Value == "0" && rd.Word.Lit() == "-" {
				return true // 0>&- closes the input
			}
		}
	}
	return false
}

func isSubshell(c syntax.Command) bool {
	_, ok := c.(*syntax.Subshell)
	return ok
}
