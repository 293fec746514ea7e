package awk

// strOrder follows gawk's str_array (str_array.c) for an array's order:
// a table of chains over the sizes gawk grows through, each new
// subscript at the head of its chain, the table grown (an order of
// magnitude at a time) once it holds more than strChainMax elements a
// slot, which rehashes chain by chain, slot by slot. for (k in a) walks
// the slots in order and each chain from its head (str_list), so the
// chains are the order a script sees.
type strOrder struct {
	count   int        // elements (gawk's table_size)
	buckets [][]string // each chain, head first; len is gawk's array_size
}

const strChainMax = 2

// strTableSizes are gawk's grow_table sizes, primes.
var strTableSizes = []int{13, 127, 1021, 8191, 16381, 32749, 65497,
	131101, 262147, 524309, 1048583, 2097169, 4194319, 8388617,
	16777259, 33554467, 67108879, 134217757, 268435459, 536870923,
	1073741827}

// strHash is gawk's awk_hash: sdbm over the bytes as C's signed char,
// kept to 32 bits.
func strHash(s string) uint32 {
	var h uint32
	for i := 0; i < len(s); i++ {
		h = uint32(int32(int8(s[i]))) + h*65599
	}
	return h
}

func (o *strOrder) grow() {
	old := len(o.buckets)
	size := old
	for _, n := range strTableSizes {
		if old < n {
			size = n
			break
		}
	}
	if size == old {
		return // gawk's ARRAYMAXED
	}
	// Each element moves to the head of its new chain: appended here,
	// the chains reversed after.
	nb := make([][]string, size)
	for _, chain := range o.buckets {
		for _, k := range chain {
			h := strHash(k) % uint32(size)
			nb[h] = append(nb[h], k)
		}
	}
	for _, chain := range nb {
		for i, j := 0, len(chain)-1; i < j; i, j = i+1, j-1 {
			chain[i], chain[j] = chain[j], chain[i]
		}
	}
	o.buckets = nb
}

// insert adds a subscript the array did not hold.
func (o *strOrder) insert(k string) {
	if o.buckets == nil {
		o.grow()
	}
	o.count++
	if o.count/len(o.buckets) > strChainMax {
		o.grow()
	}
	h := strHash(k) % uint32(len(o.buckets))
	chain := o.buckets[h]
	chain = append(chain, "")
	copy(chain[1:], chain)
	chain[0] = k
	o.buckets[h] = chain
}

// remove takes out a subscript the array held.
func (o *strOrder) remove(k string) {
	if len(o.buckets) == 0 {
		return
	}
	h := strHash(k) % uint32(len(o.buckets))
	chain := o.buckets[h]
	for i, c := range chain {
		if c == k {
			o.buckets[h] = append(chain[:i:i], chain[i+1:]...)
			o.count--
			return
		}
	}
}

// list is the subscripts as for-in visits them.
func (o *strOrder) list() []string {
	keys := make([]string, 0, o.count)
	for _, chain := range o.buckets {
		keys = append(keys, chain...)
	}
	return keys
}
