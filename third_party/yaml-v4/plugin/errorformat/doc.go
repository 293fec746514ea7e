// Copyright 2026 The go-yaml Project Contributors
// SPDX-License-Identifier: Apache-2.0

// Package errorformat contains versioned YAML load and dump error formatting
// plugins.
//
// Import a concrete version package to select a shipped formatter:
//
//	import errorformatv3 "go.yaml.in/yaml/v4/plugin/errorformat/v3"
//	import errorformatv4 "go.yaml.in/yaml/v4/plugin/errorformat/v4"
package errorformat
