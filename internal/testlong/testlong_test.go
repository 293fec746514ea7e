package testlong

import "testing"

func TestShortAndLong(t *testing.T) {
	cases := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	t.Setenv(Env, "")
	if got := Count(3, 30); got != 3 {
		t.Errorf("Count short: %d", got)
	}
	if got := Share(300, 4); got != 75 {
		t.Errorf("Share short: %d", got)
	}
	if got := Share(2, 4); got != 1 {
		t.Errorf("Share of a small count: %d", got)
	}
	if got := Sample(cases, 4); len(got) != 3 || got[0] != 0 || got[1] != 4 || got[2] != 8 {
		t.Errorf("Sample short: %v", got)
	}
	t.Setenv(Env, "1")
	if got := Count(3, 30); got != 30 {
		t.Errorf("Count long: %d", got)
	}
	if got := Share(300, 4); got != 300 {
		t.Errorf("Share long: %d", got)
	}
	if got := Sample(cases, 4); len(got) != len(cases) {
		t.Errorf("Sample long: %v", got)
	}
}
