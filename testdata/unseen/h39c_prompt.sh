#### prompt at-P literal text
p='plain text'; echo "${p@P}"
#### prompt backslash backslash
p='a\\b'; echo "${p@P}"
#### prompt escape e and bracket
p='\e[1m\]x'; printf '%s' "${p@P}" | od -An -c | tr -s ' '
#### prompt non-printing markers removed
p='\[ab\]cd'; echo "${p@P}"
#### prompt bell and newline
p='x\ay\nz'; printf '%s' "${p@P}" | od -An -c | tr -s ' '
#### prompt carriage return
p='a\rb'; printf '%s' "${p@P}" | od -An -c | tr -s ' '
#### prompt octal escape
p='\101\102'; echo "${p@P}"
#### prompt octal escape three digits max
p='\1011'; echo "${p@P}"
#### prompt shell name s
p='\s'; echo "${p@P}"
#### prompt version v
p='\v'; [ "${p@P}" = "${BASH_VERSINFO[0]}.${BASH_VERSINFO[1]}" ] && echo ok
#### prompt version V
p='\V'; [ "${p@P}" = "${BASH_VERSINFO[0]}.${BASH_VERSINFO[1]}.${BASH_VERSINFO[2]}" ] && echo ok
#### prompt w is PWD with tilde
mkdir -p sub; cd sub; HOME=$PWD; p='\w'; echo "${p@P}"
#### prompt w outside home
cd /; p='\w'; echo "${p@P}"
#### prompt W basename
mkdir -p a/bcd; cd a/bcd; p='\W'; echo "${p@P}"
#### prompt W at root
cd /; p='\W'; echo "${p@P}"
#### prompt W at home is tilde
HOME=$PWD; p='\W'; echo "${p@P}"
#### prompt PROMPT_DIRTRIM
mkdir -p a/b/c/d; cd a/b/c/d; HOME=/nonexist; PROMPT_DIRTRIM=2; p='\w'; echo "${p@P}" | sed 's,^\.\.\./,.../,'
#### prompt dollar sign for non-root
p='\$'; case "${p@P}" in '$'|'#') echo ok;; esac
#### prompt h and H equal hostname parts
p='\h'; q='\H'; case "${q@P}" in "${p@P}"*) echo prefix;; esac
#### prompt j jobs count
p='\j'; echo "${p@P}"
#### prompt j with a job
sleep 1 & p='\j'; echo "${p@P}"; kill %1 2>/dev/null; wait 2>/dev/null
#### prompt l tty basename nonempty
p='\l'; v="${p@P}"; [ -n "$v" ] && echo nonempty
#### prompt hash number
p='\#'; case "${p@P}" in [0-9]*) echo num;; esac
#### prompt bang history number
p='\!'; case "${p@P}" in [0-9]*) echo num;; esac
#### prompt date d format
p='\d'; case "${p@P}" in [A-Z][a-z][a-z]\ [A-Z][a-z][a-z]\ [0-9][0-9]) echo fmt;; esac
#### prompt t format
p='\t'; case "${p@P}" in [0-2][0-9]:[0-5][0-9]:[0-5][0-9]) echo fmt;; esac
#### prompt T format
p='\T'; case "${p@P}" in [01][0-9]:[0-5][0-9]:[0-5][0-9]) echo fmt;; esac
#### prompt at format
p='\@'; case "${p@P}" in [01][0-9]:[0-5][0-9]\ [AP]M) echo fmt;; esac
#### prompt A format
p='\A'; case "${p@P}" in [0-2][0-9]:[0-5][0-9]) echo fmt;; esac
#### prompt D strftime
p='\D{%Y}'; case "${p@P}" in 2[0-9][0-9][0-9]) echo year;; esac
#### prompt D literal text
p='\D{x%%y}'; echo "${p@P}"
#### prompt D empty braces nonempty
p='\D{}'; v="${p@P}"; [ -n "$v" ] && echo nonempty
#### prompt unknown escape kept
p='\q\z'; echo "${p@P}"
#### prompt trailing backslash
p='abc\'; echo "${p@P}"
#### prompt parameter expansion inside
v=world; p='hello $v'; echo "${p@P}"
#### prompt command substitution inside
p='$(echo sub)'; echo "${p@P}"
#### prompt arithmetic inside
p='$((2+3))'; echo "${p@P}"
#### prompt promptvars off
shopt -u promptvars; v=x; p='$v \s'; echo "${p@P}"
#### prompt quoting result of var not reexpanded
v='\u'; p='$v'; echo "${p@P}"
#### prompt escape result is expanded as word
p='\\$HOME'; HOME=/h; echo "${p@P}"
#### prompt on array elements
a=('\s' 'x\\y'); printf '<%s>' "${a[@]@P}"; echo
#### prompt on positional
set -- '\s' 'q'; printf '<%s>' "${@@P}"; echo
#### prompt on unset
unset u; echo "[${u@P}]"
#### prompt PS1 not used non-interactive
PS1='zz> '; echo ok
#### prompt PS4 expansion in trace
PS4='+[\s] '; set -x; : hi; set +x 2>/dev/null
#### prompt PS4 with variable
n=5; PS4='+$n '; set -x; : a; { set +x; } 2>/dev/null
#### prompt PS4 first char repeated by depth
PS4='>'; set -x; x=$(echo in); { set +x; } 2>/dev/null
#### prompt PS4 empty
PS4=''; set -x; echo traced 2>&1; { set +x; } 2>/dev/null
#### prompt octal 0 chars
p='\0101'; echo "${p@P}"
#### prompt u is nonempty
p='\u'; [ -n "${p@P}" ] && echo nonempty
#### prompt n twice
p='a\n\nb'; echo "${p@P}"
#### prompt PROMPT_DIRTRIM values
mkdir -p a/b/c/d; cd a/b/c/d; HOME=${PWD%/a/b/c/d}; for n in 0 1 2 3 x -1; do PROMPT_DIRTRIM=$n; p='\w|\W'; echo "$n ${p@P}"; done
#### prompt backslash runs
HOME=/h; for p in '\\\\' 'x\\' 'a\\\\b' '\\\\$HOME'; do echo "${p@P}"; done
#### prompt promptvars back on
shopt -u promptvars; shopt -s promptvars; v=x; p='$v'; echo "${p@P}"; shopt -p promptvars
