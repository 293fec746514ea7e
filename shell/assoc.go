package shell

// assocOrder keeps an associative array's keys in the order bash lists
// them. Bash stores them in a hash table: 1,024 buckets, the FNV-1 hash of
// the key (its bytes as signed chars), a new key at the head of its
// bucket's chain, the table growing 4× (chains rebuilt bucket by bucket,
// each from its head) when a key is added to one holding twice as many
// keys as buckets; ${!h[@]}, "${h[@]}" and declare -p walk it bucket by
// bucket. The order looks random, but it is the same every time, and
// scripts print it: the sandbox keeps the same table, so that its output
// is bash's.
type assocOrder struct {
	heads []int32 // per bucket: 1 + index in ents of its first entry, 0 if none
	ents  []assocEnt
	free  []int32 // indexes in ents of removed entries, for reuse
	n     int     // keys held
}

type assocEnt struct {
	key  string
	hash uint32
	next int32 // 1 + index in ents of the next entry of the chain, 0 at its end
}

// assocBuckets is bash's ASSOC_HASH_BUCKETS.
const assocBuckets = 1024

// convertedAssocBuckets is bash's DEFAULT_HASH_BUCKETS, the size of the
// table of a variable declare -A makes associative (convert_var_to_assoc).
const convertedAssocBuckets = 128

// maxAssocBuckets bounds a restored table's size (bash grows 1024 → 4096 →
// …; 1<<24 buckets hold 32 million keys).
const maxAssocBuckets = 1 << 24

// bashHash is bash's hash_string: FNV-1 over the bytes as signed chars.
func bashHash(s string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(s); i++ {
		h *= 16777619
		h ^= uint32(int32(int8(s[i])))
	}
	return h
}

func newAssocOrder(buckets int) *assocOrder {
	return &assocOrder{heads: make([]int32, buckets)}
}

// insert adds k, which the table does not hold.
func (o *assocOrder) insert(k string) {
	if o.n >= 2*len(o.heads) {
		o.grow()
	}
	o.link(k, bashHash(k))
	o.n++
}

func (o *assocOrder) link(k string, h uint32) {
	var i int32
	if n := len(o.free); n > 0 {
		i = o.free[n-1]
		o.free = o.free[:n-1]
	} else {
		o.ents = append(o.ents, assocEnt{})
		i = int32(len(o.ents) - 1)
	}
	b := h & uint32(len(o.heads)-1)
	o.ents[i] = assocEnt{key: k, hash: h, next: o.heads[b]}
	o.heads[b] = i + 1
}

// grow is bash's hash_rehash to 4× the buckets.
func (o *assocOrder) grow() {
	old := o.heads
	o.heads = make([]int32, 4*len(old))
	mask := uint32(len(o.heads) - 1)
	for _, head := range old {
		for e := head; e != 0; {
			ent := &o.ents[e-1]
			next := ent.next
			b := ent.hash & mask
			ent.next = o.heads[b]
			o.heads[b] = e
			e = next
		}
	}
}

// remove unlinks k, which the table holds.
func (o *assocOrder) remove(k string) {
	h := bashHash(k)
	b := h & uint32(len(o.heads)-1)
	for p := &o.heads[b]; *p != 0; p = &o.ents[*p-1].next {
		i := *p - 1
		if e := &o.ents[i]; e.hash == h && e.key == k {
			*p = e.next
			*e = assocEnt{}
			o.free = append(o.free, i)
			o.n--
			return
		}
	}
}

// keys lists the keys in bash's order.
func (o *assocOrder) keys() []string {
	out := make([]string, 0, o.n)
	for _, head := range o.heads {
		for e := head; e != 0; e = o.ents[e-1].next {
			out = append(out, o.ents[e-1].key)
		}
	}
	return out
}

func (o *assocOrder) clone() *assocOrder {
	return &assocOrder{
		heads: append([]int32(nil), o.heads...),
		ents:  append([]assocEnt(nil), o.ents...),
		free:  append([]int32(nil), o.free...),
		n:     o.n,
	}
}

// restoreAssocOrder rebuilds a table of the given size that lists keys
// (a table's keys(), in its order) in that order.
func restoreAssocOrder(buckets int, keys []string) *assocOrder {
	o := newAssocOrder(buckets)
	for i := len(keys) - 1; i >= 0; i-- {
		o.link(keys[i], bashHash(keys[i]))
	}
	o.n = len(keys)
	return o
}

// bytes is what the table holds beyond the keys and values themselves.
func (o *assocOrder) bytes() int64 {
	return int64(4*len(o.heads) + 24*len(o.ents) + 4*len(o.free))
}
