module github.com/computerwelt/computerwelt

go 1.26.8

require mvdan.cc/sh/v3 v3.14.1 // indirect
