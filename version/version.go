// Package version is Computerwelt's version, which `computerwelt
// --version`, the MCP server and every sandbox command's --version name.
package version

// Version is the release of the library, the server and the commands.
const Version = "0.1.0"
