#### envsubst renders a config template
cat > app.conf.tmpl <<'END'
server {
  listen ${PORT};
  server_name ${HOST};
  root ${ROOT:-/var/www};
  # literal: $$ and \$HOME
}
END
PORT=8080 HOST=example.test envsubst < app.conf.tmpl
#### envsubst with an explicit variable list
printf 'user=$USER_NAME home=$HOME_DIR keep=$KEEP_ME\n' > t.tmpl
USER_NAME=ann HOME_DIR=/home/ann KEEP_ME=x envsubst '$USER_NAME $HOME_DIR' < t.tmpl
envsubst -v 'a $X ${Y} $Z_1'
#### template rendering with a while read loop and eval-free substitution
cat > tmpl.txt <<'END'
Hello {{name}},
your order {{order}} ships on {{date}}.
Unknown: {{missing}}
END
declare -A vals=([name]="Ann Lee" [order]="#42" [date]="2024-05-01")
while IFS= read -r line; do
  for k in "${!vals[@]}"; do
    line=${line//"{{$k}}"/${vals[$k]}}
  done
  printf '%s\n' "$line"
done < tmpl.txt
#### sed based templating with escaped replacement values
cat > t.conf <<'END'
url=@URL@
path=@PATH@
END
url='https://example.test/a?b=1&c=2'
path='/srv/app|data'
esc() { printf '%s' "$1" | sed -e 's/[\/&|]/\\&/g'; }
sed -e "s|@URL@|$(esc "$url")|" -e "s|@PATH@|$(esc "$path")|" t.conf
#### the mistake of not escaping ampersand in sed replacement
printf 'link=@L@\n' > t
v='a&b'
sed "s/@L@/$v/" t
sed "s/@L@/${v//&/\\&}/" t
#### heredoc with expansions and a quoted heredoc
name=web port=443
cat <<END
service: $name
port: $((port + 0))
cmd: $(echo run-$name)
escaped: \$name
END
cat <<'END'
service: $name
cmd: $(echo no)
END
#### heredoc with tabs stripped by dash
if true; then
	cat <<-END
	indented line
		twice indented
	END
fi
#### generating several files from one heredoc function
gen() {
  local svc=$1 port=$2
  cat > "$svc.service" <<END
[Unit]
Description=$svc daemon

[Service]
ExecStart=/usr/bin/$svc --port=$port
Restart=on-failure
END
}
gen api 8000; gen worker 9000
grep -H ExecStart *.service
wc -l api.service
#### template with default values via parameter expansion
render() {
  cat <<END
db_host=${DB_HOST:-localhost}
db_port=${DB_PORT:-5432}
db_name=${DB_NAME:?DB_NAME is required}
END
}
DB_NAME=shop render
DB_HOST=db.internal DB_NAME=shop DB_PORT= render
(render) 2>&1 | sed 's/^.*line [0-9]*: /ERR: /'
#### json config written with printf and validated by jq
name="my app" debug=true workers=4
printf '{"name": "%s", "debug": %s, "workers": %d, "tags": [%s]}\n' "$name" "$debug" "$workers" '"a","b"' > cfg.json
jq -c . cfg.json
jq -r '.tags | join(",")' cfg.json
name='bad "quote"'
printf '{"name": "%s"}\n' "$name" | jq . >/dev/null 2>&1 || echo "invalid json"
jq -n --arg name "$name" '{name: $name}' -c
#### loop over env-like list building a YAML file
services="web:80 api:8080 db:5432"
{
  echo "services:"
  for s in $services; do
    printf '  - name: %s\n    port: %s\n' "${s%%:*}" "${s#*:}"
  done
} > compose.yml
cat compose.yml
yq '.services[1].port' compose.yml
#### substituting only known placeholders with a regex loop
tmpl='Hi ${first} ${last}, code ${code} ${unknown}'
first=Ada last=Lovelace code=7
out=$tmpl
re='\$\{([a-z]+)\}'
while [[ $out =~ $re ]]; do
  var=${BASH_REMATCH[1]}
  val=${!var-<$var?>}
  out=${out//"${BASH_REMATCH[0]}"/$val}
done
echo "$out"
#### indirect expansion over a list of variable names
APP_NAME=shop APP_ENV=prod APP_DEBUG=
for v in APP_NAME APP_ENV APP_DEBUG APP_MISSING; do
  printf '%-10s = [%s] %s\n' "$v" "${!v}" "${!v+set}"
done
for v in "${!APP_@}"; do echo "found $v"; done
#### heredoc into a variable with read -d
read -r -d '' banner <<'END' || true
=====
 hello
=====
END
printf '%s\n' "$banner" | sed -n 2p
printf '[%s]\n' "${#banner}"
#### template file copied with placeholders replaced using perl-free awk
cat > t.in <<'END'
name = %NAME%
path = %ROOT%/bin
none = %NONE%
END
awk -v NAME=tool -v ROOT=/opt/tool '{ gsub(/%NAME%/, NAME); gsub(/%ROOT%/, ROOT); print }' t.in
#### envsubst leaves unset variables empty and keeps unknown syntax
printf 'a=$UNSET_XYZ b=${UNSET_XYZ} c=$1 d=${X:-y} e=$\n' | envsubst
#### generating a shell script with a heredoc and running it
cat > gen.sh <<END
#!/bin/bash
echo "generated at build $((40 + 2))"
echo "args: \$#"
for a in "\$@"; do echo "- \$a"; done
END
chmod +x gen.sh
./gen.sh x "y z"
head -2 gen.sh
#### config file merge where later keys win
printf 'a=1\nb=2\nc=3\n' > base.env
printf 'b=20\nd=4\n' > local.env
cat base.env local.env | awk -F= '{ v[$1] = $2; if (!($1 in seen)) { seen[$1]; order[++n] = $1 } } END { for (i = 1; i <= n; i++) print order[i] "=" v[order[i]] }'
#### here-string feeding a template line by line
while IFS=: read -r key val; do
  printf '%s -> %s\n' "$key" "${val# }"
done <<< $'host: db\nport: 5432\nuser: admin'
#### printf with %s reused for a list in templates
printf '<li>%s</li>\n' apple "banana split" cherry
printf '%s=%s;' k1 v1 k2 v2 k3; echo
