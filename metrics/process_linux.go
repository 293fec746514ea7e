package metrics

import (
	"bufio"
	"bytes"
	"os"
	"strconv"
	"syscall"
)

type processCollector struct{}

// NewProcessCollector returns the process's CPU time, memory, open files
// and start time, under the Prometheus client's names (read from /proc).
func NewProcessCollector() Collector { return processCollector{} }

func (processCollector) families() []string {
	return []string{"process_cpu_seconds_total", "process_max_fds", "process_open_fds",
		"process_resident_memory_bytes", "process_start_time_seconds", "process_virtual_memory_bytes"}
}

func (processCollector) write(w *bufio.Writer) {
	one := func(name, help, typ string, v float64) {
		d := desc{name: name, help: help, typ: typ}
		d.header(w)
		sample(w, name, nil, nil, "", "", v)
	}
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) == nil {
		cpu := float64(ru.Utime.Sec+ru.Stime.Sec) + float64(ru.Utime.Usec+ru.Stime.Usec)/1e6
		one("process_cpu_seconds_total", "Total user and system CPU time spent in seconds.", "counter", cpu)
	}
	var rl syscall.Rlimit
	if syscall.Getrlimit(syscall.RLIMIT_NOFILE, &rl) == nil {
		one("process_max_fds", "Maximum number of open file descriptors.", "gauge", float64(rl.Cur))
	}
	if d, err := os.Open("/proc/self/fd"); err == nil {
		names, err := d.Readdirnames(-1)
		d.Close()
		if err == nil {
			one("process_open_fds", "Number of open file descriptors.", "gauge", float64(len(names)-1)) // less the directory's own
		}
	}
	page := float64(os.Getpagesize())
	if b, err := os.ReadFile("/proc/self/statm"); err == nil {
		if f := bytes.Fields(b); len(f) >= 2 {
			vsz, _ := strconv.ParseFloat(string(f[0]), 64)
			rss, _ := strconv.ParseFloat(string(f[1]), 64)
			one("process_resident_memory_bytes", "Resident memory size in bytes.", "gauge", rss*page)
			one("process_virtual_memory_bytes", "Virtual memory size in bytes.", "gauge", vsz*page)
		}
	}
	if start, ok := startTime(); ok {
		one("process_start_time_seconds", "Start time of the process since unix epoch in seconds.", "gauge", start)
	}
}

// startTime is the process's start in seconds since the epoch: the boot
// time (/proc/stat's btime) plus field 22 of /proc/self/stat, in clock
// ticks (100 a second on Linux).
func startTime() (float64, bool) {
	st, err := os.ReadFile("/proc/self/stat")
	if err != nil {
		return 0, false
	}
	// The command name (field 2) may hold spaces: fields count from after
	// its closing parenthesis, where field 3 starts.
	i := bytes.LastIndexByte(st, ')')
	if i < 0 {
		return 0, false
	}
	f := bytes.Fields(st[i+1:])
	if len(f) < 20 {
		return 0, false
	}
	ticks, err := strconv.ParseFloat(string(f[19]), 64)
	if err != nil {
		return 0, false
	}
	s, err := os.ReadFile("/proc/stat")
	if err != nil {
		return 0, false
	}
	for _, line := range bytes.Split(s, []byte("\n")) {
		if rest, ok := bytes.CutPrefix(line, []byte("btime ")); ok {
			bt, err := strconv.ParseFloat(string(bytes.TrimSpace(rest)), 64)
			if err != nil {
				return 0, false
			}
			return bt + ticks/100, true
		}
	}
	return 0, false
}
