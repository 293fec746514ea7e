#### stdin script read takes next line
printf 'read a\nthis is data\necho "a=$a"\n' | bash
#### stdin script cat takes the rest
printf 'echo start\ncat\nline one\nline two\n' | bash
#### stdin script head -n 1 takes a line
printf 'read -r x\nfirst\nread -r y\nsecond\necho "$x|$y"\n' | bash -s
#### stdin script while read consumes rest
printf 'while read l; do echo "<$l>"; done\nA\nB\n' | bash -s
#### stdin script function reads next line
printf 'f() { read v; echo "v=$v"; }\nf\npayload\necho done\n' | bash
