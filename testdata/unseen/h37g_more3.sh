#### date -d '2020-02-29 +1 year' +%F; date -d '2019-01-31 +1 month' +%F; d
export TZ=UTC; date -d '2020-02-29 +1 year' +%F; date -d '2019-01-31 +1 month' +%F; date -d '2020-03-31 -1 month' +%F
#### date -d '12:34' '+%H:%M'; date -d '2020-01-01 12:34:56 am' '+%T' 2>&1;
export TZ=UTC; date -d '12:34' '+%H:%M'; date -d '2020-01-01 12:34:56 am' '+%T' 2>&1; date -d '2020-01-01 12am' +%T; date -d '2020-01-01 12pm' +%T
#### date -d '2020-01-01 00:00 +1 fortnight' +%F; date -d '2020-01-01 -1 se
export TZ=UTC; date -d '2020-01-01 00:00 +1 fortnight' +%F; date -d '2020-01-01 -1 sec' '+%F %T'; date -d '2020-01-01 1 min ago' '+%T'
#### date -d '1970-01-01 00:00:00 +0000 + 1234 seconds' +%s; date -d '2020-
export TZ=UTC; date -d '1970-01-01 00:00:00 +0000 + 1234 seconds' +%s; date -d '2020-W10' +%F 2>&1; echo st=$?
#### date -d '2020-01-01 J' '+%F %T' 2>&1; date -d '2020-01-01 A' '+%F %T';
export TZ=UTC; date -d '2020-01-01 J' '+%F %T' 2>&1; date -d '2020-01-01 A' '+%F %T'; date -d '2020-01-01 Z' '+%F %T'
#### date -d 'Wed, 01 Jan 2020 10:00:00 +0100' '+%F %T'; date -d 'Jan 1 202
export TZ=UTC; date -d 'Wed, 01 Jan 2020 10:00:00 +0100' '+%F %T'; date -d 'Jan 1 2020 10:00 CET' '+%T' 2>&1
#### date -d '2020.01.02' +%F 2>&1; date -d '02-Jan-2020' +%F 2>&1; date -d
export TZ=UTC; date -d '2020.01.02' +%F 2>&1; date -d '02-Jan-2020' +%F 2>&1; date -d '1/2/20' +%F
#### date -d @86399.999999999 '+%T.%N'; date -d @-86400.5 '+%F %T.%N'
export TZ=UTC; date -d @86399.999999999 '+%T.%N'; date -d @-86400.5 '+%F %T.%N'
#### TZ=XYZ+3 date -d @0 '+%T %Z %z'; TZ='<+0530>-5:30' date -d @0 '+%T %Z
TZ=XYZ+3 date -d @0 '+%T %Z %z'; TZ='<+0530>-5:30' date -d @0 '+%T %Z %z'; TZ=EST5EDT date -d '2020-07-01 12:00 UTC' '+%T %Z'
#### date -d '2020-01-01' '+%a %A %b %B %c %x %X'
export TZ=UTC; date -d '2020-01-01' '+%a %A %b %B %c %x %X'
#### date -d @0 '+%-j|%_j|%03j|%-U|%5s|%-s|%_5N'
export TZ=UTC; date -d @0 '+%-j|%_j|%03j|%-U|%5s|%-s|%_5N'
#### date -ud '2020-06-01' +%F; date --utc --date='2020-06-01 10:00 +0200'
export TZ=UTC; date -ud '2020-06-01' +%F; date --utc --date='2020-06-01 10:00 +0200' +%R; date --iso-8601=hours -d @0; date --rfc-email -d @0
#### date -d '2020-06-01' --rfc-3339=date; date -d @0 --rfc-3339=seconds; d
export TZ=UTC; date -d '2020-06-01' --rfc-3339=date; date -d @0 --rfc-3339=seconds; date -d @0 -Ins
#### date -d '00:00 tomorrow' +%T 2>&1 | wc -l; date -d 'yesterday' +%s | g
export TZ=UTC; date -d '00:00 tomorrow' +%T 2>&1 | wc -l; date -d 'yesterday' +%s | grep -c '^[0-9]*$'
#### printf 'abcdefgh' > f; dd if=f bs=3 count=2 2>&1 >/dev/null | head -2;
cd "$(mktemp -d)"; printf 'abcdefgh' > f; dd if=f bs=3 count=2 2>&1 >/dev/null | head -2; dd if=f of=g bs=4 skip=1 status=none; cat g; echo
#### printf 'abc\n' | dd conv=ucase,swab status=none | od -c; printf 'a' |
printf 'abc\n' | dd conv=ucase,swab status=none | od -c; printf 'a' | dd conv=ucase,lcase 2>&1; echo st=$?
#### printf '0123456789' | dd bs=4 count=1 iflag=fullblock status=none; ech
printf '0123456789' | dd bs=4 count=1 iflag=fullblock status=none; echo; printf 'ab' | dd ibs=1 obs=1 count=5 2>&1 | head -2
#### printf 'abcdef' | dd status=progress of=/dev/null 2>&1 | head -2; prin
printf 'abcdef' | dd status=progress of=/dev/null 2>&1 | head -2; printf 'a' | dd status=bogus; echo st=$?
#### printf 'abc' | dd bs=1K count=1 2>&1 >/dev/null | head -2; printf 'x'
printf 'abc' | dd bs=1K count=1 2>&1 >/dev/null | head -2; printf 'x' | dd bs=1x2 status=none | wc -c; printf 'xyz' | dd bs=1b count=1 status=none
#### printf 'abc' > f; dd if=f of=f conv=notrunc seek=1 status=none; od -c
cd "$(mktemp -d)"; printf 'abc' > f; dd if=f of=f conv=notrunc seek=1 status=none; od -c f
#### truncate -s too large a number and -o blocks
cd "$(mktemp -d)"; truncate -s 9999999999999999999999 f; echo st=$?; truncate -o -s 2 f; echo st=$?
#### mkdir d; truncate -s 0 d; echo st=$?; truncate -s 5 new; stat -c %s ne
cd "$(mktemp -d)"; mkdir d; truncate -s 0 d; echo st=$?; truncate -s 5 new; stat -c %s new; truncate -s -10 new; stat -c %s new
#### cksum /dev/null; printf 'abc' | cksum; printf 'abc' | cksum --raw | od
cksum /dev/null; printf 'abc' | cksum; printf 'abc' | cksum --raw | od -An -tx1; cksum -a bsd <<< x; cksum -a sysv <<< x
#### printf 'abc' | sha224sum; printf 'abc' | sha384sum | cut -c1-20; print
printf 'abc' | sha224sum; printf 'abc' | sha384sum | cut -c1-20; printf 'abc' | sha512sum --tag | cut -c1-30; printf 'abc' | md5sum -b
#### printf 'x' > a; b2sum --tag a > s; b2sum -c s; cksum -a blake2b -l 7 a
cd "$(mktemp -d)"; printf 'x' > a; b2sum --tag a > s; b2sum -c s; cksum -a blake2b -l 7 a; echo st=$?; cksum -a blake2b -l 520 a; echo st=$?
