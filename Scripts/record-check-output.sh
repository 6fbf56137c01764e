#!/bin/bash
# Records Tests/VFLGenCLITests/Fixtures/CheckOutput/Output.txt (CheckOutputTests) with a release
# build's `vflgen check --format json`, the same lines the test makes in process (much faster
# than recording in the debug test: every finding's fix is proved).
#
#   Scripts/record-check-output.sh VFLGEN VFLGEN-BENCH-CHECK [OUTPUT]
#
# VFLGEN and VFLGEN-BENCH-CHECK: binaries of the revision to record from (main before a speed
# change: the golden must not change with speed work; review the diff when it changes).
set -euo pipefail
cd "$(dirname "$0")/.."
vflgen=$(realpath "$1")
bench=$(realpath "$2")
output=${3:-Tests/VFLGenCLITests/Fixtures/CheckOutput/Output.txt}
mkdir -p "$(dirname "$output")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# line NAME FILE PLATFORM [SOURCE]: the golden line of FILE checked as `Input.vfl` in a folder of its own.
line() {
    mkdir -p "$work/run" && cp "$2" "$work/run/Input.vfl"
    local status=0
    (cd "$work/run" && "$vflgen" check Input.vfl --format json --platform "$3" >"$work/out" 2>"$work/err") || status=$?
    python3 - "$1" "$work/out" "$work/err" "$status" "${4:-}" <<'PY'
import sys
def digest(data):
    h = 0xcbf29ce484222325
    for b in data:
        h = ((h ^ b) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return "%016x" % h
name, out, err, status, source = sys.argv[1:6]
json = open(out, "rb").read()
line = "%s: %s %s status %s, %d findings, %d fixes" % (
    name, digest(json), digest(open(err, "rb").read()), status, json.count(b'"atEverySize": '), json.count(b'"edits": ['))
if source:
    line += " | source " + digest(open(source, "rb").read())
print(line)
PY
}

{
    cat <<'HEAD'
# `vflgen check --format json` on EngineFindingsCorpus (CheckOutputTests): input: digest of the JSON, digest of
# standard error, exit status, findings and fixes offered (every tenth random layout). Recorded from main (91647ce) before the fix proofs
# were made faster, by Scripts/record-check-output.sh with main's release build; it changes only when what the
# check reports changes (review the diff). After a file's line, the digest of the text it was recorded from (a
# file edited since is not compared).

HEAD
    find Examples Tests -name '*.vfl' | LC_ALL=C sort | while read -r path; do
        for platform in uikit appkit; do line "$path $platform" "$path" "$platform" "$path"; done
    done
    mkdir -p "$work/growth"
    "$bench" --write-growth "$work/growth"
    for name in Mixed10 Mixed20 Mixed40 Mixed50 Mixed80 Mixed100 Mixed120 Column20 Column40 Rich25 Rich40 Rich50 Rich100; do
        line "benchmark $name.vfl" "$work/growth/$name.vfl" uikit
    done
    mkdir -p "$work/random"
    for seed in $(seq 10 10 2000); do
        "$bench" --write-rich "$work/random" --seed "$seed" --views $((1 + seed % 16)) --name "R$seed"
        line "random seed $seed views $((1 + seed % 16))" "$work/random/R$seed.vfl" uikit
    done
} >"$output.new"
mv "$output.new" "$output"
