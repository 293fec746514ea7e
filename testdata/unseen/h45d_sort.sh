#### sort -k2,2n with -t colon
printf 'a:10:x\nb:9:y\nc:100:z\nd::w\n' | sort -t: -k2,2n
#### sort -k2 without end key runs to line end
printf 'x b 2\ny a 9\nz b 1\n' | sort -k2
#### sort -k2,2 -k1,1r secondary reverse
printf 'x b\ny a\nz b\nw a\n' | sort -k2,2 -k1,1r
#### sort -k1.2,1.3 character positions
printf 'abz\nxaa\nmbb\nqab\n' | sort -k1.2,1.3
#### sort -k with b modifier on start char
printf 'a   3\nb 1\nc  2\n' | sort -k2.1b,2n
#### sort -s stable keeps input order of equal keys
printf 'b 2\na 1\nc 2\nd 1\n' | sort -s -k2,2n
#### sort -u with key uniques by key only
printf 'a 1\nb 1\nc 2\nd 2\n' | sort -u -k2,2
#### sort -n with negatives and decimals
printf '10\n-2\n3.5\n-10.1\n0\n-0\n.5\n' | sort -n
#### sort -n with leading plus and junk
printf '+5\n4\nabc\n\n 3\n' | sort -n
#### sort -g with exponents and nan and inf
printf '1e3\n2.5\nnan\n-inf\ninf\n1e-2\n0x10\n' | sort -g
#### sort -h human sizes
printf '1K\n2M\n512\n1G\n3k\n1.5M\n' | sort -h
#### sort -V version strings
printf 'v1.10\nv1.2\nv1.9a\nv1.9\nfile-1.0.tar\nfile-1.0a.tar\n' | sort -V
#### sort -M month names
printf 'MAR x\njan y\n  Feb z\nfoo w\nDEC v\n' | sort -M
#### sort -r -n reverse numeric
printf '3\n20\n1\n' | sort -rn
#### sort -f folds case
printf 'b\nA\na\nB\n' | sort -f
#### sort -d dictionary order
printf 'a-c\nab\na c\n_b\n' | sort -d
#### sort -c on sorted input
printf 'a\nb\nc\n' | sort -c; echo "st=$?"
#### sort -c on unsorted input reports first disorder
printf 'a\nc\nb\nd\na\n' | sort -c; echo "st=$?"
#### sort -C is silent
printf 'b\na\n' | sort -C; echo "st=$?"
#### sort -c -u with duplicates
printf 'a\na\nb\n' | sort -cu; echo "st=$?"
#### sort empty input
printf '' | sort; echo "st=$?"
#### sort no trailing newline adds one
printf 'b\na' | sort | od -c
#### sort -z NUL separated
printf 'b\0a\0c\0' | sort -z | od -c
#### sort missing file message
sort nosuch; echo "st=$?"
#### sort bad option message
sort --frobnicate 2>&1 | head -3; sort -q </dev/null; echo "st=$?"
#### sort invalid key field zero
sort -k0 </dev/null; echo "st=$?"
#### sort incompatible options n and g
sort -n -g </dev/null; echo "st=$?"
#### sort -t with multichar error
sort -t ab </dev/null; echo "st=$?"
#### sort -o output to same file
printf 'c\na\nb\n' > f; sort -o f f; cat f
#### sort -m merges sorted files
printf 'a\nc\ne\n' > x; printf 'b\nd\n' > y; sort -m x y
#### sort with CRLF lines
printf 'b\r\na\r\n' | sort | od -c
#### sort UTF-8 bytes in C.UTF-8
printf 'é\nz\na\nÄ\n' | sort
#### sort -k2n with missing fields
printf 'a\nb 3\nc 1\nd\n' | sort -k2n
#### sort -t tab
printf 'x\t2\ny\t10\nz\t1\n' | sort -t "$(printf '\t')" -k2n
#### sort -nu numeric unique
printf '1\n01\n1.0\n2\n' | sort -nu
#### sort -R is skipped use --random-source no; sort -b leading blanks
printf '  b\na\n c\n' | sort -b
#### sort key with n modifier on one key only
printf 'a 10\na 9\nb 1\n' | sort -k1,1 -k2,2n
#### sort --key long form and --field-separator
printf 'p,3\nq,1\nr,2\n' | sort --field-separator=, --key=2,2 --numeric-sort
#### sort -k bad modifier
sort -k1x </dev/null; echo "st=$?"
#### sort --version-sort with equal prefixes and -r
printf 'a2\na10\na1\n' | sort -rV
#### uniq default adjacent only
printf 'a\na\nb\na\n' | uniq
#### uniq -c counts with padding
printf 'a\na\nb\nc\nc\nc\n' | uniq -c
#### uniq -d only duplicates
printf 'a\na\nb\nc\nc\n' | uniq -d
#### uniq -D all duplicates
printf 'a\na\nb\nc\nc\nc\n' | uniq -D
#### uniq -u only unique
printf 'a\na\nb\nc\nc\nd\n' | uniq -u
#### uniq -f skips fields
printf '1 a\n2 a\n3 b\n' | uniq -f1
#### uniq -s skips chars
printf 'xxa\nyya\nzzb\n' | uniq -s2 -c
#### uniq -w compares first chars
printf 'abc\nabd\nacd\n' | uniq -w2
#### uniq -i ignores case
printf 'A\na\nB\nb\nb\n' | uniq -i -c
#### uniq --group separate
printf 'a\na\nb\nc\nc\n' | uniq --group
#### uniq --group=both
printf 'a\na\nb\n' | uniq --group=both
#### uniq --all-repeated=separate
printf 'a\na\nb\nc\nc\n' | uniq --all-repeated=separate
#### uniq --group with -c is an error
uniq --group -c </dev/null; echo "st=$?"
#### uniq -z
printf 'a\0a\0b\0' | uniq -z | od -c
#### uniq input and output files
printf 'x\nx\ny\n' > in; uniq in out; cat out
#### uniq missing file
uniq nosuch; echo "st=$?"
#### uniq last line without newline
printf 'a\na' | uniq | od -c
#### uniq -f with more fields than exist
printf 'a b\nc d\n' | uniq -f5
#### uniq -c -d combined
printf 'a\na\nb\nb\nb\nc\n' | uniq -cd
#### uniq bad group method
uniq --group=foo </dev/null; echo "st=$?"
