package computerwelt

// unseenToolsKnown: the differences of testdata/unseen/t*.sh, the text and
// file tools' cases, kept apart from unseenKnown so that the shell's and
// the tools' lists grow without touching each other.
var unseenToolsKnown = map[string]struct {
	stderrOnly bool
	why        string
}{
	"tawk.sh: awk unknown option":                                      {true, "on purpose: the usage text is the sandbox's (its options and notes, not gawk's)"},
	"tsed.sh: sed unknown option":                                      {true, "on purpose: the usage text is the sandbox's (--debug not supported, no GNU home-page lines)"},
	"ttools.sh: jq parse error":                                        {false, "on purpose: jq mirrors jq 1.7 (\"jq: parse error\", status 5 then goes on); the host's jq is 1.6 (status 2 or 4)"},
	"tmore.sh: awk split regex with capture separators and seps array": {false, "gap: split's fourth argument (the separators) is not supported (named in awk --help)"},
	"tmore.sh: gzip -l and -v to stderr":                               {false, "gap: gzip -dv's ratio for a file that grew when compressed: GNU prints a positive figure, ours a negative one"},
}

func init() {
	for k, v := range unseenToolsKnown {
		unseenKnown[k] = v
	}
}
