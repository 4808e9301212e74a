#!/usr/bin/env bash
# Builds the Image Loader benchmark (Benchmarks/ImageLoader) in release mode and runs it:
# decoding a 1024×768 JPEG and drawing it into an 80-column frame (floor 20 ms), in 24-bit
# colour, 256 colours and ASCII.
set -euo pipefail
cd "$(dirname "$0")/ImageLoader"
swift build -c release --product image-loader-bench >&2
exec "$(swift build -c release --show-bin-path)/image-loader-bench" photo-1024x768.jpg
