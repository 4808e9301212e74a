#!/usr/bin/env bash
# Installs reactor-demo: the release build (static Swift standard library: the faster start),
# its man page, and its bash, zsh and fish completions, under PREFIX.
#
#   Tools/install.sh                     # PREFIX=/usr/local as root, ~/.local otherwise
#   PREFIX=/opt/reactor-demo Tools/install.sh
#   Tools/install.sh --uninstall         # removes exactly what the install put there
#
# What goes where (the places each tool looks by default):
#   $PREFIX/lib/reactor-demo/            the binary and its bundled sample data, side by side
#   $PREFIX/bin/reactor-demo             a link to the binary
#   $PREFIX/share/man/man1/reactor-demo.1
#   $PREFIX/share/bash-completion/completions/reactor-demo
#   $PREFIX/share/zsh/site-functions/_reactor-demo
#   $PREFIX/share/fish/vendor_completions.d/reactor-demo.fish
#
# REACTOR_DEMO_BUILD_DIR=DIR installs the reactor-demo already built in DIR instead of building
# (the install test uses the binary the test build made).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${PREFIX:-}" ]; then
  if [ "$(id -u)" -eq 0 ]; then PREFIX=/usr/local; else PREFIX="$HOME/.local"; fi
fi
resources=reactor-demo_ServicesLive.resources
lib="$PREFIX/lib/reactor-demo"
bin="$PREFIX/bin/reactor-demo"
man="$PREFIX/share/man/man1/reactor-demo.1"
bash_completion="$PREFIX/share/bash-completion/completions/reactor-demo"
zsh_completion="$PREFIX/share/zsh/site-functions/_reactor-demo"
fish_completion="$PREFIX/share/fish/vendor_completions.d/reactor-demo.fish"

if [ "${1:-}" = "--uninstall" ]; then
  rm -f "$bin" "$man" "$bash_completion" "$zsh_completion" "$fish_completion"
  rm -rf "$lib"
  echo "removed reactor-demo from $PREFIX"
  exit 0
elif [ $# -gt 0 ]; then
  echo "usage: [PREFIX=DIR] $0 [--uninstall]" >&2
  exit 64
fi

if [ -n "${REACTOR_DEMO_BUILD_DIR:-}" ]; then
  build="$REACTOR_DEMO_BUILD_DIR"
else
  # A scratch path of its own: the static build's flags differ from the debug build's, and
  # sharing .build would rebuild everything each time one switches.
  swift build -c release --static-swift-stdlib --scratch-path .build-install --product reactor-demo
  build=$(swift build -c release --static-swift-stdlib --scratch-path .build-install --show-bin-path)
fi

install -d "$lib" "$PREFIX/bin" "$(dirname "$man")" "$(dirname "$bash_completion")" \
  "$(dirname "$zsh_completion")" "$(dirname "$fish_completion")"
install -m 755 "$build/reactor-demo" "$lib/reactor-demo"
rm -rf "${lib:?}/$resources"
cp -R "$build/$resources" "$lib/$resources"
ln -sf "../lib/reactor-demo/reactor-demo" "$bin"
install -m 644 docs/reactor-demo.1 "$man"
"$lib/reactor-demo" --generate-completion-script bash >"$bash_completion"
"$lib/reactor-demo" --generate-completion-script zsh >"$zsh_completion"
"$lib/reactor-demo" --generate-completion-script fish >"$fish_completion"
echo "installed $("$bin" --version) as $bin"
case ":$PATH:" in
  *":$PREFIX/bin:"*) ;;
  *) echo "note: $PREFIX/bin is not on your PATH" ;;
esac
