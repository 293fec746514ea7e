module github.com/mikefarah/yq/v4

require (
	github.com/a8m/envsubst v1.4.3
	github.com/alecthomas/participle/v2 v2.1.4
	github.com/alecthomas/repr v0.5.4
	github.com/dimchansky/utfbom v1.2.0
	github.com/elliotchance/orderedmap v1.8.0
	github.com/fatih/color v1.19.0
	github.com/go-ini/ini v1.67.0
	github.com/goccy/go-json v0.12.0
	github.com/goccy/go-yaml v1.19.2
	github.com/jinzhu/copier v0.4.0
	github.com/magiconair/properties v1.18.12
	github.com/pelletier/go-toml/v2 v2.4.3
	github.com/pkg/diff v0.0.0-20210226163009-20ebb0f2a09e
	go.yaml.in/yaml/v4 v4.0.0-rc.7
	golang.org/x/net v0.62.0
	golang.org/x/text v0.43.0
)

require (
	github.com/davecgh/go-spew v1.1.1 // indirect
	github.com/mattn/go-colorable v0.1.14 // indirect
	github.com/mattn/go-isatty v0.0.24 // indirect
	golang.org/x/sys v0.49.0 // indirect
)

go 1.26.0
