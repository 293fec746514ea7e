package computerwelt

// unseenToolsKnown: the differences of testdata/unseen/t*.sh, the text and
// file tools' cases, kept apart from unseenKnown so that the shell's and
// the tools' lists grow without touching each other.
var unseenToolsKnown = map[string]struct {
	stderrOnly bool
	why        string
}{
	"tawk.sh: awk unknown option":                                 {true, "on purpose: the usage text is the sandbox's (its options and notes, not gawk's)"},
	"tsed.sh: sed unknown option":                                 {true, "on purpose: the usage text is the sandbox's (no GNU home-page lines after the options)"},
	"ttools.sh: jq parse error":                                   {false, "on purpose: jq mirrors jq 1.7 (\"jq: parse error\", status 5 then goes on); the host's jq is 1.6 (status 2 or 4)"},
	"h19t_files.sh: timeout status and -s":                        {true, "on purpose: bash reports its foreground child killed by SIGKILL with a job status line (PID, Killed); the sandbox prints no such line"},
	"h19t_jq.sh: jq number output formatting":                     {false, "on purpose: jq 1.7 prints a number literal as written (1.0, 1e3, 100000000000000000000); the host's jq 1.6 canonicalises (1, 1000, 1e+20)"},
	"h19t_jq.sh: jq big integer and float precision":              {false, "on purpose: jq 1.7 keeps a big integer literal's digits (12345678901234567); jq 1.6 rounds it through a double"},
	"h19t_jq.sh: jq try catch error messages":                     {false, "on purpose: in jq 1.7 1/0 is a runtime error try catches; jq 1.6 refuses it at compile time"},
	"h19t_jq.sh: jq @sh @uri @html @json @text":                   {false, "on purpose: jq 1.7's @uri keeps only A-Za-z0-9-_.~ (RFC 3986) and escapes '; jq 1.6 keeps !*'() too"},
	"h19t_jq.sh: jq limit 0 and first of empty":                   {false, "on purpose: jq 1.7's limit(0; f) yields nothing; jq 1.6 yields f's first output"},
	"h19t_jq.sh: jq error on missing file and invalid json input": {false, "on purpose: jq 1.7 says \"jq: parse error\" with status 5 (the host's jq 1.6: \"parse error\", status 4)"},
}

func init() {
	for k, v := range unseenToolsKnown {
		unseenKnown[k] = v
	}
}
