#### jq error messages agents hit often
echo '{"a":"x"}' | jq '.a + 1'; echo "rc=$?"
echo '[1,2]' | jq '.foo'; echo "rc=$?"
echo '{"a":1}' | jq '.[0]'; echo "rc=$?"
echo '{"a":1}' | jq -r '.a | keys'; echo "rc=$?"
#### awk runtime and syntax errors
awk 'BEGIN { x = 1 / 0 }'; echo "rc=$?"
awk 'BEGIN { print substr("abc", 0, 2), substr("abc", -1) }'
awk '{ print $0 ' /dev/null; echo "rc=$?"
awk -v 'n=1' 'BEGIN { getline line < "nosuch_h45e"; print (getline line < "nosuch_h45e") }'
#### sed errors on bad commands
sed 'k' /dev/null; echo "rc=$?"
sed -n '5,2p' <<< x; echo "rc=$?"
sed 's/(/x/' <<< "(a"
sed -E 's/(/x/' <<< "(a"; echo "rc=$?"
sed 's/a/b/q' <<< a; echo "rc=$?"
#### sort and uniq errors and edge input
sort nosuch_h45e; echo "rc=$?"
sort -n <<< $'10\n9\n-1\nx\n'
sort -t, -k2 <<< $'a,b,c\nb,a'
uniq nosuch_h45e; echo "rc=$?"
printf '' | sort | wc -l
#### cut and paste errors
cut -d, <<< "a,b"; echo "rc=$?"
cut -f0 <<< x; echo "rc=$?"
cut -c 3-1 <<< x; echo "rc=$?"
paste nosuch_h45e; echo "rc=$?"
#### tar error paths
tar -xf nosuch.tar; echo "rc=$?"
echo junk > bad.tar
tar -tf bad.tar; echo "rc=$?"
tar -cf out.tar nosuch_dir_h45e; echo "rc=$?"
#### gzip error paths
gzip nosuch_h45e; echo "rc=$?"
echo plain > p.txt
gunzip p.txt; echo "rc=$?"
gzip p.txt; gzip p.txt.gz; echo "rc=$?"
zcat p.txt.gz
#### xargs and find misuse
find . -name; echo "rc=$?"
find . -type q; echo "rc=$?"
find . -exec echo {}; echo "rc=$?"
find -maxdepth x; echo "rc=$?"
#### date and seq errors
date -d 'not a date'; echo "rc=$?"
seq; echo "rc=$?"
seq 5 1 | wc -l
seq 1 0 3; echo "rc=$?"
#### wc head tail on directories
mkdir d
wc d; echo "rc=$?"
head d; echo "rc=$?"
cat d; echo "rc=$?"
grep x d; echo "rc=$?"
#### python errors and exit codes in pipelines
python3 -c 'import nosuchmodule_h45e' 2>&1 | tail -1
python3 -c 'print("ok")' | tr a-z A-Z
python3 nosuch_script_h45e.py; echo "rc=$?"
python3 -c 'import sys; print("err", file=sys.stderr); sys.exit(1)' 2>/dev/null || echo "failed rc=$?"
#### mkdir cp ln edge errors
mkdir a/b/c; echo "rc=$?"
touch f; mkdir f; echo "rc=$?"
cp f f; echo "rc=$?"
ln f f; echo "rc=$?"
mv f f; echo "rc=$?"
cp nosuch_h45e nosuch2_h45e x; echo "rc=$?"
