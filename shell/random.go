package shell

// bashRandom is bash 5.2's $RANDOM (variables.c: brand): the Park–Miller
// minimal standard generator, the two halves of its state xored and cut
// to 15 bits, never the same value twice in a row; a script that seeds
// RANDOM gets bash's numbers.
type bashRandom struct {
	state uint32
	last  int
}

func newBashRandom(seed int64) *bashRandom { return &bashRandom{state: uint32(seed)} }

// seed is an assignment to RANDOM (its value evaluated), cut to 32 bits
// as bash's strtoul of it is.
func (b *bashRandom) seed(n int64) { b.state, b.last = uint32(n), 0 }

func (b *bashRandom) step() int {
	s := int64(b.state)
	if s == 0 {
		s = 123459876 // the generator cannot start from 0
	}
	h := s / 127773
	t := 16807*(s-127773*h) - 2836*h
	if t < 0 {
		t += 0x7fffffff
	}
	b.state = uint32(t)
	return int(b.state>>16^b.state&65535) & 0x7fff
}

// next is RANDOM's next value.
func (b *bashRandom) next() int {
	for {
		if v := b.step(); v != b.last {
			b.last = v
			return v
		}
	}
}
