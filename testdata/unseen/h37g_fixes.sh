#### tr with both strings empty copies input
echo abc | tr '' ''; echo "st=$?"; echo abc | tr -c '' ''; echo "st=$?"; echo abc | tr -t '' ''; echo "st=$?"; echo ab | tr '' x
#### env printf width past INT_MAX skips the directive
env printf 'x%9999999999dy\n' 1; echo "st=$?"; env printf '[%.4294967296s]%s\n' abc def ghi; echo "st=$?"
#### env printf width overflow after backslash c
env printf 'a%99999999999db\c' 1 2; echo " st=$?"
#### env printf width INT_MAX plus one and star widths
env printf '%2147483648d|%d\n' 5 6; echo "st=$?"; env printf '%*d\n' 2147483648 1; echo "st=$?"
#### seq -f width past INT_MAX
seq -f 'a%99999999999gb' 2; echo "st=$?"; seq -s, -f '%.2147483648g' 1 3; echo "st=$?"
