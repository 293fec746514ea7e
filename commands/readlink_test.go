package commands

// readlink's differential tests are in realpath_test.go: they share the
// canonicalisation code and the fixture.
