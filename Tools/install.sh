#!/usr/bin/env bash
# Installs reactor-demo: the release build (static Swift standard library: the faster start),
# its man page, and its bash, zsh and fish completions, under PREFIX.
#
#   Tools/install.sh                     # PREFIX=/usr/local as root, ~/.local otherwise
#   PREFIX=/usr/local Tools/install.sh   # builds as you, then asks sudo only to copy the files
#   PREFIX=DIR Tools/install.sh --uninstall   # removes exactly what the install put there
#
# What goes where (the places each tool looks by default):
#   $PREFIX/lib/reactor-demo/            the binary and its bundled sample data, side by side
#   $PREFIX/bin/reactor-demo             a link to the binary
#   $PREFIX/share/man/man1/reactor-demo.1
#   $PREFIX/share/bash-completion/completions/reactor-demo
#   $PREFIX/share/zsh/site-functions/_reactor-demo
#   $PREFIX/share/fish/vendor_completions.d/reactor-demo.fish
# The folders the install had to create are listed in $PREFIX/lib/reactor-demo/created-folders,
# so that --uninstall removes them too, and only them.
#
# A relative PREFIX or REACTOR_DEMO_BUILD_DIR is taken from the folder the script is run in.
# REACTOR_DEMO_BUILD_DIR=DIR installs the reactor-demo already built in DIR instead of building
# (the install test uses the binary the test build made; the sudo step uses the one just built).
set -euo pipefail

usage() {
  echo "usage: [PREFIX=DIR] $0 [--uninstall]" >&2
  exit 64
}
absolute() {
  case "$1" in
    /*) printf '%s\n' "$1" ;;
    *) printf '%s\n' "$PWD/$1" ;;
  esac
}

uninstall=false
case "$#:${1:-}" in
  0:) ;;
  1:--uninstall) uninstall=true ;;
  *) usage ;;
esac
if [ -z "${PREFIX:-}" ]; then
  if [ "$(id -u)" -eq 0 ]; then PREFIX=/usr/local; else PREFIX="$HOME/.local"; fi
fi
PREFIX=$(absolute "$PREFIX")
if [ -n "${REACTOR_DEMO_BUILD_DIR:-}" ]; then REACTOR_DEMO_BUILD_DIR=$(absolute "$REACTOR_DEMO_BUILD_DIR"); fi
repository=$(cd "$(dirname "$0")/.." && pwd)

resources=reactor-demo_ServicesLive.resources
lib="$PREFIX/lib/reactor-demo"
bin="$PREFIX/bin/reactor-demo"
man="$PREFIX/share/man/man1/reactor-demo.1"
bash_completion="$PREFIX/share/bash-completion/completions/reactor-demo"
zsh_completion="$PREFIX/share/zsh/site-functions/_reactor-demo"
fish_completion="$PREFIX/share/fish/vendor_completions.d/reactor-demo.fish"
files=("$bin" "$man" "$bash_completion" "$zsh_completion" "$fish_completion")
folders=("$PREFIX" "$PREFIX/lib" "$PREFIX/bin" "$PREFIX/share" "$PREFIX/share/man"
  "$(dirname "$man")" "$PREFIX/share/bash-completion" "$(dirname "$bash_completion")"
  "$PREFIX/share/zsh" "$(dirname "$zsh_completion")" "$PREFIX/share/fish"
  "$(dirname "$fish_completion")")

# The deepest existing folder on the way to PREFIX: where the files would be written.
writable_target() {
  local path=$PREFIX
  while [ ! -e "$path" ]; do path=$(dirname "$path"); done
  [ -w "$path" ] && { [ ! -e "$lib" ] || [ -w "$lib" ]; }
}
# Re-runs this script's copying or removing step with sudo when PREFIX is not the user's.
as_owner_of_prefix() {
  if [ "$(id -u)" -ne 0 ] && ! writable_target; then
    if ! command -v sudo >/dev/null; then
      echo "$PREFIX is not writable by $(id -un), and there is no sudo: pick another PREFIX" >&2
      exit 77
    fi
    echo "$PREFIX is not writable by $(id -un): running the rest with sudo" >&2
    exec sudo env PREFIX="$PREFIX" REACTOR_DEMO_BUILD_DIR="${REACTOR_DEMO_BUILD_DIR:-}" \
      /bin/bash "$repository/Tools/install.sh" "$@"
  fi
}

if $uninstall; then
  as_owner_of_prefix --uninstall
  if [ ! -e "$lib/reactor-demo" ] && [ ! -L "$bin" ]; then
    echo "nothing to remove: reactor-demo is not installed under $PREFIX" >&2
    exit 1
  fi
  created=()
  if [ -f "$lib/created-folders" ]; then mapfile -t created <"$lib/created-folders"; fi
  rm -f "${files[@]}"
  rm -rf "$lib"
  # Deepest first: the list is in creation order, parents before children.
  for ((index = ${#created[@]} - 1; index >= 0; index--)); do
    rmdir "${created[index]}" 2>/dev/null || true
  done
  echo "removed reactor-demo from $PREFIX"
  exit 0
fi

if [ -n "${REACTOR_DEMO_BUILD_DIR:-}" ]; then
  build=$REACTOR_DEMO_BUILD_DIR
elif [ "$(id -u)" -eq 0 ] && [ -n "${SUDO_USER:-}" ]; then
  # Building as root would leave root-owned files in the user's clone, and sudo's PATH rarely
  # has swift: build as the user, and let the script ask sudo for the copy.
  echo "run it as $SUDO_USER, without sudo: it builds as you and asks sudo only to install" >&2
  exit 64
else
  # A scratch path of its own: the static build's flags differ from the debug build's, and
  # sharing .build would rebuild everything each time one switches.
  (cd "$repository" && swift build -c release --static-swift-stdlib --scratch-path .build-install \
    --product reactor-demo)
  build=$(cd "$repository" && swift build -c release --static-swift-stdlib \
    --scratch-path .build-install --show-bin-path)
  REACTOR_DEMO_BUILD_DIR=$build
fi
# Checked before anything is written, so a wrong folder leaves nothing behind.
if [ ! -x "$build/reactor-demo" ] || [ ! -d "$build/$resources" ]; then
  echo "no reactor-demo build in $build (it needs reactor-demo and $resources)" >&2
  exit 66
fi
as_owner_of_prefix

# Every new file is made beside its place first and moved in at the end; on a failure, the
# trap removes what this run made, so an old install stays as it was and a new one leaves nothing.
created=()
staged=()
finished=false
clean_up() {
  $finished && return
  rm -rf "${staged[@]}"
  for ((index = ${#created[@]} - 1; index >= 0; index--)); do
    rmdir "${created[index]}" 2>/dev/null || true
  done
  echo "install failed: nothing was changed under $PREFIX" >&2
}
trap clean_up EXIT
if [ -f "$lib/created-folders" ]; then mapfile -t created <"$lib/created-folders"; fi
for folder in "${folders[@]}"; do
  if [ ! -d "$folder" ]; then
    mkdir "$folder"
    created+=("$folder")
  fi
done

new_lib="$PREFIX/lib/.reactor-demo.new.$$"
staged+=("$new_lib")
mkdir "$new_lib"
install -m 755 "$build/reactor-demo" "$new_lib/reactor-demo"
cp -R "$build/$resources" "$new_lib/$resources"
printf '%s\n' "${created[@]}" >"$new_lib/created-folders"
for shell in bash zsh fish; do
  "$new_lib/reactor-demo" --generate-completion-script "$shell" >"$new_lib/completion.$shell"
done
sources=("$repository/docs/reactor-demo.1" "$new_lib/completion.bash" "$new_lib/completion.zsh"
  "$new_lib/completion.fish")
targets=("$man" "$bash_completion" "$zsh_completion" "$fish_completion")
for index in "${!sources[@]}"; do
  staged+=("${targets[index]}.new.$$")
  install -m 644 "${sources[index]}" "${targets[index]}.new.$$"
done
rm -f "$new_lib"/completion.*
ln -sfn "../lib/reactor-demo/reactor-demo" "$bin.new.$$"
staged+=("$bin.new.$$")

# Moving in: renames only.
if [ -e "$lib" ]; then
  old_lib="$PREFIX/lib/.reactor-demo.old.$$"
  mv "$lib" "$old_lib"
  mv "$new_lib" "$lib"
  rm -rf "$old_lib"
else
  mv "$new_lib" "$lib"
fi
for target in "${targets[@]}" "$bin"; do mv -T "$target.new.$$" "$target"; done
finished=true

echo "installed $("$bin" --version) as $bin"
case ":$PATH:" in
  *":$PREFIX/bin:"*) ;;
  *) echo "note: $PREFIX/bin is not on your PATH" ;;
esac
