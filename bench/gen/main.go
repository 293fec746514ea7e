// Command gen writes the deterministic file tree used by bench/commands.sh:
// FILES text files of about SIZE/FILES bytes each, lines of words and numbers,
// spread over top-level directories and one nested level.
//
//	go run ./bench/gen -dir DIR -mb 100 -files 10000
package main

import (
	"bufio"
	"flag"
	"fmt"
	"log"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
)

func main() {
	dir := flag.String("dir", "", "output directory (created)")
	mb := flag.Int("mb", 100, "total size in MB (10^6 bytes)")
	files := flag.Int("files", 10000, "number of files")
	seed := flag.Uint64("seed", 1, "random seed")
	flag.Parse()
	if *dir == "" || *files < 1 || *mb < 1 {
		log.Fatal("usage: gen -dir DIR [-mb N] [-files N] [-seed N]")
	}
	if err := generate(*dir, int64(*mb)*1e6, *files, *seed); err != nil {
		log.Fatal(err)
	}
}

// generate writes half the files at DIR/dNN/fNNNN.txt and half one level
// deeper at DIR/dNN/sub/fNNNN.txt, 100 files a directory.
func generate(dir string, total int64, files int, seed uint64) error {
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	vocab := make([]string, 2000)
	for i := range vocab {
		vocab[i] = word(r)
	}
	// Zipf-distributed words make some lines repeat (for uniq -c) and keep
	// others rare.
	zipf := rand.NewZipf(rand.New(rand.NewPCG(seed+1, seed)), 1.2, 1, uint64(len(vocab)-1))
	per := total / int64(files)
	for i := 0; i < files; i++ {
		d := filepath.Join(dir, fmt.Sprintf("d%03d", i/200))
		if i%200 >= 100 {
			d = filepath.Join(d, "sub")
		}
		if err := os.MkdirAll(d, 0o755); err != nil {
			return err
		}
		if err := writeFile(filepath.Join(d, fmt.Sprintf("f%05d.txt", i)), per, r, zipf, vocab); err != nil {
			return err
		}
	}
	return nil
}

func writeFile(name string, size int64, r *rand.Rand, zipf *rand.Zipf, vocab []string) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	var n int64
	var line []byte
	for n < size {
		line = line[:0]
		switch k := r.IntN(100); {
		case k < 30:
			// A short line of frequent words: these repeat across the tree.
			for j := 0; j < 1+r.IntN(2); j++ {
				if j > 0 {
					line = append(line, ' ')
				}
				line = append(line, vocab[r.IntN(8)]...)
			}
		default:
			for j := 0; j < 3+r.IntN(10); j++ {
				if j > 0 {
					line = append(line, ' ')
				}
				if r.IntN(4) == 0 {
					line = strconv.AppendInt(line, int64(r.IntN(100000)), 10)
				} else {
					line = append(line, vocab[zipf.Uint64()]...)
				}
			}
			// A rare marker for grep to find: about one line in 20,000.
			if r.IntN(20000) == 0 {
				line = append(line, " needle"...)
				line = strconv.AppendInt(line, int64(r.IntN(1000)), 10)
			}
		}
		line = append(line, '\n')
		w.Write(line)
		n += int64(len(line))
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func word(r *rand.Rand) string {
	b := make([]byte, 2+r.IntN(8))
	for i := range b {
		b[i] = byte('a' + r.IntN(26))
	}
	return string(b)
}
