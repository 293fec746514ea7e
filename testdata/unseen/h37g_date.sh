#### date -d iso forms UTC
export TZ=UTC; date -d '2020-02-29' '+%F %T'; date -d '2020-02-29T13:14:15' '+%F %T'; date -d '2020-02-29 13:14:15Z' '+%s'
#### date -d epoch and fractional
export TZ=UTC; date -d @0; date -d @1234567890 '+%F %T %a %b'; date -d @1.5 '+%s.%N'
#### date -d relative items with base
export TZ=UTC; date -d '2020-01-31 +1 month' +%F; date -d '2020-01-01 -1 day' +%F; date -d '2020-01-01 2 weeks ago' +%F
#### date -d relative hours minutes
export TZ=UTC; date -d '2020-01-01 00:00 +90 minutes' '+%F %R'; date -d '2020-01-01 12:00 -3 hours' '+%F %R'
#### date -d weekday names with base
export TZ=UTC; date -d '2021-06-15 next friday' +%F 2>&1; date -d '2021-06-15 friday' +%F 2>&1
#### date -d with time zone offsets
export TZ=UTC; date -d '2020-05-05 10:00 +0200' '+%F %T'; date -d '2020-05-05 10:00 EST' '+%F %T'; date -d '2020-05-05T10:00:00-07:00' +%s
#### date -d month names formats
export TZ=UTC; date -d 'Mar 5 2021' +%F; date -d '5 March 2021' +%F; date -d '03/04/2021' +%F; date -d '2021-3-4 1pm' '+%F %H'
#### date -d invalid
export TZ=UTC; date -d 'not a date'; echo "st=$?"; date -d '2020-13-01'; echo "st=$?"; date -d '2020-02-30'; echo "st=$?"
#### date formats padding flags
export TZ=UTC; date -d '2020-01-05 03:04:05' '+%-d|%_d|%0e|%^a|%#b|%10A|%-H|%_M'
#### date formats week numbers and day of year
export TZ=UTC; for d in 2020-01-01 2020-12-31 2021-01-03 2019-12-30; do date -d $d '+%j %U %W %V %G %g %u %w'; done
#### date formats misc conversions
export TZ=UTC; date -d '2020-07-04 15:30:00' '+%C %y %D %e %I %p %P %r %R %T %h %n%t|'
#### date %z %:z %::z %Z in zones
d='2020-07-04 12:00'; TZ=UTC date -d "$d" '+%z %:z %::z %Z'; TZ=Asia/Kolkata date -d "$d" '+%z %:z %::z %:::z %Z'; TZ=America/New_York date -d "$d" '+%z %Z'
#### date -u and TZ conversion
TZ=America/New_York date -u -d '2020-01-01 00:00:00 UTC' '+%F %T %Z'; TZ=Europe/Berlin date -d '2020-06-01 00:00:00 UTC' '+%F %T %Z'
#### date -I and -R and --rfc-3339
export TZ=UTC; d='2020-03-04 05:06:07'; date -d "$d" -I; date -d "$d" -Iminutes; date -d "$d" -Iseconds; date -d "$d" -R; date -d "$d" --rfc-3339=ns
#### date -d nanoseconds formats
export TZ=UTC; date -d '2020-01-01 00:00:00.123456789' '+%N %3N %6N %-N'
#### date %s of negatives and big years
export TZ=UTC; date -d '1960-01-01' +%s; date -d @-1 '+%F %T'; date -d '9999-12-31' +%s
#### date -f file of dates
export TZ=UTC; printf '2020-01-01\n2021-02-03 04:05\n' | date -f - +%s; printf 'bad\n2020-01-01\n' | date -f - +%F; echo "st=$?"
#### date -r reference file
cd "$(mktemp -d)"; : > f; TZ=UTC touch -d '2001-02-03 04:05:06' f; TZ=UTC date -r f '+%F %T'
#### date bad format usage
date +%F +%T; echo "st=$?"; date -d; echo "st=$?"
#### date DST transitions
export TZ=America/New_York; date -d '2021-03-14 01:59:59' +%s; date -d '2021-03-14 03:00:00' '+%F %T %Z'; date -d '2021-11-07 01:30:00' '+%Z'
#### date literal percent and unknown
export TZ=UTC; date -d @0 '+%%|%q|%k|%l|%:' 
#### touch -d -t forms
cd "$(mktemp -d)"; export TZ=UTC; touch -t 202001020304.05 a; touch -t 01020304 b 2>/dev/null; stat -c '%y' a; touch -d '@86400' c; stat -c %Y c
