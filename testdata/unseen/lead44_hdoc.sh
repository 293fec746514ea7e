#### here-document in $( ) ended by its delimiter and ) in a long script
: padding line 01 to make the script longer than the reader buffer
: padding line 02 to make the script longer than the reader buffer
: padding line 03 to make the script longer than the reader buffer
: padding line 04 to make the script longer than the reader buffer
: padding line 05 to make the script longer than the reader buffer
: padding line 06 to make the script longer than the reader buffer
: padding line 07 to make the script longer than the reader buffer
: padding line 08 to make the script longer than the reader buffer
: padding line 09 to make the script longer than the reader buffer
: padding line 10 to make the script longer than the reader buffer
: padding line 11 to make the script longer than the reader buffer
: padding line 12 to make the script longer than the reader buffer
: padding line 13 to make the script longer than the reader buffer
: padding line 14 to make the script longer than the reader buffer
: padding line 15 to make the script longer than the reader buffer
: padding line 16 to make the script longer than the reader buffer
: padding line 17 to make the script longer than the reader buffer
: padding line 18 to make the script longer than the reader buffer
: padding line 19 to make the script longer than the reader buffer
: padding line 20 to make the script longer than the reader buffer
: padding line 21 to make the script longer than the reader buffer
: padding line 22 to make the script longer than the reader buffer
: padding line 23 to make the script longer than the reader buffer
: padding line 24 to make the script longer than the reader buffer
: padding line 25 to make the script longer than the reader buffer
: padding line 26 to make the script longer than the reader buffer
: padding line 27 to make the script longer than the reader buffer
: padding line 28 to make the script longer than the reader buffer
: padding line 29 to make the script longer than the reader buffer
: padding line 30 to make the script longer than the reader buffer
: padding line 31 to make the script longer than the reader buffer
: padding line 32 to make the script longer than the reader buffer
: padding line 33 to make the script longer than the reader buffer
: padding line 34 to make the script longer than the reader buffer
: padding line 35 to make the script longer than the reader buffer
: padding line 36 to make the script longer than the reader buffer
: padding line 37 to make the script longer than the reader buffer
: padding line 38 to make the script longer than the reader buffer
: padding line 39 to make the script longer than the reader buffer
: padding line 40 to make the script longer than the reader buffer
: padding line 41 to make the script longer than the reader buffer
: padding line 42 to make the script longer than the reader buffer
: padding line 43 to make the script longer than the reader buffer
: padding line 44 to make the script longer than the reader buffer
: padding line 45 to make the script longer than the reader buffer
: padding line 46 to make the script longer than the reader buffer
: padding line 47 to make the script longer than the reader buffer
: padding line 48 to make the script longer than the reader buffer
: padding line 49 to make the script longer than the reader buffer
: padding line 50 to make the script longer than the reader buffer
: padding line 51 to make the script longer than the reader buffer
: padding line 52 to make the script longer than the reader buffer
: padding line 53 to make the script longer than the reader buffer
: padding line 54 to make the script longer than the reader buffer
: padding line 55 to make the script longer than the reader buffer
: padding line 56 to make the script longer than the reader buffer
: padding line 57 to make the script longer than the reader buffer
: padding line 58 to make the script longer than the reader buffer
: padding line 59 to make the script longer than the reader buffer
: padding line 60 to make the script longer than the reader buffer
text=$(cat <<END
here is the text
END)
echo "= $text ="
x=$(cat <<END
paren ) is fine
END)
echo "$x"

#### dash here-document with a tab-quoted delimiter then an open one at the end
cat <<-'	END'
	hello
	END
echo end
(cat <<END
still more text
END)

#### dash here-document with a tab-quoted delimiter in a function then an error
f() {
cat <<-'	END'
	hello
	END
}
f
echo $(cat <<END
more
END

