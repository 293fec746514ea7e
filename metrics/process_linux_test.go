package metrics

import (
	"os"
	"regexp"
	"strconv"
	"testing"
	"time"
)

func TestProcessLinux(t *testing.T) {
	r := NewRegistry()
	r.MustRegister(NewProcessCollector())
	s := text(t, r)
	for _, name := range []string{"process_cpu_seconds_total", "process_max_fds", "process_open_fds", "process_resident_memory_bytes", "process_virtual_memory_bytes", "process_start_time_seconds"} {
		m := regexp.MustCompile(`(?m)^` + name + ` (\S+)$`).FindStringSubmatch(s)
		if m == nil {
			t.Errorf("no %s in\n%s", name, s)
			continue
		}
		v, err := strconv.ParseFloat(m[1], 64)
		if err != nil || v <= 0 && name != "process_cpu_seconds_total" {
			t.Errorf("%s = %s", name, m[1])
		}
		if name == "process_start_time_seconds" {
			// This process started before now and after an hour ago
			// (the test binary's start; /proc's clock ticks are 10 ms).
			if now := float64(time.Now().Unix()); v > now+1 || v < now-3600 {
				t.Errorf("start time %v, now %v", v, now)
			}
		}
	}
	f, err := os.Open("/proc/self/cmdline")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s2 := text(t, r)
	a := regexp.MustCompile(`(?m)^process_open_fds (\S+)$`).FindStringSubmatch(s)
	b := regexp.MustCompile(`(?m)^process_open_fds (\S+)$`).FindStringSubmatch(s2)
	if a == nil || b == nil {
		t.Fatal("no process_open_fds")
	}
	x, _ := strconv.Atoi(a[1])
	y, _ := strconv.Atoi(b[1])
	if y != x+1 {
		t.Errorf("open fds %d, then %d with one more file open", x, y)
	}
}
