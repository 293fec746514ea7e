package shell

import (
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"github.com/computerwelt/computerwelt/vfs"
)

// bind is bash's in a shell with no line editing, as every sandbox shell
// is: it warns so, then does what does not need a terminal. -l lists
// readline's function names; -s, -S and -X find no macros and no shell
// commands bound; -f reads its file; -m checks the keymap's name; -q and
// -u check the function's. The key bindings and readline variables
// (-p, -P, -v, -V) depend on the host's inputrc and terminal, so they are
// not shown, and bindings made are not kept.

const bindUsage = "bind: usage: bind [-lpsvPSVX] [-m keymap] [-f filename] [-q name] [-u name] [-r keyseq] [-x keyseq:shell-command] [keyseq:readline-function or readline-command]\n"

// readlineFunctions is bash 5.2's bind -l: readline's bindable function
// names, sorted.
const readlineFunctions = `
abort accept-line alias-expand-line arrow-key-prefix backward-byte backward-char backward-delete-char
backward-kill-line backward-kill-word backward-word beginning-of-history beginning-of-line
bracketed-paste-begin call-last-kbd-macro capitalize-word character-search character-search-backward
clear-display clear-screen complete complete-command complete-filename complete-hostname complete-into-braces
complete-username complete-variable copy-backward-word copy-forward-word copy-region-as-kill dabbrev-expand
delete-char delete-char-or-list delete-horizontal-space digit-argument display-shell-version
do-lowercase-version downcase-word dump-functions dump-macros dump-variables dynamic-complete-history
edit-and-execute-command emacs-editing-mode end-kbd-macro end-of-history end-of-line exchange-point-and-mark
fetch-history forward-backward-delete-char forward-byte forward-char forward-search-history forward-word
glob-complete-word glob-expand-word glob-list-expansions history-and-alias-expand-line history-expand-line
history-search-backward history-search-forward history-substring-search-backward
history-substring-search-forward insert-comment insert-completions insert-last-argument kill-line kill-region
kill-whole-line kill-word magic-space menu-complete menu-complete-backward next-history next-screen-line
non-incremental-forward-search-history non-incremental-forward-search-history-again
non-incremental-reverse-search-history non-incremental-reverse-search-history-again old-menu-complete
operate-and-get-next overwrite-mode possible-command-completions possible-completions
possible-filename-completions possible-hostname-completions possible-username-completions
possible-variable-completions previous-history previous-screen-line print-last-kbd-macro quoted-insert
re-read-init-file redraw-current-line reverse-search-history revert-line self-insert set-mark
shell-backward-kill-word shell-backward-word shell-expand-line shell-forward-word shell-kill-word
shell-transpose-words skip-csi-sequence spell-correct-word start-kbd-macro tab-insert tilde-expand
transpose-chars transpose-words tty-status undo universal-argument unix-filename-rubout unix-line-discard
unix-word-rubout upcase-word vi-append-eol vi-append-mode vi-arg-digit vi-bWord vi-back-to-indent
vi-backward-bigword vi-backward-word vi-bword vi-change-case vi-change-char vi-change-to vi-char-search
vi-column vi-complete vi-delete vi-delete-to vi-eWord vi-edit-and-execute-command vi-editing-mode
vi-end-bigword vi-end-word vi-eof-maybe vi-eword vi-fWord vi-fetch-history vi-first-print vi-forward-bigword
vi-forward-word vi-fword vi-goto-mark vi-insert-beg vi-insertion-mode vi-match vi-movement-mode vi-next-word
vi-overstrike vi-overstrike-delete vi-prev-word vi-put vi-redo vi-replace vi-rubout vi-search vi-search-again
vi-set-mark vi-subst vi-tilde-expand vi-undo vi-unix-word-rubout vi-yank-arg vi-yank-pop vi-yank-to yank
yank-last-arg yank-nth-arg yank-pop`

// bashReadlineFunctions are the functions bash adds to readline's when
// it initializes it, which bind does: compgen -A binding lists them only
// after that.
var bashReadlineFunctions = []string{"alias-expand-line", "complete-command", "complete-filename", "complete-hostname",
	"complete-into-braces", "complete-username", "complete-variable", "dabbrev-expand", "display-shell-version",
	"dynamic-complete-history", "edit-and-execute-command", "glob-complete-word", "glob-expand-word",
	"glob-list-expansions", "history-and-alias-expand-line", "history-expand-line", "insert-last-argument",
	"magic-space", "possible-command-completions", "possible-filename-completions", "possible-hostname-completions",
	"possible-username-completions", "possible-variable-completions", "shell-backward-kill-word",
	"shell-backward-word", "shell-expand-line", "shell-forward-word", "shell-kill-word", "shell-transpose-words",
	"spell-correct-word", "vi-edit-and-execute-command"}

// readlineVariables are readline's variables as bash 5.2's bind -v shows
// them with no inputrc of the user's (a UTF-8 locale; the C locale turns
// convert-meta on): the sandbox has no line editing, so they never change.
var readlineVariables = [][2]string{
	{"bind-tty-special-chars", "on"},
	{"blink-matching-paren", "off"},
	{"byte-oriented", "off"},
	{"colored-completion-prefix", "off"},
	{"colored-stats", "off"},
	{"completion-ignore-case", "off"},
	{"completion-map-case", "off"},
	{"convert-meta", "off"},
	{"disable-completion", "off"},
	{"echo-control-characters", "on"},
	{"enable-active-region", "on"},
	{"enable-bracketed-paste", "on"},
	{"enable-keypad", "off"},
	{"enable-meta-key", "on"},
	{"expand-tilde", "off"},
	{"history-preserve-point", "off"},
	{"horizontal-scroll-mode", "off"},
	{"input-meta", "on"},
	{"mark-directories", "on"},
	{"mark-modified-lines", "off"},
	{"mark-symlinked-directories", "off"},
	{"match-hidden-files", "on"},
	{"menu-complete-display-prefix", "off"},
	{"meta-flag", "on"},
	{"output-meta", "on"},
	{"page-completions", "on"},
	{"prefer-visible-bell", "on"},
	{"print-completions-horizontally", "off"},
	{"revert-all-at-newline", "off"},
	{"show-all-if-ambiguous", "off"},
	{"show-all-if-unmodified", "off"},
	{"show-mode-in-prompt", "off"},
	{"skip-completed-text", "off"},
	{"visible-stats", "off"},
	{"bell-style", "audible"},
	{"comment-begin", "#"},
	{"completion-display-width", "-1"},
	{"completion-prefix-display-length", "0"},
	{"completion-query-items", "100"},
	{"editing-mode", "emacs"},
	{"emacs-mode-string", "@"},
	{"history-size", "0"},
	{"keymap", "emacs"},
	{"keyseq-timeout", "500"},
	{"vi-cmd-mode-string", "(cmd)"},
	{"vi-ins-mode-string", "(ins)"},
}

var bindKeymaps = []string{"emacs", "emacs-standard", "emacs-meta", "emacs-ctlx", "vi", "vi-move", "vi-command", "vi-insert"}

func builtinBind(r *runner, args []string) int {
	r.errLine("bind: warning: line editing not enabled")
	r.readlineInit = true
	var list, query, unbind, vars, varsLong bool
	var keymap, file, fn *string
	args = args[1:]
	for len(args) > 0 && len(args[0]) > 1 && args[0][0] == '-' {
		a := args[0]
		args = args[1:]
		if a == "--" {
			break
		}
		if a == "--help" {
			r.errf("%s", bindUsage)
			return 2
		}
		for i := 1; i < len(a); i++ {
			c := a[i]
			switch {
			case strings.IndexByte("fqumrx", c) >= 0:
				val := a[i+1:]
				if val == "" {
					if len(args) == 0 {
						r.errLine("bind: -%c: option requires an argument", c)
						r.errf("%s", bindUsage)
						return 2
					}
					val, args = args[0], args[1:]
				}
				i = len(a)
				switch c {
				case 'f':
					file = &val
				case 'q':
					query, fn = true, &val
				case 'u':
					unbind, fn = true, &val
				case 'm':
					keymap = &val
				}
			case c == 'l':
				list = true
			case c == 'v':
				vars = true
			case c == 'V':
				varsLong = true
			case strings.IndexByte("pPsSX", c) >= 0:
			default:
				r.errLine("bind: -%c: invalid option", c)
				r.errf("%s", bindUsage)
				return 2
			}
		}
	}
	if keymap != nil && !slices.Contains(bindKeymaps, *keymap) {
		r.errLine("bind: `%s': invalid keymap name", *keymap)
		return 1
	}
	if list {
		if st := r.writeOut("bind", strings.Join(strings.Fields(readlineFunctions), "\n")+"\n"); st != 0 {
			return st
		}
	}
	if vars || varsLong {
		var b strings.Builder
		for _, kv := range readlineVariables {
			val := kv[1]
			if kv[0] == "convert-meta" && r.byteLocale() {
				val = "on"
			}
			if vars {
				fmt.Fprintf(&b, "set %s %s\n", kv[0], val)
			}
		}
		if varsLong {
			for _, kv := range readlineVariables {
				val := kv[1]
				if kv[0] == "convert-meta" && r.byteLocale() {
					val = "on"
				}
				fmt.Fprintf(&b, "%s is set to `%s'\n", kv[0], val)
			}
		}
		if st := r.writeOut("bind", b.String()); st != 0 {
			return st
		}
	}
	if file != nil {
		// Opened and checked, not read: its bindings would not be kept.
		p := vfs.Abs(r.dir, *file)
		_, isDev, err := r.device(p)
		var f vfs.File
		if !isDev && err == nil {
			f, err = r.sh.cfg.FS.OpenFile(r.ctx, p, vfs.O_RDONLY, 0)
		}
		if f != nil && err == nil {
			var fi fs.FileInfo
			if fi, err = f.Stat(); err == nil && fi.IsDir() {
				err = vfs.ErrIsDir
			}
			f.Close()
		}
		if err != nil {
			r.errLine("bind: %s: cannot read: %s", *file, vfs.Strerror(err))
			return 1
		}
	}
	if (query || unbind) && !slices.Contains(strings.Fields(readlineFunctions), *fn) {
		r.errLine("bind: `%s': unknown function name", *fn)
		return 1
	}
	return 0
}
