#### sha256sum manifest created and verified
mkdir -p dist
printf 'binary one\n' > dist/app
printf 'readme\n' > dist/README
(cd dist && sha256sum app README > SHA256SUMS)
cat dist/SHA256SUMS
(cd dist && sha256sum -c SHA256SUMS); echo "rc=$?"
#### verification fails after tampering
mkdir -p d
printf 'data\n' > d/a; printf 'more\n' > d/b
(cd d && sha256sum a b > sums)
printf 'tampered\n' > d/b
(cd d && sha256sum -c sums); echo "rc=$?"
(cd d && sha256sum --quiet -c sums); echo "quiet rc=$?"
#### missing file in a manifest
printf 'x\n' > keep
sha256sum keep > m
printf 'y\n' > gone; sha256sum gone >> m; rm gone
sha256sum -c m 2>&1; echo "rc=$?"
sha256sum -c --ignore-missing m; echo "rc=$?"
#### md5sum and sha1sum of fixed strings
printf 'hello\n' | md5sum
printf 'hello\n' | sha1sum
printf '' | sha256sum
echo -n abc | sha512sum | cut -c1-32
#### checksum only the hash with cut and awk
printf 'content\n' > f
h=$(sha256sum f | cut -d' ' -f1)
echo "${#h} ${h:0:12}"
sha256sum f | awk '{ print $2 ": " substr($1, 1, 8) }'
#### manifest over a tree with find and sort
mkdir -p pkg/bin pkg/lib
echo a > pkg/bin/tool; echo b > pkg/lib/x.so; echo c > pkg/lib/y.so
(cd pkg && find . -type f | sort | xargs sha256sum) > MANIFEST
awk '{ print $2 }' MANIFEST
(cd pkg && sha256sum -c ../MANIFEST) | sort
#### detect duplicate files by checksum
mkdir -p files
echo same > files/1; echo same > files/2; echo other > files/3; echo same > files/4
sha256sum files/* | sort | awk '{ if ($1 == prev) print "dup:", $2, "of", first; else first = $2; prev = $1 }'
sha256sum files/* | cut -d' ' -f1 | sort | uniq -c | sort -rn | awk '{ print $1 }'
#### malformed manifest lines
printf 'not a checksum line\n' > bad.sums
sha256sum -c bad.sums; echo "rc=$?"
printf 'x\n' > ok
{ sha256sum ok; echo garbage; } > mixed.sums
sha256sum -c mixed.sums; echo "rc=$?"
sha256sum -c --strict mixed.sums; echo "strict rc=$?"
#### compare checksums between two directories
mkdir -p a b
echo 1 > a/x; echo 2 > a/y; echo 3 > a/z
echo 1 > b/x; echo 22 > b/y; echo 3 > b/w
diff <(cd a && sha256sum * ) <(cd b && sha256sum *) | grep '^[<>]' | awk '{ print $1, $3 }'
#### cksum and wc for integrity summary
printf 'hello world\n' > h
cksum h
wc -c < h
b2sum -l 64 h
#### checksum tag format bsd style
printf 'x\n' > t
sha256sum --tag t
md5sum --tag t
sha256sum --tag t > tagged; sha256sum -c tagged
#### verify downloaded file against expected hash variable
printf 'payload\n' > download.bin
expected=$(printf 'payload\n' | sha256sum | cut -d' ' -f1)
echo "$expected  download.bin" | sha256sum -c -
echo "0000000000000000000000000000000000000000000000000000000000000000  download.bin" | sha256sum -c - 2>&1; echo "rc=$?"
#### checksum of file names with spaces and backslash
printf 'a\n' > 'with space'
sha256sum 'with space' | cut -c66-
printf 'b\n' > 'back\slash'
sha256sum 'back\slash' | cut -c1-3,66-
#### checksum check in a verify function returning status
verify() {
  local file=$1 want=$2 got
  [[ -f $file ]] || { echo "$file: missing" >&2; return 2; }
  got=$(sha256sum "$file" | cut -d' ' -f1)
  [[ $got == "$want" ]] || { echo "$file: checksum mismatch" >&2; return 1; }
  echo "$file: verified"
}
printf 'q\n' > q.txt
good=$(sha256sum q.txt | cut -d' ' -f1)
verify q.txt "$good"; echo "rc=$?"
verify q.txt deadbeef; echo "rc=$?"
verify nope.txt "$good"; echo "rc=$?"
#### base64 round trip of binary data
printf '\x00\x01\xfe\xff hello' > bin
base64 bin
base64 bin | base64 -d | cmp - bin && echo "round trip ok"
echo 'aGVsbG8=' | base64 -d; echo
echo '!!!' | base64 -d 2>&1; echo "rc=$?"
#### hexdump of a header for a file type check
printf '\x89PNG\r\n\x1a\n' > img.png
printf 'GIF89a' > img.gif
for f in img.png img.gif; do
  case $(head -c 4 "$f" | od -An -tx1 | tr -d ' \n') in
    89504e47) echo "$f: png" ;;
    47494638) echo "$f: gif" ;;
    *) echo "$f: unknown" ;;
  esac
done
xxd -l 8 img.png
#### md5 of each line used as a cache key
while IFS= read -r url; do
  key=$(printf '%s' "$url" | md5sum | cut -c1-8)
  echo "$key $url"
done <<'END'
https://example.test/a
https://example.test/b
END
#### tar then checksum and verify archive integrity
mkdir -p rel && echo v1 > rel/file
tar -cf rel.tar rel
sha256sum rel.tar > rel.tar.sha256
sha256sum -c rel.tar.sha256
tar -tf rel.tar
#### checksum with sha256sum -b binary marker
printf 'x\n' > b.dat
sha256sum -b b.dat | cut -c65-
sha256sum -b b.dat > b.sum && sha256sum -c b.sum
