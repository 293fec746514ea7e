#### jq select and raw output
cat > users.json <<'EOF'
[
  {"name": "alice", "age": 30, "roles": ["admin", "dev"]},
  {"name": "bob", "age": 17, "roles": []},
  {"name": "carol", "age": 45, "roles": ["dev"]}
]
EOF
jq -r '.[] | select(.age >= 18) | .name' users.json
jq -c '[.[] | {name, n: (.roles | length)}]' users.json
jq -r '.[] | "\(.name): \(.roles | join(",") | if . == "" then "-" else . end)"' users.json
#### jq --arg and --argjson
echo '{"items":[{"id":1,"tag":"x"},{"id":2,"tag":"y"},{"id":3,"tag":"x"}]}' > d.json
tag=x
jq -c --arg t "$tag" '[.items[] | select(.tag == $t) | .id]' d.json
jq --argjson min 2 '.items | map(select(.id >= $min)) | length' d.json
jq -n --arg name "O'Brien" --arg n 5 '{name: $name, n: ($n | tonumber)}'
#### jq group_by and counts
cat > events.json <<'EOF'
[{"type":"click","user":"a"},{"type":"view","user":"b"},{"type":"click","user":"b"},{"type":"click","user":"a"},{"type":"view","user":"a"}]
EOF
jq -r 'group_by(.type)[] | "\(.[0].type) \(length)"' events.json
jq -c 'group_by(.user) | map({user: .[0].user, types: (map(.type) | unique)})' events.json
#### jq @csv and @tsv output
echo '[{"n":"a b","v":1},{"n":"c,d","v":2},{"n":"e\"f","v":3}]' > rows.json
jq -r '.[] | [.n, .v] | @csv' rows.json
jq -r '.[] | [.n, .v] | @tsv' rows.json
jq -r '(["name","value"] | @csv), (.[] | [.n, .v] | @csv)' rows.json | head -2
#### jq modify file in place via temp
echo '{"version":"1.2.3","deps":{"a":"^1"}}' > package.json
tmp=$(mktemp)
jq '.version = "1.3.0" | .deps.b = "^2"' package.json > "$tmp" && mv "$tmp" package.json
cat package.json
jq -r '.deps | keys[]' package.json
#### jq error on missing file and bad filter
jq . nosuch.json
echo "status=$?"
echo '{"a":1}' | jq '.a |'  2>/dev/null
echo "status=$?"
echo '{"a":1}' | jq -e '.b' ; echo "status=$?"
#### jq to_entries and from_entries
echo '{"b":2,"a":1,"c":3}' > obj.json
jq -r 'to_entries[] | "\(.key)=\(.value)"' obj.json
jq -c 'to_entries | map(select(.value > 1)) | from_entries' obj.json
jq -S -c . obj.json
jq -c 'with_entries(.value *= 10)' obj.json
#### jq reading json lines with slurp
for i in 1 2 3 4; do printf '{"id":%d,"ok":%s}\n' "$i" "$([ $((i%2)) -eq 0 ] && echo true || echo false)"; done > log.jsonl
jq -s 'map(select(.ok)) | length' log.jsonl
jq -c 'select(.ok | not) | .id' log.jsonl
jq -s -c '[.[].id] | add' log.jsonl
#### bash loop over jq output into array
cat > svc.json <<'EOF'
{"services":[{"name":"web","port":80},{"name":"db","port":5432},{"name":"cache","port":6379}]}
EOF
mapfile -t names < <(jq -r '.services[].name' svc.json)
echo "${#names[@]} services: ${names[*]}"
while read -r n p; do
  printf '%-6s -> %5d\n' "$n" "$p"
done < <(jq -r '.services[] | "\(.name) \(.port)"' svc.json)
#### jq map and sort_by and reverse
echo '[{"f":"b.txt","s":300},{"f":"a.txt","s":100},{"f":"c.txt","s":200}]' > files.json
jq -r 'sort_by(.s) | reverse | .[0].f' files.json
jq -c 'map(.s) | {min: min, max: max, total: add}' files.json
jq -r 'map(.f | sub("\\.txt$"; "")) | join(" ")' files.json
#### jq build json from shell variables safely
name='He said "hi"'
path='C:\temp'
jq -n --arg name "$name" --arg path "$path" '{name: $name, path: $path}'
jq -nc --arg s "a,b,c" '$s | split(",")'
#### jq nested paths and defaults
echo '{"a":{"b":{"c":5}},"list":[1,2]}' > n.json
jq '.a.b.c' n.json
jq '.a.x.y // "default"' n.json
jq -c '[paths(scalars)]' n.json
jq '.list | length' n.json
jq -r '.missing // empty' n.json
echo "done"
#### jq type errors in pipeline with pipefail
set -o pipefail
echo '[1,"two",3]' | jq '.[] + 1' | head -5
echo "status=$?"
echo '{"a":[1,2]}' | jq -r '.a[] | tostring'
#### jq keys and has and del
echo '{"name":"x","tmp":1,"debug":true}' > c.json
jq -c 'del(.tmp, .debug)' c.json
jq 'has("tmp"), has("nope")' c.json
jq -c 'keys' c.json
jq -r 'keys_unsorted | .[]' c.json
#### jq reduce and range
jq -n 'reduce range(1;6) as $i (0; . + $i)'
jq -nc '[range(0;10;3)]'
jq -nc '[limit(3; repeat(1))]'
echo '[3,1,2]' | jq -c 'sort, (map(. * 2) | add)'
