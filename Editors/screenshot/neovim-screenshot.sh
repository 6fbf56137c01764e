#!/usr/bin/env bash
# Takes the Neovim pictures of docs/Editors.md: Neovim (Debian 'neovim') in tmux with the
# documented setup (Editors/neovim/vflgen.lua, through init.lua), the terminal rendered by
# headless Chromium.
#   diagnostics: docs/images/editors/neovim-diagnostics.png, Card.vfl (a misspelt view), the
#                diagnostic's float open;
#   frames:      docs/images/editors/neovim-frames.png, Profile.vfl, the frames the server's
#                inlay hints give, the code lenses and a view's hover.
# Usage (from the package root): bash Editors/screenshot/neovim-screenshot.sh [path/to/vflgen] [diagnostics|frames|all]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
here="$root/Editors/screenshot"
vflgen=$(realpath "${1:-$root/.build/debug/vflgen}")
which=${2:-all}

shoot() {  # shoot SHOT FILE LINES PNG
  local work
  work=$(mktemp -d)
  mkdir "$work/bin"
  ln -s "$vflgen" "$work/bin/vflgen"
  cp "$here/$2" "$work/"
  tmux new-session -d -s vflgen-shot -x 118 -y "$3" "cd '$work' && PATH='$work/bin:$PATH' SHOT=$1 nvim -u '$here/init.lua' '$2'"
  sleep 5
  tmux capture-pane -t vflgen-shot -e -p > "$work/pane.ansi"
  tmux kill-session -t vflgen-shot
  python3 "$here/ansi_to_html.py" < "$work/pane.ansi" > "$work/pane.html"
  mkdir -p "$root/docs/images/editors"
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --window-size=1000,$(( $3 * 22 + 8 )) --user-data-dir="$work/profile" \
    --screenshot="$root/docs/images/editors/$4" "file://$work/pane.html" 2>/dev/null
  rm -rf "$work"
}

if [[ $which == all || $which == diagnostics ]]; then shoot diagnostics Card.vfl 16 neovim-diagnostics.png; fi
if [[ $which == all || $which == frames ]]; then shoot frames Profile.vfl 30 neovim-frames.png; fi
