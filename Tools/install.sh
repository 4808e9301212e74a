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
# Two steps. As you: build, run the new binary for its completions, and put them, the binary,
# its data and the man page in a private staging folder. Then, as the owner of PREFIX (through
# sudo when that is not you), `install.sh --copy-staged STAGE` only copies that folder's files
# into place: it builds nothing and runs nothing it was given. Modes are set, not left to the
# umask: folders and the binary 0755, every other file 0644, so that every user can run it.
#
# A relative PREFIX or REACTOR_DEMO_BUILD_DIR is taken from the folder the script is run in.
# REACTOR_DEMO_BUILD_DIR=DIR installs the reactor-demo already built in DIR instead of building
# (the install tests use the binary the test build made).
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

step=install
case "$#:${1:-}" in
  0:) ;;
  1:--uninstall) step=uninstall ;;
  2:--copy-staged) step=copy stage=$(absolute "$2") ;;
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
# What the staging folder holds, and where the copy step puts it.
staged_files=(reactor-demo.1 completion.bash completion.zsh completion.fish)
targets=("$man" "$bash_completion" "$zsh_completion" "$fish_completion")

# The deepest existing folder on the way to PREFIX: where the files would be written.
writable_target() {
  local path=$PREFIX
  while [ ! -e "$path" ]; do path=$(dirname "$path"); done
  [ -w "$path" ] && { [ ! -e "$lib" ] || [ -w "$lib" ]; }
}
# Whether writing under PREFIX needs sudo; exits 77 when it does and there is none.
needs_sudo() {
  if [ "$(id -u)" -eq 0 ] || writable_target; then return 1; fi
  if ! command -v sudo >/dev/null; then
    echo "$PREFIX is not writable by $(id -un), and there is no sudo: pick another PREFIX" >&2
    exit 77
  fi
}

# Copies a staged folder: its folders 0755, its files 0644.
copy_folder() {
  local from=$1 to=$2 path
  mkdir -m 0755 "$to"
  while IFS= read -r -d '' path; do
    if [ -d "$path" ]; then
      mkdir -m 0755 "$to${path#"$from"}"
    else
      install -m 0644 "$path" "$to${path#"$from"}"
    fi
  done < <(find "$from" -mindepth 1 -print0)
}

# The step that writes under PREFIX, run as its owner: copies only, every mode set.
copy_staged() {
  # Anything this step made without a mode of its own would stay private, never open to all.
  umask 077
  local file
  for file in reactor-demo "${staged_files[@]}"; do
    if [ ! -f "$stage/$file" ]; then
      echo "$stage is not a staging folder of this script: no $file" >&2
      exit 66
    fi
  done
  # Folders and files only: a link could make the copy read a file from elsewhere.
  if [ ! -d "$stage/$resources" ] || [ -n "$(find "$stage" ! -type f ! -type d -print -quit)" ]; then
    echo "$stage is not a staging folder of this script: only folders and files belong there" >&2
    exit 66
  fi

  # Every new file is made beside its place first and moved in at the end; on a failure, the
  # trap removes what this run made, so an old install stays as it was and a new one leaves
  # nothing.
  created=()
  made=()
  finished=false
  clean_up() {
    $finished && return
    rm -rf "${made[@]}"
    for ((index = ${#created[@]} - 1; index >= 0; index--)); do
      rmdir "${created[index]}" 2>/dev/null || true
    done
    echo "install failed: nothing was changed under $PREFIX" >&2
  }
  trap clean_up EXIT
  local earlier=()
  if [ -f "$lib/created-folders" ]; then mapfile -t earlier <"$lib/created-folders"; fi
  created=("${earlier[@]}")
  local folder
  for folder in "${folders[@]}"; do
    if [ ! -d "$folder" ]; then
      mkdir -m 0755 "$folder"
      created+=("$folder")
    fi
  done

  local new_lib="$PREFIX/lib/.reactor-demo.new.$$"
  made+=("$new_lib")
  mkdir -m 0755 "$new_lib"
  install -m 0755 "$stage/reactor-demo" "$new_lib/reactor-demo"
  copy_folder "$stage/$resources" "$new_lib/$resources"
  printf '%s\n' "${created[@]}" >"$new_lib/created-folders"
  chmod 0644 "$new_lib/created-folders"
  local index
  for index in "${!staged_files[@]}"; do
    made+=("${targets[index]}.new.$$")
    install -m 0644 "$stage/${staged_files[index]}" "${targets[index]}.new.$$"
  done
  made+=("$bin.new.$$")
  ln -sfn "../lib/reactor-demo/reactor-demo" "$bin.new.$$"

  # Moving in: renames only, then the folders an earlier install made (before modes were set,
  # they could be 0700) opened as this one's are.
  if [ -e "$lib" ]; then
    local old_lib="$PREFIX/lib/.reactor-demo.old.$$"
    mv "$lib" "$old_lib"
    mv "$new_lib" "$lib"
    rm -rf "$old_lib"
  else
    mv "$new_lib" "$lib"
  fi
  local target
  for target in "${targets[@]}" "$bin"; do mv -T "$target.new.$$" "$target"; done
  finished=true
  for folder in "${earlier[@]}"; do
    if [ -d "$folder" ] && [ ! -L "$folder" ]; then chmod 0755 "$folder"; fi
  done
}

if [ "$step" = copy ]; then
  copy_staged
  exit 0
fi

if [ "$step" = uninstall ]; then
  if needs_sudo; then
    echo "$PREFIX is not writable by $(id -un): running the rest with sudo" >&2
    exec sudo env PREFIX="$PREFIX" /bin/bash "$repository/Tools/install.sh" --uninstall
  fi
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

# The install, as the user who runs it: everything up to the copy, which may need sudo.
if [ "$(id -u)" -eq 0 ] && [ -n "${SUDO_USER:-}" ]; then
  # Building as root would leave root-owned files in the user's clone, sudo's PATH rarely has
  # swift, and the new binary would run as root: build as the user, who asks sudo for the copy.
  echo "run it as $SUDO_USER, without sudo: it builds as you and asks sudo only to copy the files" >&2
  exit 64
fi
# Asked before the build, so that a PREFIX no one here can write to stops it at once.
use_sudo=false
if needs_sudo; then use_sudo=true; fi
if [ -n "${REACTOR_DEMO_BUILD_DIR:-}" ]; then
  build=$REACTOR_DEMO_BUILD_DIR
else
  # A scratch path of its own: the static build's flags differ from the debug build's, and
  # sharing .build would rebuild everything each time one switches.
  (cd "$repository" && swift build -c release --static-swift-stdlib --scratch-path .build-install \
    --product reactor-demo)
  build=$(cd "$repository" && swift build -c release --static-swift-stdlib \
    --scratch-path .build-install --show-bin-path)
fi
# Checked before anything is written, so a wrong folder leaves nothing behind.
if [ ! -x "$build/reactor-demo" ] || [ ! -d "$build/$resources" ]; then
  echo "no reactor-demo build in $build (it needs reactor-demo and $resources)" >&2
  exit 66
fi

# The staging folder: mktemp makes it 0700, so no one else can change what is copied.
stage=$(mktemp -d "${TMPDIR:-/tmp}/reactor-demo-install.XXXXXX")
trap 'rm -rf "$stage"' EXIT
cp "$build/reactor-demo" "$stage/reactor-demo"
cp -R -L "$build/$resources" "$stage/$resources"
cp "$repository/docs/reactor-demo.1" "$stage/reactor-demo.1"
for shell in bash zsh fish; do
  "$stage/reactor-demo" --generate-completion-script "$shell" >"$stage/completion.$shell"
done

copy=(env PREFIX="$PREFIX" /bin/bash "$repository/Tools/install.sh" --copy-staged "$stage")
if $use_sudo; then
  echo "$PREFIX is not writable by $(id -un): copying the files with sudo" >&2
  sudo "${copy[@]}"
else
  "${copy[@]}"
fi

echo "installed $("$bin" --version) as $bin"
case ":$PATH:" in
  *":$PREFIX/bin:"*) ;;
  *) echo "note: $PREFIX/bin is not on your PATH" ;;
esac
