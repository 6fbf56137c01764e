#!/usr/bin/env bash
# `vflgen lsp` on long lines and a 5 MB document, as a client sees it: a process over pipes
# (issue 42 §1).
#
#   Benchmarks/lsp-long-lines.sh [VFLGEN...]
#
# For each executable (default: the release build of this checkout, built here), and for
# each document: one line of `H:|-8-[a]-8-[a]…` with 1,000, 4,000 and 16,000 repetitions
# (16 KB to 96 KB), and a 5 MB file of 99,000 lines with views, VFL lines, comments and
# non-ASCII text; the wall time from `didOpen` to the first diagnostics, of a
# `semanticTokens/full` request and of a hover at the end of the longest line (each until the
# last byte of the answer has arrived, not counting this client's parsing of it), and the
# server's resident memory at the end. Steps that take over 30 s are cut (the server is
# killed). The folder's vflgen.json turns the check off: the figures are the server's own work
# (the check runs on another thread and would compete for the CPU). Give the executable of a baseline commit first to compare in one run; the growth
# columns are the ratio for 4× the line (4.0 is linear, 16.0 quadratic).
set -euo pipefail
cd "$(dirname "$0")/.."
executables=("$@")
if ((${#executables[@]} == 0)); then
    scratch="${VFLGEN_BENCH_SCRATCH:-.build-bench}"
    swift build -c release --scratch-path "$scratch" --product vflgen >/dev/null
    executables=("$(swift build -c release --scratch-path "$scratch" --show-bin-path)/vflgen")
fi

python3 - "${executables[@]}" <<'PY'
import json, os, pathlib, select, subprocess, sys, tempfile, time

LIMIT = 30.0

def long_line(repetitions):
    return "layout L {\n    view a\n    H:|" + "-8-[a]" * repetitions + "-8-|\n}\n"

def large_document():
    parts = []
    layout = 0
    while sum(map(len, parts)) < 5_000_000:
        parts.append(f"layout L{layout} {{  // écran n°{layout} 😀\n")
        for index in range(12):
            parts.append(f"    view v{index}: UILabel intrinsic 80x20  // libellé {index}\n")
        parts.append("    metric gap = 8\n")
        for row in range(0, 12, 3):
            parts.append(f"    H:|-gap-[v{row}]-gap-[v{row + 1}(==v{row})]-gap-[v{row + 2}(==v{row})]-gap-|  options: [.alignAllTop]\n")
        for column in range(3):
            parts.append(f"    V:|-[v{column}]-[v{column + 3}]-[v{column + 6}]-[v{column + 9}]-(>=0)-|\n")
        parts.append("}\n")
        layout += 1
    return "".join(parts)

class Server:
    def __init__(self, executable):
        self.process = subprocess.Popen([executable, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        # A bytearray: appending to `bytes` copies the whole buffer for every chunk read, which
        # made the client, not the server, quadratic in a message's size (a 5 MB document's
        # semantic tokens are a 15 MB message).
        self.buffer = bytearray()
        self.next_id = 0
        self.received = 0.0

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self, deadline):
        while True:
            header_end = self.buffer.find(b"\r\n\r\n", 0, 256)
            if header_end >= 0:
                length = int(self.buffer[:header_end].split(b":")[1])
                if len(self.buffer) >= header_end + 4 + length:
                    # When the answer's last byte arrived, before this client parses it (Python's
                    # json.loads alone takes about 1 s for a 5 MB document's 15 MB of tokens).
                    self.received = time.monotonic()
                    body = bytes(self.buffer[header_end + 4:header_end + 4 + length])
                    del self.buffer[:header_end + 4 + length]
                    return json.loads(body)
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not select.select([self.process.stdout], [], [], remaining)[0]:
                return None
            chunk = os.read(self.process.stdout.fileno(), 1 << 20)
            if not chunk:
                return None
            self.buffer.extend(chunk)

    def wait(self, predicate):
        """Seconds until the last byte of a message satisfying predicate arrives (None past LIMIT)."""
        start = time.monotonic()
        while True:
            message = self.receive(start + LIMIT)
            if message is None:
                return None
            if predicate(message):
                return self.received - start

    def request(self, method, params):
        self.next_id += 1
        identifier = self.next_id
        self.send({"jsonrpc": "2.0", "id": identifier, "method": method, "params": params})
        return self.wait(lambda message: message.get("id") == identifier)

    def resident_megabytes(self):
        try:
            with open(f"/proc/{self.process.pid}/status") as status:
                for line in status:
                    if line.startswith("VmRSS:"):
                        return int(line.split()[1]) / 1024
        except OSError:
            pass
        return float("nan")

    def close(self):
        self.process.kill()
        self.process.wait()

FOLDER = tempfile.mkdtemp(prefix="vflgen-bench-long-")
with open(os.path.join(FOLDER, "vflgen.json"), "w") as configuration:
    configuration.write('{ "check": "off" }\n')

def measure(executable, text):
    server = Server(executable)
    uri = pathlib.Path(FOLDER, "Long.vfl").as_uri()
    server.request("initialize", {"capabilities": {}})
    server.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": uri, "languageId": "vfl", "version": 1, "text": text}}})
    figures = [server.wait(lambda message: message.get("method") == "textDocument/publishDiagnostics")]
    lines = text.split("\n")
    longest = max(range(len(lines)), key=lambda index: len(lines[index]))
    if figures[0] is not None:
        figures.append(server.request("textDocument/semanticTokens/full", {"textDocument": {"uri": uri}}))
    if len(figures) == 2 and figures[1] is not None:
        character = len(lines[longest].encode("utf-16-le")) // 2 - 3
        figures.append(server.request("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": longest, "character": character}}))
    memory = server.resident_megabytes()
    server.close()
    figures += [None] * (3 - len(figures))
    return figures, memory

def show(seconds):
    return f"> {LIMIT:.0f} s" if seconds is None else f"{seconds:8.3f} s"

documents = [("line × 1,000", long_line(1000)), ("line × 4,000", long_line(4000)), ("line × 16,000", long_line(16000)), ("5 MB, 99k lines", large_document())]
print(f"{'executable':<28} {'document':<16} {'bytes':>9}  {'first diagnostics':>17}  {'semantic tokens':>15}  {'hover at end':>12}  {'memory':>8}")
for executable in sys.argv[1:]:
    previous = None
    for name, text in documents:
        figures, memory = measure(executable, text)
        label = executable if len(executable) <= 28 else "…" + executable[-27:]
        print(f"{label:<28} {name:<16} {len(text.encode()):>9}  {show(figures[0]):>17}  {show(figures[1]):>15}  {show(figures[2]):>12}  {memory:6.0f} MB", flush=True)
        if name.startswith("line") and previous is not None and None not in previous and None not in figures:
            print(f"{'':<28} {'  growth for 4×':<16} {'':>9}  {figures[0] / previous[0]:>16.1f}×  {figures[1] / previous[1]:>14.1f}×  {figures[2] / max(previous[2], 1e-6):>11.1f}×")
        previous = figures
PY
