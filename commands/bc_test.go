package commands

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

func TestBcDiff(t *testing.T) {
	progs := []string{
		"1+2\n", "2^100\n", "2^1000\n", "-2^200\n", "obase=16; 255; ibase=2; 1010\n",
		"sqrt(2); scale=10; sqrt(2); 1/3; -1/3; .5; -.5; 0.5*1\n", "x=5; x++; x; ++x; x+=2; x\n",
		"define f(n) { if (n<2) return 1; return n*f(n-1); }\nf(20)\nf(100)\n", "print \"hi\\n\"; \"str\\n\"\n",
		"a[3]=5; a[3]+a[2]\n", "for(i=0;i<3;i++) i\n", "i=0; while(i<3) { i; i=i+1 }\n",
		"5%3; -5%3; 5.5%2; scale=2; 5.5%2\n", "2^-1; scale=3; 2^-1\n", "quit\n5\n", "length(123.45); scale(1.230)\n",
		"obase=100; 12345; 1.5; obase=16; 1.5; 255.255; -10\n", "length(0); length(0.001); length(1.10); 0.000; -0; 1.230; scale(0.000)\n",
		"x=0; 0 && x++; x; 1 || x++; x\n", "1 +\n", "1 + ; 2\n", "print 1, 2, \"a\\tb\\n\"\n", "x = 1 < 2; x\n",
		"-2^2; 2^3^2; 7/2*2; 1==1; 2!=2; !0; !5\n", "a=1;{a;a+1}\n", "ibase=16; FF; ibase=A; 1F\n",
		"define f(x) {\n return x*2\n}\nf(3)\n", "define g(){ auto a; a=5; return; }\ng()\n", "define v(x) { x; }\nv(2)\n",
		"1; 2 + ; 3\n", "1;\n2 +\n3\n4\n", "if (1) {\n 5\n}\n", "define f(x) {\n return (x+1)\n}\nf(1); quit\n9\n",
		"if (0) quit; 5\n", "scale=3; x=1/3; x*3; last; .\n", "scale=4; 10/3; scale=0; 2.5*2.5; 2.5*2; 1.25/1\n",
		"scale=2; a=7; a%=3; a; a^=2; a; a/=2; a\n", "\"abc\"; print \"x\\\\q\\n\"\n", "if (0) 1\nelse 2\n3\n",
		"if (0) {1} else {2}\n", "if (0) {\n1\n} else {\n2\n}\n", "if (1) 5; 6\n", "/* comment */ 1 # another\n2\n",
		"x = 3\nx^2\n", "define r(n) { if (n == 0) return (0); return r(n-1) + 1; }\nr(500)\n",
		"a[0]=1; a[1]=2\ndefine s(x[]) { x[0]=9; return x[0]+x[1]; }\ns(a[]); a[0]\n",
		"define h(n) { auto i, t; for (i = 1; i <= n; i++) t += i; return t; }\nh(100); i; t\n",
		"define d(x) { y = x; return e2(); }\ndefine e2() { return y*2; }\nd(4)\n",
		"for (i = 0; i < 10; i++) { if (i == 3) continue; if (i == 6) break; i }\n",
		"99999999999999999999 * 99999999999999999999\n", "123456789012345678901234567890 / 7\n", "scale=30; 1/7\n",
		"obase=2; 1024; 0.5\n", "obase=8; -64\n", "ibase=8; 777\n", "scale=5; -7 % 3; 7 % -3; -7.5 % 2\n",
		"x = 2; x ^= 10; x\n", "z\n", "1 == 1 && 2 < 3 || 0\n", "!1 + 1\n", "2 * -3\n", "--x; x--; x\n",
		"last = 5; last\n", "scale = 3; 2.0000 * 3\n", "3 >= 3; 3 > 3; 2 <= 1\n", "", "\n\n\n", "1\\\n2\n",
		"12\\\n34 + 1\n", "print 5\n", "print \"\\q\\a\\b\\f\\r\\t\\e\"\n", "halt\n1\n", "1/0\n5\n3; 1/0; 4\n7\n",
		"define f(n) { return 1/n; }\nf(0); 9\n9\n", "sqrt(-1)\n", "break\n", "scale=100; sqrt(2)\n",
		"scale=0; sqrt(15); sqrt(16); sqrt(0.25)\n", "a[-1] = 1\n", "obase=1\n", "ibase=1\n", "ibase=17\n",
		"2^0.5\n", "define x(a, b) { return a - b }\nx(1)\n", "foo(1)\n",
	}
	var cases []diffCase
	for _, p := range progs {
		// Runtime messages carry GNU's bytecode addresses, which we do
		// not have (TestBcRuntimeMessages checks ours).
		runtime := strings.Contains(p, "/0") || strings.Contains(p, "1/n") || strings.Contains(p, "sqrt(-") || strings.Contains(p, "base=1\n") ||
			strings.Contains(p, "^0.5") || strings.Contains(p, "x(1)") || strings.Contains(p, "foo(") || strings.Contains(p, "a[-1]")
		cases = append(cases, diffCase{name: p, args: []string{"bc"}, stdin: p, ignoreStderr: runtime})
	}
	for _, p := range []string{
		"s(1); c(1); a(1); l(10); e(1); j(1,2)\n", "scale=50; 4*a(1)\n", "e(-2.5); l(0.1); s(-4); c(100)\n",
		"scale=5; l(1000); e(10); j(-3,1.5)\n", "l(0); l(-1)\n", "scale\n", "scale=0; e(1)\n", "a(.2); a(0.2)\n",
	} {
		cases = append(cases, diffCase{name: "-l " + p, args: []string{"bc", "-l"}, stdin: p})
	}
	cases = append(cases,
		diffCase{args: []string{"bc", "f.bc"}, stdin: "x+1\n", files: map[string]string{"f.bc": "x = 41\n"}},
		diffCase{args: []string{"bc", "-q", "f.bc"}, files: map[string]string{"f.bc": "1+1\nquit\n"}, stdin: "5\n"},
		diffCase{args: []string{"bc", "nofile"}, stdin: "1\n"},
		// Nesting past the parser's stack: GNU's "memory exhausted", and
		// bc reads no further.
		diffCase{name: "deep parentheses", args: []string{"bc"},
			stdin: "1+1\n" + strings.Repeat("(", 20000) + "1" + strings.Repeat(")", 20000) + "\n5\n"},
		diffCase{name: "deep blocks", args: []string{"bc"},
			stdin: strings.Repeat("{", 20000) + "1" + strings.Repeat("}", 20000) + "\n5\n"},
		diffCase{name: "deep negation", args: []string{"bc"}, stdin: strings.Repeat("- ", 20000) + "1\n5\n"},
		// A long left-associative chain is no nesting: GNU bc's parser
		// reduces it as it reads (100,000 terms of each level; && and ||
		// 20,000, as GNU's labels run out near 100,000: "Program too big").
		diffCase{name: "long sum", args: []string{"bc"}, stdin: "1" + strings.Repeat("+1", 100_000) + "\n5\n"},
		diffCase{name: "long product", args: []string{"bc"}, stdin: "7" + strings.Repeat("-1+2*3/3%5", 100_000) + "\n"},
		diffCase{name: "long logic", args: []string{"bc"}, stdin: "x=0\n1" + strings.Repeat("&&1", 20_000) + "&&0&&x++\nx\n0" +
			strings.Repeat("||0", 20_000) + "||2||x++\nx\n1" + strings.Repeat("<2", 100_000) + "\n1<2<3; 3>2>1; 1==1!=0\n"},
	)
	runDiffCases(t, cases)
}

// GNU prints bytecode addresses in runtime messages; ours are always 0.
func TestBcRuntimeMessages(t *testing.T) {
	runDiffCases(t, []diffCase{
		{args: []string{"bc"}, stdin: "1/0\n5\n", why: "no bytecode addresses", stdout: "5\n",
			stderr: "Runtime error (func=(main), adr=0): Divide by zero\n"},
		{args: []string{"bc"}, stdin: "define f(n) { return 1/n; }\nf(0)\n", why: "no bytecode addresses",
			stderr: "Runtime error (func=f, adr=0): Divide by zero\n"},
		{args: []string{"bc"}, stdin: "2^0.5\n", why: "no bytecode addresses", stdout: "1\n",
			stderr: "Runtime warning (func=(main), adr=0): non-zero scale in exponent\n"},
	})
}

func TestBcLineLength(t *testing.T) {
	inv, out := sysInvocation([]string{"bc"})
	inv.Env["BC_LINE_LENGTH"] = "20"
	inv.Stdin = strings.NewReader("2^200\n")
	runBc(t.Context(), inv)
	want := "160693804425899027\\\n554196209234116260\\\n252220299378279283\\\n5301376\n"
	if out.String() != want {
		t.Errorf("BC_LINE_LENGTH=20: got %q", out.String())
	}
	inv, out = sysInvocation([]string{"bc"})
	inv.Env["BC_LINE_LENGTH"] = "0"
	inv.Stdin = strings.NewReader("2^1000\n")
	runBc(t.Context(), inv)
	if strings.Contains(out.String(), "\\") {
		t.Errorf("BC_LINE_LENGTH=0 still wraps")
	}
}

func TestBcLimits(t *testing.T) {
	start := time.Now()
	r := runSandbox(t, []string{"bc"}, "2^99999999\n1\n", nil)
	if r.stdout != "1\n" || !strings.Contains(r.stderr, "exponent too large") {
		t.Errorf("2^99999999: %+v", r)
	}
	r = runSandbox(t, []string{"bc"}, "define f(n) { return f(n+1); }\nf(1)\n2\n", nil)
	if r.stdout != "2\n" || !strings.Contains(r.stderr, "nesting too deep") {
		t.Errorf("deep recursion: %+v", r)
	}
	if time.Since(start) > 20*time.Second {
		t.Errorf("limits took %v", time.Since(start))
	}
}

func TestBcStops(t *testing.T) {
	// An endless printing loop ends when stdout fails.
	inv, _ := sysInvocation([]string{"bc"})
	w := &limitWriter{n: 5000}
	inv.Stdout = w
	inv.Stdin = strings.NewReader("while (1) 1\n")
	if st := runBc(t.Context(), inv); st != 1 || w.b.Len() != 5000 {
		t.Errorf("output limit: status %d, %d bytes", st, w.b.Len())
	}
	// A silent endless loop ends with the context.
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	inv, _ = sysInvocation([]string{"bc"})
	inv.Stdin = strings.NewReader("while (1) { }\n")
	done := make(chan int)
	go func() { done <- runBc(ctx, inv) }()
	select {
	case st := <-done:
		if st != 1 {
			t.Errorf("cancelled bc: status %d", st)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("bc did not stop when the context ended")
	}
}

// TestSysviewNoPanics feeds random and adversarial inputs to the commands
// of this group: they may fail, but must not panic or hang.
func TestSysviewNoPanics(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	alphabet := []string{"1", "2", "a", "x", "(", ")", "{", "}", "[", "]", "+", "-", "*", "/", "%", "^", "=", "<", ">", "!",
		"&&", "||", ";", "\n", " ", "\"", "define ", "if", "else", "while", "for", "return", "print", ".", ",", "auto ",
		"scale", "ibase", "obase", "sqrt", "length", "\\\n", "/*", "*/", "#", "A", "F", "break", "continue", "++", "--"}
	var inputs []string
	for i := 0; i < 300; i++ {
		var b strings.Builder
		for j := rng.IntN(40); j > 0; j-- {
			b.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		inputs = append(inputs, b.String())
	}
	for i := 0; i < 100; i++ {
		p := make([]byte, rng.IntN(600))
		for j := range p {
			p[j] = byte(rng.IntN(256))
			if rng.IntN(4) == 0 {
				p[j] = " \t\n\r.:0aF"[rng.IntN(9)]
			}
		}
		inputs = append(inputs, string(p))
	}
	cmds := [][]string{
		{"bc"}, {"bc", "-l"}, {"xxd", "-r"}, {"xxd", "-r", "-p"}, {"xxd"}, {"file", "-"}, {"fmt"}, {"fmt", "-w", "10", "-t"},
		{"fmt", "-c", "-p", ">"}, {"column", "-t"}, {"column", "-x", "-c", "7"}, {"hexdump", "-C"}, {"strings", "-n", "1", "-e", "l"},
		{"expand", "-t", "3,5"}, {"unexpand", "-a"}, {"base32", "-d"}, {"base32", "-di"}, {"shuf"},
	}
	for _, c := range cmds {
		for _, in := range inputs {
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Fatalf("%v panicked on %q: %v", c, in, r)
					}
				}()
				runSandbox(t, c, in, nil)
			}()
		}
	}
}

func TestBcUnsupportedOptions(t *testing.T) {
	for _, o := range []string{"-s", "-w", "-x"} {
		r := runSandbox(t, []string{"bc", o}, "1\n", nil)
		if r.status != 1 || !strings.Contains(r.stderr, "invalid option") || r.stdout != "" {
			t.Errorf("bc %s: %+v", o, r)
		}
	}
}
