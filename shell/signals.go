package shell

import (
	"strconv"
	"sync"
	"sync/atomic"
)

// sigQueue holds signals sent by kill to one shell or subshell from another
// goroutine of the session (a job, a child shell); they are delivered
// between commands, as bash runs a trap once the foreground command ends.
// keep says which signals would not end the shell, so that the sender can
// end a job at once (its context) when the signal is fatal.
type sigQueue struct {
	mu   sync.Mutex
	sigs []int
	n    atomic.Int32
	keep atomic.Uint64
	wake chan struct{}
}

func newSigQueue() *sigQueue {
	return &sigQueue{wake: make(chan struct{}, 1)}
}

func (q *sigQueue) push(sig int) {
	q.mu.Lock()
	q.sigs = append(q.sigs, sig)
	q.n.Store(int32(len(q.sigs)))
	q.mu.Unlock()
	select {
	case q.wake <- struct{}{}:
	default:
	}
}

func (q *sigQueue) take() []int {
	q.mu.Lock()
	defer q.mu.Unlock()
	s := q.sigs
	q.sigs = nil
	q.n.Store(0)
	return s
}

// drain drops pending signals and a stale wake-up.
func (q *sigQueue) drain() {
	q.take()
	select {
	case <-q.wake:
	default:
	}
}

// defaultIgnored are the signals whose default action is to do nothing
// (STOP and the terminal stops need job control and end a job here).
var defaultIgnored = sigBits("CHLD", "WINCH", "URG", "CONT")

func sigBits(names ...string) uint64 {
	var b uint64
	for _, n := range names {
		if k := sigNum(n); k > 0 {
			b |= 1 << k
		}
	}
	return b
}

// setDisp records which signals the shell survives: trapped ones (unless
// the traps are a subshell's inherited copy), ignored ones and those whose
// default is to ignore them.
func (q *sigQueue) setDisp(traps map[string]string, inherited bool, ignored uint64) {
	keep := defaultIgnored | ignored
	for name, action := range traps {
		if inherited && action != "" {
			continue
		}
		if n := sigNum(name); n > 0 && n < 64 {
			keep |= 1 << n
		}
	}
	keep &^= sigBits("KILL", "STOP")
	q.keep.Store(keep)
}

// fatal reports whether sig ends the shell owning q.
func (q *sigQueue) fatal(sig int) bool {
	return sig <= 0 || sig >= 64 || q.keep.Load()&(1<<sig) == 0
}

// updateDisp publishes the current traps to the shell's signal queue.
func (r *runner) updateDisp() {
	if r.sigq != nil {
		r.sigq.setDisp(r.traps, r.trapsInherited, r.keptSigs())
	}
}

// keptSigs are the signals this shell survives whatever its traps: those
// it ignores for good and those blocked (delivered never, as nothing in
// the sandbox unblocks them).
func (r *runner) keptSigs() uint64 {
	return r.asyncIgn | r.entryIgn | r.blocked<<1
}

// procSignals is this process's handling of signals as a program it
// starts inherits it (Invocation.Signals).
func (r *runner) procSignals() Signals {
	ign := r.ignoredSigs() >> 1
	if r.ignRTMAX {
		ign |= 1 << 63
	}
	return Signals{Ignored: ign &^ unstoppable, Blocked: r.blocked &^ unstoppable}
}

// setProcSignals makes s the handling this runner starts a program
// with, as an exec after env's changes: ignored signals are ignored as
// on entry (a child shell cannot trap them), no trap of the shell it was
// copied from is left, and the mask is s's.
func (r *runner) setProcSignals(s Signals) {
	for k, v := range r.traps {
		if v == "" {
			delete(r.traps, k)
		}
	}
	r.asyncIgn = 0
	r.entryIgn = (s.Ignored &^ unstoppable) << 1
	r.ignRTMAX = s.Ignored&(1<<63) != 0
	r.blocked = s.Blocked &^ unstoppable
}

// ignoredSigs is the set of signals this shell ignores: a child shell
// starts with them ignored.
func (r *runner) ignoredSigs() uint64 {
	b := r.asyncIgn | r.entryIgn
	for name, action := range r.traps {
		if action != "" {
			continue
		}
		if n := sigNum(name); n > 0 && n < 64 {
			b |= 1 << n
		}
	}
	return b
}

// deliverSignal acts on sig sent to this shell itself: its trap runs,
// an ignored signal does nothing, any other ends the shell.
func (r *runner) deliverSignal(sig int) {
	if sig > 0 && sig <= 64 && r.blocked&(1<<(sig-1)) != 0 && sig != 9 && sig != 19 {
		// Blocked: pending until unblocked, which nothing here does.
		return
	}
	name := trapKey(sig)
	if name != "KILL" && name != "STOP" {
		t, ok := r.traps[name]
		if ok && t != "" && !r.trapsInherited {
			// A trap that signals its own shell runs inside itself, as
			// in bash, as deep as a function may call itself.
			if r.callDepth+1 > r.rs.limits.MaxCallDepth {
				r.rs.setFatal(&limitError{"MaxCallDepth", strconv.Itoa(r.rs.limits.MaxCallDepth)})
				return
			}
			r.callDepth++
			defer func() { r.callDepth-- }()
			st := r.exit
			r.evalTrap(name, t)
			if !r.exiting && !r.returning {
				r.exit = st
			}
			return
		}
		// A subshell keeps ignoring what its parent ignored.
		if ok && t == "" {
			return
		}
		if sig > 0 && sig < 64 && (r.asyncIgn|r.entryIgn|defaultIgnored)&(1<<sig) != 0 {
			return
		}
	}
	r.exit = 128 + sig
	r.exiting = true
	r.killedBy = sig
}

// deliverPending delivers the signals queued for this shell.
func (r *runner) deliverPending() {
	if r.sigq == nil || r.sigq.n.Load() == 0 {
		return
	}
	for _, sig := range r.sigq.take() {
		if r.exiting {
			return
		}
		r.deliverSignal(sig)
	}
}

// trapped reports whether sig would run a trap of this shell.
func (r *runner) trapped(sig int) bool {
	if sig > 0 && sig <= 64 && r.blocked&(1<<(sig-1)) != 0 {
		return false
	}
	t, ok := r.traps[trapKey(sig)]
	return ok && t != "" && !r.trapsInherited && sig != 9 && sig != 19
}

// signalTo sends sig to the shell, subshell or job with pid target, as
// kill does. It reports false when no process of this session has it.
func (r *runner) signalTo(target string, sig int) bool {
	if target == strconv.Itoa(r.bashpid) {
		if sig != 0 {
			r.deliverSignal(sig)
		}
		return true
	}
	if target == strconv.Itoa(r.pid) {
		// $$ from a subshell: the main shell handles it between its
		// commands (or in wait).
		if sig != 0 && r.mainSigq != nil {
			r.mainSigq.push(sig)
		}
		return true
	}
	j := r.findJob(target)
	if j == nil {
		j = r.disownedPid(target)
	}
	if n, err := strconv.Atoi(target); j == nil && err == nil && n > 0 {
		// kill PID reaches any process of the sandbox, as the kernel's
		// kill does: a sibling's job, one of a ( ) subshell's parent.
		j = r.procTab.job(n)
	}
	if j != nil {
		select {
		case <-j.done:
			// It has ended: no process has that pid any more (kill -0
			// $pid polls for this).
			return false
		default:
		}
		if sig == 0 {
			return true
		}
		if j.sigq == nil || j.sigq.fatal(sig) {
			j.sig = sig
			j.cancel()
		} else {
			j.sigq.push(sig)
		}
		return true
	}
	for p := r.parentShell; p != nil; p = p.parentShell {
		if target == strconv.Itoa(p.pid) {
			if sig != 0 && p.mainSigq != nil {
				p.mainSigq.push(sig)
			}
			return true
		}
	}
	return false
}
