#### dotglob group with star alternative skips dot dirs
shopt -s extglob dotglob; shopt -u globskipdots
touch .x y
echo @(y|*)
#### dotglob group with dot star lists dot dirs
shopt -s extglob dotglob; shopt -u globskipdots
touch .x y
echo @(.*)
#### dotglob question group then star
shopt -s extglob dotglob; shopt -u globskipdots
touch .x y
echo ?(.)?
#### dotglob negation never lists dot dirs
shopt -s extglob dotglob; shopt -u globskipdots
touch .x y
echo !(y)
#### no dotglob group star alternative
shopt -s extglob; shopt -u globskipdots
touch .x y
echo @(.x|*)
#### unclosed bracket in group glob stays literal
shopt -s extglob
touch ab ac 'a['
echo @(a[)*
echo *(x|[)b
#### unclosed bracket group in case compares text
shopt -s extglob
case 'x+(a|[)y' in x+(a|[)y) echo literal;; *) echo no;; esac
case 'xay' in x+(a|[)y) echo group;; *) echo no2;; esac
#### closed bracket in group still globs
shopt -s extglob
touch ab ac ad
echo @(a[bc])
