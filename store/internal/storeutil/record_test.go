package storeutil

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/store"
)

// TestRecordKeepsBytes: a record comes back as it went in, every field,
// with strings that are not UTF-8; one stored before the encoding kept
// bytes reads as it was.
func TestRecordKeepsBytes(t *testing.T) {
	bad := "\xff\xfe bin\x00ary \xc3"
	r := store.TurnRecord{Session: "s", N: 3, Time: time.Unix(5, 6).UTC(), Duration: time.Second, Principal: "al\xffice",
		Script: "printf '\\xff' > f" + bad, ExitCode: 1, Stdout: bad, Stderr: "é" + bad, Truncated: true, OutputCut: true,
		Limits: []string{"Timeout", bad},
		Changes: []store.PathChange{{Path: "/work/" + bad, BeforeMode: 0o644, Before: "h1", BeforeTarget: "old" + bad,
			AfterMode: 0o777, After: "h2", AfterTarget: bad}},
		Bytes: 0}
	// Every field is set (but Bytes, which the store sets): a field
	// the encoding forgets fails the comparison.
	for _, v := range []reflect.Value{reflect.ValueOf(r), reflect.ValueOf(r.Changes[0])} {
		for i := range v.NumField() {
			if v.Type().Field(i).Name != "Bytes" && v.Field(i).IsZero() {
				t.Fatalf("the test leaves %s unset", v.Type().Field(i).Name)
			}
		}
	}
	data, err := EncodeRecord(&r)
	if err != nil {
		t.Fatal(err)
	}
	var got store.TurnRecord
	if err := DecodeRecord(data, &got); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, r) {
		t.Errorf("round trip:\n got %+v\nwant %+v", got, r)
	}
	if strings.Contains(string(data), "\ufffd") {
		t.Errorf("stored with replacement characters: %s", data)
	}
	old := `{"session":"s","n":2,"time":"1970-01-01T00:00:05Z","duration":7,"script":"echo é","exitCode":0,"stdout":"é\n","limits":["Timeout"],"changes":[{"path":"/f","afterMode":420,"after":"h"}]}`
	if err := DecodeRecord([]byte(old), &got); err != nil {
		t.Fatal(err)
	}
	want := store.TurnRecord{Session: "s", N: 2, Time: time.Unix(5, 0).UTC(), Duration: 7, Script: "echo é", Stdout: "é\n",
		Limits: []string{"Timeout"}, Changes: []store.PathChange{{Path: "/f", AfterMode: 0o644, After: "h"}}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("an earlier record:\n got %+v\nwant %+v", got, want)
	}
	if err := DecodeRecord([]byte(`{"script":{"x":1}}`), &got); err == nil {
		t.Error("a string object without b64 read")
	}
}
