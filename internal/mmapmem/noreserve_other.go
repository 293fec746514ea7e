//go:build darwin || freebsd || netbsd || openbsd

package mmapmem

const mapNoReserve = 0
