package yqlib

import (
	"bufio"
	"container/list"
	"errors"
	"fmt"
	"io"
)

// filenameAliases maps real file paths to display names.
// Used by front matter handling to preserve original filenames
// when the actual content is read from temporary files.
var filenameAliases = map[string]string{}

// SetFilenameAlias registers a display name for a file path so that
// the filename operator returns the original name instead of a temp path.
func SetFilenameAlias(realPath string, displayName string) {
	filenameAliases[realPath] = displayName
}

// ClearFilenameAliases removes all filename aliases.
func ClearFilenameAliases() {
	filenameAliases = map[string]string{}
}

func resolveFilename(filename string) string {
	if alias, ok := filenameAliases[filename]; ok {
		return alias
	}
	return filename
}

// readStream returns a reader for the given file, along with a cleanup function
// that must be called once the reader is no longer needed. The cleanup is a no-op
// for stdin.
//
// computerwelt: the file ("-": standard input) is opened through the Host
// (was os.Stdin and os.Open).
func readStream(host Host, filename string) (io.Reader, func(), error) {
	file, err := hostOrDefault(host).Open(filename)
	if err != nil {
		return nil, nil, err
	}
	return bufio.NewReader(file), func() { _ = file.Close() }, nil
}

func writeString(writer io.Writer, txt string) error {
	_, errorWriting := io.WriteString(writer, txt)
	return errorWriting
}

func ReadDocuments(reader io.Reader, decoder Decoder) (*list.List, error) {
	return readDocuments(reader, "", 0, decoder)
}

func readDocuments(reader io.Reader, filename string, fileIndex int, decoder Decoder) (*list.List, error) {
	filename = resolveFilename(filename)
	err := decoder.Init(reader)
	if err != nil {
		return nil, err
	}
	inputList := list.New()
	var currentIndex uint

	for {
		candidateNode, errorReading := decoder.Decode()

		if errors.Is(errorReading, io.EOF) {
			return inputList, nil
		} else if errorReading != nil {
			return nil, fmt.Errorf("bad file '%v': %w", filename, errorReading)
		}
		candidateNode.document = currentIndex
		candidateNode.filename = filename
		candidateNode.fileIndex = fileIndex
		candidateNode.EvaluateTogether = true

		inputList.PushBack(candidateNode)

		currentIndex = currentIndex + 1
	}
}
