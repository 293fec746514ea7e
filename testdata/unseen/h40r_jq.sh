#### jq group_by reduce report from generated events
cat > events.json <<'EOF'
[
 {"user":"ann","type":"login","ms":120},
 {"user":"bob","type":"login","ms":300},
 {"user":"ann","type":"upload","ms":900},
 {"user":"ann","type":"login","ms":80},
 {"user":"cy","type":"upload","ms":450}
]
EOF
jq -c 'group_by(.user) | map({user: .[0].user, n: length, total: (map(.ms) | add)})' events.json
jq -r 'group_by(.type)[] | "\(.[0].type): \(length)"' events.json
jq 'reduce .[] as $e ({}; .[$e.user] += $e.ms)' events.json
jq -r 'map(select(.ms > 100)) | sort_by(-.ms) | .[] | [.user, .ms] | @tsv' events.json
#### jq to_entries from_entries and with_entries rename
cat > env.json <<'EOF'
{"DB_HOST":"db","DB_PORT":"5432","APP_MODE":"prod","APP_DEBUG":"0"}
EOF
jq -r 'to_entries[] | "export \(.key)=\(.value|@sh)"' env.json
jq -c 'with_entries(select(.key | startswith("DB_")) | .key |= ltrimstr("DB_") | .key |= ascii_downcase)' env.json
jq -c 'to_entries | group_by(.key | split("_")[0]) | map({key: .[0].key | split("_")[0], value: (map(.key) | length)}) | from_entries' env.json
#### jq csv export with header
cat > rows.json <<'EOF'
[{"id":1,"name":"Widget, large","price":9.5,"tags":["a","b"]},
 {"id":2,"name":"Gadget","price":12,"tags":[]},
 {"id":3,"name":"Quote \"q\"","price":0.25,"tags":["c"]}]
EOF
jq -r '(["id","name","price","ntags"] | @csv), (.[] | [.id, .name, .price, (.tags|length)] | @csv)' rows.json > out.csv
cat out.csv
python3 -c 'import csv; print([r["name"] for r in csv.DictReader(open("out.csv"))])'
#### jq arg and argjson from shell loop
for i in 1 2 3; do
  jq -nc --arg name "svc-$i" --argjson port $((8000 + i)) --argjson on "$( ((i % 2)) && echo true || echo false)" '{name:$name, port:$port, enabled:$on}'
done > svcs.jsonl
cat svcs.jsonl
jq -s 'map(select(.enabled)) | map(.port) | add' svcs.jsonl
jq -rs --arg p svc-2 '.[] | select(.name == $p) | .port' svcs.jsonl
#### jq slurp merge of multiple files
echo '{"a":1,"nested":{"x":1}}' > base.json
echo '{"b":2,"nested":{"y":2}}' > over.json
echo '{"a":10}' > local.json
jq -s 'add' base.json over.json local.json | jq -c .
jq -s 'reduce .[] as $o ({}; . * $o)' base.json over.json local.json | jq -c .
jq -n '[inputs | keys[]] | unique' base.json over.json local.json | jq -c .
#### jq update nested values in file with sponge-free temp
cat > k8s.json <<'EOF'
{"spec":{"replicas":1,"template":{"spec":{"containers":[{"name":"web","image":"web:1"},{"name":"side","image":"side:3"}]}}}}
EOF
tmp=$(mktemp -p .)
jq '.spec.replicas = 3 | (.spec.template.spec.containers[] | select(.name=="web") | .image) = "web:2"' k8s.json > "$tmp" && mv "$tmp" k8s.json
jq -r '.spec.replicas, (.spec.template.spec.containers[] | "\(.name)=\(.image)")' k8s.json
ls | wc -l
#### jq paths leaf_paths and getpath
cat > t.json <<'EOF'
{"a":{"b":1,"c":[10,20]},"d":"x"}
EOF
jq -c '[paths(scalars)]' t.json
jq -r 'paths(scalars) as $p | "\($p | map(tostring) | join(".")) = \(getpath($p))"' t.json
jq -c 'del(.a.c[0]) | .a' t.json
#### jq string interpolation and formatting
cat > hosts.json <<'EOF'
[{"host":"a.example","ip":"10.0.0.1","up":true},{"host":"b.example","ip":"10.0.0.2","up":false}]
EOF
jq -r '.[] | "\(.ip)\t\(.host)\t\(if .up then "UP" else "DOWN" end)"' hosts.json
jq -r '.[] | @text "\(.host) is \(.up)"' hosts.json
jq -r 'map(.host) | join(",")' hosts.json
jq -r '.[0] | @base64' hosts.json | base64 -d | jq -c .
jq -r '.[] | .host | @uri' hosts.json
#### jq with while read loop over compact output
cat > jobs.json <<'EOF'
{"jobs":[{"id":7,"cmd":"build","deps":[]},{"id":8,"cmd":"test","deps":[7]},{"id":9,"cmd":"deploy","deps":[7,8]}]}
EOF
jq -c '.jobs[]' jobs.json | while IFS= read -r job; do
  id=$(jq -r .id <<< "$job")
  cmd=$(jq -r .cmd <<< "$job")
  ndeps=$(jq '.deps | length' <<< "$job")
  printf 'job %s (%s) waits on %d\n' "$id" "$cmd" "$ndeps"
done
jq -r '.jobs[] | select(.deps | index(7)) | .cmd' jobs.json
#### jq any all and limit first
cat > nums.json <<'EOF'
[3, 8, 15, 4, 23, 42]
EOF
jq 'any(. > 40), all(. > 0), (map(select(. % 2 == 0)) | length)' nums.json
jq -c '[limit(3; .[])], first(.[] | select(. > 10)), [.[] | select(. > 10)][-1]' nums.json
jq -c 'to_entries | map(select(.value > 10) | .key)' nums.json
jq 'min, max, (add / length | floor)' nums.json
#### jq unique_by and sort_by multiple keys
cat > p.json <<'EOF'
[{"n":"x","v":2,"g":"b"},{"n":"y","v":1,"g":"a"},{"n":"x","v":5,"g":"a"},{"n":"z","v":1,"g":"b"}]
EOF
jq -c 'unique_by(.n) | map(.n)' p.json
jq -c 'sort_by(.g, -.v) | map("\(.g)\(.v)")' p.json
jq -c 'map(.v) | unique' p.json
jq -c '[group_by(.g)[] | max_by(.v) | .n]' p.json
#### jq -e in if conditions for health checks
echo '{"status":"ok","checks":{"db":true,"cache":false}}' > health.json
if jq -e '.status == "ok"' health.json >/dev/null; then echo "status ok"; fi
for c in db cache queue; do
  if jq -e --arg c "$c" '.checks[$c]' health.json >/dev/null; then
    echo "$c: pass"
  else
    echo "$c: fail (rc=$?)"
  fi
done
#### jq input from python generated json lines
python3 -c '
import json
for i in range(1, 6):
    print(json.dumps({"i": i, "sq": i * i, "even": i % 2 == 0}))
' > gen.jsonl
jq -s -c 'map(select(.even)) | map(.sq)' gen.jsonl
jq -r 'select(.sq > 5) | .i' gen.jsonl | paste -sd' '
jq -n 'reduce inputs as $x (0; . + $x.sq)' gen.jsonl
#### jq tsv to json with split and map
printf 'name\tage\tcity\nann\t31\tRome\nbob\t27\tOslo\n' > people.tsv
jq -R -s -c 'split("\n") | map(select(length > 0) | split("\t")) | .[0] as $h | .[1:] | map([$h, .] | transpose | map({(.[0]): .[1]}) | add)' people.tsv
jq -R -c 'split("\t")' people.tsv | head -n 2
jq -Rr 'select(test("^ann"))' people.tsv
#### jq env and $ENV with exported variables
export STAGE=prod REGION=eu-west-1
jq -n '{stage: env.STAGE, region: $ENV.REGION}' | jq -c .
jq -n -r '"\(env.STAGE)-\(env.REGION | split("-") | .[0])"'
STAGE=dev jq -nr 'env.STAGE'
#### jq builds nested objects with reduce and setpath
cat > flat.txt <<'EOF'
server.host=localhost
server.port=8080
db.user=admin
db.pool.size=5
EOF
jq -R -n -c 'reduce (inputs | split("=")) as [$k, $v] ({}; setpath($k | split("."); $v))' flat.txt
jq -R -n -r '[inputs | split("=") | .[0] | split(".")[0]] | unique | .[]' flat.txt
#### jq tostream and flatten
echo '{"a":[1,[2,3]],"b":{"c":[4]}}' > n.json
jq -c '[.. | numbers]' n.json
jq -c '.a | flatten' n.json
jq -c '[tostream | select(length == 2) | .[0] | map(tostring) | join("/")]' n.json
#### jq numbers formatting and arithmetic
echo '[{"p":19.99,"q":3},{"p":5,"q":2},{"p":0.1,"q":10}]' > cart.json
jq '[.[] | .p * .q] | add' cart.json
jq -r '.[] | (.p * .q * 100 | round / 100 | tostring)' cart.json
jq -r '.[] | "\(.q)x \(.p)"' cart.json
jq 'map(.q) | add / length' cart.json
jq -r '[.[] | .p] | sort | map(tostring) | join(" < ")' cart.json
#### jq select with regex test capture and sub
cat > logs.json <<'EOF'
["ERROR disk full on /dev/sda1", "INFO started", "WARN slow query 1200ms", "ERROR timeout after 30s"]
EOF
jq -r '.[] | select(test("^ERROR"))' logs.json
jq -c '.[] | capture("(?<level>[A-Z]+) (?<msg>.*)")' logs.json | head -n 2
jq -r '.[] | sub("^(?<l>[A-Z]+) "; "[\(.l)] ")' logs.json
jq -c '[.[] | scan("[0-9]+")]' logs.json
#### jq keys comparison between two configs
echo '{"a":1,"b":2,"c":3}' > old.json
echo '{"b":2,"c":4,"d":5}' > new.json
jq -n --slurpfile o old.json --slurpfile n new.json -c '
  ($o[0] | keys) as $ok | ($n[0] | keys) as $nk |
  {added: ($nk - $ok), removed: ($ok - $nk), changed: [$ok[] | select(. as $k | $nk | index($k)) | select($o[0][.] != $n[0][.])]}'
#### jq error handling with try and alternative
cat > mixed.jsonl <<'EOF'
{"v":"12"}
{"v":"abc"}
{"v":7}
{"x":1}
EOF
jq -c '{v: (try (.v | tonumber) catch "bad")}' mixed.jsonl
jq -r '.v // "missing"' mixed.jsonl
jq -c '[.v | numbers]' mixed.jsonl | paste -sd' '
#### jq output to shell variables with read and mapfile
cat > cfg.json <<'EOF'
{"name":"api","ports":[80,443],"owner":{"team":"core","oncall":"ann"}}
EOF
read -r name team < <(jq -r '[.name, .owner.team] | @tsv' cfg.json)
echo "$name/$team"
mapfile -t ports < <(jq -r '.ports[]' cfg.json)
echo "${#ports[@]} ports: ${ports[*]}"
eval "$(jq -r '.owner | to_entries[] | "owner_\(.key)=\(.value | @sh)"' cfg.json)"
echo "$owner_team $owner_oncall"
#### jq length on various types and type
jq -c '.[] | [type, length]' <<'EOF'
["abc", [1,2], {"a":1,"b":2,"c":3}, null, 5]
EOF
jq -c 'map(type) | group_by(.) | map({(.[0]): length}) | add' <<< '[1,"a",null,true,[],{},2]'
#### jq walk to redact secrets
cat > s.json <<'EOF'
{"user":"ann","password":"p1","nested":{"token":"t","ok":1,"list":[{"password":"x"}]}}
EOF
jq -c 'walk(if type == "object" then with_entries(if (.key | test("password|token")) then .value = "***" else . end) else . end)' s.json
jq -r '[paths | map(tostring) | join(".") | select(test("password"))] | .[]' s.json
