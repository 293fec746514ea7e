#### jq select and map over array
cat > users.json <<'EOF'
[{"name":"ann","age":34,"active":true},{"name":"bob","age":19,"active":false},{"name":"cy","age":45,"active":true}]
EOF
jq -r '.[] | select(.active) | .name' users.json
jq '[.[] | .age] | add / length' users.json
#### jq compact and raw output
echo '{"a":1,"b":[1,2],"c":"x"}' > o.json
jq -c . o.json
jq -r .c o.json
jq .c o.json
#### jq keys and length
set -o pipefail
echo '{"z":1,"a":2,"m":{"x":1}}' | jq 'keys, length, (.m | keys_unsorted)'
echo "exit=$?"
#### jq update field in file via temp
echo '{"version":"1.0.0","name":"app"}' > package.json
jq '.version = "1.1.0"' package.json > tmp.json && mv tmp.json package.json
cat package.json
#### jq --arg and --argjson
set -o pipefail
jq -n --arg name "Ann Lee" --argjson n 3 '{name: $name, count: $n, tags: ["a"]}'
echo "exit=$?"
#### jq group_by and counts
set -o pipefail
echo '[{"t":"a"},{"t":"b"},{"t":"a"},{"t":"c"},{"t":"a"}]' | jq -c 'group_by(.t) | map({(.[0].t): length}) | add'
echo "exit=$?"
#### jq to csv
echo '[{"id":1,"n":"x"},{"id":2,"n":"y, z"}]' | jq -r '.[] | [.id, .n] | @csv'
echo '[{"id":1,"n":"x"}]' | jq -r '.[] | [.id, .n] | @tsv'
echo "exit=$?"
#### jq error on invalid json
echo '{"a":1,' > bad.json
jq . bad.json
echo "status=$?"
#### jq missing field and alternative
set -o pipefail
echo '{"a":{"b":null}}' | jq '.a.b // "default", .x.y, (.a.c // empty)'
echo "exit=$?"
#### jq -e exit status
echo '{"ok":false}' | jq -e .ok; echo "rc=$?"
echo '{"ok":true}' | jq -e .ok >/dev/null && echo truthy
echo '{}' | jq -e .missing; echo "rc=$?"
#### jq sort_by and first last
set -o pipefail
echo '[{"n":"b","v":2},{"n":"a","v":9},{"n":"c","v":1}]' | jq -r 'sort_by(.v) | first.n, last.n, (max_by(.v)|.n)'
echo "exit=$?"
#### jq to_entries and with_entries
set -o pipefail
echo '{"a":1,"b":2}' | jq -c 'to_entries, with_entries(.value += 10), (to_entries | map("\(.key)=\(.value)") | join("&"))'
echo "exit=$?"
#### jq slurp multiple documents
printf '{"x":1}\n{"x":2}\n{"x":3}\n' > stream.json
jq -s 'map(.x) | add' stream.json
jq -c 'select(.x > 1)' stream.json
#### jq string functions
set -o pipefail
echo '"Hello, World"' | jq -c 'ascii_downcase, (split(", ")), test("world"; "i"), ltrimstr("Hello"), length'
echo "exit=$?"
#### jq paths and leaf values
echo '{"a":{"b":1,"c":[2,3]}}' | jq -c '[paths(scalars)]'
echo '{"a":{"b":1}}' | jq -r 'paths | map(tostring) | join(".")'
echo "exit=$?"
#### jq del and has
set -o pipefail
echo '{"a":1,"secret":"x","b":2}' | jq -c 'del(.secret), has("a"), has("secret")'
echo "exit=$?"
#### jq reduce sum by key
set -o pipefail
echo '[{"k":"a","v":2},{"k":"b","v":3},{"k":"a","v":5}]' | jq -c 'reduce .[] as $i ({}; .[$i.k] += $i.v)'
echo "exit=$?"
#### jq from shell loop building array
for f in a.txt "b c.txt"
do touch "$f"
done
for f in *.txt
do printf '%s\n' "$f"
done | jq -R . | jq -sc .
#### jq -r with string interpolation
set -o pipefail
echo '[{"host":"web","port":80},{"host":"db","port":5432}]' | jq -r '.[] | "\(.host):\(.port)"'
echo "exit=$?"
#### jq map_values and arithmetic
set -o pipefail
echo '{"a":1.5,"b":2}' | jq -c 'map_values(. * 2), (.a + .b), (.b / 3 | floor)'
echo "exit=$?"
#### jq unique and flatten
set -o pipefail
echo '[[1,2],[2,3],[3,[4]]]' | jq -c 'flatten, (flatten | unique), add'
echo "exit=$?"
#### jq nested select with any
echo '[{"n":"x","tags":["a","b"]},{"n":"y","tags":["c"]}]' | jq -r '.[] | select(.tags | index("b")) | .n'
echo '[{"n":"x","tags":["a","b"]},{"n":"y","tags":["c"]}]' | jq -r '.[] | select(any(.tags[]; . == "c")) | .n'
echo "exit=$?"
#### jq env and $ENV
export APP_MODE=prod
jq -n -r 'env.APP_MODE, $ENV.APP_MODE'
echo "exit=$?"
#### jq null input and range
set -o pipefail
jq -n -c '[range(5)], [range(2;10;3)], ([limit(3; repeat(1))])'
echo "exit=$?"
#### jq type checks
set -o pipefail
echo '[1,"a",null,true,{},[]]' | jq -r '.[] | type'
echo "exit=$?"
#### jq invalid filter syntax error
echo '{}' | jq '.a |'
echo "rc=$?"
echo "exit=$?"
#### jq file not found
jq . nosuch.json
echo "rc=$?"
echo "exit=$?"
#### jq walk and recursive descent
set -o pipefail
echo '{"a":{"name":"x","b":{"name":"y"}}}' | jq -r '.. | .name? // empty'
echo "exit=$?"
#### jq tostring tonumber
echo '["1","2.5","x"]' | jq -c 'map(tonumber? // "bad")'
echo '{"n":5}' | jq -r '.n | tostring + "!"'
echo "exit=$?"
#### jq array slicing and indices
set -o pipefail
echo '[10,20,30,40,50]' | jq -c '.[1:3], .[-2:], .[0], (index(30)), (map(select(. > 25)) | length)'
echo "exit=$?"
#### jq if then else
set -o pipefail
echo '[3,8,12]' | jq -r '.[] | if . > 10 then "big" elif . > 5 then "mid" else "small" end'
echo "exit=$?"
#### jq build object from two arrays
set -o pipefail
jq -n -c '["a","b","c"] as $k | [1,2,3] as $v | [range($k|length)] | map({($k[.]): $v[.]}) | add'
echo "exit=$?"
#### jq split lines into json with -R -n
printf 'k1=v1\nk2=v2\n' > kv.txt
jq -R -n -c '[inputs | split("=") | {(.[0]): .[1]}] | add' kv.txt
echo "exit=$?"
#### jq @sh and @base64 and @uri
jq -n -r '"it'"'"'s here" | @sh'
jq -n -r '"hello" | @base64, (@base64 | @base64d)'
jq -n -r '"a b&c" | @uri'
#### jq --slurpfile and --rawfile
echo '[1,2]' > nums.json
printf 'raw text\n' > r.txt
jq -n -c --slurpfile n nums.json --rawfile t r.txt '{n: $n, t: $t}'
#### jq update nested with |=
echo '{"servers":[{"n":"a","port":1},{"n":"b","port":2}]}' | jq -c '.servers[] |= (.port += 1000)'
echo '{"a":[1,2,3]}' | jq -c '.a |= map(. * 10)'
echo "exit=$?"
#### jq tab indent and sort keys
echo '{"b":1,"a":{"d":1,"c":2}}' | jq -S . 
echo '{"x":[1]}' | jq --indent 4 .
echo "exit=$?"
#### jq count lines of ndjson by field
set -o pipefail
printf '{"lvl":"e"}\n{"lvl":"i"}\n{"lvl":"e"}\n' | jq -r .lvl | sort | uniq -c
echo "exit=$?"
#### jq min max add on empty
set -o pipefail
jq -n -c '[] | add, ([] | max), ([3,1,2] | min)'
echo "exit=$?"
#### jq --raw-output0 free join
echo '["a","b","c"]' | jq -r 'join(",")'
echo '["a","b","c"]' | jq -r '.[]' | paste -sd'|'
echo "exit=$?"
#### jq error function and try catch
jq -n -c 'try error("boom") catch ., (try (1/0) catch "div")'
jq -n '"x" | error'
echo "rc=$?"
#### jq getpath setpath
set -o pipefail
echo '{"a":{"b":{"c":1}}}' | jq -c 'getpath(["a","b","c"]), setpath(["a","x"]; 2)'
echo "exit=$?"
#### jq fromjson and tojson
echo '{"payload":"{\"k\":[1,2]}"}' | jq -c '.payload | fromjson | .k'
echo '{"a":[1,"x"]}' | jq '. | tojson'
echo "exit=$?"
#### jq @json in string and @text
set -o pipefail
jq -n -r '{a:1} | "obj=\(.)", @json, @text'
echo "exit=$?"
#### jq exit status of -e with null last output
echo '[1,null]' | jq -e '.[]'
echo "rc=$?"
echo "exit=$?"
#### jq in shell pipeline with read loop
echo '[{"f":"one.txt","c":"1"},{"f":"two.txt","c":"2"}]' | jq -r '.[] | "\(.f)\t\(.c)"' | while IFS=$'\t' read -r f c
do echo "$c" > "$f"
done
cat one.txt two.txt
#### jq arithmetic on dates strings
echo '{"ts":"2026-12-07T10:00:00Z"}' | jq -r '.ts | fromdateiso8601, (fromdateiso8601 + 3600 | todate)'
jq -n -r '0 | strftime("%Y-%m-%d %H:%M")'
echo "exit=$?"
#### jq contains and inside
set -o pipefail
echo '{"a":"foobar","b":[1,2,3]}' | jq -c '(.a | contains("oba")), (.b | contains([2,3])), ([2] | inside([1,2]))'
echo "exit=$?"
#### jq ltrimstr path manipulation
echo '["src/a.go","src/b/c.go","doc/x.md"]' | jq -r '.[] | select(startswith("src/")) | ltrimstr("src/")'
echo '["a.go","b.md"]' | jq -c 'map(select(endswith(".go")))'
echo "exit=$?"
#### jq sub and gsub regex
set -o pipefail
echo '"2026-12-07"' | jq -r 'sub("-"; "/"), gsub("-"; ""), (capture("(?<y>\\d+)-(?<m>\\d+)") | .m)'
echo "exit=$?"
#### jq --tab and -j join output
echo '[1,2]' | jq -j '.[]'
echo
echo '{"a":1}' | jq --tab .
