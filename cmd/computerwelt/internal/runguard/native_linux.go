//go:build cgo

package runguard

// With cgo the guard's parent is this C constructor, which the dynamic
// loader runs before the Go runtime starts: the parent starts a child (on
// x86-64 a clone sharing its memory, elsewhere a fork), and the child goes
// on to start Go and run the script, so a guarded run costs one
// Go start-up, not two (a Go parent, however little it initialises, pays
// the runtime's start on this large binary: its type tables, the cgroup
// files it reads for GOMAXPROCS, the loader; about 4 ms). Without cgo the
// parent is runguard's Go init (runguard.go), with the same behaviour.

/*
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

// cw_guard_ran: the constructor decided (whether or not it guarded);
// cw_guard_child: this process is the guarded child.
int cw_guard_ran;
int cw_guard_child;

// cw_huge: this process runs `computerwelt run`, whose heap is asked for
// huge pages from its first byte. The runtime of a cgo build maps its
// memory through the C library's mmap (runtime/cgo's x_cgo_mmap, for the
// sanitizers); this definition takes its place in the binary (the C
// library's own calls use its internal alias). The heap's chunks, 4 MiB
// mapped at a fixed address each, read and write, are marked
// MADV_HUGEPAGE: each 4 KiB fault costs several microseconds (12 µs of CPU
// on these virtual machines), and a run touches ~300 pages of its first
// megabytes. Only the first 16 MiB are marked, so that a large script's
// sparse heap stays in small pages. (The runtime's other mappings, smaller
// or not fixed, are left alone.) CW_HUGE_HEAP=0 turns it off, for the test
// of what it saves.
int cw_huge;
static size_t cw_huge_left = 16 << 20;

void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off) {
	long r = syscall(SYS_mmap, addr, len, prot, flags, fd, off);
	if (r == -1)
		return MAP_FAILED;
	if (cw_huge && len >= (2 << 20) && len <= cw_huge_left && prot == (PROT_READ | PROT_WRITE) &&
	    (flags & (MAP_FIXED | MAP_ANONYMOUS | MAP_PRIVATE)) == (MAP_FIXED | MAP_ANONYMOUS | MAP_PRIVATE)) {
		cw_huge_left -= len;
		madvise((void *)r, len, MADV_HUGEPAGE);
	}
	return (void *)r;
}

// The guard's parent waits for the child with raw system calls and static
// memory only. On x86-64 the child is cloned with CLONE_VM: it shares the
// parent's memory instead of a copy-on-write image of it, so starting it
// copies no page tables and its first writes to the pages the loader and
// the C library touched take no copy faults (~55 faults and the fork's
// copy of a hello world's ~600), and the memory is torn down once, at the
// parent's exit. The parent then runs on its own stack (cw_stack); the
// child keeps the original one and goes on to start Go. They also share
// the C library's thread-local block (errno, malloc's caches, the lazy
// binder's scope flag), which the child owns: the parent calls no C
// library function after the clone, hence cw_sys and the hand-written
// loops. Nothing of the child's can take the parent down that would not
// have taken it down before: a Go fatal error ends the child's process
// only (exit_group ends a thread group, not the memory's other users);
// the kernel's out-of-memory killer ends every process of the memory, the
// parent then dying of the SIGKILL the child alone died of before, with
// the same status (137). Elsewhere the child is forked.
#if defined(__x86_64__)
#define CW_SHARED_VM 1
static long cw_sys(long n, long a, long b, long c, long d) {
	register long r10 __asm__("r10") = d;
	long r;
	__asm__ volatile("syscall" : "=a"(r) : "a"(n), "D"(a), "S"(b), "d"(c), "r"(r10) : "rcx", "r11", "memory");
	return r;
}
#else
#define CW_SHARED_VM 0
static long cw_sys(long n, long a, long b, long c, long d) {
	long r = syscall(n, a, b, c, d);
	return r == -1 ? -errno : r;
}
#endif

static volatile pid_t cw_child;

static void cw_forward(int sig) {
	// A signal sent to the parent alone is passed on (the terminal's
	// reach the child anyway: same process group).
	if (cw_child > 0)
		cw_sys(SYS_kill, cw_child, sig, 0, 0);
}

static void cw_write(const char *p, size_t n) {
	while (n > 0) {
		long w = cw_sys(SYS_write, 2, (long)p, (long)n, 0);
		if (w == -EINTR)
			continue;
		if (w <= 0)
			return;
		p += w;
		n -= (size_t)w;
	}
}

#define cw_puts(s) cw_write(s, sizeof(s) - 1)

static int cw_has_prefix(const char *p, size_t n, const char *pre, size_t pl) {
	if (n < pl)
		return 0;
	for (size_t i = 0; i < pl; i++)
		if (p[i] != pre[i])
			return 0;
	return 1;
}

// cw_fatal_line finds what a Go crash report says went wrong, as
// FatalLine in runguard.go: the rest of the first line starting with
// "fatal error: " or "panic: ", without "runtime: ", at most 200 bytes.
static int cw_fatal_line(const char *buf, size_t n, const char **line, size_t *len) {
	static const char fatal[] = "fatal error: ", panic[] = "panic: ", rt[] = "runtime: ";
	for (size_t start = 0; start < n;) {
		size_t end = start;
		while (end < n && buf[end] != '\n')
			end++;
		size_t s = 0;
		if (cw_has_prefix(buf + start, end - start, fatal, sizeof fatal - 1))
			s = start + sizeof fatal - 1;
		else if (cw_has_prefix(buf + start, end - start, panic, sizeof panic - 1))
			s = start + sizeof panic - 1;
		if (s) {
			if (cw_has_prefix(buf + s, end - s, rt, sizeof rt - 1))
				s += sizeof rt - 1;
			*line = buf + s;
			*len = end - s;
			return 1;
		}
		start = end + 1;
	}
	return 0;
}

enum { cw_keep = 64 << 10 };
#define CW_STATUS_CRASHED 134 // StatusCrashed

// The runtime's report (or any stray line): the start kept, the rest
// drained. Static, so that the parent allocates nothing (its pages are
// touched only when there is something to keep).
static char cw_report[cw_keep];
static char cw_drain[4096];
static int cw_rfd = -1, cw_wfd = -1; // the pipe's ends
static sigset_t cw_mask; // the signal mask before the guard blocked all

// cw_parent is the guard's parent once the child runs: it reads the
// child's runtime output, waits for it and ends with its status.
__attribute__((noreturn, used)) static void cw_parent(long pid) {
	cw_child = (pid_t)pid;
	cw_sys(SYS_rt_sigprocmask, SIG_SETMASK, (long)&cw_mask, 0, _NSIG / 8);
	cw_sys(SYS_close, cw_wfd, 0, 0, 0);
	size_t n = 0;
	for (;;) {
		char *to = n < cw_keep ? cw_report + n : cw_drain;
		size_t room = n < cw_keep ? cw_keep - n : sizeof cw_drain;
		long r = cw_sys(SYS_read, cw_rfd, (long)to, (long)room, 0);
		if (r == -EINTR)
			continue;
		if (r <= 0)
			break;
		if (n < cw_keep)
			n += (size_t)r;
	}
	cw_sys(SYS_close, cw_rfd, 0, 0, 0);
	int st = 0;
	long w;
	while ((w = cw_sys(SYS_wait4, pid, (long)&st, 0, 0)) == -EINTR)
		;
	const char *line;
	size_t len;
	int status;
	if (cw_fatal_line(cw_report, n, &line, &len)) {
		cw_puts("computerwelt: the script crashed the sandbox (");
		cw_write(line, len > 200 ? 200 : len);
		if (len > 200)
			cw_puts("...");
		cw_puts(")\n");
		status = CW_STATUS_CRASHED;
	} else {
		cw_write(cw_report, n);
		if (w < 0) {
			cw_puts("computerwelt: waitpid failed\n");
			status = 2;
		} else if (WIFSIGNALED(st))
			status = 128 + WTERMSIG(st);
		else
			status = WEXITSTATUS(st);
	}
	for (;;)
		cw_sys(SYS_exit_group, status, 0, 0, 0);
}

#if CW_SHARED_VM
static char cw_stack[64 << 10] __attribute__((aligned(16)));

// cw_start clones the child, which returns 0 on the stack it was called
// on (or the clone failed: a negative errno); the parent does not return
// but runs cw_parent on cw_stack, having touched no memory of the
// child's stack between the clone and the switch (signals are blocked).
static long __attribute__((noinline)) cw_start(void) {
	long r;
	register long r10 __asm__("r10") = 0;
	register long r8 __asm__("r8") = 0;
	__asm__ volatile(
	    "syscall\n\t"
	    "testq %%rax, %%rax\n\t"
	    "jle 1f\n\t"
	    "movq %[sp], %%rsp\n\t"
	    "movq %%rax, %%rdi\n\t"
	    "callq *%[fn]\n\t"
	    "ud2\n"
	    "1:\n\t"
	    : "=a"(r)
	    : "0"((long)SYS_clone), "D"((long)(CLONE_VM | SIGCHLD)), "S"(0L), "d"(0L), "r"(r10), "r"(r8),
	      [sp] "r"(cw_stack + sizeof cw_stack), [fn] "r"(cw_parent)
	    : "rcx", "r11", "memory", "cc");
	return r;
}
#else
static long cw_start(void) {
	pid_t pid = fork();
	if (pid > 0)
		cw_parent(pid);
	return pid < 0 ? -errno : 0;
}
#endif

__attribute__((constructor)) static void cw_guard(int argc, char **argv, char **envp) {
	(void)envp;
	cw_guard_ran = 1;
	// Only `computerwelt run` (as the command's first argument) is
	// guarded; a test binary's arguments start with -test.
	if (argc < 2 || strcmp(argv[1], "run") != 0)
		return;
	const char *h = getenv("CW_HUGE_HEAP");
	cw_huge = !(h && strcmp(h, "0") == 0);
	const char *g = getenv("CW_RUN_GUARDED"), *d = getenv("CW_RUN_DIRECT"), *o = getenv("CW_RUN_GUARD_GO");
	if ((g && *g) || (d && *d))
		return;
	if (o && *o) {
		cw_guard_ran = 0; // runguard.go's Go guard (its tests)
		return;
	}
	int p[2];
	// Without a standard error to pass on the script runs unguarded (as
	// when the child cannot be started).
	if (fcntl(2, F_GETFD) < 0 || pipe2(p, O_CLOEXEC) != 0)
		return;
	cw_rfd = p[0];
	cw_wfd = p[1];
	// Every signal waits until the parent is on its own stack (a
	// handler's frame on the shared one would be written over the
	// child's).
	sigset_t all;
	sigfillset(&all);
	sigprocmask(SIG_SETMASK, &all, &cw_mask);
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = cw_forward;
	sa.sa_flags = SA_RESTART;
	sigfillset(&sa.sa_mask);
	int sigs[] = {SIGINT, SIGTERM, SIGHUP};
	struct sigaction old[3];
	for (int i = 0; i < 3; i++)
		sigaction(sigs[i], &sa, &old[i]);
	long pid = cw_start();
	// The child (or no child: then this process runs the script itself,
	// unguarded) starts Go with the signals as they were.
	for (int i = 0; i < 3; i++)
		sigaction(sigs[i], &old[i], NULL);
	sigprocmask(SIG_SETMASK, &cw_mask, NULL);
	if (pid < 0) {
		close(p[0]);
		close(p[1]);
		return;
	}
	// The script's standard error is descriptor 3; the runtime's
	// (descriptor 2) is the pipe, whose ends may themselves be 3.
	int w = fcntl(p[1], F_DUPFD, 4);
	close(p[0]);
	close(p[1]);
	if (w < 0 || dup2(2, 3) < 0 || dup2(w, 2) < 0)
		_exit(2);
	close(w);
	cw_guard_child = 1;
}
*/
import "C"

// NativeParent: the guard's parent is the C constructor.
const NativeParent = true

// native reports whether the C guard has decided for this process (the
// Go guard then stays out of it); nativeChild whether this process is
// its child.
func native() bool      { return C.cw_guard_ran != 0 }
func nativeChild() bool { return C.cw_guard_child != 0 }

// nativeHugeHeap reports whether the C side asks for the heap's huge pages.
func nativeHugeHeap() bool { return C.cw_huge != 0 }
