package commands

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"path"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/BurntSushi/toml"
	"github.com/itchyny/gojq"
	"gopkg.in/yaml.v3"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

func init() {
	register(shell.Command{
		Name:    "yq",
		Summary: "YAML/JSON/TOML processor (mikefarah yq v4 style, jq expressions)",
		Usage:   yqUsage,
		Run:     runYq,
	})
}

const yqUsage = `Usage:
  yq [eval|e] [flags] EXPRESSION [FILES...]
  yq eval-all|ea [flags] EXPRESSION [FILES...]

yq processes YAML, JSON and TOML documents with a jq expression (gojq).
Each document of each file (documents are separated by ---) is evaluated
in turn. eval-all evaluates the expression once, with . bound to the array
of all documents of all files.

Examples:
  yq '.a.b' file.yaml
  yq -o json '.' file.yaml
  yq -i '.version = "2"' file.yaml

Flags:
  -e, --exit-status          exit 1 if the last output is null or false, or
                             there is no output
  -h, --help                 help for yq
  -I, --indent int           indent of the output (default 2)
  -i, --inplace              update the file in place
  -p, --input-format string  yaml, json or toml (default: from the file
                             extension, else yaml)
  -n, --null-input           do not read input; evaluate once with null
  -o, --output-format string yaml, json, toml or props (default: the input
                             format when inferred from the extension, else
                             yaml)
  -P, --prettyPrint          block style output (always the case here)
  -r, --unwrapScalar         print scalar strings raw (default for yaml and
                             props output)
`

type yqOpts struct {
	evalAll, inplace, nullInput, exitStatus, unwrap bool
	unwrapSet                                       bool
	inFmt, outFmt                                   string
	indent                                          int
}

// yqError prints yq's "Error: msg" and returns status 1.
func yqError(inv *shell.Invocation, format string, args ...any) int {
	fmt.Fprintf(inv.Stderr, "Error: %s\n", fmt.Sprintf(format, args...))
	return 1
}

// yqFormat normalises a format name; ok is false for unknown ones.
func yqFormat(s string) (string, bool) {
	switch strings.ToLower(s) {
	case "y", "yaml", "yml":
		return "yaml", true
	case "j", "json":
		return "json", true
	case "t", "toml":
		return "toml", true
	case "p", "props", "properties":
		return "props", true
	}
	return "", false
}

func runYq(ctx context.Context, inv *shell.Invocation) int {
	args := inv.Args[1:]
	o := &yqOpts{indent: 2}
	if len(args) > 0 {
		switch args[0] {
		case "eval", "e":
			args = args[1:]
		case "eval-all", "ea":
			o.evalAll = true
			args = args[1:]
		}
	}
	f := newFlagSet("yq")
	f.Bool('i', "inplace")
	f.Bool('n', "null-input")
	f.Bool('e', "exit-status")
	f.Bool('P', "prettyPrint")
	unwrap := f.Bool('r', "unwrapScalar")
	inFmt := f.String('p', "input-format", "")
	outFmt := f.String('o', "output-format", "")
	indent := f.String('I', "indent", "2")
	// pflag, which yq uses, accepts -o=json for shorthand flags too.
	args = append([]string(nil), args...)
	for i, a := range args {
		if a == "--" {
			break
		}
		if len(a) > 3 && a[0] == '-' && strings.ContainsRune("opI", rune(a[1])) && a[2] == '=' {
			args[i] = a[:2] + a[3:]
		}
	}
	help := f.Bool('h', "help")
	ops, err := f.parse(args)
	if errors.Is(err, errHelp) || (err == nil && *help) {
		io.WriteString(inv.Stdout, yqUsage)
		return 0
	}
	if err != nil {
		msg := err.Error()
		if strings.HasPrefix(msg, "invalid option -- '") {
			c := strings.TrimSuffix(strings.TrimPrefix(msg, "invalid option -- '"), "'")
			msg = "unknown shorthand flag: '" + c + "'"
			for _, a := range args {
				if len(a) > 1 && a[0] == '-' && a[1] != '-' && strings.Contains(a[1:], c) {
					msg += " in " + a // as pflag says it
					break
				}
			}
		} else if strings.HasPrefix(msg, "unrecognized option '") {
			msg = "unknown flag: " + strings.TrimSuffix(strings.TrimPrefix(msg, "unrecognized option '"), "'")
		}
		return yqError(inv, "%s", msg)
	}
	o.inplace, o.nullInput, o.exitStatus = f.Seen("i"), f.Seen("n"), f.Seen("e")
	o.unwrap, o.unwrapSet = *unwrap, f.Seen("r")
	if n, err := strconv.Atoi(*indent); err != nil || n < 0 {
		return yqError(inv, "invalid argument %q for \"-I, --indent\" flag", *indent)
	} else {
		o.indent = min(n, 9)
	}
	if *inFmt != "" {
		fm, ok := yqFormat(*inFmt)
		if !ok || fm == "props" {
			return yqError(inv, "unknown input format %s", *inFmt)
		}
		o.inFmt = fm
	}
	if *outFmt != "" {
		fm, ok := yqFormat(*outFmt)
		if !ok {
			return yqError(inv, "unknown output format %s", *outFmt)
		}
		o.outFmt = fm
	}
	if len(ops) == 0 {
		if o.nullInput {
			return yqError(inv, "an expression is required with --null-input")
		}
		ops = []string{"."}
	}
	expr, files := ops[0], ops[1:]
	if len(files) == 0 && !o.nullInput {
		// yq takes a single operand that names an existing file as the file.
		if len(ops) == 1 && ops[0] != "." && yqLooksLikeFile(ctx, inv, ops[0]) {
			expr, files = ".", ops
		} else {
			files = []string{"-"}
		}
	}
	if o.inplace && (o.nullInput || len(files) == 0 || files[0] == "-") {
		return yqError(inv, "write in place flag only applicable when giving an expression and at least one file")
	}
	r := &yqRun{ctx: ctx, inv: inv, o: o, order: map[string]int{}}
	return r.run(expr, files)
}

// yqLooksLikeFile reports whether a lone operand is a file rather than an
// expression, as yq decides.
func yqLooksLikeFile(ctx context.Context, inv *shell.Invocation, name string) bool {
	fi, err := inv.FS.Stat(ctx, inv.Path(name))
	return err == nil && !fi.IsDir()
}

type yqRun struct {
	ctx   context.Context
	inv   *shell.Invocation
	o     *yqOpts
	order map[string]int // first-seen position of each key in the input, for output order
	code  *gojq.Code
	nodes int // YAML nodes converted, alias expansions included
}

const yqMaxNodes = 1 << 21

// yqDoc is one parsed document.
type yqDoc struct {
	v any
}

func (r *yqRun) run(expr string, files []string) int {
	q, err := gojq.Parse(expr)
	if err == nil {
		err = checkJqNesting(q)
	}
	if err != nil {
		return yqError(r.inv, "%v", err)
	}
	sandboxDefs, err := gojq.Parse(`def now: _sandbox_now; def localtime: gmtime; def strflocaltime(f): strftime(f); .`)
	if err != nil {
		panic(err) // a constant
	}
	q.FuncDefs = append(sandboxDefs.FuncDefs, q.FuncDefs...)
	r.code, err = gojq.Compile(q,
		gojq.WithEnvironLoader(r.inv.Environ),
		gojq.WithFunction("_sandbox_now", 0, 0, func(any, []any) any {
			return float64(r.inv.Now().UnixNano()) / 1e9
		}))
	if err != nil {
		return yqError(r.inv, "%v", err)
	}

	if r.o.nullInput {
		e := r.emitter(r.inv.Stdout, r.outFormat(""))
		if st := r.eval(nil, e.doc(0)); st != 0 {
			return st
		}
		return e.finish()
	}

	if r.o.inplace {
		for _, name := range files {
			inFmt, outFmt := r.formats(name)
			docs, st := r.load(name, inFmt)
			if st != 0 {
				return st
			}
			var buf bytes.Buffer
			e := r.emitter(&buf, outFmt)
			for i, d := range docs {
				if st := r.eval(d.v, e.doc(i)); st != 0 {
					return st
				}
			}
			if err := vfs.WriteFile(r.ctx, r.inv.FS, r.inv.Path(name), buf.Bytes(), 0o644); err != nil {
				return yqError(r.inv, "%s", yqErrno(err))
			}
			if st := e.finish(); st != 0 {
				return st
			}
		}
		return 0
	}

	var all []any
	var e *yqEmitter
	ndoc := 0
	for _, name := range files {
		inFmt, outFmt := r.formats(name)
		if e == nil {
			e = r.emitter(r.inv.Stdout, outFmt)
		}
		docs, st := r.load(name, inFmt)
		if st != 0 {
			return st
		}
		for _, d := range docs {
			if r.o.evalAll {
				all = append(all, d.v)
				continue
			}
			if st := r.eval(d.v, e.doc(ndoc)); st != 0 {
				return st
			}
			ndoc++
		}
	}
	if r.o.evalAll {
		if all == nil {
			all = []any{}
		}
		if st := r.eval(all, e.doc(0)); st != 0 {
			return st
		}
	}
	return e.finish()
}

// yqEmitter writes results as they come.
type yqEmitter struct {
	r       *yqRun
	w       io.Writer
	format  string
	matched bool
	last    any
}

func (r *yqRun) emitter(w io.Writer, format string) *yqEmitter {
	return &yqEmitter{r: r, w: w, format: format}
}

// doc returns the emit function for the results of document i; output of
// a later YAML document starts with "---".
func (e *yqEmitter) doc(i int) func(any) bool {
	first := true
	return func(v any) bool {
		var buf bytes.Buffer
		if err := e.r.write(&buf, []any{v}, e.format, i > 0 && first); err != nil {
			yqError(e.r.inv, "%v", err)
			return false
		}
		first = false
		if _, err := e.w.Write(buf.Bytes()); err != nil {
			return false // output limit or closed pipe
		}
		e.matched, e.last = true, v
		return true
	}
}

// finish returns the -e status.
func (e *yqEmitter) finish() int {
	if e.r.o.exitStatus && (!e.matched || e.last == nil || e.last == false) {
		return yqError(e.r.inv, "no matches found")
	}
	return 0
}

// formats returns the input and output format for a file operand.
func (r *yqRun) formats(name string) (in, out string) {
	in, out = r.o.inFmt, r.o.outFmt
	if in == "" {
		in = "yaml"
		switch strings.ToLower(path.Ext(name)) {
		case ".json":
			in = "json"
		case ".toml":
			in = "toml"
		}
		if out == "" {
			out = in
		}
	}
	return in, r.outFormat(out)
}

func (r *yqRun) outFormat(f string) string {
	if f == "" {
		return "yaml"
	}
	return f
}

// eval runs the expression on one input value, passing each result to
// emit as it comes; it returns the exit status.
func (r *yqRun) eval(v any, emit func(any) bool) int {
	iter := r.code.RunWithContext(r.ctx, v)
	for {
		x, ok := iter.Next()
		if !ok {
			return 0
		}
		if err, ok := x.(error); ok {
			var halt *gojq.HaltError
			if errors.As(err, &halt) {
				// halt and halt_error end the run as in jq.
				switch hv := halt.Value().(type) {
				case nil:
				case string:
					io.WriteString(r.inv.Stderr, hv)
				default:
					var b bytes.Buffer
					r.writeJSON(&b, hv, 0)
					b.WriteByte('\n')
					r.inv.Stderr.Write(b.Bytes())
				}
				return halt.ExitCode()
			}
			if r.ctx.Err() != nil {
				return 1
			}
			return yqError(r.inv, "%v", err)
		}
		if !emit(x) {
			return 1
		}
	}
}

// yqErrno renders a VFS error as Go's os package would ("open x: no such
// file or directory"), which is what yq prints.
func yqErrno(err error) string {
	msg := vfs.Strerror(err)
	if msg != "" {
		msg = strings.ToLower(msg[:1]) + msg[1:]
	}
	return msg
}

// load reads and parses all documents of one file.
func (r *yqRun) load(name, format string) ([]yqDoc, int) {
	in, closeIn, err := openInput(r.ctx, r.inv, name)
	if err != nil {
		return nil, yqError(r.inv, "open %s: %s", name, yqErrno(err))
	}
	defer closeIn()
	limit := r.inv.Limits.MaxFileBytes
	if limit <= 0 {
		limit = 64 << 20
	}
	data, err := io.ReadAll(io.LimitReader(in, limit+1))
	if err != nil {
		return nil, yqError(r.inv, "read %s: %s", name, yqErrno(err))
	}
	if int64(len(data)) > limit {
		return nil, yqError(r.inv, "%s: file too large", name)
	}
	var docs []yqDoc
	switch format {
	case "json":
		docs, err = r.parseJSON(data)
	case "toml":
		docs, err = r.parseTOML(data)
	default:
		docs, err = r.parseYAML(data)
	}
	if err != nil {
		return nil, yqError(r.inv, "bad file '%s': %v", name, err)
	}
	return docs, 0
}

func (r *yqRun) seeKey(k string) {
	if _, ok := r.order[k]; !ok {
		r.order[k] = len(r.order)
	}
}

func (r *yqRun) parseYAML(data []byte) ([]yqDoc, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var docs []yqDoc
	lastEmpty := false
	for {
		if err := r.ctx.Err(); err != nil {
			return nil, err
		}
		var n yaml.Node
		err := dec.Decode(&n)
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		v, err := r.fromNode(&n, 0)
		if err != nil {
			return nil, err
		}
		docs = append(docs, yqDoc{v: v})
		lastEmpty = len(n.Content) == 0 || (n.Content[0].Kind == yaml.ScalarNode && n.Content[0].Value == "" && n.Content[0].ShortTag() == "!!null")
	}
	if lastEmpty && len(docs) > 1 {
		docs = docs[:len(docs)-1] // a trailing "---" starts no document
	}
	if len(docs) == 0 {
		// An empty file is one empty (null) document to yq.
		docs = append(docs, yqDoc{v: nil})
	}
	return docs, nil
}

// fromNode converts a YAML node to a gojq value, recording key order.
func (r *yqRun) fromNode(n *yaml.Node, depth int) (any, error) {
	if depth > 1000 {
		return nil, errors.New("document nested too deeply")
	}
	// Aliases are expanded: bound the work against alias bombs.
	r.nodes++
	if r.nodes > yqMaxNodes {
		return nil, fmt.Errorf("document expands to more than %d nodes (aliases)", yqMaxNodes)
	}
	if r.nodes%4096 == 0 {
		if err := r.ctx.Err(); err != nil {
			return nil, err
		}
	}
	switch n.Kind {
	case yaml.DocumentNode:
		if len(n.Content) == 0 {
			return nil, nil
		}
		return r.fromNode(n.Content[0], depth+1)
	case yaml.AliasNode:
		return r.fromNode(n.Alias, depth+1)
	case yaml.SequenceNode:
		arr := make([]any, 0, len(n.Content))
		for _, c := range n.Content {
			v, err := r.fromNode(c, depth+1)
			if err != nil {
				return nil, err
			}
			arr = append(arr, v)
		}
		return arr, nil
	case yaml.MappingNode:
		m := make(map[string]any, len(n.Content)/2)
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, vn := n.Content[i], n.Content[i+1]
			v, err := r.fromNode(vn, depth+1)
			if err != nil {
				return nil, err
			}
			if k.Tag == "!!merge" {
				// << merges the keys of a mapping (or list of them) that
				// the mapping itself does not set.
				srcs := []any{v}
				if l, ok := v.([]any); ok {
					srcs = l
				}
				for _, s := range srcs {
					if sm, ok := s.(map[string]any); ok {
						for sk, sv := range sm {
							if _, ok := m[sk]; !ok {
								m[sk] = sv
							}
						}
					}
				}
				continue
			}
			r.seeKey(k.Value)
			m[k.Value] = v
		}
		return m, nil
	case yaml.ScalarNode:
		switch n.ShortTag() {
		case "!!str", "!!binary", "!!timestamp":
			return n.Value, nil
		case "!!null":
			return nil, nil
		}
		var v any
		if err := n.Decode(&v); err != nil {
			return n.Value, nil
		}
		switch x := v.(type) {
		case float64:
			if n.Style == 0 {
				// An integer too big for int64: keep every digit.
				if b, ok := new(big.Int).SetString(n.Value, 0); ok {
					return b, nil
				}
			}
		case uint64:
			return new(big.Int).SetUint64(x), nil
		case int64:
			return int(x), nil
		case time.Time:
			return n.Value, nil
		}
		return v, nil
	}
	return nil, fmt.Errorf("unsupported YAML node kind %d", n.Kind)
}

func (r *yqRun) parseJSON(data []byte) ([]yqDoc, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var docs []yqDoc
	// Keys are seen in input order, for the output's (seeKey).
	t := jsonTokens{dec: dec, maxDepth: 1000, number: yqNumber, key: r.seeKey}
	for {
		v, err := t.value(0)
		if err == io.EOF {
			return docs, nil
		}
		if err != nil {
			return nil, err
		}
		docs = append(docs, yqDoc{v: v})
	}
}

// yqNumber is a JSON number as yq's other decoders give it: an int, a
// big.Int past int64, or a float.
func yqNumber(x json.Number) any {
	if i, err := strconv.Atoi(x.String()); err == nil {
		return i
	}
	if b, ok := new(big.Int).SetString(x.String(), 10); ok {
		return b
	}
	f, _ := x.Float64()
	return f
}

func (r *yqRun) parseTOML(data []byte) ([]yqDoc, error) {
	var m map[string]any
	md, err := toml.Decode(string(data), &m)
	if err != nil {
		return nil, err
	}
	for _, k := range md.Keys() {
		r.seeKey(k[len(k)-1])
	}
	return []yqDoc{{v: yqFromTOML(m)}}, nil
}

// yqFromTOML turns decoded TOML values into gojq values.
func yqFromTOML(v any) any {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			x[k] = yqFromTOML(e)
		}
		return x
	case []map[string]any:
		arr := make([]any, len(x))
		for i, e := range x {
			arr[i] = yqFromTOML(e)
		}
		return arr
	case []any:
		for i, e := range x {
			x[i] = yqFromTOML(e)
		}
		return x
	case int64:
		return int(x)
	case time.Time:
		// Local dates and times keep their own layout.
		switch x.Location().String() {
		case "date-local":
			return x.Format("2006-01-02")
		case "time-local":
			return x.Format("15:04:05.999999999")
		case "datetime-local":
			return x.Format("2006-01-02T15:04:05.999999999")
		}
		return x.Format(time.RFC3339Nano)
	}
	return v
}

// keys returns m's keys in input order; keys the input did not have come
// after, sorted.
func (r *yqRun) keys(m map[string]any) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Slice(ks, func(i, j int) bool {
		oi, iok := r.order[ks[i]]
		oj, jok := r.order[ks[j]]
		switch {
		case iok && jok:
			return oi < oj
		case iok != jok:
			return iok
		}
		return ks[i] < ks[j]
	})
	return ks
}

// write encodes the results of one document in format; sep says whether
// output of an earlier document precedes.
func (r *yqRun) write(b *bytes.Buffer, vals []any, format string, sep bool) error {
	unwrap := r.o.unwrap || (!r.o.unwrapSet && (format == "yaml" || format == "props"))
	for i, v := range vals {
		if err := r.ctx.Err(); err != nil {
			return err
		}
		switch format {
		case "json":
			if s, ok := v.(string); ok && unwrap {
				b.WriteString(s)
			} else {
				r.writeJSON(b, v, 0)
			}
			b.WriteByte('\n')
		case "props":
			r.writeProps(b, "", v, unwrap)
		case "toml":
			m, ok := v.(map[string]any)
			if !ok {
				if s, isStr := v.(string); isStr && unwrap {
					b.WriteString(s + "\n")
					continue
				}
				return fmt.Errorf("only maps can be encoded as TOML")
			}
			enc := toml.NewEncoder(b)
			enc.Indent = strings.Repeat(" ", r.o.indent)
			if err := enc.Encode(yqToTOML(m)); err != nil {
				return fmt.Errorf("toml: %w", err)
			}
		default:
			if sep && i == 0 {
				b.WriteString("---\n")
			}
			if s, ok := v.(string); ok && unwrap {
				b.WriteString(s + "\n")
				continue
			}
			n, err := r.toNode(v)
			if err != nil {
				return err
			}
			enc := yaml.NewEncoder(b)
			enc.SetIndent(max(r.o.indent, 2))
			if err := enc.Encode(n); err != nil {
				return fmt.Errorf("yaml: %w", err)
			}
			enc.Close()
		}
	}
	return nil
}

// toNode builds a YAML node for v, with map keys in input order.
func (r *yqRun) toNode(v any) (*yaml.Node, error) {
	switch x := v.(type) {
	case map[string]any:
		n := &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}
		for _, k := range r.keys(x) {
			kn := yqStrNode(k)
			vn, err := r.toNode(x[k])
			if err != nil {
				return nil, err
			}
			n.Content = append(n.Content, kn, vn)
		}
		return n, nil
	case []any:
		n := &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq"}
		for _, e := range x {
			en, err := r.toNode(e)
			if err != nil {
				return nil, err
			}
			n.Content = append(n.Content, en)
		}
		return n, nil
	case nil:
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!null", Value: "null"}, nil
	case string:
		return yqStrNode(x), nil
	case *big.Int:
		return &yaml.Node{Kind: yaml.ScalarNode, Value: x.String()}, nil // untagged: plain
	case float64:
		// Untagged: an integral float prints as an integer, as in jq.
		return &yaml.Node{Kind: yaml.ScalarNode, Value: yqFloat(x)}, nil
	}
	n := &yaml.Node{}
	if err := n.Encode(v); err != nil {
		return nil, err
	}
	return n, nil
}

// yqStrNode is a string scalar, quoted only if YAML 1.2 would read it as
// another type (as yq does: "y" and "no" stay plain).
func yqStrNode(s string) *yaml.Node {
	n := &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s}
	if strings.Contains(s, "\n") {
		n.Style = yaml.LiteralStyle
	}
	return n
}

func yqFloat(f float64) string {
	switch {
	case math.IsNaN(f):
		return ".nan"
	case math.IsInf(f, 1):
		return ".inf"
	case math.IsInf(f, -1):
		return "-.inf"
	case f == math.Trunc(f) && math.Abs(f) < 1e15:
		return strconv.FormatFloat(f, 'f', -1, 64)
	}
	return strconv.FormatFloat(f, 'g', -1, 64)
}

// writeJSON writes v as indented JSON (compact with -I 0), keys in input
// order.
func (r *yqRun) writeJSON(b *bytes.Buffer, v any, depth int) {
	indent := r.o.indent
	nl := func(d int) {
		if indent > 0 {
			b.WriteByte('\n')
			b.WriteString(strings.Repeat(" ", indent*d))
		}
	}
	switch x := v.(type) {
	case map[string]any:
		if len(x) == 0 {
			b.WriteString("{}")
			return
		}
		b.WriteByte('{')
		for i, k := range r.keys(x) {
			if i > 0 {
				b.WriteByte(',')
			}
			nl(depth + 1)
			jqString(b, k, false)
			b.WriteByte(':')
			if indent > 0 {
				b.WriteByte(' ')
			}
			r.writeJSON(b, x[k], depth+1)
		}
		nl(depth)
		b.WriteByte('}')
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
			nl(depth + 1)
			r.writeJSON(b, e, depth+1)
		}
		nl(depth)
		b.WriteByte(']')
	case string:
		jqString(b, x, false)
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			b.WriteString("null")
			return
		}
		b.WriteString(yqFloat(x))
	default:
		out, err := gojq.Marshal(x)
		if err != nil {
			b.WriteString("null")
			return
		}
		b.Write(out)
	}
}

// writeProps writes v as Java properties: one "path = value" per leaf.
func (r *yqRun) writeProps(b *bytes.Buffer, prefix string, v any, unwrap bool) {
	join := func(k string) string {
		if prefix == "" {
			return k
		}
		return prefix + "." + k
	}
	switch x := v.(type) {
	case map[string]any:
		for _, k := range r.keys(x) {
			r.writeProps(b, join(k), x[k], unwrap)
		}
	case []any:
		for i, e := range x {
			r.writeProps(b, join(strconv.Itoa(i)), e, unwrap)
		}
	default:
		var s string
		switch y := x.(type) {
		case string:
			s = y
		case nil:
			s = ""
		case float64:
			s = yqFloat(y)
		default:
			out, _ := gojq.Marshal(y)
			s = string(out)
		}
		if prefix == "" {
			b.WriteString(s + "\n")
			return
		}
		b.WriteString(prefix + " = " + s + "\n")
	}
}

// yqToTOML converts gojq values for the TOML encoder, which has no null.
func yqToTOML(v any) any {
	switch x := v.(type) {
	case map[string]any:
		m := make(map[string]any, len(x))
		for k, e := range x {
			if e != nil {
				m[k] = yqToTOML(e)
			}
		}
		return m
	case []any:
		arr := make([]any, 0, len(x))
		for _, e := range x {
			if e != nil {
				arr = append(arr, yqToTOML(e))
			}
		}
		return arr
	case *big.Int:
		if x.IsInt64() {
			return x.Int64()
		}
		f, _ := new(big.Float).SetInt(x).Float64()
		return f
	}
	return v
}
