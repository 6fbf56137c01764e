"""Turns `tmux capture-pane -e -p` output (SGR colour escapes) into an HTML page of a
terminal, for a screenshot of an editor running in tmux. Usage: ansi_to_html.py < pane > page.html"""
import html
import re
import sys

DEFAULT_FG, DEFAULT_BG = "#d0d0d0", "#1c1c1c"
BASIC = ["#000000", "#cd0000", "#00cd00", "#cdcd00", "#0000ee", "#cd00cd", "#00cdcd", "#e5e5e5",
         "#7f7f7f", "#ff0000", "#00ff00", "#ffff00", "#5c5cff", "#ff00ff", "#00ffff", "#ffffff"]


def color256(n):
    if n < 16:
        return BASIC[n]
    if n < 232:
        n -= 16
        steps = [0, 95, 135, 175, 215, 255]
        return "#%02x%02x%02x" % (steps[n // 36], steps[n // 6 % 6], steps[n % 6])
    level = 8 + (n - 232) * 10
    return "#%02x%02x%02x" % (level, level, level)


def main():
    fg, bg, bold, reverse, underline = None, None, False, False, False
    out = []
    for line in sys.stdin.read().split("\n"):
        parts = re.split(r"\x1b\[([0-9;]*)m", line)
        for index, part in enumerate(parts):
            if index % 2 == 1:
                codes = [int(c) if c else 0 for c in part.split(";")]
                i = 0
                while i < len(codes):
                    c = codes[i]
                    if c == 0:
                        fg, bg, bold, reverse, underline = None, None, False, False, False
                    elif c == 4:
                        underline = True
                    elif c == 24:
                        underline = False
                    elif c == 1:
                        bold = True
                    elif c == 22:
                        bold = False
                    elif c == 7:
                        reverse = True
                    elif c == 27:
                        reverse = False
                    elif 30 <= c <= 37 or 90 <= c <= 97:
                        fg = BASIC[c - 30 if c < 90 else c - 82]
                    elif 40 <= c <= 47 or 100 <= c <= 107:
                        bg = BASIC[c - 40 if c < 100 else c - 92]
                    elif c == 39:
                        fg = None
                    elif c == 49:
                        bg = None
                    elif c in (38, 48) and i + 1 < len(codes):
                        if codes[i + 1] == 5 and i + 2 < len(codes):
                            value, i = color256(codes[i + 2]), i + 2
                        elif codes[i + 1] == 2 and i + 4 < len(codes):
                            value, i = "#%02x%02x%02x" % tuple(codes[i + 2:i + 5]), i + 4
                        else:
                            value = None
                        if c == 38:
                            fg = value
                        else:
                            bg = value
                    i += 1
            elif part:
                f, b = fg or DEFAULT_FG, bg or DEFAULT_BG
                if reverse:
                    f, b = b, f
                weight = ("font-weight:bold;" if bold else "") + ("text-decoration:underline;" if underline else "")
                out.append('<span style="color:%s;background:%s;%s">%s</span>' % (f, b, weight, html.escape(part)))
        out.append("\n")
    print("<!doctype html><meta charset=utf-8><body style=\"margin:0;background:%s\">"
          "<pre style=\"margin:0;padding:8px;font:15px/1.25 'DejaVu Sans Mono',monospace;color:%s\">%s</pre>"
          % (DEFAULT_BG, DEFAULT_FG, "".join(out).rstrip("\n")))


main()
