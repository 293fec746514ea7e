package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"path/filepath"
	"slices"
	"testing"

	"github.com/computerwelt/computerwelt/internal/testpg"
	"github.com/computerwelt/computerwelt/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestServeHistoryTwoProcesses: a conversation of 20 turns, alternating
// between two serve processes (their workers run and persist the turns)
// on one store, SQLite and PostgreSQL: all 20 are on record, in order,
// with the paths each changed, whichever process reads them.
func TestServeHistoryTwoProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("two server processes: skipped with -short")
	}
	stores := map[string]string{"sqlite": filepath.Join(t.TempDir(), "shared.db")}
	if url := testpg.URL(); url != "" {
		schema := testpg.Schema(t, url, "cw_hist_")
		stores["postgres"] = testpg.StoreURL(url, schema)
	} else {
		testpg.SkipSubtest(t)
	}
	for name, storeURL := range stores {
		t.Run(name, func(t *testing.T) {
			cfg := serveConfig(t, storeURL)
			procs := []*serveProcess{startServe(t, cfg), startServe(t, cfg)}
			conv := "hist-" + name
			cs := []*mcp.ClientSession{procs[0].mcp(t, conv), procs[1].mcp(t, conv)}
			want := map[int64][]string{}
			for i := 1; i <= 20; i++ {
				script := "echo looking"
				if i%4 != 0 {
					script = fmt.Sprintf("echo %d > f%d", i, i%3)
					want[int64(i)] = []string{fmt.Sprintf("/work/f%d", i%3)}
				}
				out := toolCall(t, cs[i%2], map[string]any{"script": script})
				if out.ExitCode != 0 {
					t.Fatalf("turn %d: %+v", i, out)
				}
			}
			for _, p := range procs {
				req, _ := http.NewRequest("GET", p.base+"/v1/conversations/"+conv+"/turns?limit=200", nil)
				req.Header.Set("Authorization", "Bearer "+serveAgentToken)
				resp, err := http.DefaultClient.Do(req)
				if err != nil {
					t.Fatal(err)
				}
				var page server.TurnsPage
				err = json.NewDecoder(resp.Body).Decode(&page)
				resp.Body.Close()
				if err != nil || resp.StatusCode != 200 {
					t.Fatalf("turns: %d %v", resp.StatusCode, err)
				}
				if len(page.Turns) != 20 {
					t.Fatalf("%d turns on record", len(page.Turns))
				}
				for i, tb := range page.Turns {
					var got []string
					for _, c := range tb.Changes {
						got = append(got, c.Path)
					}
					if tb.N != int64(i+1) || !slices.Equal(got, want[tb.N]) {
						t.Errorf("turn %d: n %d changed %q, want %q", i+1, tb.N, got, want[int64(i+1)])
					}
				}
			}
		})
	}
}
