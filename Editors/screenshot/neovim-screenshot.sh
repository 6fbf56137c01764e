#!/usr/bin/env bash
# Takes docs/images/editors/neovim-diagnostics.png: Neovim (Debian 'neovim') in tmux with
# `vflgen lsp` attached through its built-in client, on Card.vfl (a misspelt view), the
# diagnostic's float open; the terminal is rendered by headless Chromium.
# Usage (from the package root): bash Editors/screenshot/neovim-screenshot.sh [path/to/vflgen]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
here="$root/Editors/screenshot"
vflgen=$(realpath "${1:-$root/.build/debug/vflgen}")
work=$(mktemp -d)
cp "$here/Card.vfl" "$work/"
tmux new-session -d -s vflgen-shot -x 118 -y 16 "cd '$work' && VFLGEN='$vflgen' nvim -u '$here/init.lua' Card.vfl"
sleep 4
tmux capture-pane -t vflgen-shot -e -p > "$work/pane.ansi"
tmux kill-session -t vflgen-shot
python3 "$here/ansi_to_html.py" < "$work/pane.ansi" > "$work/pane.html"
mkdir -p "$root/docs/images/editors"
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
  --window-size=1000,360 --user-data-dir="$work/profile" \
  --screenshot="$root/docs/images/editors/neovim-diagnostics.png" "file://$work/pane.html" 2>/dev/null
rm -rf "$work"
