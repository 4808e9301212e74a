#!/usr/bin/env bash
# Regenerates docs/reactor-demo.1: the argument parser's generate-manual tool writes the page
# from the command's own help; this script then names the version (AppVersion) in the footer,
# dates the page with that version's release in CHANGELOG.md (so regenerating is reproducible),
# drops what does not apply to a command without subcommands (the tool's `subcommand` in the
# synopsis and its `help` entry) and puts Tools/man/sections.mdoc (keys, environment, files,
# exit status, see also) in place of the tool's generic exit status.
# The tool is built in debug next to the package's own build and run on the debug
# `reactor-demo`: after `swift build` that takes seconds, where `swift package generate-manual`
# (the same tool behind a plugin) built the whole package again in release first, ten minutes.
# EndToEndTests' ManPageTests fails when the committed page no longer matches `--help`.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build --product reactor-demo
swift build --product generate-manual
bin=$(swift build --show-bin-path)
version=$("$bin/reactor-demo" --version)
released=$(sed -n "s/^## \[\{0,1\}$version\]\{0,1\} - \([0-9-]*\)\$/\1/p" CHANGELOG.md | head -n 1)
if [ -z "$released" ]; then
  echo "CHANGELOG.md has no release of $version (a line '## $version - YYYY-MM-DD')" >&2
  exit 1
fi
pages=$(mktemp -d)
trap 'rm -rf "$pages"' EXIT
"$bin/generate-manual" "$bin/reactor-demo" --date "$released" --output-directory "$pages"
page="$pages/reactor-demo.1"
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
