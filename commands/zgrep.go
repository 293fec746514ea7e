package commands

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/computerwelt/computerwelt/shell"
)

func init() {
	register(shell.Command{Name: "zgrep", Summary: "search possibly compressed files for a regular expression", Usage: zgrepUsage, Run: runZgrep})
}

const zgrepUsage = `Usage: zgrep [OPTION]... [-e] PATTERN [FILE]...
Look for instances of PATTERN in the input FILEs, using their
uncompressed contents if they are compressed.

OPTIONs are the same as for 'grep', except that the following 'grep'
options are not supported: --dereference-recursive (-R), --directories (-d),
--exclude, --exclude-from, --exclude-dir, --include, --null (-Z),
--null-data (-z), and --recursive (-r).
`

// runZgrep is gzip 1.12's zgrep: each FILE (standard input without one)
// goes through gzip -cdfq into grep with the options given, its name as
// grep's --label (and -H when there are several); -l and -L name the
// files themselves. It runs the sandbox's gzip and grep in a child
// shell, as the real zgrep is a shell script that runs them.
func runZgrep(ctx context.Context, inv *shell.Invocation) int {
	var args, operands []string
	havePat, withName, noName, filesWith, filesWithout := false, false, false, false, false
	in := inv.Args[1:]
	for len(in) > 0 {
		opt := in[0]
		in = in[1:]
		optarg := ""
		hasArg := false
		switch {
		case opt == "--":
			operands = append(operands, in...)
			in = nil
			continue
		case len(opt) > 2 && opt[0] == '-' && opt[1] != '-' && strings.ContainsRune("0123456789EFGHIKLPRTUVZabchilnoqrsuvwxyz", rune(opt[1])) && strings.TrimLeft(opt[2:], "0123456789") != "":
			// A cluster (-in): its first option now, the rest after.
			j := 2
			for j < len(opt) && opt[j] >= '0' && opt[j] <= '9' {
				j++
			}
			in = append([]string{"-" + opt[j:]}, in...)
			opt = opt[:j]
		case strings.HasPrefix(opt, "--binary-") && strings.Contains(opt, "="),
			(strings.HasPrefix(opt, "--la") || strings.HasPrefix(opt, "--ma")) && strings.Contains(opt, "="),
			strings.HasPrefix(opt, "--reg") && strings.Contains(opt, "="):
		case len(opt) == 2 && strings.ContainsRune("ABCDXdefm", rune(opt[1])) && opt[0] == '-',
			strings.HasPrefix(opt, "--binary-"), opt == "--file", strings.HasPrefix(opt, "--la"),
			strings.HasPrefix(opt, "--ma"), strings.HasPrefix(opt, "--reg"):
			if len(in) == 0 {
				errorf(inv, "%s option requires an argument", opt)
				return 2
			}
			optarg, hasArg, in = in[0], true, in[1:]
		case strings.HasPrefix(opt, "-f") && len(opt) > 2:
			opt, optarg, hasArg = "-f", opt[2:], true
		case strings.HasPrefix(opt, "--file="):
			opt, optarg, hasArg = "--file", opt[len("--file="):], true
		case len(opt) > 1 && opt[0] == '-':
		default:
			operands = append(operands, opt)
			continue
		}
		switch {
		case opt == "-d" || opt == "-r" || opt == "-R" || opt == "-z" || opt == "-Z",
			strings.HasPrefix(opt, "--di"), strings.HasPrefix(opt, "--exc"), strings.HasPrefix(opt, "--inc"),
			strings.HasPrefix(opt, "--rec"), strings.HasPrefix(opt, "--nu"):
			errorf(inv, "%s: option not supported", opt)
			return 2
		case strings.HasPrefix(opt, "-e"), strings.HasPrefix(opt, "--reg"), opt == "-f", opt == "--file":
			havePat = true
		case opt == "--help" || opt == "--hel" || opt == "--he" || opt == "--h":
			io.WriteString(inv.Stdout, zgrepUsage)
			return 0
		case opt == "-H" || strings.HasPrefix(opt, "--wi") && strings.HasPrefix("--with-filename", opt):
			withName = true
			continue
		case opt == "-l" || strings.HasPrefix(opt, "--files-with-"):
			filesWith = true
		case opt == "-L" || strings.HasPrefix(opt, "--files-witho"):
			filesWithout = true
		case opt == "-h" || strings.HasPrefix(opt, "--no-f"):
			noName = true
		case opt == "-V" || len(opt) >= 3 && strings.HasPrefix("--version", opt):
			return writeVersion(inv, "zgrep")
		}
		args = append(args, zgrepQuote(opt))
		if hasArg {
			args = append(args, zgrepQuote(optarg))
		}
	}
	if !havePat {
		if len(operands) == 0 {
			errorf(inv, "missing pattern; try `zgrep --help' for help")
			return 2
		}
		args = append(args, "--", zgrepQuote(operands[0]))
		operands = operands[1:]
	}
	if len(operands) == 0 {
		operands = []string{"-"}
	} else if len(operands) > 1 && !noName {
		withName = true
	}
	if inv.Script == nil {
		errorf(inv, "commands are disabled")
		return 2
	}
	grep := "grep"
	if withName {
		grep += " -H"
	}
	grepArgs := strings.Join(args, " ")
	res := 1
	for _, name := range operands {
		if ctx.Err() != nil {
			return 2
		}
		q := zgrepQuote(name)
		var run string
		switch {
		case filesWith:
			run = fmt.Sprintf("%s %s >/dev/null && printf '%%s\\n' %s", grep, grepArgs, q)
		case filesWithout:
			run = fmt.Sprintf("%s %s >/dev/null || { r=$?; [ $r -eq 1 ] && printf '%%s\\n' %s; exit $r; }", grep, grepArgs, q)
		case name != "-":
			run = fmt.Sprintf("%s --label %s %s", grep, q, grepArgs)
		default:
			run = grep + " " + grepArgs
		}
		// gzip's status 2 is a warning; 1, an error, is zgrep's 2.
		script := fmt.Sprintf("gzip -cdfq -- %s | { %s; }; s=(\"${PIPESTATUS[@]}\"); g=${s[0]}; r=${s[1]}; "+
			"[ $g -eq 2 ] && g=0; [ $g -eq 1 ] && g=2; [ $r -lt $g ] && r=$g; exit $r", q, run)
		r := inv.Script(ctx, script, inv.Stdin, inv.Stdout, inv.Stderr)
		if r <= 1 && res <= 1 {
			res = min(res, r)
		} else {
			res = max(res, r)
		}
		if res >= 126 {
			break
		}
	}
	return res
}

// zgrepQuote is s as one word of the child shell's command line.
func zgrepQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }
