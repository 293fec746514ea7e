#### awk coprocess write after read
awk 'BEGIN { c = "cat"; print "a" |& c; c |& getline x; print x; print "b" |& c; c |& getline y; print y; close(c) }'
#### awk coprocess sort needs to
awk 'BEGIN { c = "sort"; print "b" |& c; print "a" |& c; close(c, "to"); while ((c |& getline l) > 0) print "got", l; print close(c) }'
#### awk coprocess bc calculator dialog
awk 'BEGIN { c = "bc"; for (i = 1; i <= 3; i++) { print i " * 7" |& c; c |& getline r; print i, r } close(c) }'
#### awk coprocess never read
awk 'BEGIN { print "x" |& "cat >&2" }' 2>&1
#### awk coprocess write after close to
awk 'BEGIN { c = "cat"; print "a" |& c; close(c, "to"); print "b" |& c }'; echo "st=$?"
#### awk coprocess exit status of coprocess
awk 'BEGIN { c = "cat; exit 3"; print "q" |& c; close(c, "to"); c |& getline x; print x, close(c) }'
#### awk coprocess per line sed coprocess
printf 'a\nb\n' | awk '{ print |& "sed -u s/^/X/"; "sed -u s/^/X/" |& getline r; print r }'
#### awk coprocess tr with fflush
awk 'BEGIN { c = "tr a-z A-Z"; print "hi" |& c; close(c, "to"); c |& getline u; print u }'
#### awk coprocess getline before print
awk 'BEGIN { c = "echo first; cat"; c |& getline a; print a; print "z" |& c; close(c, "to"); c |& getline b; print b }'
#### awk coprocess many lines
awk 'BEGIN { c = "cat"; for (i = 0; i < 2000; i++) { print i |& c; c |& getline x; s += x } print s; close(c) }'
