package python

import _ "embed"

// The interpreter and its standard library, made by build/build.sh; their
// checksums are in dist/SHA256SUMS.
var (
	//go:embed dist/python.wasm
	pythonWasm []byte
	//go:embed dist/stdlib.zip
	stdlibZip []byte
	// The IANA time zone database as the tzdata package (build/tzdata.sh).
	//go:embed dist/tzdata.zip
	tzdataZip []byte
	// The checksums of the above, which name the build.
	//go:embed dist/SHA256SUMS
	sha256sums []byte
)
