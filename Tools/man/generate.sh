#!/usr/bin/env bash
# Regenerates docs/reactor-demo.1 with the argument parser's generate-manual plugin, from the
# command's own help, and names the version (AppVersion) in the page's footer.
# EndToEndTests' ManPageTests fails when the committed page no longer matches `--help`.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift package generate-manual --date "$(date -u +%Y-%m-%d)"
page=$(find .build/plugins/GenerateManual/outputs -name reactor-demo.1 | head -n 1)
version=$("$(swift build --show-bin-path)/reactor-demo" --version)
sed "s/^\.Os\$/.Os reactor-demo $version/" "$page" >docs/reactor-demo.1
echo "docs/reactor-demo.1: reactor-demo $version"
