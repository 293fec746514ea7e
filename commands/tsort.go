package commands

import (
	"bufio"
	"context"
	"io"
	"sort"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{
		Name:    "tsort",
		Summary: "perform topological sort",
		Usage:   tsortUsage,
		Run:     runTsort,
	})
}

const tsortUsage = `Usage: tsort [OPTION] [FILE]
Write totally ordered list consistent with the partial ordering in FILE.

With no FILE, or when FILE is -, read standard input.

      --help        display this help and exit
`

// tsortItem is a node of GNU tsort's graph.
type tsortItem struct {
	str   string
	done  bool // printed
	count int  // predecessors not yet printed
	top   []*tsortItem
	qlink *tsortItem
}

func runTsort(ctx context.Context, inv *shell.Invocation) int {
	f := newFlagSet("tsort")
	ops, status, done := parseFlags(inv, f, tsortUsage, 1)
	if done {
		return status
	}
	if len(ops) > 1 {
		errorf(inv, "extra operand %s", quoteArg(ops[1]))
		io.WriteString(inv.Stderr, "Try 'tsort --help' for more information.\n")
		return 1
	}
	name := "-"
	if len(ops) == 1 {
		name = ops[0]
	}
	r, closeFn, err := openText(ctx, inv, name)
	if err != nil {
		fileError(inv, quoteName(name), err)
		return 1
	}
	defer closeFn()
	items := map[string]*tsortItem{}
	get := func(s string) *tsortItem {
		it := items[s]
		if it == nil {
			it = &tsortItem{str: s}
			items[s] = it
		}
		return it
	}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	sc.Split(bufio.ScanWords)
	var j *tsortItem
	for sc.Scan() {
		k := get(sc.Text())
		if j == nil {
			j = k
			continue
		}
		if j != k {
			k.count++
			// GNU prepends successors.
			j.top = append([]*tsortItem{k}, j.top...)
		}
		j = nil
	}
	// GNU tsort takes a read error (a directory) for the end of its input.
	if j != nil {
		errorf(inv, "%s: input contains an odd number of tokens", quoteName(name))
		return 1
	}
	// GNU keeps the items in a search tree and walks it in order.
	sorted := make([]*tsortItem, 0, len(items))
	for _, it := range items {
		sorted = append(sorted, it)
	}
	sort.Slice(sorted, func(a, b int) bool { return sorted[a].str < sorted[b].str })
	out := bufio.NewWriter(inv.Stdout)
	defer out.Flush()
	left := len(sorted)
	for left > 0 {
		if ctx.Err() != nil {
			return 1
		}
		var head, zeros *tsortItem
		for _, k := range sorted {
			if k.count == 0 && !k.done {
				if head == nil {
					head = k
				} else {
					zeros.qlink = k
				}
				zeros = k
			}
		}
		for head != nil {
			out.WriteString(head.str + "\n")
			head.done = true
			left--
			for _, s := range head.top {
				s.count--
				if s.count == 0 {
					zeros.qlink = s
					zeros = s
				}
			}
			head = head.qlink
		}
		if left > 0 {
			out.Flush()
			errorf(inv, "%s: input contains a loop:", quoteName(name))
			status = 1
			var loop *tsortItem
			for {
				if tsortDetectLoop(inv, sorted, &loop) || loop == nil {
					break
				}
			}
		}
	}
	if out.Flush() != nil {
		return 1
	}
	return status
}

// tsortDetectLoop is one walk of GNU tsort's detect_loop over the items:
// it follows predecessors from the first item still waiting until it
// returns to one already on the path, prints that cycle and removes one
// of its edges. It reports true when a cycle was printed.
func tsortDetectLoop(inv *shell.Invocation, sorted []*tsortItem, loop **tsortItem) bool {
	for _, k := range sorted {
		if k.count <= 0 {
			continue
		}
		if *loop == nil {
			*loop = k
			continue
		}
		for i, s := range k.top {
			if s != *loop {
				continue
			}
			if k.qlink != nil {
				for *loop != nil {
					tmp := (*loop).qlink
					errorf(inv, "%s", (*loop).str)
					if *loop == k {
						s.count--
						k.top = append(k.top[:i:i], k.top[i+1:]...)
						break
					}
					(*loop).qlink = nil
					*loop = tmp
				}
				for *loop != nil {
					tmp := (*loop).qlink
					(*loop).qlink = nil
					*loop = tmp
				}
				return true
			}
			k.qlink = *loop
			*loop = k
			break
		}
	}
	return false
}
