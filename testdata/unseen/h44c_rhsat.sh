#### unquoted $@ in ${v-w} with IFS=: keeps each element whole
r(){ printf '<%s>' "$@"; echo; }
set -- 'a:b' 'c d' 'e,f'; IFS=:; r ${var-$@}; r ${var:-$@}
#### unquoted $@ in ${v-w}: the joining spaces split when IFS has a space later
r(){ printf '<%s>' "$@"; echo; }
set -- 'a:b' 'c d' 'e,f'; IFS=': '; r ${var-$@}; IFS=':,'; r ${var-$@}
#### unquoted $@ in ${v+w} and ${v:+w} with IFS=,
r(){ printf '<%s>' "$@"; echo; }
set -- 'x,y' 'z w'; v=1; IFS=,; r ${v+$@}; r ${v:+${@}}; r ${v+"$@"}
#### unquoted array [@] in ${v-w} with IFS=:
r(){ printf '<%s>' "$@"; echo; }
a=('a:b' 'c d'); IFS=:; r ${var-${a[@]}}; r ${var:+${a[@]}} end
#### unquoted $@ in ${v-w} is not globbed with IFS=:
r(){ printf '<%s>' "$@"; echo; }
touch f1 f2; set -- 'f*' 'g'; IFS=:; r ${var-$@}; r $@
#### unquoted $@ in ${v-w} with default or empty IFS splits as usual
r(){ printf '<%s>' "$@"; echo; }
set -- 'a:b' 'c d'; r ${var-$@}; IFS=' '; r ${var-$@}; IFS=; r ${var-$@}; unset IFS; r ${var-$@}
#### unquoted $* in ${v-w} with IFS=: still splits
r(){ printf '<%s>' "$@"; echo; }
set -- 'a:b' 'c d'; IFS=:; r ${var-$*}; r ${var-$1}
#### nested ${v-${w-$@}} and empty $@ with IFS=:
r(){ printf '<%s>' "$@"; echo; }
IFS=:; set -- 'p:q' r; r ${v-${w-$@}}; set --; r ${v-$@} end
