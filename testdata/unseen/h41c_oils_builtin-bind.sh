#### bind non-interactive warning
bind 'set bell-style none' 2>&1
echo status=$?
#### bind -l lists functions
bind -l 2>/dev/null | grep -c 'beginning-of-line'
#### bind -q
bind -q beginning-of-line 2>&1 | head -1
#### bind bad option
bind -Z 2>&1
echo status=$?
#### bind -x
bind -x '"\C-x": echo hi' 2>&1
echo status=$?
#### bind -v
bind -v 2>/dev/null | grep -c 'set '
