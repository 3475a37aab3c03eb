#!/usr/bin/env bash
# Build the one-directory bundle dist/cardtable/ with PyInstaller and report
# its build time and size.
#
# Usage: packaging/build_bundle.sh [PYTHON]
#   PYTHON  an interpreter with cardtable's dependencies and pyinstaller
#           (default: .venv/bin/python, else python3). Install with:
#           PYTHON -m pip install . pyinstaller
# Environment: CARDTABLE_STRIP=1 strips the shared libraries (smaller bundle).
# Output: dist/cardtable/cardtable (run it; no Python needed), and
#         dist/cardtable-<version>-linux-<arch>.tar.gz when TARBALL=1.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${1:-}"
if [ -z "$PYTHON" ]; then
    if [ -x .venv/bin/python ]; then PYTHON=.venv/bin/python; else PYTHON=python3; fi
fi
if ! "$PYTHON" -c "import PyInstaller" 2>/dev/null; then
    echo "PyInstaller is missing: $PYTHON -m pip install pyinstaller" >&2
    exit 2
fi
start=$(date +%s.%N)
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/cardtable.spec
end=$(date +%s.%N)
bundle=dist/cardtable
test -x "$bundle/cardtable"
seconds=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')
size_mb=$(du -sk "$bundle" | awk '{ printf "%.1f", $1 / 1024 }')
files=$(find "$bundle" -type f | wc -l)
echo "bundle: $bundle  build time: ${seconds} s  size: ${size_mb} MiB  files: ${files}"
if [ "${TARBALL:-0}" = "1" ]; then
    version=$("$PYTHON" -c "import cardtable; print(cardtable.__version__)")
    tarball="dist/cardtable-${version}-linux-$(uname -m).tar.gz"
    tar -C dist -czf "$tarball" cardtable
    echo "tarball: $tarball  $(du -k "$tarball" | awk '{ printf "%.1f", $1 / 1024 }') MiB"
fi
