#!/usr/bin/env bash
# Regenerates docs/reactor-demo.1: the argument parser's generate-manual plugin writes the page
# from the command's own help; this script then names the version (AppVersion) in the footer,
# dates the page with that version's release in CHANGELOG.md (so regenerating is reproducible),
# drops what does not apply to a command without subcommands (the plugin's `subcommand` in the
# synopsis and its `help` entry) and puts Tools/man/sections.mdoc (keys, environment, files,
# exit status, see also) in place of the plugin's generic exit status.
# EndToEndTests' ManPageTests fails when the committed page no longer matches `--help`.
set -euo pipefail
cd "$(dirname "$0")/../.."
version=$("$(swift build --show-bin-path)/reactor-demo" --version)
released=$(sed -n "s/^## \[\{0,1\}$version\]\{0,1\} - \([0-9-]*\)\$/\1/p" CHANGELOG.md | head -n 1)
if [ -z "$released" ]; then
  echo "CHANGELOG.md has no release of $version (a line '## $version - YYYY-MM-DD')" >&2
  exit 1
fi
swift package generate-manual --date "$released"
page=$(find .build/plugins/GenerateManual/outputs -name reactor-demo.1 | head -n 1)
awk -v version="$version" -v sections=Tools/man/sections.mdoc '
  /^\.Os$/ { print ".Os reactor-demo " version; next }
  /^\.Sh / { section = $0 }
  section == ".Sh SYNOPSIS" && /^\.Ar subcommand$/ { next }
  /^\.It Em help$/ { skipping = 1; next }
  skipping { if (/^\.El$/) skipping = 0; next }
  /^\.Sh "EXIT STATUS"$/ {
    while ((getline line < sections) > 0) print line
    exit
  }
  { print }
' "$page" >docs/reactor-demo.1
echo "docs/reactor-demo.1: reactor-demo $version, $released"
