#### ptx default output of a short text
printf 'The quick brown fox\njumps over the lazy dog\n' > t; ptx t
#### ptx traditional output and ignore case
printf 'Beta alpha\nGamma beta\n' > t; ptx -G t; echo --; ptx -f t
#### ptx with an only-file and an ignore-file
printf 'one two three\ntwo three four\n' > t; printf 'two\n' > only; printf 'three\n' > ign
ptx -o only t; echo --; ptx -i ign t
#### ptx word regexp in Emacs syntax has no character classes
printf 'ab 12 x\nfoo[:] bar\n' > t; ptx -W '[[:alpha:]]+' t; echo "st=$?"; ptx -W '[a-z]+' -w 30 t
#### ptx references and roff output
printf 'alpha beta\ngamma\n' > t; ptx -A t; echo --; ptx -O t; echo --; ptx -T -r t
#### ptx errors
ptx -w x t; echo "st=$?"; ptx nofile; echo "st=$?"; ptx --format=bogus t 2>&1 | head -1
