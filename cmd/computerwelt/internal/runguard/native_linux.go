//go:build cgo

package runguard

// With cgo the guard's parent is this C constructor, which the dynamic
// loader runs before the Go runtime starts: the parent forks, and the
// child goes on to start Go and run the script, so a guarded run costs one
// Go start-up, not two (a Go parent, however little it initialises, pays
// the runtime's start on this large binary: its type tables, the cgroup
// files it reads for GOMAXPROCS, the loader; about 4 ms). Without cgo the
// parent is runguard's Go init (runguard.go), with the same behaviour.

/*
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
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

static volatile pid_t cw_child;

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

static void cw_forward(int sig) {
	// A signal sent to the parent alone is passed on (the terminal's
	// reach the child anyway: same process group).
	if (cw_child > 0)
		kill(cw_child, sig);
}

static void cw_write(const char *p, size_t n) {
	while (n > 0) {
		ssize_t w = write(2, p, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return;
		p += w;
		n -= (size_t)w;
	}
}

static void cw_puts(const char *s) { cw_write(s, strlen(s)); }

// cw_fatal_line finds what a Go crash report says went wrong, as
// FatalLine in runguard.go: the rest of the first line starting with
// "fatal error: " or "panic: ", without "runtime: ", at most 200 bytes.
static int cw_fatal_line(const char *buf, size_t n, const char **line, size_t *len) {
	static const char *prefixes[] = {"fatal error: ", "panic: "};
	size_t start = 0;
	while (start <= n) {
		const char *nl = memchr(buf + start, '\n', n - start);
		size_t end = nl ? (size_t)(nl - buf) : n;
		for (int i = 0; i < 2; i++) {
			size_t pl = strlen(prefixes[i]);
			if (end - start >= pl && memcmp(buf + start, prefixes[i], pl) == 0) {
				size_t s = start + pl;
				if (end - s >= 9 && memcmp(buf + s, "runtime: ", 9) == 0)
					s += 9;
				*line = buf + s;
				*len = end - s;
				return 1;
			}
		}
		if (!nl)
			break;
		start = end + 1;
	}
	return 0;
}

enum { cw_keep = 64 << 10 };
#define CW_STATUS_CRASHED 134 // StatusCrashed

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
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = cw_forward;
	sa.sa_flags = SA_RESTART;
	sigemptyset(&sa.sa_mask);
	int sigs[] = {SIGINT, SIGTERM, SIGHUP};
	struct sigaction old[3];
	for (int i = 0; i < 3; i++)
		sigaction(sigs[i], &sa, &old[i]);
	pid_t pid = fork();
	if (pid <= 0) {
		// The child (or no child: then this process runs the script
		// itself, unguarded) starts Go with the signals as they were.
		for (int i = 0; i < 3; i++)
			sigaction(sigs[i], &old[i], NULL);
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
		return;
	}
	cw_child = pid;
	close(p[1]);
	// The runtime's report (or any stray line): the start kept, the rest
	// drained.
	char *buf = malloc(cw_keep);
	size_t n = 0;
	char chunk[4096];
	for (;;) {
		ssize_t r = read(p[0], chunk, sizeof chunk);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		if (buf && n < cw_keep) {
			size_t c = (size_t)r < cw_keep - n ? (size_t)r : cw_keep - n;
			memcpy(buf + n, chunk, c);
			n += c;
		}
	}
	close(p[0]);
	int st;
	pid_t w;
	while ((w = waitpid(pid, &st, 0)) < 0 && errno == EINTR)
		;
	const char *line;
	size_t len;
	if (buf && cw_fatal_line(buf, n, &line, &len)) {
		cw_puts("computerwelt: the script crashed the sandbox (");
		cw_write(line, len > 200 ? 200 : len);
		if (len > 200)
			cw_puts("...");
		cw_puts(")\n");
		_exit(CW_STATUS_CRASHED);
	}
	if (buf)
		cw_write(buf, n);
	if (w < 0) {
		cw_puts("computerwelt: waitpid: ");
		cw_puts(strerror(errno));
		cw_puts("\n");
		_exit(2);
	}
	if (WIFSIGNALED(st))
		_exit(128 + WTERMSIG(st));
	_exit(WEXITSTATUS(st));
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
