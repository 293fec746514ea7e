package commands

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/itchyny/gojq"
	"github.com/itchyny/timefmt-go"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "jq",
		Summary: "command-line JSON processor (gojq)",
		Usage:   jqUsage,
		Run:     runJq,
	})
}

const jqUsage = `Usage:	jq [OPTIONS] FILTER [FILES...]
	jq [OPTIONS] --args FILTER [STRINGS...]
	jq [OPTIONS] --jsonargs FILTER [JSON_TEXTS...]

jq is a tool for processing JSON inputs, applying the given filter to
its JSON text inputs and producing the filter's results as JSON on
standard output. This jq is gojq: objects keep the key order of the input
and of the filter's object constructions (as jq does), other keys after
them in sorted order; modules cannot be loaded.

Example:

	$ echo '{"foo": 0}' | jq .
	{
	  "foo": 0
	}

Command options:
  -n, --null-input          use ` + "`null`" + ` as the single input value;
  -R, --raw-input           read each line as string instead of JSON;
  -s, --slurp               read all inputs into an array and use it as
                            the single input value;
  -c, --compact-output      compact instead of pretty-printed output;
  -r, --raw-output          output strings without escapes and quotes;
  -j, --join-output         implies -r and output without newline after
                            each output;
      --raw-output0         implies -r and output NUL after each output;
      --seq                 output the application/json-seq separator
                            (0x1e) before each output;
      --unbuffered          flush the output after each result;
  -a, --ascii-output        output strings by only ASCII characters
                            using escape sequences;
  -S, --sort-keys           sort keys of each object on output;
  -M, --monochrome-output   disable colored output;
      --tab                 use tabs for indentation;
      --indent n            use n spaces for indentation (max 7 spaces);
  -f, --from-file file      load filter from the file;
  -e, --exit-status         set exit status code based on the output;
      --arg name value      set $name to the string value;
      --argjson name value  set $name to the JSON value;
      --slurpfile name file set $name to an array of JSON values read
                            from the file;
      --rawfile name file   set $name to string contents of file;
      --args                consume remaining arguments as positional
                            string values;
      --jsonargs            consume remaining arguments as positional
                            JSON values;
  -h, --help                show the help;
  --                        terminates argument processing;

Named arguments are also available as $ARGS.named[], while
positional arguments are available as $ARGS.positional[].
`

const (
	jqExitFalsy   = 1
	jqExitUsage   = 2
	jqExitCompile = 3
	jqExitNoValue = 4
	jqExitError   = 5
)

type jqOpts struct {
	nullInput, rawInput, slurp            bool
	compact, raw, join, ascii, exitStatus bool
	raw0, seq                             bool
	unbuffered                            bool
	tab                                   bool
	sortKeys                              bool
	keys                                  *jqKeyOrder // see jq_order.go
	indent                                int
	fromFile                              bool
	filter                                string
	haveFilter                            bool
	files                                 []string
	named                                 map[string]any
	namedOrder                            []string
	positional                            []any
}

func runJq(ctx context.Context, inv *shell.Invocation) int {
	o := &jqOpts{indent: 2, named: map[string]any{}, positional: []any{}, keys: newJqKeyOrder()}
	if status, done := jqParseArgs(ctx, inv, o); done {
		return status
	}
	// Standard output is block-buffered as C stdio buffers a pipe or a
	// file (4 KiB): messages, written to standard error at once, come
	// before the results printed so far, as with jq 2>&1.
	j := &jqRun{ctx: ctx, inv: inv, o: o, out: bufio.NewWriterSize(inv.Stdout, 4096)}
	status := j.run()
	err := j.out.Flush()
	if j.outErr != nil && j.outErr != errJqRaw0 {
		err = j.outErr
	}
	if err != nil {
		// jq 1.7 checks stdout as it exits (fclose), whatever the status.
		if !diesOfSIGPIPE(inv, err) {
			fmt.Fprintf(inv.Stderr, "jq: error: writing output failed: %s\n", vfs.Strerror(err))
		}
		return jqExitUsage // JQ_ERROR_SYSTEM, also 2
	}
	return status
}

func jqUsageError(inv *shell.Invocation, msg string) (int, bool) {
	fmt.Fprintf(inv.Stderr, "jq: %s\nUse jq --help for help with command-line options,\nor see the jq manpage, or online docs  at https://jqlang.github.io/jq\n", msg)
	return jqExitUsage, true
}

// jqParseArgs parses jq's command line, which is not getopt: short options
// cluster (-nr), options may follow the filter, --arg takes two values,
// and after --args/--jsonargs the operands after the filter are values.
func jqParseArgs(ctx context.Context, inv *shell.Invocation, o *jqOpts) (int, bool) {
	args := inv.Args[1:]
	positionalMode := "" // "", "args" or "jsonargs"
	endOpts := false
	operand := func(a string) (int, bool) {
		if !o.haveFilter {
			o.filter, o.haveFilter = a, true
			return 0, false
		}
		switch positionalMode {
		case "args":
			o.positional = append(o.positional, a)
		case "jsonargs":
			v, err := jqParseOne(o.keys, a)
			if err != nil {
				return jqUsageError(inv, fmt.Sprintf("Invalid JSON text passed to --jsonargs"))
			}
			o.positional = append(o.positional, v)
		default:
			o.files = append(o.files, a)
		}
		return 0, false
	}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if endOpts || a == "-" || !strings.HasPrefix(a, "-") {
			if s, done := operand(a); done {
				return s, done
			}
			continue
		}
		if a == "--" {
			endOpts = true
			continue
		}
		need := func(n int) ([]string, bool) {
			if i+n >= len(args) {
				return nil, false
			}
			v := args[i+1 : i+1+n]
			i += n
			return v, true
		}
		if strings.HasPrefix(a, "--") {
			switch name := a[2:]; name {
			case "null-input":
				o.nullInput = true
			case "raw-input":
				o.rawInput = true
			case "slurp":
				o.slurp = true
			case "compact-output":
				o.compact = true
			case "raw-output":
				o.raw = true
			case "join-output":
				o.raw, o.join = true, true
			case "raw-output0":
				o.raw, o.raw0 = true, true
			case "seq":
				o.seq = true
			case "unbuffered":
				o.unbuffered = true
			case "ascii-output":
				o.ascii = true
			case "sort-keys":
				o.sortKeys = true
			case "monochrome-output":
				// Output has no color anyway.
			case "tab":
				o.tab = true
			case "exit-status":
				o.exitStatus = true
			case "from-file":
				o.fromFile = true
			case "args":
				positionalMode = "args"
			case "jsonargs":
				positionalMode = "jsonargs"
			case "help":
				io.WriteString(inv.Stdout, jqUsage)
				return 0, true
			case "version":
				return writeVersion(inv, "jq"), true
			case "indent":
				v, ok := need(1)
				if !ok {
					return jqUsageError(inv, "--indent takes one parameter")
				}
				n, err := strconv.Atoi(v[0])
				if err != nil {
					return jqUsageError(inv, "--indent takes a number")
				}
				if n > 7 {
					return jqUsageError(inv, "Cannot indent more than 7 characters")
				}
				if n < 0 {
					return jqUsageError(inv, "Cannot indent less than 0 characters")
				}
				o.indent = n
			case "arg", "argjson", "slurpfile", "rawfile":
				v, ok := need(2)
				if !ok {
					what := map[string]string{"arg": "value", "argjson": "text", "slurpfile": "filename", "rawfile": "filename"}[name]
					return jqUsageError(inv, fmt.Sprintf("--%s takes two parameters (e.g. --%s varname %s)", name, name, what))
				}
				val, msg := jqNamedValue(ctx, inv, o.keys, name, v[0], v[1])
				if msg != "" {
					fmt.Fprintf(inv.Stderr, "jq: %s\n", msg)
					return jqExitUsage, true
				}
				if _, dup := o.named[v[0]]; !dup {
					o.namedOrder = append(o.namedOrder, v[0])
				}
				o.named[v[0]] = val
			default:
				return jqUsageError(inv, "Unknown option: "+a)
			}
			continue
		}
		for _, c := range a[1:] {
			switch c {
			case 'n':
				o.nullInput = true
			case 'R':
				o.rawInput = true
			case 's':
				o.slurp = true
			case 'c':
				o.compact = true
			case 'r':
				o.raw = true
			case 'j':
				o.raw, o.join = true, true
			case 'a':
				o.ascii = true
			case 'S':
				o.sortKeys = true
			case 'M':
			case 'e':
				o.exitStatus = true
			case 'f':
				o.fromFile = true
			case 'h':
				io.WriteString(inv.Stdout, jqUsage)
				return 0, true
			case 'V':
				return writeVersion(inv, "jq"), true
			default:
				return jqUsageError(inv, "Unknown option: "+a)
			}
		}
	}
	if o.fromFile {
		if !o.haveFilter {
			return jqUsageError(inv, "-f takes a parameter (e.g. -f filename)")
		}
		src, err := vfs.ReadFile(ctx, inv.FS, inv.Path(o.filter))
		if err != nil {
			fmt.Fprintf(inv.Stderr, "jq: error: Could not open %s: %s\n", o.filter, vfs.Strerror(err))
			return jqExitUsage, true
		}
		o.filter = string(src)
	}
	if !o.haveFilter {
		io.WriteString(inv.Stderr, jqUsage)
		return jqExitUsage, true
	}
	return 0, false
}

// jqNamedValue computes the value of --arg, --argjson, --slurpfile or
// --rawfile; msg is the error to print.
func jqNamedValue(ctx context.Context, inv *shell.Invocation, keys *jqKeyOrder, kind, name, v string) (any, string) {
	switch kind {
	case "arg":
		return v, ""
	case "argjson":
		val, err := jqParseOne(keys, v)
		if err != nil {
			return nil, "Invalid JSON text passed to --argjson"
		}
		return val, ""
	}
	data, err := vfs.ReadFile(ctx, inv.FS, inv.Path(v))
	if err != nil {
		return nil, fmt.Sprintf("error: Could not open %s: %s", v, vfs.Strerror(err))
	}
	if kind == "rawfile" {
		return string(data), ""
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	vals := []any{}
	for {
		var raw json.RawMessage
		err := dec.Decode(&raw)
		if err == io.EOF {
			break
		}
		var x any
		if err == nil {
			x, err = keys.decode(raw)
		}
		if err != nil {
			return nil, fmt.Sprintf("Bad JSON in --slurpfile %s %s: %s", name, v, err)
		}
		vals = append(vals, x)
	}
	return vals, ""
}

// jqParseOne parses exactly one JSON value.
func jqParseOne(keys *jqKeyOrder, s string) (any, error) {
	dec := json.NewDecoder(strings.NewReader(s))
	var raw json.RawMessage
	if err := dec.Decode(&raw); err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("trailing data")
	}
	return keys.decode(raw)
}

type jqRun struct {
	ctx    context.Context
	inv    *shell.Invocation
	o      *jqOpts
	out    *bufio.Writer
	in     *jqInputs
	outErr error
}

// jqCompatDefs are jq 1.6's builtins gojq does not have.
// fromdate is jq's, strict on the format (and its error names it); limit
// with a negative count yields everything, as jq 1.6 and 1.7 do (gojq
// fails).
const jqCompatDefs = `def leaf_paths: paths(scalars); def recurse_down: recurse; def pow10: exp10; ` +
	`def _sandbox_limit($n; f): limit($n; f); def limit($n; f): if $n < 0 then f else _sandbox_limit($n; f) end; ` +
	`def fromdateiso8601: strptime("%Y-%m-%dT%H:%M:%SZ") | mktime; def fromdate: fromdateiso8601; `

func (j *jqRun) run() int {
	o := j.o
	query, err := gojq.Parse(o.filter)
	if err != nil {
		return j.compileError(err)
	}
	if err := checkJqNesting(query); err != nil {
		return j.compileError(err)
	}
	o.keys.scanQuery(query)
	// Shadow the builtins that would read the host's clock or time zone;
	// define jq's that gojq dropped.
	sandboxDefs, err := gojq.Parse(`def now: _sandbox_now; def localtime: gmtime; def strflocaltime(f): strftime(f); def strptime(f): _sandbox_strptime(f); ` +
		jqKeyOrderDefs + jqCompatDefs + `.`)
	if err != nil {
		panic(err) // a constant
	}
	query.FuncDefs = append(sandboxDefs.FuncDefs, query.FuncDefs...)
	lim := j.inv.Limits.WithDefaults()
	sizeChecks := jqSizes{maxString: lim.MaxStringBytes, maxArray: lim.MaxArrayElements, keys: o.keys}.apply(query)

	j.in = &jqInputs{j: j, names: o.files}
	if len(o.files) == 0 {
		j.in.names = []string{"-"}
	}
	varNames := make([]string, 0, len(o.namedOrder)+1)
	varValues := make([]any, 0, len(o.namedOrder)+1)
	named := map[string]any{}
	for _, n := range o.namedOrder {
		varNames = append(varNames, "$"+n)
		varValues = append(varValues, o.named[n])
		named[n] = o.named[n]
	}
	varNames = append(varNames, "$ARGS")
	args := map[string]any{"named": named, "positional": o.positional}
	// jq prints $ARGS as it builds it: positional first, named in the
	// order of the options.
	o.keys.remember(args, []string{"positional", "named"})
	o.keys.remember(named, o.namedOrder)
	varValues = append(varValues, args)

	code, err := gojq.Compile(query, append(sizeChecks,
		gojq.WithEnvironLoader(j.inv.Environ),
		gojq.WithVariables(varNames),
		gojq.WithInputIter(j.in),
		gojq.WithObjectKeyOrder(o.keys.order),
		gojq.WithObjectMade(o.keys.made),
		gojq.WithObjectUpdated(o.keys.updated),
		gojq.WithFunction("_sandbox_keys_unsorted", 0, 0, o.keys.keysUnsorted),
		gojq.WithFunction("_sandbox_fromjson", 0, 0, o.keys.fromJSON),
		gojq.WithFunction("_sandbox_tojson", 0, 0, func(v any, _ []any) any {
			var b bytes.Buffer
			j.encode(&b, v, -1, 0)
			return b.String()
		}),
		gojq.WithFunction("_sandbox_now", 0, 0, func(any, []any) any {
			t := j.inv.Now()
			return float64(t.UnixNano()) / 1e9
		}),
		gojq.WithFunction("_sandbox_strptime", 1, 1, func(v any, args []any) any {
			// gojq's strptime reads the host's time zone (time.Local).
			src, ok1 := v.(string)
			format, ok2 := args[0].(string)
			if !ok1 || !ok2 {
				return fmt.Errorf("strptime/1 requires string inputs and arguments")
			}
			t, err := timefmt.ParseInLocation(src, format, time.UTC)
			if err != nil {
				return fmt.Errorf("date %q does not match format %q", src, format)
			}
			t = t.UTC()
			return []any{t.Year(), int(t.Month()) - 1, t.Day(), t.Hour(), t.Minute(),
				float64(t.Second()) + float64(t.Nanosecond())/1e9, int(t.Weekday()), t.YearDay() - 1}
		}),
		gojq.WithFunction("input_line_number", 0, 0, func(any, []any) any {
			return j.in.line
		}),
		gojq.WithFunction("input_filename", 0, 0, func(any, []any) any {
			switch j.in.cur {
			case "":
				return nil
			case "-":
				return "<stdin>"
			}
			return j.in.cur
		}),
		gojq.WithFunction("debug", 0, 0, func(v any, _ []any) any {
			var b bytes.Buffer
			b.WriteString(`["DEBUG:",`)
			j.encode(&b, v, -1, 0)
			b.WriteString("]\n")
			j.inv.Stderr.Write(b.Bytes())
			return v
		}),
		gojq.WithFunction("stderr", 0, 0, func(v any, _ []any) any {
			var b bytes.Buffer
			if s, ok := v.(string); ok {
				b.WriteString(s)
			} else {
				j.encode(&b, v, -1, 0)
			}
			j.inv.Stderr.Write(b.Bytes())
			return v
		}),
	)...)
	if err != nil {
		return j.compileError(err)
	}

	// Statuses as jq 1.7 computes them: each input's run yields one, the
	// last input's wins, and -e looks at the last input with output.
	const (
		okNull     = -1
		okNoOutput = -4
	)
	ret := okNoOutput
	lastResult := -1 // -1 no output yet, 0 last was false or null, 1 other
	halted, haltStatus := false, 0
	runOn := func(v any) bool {
		ret = okNoOutput
		iter := code.RunWithContext(j.ctx, v, varValues...)
		for {
			x, ok := iter.Next()
			if !ok {
				break
			}
			if err, ok := x.(error); ok {
				var halt *gojq.HaltError
				if errors.As(err, &halt) {
					if hv := halt.Value(); hv != nil {
						if s, ok := hv.(string); ok {
							io.WriteString(j.inv.Stderr, s)
						} else {
							var b bytes.Buffer
							j.encode(&b, hv, -1, 0)
							b.WriteByte('\n')
							j.inv.Stderr.Write(b.Bytes())
						}
					}
					halted, haltStatus = true, halt.ExitCode()
					return false
				}
				if j.ctx.Err() != nil {
					return false
				}
				j.runtimeError(err)
				ret = jqExitError
				break
			}
			if !j.print(x) {
				return false
			}
			ret = 0
			if x == nil || x == false {
				ret = okNull
			}
		}
		if ret <= 0 && ret != okNoOutput {
			lastResult = 1
			if ret == okNull {
				lastResult = 0
			}
		}
		return true
	}

	switch {
	case o.nullInput:
		runOn(nil)
	case o.slurp:
		var all any
		if o.rawInput {
			if s, ok := j.in.readAllRaw(); ok {
				all = s
			}
		} else {
			vals := []any{}
			for {
				v, ok := j.in.Next()
				if !ok {
					break
				}
				if _, isErr := v.(error); isErr {
					break
				}
				vals = append(vals, v)
			}
			all = vals
		}
		if j.in.status == 0 {
			runOn(all)
		}
	default:
		for j.ctx.Err() == nil {
			v, ok := j.in.Next()
			if !ok {
				break
			}
			if _, isErr := v.(error); isErr {
				break
			}
			if !runOn(v) {
				break
			}
		}
	}
	switch {
	case halted:
		return haltStatus
	case j.outErr == errJqRaw0:
		return jqExitError
	case j.outErr != nil || j.ctx.Err() != nil:
		return jqExitUsage
	case j.in.status != 0:
		return j.in.status
	case o.exitStatus && ret != okNoOutput:
		if ret == okNull {
			return jqExitFalsy
		}
		return ret
	case o.exitStatus:
		switch lastResult {
		case -1:
			return jqExitNoValue
		case 0:
			return jqExitFalsy
		}
		return 0
	}
	return max(ret, 0)
}

// Compiled on first use: start-up runs no regexp compiler for a script without jq.
var jqNotDefined = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(?:function|variable) not defined: (.*)$`)
})

func (j *jqRun) compileError(err error) int {
	s := jqSyntax{msg: err.Error()}
	var pe *gojq.ParseError
	if errors.As(err, &pe) {
		s = jqSyntaxMessage(j.o.filter, pe)
	}
	msg := s.msg
	if m := jqNotDefined().FindStringSubmatch(msg); m != nil {
		msg = m[1] + " is not defined"
		s.pos = jqNamePos(j.o.filter, m[1])
	}
	if strings.Contains(msg, "module") || strings.Contains(msg, "import") || strings.Contains(msg, "include") {
		msg += " (modules cannot be loaded in the sandbox)"
	}
	fmt.Fprintf(j.inv.Stderr, "jq: error: %s at %s", msg, jqLocation(j.o.filter, s.pos))
	if s.hint != "" {
		fmt.Fprintf(j.inv.Stderr, "jq: error: %s at %sjq: 2 compile errors\n", s.hint, jqLocation(j.o.filter, s.hintPos))
	} else {
		fmt.Fprintf(j.inv.Stderr, "jq: 1 compile error\n")
	}
	return jqExitCompile
}

// jqErrorRewrites turn gojq's runtime error wording into jq's, the first
// that matches: by a replacement template, or by fn given the submatches.
// (Index errors, whose gojq wording lacks the key, are jq's in the patched
// gojq itself.)
// They are compiled on first use.
var jqErrorRewrites = sync.OnceValue(func() []jqErrorRewrite {
	return []jqErrorRewrite{
		{re: regexp.MustCompile(`^cannot iterate over: (.*)$`), repl: "Cannot iterate over $1"},
		{re: regexp.MustCompile(`^cannot add: (.*) and (.*)$`), repl: "$1 and $2 cannot be added"},
		{re: regexp.MustCompile(`^cannot subtract: (.*) and (.*)$`), repl: "$1 and $2 cannot be subtracted"},
		{re: regexp.MustCompile(`^cannot multiply: (.*) and (.*)$`), repl: "$1 and $2 cannot be multiplied"},
		{re: regexp.MustCompile(`^cannot divide: (.*) and (.*)$`), repl: "$1 and $2 cannot be divided"},
		{re: regexp.MustCompile(`^cannot divide (.*) by: (.*)$`), repl: "$1 and $2 cannot be divided because the divisor is zero"},
		{re: regexp.MustCompile(`^cannot modulo (.*) by: (.*)$`), repl: "$1 and $2 cannot be divided (remainder) because the divisor is zero"},
		{re: regexp.MustCompile(`^cannot negate: (.*)$`), repl: "$1 cannot be negated"},
		{re: regexp.MustCompile(`^length cannot be applied to: (.*)$`), repl: "$1 has no length"},
		{re: regexp.MustCompile(`^keys cannot be applied to: (.*)$`), repl: "$1 has no keys"},
		{re: regexp.MustCompile(`^(?:explode|ascii_downcase|ascii_upcase) cannot be applied to: .*$`), repl: "explode input must be a string"},
		{re: regexp.MustCompile(`^implode cannot be applied to: .*$`), repl: "implode input must be an array"},
		{re: regexp.MustCompile(`^(?:flatten|unique|join\(.*\)) cannot be applied to: (.*)$`), repl: "Cannot iterate over $1"},
		{re: regexp.MustCompile(`^(startswith|endswith)\(.*\) cannot be applied to: .*$`), repl: "$1() requires string inputs"},
		{re: regexp.MustCompile(`^split\(.*\) cannot be applied to: .*$`), repl: "split input and separator must be strings"},
		{re: regexp.MustCompile(`^(?:test|match)\((.*?); .*\) cannot be applied to: string .*$`), fn: func(m []string) string {
			return jqPreviewType(m[1]) + " not a string or array"
		}},
		{re: regexp.MustCompile(`^(?:test|match)\(.*\) cannot be applied to: (.*)$`), repl: "$1 cannot be matched, as it is not a string"},
		{re: regexp.MustCompile(`^has\((.*)\) cannot be applied to: (\w+) .*$`), fn: func(m []string) string {
			return "Cannot check whether " + m[2] + " has a " + jqPreviewType(m[1]) + " key"
		}},
		{re: regexp.MustCompile(`^contains\((.*)\) cannot be applied to: (.*)$`), fn: func(m []string) string {
			return m[2] + " and " + jqPreviewType(m[1]) + " (" + m[1] + ") cannot have their containment checked"
		}},
		{re: regexp.MustCompile(`^@(csv|tsv) cannot be applied to: (.*)$`), repl: "$2 cannot be $1-formatted, only array"},
		{re: regexp.MustCompile(`^@(?:csv|tsv) cannot format an array including: (.*)$`), repl: "$1 is not valid in a csv row"},
		{re: regexp.MustCompile(`^@sh cannot format an array including: (.*)$`), repl: "$1 can not be escaped for shell"},
		{re: regexp.MustCompile(`^range cannot be applied to: .*$`), repl: "Range bounds must be numeric"},
		{re: regexp.MustCompile(`^flatten depth should not be negative: .*$`), repl: "flatten depth must not be negative"},
		{re: regexp.MustCompile(`^utf8bytelength cannot be applied to: (.*)$`), repl: "$1 only strings have UTF-8 byte length"},
		{re: regexp.MustCompile(`^sort cannot be applied to: (.*)$`), repl: "$1 cannot be sorted, as it is not an array"},
		{re: regexp.MustCompile(`^(?:getpath|setpath)\(.*\) cannot be applied to: .*$`), repl: "Path must be specified as an array"},
		{re: regexp.MustCompile(`^delpaths\(.*\) cannot be applied to: .*$`), repl: "Paths must be specified as an array"},
		{re: regexp.MustCompile(`^delpaths\(.*\) cannot be applied to .*: expected an array but got: (\w+).*$`), repl: "Path must be specified as array, not $1"},
		{re: regexp.MustCompile(`^@base64d cannot be applied to (.*): illegal base64 data.*$`), fn: func(m []string) string {
			return jqPreviewType(m[1]) + " (" + m[1] + ") is not valid base64 data"
		}},
		{re: regexp.MustCompile(`^format not defined: @(.*)$`), repl: "$1 is not a valid format"},
		{re: regexp.MustCompile(`^strftime\(.*\) cannot be applied to: .*$`), repl: "strftime/1 requires parsed datetime inputs"},
	}
})

type jqErrorRewrite struct {
	re   *regexp.Regexp
	repl string
	fn   func(m []string) string
}

// jqPreviewType is the type of a value from gojq's preview of it.
func jqPreviewType(p string) string {
	switch {
	case p == "null":
		return "null"
	case p == "true" || p == "false":
		return "boolean"
	case strings.HasPrefix(p, `"`):
		return "string"
	case strings.HasPrefix(p, "["):
		return "array"
	case strings.HasPrefix(p, "{"):
		return "object"
	}
	return "number"
}

func (j *jqRun) runtimeError(err error) {
	loc := "<unknown>"
	if j.in.cur != "" {
		name := j.in.cur
		if name == "-" {
			name = "<stdin>"
		}
		loc = fmt.Sprintf("%s:%d", name, j.in.line)
	}
	var msg string
	var ve gojq.ValueError
	if errors.As(err, &ve) {
		if s, ok := ve.Value().(string); ok {
			msg = ": " + s
		} else {
			var b bytes.Buffer
			j.encode(&b, ve.Value(), -1, 0)
			msg = " (not a string): " + b.String()
		}
	} else {
		m := err.Error()
		for _, r := range jqErrorRewrites() {
			if sm := r.re.FindStringSubmatch(m); sm != nil {
				if r.fn != nil {
					m = r.fn(sm)
				} else {
					m = r.re.ReplaceAllString(m, r.repl)
				}
				break
			}
		}
		msg = ": " + m
	}
	fmt.Fprintf(j.inv.Stderr, "jq: error (at %s)%s\n", loc, msg)
}

// print writes one result; false when output failed.
func (j *jqRun) print(v any) bool {
	var b bytes.Buffer
	if j.o.seq {
		b.WriteByte(0x1e) // RFC 7464 record separator
	}
	if s, ok := v.(string); ok && j.o.raw && !j.o.ascii {
		if j.o.raw0 && strings.IndexByte(s, 0) >= 0 {
			j.runtimeError(errors.New("Cannot dump a string containing NUL with --raw-output0 option"))
			j.outErr = errJqRaw0
			return false
		}
		b.WriteString(s)
	} else {
		indent := j.o.indent
		if j.o.compact || (indent == 0 && !j.o.tab) {
			indent = -1
		}
		j.encode(&b, v, indent, 0)
	}
	switch {
	case j.o.raw0:
		b.WriteByte(0)
	case !j.o.join:
		b.WriteByte('\n')
	}
	if _, err := j.out.Write(b.Bytes()); err != nil {
		j.outErr = err
		return false
	}
	if j.o.unbuffered {
		if err := j.out.Flush(); err != nil {
			j.outErr = err
			return false
		}
	}
	return true
}

// encode writes v as jq prints it: indent < 0 is compact, else pretty with
// indent spaces (or a tab with --tab) per level.
var errJqRaw0 = errors.New("NUL in --raw-output0 string")

func (j *jqRun) encode(b *bytes.Buffer, v any, indent, depth int) {
	newline := func(d int) {
		if indent < 0 {
			return
		}
		b.WriteByte('\n')
		if j.o.tab {
			b.WriteString(strings.Repeat("\t", d))
		} else {
			b.WriteString(strings.Repeat(" ", indent*d))
		}
	}
	switch x := v.(type) {
	case nil:
		b.WriteString("null")
	case bool:
		b.WriteString(strconv.FormatBool(x))
	case string:
		jqString(b, x, j.o.ascii)
	case []any:
		if len(x) == 0 {
			b.WriteString("[]")
			return
		}
		b.WriteByte('[')
		for i, e := range x {
			if i > 0 {
				b.WriteByte(',')
			}
			newline(depth + 1)
			j.encode(b, e, indent, depth+1)
		}
		newline(depth)
		b.WriteByte(']')
	case map[string]any:
		if len(x) == 0 {
			b.WriteString("{}")
			return
		}
		var keys []string
		if j.o.sortKeys {
			keys = make([]string, 0, len(x))
			for k := range x {
				keys = append(keys, k)
			}
			sort.Strings(keys)
		} else {
			keys = j.o.keys.order(x)
		}
		b.WriteByte('{')
		for i, k := range keys {
			if i > 0 {
				b.WriteByte(',')
			}
			newline(depth + 1)
			jqString(b, k, j.o.ascii)
			b.WriteByte(':')
			if indent >= 0 {
				b.WriteByte(' ')
			}
			j.encode(b, x[k], indent, depth+1)
		}
		newline(depth)
		b.WriteByte('}')
	case float64:
		switch {
		case math.IsNaN(x):
			b.WriteString("null")
		case math.IsInf(x, 1):
			b.WriteString("1.7976931348623157e+308")
		case math.IsInf(x, -1):
			b.WriteString("-1.7976931348623157e+308")
		default:
			out, _ := gojq.Marshal(x)
			b.Write(out)
		}
	case int, *big.Int, json.Number:
		out, err := gojq.Marshal(x)
		if err != nil {
			b.WriteString("null")
			return
		}
		b.Write(out)
	default:
		out, err := gojq.Marshal(x)
		if err != nil {
			b.WriteString("null")
			return
		}
		b.Write(out)
	}
}

// jqString writes s as a JSON string the way jq escapes it.
func jqString(b *bytes.Buffer, s string, ascii bool) {
	b.WriteByte('"')
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		switch {
		case r == '"':
			b.WriteString(`\"`)
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\b':
			b.WriteString(`\b`)
		case r == '\f':
			b.WriteString(`\f`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(b, `\u%04x`, r)
		case r >= 0x80 && ascii:
			if r >= 0x10000 {
				r1, r2 := utf16Surrogates(r)
				fmt.Fprintf(b, `\u%04x\u%04x`, r1, r2)
			} else {
				fmt.Fprintf(b, `\u%04x`, r)
			}
		default:
			b.WriteRune(r) // invalid bytes become U+FFFD, as in jq
		}
	}
	b.WriteByte('"')
}

func utf16Surrogates(r rune) (rune, rune) {
	r -= 0x10000
	return 0xd800 + (r>>10)&0x3ff, 0xdc00 + r&0x3ff
}

// jqInputs reads the input values from the files in order (stdin for "-"),
// for the main loop and for input/inputs. It implements gojq.Iter.
type jqInputs struct {
	j      *jqRun
	names  []string
	next   int    // index of the next file to open
	cur    string // current file name
	line   int    // jq's line position in the current file
	status int    // 2 after a file error, 5 after a parse error
	// posLine and posCol are jq's parser position (one stream over all
	// files) at the start of the current file.
	posLine, posCol int

	r     io.Reader
	close func()
	dec   *json.Decoder
	rec   *jqRecorder
	lines *bufio.Reader
	done  bool
}

// jqRecorder keeps the bytes the JSON decoder has read but that are not
// yet counted, to compute jq's line positions.
type jqRecorder struct {
	r         io.Reader
	window    []byte
	base      int64 // input offset of window[0]
	newline   int   // newlines before base
	line, col int   // jq's parser position at base
}

func (r *jqRecorder) Read(p []byte) (int, error) {
	n, err := r.r.Read(p)
	r.window = append(r.window, p[:n]...)
	return n, err
}

// lineAt returns jq's line for a value ending at offset end: the newlines
// before it, plus one if the line it ends on is complete.
func (r *jqRecorder) lineAt(end int64) int {
	k := int(end - r.base)
	k = max(min(k, len(r.window)), 0)
	r.newline += bytes.Count(r.window[:k], []byte{'\n'})
	r.line, r.col = jqScanPosition(r.line, r.col, r.window[:k])
	r.window = r.window[k:]
	r.base += int64(k)
	if bytes.IndexByte(r.window, '\n') >= 0 {
		return r.newline + 1
	}
	return r.newline
}

// open advances to the next file; false when there is none.
func (in *jqInputs) open() bool {
	for in.next < len(in.names) {
		name := in.names[in.next]
		in.next++
		r, closeIn, err := openInput(in.j.ctx, in.j.inv, name)
		if err != nil {
			fmt.Fprintf(in.j.inv.Stderr, "jq: error: Could not open file %s: %s\n", name, vfs.Strerror(err))
			in.status = jqExitUsage
			continue
		}
		in.cur, in.line, in.r, in.close = name, 0, r, closeIn
		if in.posLine == 0 {
			in.posLine = 1
		}
		in.rec = &jqRecorder{r: r, line: in.posLine, col: in.posCol}
		in.dec = json.NewDecoder(in.rec)
		in.dec.UseNumber()
		in.lines = bufio.NewReader(r)
		return true
	}
	return false
}

func (in *jqInputs) Next() (any, bool) {
	for !in.done {
		if in.r == nil && !in.open() {
			in.done = true
			break
		}
		if in.j.o.rawInput {
			line, err := in.lines.ReadString('\n')
			if line != "" {
				in.line++
				return strings.TrimSuffix(line, "\n"), true
			}
			if err != nil && err != io.EOF {
				return in.fail(err)
			}
		} else {
			// The raw text first, for the key order of its objects.
			var raw json.RawMessage
			err := in.dec.Decode(&raw)
			if err == nil {
				in.line = in.rec.lineAt(in.dec.InputOffset())
				v, err := in.j.o.keys.decode(raw)
				if err != nil {
					return in.fail(err)
				}
				return v, true
			}
			if err != io.EOF {
				return in.fail(err)
			}
			in.posLine, in.posCol = jqScanPosition(in.rec.line, in.rec.col, in.rec.window)
		}
		in.close()
		in.r = nil
	}
	return nil, false
}

// fail reports a parse or read error; jq stops reading input after it.
func (in *jqInputs) fail(err error) (any, bool) {
	in.done = true
	in.status = jqExitUsage
	defer func() {
		in.close()
		in.r = nil
	}()
	msg := err.Error()
	var se *json.SyntaxError
	if errors.As(err, &se) || err == io.ErrUnexpectedEOF {
		if m, ok := in.jqParseError(); ok {
			in.status = jqExitError
			fmt.Fprintf(in.j.inv.Stderr, "jq: parse error: %s\n", m)
			return err, true
		}
	}
	if se != nil {
		msg = strings.TrimPrefix(msg, "json: ")
	} else if err == io.ErrUnexpectedEOF {
		msg = "Unfinished JSON term at EOF"
	}
	fmt.Fprintf(in.j.inv.Stderr, "jq: error (at %s:%d): Cannot parse input: %s\n", jqFileLabel(in.cur), in.line, msg)
	return err, true
}

// jqParseScanLimit bounds what jqParseError reads past the text Go's
// decoder refused when jq's parser finds nothing wrong there (01, .5).
const jqParseScanLimit = 64 << 10

// jqParseError is jq's message for the document Go's decoder refused in
// the current file, scanned from its start; false if jq's parser finds
// nothing wrong in what follows (within jqParseScanLimit).
func (in *jqInputs) jqParseError() (string, bool) {
	s := &jqJSONScanner{line: in.rec.line, col: in.rec.col}
	if m, ok := s.feed(in.rec.window); ok {
		return m, true
	}
	buf := make([]byte, 32<<10)
	for read := 0; read < jqParseScanLimit; {
		n, err := in.rec.r.Read(buf)
		if m, ok := s.feed(buf[:n]); ok {
			return m, true
		}
		read += n
		if err == io.EOF {
			return s.end()
		}
		if err != nil {
			return "", false
		}
	}
	return "", false
}

func jqFileLabel(name string) string {
	if name == "-" {
		return "<stdin>"
	}
	return name
}

// readAllRaw concatenates all inputs as one string (-R -s).
func (in *jqInputs) readAllRaw() (string, bool) {
	var b strings.Builder
	opened := false
	for in.open() {
		opened = true
		if _, err := io.Copy(&b, in.r); err != nil {
			in.fail(err)
			return "", false
		}
		in.close()
		in.r = nil
	}
	return b.String(), opened || in.status == 0
}

func (in *jqInputs) Close() error { return nil }
