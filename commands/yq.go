package commands

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/mikefarah/yq/v4/pkg/yqlib"

	"github.com/computerwelt/computerwelt/internal/strftime"
	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
)

// yq is mikefarah's yq v4, the yq of most machines: its own library
// (third_party/yq, patched so that files and the environment are the
// sandbox's) behind the command line of yq's cmd package.

func init() {
	register(shell.Command{
		Name:    "yq",
		Summary: "YAML/JSON/XML/CSV/TOML/properties processor (mikefarah yq v4)",
		Usage:   yqUsage,
		Run:     runYq,
	})
}

// yqVersion is the version of the vendored library.
const yqVersion = "v4.54.3"

const yqUsage = `yq is a portable command-line data file processor (https://github.com/mikefarah/yq/)
See https://mikefarah.gitbook.io/yq/ for detailed documentation and examples.

Usage:
  yq [flags]
  yq [command]

Examples:

# yq tries to auto-detect the file format based off the extension, and defaults to YAML if it's unknown (or piping through STDIN)
# Use the '-p/--input-format' flag to specify a format type.
cat file.xml | yq -p xml

# read the "stuff" node from "myfile.yml"
yq '.stuff' < myfile.yml

# update myfile.yml in place
yq -i '.stuff = "foo"' myfile.yml

# print contents of sample.json as idiomatic YAML
yq -P -oy sample.json


Available Commands:
  eval        (default) Apply the expression to each document in each yaml file in sequence
  eval-all    Loads _all_ yaml documents of _all_ yaml files and runs expression once

Flags:
  -C, --colors                        force print with colors
  -e, --exit-status                   set exit status if there are no matches or null or false is returned
      --expression string             forcibly set the expression argument. Useful when yq argument detection thinks your expression is a file.
      --from-file string              Load expression from specified file.
  -f, --front-matter string           (extract|process) first input as yaml front-matter. Extract will pull out the yaml content, process will run the expression against the yaml content, leaving the remaining data intact
      --header-preprocess             Slurp any header comments and separators before processing expression. (default true)
  -h, --help                          help for yq
  -I, --indent int                    sets indent level for output (default 2)
  -i, --inplace                       update the file in place of first file given.
  -p, --input-format string           [auto|a|yaml|y|kyaml|ky|json|j|props|p|csv|c|tsv|t|xml|x|base64|uri|toml|ini|i] parse format for input. (default "auto")
  -M, --no-colors                     force print with no colors
  -N, --no-doc                        Don't print document separators (---)
  -0, --nul-output                    Use NUL char to separate values. If unwrap scalar is also set, fail if unwrapped scalar contains NUL char.
  -n, --null-input                    Don't read input, simply evaluate the expression given. Useful for creating docs from scratch.
  -o, --output-format string          [auto|a|yaml|y|kyaml|ky|json|j|props|p|csv|c|tsv|t|xml|x|base64|uri|toml|shell|s|ini|i] output format type. (default "auto")
  -P, --prettyPrint                   pretty print, shorthand for '... style = ""'
  -r, --unwrapScalar                  unwrap scalar, print the value with no quotes, colours or comments. Defaults to true for yaml (default true)
  -v, --verbose                       verbose mode
  -V, --version                       Print version information and quit
  -c, --yaml-compact-seq-indent       Use compact sequence indentation where '- ' is considered part of the indentation.

Not in this sandbox: --split-exp (-s), the lua and hcl formats, and the
system operator; the --xml-*, --csv-*, --lua-*, --properties-* and
--security-* settings keep their defaults.
`

// yqOpts are the command line's settings for one run.
type yqOpts struct {
	evalAll, inplace, nullInput, exitStatus, prettyPrint bool
	noDoc, nulOutput, colors, compactSeq, headerPre      bool
	unwrap, unwrapSet                                    bool
	inFmt, outFmt, frontMatter, expression, fromFile     string
	expressionSet                                        bool
	indent                                               int
	// copies of yqlib's preferences, set by the format flags
	xml      yqlib.XmlPreferences
	csv, tsv yqlib.CsvPreferences
	props    yqlib.PropertiesPreferences
	ini      yqlib.INIPreferences
}

// yqParserOnce builds yqlib's expression parser (a package-level value,
// shared by every session: it is only read once built) on first use
// rather than when the program starts.
var yqParserOnce sync.Once

// yqError prints yq's "Error: msg" and returns status 1.
func yqError(inv *shell.Invocation, format string, args ...any) int {
	fmt.Fprintf(inv.Stderr, "Error: %s\n", fmt.Sprintf(format, args...))
	return 1
}

func runYq(ctx context.Context, inv *shell.Invocation) int {
	args := inv.Args[1:]
	o := &yqOpts{indent: 2, headerPre: true,
		xml: yqlib.ConfiguredXMLPreferences.Copy(), csv: yqlib.ConfiguredCsvPreferences,
		tsv: yqlib.ConfiguredTsvPreferences, props: yqlib.ConfiguredPropertiesPreferences.Copy(),
		ini: yqlib.ConfiguredINIPreferences.Copy()}
	if len(args) > 0 {
		switch args[0] {
		case "eval", "e":
			args = args[1:]
		case "eval-all", "ea":
			o.evalAll = true
			args = args[1:]
		}
	}
	args, st := o.parseFlags(inv, args)
	if st >= 0 {
		return st
	}
	yqParserOnce.Do(yqlib.InitExpressionParser)
	r := &yqRun{ctx: ctx, inv: inv, o: o}
	defer func() { inv.Hold(-r.held) }()
	if err := r.run(args); err != nil {
		if ctx.Err() != nil {
			return 1
		}
		return yqError(inv, "%s", yqMessage(err))
	}
	return 0
}

// parseFlags reads the flags as yq's (pflag) parser does; it returns the
// operands, and a status >= 0 when the command is done (help, version,
// bad flag).
func (o *yqOpts) parseFlags(inv *shell.Invocation, args []string) ([]string, int) {
	f := newFlagSet("yq")
	f.exactLong = true // pflag takes no abbreviations
	bools := map[rune]*bool{'i': &o.inplace, 'n': &o.nullInput, 'e': &o.exitStatus,
		'P': &o.prettyPrint, 'N': &o.noDoc, '0': &o.nulOutput, 'C': &o.colors, 'c': &o.compactSeq}
	longs := map[rune]string{'i': "inplace", 'n': "null-input", 'e': "exit-status",
		'P': "prettyPrint", 'N': "no-doc", '0': "nul-output", 'C': "colors", 'c': "yaml-compact-seq-indent"}
	for c, p := range bools {
		p := p
		f.Func(c, longs[c], false, func(string) error { *p = true; return nil })
	}
	f.Func('M', "no-colors", false, func(string) error { o.colors = false; return nil })
	f.Bool('v', "verbose")
	version := f.Bool('V', "version")
	help := f.Bool('h', "help")
	f.Func('r', "unwrapScalar", false, func(string) error { o.unwrap, o.unwrapSet = true, true; return nil })
	f.Func(0, "header-preprocess", false, func(string) error { o.headerPre = true; return nil })
	f.Func('p', "input-format", true, func(v string) error { o.inFmt = v; return nil })
	f.Func('o', "output-format", true, func(v string) error { o.outFmt = v; return nil })
	f.Func('f', "front-matter", true, func(v string) error { o.frontMatter = v; return nil })
	f.Func(0, "expression", true, func(v string) error { o.expression, o.expressionSet = v, true; return nil })
	f.Func(0, "from-file", true, func(v string) error { o.fromFile = v; return nil })
	indent := "2"
	f.Func('I', "indent", true, func(v string) error { indent = v; return nil })
	f.Func('j', "tojson", false, func(string) error { o.outFmt = "json"; return nil })
	// Format settings: yq keeps them in yqlib's package variables; here
	// they go to this run's encoder and decoder (not to the to_xml,
	// from_csv... operators, which read the package's defaults).
	strFlags := map[string]*string{
		"xml-attribute-prefix": &o.xml.AttributePrefix, "xml-content-name": &o.xml.ContentName,
		"xml-proc-inst-prefix": &o.xml.ProcInstPrefix, "xml-directive-name": &o.xml.DirectiveName,
		"properties-separator": &o.props.KeyValueSeparator, "ini-key-value-delimiters": &o.ini.KeyValueDelimiters,
	}
	for name, p := range strFlags {
		p := p
		f.Func(0, name, true, func(v string) error { *p = v; return nil })
	}
	boolFlags := map[string]*bool{
		"xml-strict-mode": &o.xml.StrictMode, "xml-keep-namespace": &o.xml.KeepNamespace,
		"xml-raw-token": &o.xml.UseRawToken, "xml-skip-proc-inst": &o.xml.SkipProcInst,
		"xml-skip-directives": &o.xml.SkipDirectives, "csv-auto-parse": &o.csv.AutoParse,
		"tsv-auto-parse": &o.tsv.AutoParse, "properties-array-brackets": &o.props.UseArrayBrackets,
		"ini-preserve-quotes": &o.ini.PreserveSurroundedQuote,
	}
	for name, p := range boolFlags {
		p := p
		f.Func(0, name, false, func(string) error { *p = true; return nil })
	}
	boolFlags["unwrapScalar"], boolFlags["header-preprocess"] = &o.unwrap, &o.headerPre
	f.Func(0, "csv-separator", true, func(v string) error {
		r := []rune(v)
		if len(r) != 1 {
			return fmt.Errorf("invalid argument %q for \"--csv-separator\" flag: %q is not a valid rune", v, v)
		}
		o.csv.Separator = r[0]
		return nil
	})

	// pflag accepts -o=json for shorthand flags too, and takes a value
	// for a boolean flag only attached with "=" (-r=false).
	var rest []string
	for i, a := range args {
		if a == "--" {
			rest = append(rest, args[i:]...)
			break
		}
		switch {
		case len(a) > 3 && a[0] == '-' && strings.ContainsRune("opIf", rune(a[1])) && a[2] == '=':
			rest = append(rest, a[:2]+a[3:])
		case strings.HasPrefix(a, "-r=") || strings.HasPrefix(a, "--") && strings.Contains(a, "=") && boolFlags[yqFlagName(a)] != nil:
			name, val, _ := strings.Cut(strings.TrimLeft(a, "-"), "=")
			if name == "r" {
				name = "unwrapScalar"
			}
			b, err := strconv.ParseBool(val)
			if err != nil {
				return nil, yqError(inv, "invalid argument %q for \"--%s\" flag: %v", val, name, err)
			}
			*boolFlags[name] = b
			if name == "unwrapScalar" {
				o.unwrapSet = true
			}
		default:
			rest = append(rest, a)
		}
	}
	args = rest
	ops, err := f.parse(args)
	if errors.Is(err, errHelp) || (err == nil && *help) {
		io.WriteString(inv.Stdout, yqUsage)
		return nil, 0
	}
	if err != nil {
		msg := err.Error()
		if c, ok := strings.CutPrefix(msg, "invalid option -- '"); ok {
			c = strings.TrimSuffix(c, "'")
			msg = "unknown shorthand flag: '" + c + "'"
			for _, a := range args {
				if len(a) > 1 && a[0] == '-' && a[1] != '-' && strings.Contains(a[1:], c) {
					msg += " in " + a // as pflag says it
					break
				}
			}
		} else if name, ok := strings.CutPrefix(msg, "unrecognized option '"); ok {
			// pflag names the option without its value.
			name, _, _ = strings.Cut(strings.TrimSuffix(name, "'"), "=")
			msg = "unknown flag: " + name
		} else if c, ok := strings.CutPrefix(msg, "option requires an argument -- '"); ok {
			c = strings.TrimSuffix(c, "'")
			msg = fmt.Sprintf("flag needs an argument: '%s' in -%s", c, c)
		} else if name, ok := strings.CutPrefix(msg, "option '--"); ok && strings.HasSuffix(name, "' requires an argument") {
			msg = "flag needs an argument: --" + strings.TrimSuffix(name, "' requires an argument")
		}
		return nil, yqError(inv, "%s", msg)
	}
	if *version {
		return nil, writeVersion(inv, "yq")
	}
	n, err := strconv.Atoi(indent)
	if err != nil {
		return nil, yqError(inv, "invalid argument %q for \"-I, --indent\" flag: %s", indent, yqMessage(err))
	}
	o.indent = n
	return ops, -1
}

// yqRun is one run of the command.
type yqRun struct {
	ctx  context.Context
	inv  *shell.Invocation
	o    *yqOpts
	held int64 // bytes of input counted with inv.Hold
	// frontMatter, when set, is what the first file reads as: its yaml
	// front matter (--front-matter).
	frontMatterFile string
	frontMatter     []byte
}

// run is yq's evaluateSequence and evaluateAll.
func (r *yqRun) run(ops []string) error {
	o := r.o
	expression, files, err := r.processArgs(ops)
	if err != nil {
		return err
	}
	if o.inplace && (len(files) == 0 || files[0] == "-") {
		return errors.New("write in place flag only applicable when giving an expression and at least one file")
	}
	if o.frontMatter != "" && len(files) == 0 {
		return errors.New("front matter flag only applicable when giving an expression and at least one file")
	}
	if o.nullInput && len(files) > 0 {
		return errors.New("cannot pass files in when using null-input flag")
	}
	if o.indent < 0 {
		return errors.New("indent must not be negative")
	}
	// One indentation wider than all the output a turn may print is
	// refused before an encoder builds it.
	if lim := r.inv.Limits.WithDefaults().MaxOutputBytes; o.indent > lim {
		return fmt.Errorf("indent %d is wider than the output limit (%d bytes)", o.indent, lim)
	}
	inFmt, outFmt, err := r.formats(files)
	if err != nil {
		return err
	}
	encoder, err := r.encoder(outFmt)
	if err != nil {
		return err
	}
	decoder, err := r.decoder(inFmt)
	if err != nil {
		return err
	}

	out := r.inv.Stdout
	var inplace bytes.Buffer
	if o.inplace {
		out = &inplace
	}
	printer := yqlib.NewPrinter(encoder, yqlib.NewSinglePrinterWriter(out))
	if o.nulOutput {
		printer.SetNulSepOutput(true)
	}
	if o.frontMatter != "" {
		if err := r.splitFrontMatter(files[0], printer); err != nil {
			return err
		}
	}
	if err := yqCheckNesting(expression); err != nil {
		return err
	}
	if o.prettyPrint {
		if expression == "" {
			expression = yqlib.PrettyPrintExp
		} else {
			expression = expression + " | " + yqlib.PrettyPrintExp
		}
	}

	host := &yqHost{r: r}
	switch {
	case len(files) == 0 && o.nullInput:
		err = yqlib.NewStreamEvaluatorWithHost(host).EvaluateNew(expression, printer)
	case len(files) == 0:
		_, err = io.WriteString(r.inv.Stdout, yqUsage)
		return err
	case o.evalAll:
		err = yqlib.NewAllAtOnceEvaluatorWithHost(host).EvaluateFiles(expression, files, printer, decoder)
	default:
		err = yqlib.NewStreamEvaluatorWithHost(host).EvaluateFiles(expression, files, printer, decoder)
	}
	if err != nil {
		return err
	}
	if o.inplace {
		if err := r.writeInPlace(files[0], inplace.Bytes()); err != nil {
			return err
		}
	}
	if o.exitStatus && !printer.PrintedAnything() {
		return errors.New("no matches found")
	}
	return nil
}

// processArgs is yq's processStdInArgs and processArgs: it finds the
// expression among the operands. The sandbox's standard input is never a
// terminal, so it counts as piped, as in a script.
func (r *yqRun) processArgs(args []string) (string, []string, error) {
	o := r.o
	expression := o.expression
	if !(o.nullInput || len(args) > 1 || (len(args) > 0 && r.maybeFile(args[0]))) && !contains(args, "-") {
		args = append(args, "-")
	}
	fromFile := o.fromFile
	if fromFile == "" && len(args) > 0 && r.maybeFile(args[0]) && strings.HasSuffix(args[0], ".yq") {
		fromFile, args = args[0], args[1:]
	}
	if fromFile != "" {
		data, err := r.readFile(fromFile)
		if err != nil {
			return "", nil, err
		}
		expression = strings.ReplaceAll(string(data), "\r\n", "\n")
	}
	if expression == "" && len(args) > 0 && args[0] != "-" && !r.maybeFile(args[0]) {
		expression, args = args[0], args[1:]
	}
	return expression, args, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// maybeFile reports whether an operand names an existing file that is not
// a directory, as yq decides that the operand is not the expression.
func (r *yqRun) maybeFile(name string) bool {
	if name == "" {
		return false
	}
	fi, err := r.inv.FS.Stat(r.ctx, r.inv.Path(name))
	return err == nil && !fi.IsDir()
}

// formats is yq's configureInputFormat and configureOutputFormat: the
// input format comes from -p or the first file's extension (yaml when
// unknown), the output format from -o or the input's.
func (r *yqRun) formats(files []string) (in, out *yqlib.Format, err error) {
	o := r.o
	name := ""
	if len(files) > 0 {
		name = files[0]
	}
	auto := func(s string) bool { return s == "" || s == "auto" || s == "a" }
	inName, outName := o.inFmt, o.outFmt
	if auto(inName) {
		inName = yqlib.FormatStringFromFilename(name)
		if _, err := yqlib.FormatFromString(inName); err != nil {
			inName = "yaml"
			if auto(outName) {
				outName = "yaml"
			}
		} else if auto(outName) {
			outName = inName
		}
	} else if auto(outName) {
		// yq keeps yaml output for an explicit -p (and warns about it).
		outName = "yaml"
	}
	if in, err = yqlib.FormatFromString(inName); err != nil {
		return nil, nil, err
	}
	if out, err = yqlib.FormatFromString(outName); err != nil {
		return nil, nil, err
	}
	if out == yqlib.YamlFormat || out == yqlib.PropertiesFormat {
		if !o.unwrapSet {
			o.unwrap = true
		}
	}
	return in, out, nil
}

// encoder is yq's configureEncoder, with the settings in copies of the
// package's preferences: yqlib's Configured*Preferences are shared by
// every session and stay as they are.
func (r *yqRun) encoder(f *yqlib.Format) (yqlib.Encoder, error) {
	o := r.o
	var e yqlib.Encoder
	switch f {
	case yqlib.YamlFormat:
		p := yqlib.ConfiguredYamlPreferences.Copy()
		p.Indent, p.UnwrapScalar, p.ColorsEnabled = o.indent, o.unwrap, o.colors
		p.PrintDocSeparators, p.CompactSequenceIndent = !o.noDoc, o.compactSeq
		p.LeadingContentPreProcessing = o.headerPre
		e = yqlib.NewYamlEncoder(p)
	case yqlib.KYamlFormat:
		p := yqlib.ConfiguredKYamlPreferences.Copy()
		p.Indent, p.UnwrapScalar, p.ColorsEnabled = o.indent, o.unwrap, o.colors
		p.PrintDocSeparators = !o.noDoc
		e = yqlib.NewKYamlEncoder(p)
	case yqlib.JSONFormat:
		p := yqlib.ConfiguredJSONPreferences.Copy()
		p.Indent, p.UnwrapScalar, p.ColorsEnabled = o.indent, o.unwrap, o.colors
		e = yqlib.NewJSONEncoder(p)
	case yqlib.PropertiesFormat:
		p := o.props.Copy()
		p.UnwrapScalar = o.unwrap
		e = yqlib.NewPropertiesEncoder(p)
	case yqlib.XMLFormat:
		p := o.xml.Copy()
		p.Indent = o.indent
		e = yqlib.NewXMLEncoder(p)
	case yqlib.CSVFormat:
		e = yqlib.NewCsvEncoder(o.csv)
	case yqlib.TSVFormat:
		e = yqlib.NewCsvEncoder(o.tsv)
	case yqlib.TomlFormat:
		p := yqlib.ConfiguredTomlPreferences.Copy()
		p.ColorsEnabled = o.colors
		e = yqlib.NewTomlEncoderWithPrefs(p)
	default:
		if f.EncoderFactory != nil {
			e = f.EncoderFactory()
		}
	}
	if e == nil {
		return nil, fmt.Errorf("no support for %s output format", f.FormalName)
	}
	return e, nil
}

// decoder is yq's configureDecoder, without touching the package's
// preferences.
func (r *yqRun) decoder(f *yqlib.Format) (yqlib.Decoder, error) {
	var d yqlib.Decoder
	switch f {
	case yqlib.YamlFormat:
		p := yqlib.ConfiguredYamlPreferences.Copy()
		p.EvaluateTogether = r.o.evalAll
		p.LeadingContentPreProcessing = r.o.headerPre
		d = yqlib.NewYamlDecoder(p)
	case yqlib.XMLFormat:
		d = yqlib.NewXMLDecoder(r.o.xml.Copy())
	case yqlib.CSVFormat:
		d = yqlib.NewCSVObjectDecoder(r.o.csv)
	case yqlib.TSVFormat:
		d = yqlib.NewCSVObjectDecoder(r.o.tsv)
	case yqlib.INIFormat:
		d = yqlib.NewINIDecoder(r.o.ini.Copy())
	default:
		if f.DecoderFactory != nil {
			d = f.DecoderFactory()
		}
	}
	if d == nil {
		return nil, fmt.Errorf("no support for %s input format", f.FormalName)
	}
	return d, nil
}

// splitFrontMatter reads the first file's front matter, which the
// evaluation reads in its place; with "process" the rest of the file is
// printed after the results.
func (r *yqRun) splitFrontMatter(name string, printer yqlib.Printer) error {
	data, err := r.readFile(name)
	if err != nil {
		return err
	}
	fm, rest, err := yqlib.SplitFrontMatter(bytes.NewReader(data))
	if err != nil {
		return err
	}
	r.frontMatterFile, r.frontMatter = name, fm
	if r.o.frontMatter == "process" {
		printer.SetAppendix(rest)
	}
	return nil
}

// readFile reads a whole file of the sandbox (or standard input for "-").
func (r *yqRun) readFile(name string) ([]byte, error) {
	f, err := (&yqHost{r: r}).Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(f)
}

// writeInPlace replaces the file's content with the output, keeping its
// mode, as yq's write-in-place handler does.
func (r *yqRun) writeInPlace(name string, data []byte) error {
	p := r.inv.Path(name)
	perm := fs.FileMode(0o644)
	if fi, err := r.inv.FS.Stat(r.ctx, p); err == nil {
		perm = fi.Mode().Perm()
	}
	return vfs.WriteFile(r.ctx, r.inv.FS, p, data, perm)
}

// yqHost is the sandbox as yqlib sees it: the run's files, standard
// input, environment and context.
type yqHost struct{ r *yqRun }

func (h *yqHost) Open(name string) (io.ReadCloser, error) {
	r := h.r
	if r.frontMatter != nil && name == r.frontMatterFile {
		return io.NopCloser(bytes.NewReader(r.frontMatter)), nil
	}
	in, closeIn, err := openInput(r.ctx, r.inv, name)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = &fs.PathError{Op: pe.Op, Path: name, Err: pe.Err} // yq names the file as given
		}
		return nil, err
	}
	return &yqReader{r: r, in: in, close: closeIn}, nil
}

func (h *yqHost) LookupEnv(name string) (string, bool) {
	v, ok := h.r.inv.Env[name]
	return v, ok
}

func (h *yqHost) Environ() []string {
	env := make([]string, 0, len(h.r.inv.Env))
	for k, v := range h.r.inv.Env {
		env = append(env, k+"="+v)
	}
	sort.Strings(env)
	return env
}

func (h *yqHost) Err() error { return h.r.ctx.Err() }

func (h *yqHost) Now() time.Time {
	if h.r.inv.Now != nil {
		return h.r.inv.Now()
	}
	return time.Now()
}

// LoadLocation finds zones in the embedded database, never the host's
// files; "Local" is $TZ's zone as the sandbox's date reads it.
func (h *yqHost) LoadLocation(name string) (*time.Location, error) {
	if name == "Local" {
		return strftime.Location(h.r.inv.Env["TZ"]), nil
	}
	if loc, ok := strftime.Zone(name); ok {
		return loc, nil
	}
	return nil, fmt.Errorf("unknown time zone %s", name)
}

// yqReader reads an input, telling the memory guard what yq holds: yqlib
// keeps the documents it reads until it is done.
type yqReader struct {
	r     *yqRun
	in    io.Reader
	close func()
}

func (y *yqReader) Read(p []byte) (int, error) {
	if err := y.r.ctx.Err(); err != nil {
		return 0, err
	}
	n, err := y.in.Read(p)
	y.r.held += int64(n)
	y.r.inv.Hold(int64(n))
	return n, err
}

func (y *yqReader) Close() error { y.close(); return nil }

// yqMessage renders an error as yq prints it: errors from the sandbox's
// file system as Go's os package words them ("open x: no such file or
// directory").
func yqMessage(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		msg := err.Error()
		full := pe.Op + " " + pe.Path + ": " + yqErrno(pe.Err)
		if i := strings.Index(msg, pe.Error()); i >= 0 {
			return msg[:i] + full + msg[i+len(pe.Error()):]
		}
		return full
	}
	return err.Error()
}

// yqErrno is an errno's text as Go's os package prints it (lower case).
func yqErrno(err error) string {
	msg := vfs.Strerror(err)
	if msg != "" {
		msg = strings.ToLower(msg[:1]) + msg[1:]
	}
	return msg
}

// yqFlagName is the name of a long flag "--name=value".
func yqFlagName(a string) string {
	name, _, _ := strings.Cut(strings.TrimPrefix(a, "--"), "=")
	return name
}

// yqCheckNesting refuses an expression that nests deeper than the
// evaluator would go (yqlib.MaxDepth), before yqlib's parser, whose time
// grows faster than the expression (its lexer clears a backtracking
// state of up to the rest of the input per token), spends it. Brackets
// nest; so does a chain of binary operators (1+1+…, a,b,…, a|b|…): each
// is the left operand of the next. A chain counts at most two
// characters per operator (+=, //), hence the factor 2.
func yqCheckNesting(expr string) error {
	tooDeep := fmt.Errorf("expression nested too deeply (more than %d levels)", yqlib.MaxDepth)
	ops := []int{0} // binary operator characters at each open bracket level
	inString := false
	for i := 0; i < len(expr); i++ {
		c := expr[i]
		switch {
		case inString && c == '\\':
			i++
		case c == '"':
			inString = !inString
		case inString:
		case c == '(' || c == '[' || c == '{':
			if ops = append(ops, 0); len(ops)-1 > yqlib.MaxDepth {
				return tooDeep
			}
		case c == ')' || c == ']' || c == '}':
			if len(ops) > 1 {
				ops = ops[:len(ops)-1]
			}
		case strings.IndexByte("+*/%,|=", c) >= 0:
			if ops[len(ops)-1]++; ops[len(ops)-1] > 2*yqlib.MaxDepth {
				return tooDeep
			}
		}
	}
	return nil
}
