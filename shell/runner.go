package shell

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"
	"time"

	"mvdan.cc/sh/v3/syntax"

	"github.com/computerwelt/computerwelt/vfs"
)

// fixedOff are shopt options on by default that a script can turn off:
// those of completion and history have no effect here, extquote has.
type fixedOff struct {
	noCmdhist, noCompleteFullquote, noExtquote, noForceFignore, noHostcomplete, noInteractiveComments, noProgcomp bool
}

// options are `set -o` and `shopt` options.
type options struct {
	errexit, nounset, xtrace, pipefail, noclobber, noglob, allexport, verbose, noexec, posix bool
	extglob, nullglob, failglob, dotglob, nocaseglob, nocasematch, globstar, lastpipe        bool
	expandAliases, inheritErrexit, xpgEcho, globasciiranges                                  bool
	assocExpandOnce                                                                          bool     // shopt assoc_expand_once: a builtin's associative subscript is not expanded again
	noGlobSkipDots                                                                           bool     // shopt -u globskipdots
	noPromptVars                                                                             bool     // shopt -u promptvars
	restricted                                                                               bool     // set -r: the restricted shell (restricted.go)
	noHash                                                                                   bool     // set +h: no command is remembered, hash refuses (hash.go)
	restrictedShell                                                                          bool     // shopt restricted_shell: started as bash -r
	extraOn                                                                                  uint32   // the shopt options of extraShopts set, a bit each: listed, no effect
	fixedOff                                                                                 fixedOff // shopt options of completion and history turned off: kept, no effect (extquote excepted)
	noCheckWinsize                                                                           bool     // shopt -u checkwinsize (kept only: the sandbox has no window)
	noSourcePath                                                                             bool     // shopt -u sourcepath: source reads the name given, relative to the current directory, never one on PATH
	noPatsubReplacement                                                                      bool     // shopt -u patsub_replacement: & in ${v/p/s} is itself
	monitor                                                                                  bool     // set -m: fg and bg work
	errtrace, functrace                                                                      bool     // set -E, set -T: functions and subshells see ERR, DEBUG and RETURN
	extdebug                                                                                 bool     // shopt extdebug: DEBUG's status skips or returns; implies -E and -T
	emacs, vi, history                                                                       bool     // line editing and history: tracked, no effect in a script
	histexpand                                                                               bool     // set -H: ! expands from the history list (history.go)
	physical                                                                                 bool     // set -P: cd and pwd resolve symbolic links
	braceexpand                                                                              bool     // set -B (on in every new shell): {a,b} and {1..3} expand
	keyword                                                                                  bool     // set -k: assignment words anywhere in a simple command (keyword.go)
	onecmd                                                                                   bool     // set -t: the shell reads and runs one command line, then exits
	notify, privileged                                                                       bool     // set -b, set -p: kept for $- and set -o; no other effect here
	shiftVerbose                                                                             bool     // shopt shift_verbose: shift past $# says so
	execfail                                                                                 bool     // shopt execfail: a failed exec does not end the shell
	localvarInherit                                                                          bool     // shopt localvar_inherit: local NAME starts with the value and attributes (not -n) of the NAME it shadows
	localvarUnset                                                                            bool     // shopt localvar_unset: unset of a caller's local leaves it declared and unset until that function returns
	compatLevel                                                                              int      // BASH_COMPAT's level (31..51), 0 for bash 5.2's
}

// restoreSet takes back the options of the set builtin from saved (what
// `local -` keeps); shopt's options stay as they are, as in bash.
func (o *options) restoreSet(saved options) {
	// Every option set -o names that the shell keeps (set -k and -P
	// too): bash's local - restores them all.
	for _, n := range setOptNames {
		if p := optByName(o, n); p != nil {
			*p = *optByName(&saved, n)
		}
	}
}

type funcDef struct {
	body     *syntax.Stmt
	source   string // for BASH_SOURCE: the file, "environment" or "main"
	file     string // the sourced file it was defined in, "" for the script
	line     int    // the line of its definition
	lineBase int    // the runner's lineBase where it was defined
	lineMap  []int  // and lineMap
	src      string // the text it was parsed from
	trace    bool   // declare -ft: sees the caller's DEBUG and RETURN traps
	readonly bool   // readonly -f: no new definition, no unset
	exported bool   // export -f
}

type frame struct {
	name   string
	source string
	line   int // line of the call
	// args are the call's arguments, which BASH_ARGV and BASH_ARGC show
	// when pushArgs (extdebug was on at the call; source with arguments).
	args     []string
	pushArgs bool
}

// A runner is one shell process's state: the top-level shell, or a copy
// for a subshell, pipeline stage, command substitution or background job.
type runner struct {
	// interactive is bash -i (the i of $-): prompts on stderr when it
	// reads stdin, "exit" when it ends, no line numbers in messages.
	interactive bool
	// loginShell is bash -l (shopt login_shell); editing is readline's
	// echo of each line read by an interactive shell (not --noediting).
	loginShell, editing bool
	startup             bool // running the start-up files (exit says nothing)
	// hist is the history list (history.go), histBase the number of
	// its first entry less one.
	hist     []histEntry
	histBase int
	// histNew is the index of the first entry history -a has not
	// appended; histAdded says the line being run was saved to the list
	// (history -s and fc take it out, bash's hist_last_line_added).
	histNew   int
	histAdded bool
	// cmdNumber counts the command lines read from a script on stdin
	// (bash's current_command_number, a prompt's \#); 0 under -c.
	cmdNumber int
	// substParts are the parts of the word (or of the double-quoted
	// text) whose ${...} is being expanded: bash's "bad substitution"
	// quotes all of that text.
	substParts []syntax.WordPart
	// substWhole is the body of a here-document expanded when it runs
	// (hdocdefer.go): its bad substitutions name it whole.
	substWhole string
	// wordTop are the parts of the outermost word being expanded.
	wordTop []syntax.WordPart
	// arithAltSrc is the text of a word reparsed from arithmetic that
	// bash expands as text first ((( i=$((1/0)) ))): its nodes'
	// positions are in it, not in src.
	arithAltSrc string
	// arithNode is the $(( )), $[ ] or (( )) being evaluated: a bad
	// substitution in it names its whole text, which bash expands
	// before it parses it.
	arithNode syntax.Node
	sh        *Shell
	rs        *runState
	ctx       context.Context
	// notRun is ExecRequest.NotRun for the one command an Exec runs; the
	// shells below it do not inherit it.
	notRun func(err error) int

	global *scope
	cur    *scope
	funcs  map[string]*funcDef
	opts   options
	dir    string
	fds    []*fdesc

	arg0   string
	params []string

	exit       int
	lastExit   int // $? as seen by expansions
	pipeStatus []int
	pipeLast   int  // PIPESTATUS's one element while pipeStatus is nil: the last simple command's status
	exiting    bool // exit builtin, set -e, fatal error: unwind everything
	errexited  bool // set -e ended the shell (forkedEvalStatus)
	exitCalled bool // the exit builtin (or exec CMD) ran in this shell
	// execReplaced: exec started a program, which replaced the shell
	// (no EXIT trap).
	execReplaced bool
	ulim         ulimits
	dashC        bool // running the script of bash -c
	forceEOF     bool // a fatal expansion error ends the shell (failEOF)

	posixDeclWords bool   // POSIX mode: command's declaration builtin's words keep name=~ expansion
	jobBuiltin     string // the builtin that looks a job spec up, for its messages
	jobAmbiguous   bool   // the last job spec looked up named more than one job
	cwdLost        bool   // pwd -P failed in a removed directory: bash forgot it
	// forkedSimple: a forked pipeline element or cmd & that is a simple
	// command; eofCaught: a builtin runs there, which catches failEOF.
	forkedSimple, eofCaught bool
	// readFrom is $-'s last flag, how the shell got its script: 's' from
	// standard input, 'c' a string (bash -c), 0 a file.
	readFrom byte
	// mainSource is the script file of a shell running one (the bottom
	// of FUNCNAME/BASH_SOURCE/BASH_LINENO, as "main"); stdinScript tells
	// a script read from stdin from a bash -c string, whose functions
	// bash records as defined in "main" and "environment".
	mainSource  string
	stdinScript bool
	assignTilde bool            // expanding an assignment value: ~ after ':' expands
	noTilde     bool            // expanding an associative array's list: no ~ expands
	inDeclList  bool            // assigning a list given to declare: its errors quote words
	declText    bool            // that list is declare's quoted text '(…)': its errors show words as written
	declCalled  bool            // a declaration run as a called builtin (builtinDecl): traced by the call
	heldTraces  *[]string       // traces of assignments before a declaration with lists, written after the lists' (prefixDecl)
	listWord    bool            // expanding a word of an array list: no ~ after name=
	braceWord   bool            // expanding the word of ${x:-w} and kin: no ~ after name= or ':'
	braceRHS    bool            // expanding the word of an unquoted ${x-w} or ${x+w} (bash's PF_NOSPLIT2)
	unsetRefs   map[string]bool // unset's operands written as array references (unsetFields)
	partBufs    [][]wpart       // takeParts' spare slices
	scopePool   []*scope        // recycleScope's returned function scopes
	readScratch *readScratch    // read's buffers, kept between calls
	// globIgnore is the GLOBIGNORE value last seen (globIgnoreSet: set
	// at all), so that a change to it turns dotglob on or off as bash's
	// assignment does (see syncGlobIgnore).
	globIgnore    string
	globIgnoreSet bool
	// bashOptsFrozen, when not empty, is BASHOPTS as the last shopt -s or
	// -u left it, while GLOBIGNORE changed dotglob since.
	bashOptsFrozen string
	aborting       bool // expansion error: abort the current top-level command
	stdPath        bool // command -p: the next command lookup searches the default path
	breakN         int
	contN          int
	returning      bool
	noErrExit      int
	bangDepth      int // how many of the noErrExit levels are ! pipelines
	inLoop         int
	funcDepth      int
	argvInit       bool     // BASH_ARGV/BASH_ARGC read at the top level: argvArgs shown
	argvArgs       []string // the positional parameters when they were
	callDepth      int
	substDepth     int
	evalDepth      int    // eval nesting, for set -x prefixes
	lastArg        string // $_
	cmdPath        string // the path of the program being run, its environment's _
	// passedEnv is set where a program (env, xargs, find -exec) runs
	// another through Invocation.Exec: the other gets that program's
	// environment as it is, _ included; passedUnderscore is the invoker's
	// _ when the environment is rebuilt from this shell's exports.
	passedEnv        bool
	passedUnderscore string
	sourceNoPath     bool // source reads the name given, not one found on PATH (BASH_ENV)
	traceLevelAdj    int  // added to the nesting level set -x shows (BASH_ENV's file is none)
	xtraceFd         int  // BASH_XTRACEFD's descriptor, when xtraceFdOn
	xtraceFdOn       bool
	// setParamsTop: the set builtin outside any function set the
	// positional parameters (bash's ARGS_SETBLTIN), which a source with
	// arguments then keeps.
	setParamsTop bool
	// inPlace is the statement this subshell runs as bash's exec in
	// place of it (inPlaceStmt): a program it runs sees SHLVL one lower.
	inPlace    *syntax.Stmt
	procParent int  // the pid of the shell this subshell was forked from
	inParen    bool // in a ( ) subshell (bash's SUBSHELL_PAREN)
	// soleSubshell is the ( ) that is the whole of this ( ): bash runs it
	// without setting line_number first (see ctxLine).
	soleSubshell *syntax.Subshell
	inExec       bool   // the exec builtin is running its program
	lastArgName  string // NAME of declare NAME=lastArg: $_ is both

	testCache, testPatCache map[*syntax.Word]string // [[ ]] operands expanded for set -x
	// condRegexErr: the last =~ evaluated had a pattern regcomp refuses,
	// which makes [[ ]] return 2 when it decides the result.
	condRegexErr bool
	subLevel     int  // how many subshells deep this copy runs (0: the shell)
	bashSubshell int  // $BASH_SUBSHELL: bash counts no fork of a pipeline's simple command
	pipeSimple   bool // a pipeline's simple command: a builtin or function counts its subshell (pipeBuiltin)

	pid, bashpid, ppid int
	lastBg             int
	forkedCmd          syntax.Command // the command this forked child runs (forkedFor)
	stdinRedir         bool           // bash's stdin_redir: a compound command's input is redirected or a pipe, so an asynchronous command in it keeps that stdin (stdinRedirects)
	inPosixVar         bool           // setPosix is setting POSIXLY_CORRECT
	coprocCur          *coprocState   // the running coprocess, until reaped
	jobs               *jobTable
	procTab            *procTable // the processes ps shows, shared by subshells
	traps              map[string]string
	inTrap             bool
	runningTrap        string                // the trap whose text runs (bash's running_trap), "" outside one
	trapSaved          int                   // $? when that trap started (trap_saved_exit_value)
	exitTrapDeeper     bool                  // a ( ), pipeline element or job: set -x traces its EXIT trap a level deeper
	errTrapKept        bool                  // a subshell started under set -E: it runs the ERR trap it inherited
	arithTrace         func(expanded string) // set -x of the (( )) arithTo evaluates next, once expanded
	arithDepth         int                   // the expression depth an array subscript's evaluation starts at (bash's expr_depth goes on through subscripts)
	exprSrc            string                // the text evalString parsed the expression being evaluated from, when inExpr
	inExpr             bool                  // the nodes evaluated are exprSrc's, not the script's
	ranStmt            bool                  // runText ran a statement (eval's and source's text of none ends with status 0)
	errTrapLine        int                   // the line of the last simple command, (( )), [[ ]] or ( ) run (line_number_for_err_trap)
	aliases            map[string]string
	comps              *compTable // complete's specifications, nil until one is made
	readlineInit       bool       // bind ran: readline has bash's own functions too
	bindingsFull       int        // compgen -A binding's list, fixed when first made: 0 not yet, 1 readline's, 2 with bash's
	dirStack           []string
	plain              map[string]bool // specials unset: plain variables since (copied on write)
	umask              uint32
	rnd                *rand.Rand      // /dev/urandom's bytes
	random             *bashRandom     // $RANDOM
	disabled           map[string]bool // builtins that enable -n turned off; copied on write
	secondsBase        time.Time
	secondsAssigned    int64                     // SECONDS's value at secondsBase
	arithCmd           string                    // the command whose expression is evaluated next ("((", "let"), for newArithCtx
	dynSeen            [len(dynCached)]*variable // the dynamic variables' last values, as listings show them
	frames             []frame
	lineno             int
	lineBase           int         // added to the lines of the code running: eval's text counts from the eval's line
	subst              *substLines // the lines of the command substitution running (substlines.go)
	// ctxLine is bash's line_number outside simple commands: the last
	// line of the top-level command being run, or the line of the
	// function called, or of the for or case command running; a compound
	// command's redirection error names it.
	ctxLine int
	// ctxFunc: ctxLine is a function body's; a definition run directly
	// in it is numbered with its own line (see FuncDecl in exec.go).
	ctxFunc bool
	// badAssign: the last declaration failed with bash's EX_BADASSIGN,
	// which a pipeline's child exits with as 260 & 255 = 4.
	badAssign     bool
	specialErr    bool // eval or source failed to read its text (POSIX mode ends the shell)
	notSpecial    bool // a builtin run by command or builtin: its errors end no POSIX shell
	viaCommand    bool // a builtin run by command (bash's executing_command_builtin)
	noErrTrapHere bool // running the ERR or RETURN trap: no ERR trap in it
	abortArith    bool // the line is being discarded for an arithmetic error: set -e does not end the shell for it
	abortTop      bool // an assignment's arithmetic failed: bash discards the top level's line, out of eval and source too
	abortStatus   int  // the status the top level keeps for the line discarded when not 0 (a declaration's arithmetic error sets none)
	failed        bool // a fatal expansion error is ending the shell
	beforeReturn  int  // $? when return ran, for the RETURN trap
	source        string
	getoptsNext   int // char index inside a clustered getopts argument
	hashed        map[string]*hashEntry
	hashedPath    string // PATH when hashed was filled
	hashSeq       int    // entries inserted into hashed so far
	optind        int
	sourceDepth   int
	killedBy      int
	chk           outCheck // standard output while a builtin runs (builtin_writecheck.go)
	keepFds       bool
	persist       []int
	inCdable      bool      // cd is trying a cdable_vars variable's value (not again)
	fdFrames      []fdFrame // descriptors enclosing statements will restore, innermost last
	redirSaved    []*fdesc  // while a statement's redirections are made: the table they started from
	expParts      []wpart
	starMulti     bool
	// atZero and atSome count the "$@"-like expansions that made no
	// word and some words (a double-quoted word of only empty expansions
	// and a "$@" of nothing is no word: "$x$@").
	atZero, atSome int
	// starSpace: words expanded as a declaration builtin's arguments or
	// an indexed array's list elements, where bash joins an unquoted $*
	// with a space when IFS is empty (declare d=$* is "a b"; d=$* is ab)
	starSpace bool
	// inHdoc: a parameter expansion of a here-document's body is being
	// expanded; hdocPosStar: the expansion at hand is $* (not ${*/x/y})
	// or an operation on ${a[*]} other than a default, which bash joins
	// there with a space whatever IFS is (string_list, not
	// string_list_dollar_star)
	inHdoc       bool
	hdocPosStar  bool
	traceFd      *fdesc
	traceGate    *traceGate // a pipeline element's first set -x line waits here (pipe.go)
	preExpanded  bool       // the next runText's text had its aliases expanded
	parseFailed  bool       // runText ended on a syntax error
	condPoisoned bool       // a [[ ]] syntax error left bash's parser so that the next [[ fails (condpoison.go)
	scriptArgs   []string   // the script\'s arguments, the bottom of BASH_ARGV
	// lineMap numbers the lines of a command line whose aliases were
	// expanded: bash counts no line of an alias's text. Line n of the
	// text is line lineMap[n-1]+1 (plus lineBase).
	lineMap      []int
	execArgv0    string   // exec -a NAME for the next command
	execClearEnv bool     // exec -c: the program gets an empty environment
	envOrder     []string // the order of the environment a program was given (ExecRequest.EnvOrder)
	execMissed   bool     // the program exec named could not be started (shopt execfail)
	src          string   // source text of the code running (for error messages)
	callTemp     *scope   // temporary bindings of the command being started
	declTemp     *scope   // temporary bindings of the declaration builtin running (q=5 export q)
	builtinTemp  *scope   // temporary bindings of the builtin running (x=1 set), which its listings skip
	condInvert   bool     // [[ ! term ]]: the term's xtrace shows the !
	parentShell  *runner  // the shell that started this child shell
	forked       bool     // a subshell, pipeline stage, $( ) or job: reports no child killed by a signal, unless reportsKids
	// reportsKids: a forked ( ), or a pipeline element or job that is not
	// a simple command: bash runs its commands as that child shell's own
	// foreground jobs and reports one a signal killed, as the shell does.
	reportsKids bool
	// execKilled, in the shell that runs a command for Invocation.Exec,
	// takes the signal that killed it (ExecRequest.KilledBy).
	execKilled *int
	killNote   string    // the report of a child killed by a signal, written after its statement (reportKilled)
	sigq       *sigQueue // signals sent to this shell ($BASHPID) by kill
	mainSigq   *sigQueue // the queue of the shell whose pid is $$
	// execPpid, when not 0, marks a background job running one simple
	// command: bash execs it in the forked subshell, so a child shell it
	// starts takes over the job's pid and signals, with this parent pid.
	execPpid        int
	asyncIgn        uint64       // signals an async subshell ignores without showing a trap (QUIT)
	entryIgn        uint64       // signals ignored when this shell started: trap cannot change them
	ignRTMAX        bool         // signal 64 (past entryIgn's bits) ignored when this process started
	blocked         uint64       // the signal mask (Signals.Blocked bits), inherited by every process started
	trapsInherited  bool         // subshell: traps shown by `trap` but not run
	exitTrapRunning bool         // the EXIT trap runs: `trap` still lists it, it runs once
	bashCmd         syntax.Node  // the command $BASH_COMMAND shows (printed when read)
	bashCmdText     string       // or its text, for the parts of for, case, select
	bashCmdSrc      string       // the source text bashCmd's positions are in
	skipDebug       bool         // a pipeline element whose DEBUG trap the parent ran
	curStmt         *syntax.Stmt // the statement being run, for its redirections
	noErrTrap       *syntax.Stmt // a pipeline stage whose own failure runs no ERR trap
	noRedirErrTrap  *syntax.Stmt // a pipeline stage whose failed redirections run no ERR trap
	asyncStmt       *syntax.Stmt // the statement this runner runs in the background (cmd &)
	trapLine        int          // $LINENO in a trap: the line of the command that ran it
	trapSourceDepth int          // sourceDepth where the trap's text runs (a sourced file counts its own lines)
	trapFuncDepth   int          // the function depth the trap runs at
	substStatus     int
	preFor          *syntax.CallExpr // the command whose words stmtSync expanded before its redirections
	preArgs         []string         // and those words
	preTmp          *scope           // and the temporary bindings of its assignments, bound before its redirections too
	// writeThrough is the temporary scope of a builtin whose assignments
	// also reach the variables it shadows (setStr); nil otherwise.
	writeThrough *scope
	preTmpBad    bool             // those assignments said the command must not run
	preDebug     *syntax.CallExpr // the command whose DEBUG trap stmtSync ran before its redirections
	redirCmd     syntax.Command   // the command whose redirections are being made
	procs        []procSub
	heldProcs    []procSub // kept open by exec 3> >(cmd): ended with the script
	// runningProcs are >(cmd) whose command ended without waiting for
	// them (bash's does not): the shell's end and wait wait for them.
	runningProcs []chan struct{}
	lastProc     *procWait // the last process substitution, which wait waits for while $! is its pid

	// propagating counts the variables markPropagate marked that no
	// returning function has handed on yet (propagateTemp).
	propagating int
}

// newRand is a shell's (or subshell's) source for /dev/urandom, $SRANDOM
// and the seed of $RANDOM. A PCG seeds in constant time: math/rand's
// original source ran a 607-word seeding loop (~10 µs) for every subshell
// and command substitution.
func newRand(pid int) *rand.Rand {
	return rand.New(rand.NewPCG(uint64(pid), 0x9e3779b97f4a7c15))
}

func newRunner(s *Shell) *runner {
	r := &runner{
		sh:      s,
		funcs:   map[string]*funcDef{},
		dir:     s.cfg.Dir,
		traps:   map[string]string{},
		aliases: map[string]string{},
		umask:   0o022,
		hashed:  map[string]*hashEntry{},
		jobs:    &jobTable{},
		procTab: &procTable{},
	}
	r.opts.braceexpand = true
	r.global = &scope{vars: map[string]*variable{}}
	r.cur = r.global
	r.pid = s.newPid()
	r.bashpid = r.pid
	r.ppid = r.pid - 1
	r.rnd = newRand(r.pid)
	r.random = newBashRandom(int64(r.pid))
	r.secondsBase = s.cfg.Now()
	r.procTab.add(&proc{pid: r.pid, ppid: r.ppid, comm: "bash", args: "bash", start: r.secondsBase})
	for k, v := range s.cfg.Env {
		if validName(k) {
			r.global.vars[k] = &variable{set: true, str: v, exported: true}
		}
	}
	// $_ starts as the environment's _, or as the name the shell was
	// run by (bash's shell_name: a function's body, a pipeline's parent,
	// see it until a simple command in the shell sets it).
	r.lastArg = "bash"
	if v, ok := s.cfg.Env["_"]; ok {
		r.lastArg = v
	}
	id, home := UserIdentity(s.cfg.Username)
	uid := strconv.FormatUint(uint64(id), 10)
	def := func(name, val string, exported bool) {
		if _, ok := r.global.vars[name]; !ok {
			r.global.vars[name] = &variable{set: true, str: val, exported: exported}
		}
	}
	def("HOME", home, true)
	def("USER", s.cfg.Username, true)
	def("LOGNAME", s.cfg.Username, true)
	def("HOSTNAME", s.cfg.Hostname, false)
	def("PATH", "/usr/local/bin:/usr/bin:/bin", true)
	def("SHELL", "/bin/bash", true)
	def("BASH", "/bin/bash", false)
	def("BASH_VERSION", "5.2.15(1)-release", false)
	def("OSTYPE", "linux-gnu", false)
	def("HOSTTYPE", "x86_64", false)
	def("MACHTYPE", "x86_64-pc-linux-gnu", false)
	def("PS4", "+ ", false)
	// PS1 and PS2 are set by an interactive bash only; a script has
	// none.
	// bash's default for a terminal type it was not given, not exported.
	def("TERM", "dumb", false)
	def("OPTIND", "1", false)
	def("OPTERR", "1", false)
	def("UID", uid, false)
	def("EUID", uid, false)
	// SHELLOPTS and BASHOPTS are read from the options (special); these
	// entries list them among the variables, readonly.
	r.global.vars["SHELLOPTS"] = &variable{set: true, readonly: true}
	r.global.vars["BASHOPTS"] = &variable{set: true, readonly: true}
	// bash makes UID, EUID and PPID readonly integers.
	for _, n := range []string{"UID", "EUID"} {
		r.global.vars[n].readonly, r.global.vars[n].integer = true, true
	}
	r.global.vars["OPTIND"].integer = true // as bash's getopts.c makes it
	r.global.vars["PPID"] = &variable{set: true, readonly: true, integer: true}
	// bash's compiled-in search path for enable -f.
	def("BASH_LOADABLES_PATH", "/usr/local/lib/bash:/usr/lib/bash:/opt/local/lib/bash:/usr/pkg/lib/bash:/opt/pkg/lib/bash:.", false)
	r.importedVarsFixup(s.cfg.Env)
	r.global.vars["PWD"] = &variable{set: true, str: r.dir, exported: true}
	vi := &variable{set: true, kind: kIndexed, readonly: true}
	for i, s := range []string{"5", "2", "15", "1", "release", "x86_64-pc-linux-gnu"} {
		vi.setIndex(i, s)
	}
	r.global.vars["BASH_VERSINFO"] = vi
	r.pipeStatus = []int{}
	r.sigq = newSigQueue()
	r.mainSigq = r.sigq
	r.opts.globasciiranges = true // bash 5.2's default
	return r
}

// subshell returns a copy of r for ( ), $( ), pipeline stages and jobs:
// changes in the copy do not reach r.
func (r *runner) subshell(newPid bool) *runner {
	c := *r
	c.notRun = nil
	c.chk = outCheck{}
	c.exitTrapDeeper = true
	// Under set -E a subshell keeps the ERR trap; set -E given in it
	// later does not bring back one it did not keep.
	c.errTrapKept = r.errtraceOn() && (!r.trapsInherited || r.errTrapKept)
	c.global = nil
	// Clone the scope chain keeping the global pointer identity.
	var clone func(s *scope) *scope
	clone = func(s *scope) *scope {
		n := &scope{vars: make(map[string]*variable, len(s.vars)), temp: s.temp, fromTemp: s.fromTemp}
		for k, v := range s.vars {
			n.vars[k] = v.clone()
		}
		if s.parent != nil {
			n.parent = clone(s.parent)
		}
		if s == r.global {
			c.global = n
		}
		return n
	}
	c.cur = clone(r.cur)
	if c.global == nil {
		c.global = clone(r.global)
	}
	c.funcs = make(map[string]*funcDef, len(r.funcs))
	for k, v := range r.funcs {
		c.funcs[k] = v
	}
	c.fds = append([]*fdesc(nil), r.fds...)
	// The shell this one was copied from keeps its descriptors open: a
	// pipe's write end closed here stays open there.
	c.fdFrames = append(append([]fdFrame(nil), r.fdFrames...), fdFrame{saved: r.fds, all: true})
	c.redirSaved = nil
	c.heldProcs = nil
	c.runningProcs = nil
	c.params = append([]string(nil), r.params...)
	c.traps = map[string]string{}
	for k, v := range r.traps {
		// Ignored signals stay ignored; other traps are reset, except that
		// bash keeps showing them in `trap` output of $(trap).
		c.traps[k] = v
	}
	c.trapsInherited = true
	c.exitTrapRunning = false
	c.forked, c.reportsKids, c.execKilled = true, false, nil
	// Its own queue: kill $BASHPID and kill of a job reach this subshell,
	// not the shell it was copied from.
	c.sigq = newSigQueue()
	c.sigq.setDisp(c.traps, true, c.keptSigs())
	c.aliases = make(map[string]string, len(r.aliases))
	for k, v := range r.aliases {
		c.aliases[k] = v
	}
	c.comps = r.comps.clone()
	c.dirStack = append([]string(nil), r.dirStack...)
	c.frames = append([]frame(nil), r.frames...)
	c.hashed = make(map[string]*hashEntry, len(r.hashed))
	for k, e := range r.hashed {
		cp := *e
		c.hashed[k] = &cp
	}
	c.jobs = &jobTable{}
	c.coprocCur = nil // a subshell does not reap the shell's coprocess
	c.subLevel = r.subLevel + 1
	c.bashSubshell = r.bashSubshell + 1
	c.pipeSimple = false
	c.inLoop = 0
	if newPid {
		c.bashpid = r.sh.newPid()
		c.procParent = r.bashpid
	}
	c.rnd = newRand(r.sh.newPid())
	c.random = newBashRandom(c.rnd.Int64()) // a subshell draws anew, as bash reseeds
	c.exiting, c.errexited = false, false
	c.exitCalled, c.execReplaced = false, false
	c.assignTilde = false
	c.noTilde = false
	c.listWord = false
	c.partBufs = nil // the parent's: a pipeline's elements run at once
	c.substWhole = ""
	c.wordTop = nil
	c.arithNode = nil
	c.scopePool = nil
	c.readScratch = nil
	c.dashC, c.forceEOF, c.forkedSimple, c.eofCaught = false, false, false, false
	c.breakN, c.contN, c.returning = 0, 0, false
	c.inPlace, c.soleSubshell = nil, nil
	return &c
}

// forkedFor sets what a forked pipeline element or asynchronous command
// (async) keeps of the shell parent it was forked from, as bash forks
// them. A simple command is forked by execute_simple_command, which
// keeps the loop level (`echo | break` in a loop ends its own process
// silently) and, in a pipeline, $BASH_SUBSHELL ("not for pipes yet");
// a ( ) is forked once, its own subshell counting the level; another
// compound command runs in execute_in_subshell: one level more, outside
// any loop (`echo | { break; }` says so).
func (r *runner) forkedFor(parent *runner, cmd syntax.Command, async bool) {
	r.forkedCmd = cmd
	switch cmd.(type) {
	case *syntax.CallExpr, *syntax.DeclClause, *syntax.LetClause, *syntax.Subshell:
		// the process is the command, or the ( ), which reports its own
	default:
		r.reportsKids = true
	}
	switch cmd.(type) {
	case *syntax.CallExpr, *syntax.DeclClause, *syntax.LetClause:
		r.inLoop = parent.inLoop
		r.dashC = parent.dashC // the same bash -c, forked
		r.forkedSimple = true
		if !async {
			r.bashSubshell = parent.bashSubshell
			r.pipeSimple = true
		}
	case *syntax.Subshell:
		if !async {
			// background runs ( list ) & as the job's own statements
			// (jobs.go); a pipeline element's ( ) adds the level.
			r.bashSubshell = parent.bashSubshell
		}
	}
}

// dropCoprocFds closes in a forked subshell (( ), a pipeline element, a
// job, a coprocess) the parent's coprocess descriptors, as bash does in
// every child but those of $( ) and <( ).
func (r *runner) dropCoprocFds(parent *runner) {
	cp := parent.coprocCur
	if cp == nil {
		return
	}
	if r.getFd(cp.rfd) == cp.r {
		r.fds[cp.rfd] = nil
	}
	if r.getFd(cp.wfd) == cp.w {
		r.fds[cp.wfd] = nil
	}
}

func (r *runner) stdout() io.Writer {
	var w io.Writer = badWriter{}
	if len(r.fds) > 1 && r.fds[1] != nil && r.fds[1].w != nil {
		w = r.fds[1].w
	}
	if r.chk.on {
		// A builtin runs: its write errors are checked after it.
		r.chk.w = w
		return &r.chk
	}
	return w
}

func (r *runner) stderr() io.Writer {
	if len(r.fds) > 2 && r.fds[2] != nil && r.fds[2].w != nil {
		return r.fds[2].w
	}
	return io.Discard
}

func (r *runner) stdin() io.Reader {
	if len(r.fds) > 0 && r.fds[0] != nil && r.fds[0].r != nil {
		return r.fds[0].r
	}
	return badReader{}
}

func (r *runner) errf(format string, a ...any) {
	fmt.Fprintf(r.stderr(), format, a...)
}

// errLine prints "bash: line N: msg" as bash does for script errors.
// The name is the file the running code was read from: a sourced file
// (a function defined there too) or the script.
func (r *runner) errLine(format string, a ...any) {
	msg := fmt.Sprintf(format, a...)
	if r.opts.extra("gnu_errfmt") && !isBuiltinMessage(msg) {
		// shopt gnu_errfmt: the shell's own messages (error_prolog) in
		// the GNU form; a builtin's (builtin_error) keep " line N".
		fmt.Fprintf(r.stderr(), "%s:%d: %s\n", r.errName(), r.lineNow(), msg)
		return
	}
	if r.interactive {
		// bash's error_prolog: an interactive shell gives no line
		fmt.Fprintf(r.stderr(), "%s: %s\n", r.errName(), msg)
		return
	}
	fmt.Fprintf(r.stderr(), "%s: line %d: %s\n", r.errName(), r.lineNow(), msg)
}

// isBuiltinMessage reports whether an error message is a builtin's: it
// starts with the builtin's name and a colon.
func isBuiltinMessage(msg string) bool {
	name, _, ok := strings.Cut(msg, ": ")
	if !ok {
		return false
	}
	_, b := builtins[name]
	return b
}

// lineNow is $LINENO: in an ERR or DEBUG trap its lines count from that
// of the command that ran it.
func (r *runner) lineNow() int {
	if r.inTrap && r.trapLine > 0 && r.funcDepth == r.trapFuncDepth && r.sourceDepth == r.trapSourceDepth {
		return r.trapLine + r.lineno - 1
	}
	return r.lineno
}

// callerLine is the line BASH_LINENO keeps for a function call or a
// source: in a trap's own text, the line of the command the trap
// interrupted, whichever line of the text makes the call.
func (r *runner) callerLine() int {
	if r.inTrap && r.trapLine > 0 && r.funcDepth == r.trapFuncDepth && r.sourceDepth == r.trapSourceDepth {
		return r.trapLine
	}
	return r.lineno
}

// errName is the name before bash's messages (get_name_for_error):
// BASH_SOURCE[0], so inside a function the file it was defined in
// ("main" for a script read from stdin, "environment" for bash -c), else
// $0.
func (r *runner) errName() string {
	if n := len(r.frames); n > 0 && r.frames[n-1].source != "" {
		return r.frames[n-1].source
	}
	if r.source != "" {
		return r.source
	}
	return r.arg0
}

func (r *runner) stop() bool {
	return r.exiting || r.aborting || r.rs.stopped() || r.cancelled() || r.breakN > 0 || r.contN > 0 || r.returning
}

// cancelled reports whether this runner's own context ended: a command
// such as timeout runs a child shell under a shorter deadline than the
// Run's.
func (r *runner) cancelled() bool {
	return r.ctx != nil && r.ctx.Err() != nil
}

// environ returns the exported variables.
func (r *runner) environ() map[string]string {
	env := map[string]string{}
	var walk func(s *scope)
	walk = func(s *scope) {
		if s.parent != nil {
			walk(s.parent)
		}
		for k, v := range s.vars {
			if v.exported && v.set && v.kind == kString && !v.nameref {
				env[k] = v.str
			} else if _, ok := env[k]; ok && !v.exported {
				delete(env, k)
			}
		}
	}
	walk(r.cur)
	// Exported, SHELLOPTS and BASHOPTS carry the options now on.
	if _, ok := env["SHELLOPTS"]; ok && !r.plain["SHELLOPTS"] {
		env["SHELLOPTS"] = r.shellopts()
	}
	if _, ok := env["BASHOPTS"]; ok && !r.plain["BASHOPTS"] {
		env["BASHOPTS"] = r.bashopts()
	}
	// An exported function goes to the child as bash sends it, a
	// variable BASH_FUNC_name%% whose value is its text.
	for name, fd := range r.funcs {
		if fd.exported {
			env[funcEnvPrefix+name+funcEnvSuffix] = funcEnvText(fd)
		}
	}
	return env
}

const funcEnvPrefix, funcEnvSuffix = "BASH_FUNC_", "%%"

// importFuncs defines the functions the environment carries (variables
// BASH_FUNC_name%% whose value starts "() {"), exported, as bash does at
// its start; the variables themselves are not the shell's. A value that
// is not exactly one definition of that name is left as it is.
func (r *runner) importFuncs() {
	for k, v := range r.global.vars {
		name, ok := strings.CutPrefix(k, funcEnvPrefix)
		if !ok || !strings.HasSuffix(name, funcEnvSuffix) || !strings.HasPrefix(v.str, "() {") {
			continue
		}
		name = strings.TrimSuffix(name, funcEnvSuffix)
		if name == "" || strings.ContainsAny(name, " \t\n/$`'\"\\=") {
			continue
		}
		text := name + " " + v.str
		f, _, err := parseDeferred(text, r.readMode())
		if err != nil || len(f.Stmts) != 1 {
			continue
		}
		st := f.Stmts[0]
		fn, ok := st.Cmd.(*syntax.FuncDecl)
		if !ok || fn.Name.Value != name || len(st.Redirs) > 0 || st.Background || st.Negated {
			continue
		}
		// bash numbers the text from 0.
		r.funcs[name] = &funcDef{body: fn.Body, source: "environment", lineBase: -1, src: text, exported: true}
		delete(r.global.vars, k)
	}
}

func sortedKeys[M ~map[string]V, V any](m M) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

type badWriter struct{}

func (badWriter) Write(p []byte) (int, error) { return 0, errBadFD }

// Stat fails as fstat of a closed descriptor does (cat >&- tells it so).
func (badWriter) Stat() (fs.FileInfo, error) { return nil, errBadFD }

type badReader struct{}

func (badReader) Read(p []byte) (int, error) { return 0, errBadFD }

// Stat fails as fstat of a closed descriptor does.
func (badReader) Stat() (fs.FileInfo, error) { return nil, errBadFD }

// errBadFD is EBADF, so that messages name it as bash does ("Bad file
// descriptor").
var errBadFD = fmt.Errorf("closed file descriptor: %w", vfs.ErrBadFD)

func shellQuoteArgs(args []string, cloc bool) string {
	var b strings.Builder
	for i, a := range args {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(xtraceQuote(a, cloc))
	}
	return b.String()
}

// recoverInternal, deferred in a goroutine that runs shell code, reports an
// evaluator bug as text on the shell's stderr instead of taking the
// process down.
func (r *runner) recoverInternal() {
	if v := recover(); v != nil {
		r.errf("%s: internal error: %v\n", r.arg0, v)
	}
}
