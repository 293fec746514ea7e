#### parse an ini file into an associative array
cat > app.ini <<'END'
; comment
[server]
host = 0.0.0.0
port=8080

[database]
# another comment
name = shop db
user =admin
END
declare -A cfg
section=
while IFS= read -r line || [[ -n $line ]]; do
  line=${line%%[;#]*}
  [[ $line =~ ^[[:space:]]*$ ]] && continue
  if [[ $line =~ ^\[(.+)\]$ ]]; then section=${BASH_REMATCH[1]}; continue; fi
  key=${line%%=*}; val=${line#*=}
  key=${key//[[:space:]]/}
  val=${val#"${val%%[![:space:]]*}"}; val=${val%"${val##*[![:space:]]}"}
  cfg[$section.$key]=$val
done < app.ini
for k in $(printf '%s\n' "${!cfg[@]}" | sort); do printf '%s=[%s]\n' "$k" "${cfg[$k]}"; done
#### ini section read with awk
cat > c.ini <<'END'
[a]
x=1
y=2
[b]
x=10
[a]
z=3
END
get() { awk -F= -v s="[$1]" -v k="$2" '$0 == s { in_s = 1; next } /^\[/ { in_s = 0 } in_s && $1 == k { print $2 }' c.ini; }
get a x; get a z; get b x; get b y; echo "rc=$?"
awk '/^\[/ { sec = $0; next } { print sec, $0 }' c.ini
#### dotenv file sourced with set -a
cat > .env <<'END'
# settings
APP_NAME=shop
APP_PORT=3000
QUOTED="hello world"
SINGLE='a $literal'
export EXPORTED=yes
END
set -a
. ./.env
set +a
bash -c 'echo "$APP_NAME $APP_PORT [$QUOTED] [$SINGLE] $EXPORTED"'
#### dotenv parsed safely without source
cat > .env <<'END'
A=1
B = spaced
C="quoted value"
D='single'
# comment
E=with=equals
BAD LINE
F=$(echo pwned)
END
while IFS= read -r line; do
  [[ -z $line || $line == \#* ]] && continue
  if [[ $line =~ ^([A-Za-z_][A-Za-z0-9_]*)[[:space:]]*=[[:space:]]*(.*)$ ]]; then
    k=${BASH_REMATCH[1]} v=${BASH_REMATCH[2]}
    [[ $v =~ ^\"(.*)\"$ || $v =~ ^\'(.*)\'$ ]] && v=${BASH_REMATCH[1]}
    printf '%s=<%s>\n' "$k" "$v"
  else
    echo "skip: $line" >&2
  fi
done < .env 2>&1
#### key lookup with grep and cut
printf 'name=web\nport=80\nport_tls=443\n' > s.conf
grep '^port=' s.conf | cut -d= -f2
grep -m1 '^port' s.conf | cut -d= -f2-
val=$(grep '^missing=' s.conf | cut -d= -f2); echo "missing=[$val] rc=$?"
#### update a key in place with sed -i and add when absent
printf 'a=1\nb=2\n' > k.conf
set_key() {
  if grep -q "^$1=" k.conf; then sed -i "s/^$1=.*/$1=$2/" k.conf; else echo "$1=$2" >> k.conf; fi
}
set_key b 20; set_key c 3; set_key a one
cat k.conf
#### ini writer groups keys per section
declare -A conf=([web.port]=80 [db.host]=localhost [web.host]=example [db.port]=5432)
prev=
for k in $(printf '%s\n' "${!conf[@]}" | sort); do
  sec=${k%%.*}
  if [[ $sec != "$prev" ]]; then [[ -n $prev ]] && echo; echo "[$sec]"; prev=$sec; fi
  echo "${k#*.} = ${conf[$k]}"
done
#### properties file with continuation lines
cat > p.properties <<'END'
msg=hello \
  world
path=/a/b
list=one,\
two,\
three
END
sed -e ':a' -e '/\\$/{N;s/\\\n[[:space:]]*//;ba' -e '}' p.properties
#### reading key value pairs into two arrays
keys=() vals=()
while IFS='=' read -r k v; do keys+=("$k"); vals+=("$v"); done <<'END'
first=1
second=two words
third=a=b
END
for i in "${!keys[@]}"; do echo "$i: ${keys[i]} -> ${vals[i]}"; done
#### boolean config values normalised with case
for v in yes Yes TRUE on 1 no off 0 False maybe ""; do
  case ${v,,} in
    yes|true|on|1) b=true ;;
    no|false|off|0|"") b=false ;;
    *) b=invalid ;;
  esac
  printf '%-6s %s\n' "[$v]" "$b"
done
#### env file validation of required keys
printf 'DB_HOST=x\nDB_USER=\nAPI_KEY=abc\n' > prod.env
required=(DB_HOST DB_USER DB_PASS API_KEY)
errors=0
for k in "${required[@]}"; do
  line=$(grep -E "^$k=" prod.env || true)
  if [[ -z $line ]]; then echo "missing: $k"; ((errors++)) || true
  elif [[ -z ${line#*=} ]]; then echo "empty: $k"; ((errors++)) || true
  fi
done
echo "errors=$errors"
#### comments and blank lines stripped with grep -v
cat > h.conf <<'END'
# header

key1 = v1
   # indented comment
key2 = v2

END
grep -Ev '^[[:space:]]*(#|$)' h.conf
grep -cEv '^[[:space:]]*(#|$)' h.conf
#### git config style file read with git-less awk
cat > gitconfig <<'END'
[core]
	editor = vim
[remote "origin"]
	url = https://example.test/repo.git
	fetch = +refs/heads/*:refs/remotes/origin/*
[branch "main"]
	remote = origin
END
awk '/^\[/ { gsub(/[\[\]"]/, ""); sub(/ /, "."); sec = $0; next }
     { sub(/^[ \t]+/, ""); split($0, kv, / = /); print sec "." kv[1] "=" kv[2] }' gitconfig
#### export env file into a child with env -i
printf 'X=1\nY=two\n' > child.env
env -i $(cat child.env) /bin/sh -c 'echo "$X $Y ${HOME-unset}"'
env -i X=1 bash -c 'echo "${#X} $X"'
#### yaml like nested keys flattened with indentation tracking
cat > c.yml <<'END'
server:
  host: localhost
  port: 80
db:
  name: app
END
prefix=
while IFS= read -r line; do
  if [[ $line =~ ^([a-z]+):$ ]]; then prefix=${BASH_REMATCH[1]}
  elif [[ $line =~ ^[[:space:]]+([a-z]+):[[:space:]]*(.*)$ ]]; then echo "$prefix.${BASH_REMATCH[1]}=${BASH_REMATCH[2]}"
  fi
done < c.yml
#### config with arrays in a bash file sourced
cat > settings.sh <<'END'
HOSTS=(web1 web2 "web 3")
declare -A PORTS=([web1]=80 [web2]=8080)
TIMEOUT=30
END
source settings.sh
echo "${#HOSTS[@]} hosts, last=[${HOSTS[-1]}]"
for h in "${HOSTS[@]}"; do echo "$h:${PORTS[$h]:-none}"; done
#### duplicate keys detected with sort and uniq -d
printf 'a=1\nb=2\na=3\nc=4\nb=5\n' > dup.env
cut -d= -f1 dup.env | sort | uniq -d
cut -d= -f1 dup.env | sort | uniq -c | sort -rn | head -1
#### windows line endings in a config file
printf 'name=web\r\nport=80\r\n' > win.conf
while IFS='=' read -r k v; do printf '%s=[%s] len=%d\n' "$k" "$v" "${#v}"; done < win.conf | cat -A
while IFS='=' read -r k v; do v=${v%$'\r'}; echo "$k=[$v]"; done < win.conf
#### reading an ini file without trailing newline
printf '[s]\na=1\nb=2' > nt.ini
n=0; while read -r l; do n=$((n+1)); done < nt.ini; echo "loop saw $n"
n=0; while read -r l || [[ -n $l ]]; do n=$((n+1)); done < nt.ini; echo "fixed loop saw $n"
