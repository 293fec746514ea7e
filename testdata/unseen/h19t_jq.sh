#### jq select map and -c
echo '[{"n":"a","v":1},{"n":"b","v":5},{"n":"c","v":3}]' | jq -c 'map(select(.v > 2)) | map(.n)'
#### jq -r join and @csv @tsv
echo '[["a",1,"x,y"],["b",2,"q\"r"]]' | jq -r '.[] | @csv'; echo '[["a",1],["b\tc",2]]' | jq -r '.[] | @tsv'; echo '["a","b"]' | jq -r 'join("-")'
#### jq @sh @uri @html @json @text
echo '"it'"'"'s <b>&\" x"' | jq -r '@sh, @uri, @html, @json, @text'
#### jq keys sort_by group_by
echo '{"b":2,"a":1,"c":3}' | jq -c 'keys, keys_unsorted, to_entries[0], length'; echo '[{"k":2},{"k":1},{"k":2}]' | jq -c 'sort_by(.k), group_by(.k) | map(length)?'
#### jq -s slurp and add
printf '1\n2\n3\n' | jq -s 'add'; printf '{"a":1}\n{"b":2}\n' | jq -sc 'add'; printf '[1]\n[2]\n' | jq -sc 'add'
#### jq -n with --arg --argjson and $ENV absent: env
jq -n --arg s hi --argjson o '{"x":[1,2]}' -c '{s: $s, n: ($o.x | length), o: $o}'; X=5 jq -n 'env.X'
#### jq --args and --jsonargs positional
jq -n -c '$ARGS.positional' --args a b c; jq -n -c '$ARGS.positional' --jsonargs 1 '{"a":2}'
#### jq -e exit status on null false
echo 'null' | jq -e '.'; echo "st=$?"; echo 'false' | jq -e '.'; echo "st=$?"; echo '1' | jq -e '.'; echo "st=$?"; echo '{}' | jq -e '.a'; echo "st=$?"
#### jq // alternative and error suppression
echo '{"a":null,"b":false,"c":0}' | jq -c '[.a // "d", .b // "d", .c // "d", .z // empty]'; echo '"x"' | jq '.[0]?' ; echo "st=$?"
#### jq try catch error messages
jq -n 'try error("boom") catch .'; jq -n -r 'try (1/0) catch "div"' 2>&1; jq -n '[.[]?]' -c
#### jq string functions split ltrimstr test
echo '"a-b-c"' | jq -c 'split("-"), ltrimstr("a-"), rtrimstr("-c"), startswith("a"), endswith("x"), ascii_upcase, length'
#### jq regex test match capture sub gsub
echo '"foo123bar45"' | jq -c '[match("[0-9]+"; "g").string], test("BAR"; "i"), (capture("(?<n>[0-9]+)")), sub("[0-9]+"; "#"), gsub("[a-z]+"; "_")'
#### jq scan splits with regex
echo '"a1b22c"' | jq -c '[scan("[0-9]+")], [splits("[0-9]+")]'
#### jq paths leaf_paths getpath
echo '{"a":{"b":1,"c":[2,3]}}' | jq -c '[paths], [paths(type == "number")], getpath(["a","c",1])'
#### jq del delpaths and to_entries with_entries
echo '{"a":1,"b":2,"c":3}' | jq -c 'del(.b), delpaths([["a"],["c"]]), with_entries(.value += 10), with_entries(select(.key != "a"))'
#### jq update assign operators
echo '{"a":1,"l":[1,2]}' | jq -c '.a += 1 | .l |= map(. * 2) | .n = "x" | .a *= 3 | .z //= 7'
#### jq reduce foreach range limit
jq -n -c 'reduce range(5) as $i (0; . + $i), [foreach range(4) as $x (0; . + $x)], [limit(3; range(10))], [range(0; 10; 3)], first(range(5;9))'
#### jq if elif else and comparisons
echo '[1,"a",null,true,[1],{}]' | jq -c 'map(if type == "number" then "num" elif type == "string" then "str" else type end)'
#### jq sort order of mixed types
echo '[{"a":1},[2],"s",3,true,false,null]' | jq -c 'sort'
#### jq unique min max and by
echo '[3,1,2,3,1]' | jq -c 'unique, min, max, (map({v:.}) | min_by(.v), max_by(.v), unique_by(.v) | length)'
#### jq flatten add any all
echo '[[1,[2]],[3]]' | jq -c 'flatten, flatten(1), (flatten | add), (flatten | any(. > 2)), (flatten | all(. > 0))'
#### jq tostring tonumber tojson fromjson
echo '[1,"2","[3]"]' | jq -c 'map(tostring), (.[1] | tonumber), (.[2] | fromjson), ({"a":1} | tojson)'
#### jq number output formatting
echo '[1.0, 1.5, 100000000000000000000, 0.1, -0, 1e3, 3.00]' | jq -c '.'
#### jq big integer and float precision
echo '12345678901234567' | jq '.'; echo '0.30000000000000004' | jq '.'; jq -n '1/3'
#### jq string interpolation and nested
echo '{"n":"x","v":[1,2]}' | jq -r '"name=\(.n) count=\(.v | length) first=\(.v[0])"'
#### jq optional iteration and .[] on object
echo '{"a":[1,2],"b":[3]}' | jq -c '[.[][]], [.a[], .b[]], (.[] | length)'
#### jq slices and negative indices
echo '[0,1,2,3,4,5]' | jq -c '.[2:4], .[:2], .[-2:], .[-1], .[10]'; echo '"abcdef"' | jq -c '.[1:3]'
#### jq has in contains inside
echo '{"a":1,"b":[1,2]}' | jq -c 'has("a"), has("z"), (.b | contains([2])), ("a" | in({"a":1})), ({"a":1} | inside({"a":1,"b":2}))'
#### jq indices index rindex
echo '"a,b,a"' | jq -c 'indices(","), index("a"), rindex("a")'; echo '[1,2,1,3]' | jq -c 'indices(1)'
#### jq map_values and to_entries on arrays
echo '{"a":1,"b":2}' | jq -c 'map_values(. * 10)'; echo '[5,6]' | jq -c 'to_entries'
#### jq def functions and recursion
jq -n -c 'def fac: if . <= 1 then 1 else . * (. - 1 | fac) end; [range(1;7) | fac]'; jq -n -c 'def addv(f): f + 1; addv(2)'
#### jq recurse and .. and env paths
echo '{"a":{"b":{"c":1}}}' | jq -c '[.. | numbers], [recurse | type]'
#### jq --raw-input and -R -s
printf 'l1\nl2\n' | jq -R '.'; printf 'l1\nl2\n' | jq -Rs '.'; printf 'a,b\n' | jq -Rc 'split(",")'
#### jq -j join output and --tab
echo '["a","b"]' | jq -j '.[]'; echo; echo '{"a":[1]}' | jq --tab '.'
#### jq --indent 4 and -S sort keys
echo '{"b":1,"a":{"d":1,"c":2}}' | jq --indent 4 -S '.'
#### jq -c unicode and escapes
echo '"é\u0000\t☃"' | jq -c '.'; echo '"é"' | jq -a '.'; echo '"\u00e9"' | jq -r '.'
#### jq input and inputs
printf '1\n2\n3\n' | jq -n '[inputs]' -c; printf '1\n2\n3\n' | jq -c '[., input]' 2>&1 | head -1
#### jq error on missing file and invalid json input
jq . nosuchfile_h19t; echo "st=$?"; echo '{"a":' | jq . 2>&1 | sed 's/at line.*//'; echo "st=${PIPESTATUS[1]}"
#### jq type errors messages
echo '{"a":1}' | jq '.a | length, .[0]' 2>&1; echo "st=$?"; jq -n '"a" + 1' 2>&1; echo "st=$?"
#### jq object construction shortcuts
echo '{"a":1,"b":2,"c":{"d":3}}' | jq -c '{a, b: .c.d, "x y": 1, (.a|tostring): 2, $__loc__}' 2>/dev/null || echo '{"a":1,"b":2,"c":{"d":3}}' | jq -c '{a, b: .c.d, "x y": 1, (.a|tostring): 2}'
#### jq multiple outputs cartesian in object
jq -n -c '{a: (1,2), b: (3,4)}'
#### jq variables destructuring
echo '[1,[2,3]]' | jq -c '. as [$a, [$b, $c]] | {a: $a, s: ($b + $c)}'; echo '{"k":{"v":9}}' | jq -c '. as {k: {v: $v}} | $v'
#### jq ascii implode explode ltrimstr on non string
echo '"AZ"' | jq -c 'explode, (explode | implode)'; echo '5' | jq -c 'ltrimstr("x")'
#### jq splits on arrays join with numbers
echo '[1,null,"a",true]' | jq -r 'join(",")' 2>&1
#### jq dates fixed
jq -n -r '0 | todate, (1700000000 | strftime("%Y-%m-%d %H:%M")), ("2015-03-05T23:51:47Z" | fromdate)'
#### jq walk and transpose
echo '[[1,2],[3]]' | jq -c 'transpose'; echo '{"a":[3,1,2]}' | jq -c 'walk(if type == "array" then sort else . end)'
#### jq tostream fromstream truncate_stream
echo '{"a":[1,2]}' | jq -c '[tostream]'; echo '{"a":[1,2]}' | jq -c 'fromstream(tostream)'
#### jq @base64 and @base64d
echo '"hello world"' | jq -r '@base64'; echo '"aGVsbG8="' | jq -r '@base64d'
#### jq splits with null input and length of null
jq -n -c '[null | length], ([] | add), ({} | length), ("abc" | length), (-5 | length)'
#### jq --seq absent: -r with arrays prints json
echo '[[1,2],"s",{"a":"b"}]' | jq -r '.[]'
#### jq multiple files input
cd "$(mktemp -d)"; echo '{"a":1}' > x.json; echo '{"a":2}' > y.json; jq '.a' x.json y.json; jq -s 'map(.a) | add' x.json y.json
#### jq null propagation and .foo on null
jq -n -c 'null | .a.b.c, (null | .[0]), ([null] | .[0].x)'
#### jq with_entries key rename and from_entries names
echo '[{"name":"a","value":1},{"k":"b","v":2},{"key":"c","value":3}]' | jq -c 'from_entries'
#### jq any all with generators and isempty
jq -n -c 'any(1,2; . > 1), all(empty; false), isempty(empty), isempty(1)'
#### jq getpath setpath paths to leaves
jq -n -c 'null | setpath(["a",1,"b"]; 5)'
#### jq tojson of special numbers and infinite
jq -n -c '[infinite, -infinite, nan] | map(tostring)' 2>&1; jq -n 'nan < 1'
#### jq ltrimstr in map and ascii_downcase
echo '["PRE_a","PRE_B","c"]' | jq -c 'map(ltrimstr("PRE_") | ascii_downcase)'
#### jq limit 0 and first of empty
jq -n -c '[limit(0; 1,2)], [first(empty)]'
#### jq combinations and until while repeat
jq -n -c '[[1,2],[3,4]] | [combinations]'; jq -n -c '[1 | while(. < 20; . * 3)]'; jq -n -c '1 | until(. > 50; . * 2)'
#### jq getpath on missing and paths with arrays
echo '{"a":[{"b":1},{"c":2}]}' | jq -c '[paths(..)]' 2>&1 | head -1; echo '{"a":[{"b":1},{"c":2}]}' | jq -c '[.a[] | keys[]]'
#### jq @text on objects and tostring keys order
echo '{"b":1,"a":2}' | jq -r 'tostring, @text'
#### jq splits arrays with .[] | select and count
echo '[{"t":"x"},{"t":"y"},{"t":"x"}]' | jq '[.[] | select(.t == "x")] | length'
#### jq -r output of strings with newlines
echo '{"m":"line1\nline2"}' | jq -r '.m'; echo '{"m":"tab\there"}' | jq '.m'
#### jq exit status with -e on last output and error
echo '[true,false]' | jq -e '.[]'; echo "st=$?"; jq -n 'error("x")'; echo "st=$?"
