#### help -s complete
help -s complete; echo st=$?
#### help -d cd and mapfile
help -d cd mapfile; echo st=$?
#### help -s several
help -s read printf declare
#### help no match
help nosuch_h39b; echo st=$?
#### help bad option
help -x; echo st=$?
