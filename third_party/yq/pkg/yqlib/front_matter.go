package yqlib

import (
	"bufio"
	"bytes"
	"errors"
	"io"
)

var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// stripUTF8BOM returns a reader that skips a leading UTF-8 BOM, if present.
func stripUTF8BOM(r io.Reader) io.Reader {
	br := bufio.NewReader(r)

	peek, err := br.Peek(3)
	if err == nil && bytes.Equal(peek, utf8BOM) {
		_, _ = br.Discard(3)
	}

	return br
}

// SplitFrontMatter splits a document at the end of its yaml front matter:
// it returns the front matter and a reader of the remaining content.
//
// computerwelt: upstream's frontMatterHandler opened the file with os.Open
// and wrote the front matter to a temporary file on the host; this keeps
// the same splitting rule and works on a reader, in memory.
func SplitFrontMatter(r io.Reader) ([]byte, io.Reader, error) {
	reader := bufio.NewReader(stripUTF8BOM(r))
	var yaml bytes.Buffer
	lineCount := 0

	for {
		peekBytes, err := reader.Peek(3)
		if errors.Is(err, io.EOF) {
			// we've finished reading the yaml content..I guess
			break
		} else if err != nil {
			return nil, nil, err
		}
		if lineCount > 0 && string(peekBytes) == "---" {
			// we've finished reading the yaml content..
			break
		}
		line, errReading := reader.ReadString('\n')
		lineCount = lineCount + 1
		if errReading != nil && !errors.Is(errReading, io.EOF) {
			return nil, nil, errReading
		}
		yaml.WriteString(line)
	}
	return yaml.Bytes(), reader, nil
}
