#!/usr/bin/env bash
# Install cardtable's desktop integration (menu entry, icons, AppStream
# metainfo, saved-game file type), optionally with the PyInstaller bundle.
#
# Usage: packaging/install_desktop.sh [--bundle DIR] [--exec COMMAND] [PREFIX]
#   PREFIX        where share/ (and lib/, bin/) go; default ~/.local.
#                 DESTDIR is honoured for staged installs (distribution packages).
#   --bundle DIR  also copy a built bundle (dist/cardtable) to PREFIX/lib/cardtable
#                 and link PREFIX/bin/cardtable to it.
#   --exec CMD    the command the menu entry runs (default: cardtable on PATH;
#                 e.g. --exec "$PWD/.venv/bin/cardtable" for a venv install).
#
# Layout (ID = io.github.cardtable.Cardtable):
#   share/applications/ID.desktop
#   share/metainfo/ID.metainfo.xml
#   share/mime/packages/ID.xml
#   share/icons/hicolor/scalable/apps/ID.svg
#   share/icons/hicolor/NxN/apps/ID.png   for N in 16 24 32 48 64 128 256 512
set -euo pipefail
ID=io.github.cardtable.Cardtable
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(dirname "$HERE")"
BUNDLE="" EXEC=""
while [ $# -gt 0 ]; do
    case "$1" in
        --bundle) BUNDLE="$2"; shift 2 ;;
        --exec) EXEC="$2"; shift 2 ;;
        -h|--help) sed -n '2,19p' "$0"; exit 0 ;;
        *) break ;;
    esac
done
PREFIX="${1:-$HOME/.local}"
DEST="${DESTDIR:-}$PREFIX"
SHARE="$DEST/share"

install -Dm644 "$HERE/$ID.metainfo.xml" "$SHARE/metainfo/$ID.metainfo.xml"
install -Dm644 "$HERE/$ID.mime.xml" "$SHARE/mime/packages/$ID.xml"
install -Dm644 "$ROOT/assets/icons/cardtable.svg" "$SHARE/icons/hicolor/scalable/apps/$ID.svg"
for size in 16 24 32 48 64 128 256 512; do
    install -Dm644 "$ROOT/assets/icons/cardtable-$size.png" \
        "$SHARE/icons/hicolor/${size}x${size}/apps/$ID.png"
done

if [ -n "$BUNDLE" ]; then
    mkdir -p "$DEST/lib" "$DEST/bin"
    rm -rf "$DEST/lib/cardtable"
    cp -a "$BUNDLE" "$DEST/lib/cardtable"
    ln -sfn "$PREFIX/lib/cardtable/cardtable" "$DEST/bin/cardtable"
    EXEC="${EXEC:-$PREFIX/bin/cardtable}"
fi
install -d "$SHARE/applications"
if [ -n "$EXEC" ]; then
    sed -e "s|^Exec=cardtable |Exec=$EXEC |" -e "s|^TryExec=cardtable\$|TryExec=$EXEC|" \
        "$HERE/$ID.desktop" > "$SHARE/applications/$ID.desktop"
    chmod 644 "$SHARE/applications/$ID.desktop"
else
    install -m644 "$HERE/$ID.desktop" "$SHARE/applications/$ID.desktop"
fi

# Refresh the caches when installing for real (not into a staging DESTDIR).
if [ -z "${DESTDIR:-}" ]; then
    command -v update-desktop-database >/dev/null && update-desktop-database -q "$SHARE/applications" || true
    command -v update-mime-database >/dev/null && update-mime-database "$SHARE/mime" || true
    command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -qtf "$SHARE/icons/hicolor" || true
fi
echo "installed $ID into $DEST"
