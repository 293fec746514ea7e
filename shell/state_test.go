package shell

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// stateShell returns a shell over fsys starting in /work.
func stateShell(t testing.TB, fsys vfs.FS) *Shell {
	t.Helper()
	clock := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	sh, err := New(Config{FS: fsys, Dir: "/work", Username: "agent", Hostname: "box",
		Env: map[string]string{"LANG": "C.UTF-8"}, Commands: testCommands(), Now: func() time.Time { return clock }})
	if err != nil {
		t.Fatal(err)
	}
	return sh
}

func stateFS(t *testing.T) vfs.FS { return stateFSFor(t) }

func stateFSFor(t testing.TB) vfs.FS {
	t.Helper()
	fsys := memfs.New()
	ctx := context.Background()
	for _, d := range []string{"/work/sub/deep", "/tmp", "/home/agent"} {
		if err := vfs.MkdirAll(ctx, fsys, d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return fsys
}

func runIn(t *testing.T, sh *Shell, script string) (string, int) {
	t.Helper()
	var out strings.Builder
	res, err := sh.Run(context.Background(), script, RunIO{Stdout: &out, Stderr: &out})
	if err != nil {
		t.Fatal(err)
	}
	return out.String(), res.ExitCode
}

// probe prints everything a State must carry over, the way a model
// would look at it.
const probe = `echo "status=$?"
declare -p
declare -f
shopt -p
set +o
echo "flags=$-"
alias
umask; umask -S
dirs -l -v
pwd
trap -p
`

// resume snapshots sh's state through JSON into a new shell on the same
// filesystem.
func resume(t *testing.T, sh *Shell, fsys vfs.FS) *Shell {
	t.Helper()
	st, err := sh.State()
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(st)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	sh2 := stateShell(t, fsys)
	if err := sh2.SetState(back); err != nil {
		t.Fatalf("SetState: %v\nstate: %s", err, b)
	}
	return sh2
}

func TestStateRoundTrip(t *testing.T) {
	tests := []struct{ name, script, after string }{
		{name: "empty"},
		{name: "cwd and scalars", script: `cd sub/deep; x=1; y='two words'; z=$'tab\there\nnl'; export E=exported; declare -x onlyexp; declare declared`},
		{name: "sparse indexed array", script: `a=(zero one); a[7]=seven; a[100]='hundred x'; unset 'a[1]'; declare -a empty=()`,
			after: `echo "${!a[@]}" "${#a[@]}" "${a[100]}"`},
		{name: "assoc odd keys", script: `declare -A m; m[plain]=1; m['with space']=2; m['quo"te']=3; m[']']=4; m['$x']=5; m['']=6 2>/dev/null; m[a=b]=7; m['back\slash']=8`,
			after: `for k in "${!m[@]}"; do printf '<%s>=<%s>\n' "$k" "${m[$k]}"; done`},
		{name: "attributes", script: `declare -i n=6*7; declare -l low=MiXeD; declare -u up=MiXeD; readonly R=const; declare -r -a RA=(1 2); declare -ix ni=3; declare -n ref=low; declare +x PATH; PATH=/bin`,
			after: `n+=1; echo $n; low=ABC; echo $low $ref; ref=Q; echo $low; R=1; echo $?`},
		{name: "unset defaults", script: `unset PS1 OPTERR; HOME=/elsewhere; export HOSTNAME`},
		{name: "functions", script: `f() { local v=$1; echo "f:$v"; }
g() {
  cat <<EOF
here $1
  doc
EOF
  cat <<'RAW'
raw $x
RAW
}
outer() { inner() { echo inner; }; echo outer; }
outer >/dev/null
h() ( cd /; echo sub )
k() { for i in 1 2; do case $i in 1) echo one;; *) echo other;; esac; done; if [[ -n $x && $x == *a* ]]; then echo y; elif ((x>1)); then :; else echo n; fi; while false; do :; done | cat; }`,
			after: `f arg; g arg; inner; h; k`},
		{name: "options", script: `set -euo pipefail; set -o noclobber; shopt -s extglob nullglob globstar dotglob; shopt -u globskipdots; set -f`,
			after: `echo $-`},
		{name: "aliases", script: `alias ll='ls -l' la="echo 'quoted' \$x"; shopt -s expand_aliases`},
		{name: "traps", script: `trap 'echo caught' USR1; trap '' INT; trap 'echo err' ERR; trap 'echo bye' EXIT`},
		{name: "umask and dirs", script: `umask 027; pushd sub >/dev/null; pushd deep >/dev/null; pushd /tmp >/dev/null`},
		{name: "status", script: `(exit 3)`},
		{name: "namerefs to arrays", script: `arr=(a b c); declare -n r=arr; declare -A h=([x]=1); declare -n hr=h; declare -n dangling=nosuch`,
			after: `echo "${r[1]}" "${hr[x]}"; r[5]=f; echo "${arr[@]}"; dangling=made; echo $nosuch`},
		{name: "integer and case arrays", script: `declare -ai ia=(1+1 2*3); declare -al la=(ONE Two); declare -Au ua=([k]=v); declare -rA ra=([q]=z)`,
			after: `ia+=(4+4); la+=(THREE); ua[n]=low; echo "${ia[@]} ${la[@]} ${ua[@]}"`},
		{name: "unicode and newlines", script: `u='grüße → 世界'; nl=$'a\nb\n'; declare -A k=([ü]=1 [$'\n']=nl); e=''`,
			after: `printf '%s|' "$u" "$nl" "${k[ü]}" "${k[$'\n']}" "${#e}"`},
		{name: "odd function names and forms", script: `my-func() { echo dash; }
a.b() { echo dot; }
function kw { echo keyword; }
redir() { echo to-file; } > /tmp/redir.out
sub() ( echo subshell body )
arith() (( $1 > 2 ))
cond() [[ $1 == y* ]]
cd() { builtin cd "$@" && echo "now $PWD"; }`,
			after: `my-func; a.b; kw; redir; cat /tmp/redir.out; sub; arith 3 && echo big; cond yes && echo yes; cd /tmp`},
		{name: "xtrace and errexit", script: `set -x; set -e; set -u; PS4='>> '`,
			after: `echo traced; false; echo not reached`},
		{name: "cd dash and IFS", script: `cd /tmp; cd /work/sub; IFS=,; set -o allexport`,
			after: `cd - >/dev/null; pwd; v="a,b"; for w in $v; do echo "[$w]"; done; newvar=1; declare -p newvar`},
		{name: "lastpipe and nocasematch", script: `shopt -s lastpipe nocasematch; shopt -u globasciiranges`,
			after: `echo piped | read got; echo "$got"; [[ ABC == abc ]] && echo match`},
		{name: "unset then declared", script: `unset HOME; declare HOME; unset -v IFS`,
			after: `echo "[${HOME-unset}] [${IFS-unset}]"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fsys := stateFS(t)
			a := stateShell(t, fsys)
			runIn(t, a, tc.script)
			b := resume(t, a, fsys)
			script := probe + tc.after
			wantOut, wantCode := runIn(t, a, script)
			gotOut, gotCode := runIn(t, b, script)
			if gotOut != wantOut || gotCode != wantCode {
				t.Errorf("after resume:\n%s(status %d)\nwant:\n%s(status %d)", gotOut, gotCode, wantOut, wantCode)
			}
		})
	}
}

func TestStateLeavesOutDynamicAndDefaultVariables(t *testing.T) {
	fsys := stateFS(t)
	sh := stateShell(t, fsys)
	runIn(t, sh, `RANDOM=5; SECONDS=100; x=1; : $LINENO; false | true; f() { :; }; f; PATH=$PATH:/opt/bin`)
	st, err := sh.State()
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, v := range st.Vars {
		names[v.Name] = true
	}
	for _, n := range []string{"RANDOM", "SECONDS", "LINENO", "BASHPID", "PIPESTATUS", "FUNCNAME", "PPID", "HOME", "USER", "HOSTNAME", "SHLVL", "BASH_VERSINFO", "UID", "IFS", "LANG"} {
		if names[n] {
			t.Errorf("state has %s", n)
		}
	}
	for _, n := range []string{"x", "PATH"} {
		if !names[n] {
			t.Errorf("state lacks %s (changed by the script): %+v", n, st.Vars)
		}
	}
	if len(st.Unset) != 0 {
		t.Errorf("Unset = %v", st.Unset)
	}
}

// A resumed session gets the new configuration's identity where the
// script did not override it.
func TestStateDefaultsFollowTheNewShell(t *testing.T) {
	fsys := stateFS(t)
	a := stateShell(t, fsys)
	runIn(t, a, `x=kept`)
	st, err := a.State()
	if err != nil {
		t.Fatal(err)
	}
	b, err := New(Config{FS: fsys, Dir: "/", Username: "other", Hostname: "h2", Commands: testCommands()})
	if err != nil {
		t.Fatal(err)
	}
	if err := b.SetState(st); err != nil {
		t.Fatal(err)
	}
	out, _ := runIn(t, b, `echo $x $USER $HOME $HOSTNAME; pwd; echo $PWD`)
	if want := "kept other /home/other h2\n/work\n/work\n"; out != want {
		t.Errorf("got %q, want %q", out, want)
	}
}

// Without SetState the probe differs: the round-trip test can fail.
func TestStateRoundTripIsNotTrivial(t *testing.T) {
	fsys := stateFS(t)
	a := stateShell(t, fsys)
	runIn(t, a, `cd sub; x=1`)
	want, _ := runIn(t, a, probe)
	got, _ := runIn(t, stateShell(t, fsys), probe)
	if got == want {
		t.Fatal("a new shell prints the same probe")
	}
}

func TestSetStateRefusesInvalidStates(t *testing.T) {
	bad := []State{
		{Dir: "relative"},
		{Vars: []Var{{Name: "1x", Set: true, Value: "v"}}},
		{Vars: []Var{{Name: "RANDOM", Set: true, Value: "4"}}},
		{Vars: []Var{{Name: "x", Attrs: "q"}}},
		{Vars: []Var{{Name: "x", Attrs: "aA"}}},
		{Vars: []Var{{Name: "x", Attrs: "a", Value: "scalar"}}},
		{Vars: []Var{{Name: "x", Attrs: "a", Indexed: []IndexedElem{{-1, "v"}}}}},
		{Funcs: []Func{{Name: "f", Body: "g() { :; }"}}},
		{Funcs: []Func{{Name: "f", Body: "f() { :; }; echo injected"}}},
		{Funcs: []Func{{Name: "f", Body: "f() { "}}},
		{Aliases: map[string]string{"a b": "x"}},
		{Umask: 0o1000},
		{DirStack: []string{"rel"}},
		{Status: 256},
		{Vars: []Var{{Name: "h", Attrs: "A", Assoc: []AssocElem{{"k", "1"}, {"k", "2"}}}}},
		{Vars: []Var{{Name: "h", Attrs: "A", Assoc: []AssocElem{{"k", "1"}}, Buckets: 1000}}},
		{Vars: []Var{{Name: "h", Attrs: "A", Assoc: []AssocElem{{"k", "1"}}, Buckets: 1 << 30}}},
		{Completions: []Completion{{Name: "x"}}},
		{Completions: []Completion{{Name: "x"}}, CompleteBuckets: 500},
		{Completions: []Completion{{Name: "x"}, {Name: "x"}}, CompleteBuckets: 512},
		{Completions: []Completion{{Name: "x", Actions: []string{"nope"}}}, CompleteBuckets: 512},
		{Completions: []Completion{{Name: "x", Options: []string{"nope"}}}, CompleteBuckets: 512},
	}
	for i, st := range bad {
		fsys := stateFS(t)
		sh := stateShell(t, fsys)
		runIn(t, sh, `y=before`)
		if err := sh.SetState(st); err == nil {
			t.Errorf("%d: SetState(%+v) accepted", i, st)
		}
		if out, _ := runIn(t, sh, `echo $y`); out != "before\n" {
			t.Errorf("%d: a refused state changed the shell: %q", i, out)
		}
	}
}

func TestStateOnClosedShell(t *testing.T) {
	sh := stateShell(t, stateFS(t))
	sh.Close()
	if _, err := sh.State(); err != ErrClosed {
		t.Errorf("State: %v", err)
	}
	if err := sh.SetState(State{}); err != ErrClosed {
		t.Errorf("SetState: %v", err)
	}
}

// Every option the shell stores survives a State round trip: a new field
// in options that State does not carry fails here.
func TestStateCarriesEveryOption(t *testing.T) {
	for _, on := range []bool{true, false} {
		fsys := stateFS(t)
		a := stateShell(t, fsys)
		o := &a.r.opts
		for _, n := range setOptNames {
			if p := optByName(o, n); p != nil {
				*p = on
			}
		}
		for _, so := range shoptList {
			if p := so.ptr(o); p != nil {
				*p = on
			}
		}
		o.noGlobSkipDots, o.noHash = on, on
		o.restricted, o.restrictedShell = on, on
		ov := reflect.ValueOf(o).Elem()
		for i := range ov.NumField() {
			if ov.Field(i).Kind() != reflect.Bool {
				continue // compatLevel: TestStateCarriesCompatLevel
			}
			if ov.Field(i).Bool() != on {
				t.Fatalf("option field %s has no set -o or shopt name: State cannot carry it", ov.Type().Field(i).Name)
			}
		}
		b := resume(t, a, fsys)
		if a.r.opts != b.r.opts {
			t.Errorf("all options %v: got %+v, want %+v", on, b.r.opts, a.r.opts)
		}
	}
}

// BASH_COMPAT's level, which shopt compatNN shows, is the restored
// variable's.
func TestStateCarriesCompatLevel(t *testing.T) {
	fsys := stateFS(t)
	a := stateShell(t, fsys)
	runIn(t, a, "BASH_COMPAT=4.2")
	b := resume(t, a, fsys)
	const probe = "shopt compat42 compat43; echo $BASH_COMPAT"
	want, _ := runIn(t, a, probe)
	got, _ := runIn(t, b, probe)
	if got != want || !strings.Contains(got, "compat42       \ton") {
		t.Errorf("after State: %q, want %q (compat42 on)", got, want)
	}
}

// A session's shell with 100 variables, an array of 1000 elements and
// 20 functions: State, JSON both ways, SetState.
func BenchmarkStateRoundTrip(b *testing.B) {
	fsys := memfs.New()
	vfs.MkdirAll(context.Background(), fsys, "/work", 0o755)
	sh, err := New(Config{FS: fsys, Dir: "/work"})
	if err != nil {
		b.Fatal(err)
	}
	var script strings.Builder
	for i := range 100 {
		fmt.Fprintf(&script, "v%d='value %d'\n", i, i)
	}
	script.WriteString("arr=($(seq 1000 2>/dev/null || echo {1..1000}))\n")
	for i := range 20 {
		fmt.Fprintf(&script, "f%d() { local x=$1; if [[ $x == a* ]]; then echo \"$x\"; fi; for i in 1 2 3; do echo $i; done; }\n", i)
	}
	if _, err := sh.Run(context.Background(), script.String(), RunIO{}); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		st, err := sh.State()
		if err != nil {
			b.Fatal(err)
		}
		js, _ := json.Marshal(st)
		var back State
		if err := json.Unmarshal(js, &back); err != nil {
			b.Fatal(err)
		}
		if err := sh.SetState(back); err != nil {
			b.Fatal(err)
		}
	}
}

// FuzzSetState: a state from a damaged or hostile store is refused or
// gives a working shell, never a panic.
func FuzzSetState(f *testing.F) {
	sh := stateShell(f, stateFSFor(f))
	sh.Run(context.Background(), `cd sub; x=1; declare -A m=([k]=v); declare -ai n=(1 2); f() { echo "$1"; }; alias a='echo a'; trap 'echo t' USR1; set -eu; shopt -s extglob; pushd /tmp`, RunIO{})
	st, _ := sh.State()
	seed, _ := json.Marshal(st)
	f.Add(seed)
	f.Add([]byte(`{"vars":[{"name":"r","attrs":"n","set":true,"value":"r"}]}`))
	f.Add([]byte(`{"funcs":[{"name":"f","body":"f() { f; }"}]}`))
	f.Add([]byte(`{"dir":"/nonexistent","dirstack":["/a","/b"]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var st State
		if json.Unmarshal(data, &st) != nil {
			return
		}
		sh := stateShell(t, stateFSFor(t))
		if sh.SetState(st) != nil {
			return
		}
		var out strings.Builder
		if _, err := sh.Run(context.Background(), probe+"f 1; r=2; echo $r", RunIO{Stdout: &out, Stderr: &out}); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(out.String(), "internal error") {
			t.Fatalf("state %s: %s", data, out.String())
		}
	})
}

// An associative array keeps bash's order across a state round trip, also
// once its hash table grew: keys added after SetState land where bash puts
// them.
func TestStateKeepsAssocOrder(t *testing.T) {
	const fill = `declare -A h; for i in {1..3000}; do h[k$i]=$i; done; unset 'h[k7]'`
	const more = `for i in {3001..3100}; do h[k$i]=$i; done; h[k7]=again; echo "${!h[@]}"; echo "${h[@]}"`
	fsys := stateFS(t)
	direct := stateShell(t, fsys)
	runIn(t, direct, fill)
	want, _ := runIn(t, direct, more)

	src := stateShell(t, fsys)
	runIn(t, src, fill)
	st, err := src.State()
	if err != nil {
		t.Fatal(err)
	}
	dst := stateShell(t, fsys)
	if err := dst.SetState(st); err != nil {
		t.Fatal(err)
	}
	if got, _ := runIn(t, dst, more); got != want {
		t.Errorf("after SetState: %q, want %q", got, want)
	}
}

// complete's specifications survive a state round trip in complete -p's
// order, also once the table grew, and an emptied table stays one (complete
// -r of an unknown name then complains, as bash).
func TestStateKeepsCompletions(t *testing.T) {
	const fill = `for i in {1..1100}; do complete -W "w$i" n$i; done; complete -r n7; complete -o nospace -A function -F f -P 'p q' -D; complete -E -C 'echo $1' -X '!*'`
	const more = `complete -W x n7 zz; compopt -o default n9; complete -p; complete -p n9 -D -E; complete -r; complete -r nope; echo "st=$?"`
	fsys := stateFS(t)
	direct := stateShell(t, fsys)
	runIn(t, direct, fill)
	want, _ := runIn(t, direct, more)

	src := stateShell(t, fsys)
	runIn(t, src, fill)
	st, err := src.State()
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(st)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	dst := stateShell(t, fsys)
	if err := dst.SetState(back); err != nil {
		t.Fatal(err)
	}
	if got, _ := runIn(t, dst, more); got != want {
		t.Errorf("after SetState: %q, want %q", got, want)
	}
	if !strings.Contains(want, "complete -o nospace -A function -P 'p q' -F f -D\n") || !strings.Contains(want, "st=1") {
		t.Errorf("unexpected listing: %q", want)
	}
}
