package docfs

import (
	"bytes"
	"compress/zlib"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"runtime"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/ledongthuc/pdf"
)

// rawPDF writes the numbered objects (bodies without "obj"/"endobj") with
// a classic xref table; trailer is added to the trailer dictionary.
func rawPDF(objs map[int]string, trailer string) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n")
	nums := make([]int, 0, len(objs))
	size := 0
	for n := range objs {
		nums = append(nums, n)
		size = max(size, n+1)
	}
	sort.Ints(nums)
	offsets := make([]int, size)
	for _, n := range nums {
		offsets[n] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", n, objs[n])
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", size)
	for n := 1; n < size; n++ {
		if offsets[n] == 0 {
			b.WriteString("0000000000 65535 f \n")
		} else {
			fmt.Fprintf(&b, "%010d 00000 n \n", offsets[n])
		}
	}
	trailer = strings.ReplaceAll(trailer, "XREF", fmt.Sprint(xref))
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R %s >>\nstartxref\n%d\n%%%%EOF\n", size, trailer, xref)
	return b.Bytes()
}

// streamPDF writes direct objects and objects packed in object streams
// (packed[n] = {stream, index}), with a cross-reference stream (object
// size-1) whose dictionary gets extra.
func streamPDF(direct map[int]string, packed map[int][2]int, extra string) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.5\n")
	size := 0
	for n := range direct {
		size = max(size, n+1)
	}
	for n := range packed {
		size = max(size, n+1)
	}
	self := size
	size++
	offsets := make([]int, size)
	for n := 0; n < self; n++ {
		if body, ok := direct[n]; ok {
			offsets[n] = b.Len()
			fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", n, body)
		}
	}
	offsets[self] = b.Len()
	var rows bytes.Buffer
	for n := 0; n < size; n++ {
		row := [7]byte{}
		if p, ok := packed[n]; ok {
			row[0] = 2
			binary.BigEndian.PutUint32(row[1:5], uint32(p[0]))
			binary.BigEndian.PutUint16(row[5:7], uint16(p[1]))
		} else if offsets[n] != 0 {
			row[0] = 1
			binary.BigEndian.PutUint32(row[1:5], uint32(offsets[n]))
		}
		rows.Write(row[:])
	}
	fmt.Fprintf(&b, "%d 0 obj\n<< /Type /XRef /Size %d /W [1 4 2] /Root 1 0 R /Length %d %s >>\nstream\n", self, size, rows.Len(), extra)
	b.Write(rows.Bytes())
	fmt.Fprintf(&b, "\nendstream\nendobj\nstartxref\n%d\n%%%%EOF\n", offsets[self])
	return b.Bytes()
}

// objStm is the body of an object stream holding objs (number → body).
func objStm(dict string, nums []int, bodies []string) string {
	var head, data strings.Builder
	for i, n := range nums {
		fmt.Fprintf(&head, "%d %d ", n, data.Len())
		data.WriteString(bodies[i] + "\n")
	}
	s := head.String() + data.String()
	return fmt.Sprintf("<< /Type /ObjStm /N %d /First %d %s >>\nstream\n%s\nendstream", len(nums), head.Len(), dict, s)
}

func deflate(s string) string {
	var b bytes.Buffer
	w := zlib.NewWriter(&b)
	w.Write([]byte(s))
	w.Close()
	return b.String()
}

func streamObj(dict, data string) string {
	return fmt.Sprintf("<< /Length %d %s >>\nstream\n%s\nendstream", len(data), dict, data)
}

const (
	hostileCatalog = "<< /Type /Catalog /Pages 2 0 R >>"
	hostileFont    = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"
	hostilePage    = "<< /Type /Page /Parent 2 0 R /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>"
	hostileContent = "BT /F1 12 Tf 72 720 Td (hello) Tj ET"
)

// onePage is a well-formed one-page file whose objects are replaced by over.
func onePage(over map[int]string) map[int]string {
	objs := map[int]string{
		1: hostileCatalog,
		2: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		3: hostilePage,
		4: hostileFont,
		5: streamObj("", hostileContent),
	}
	for n, s := range over {
		objs[n] = s
	}
	return objs
}

func hostilePDFs() []struct {
	name string
	data []byte
	want string // in the error
} {
	deepTree := onePage(nil)
	for i := 0; i < 300; i++ { // Pages 10, 11, ... each the only kid of the one before
		deepTree[10+i] = fmt.Sprintf("<< /Type /Pages /Kids [%d 0 R] /Count 1 >>", 11+i)
	}
	deepTree[2] = "<< /Type /Pages /Kids [10 0 R] /Count 1 >>"
	deepTree[310] = "<< /Type /Pages /Kids [3 0 R] /Count 1 >>"
	packedPage := map[int]string{1: hostileCatalog, 2: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", 4: hostileFont, 5: streamObj("", hostileContent)}
	return []struct {
		name string
		data []byte
		want string
	}{
		{"kids contain their node", rawPDF(onePage(map[int]string{2: "<< /Type /Pages /Kids [2 0 R] /Count 1 >>"}), ""), "reference cycle"},
		{"kids loop through two nodes", rawPDF(onePage(map[int]string{2: "<< /Type /Pages /Kids [6 0 R] /Count 1 >>", 6: "<< /Type /Pages /Kids [2 0 R] /Count 1 >>"}), ""), "reference cycle"},
		{"page tree 300 levels deep", rawPDF(deepTree, ""), "deeper than"},
		{"parent chain loops", rawPDF(onePage(map[int]string{3: "<< /Type /Page /Parent 6 0 R /Contents 5 0 R >>", 6: "<< /Type /Pages /Parent 6 0 R >>"}), ""), "/Parent chain"},
		{"object stream inside itself", streamPDF(packedPage, map[int][2]int{3: {6, 0}, 6: {6, 1}}, ""), "inside an object stream"},
		{"object stream length inside itself", streamPDF(map[int]string{1: hostileCatalog, 2: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", 4: hostileFont, 5: streamObj("", hostileContent),
			6: strings.Replace(objStm("", []int{3, 7}, []string{hostilePage, "70"}), "<< /Type", "<< /Length 7 0 R /Type", 1)}, map[int][2]int{3: {6, 0}, 7: {6, 1}}, ""), "needs itself"},
		{"object stream extends itself", streamPDF(map[int]string{1: hostileCatalog, 2: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", 4: hostileFont, 5: streamObj("", hostileContent),
			6: strings.Replace(objStm("/Extends 6 0 R", []int{7}, []string{"1"}), "/N 1", "/N 1 /Length 14", 1)}, map[int][2]int{3: {6, 0}}, ""), "Extends"},
		{"xref Prev points to itself", rawPDF(onePage(nil), "/Prev XREF"), "reference cycle"},
		{"xref stream Size 2^32", bytes.Replace(streamPDF(onePage(nil), nil, ""), []byte("/Size 7 "), []byte("/Size 4294967296 "), 1), "out of range"},
		{"xref section at 2^31", bytes.Replace(rawPDF(onePage(nil), ""), []byte("xref\n0 6\n"), []byte("xref\n2147483647 6\n"), 1), "out of range"},
		{"arrays nested a million deep", rawPDF(onePage(map[int]string{3: strings.Replace(hostilePage, "/Type /Page", "/Type /Page /X "+strings.Repeat("[", 1e6), 1)}), ""), "depth"},
		{"dictionaries nested 200000 deep in content", rawPDF(onePage(map[int]string{5: streamObj("", "BT "+strings.Repeat("<< /A ", 2e5)+" ET")}), ""), ""},
		{"operands without an operator", rawPDF(onePage(map[int]string{5: streamObj("/Filter /FlateDecode", deflate(strings.Repeat("0 ", 1<<20)))}), ""), "operands"},
		{"deflate bomb", rawPDF(onePage(map[int]string{5: streamObj("/Filter /FlateDecode", deflate("BT "+strings.Repeat(" ", 32<<20)+"ET"))}), ""), "limit"},
		{"predictor columns 2^40", rawPDF(onePage(map[int]string{5: streamObj("/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 1099511627776 >>", deflate(hostileContent))}), ""), "Columns"},
		{"cmap count 2^63-1", rawPDF(onePage(map[int]string{4: "<< /Type /Font /Subtype /Type0 /Encoding /Identity-H /ToUnicode 6 0 R >>",
			6: streamObj("", "1 begincodespacerange <0000> <ffff> endcodespacerange 9223372036854775807 beginbfchar <0001> <0041> endbfchar")}), ""), ""},
		{"form drawing itself ten times", rawPDF(onePage(map[int]string{3: "<< /Type /Page /Parent 2 0 R /Resources 6 0 R /Contents 5 0 R >>",
			5: streamObj("", "/X Do"), 6: "<< /XObject << /X 7 0 R >> /Font << /F1 4 0 R >> >>",
			7: streamObj("/Type /XObject /Subtype /Form /Resources 6 0 R", "BT /F1 1 Tf (x) Tj ET "+strings.Repeat("/X Do ", 10))}), ""), "operations"},
	}
}

// Hostile PDFs end by themselves, with an error naming the problem where
// they are broken, in bounded time and memory: nothing loops, overflows
// the stack or allocates a size read from the file (issue 17, item 5).
func TestHostilePDF(t *testing.T) {
	l := DefaultLimits
	l.MaxDecompressedBytes = 8 << 20
	for _, c := range hostilePDFs() {
		t.Run(c.name, func(t *testing.T) {
			// The deadline is a backstop: the extraction must end before
			// it, by itself.
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			got, err := extractPDF(ctx, c.data, l)
			if ctx.Err() != nil {
				t.Fatalf("ended only by the deadline: %v", err)
			}
			if c.want == "" {
				t.Logf("text %q, error %v", got, err)
				return
			}
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %v, want one containing %q (text %q)", err, c.want, got)
			}
			if strings.Contains(c.want, "cycle") && !errors.Is(err, pdf.ErrCycle) {
				t.Errorf("error %v does not wrap pdf.ErrCycle", err)
			}
		})
	}
}

// Through the file system a hostile PDF reads as an error naming the
// problem, and a read whose context ends leaves no extraction running.
func TestHostilePDFRead(t *testing.T) {
	base := memfs.New()
	var selfForm []byte
	for _, c := range hostilePDFs() {
		if c.name == "kids contain their node" {
			write(t, base, "/loop.pdf", c.data)
		}
		if c.name == "form drawing itself ten times" {
			selfForm = c.data
		}
	}
	write(t, base, "/forms.pdf", selfForm)
	f := New(base)
	_, err := vfs.ReadFile(bg, f, "/loop.pdf.txt")
	var ee *ExtractError
	if !errors.As(err, &ee) || !strings.Contains(err.Error(), "page tree contains object 2 twice") {
		t.Errorf("read of a page tree containing itself: %v", err)
	}
	before := runtime.NumGoroutine()
	// Far less than the extraction takes (it ends at the operations cap,
	// tens of ms on an idle machine), so only the context can end the read
	// in time: a read that ignored it would return the cap's error.
	start := time.Now()
	ctx, cancel := context.WithTimeout(bg, 2*time.Millisecond)
	defer cancel()
	if _, err := vfs.ReadFile(ctx, f, "/forms.pdf.txt"); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("read with a deadline: %v (after %v)", err, time.Since(start))
	}
	// The extraction goroutine has sent its result; give it a moment to exit.
	for i := 0; i < 100 && runtime.NumGoroutine() > before; i++ {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		buf := make([]byte, 1<<16)
		t.Errorf("%d goroutines after the read, %d before:\n%s", n, before, buf[:runtime.Stack(buf, true)])
	}
}
