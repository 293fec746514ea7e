package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"golang.org/x/term"
	"mvdan.cc/sh/v3/syntax"

	"github.com/computerwelt/computerwelt"
)

// shellCommand implements `computerwelt shell`: a prompt on one sandbox,
// one Exec per complete construct. On a terminal it offers line editing and
// history; otherwise it reads lines from standard input.
func shellCommand(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("computerwelt shell", flag.ContinueOnError)
	var sf sandboxFlags
	sf.register(fs)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: computerwelt shell [options]\n\nAn interactive prompt on a sandbox; 'exit' or end of input leaves it.\n\noptions:")
		fs.PrintDefaults()
	}
	if ok, status := parseArgs(fs, args, stderr); !ok {
		return status
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "computerwelt shell: unexpected argument %q\n", fs.Arg(0))
		fs.Usage()
		return 2
	}
	sb, err := sf.newSandbox(ctx)
	if err != nil {
		fmt.Fprintf(stderr, "computerwelt: %v\n", err)
		return 2
	}
	defer sb.Close()

	var lines lineReader
	if f, ok := stdin.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
		old, err := term.MakeRaw(int(f.Fd()))
		if err != nil {
			fmt.Fprintf(stderr, "computerwelt: %v\n", err)
			return 2
		}
		defer term.Restore(int(f.Fd()), old)
		t := term.NewTerminal(struct {
			io.Reader
			io.Writer
		}{f, stdout}, "")
		lines = &termLines{t: t}
		// The terminal is raw: the sandbox's newlines need carriage returns.
		stdout, stderr = t, &crlfWriter{stderr}
	} else {
		lines = &plainLines{r: bufio.NewReader(stdin), prompt: stderr}
	}
	return repl(ctx, sb, lines, stdout, stderr)
}

type lineReader interface {
	ReadLine(prompt string) (string, error)
}

// repl reads complete constructs (continuing with "> " while the parser
// says the input is incomplete) and runs each as one Exec.
func repl(ctx context.Context, sb *computerwelt.Sandbox, lines lineReader, stdout, stderr io.Writer) int {
	status := 0
	parser := syntax.NewParser(syntax.Variant(syntax.LangBash))
	for {
		var src strings.Builder
		prompt := fmt.Sprintf("%s$ ", sb.Dir())
		for {
			line, err := lines.ReadLine(prompt)
			if err != nil {
				if src.Len() > 0 {
					// Input ended inside a construct (an unterminated
					// quote, a missing fi): as run does, the parser's
					// message and its status.
					res, err := sb.ExecStream(ctx, src.String(), stdout, stderr)
					if err != nil {
						fmt.Fprintf(stderr, "computerwelt: %v\n", err)
						return 2
					}
					return res.ExitCode
				}
				return status
			}
			src.WriteString(line)
			src.WriteString("\n")
			_, perr := parser.Parse(strings.NewReader(src.String()), "")
			if perr != nil && syntax.IsIncomplete(perr) {
				prompt = "> "
				continue
			}
			break
		}
		if strings.TrimSpace(src.String()) == "" {
			continue
		}
		res, err := sb.ExecStream(ctx, src.String(), stdout, stderr)
		if err != nil {
			fmt.Fprintf(stderr, "computerwelt: %v\n", err)
			return 2
		}
		status = res.ExitCode
		if res.Exited {
			return status
		}
	}
}

type plainLines struct {
	r      *bufio.Reader
	prompt io.Writer
}

func (p *plainLines) ReadLine(string) (string, error) {
	line, err := p.r.ReadString('\n')
	if err != nil && line == "" {
		return "", err
	}
	return strings.TrimSuffix(line, "\n"), nil
}

type termLines struct{ t *term.Terminal }

func (l *termLines) ReadLine(prompt string) (string, error) {
	l.t.SetPrompt(prompt)
	return l.t.ReadLine()
}

// crlfWriter turns "\n" into "\r\n" for a terminal in raw mode.
type crlfWriter struct{ w io.Writer }

func (c *crlfWriter) Write(p []byte) (int, error) {
	_, err := c.w.Write([]byte(strings.ReplaceAll(string(p), "\n", "\r\n")))
	return len(p), err
}
