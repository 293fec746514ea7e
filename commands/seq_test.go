package commands

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/internal/testtime"
)

func TestSeq(t *testing.T) {
	var cases []diffCase
	for _, a := range []string{
		"5", "2 5", "1 2 10", "5 -1 1", "0.1 0.1 0.5", "-w 8 10", "-w 1 0.5 2", "-s , 3", "-s= 3",
		"-f %03g 3", "-f %.2f 1 0.5 2", "-f x%gx 2", "-f %d 3", "-f %g%g 3", "-f a 2", "-f %", "-f %5", "-f %%%g%% 2",
		"-f %Lg 2", "-f %5.1f 2", "-f %e 1 2", "-f %a 1 2", "-f %-8.3G| 1 3", "-f %'g 1000 1000", `-f \n%g\t 2`,
		"1e3 1e3", "x", "1 0 5", "-w -1 1", "1 x", "0x10 0x12", "1 1.0 3", "1.50 2", "-w 1.50 2", "1e1 12",
		"10 -2 0", "-- -2 0", "-w -f %g 1 3", "--equal-width 5 10", "--eq 5 10", "--separator=: 3", "--format %.1f 2",
		"1 2 3 4", "-w 0.5 1e1 20", "-w 1e-2 0.01 0.03", "-w 1. 3", "-w .5 2", "-w -.5 1", "-w 1e0 3",
		"0 0.000001 0.000003", "1 0.1 1.3", "-w 0x1 3", "-w 1 1.5e1 40", "-w 001 3", "-w +1 3", "-w 1.2e1 13",
		"-w 12e-1 3", "1e-1 0.1 3e-1", "001 3", "0010 0012", "99999999999999999998 100000000000000000000",
		"5 3", "1 300 1000", "18446744073709551614 18446744073709551616", "-s ab 3", "-s , 1.5 3", "nan", "1 nan",
		"1e5000", "-x 3", "--bogus 3", "-f", "0 0.1 1", "-1 -0.3 -2", "1 -1", "-w 9 11", "-w 99 -1 98",
		"-w 0.9 0.05 1.1", "1 0.5", "2 -0.5 1", "-0 1", "-w -0 1", "0.000001 0.000001 0.000004", "1e-5 1e-5 4e-5",
		"-w 1e-5 1e-5 4e-5", "inf 1", "-inf 1", "1 inf 3", "4 2 10 3", "3 -1", "1.1 1.05 1.3", "-s '' 1 3",
		"99999999999999999999 100000000000000000002", "1 250 1000", "1 200 1000", "9223372036854775806 9223372036854775808",
		" 1 3", "+1 +3", "-f %g 1e18 1e18", "-f %.20g 1 0.1 1.3", "-w 00.5 1.5", "0x10 0.5 0x10", "3.0 0x10 40", "0x1.8 3", "1 0x1.8 4", "-w 0x1.0 3", "-w 0x8 10", "1 0x1p-1 2", "-w 1e1 0x10 100", "0xe 16", "-w 1e1", "-w 1.5e3 1500", "-w 1.25e1 13", "-w 1e2 1 100", "-w 0 1e-1 0.3", "-w -f%g 1 -f%g", "-f%g -f%.1f 2", "1 -f%g 2", "-f %d x", "-w -f %g x", "-f %% 2", "-f %%%% 2", "-f a%%b%g 2", "-f %g%% 2", "-f %-+08.3Lf 2", "-f %#g 2", "-f %I 2", "-f %Lx 2", "-f %.g 2", "-f %5 2", "a\\b",
	} {
		cases = append(cases, diffCase{args: append([]string{"seq"}, strings.Fields(a)...)})
	}
	cases = append(cases,
		diffCase{args: []string{"seq", "-s", "", "1", "3"}},
		diffCase{args: []string{"seq", "-f", "%g é", "2"}},
		diffCase{args: []string{"seq"}},
		diffCase{args: []string{"seq", "--help"}, why: "our usage text omits --version and GNU's links", stdout: seqUsage},
	)
	runDiffCases(t, cases)
}

func TestSeqStopsAtOutputLimitAndCancel(t *testing.T) {
	for _, args := range [][]string{{"seq", "inf"}, {"seq", "0", "0.5", "inf"}, {"seq", "99999999999999999999999"}} {
		inv, _ := sysInvocation(args)
		w := &limitWriter{n: 100000}
		inv.Stdout = w
		if st := runSeq(t.Context(), inv); st != 1 {
			t.Errorf("%v: status %d", args, st)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		inv, _ = sysInvocation(args)
		inv.Stdout = seqDiscard{}
		start := time.Now()
		runSeq(ctx, inv)
		cancel()
		testtime.Check(t, strings.Join(args, " ")+" cancelled", 50*time.Millisecond+100*time.Millisecond, time.Since(start))
	}
}

type seqDiscard struct{}

func (seqDiscard) Write(p []byte) (int, error) { return len(p), nil }
