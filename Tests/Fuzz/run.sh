#!/usr/bin/env bash
# Coverage-guided fuzzing of vflgen's input-facing code with libFuzzer (see README.md here).
#
#   Tests/Fuzz/run.sh [frontend|generate|templates|configuration|excerpts|lint|numbers|layouts|layouts-frames|layouts-check|layouts-preview|lsp|format|large|all] [seconds]
#
# Builds each harness with swiftc directly (-sanitize=fuzzer,address; the package's module
# sources are compiled into the fuzzer binary, one module at a time), seeds a corpus from
# the repository's .vfl files, templates and a few config files, and runs the fuzzer for a
# bounded time (-max_total_time) on one core (-workers=1 -jobs=1). A crash, a hang longer
# than FUZZ_TIMEOUT seconds or a broken invariant stops the run and leaves the input in
# .build/fuzz/artifacts/<target>/ (never committed). Extra libFuzzer flags: FUZZ_ARGS.
set -euo pipefail

target="${1:-all}"
seconds="${2:-60}"
timeout="${FUZZ_TIMEOUT:-5}"

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
work="$root/.build/fuzz"
# FUZZ_SANITIZERS=fuzzer drops AddressSanitizer (about twice the executions per second; Swift
# code keeps its own bounds, overflow and unwrap traps at -O). Objects and binaries built
# without it get their own names, so the two kinds never mix.
sanitizers="${FUZZ_SANITIZERS:-fuzzer,address}"
flavour=""; [[ "$sanitizers" == "fuzzer,address" ]] || flavour="-${sanitizers//,/-}"
# FUZZ_OPTIMIZE=-Onone builds in a third of the time and runs several times slower: for CI's
# smoke run, whose 2,000 executions take seconds while building with -O takes minutes. Long
# runs keep -O. Objects and binaries of each level get their own names too.
optimize="${FUZZ_OPTIMIZE:--O}"
case "$optimize" in -O | -Onone) ;; *) echo "fuzz: FUZZ_OPTIMIZE must be -O or -Onone, not $optimize" >&2; exit 2 ;; esac
[[ "$optimize" == "-O" ]] || flavour="$flavour$optimize"
modules="$work/modules$flavour"
mkdir -p "$modules"
# Swift's own crash backtracer would run inside libFuzzer's crash handling; ASan reports suffice.
export SWIFT_BACKTRACE=enable=no
# No leak checks: Swift keeps tag bits in the spare bits of enum payload pointers (indirect
# enums such as the template tree), so LeakSanitizer cannot see that a global still holds
# them and reports the built-in templates, parsed once, as leaked.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"

# -enable-testing: the layouts harness reaches the commands' internal renderers (@testable).
swift_flags=(-sanitize="$sanitizers" -parse-as-library -swift-version 6
             -enable-upcoming-feature ExistentialAny -enable-testing "$optimize" -g -I "$modules"
             -package-name vflgen)  # the package access level needs one name for every module

# Prints swiftc output without the gold linker's harmless ASan export warnings.
quiet() { "$@" 2> >(grep -v "Cannot export local symbol" >&2); }

# build_module NAME DEPENDENCIES...: compiles Sources/NAME into one instrumented object and
# a .swiftmodule, unless the object is newer than every source file and every dependency's.
build_module() {
    local name="$1" sources object="$modules/$1.o"; shift
    sources=$(find -L "$root/Sources/$name" -name '*.swift' | sort)
    if [[ -f "$object" && -z "$(find -L "$root/Sources/$name" -name '*.swift' -newer "$object")" ]]; then
        local stale=""
        for dependency in "$@"; do
            if [[ "$modules/$dependency.o" -nt "$object" ]]; then stale=yes; fi
        done
        if [[ -z "$stale" ]]; then return 0; fi
    fi
    echo "fuzz: compiling module $name" >&2
    # shellcheck disable=SC2086
    quiet swiftc "${swift_flags[@]}" -module-name "$name" -wmo -num-threads 0 -c $sources \
        -emit-module -emit-module-path "$modules/$name.swiftmodule" -o "$object"
}

# modules_for MODULE...: the named modules and everything they depend on, in dependency order
# (each after the ones it imports), read from the manifest (`swift package describe`), so a
# module added to Package.swift needs no change here.
modules_for() {
    [[ -s "$work/describe.json" && "$work/describe.json" -nt "$root/Package.swift" ]] \
        || (cd "$root" && swift package describe --type json) >"$work/describe.json"
    python3 - "$work/describe.json" "$@" <<'PY'
import json, sys
targets = {t["name"]: t.get("target_dependencies") or [] for t in json.load(open(sys.argv[1]))["targets"]}
order = []
def visit(name):
    if name in order:
        return
    for dependency in sorted(targets[name]):
        visit(dependency)
    order.append(name)
for name in sys.argv[2:]:
    visit(name)
print(" ".join(order))
PY
}

# build_harness TARGET DIR MODULES...: links the harness in Tests/Fuzz/DIR with the modules it
# imports and, from the manifest, everything they depend on.
build_harness() {
    local harness="$1" dir="$2"; shift 2
    local objects=() built=() module
    # shellcheck disable=SC2046
    for module in $(modules_for "$@"); do
        build_module "$module" "${built[@]}"
        built+=("$module")
        objects+=("$modules/$module.o")
    done
    echo "fuzz: linking $harness" >&2
    quiet swiftc "${swift_flags[@]}" -module-name "Fuzz$dir" "$here/$dir"/*.swift "${objects[@]}" \
        -lm -o "$work/fuzz-$harness$flavour"
}

# seed TARGET FILES...: copies seed inputs into the target's corpus (kept between runs).
seed() {
    local corpus="$work/corpus/$1"; shift
    mkdir -p "$corpus"
    for file in "$@"; do
        [[ -f "$file" ]] && cp "$file" "$corpus/seed-$(basename "$file")"
    done
    return 0
}

seed_configuration() {
    local corpus="$work/corpus/configuration"
    mkdir -p "$corpus"
    printf '{}' >"$corpus/seed-empty.json"
    printf '{ "access": "public", "platforms": "both", "template": "Templates/Mine.swift.template", "warningsAsErrors": true }' >"$corpus/seed-full.json"
    printf '{ "access": "private" }' >"$corpus/seed-bad-choice.json"
    printf '{ "platforms": ["uikit"], "warningsAsErrors": 1 }' >"$corpus/seed-bad-types.json"
    printf '{ "acess": "public" }' >"$corpus/seed-misspelt.json"
    printf '[1, 2.5e3, null, "x\\u00e9", {"a": [true, false]}]' >"$corpus/seed-not-object.json"
    printf '{ "template": "/abs/../T.template", "template": "" }' >"$corpus/seed-duplicate-key.json"
    printf '{ "platform": "both", "access": "public", }' >"$corpus/seed-alias-trailing-comma.json"
    printf '{ "template": "\\ud83d\\ude00\\u0041", "warningsAsErrors": false }' >"$corpus/seed-escapes.json"
}

seed_excerpts() {
    local corpus="$work/corpus/excerpts"
    mkdir -p "$corpus"
    printf '\x00\x05\x00\x01H:[a]x\x1b[2J\x1b]0;pwned\x07\n' >"$corpus/seed-escape.bin"
    printf '\x00\x08\x00\x03\t\xe2\x80\xae[a]\xc2\x9b[b]\xc3\xa9\n    V:|[x]\r\n' >"$corpus/seed-bidi-c1.bin"
}

run() {
    local harness="$1" dict="$2"; shift 2
    local corpus="$work/corpus/$harness" artifacts="$work/artifacts/$harness/"
    mkdir -p "$corpus" "$artifacts"
    echo "fuzz: running $harness for ${seconds}s" >&2
    # With -jobs, libFuzzer logs to fuzz-0.log in the working directory: one per target.
    mkdir -p "$work/logs/$harness"
    cd "$work/logs/$harness"
    # shellcheck disable=SC2086
    "$work/fuzz-$harness$flavour" "$corpus" -dict="$here/Dictionaries/$dict" \
        -max_total_time="$seconds" -timeout="$timeout" -workers=1 -jobs=1 -detect_leaks=0 \
        -artifact_prefix="$artifacts" -print_final_stats=1 "$@" ${FUZZ_ARGS:-}
    cd "$root"
}

fuzz_frontend() {
    build_harness frontend FrontEnd VFLLanguage
    # shellcheck disable=SC2046
    seed frontend $(find "$root/Examples" "$root/Tests" -name '*.vfl' -not -path '*/Fuzz/*')
    run frontend vfl.dict -max_len=4096
}

fuzz_generate() {
    build_harness generate Generate VFLLanguage VFLRendering
    # shellcheck disable=SC2046
    seed generate $(find "$root/Examples" "$root/Tests" -name '*.vfl' -not -path '*/Fuzz/*')
    run generate vfl.dict -max_len=4096
}

fuzz_templates() {
    build_harness templates Templates VFLRendering
    seed templates "$root"/Templates/*.template
    run templates template.dict -max_len=8192
}

fuzz_excerpts() {
    build_harness excerpts Excerpts LayoutModel
    seed_excerpts
    # shellcheck disable=SC2046
    seed excerpts $(find "$root/Examples/Layouts" -name '*.vfl' | head -5)
    run excerpts vfl.dict -max_len=2048
}

fuzz_configuration() {
    build_harness configuration Configuration VFLGenCLI
    seed_configuration
    run configuration json.dict -max_len=1024
}

fuzz_lint() {
    build_harness lint Lint VFLLint
    # shellcheck disable=SC2046
    seed lint $(find "$root/Tests/VFLLintTests/Fixtures/Sources" -name '*.swift' -o -name '*.m')
    run lint lint.dict -max_len=8192
}

fuzz_numbers() {
    build_harness numbers Numbers VFLLint
    local corpus="$work/corpus/numbers"
    mkdir -p "$corpus"
    printf '0xFF' >"$corpus/seed-hex"; printf '017' >"$corpus/seed-octal"; printf '1.5e-3' >"$corpus/seed-float"
    run numbers numbers.dict -max_len=128
}

# The language server in process: the first line of an input is the document, the rest a
# script of edits, requests and malformed messages (LanguageServer/LanguageServerFuzzer.swift).
fuzz_lsp() {
    build_harness lsp LanguageServer VFLLanguageServer
    local corpus="$work/corpus/lsp"
    mkdir -p "$corpus"
    # shellcheck disable=SC2046
    for file in $(find "$root/Examples/Layouts" -name '*.vfl' | head -8); do
        { cat "$file"; printf '\x00\x00\x01\x03\x05\x06\x0a\x05\x04\x02\x05\x06\x01\x00\x03\x0b\x05'; } >"$corpus/seed-$(basename "$file")"
    done
    printf 'layout A {\r\n    view a\r\n}\r\n\x00\x00\x01\x63\x00\x0f\x05' >"$corpus/seed-crlf"
    printf 'layout A {\r    view a\r}\r\x00\x02\x01\x40\x00\x0d\x05\x06\x0a\x01\x05\x00' >"$corpus/seed-cr"
    run lsp vfl.dict -max_len=1024
}

# vflgen format: idempotent, meaning and comments kept, modes kept (Format/FormatFuzzer.swift).
fuzz_format() {
    build_harness format Format VFLGenCLI
    # shellcheck disable=SC2046
    seed format $(find "$root/Examples" "$root/Tests" -name '*.vfl' -not -path '*/Fuzz/*')
    run format vfl.dict -max_len=4096
}

# check, frames and preview on generated layouts (Layouts/LayoutGenerator.swift turns the
# bytes into a layout with extreme numbers; any bytes are a valid input, so no seeds).
# FUZZ_LAYOUTS (frames,agreement,check,preview by default) picks the parts each execution
# runs: layouts-frames, layouts-check and layouts-preview run one command each, at its speed.
fuzz_layouts() {
    build_harness layouts Layouts VFLGenCLI
    FUZZ_LAYOUTS="${1:-${FUZZ_LAYOUTS:-frames,agreement,check,preview}}" run layouts vfl.dict -max_len=256
}

# Large inputs: libFuzzer keeps inputs small (-max_len), so work that grows with the square
# of the input, or recursion as deep as the input, goes unnoticed. These generated files
# (hundreds of kilobytes) run once each through the harnesses, with LARGE_TIMEOUT seconds.
large() {
    local dir="$work/large"
    mkdir -p "$dir"
    awk 'BEGIN { print "layout L {"; for (i = 0; i < 2000; i++) print "    view v" i;
                 for (i = 0; i < 2000; i++) print "    H:[w" i "]"; print "}" }' >"$dir/unknown-names.vfl"
    awk 'BEGIN { a = sprintf("%500s", ""); gsub(/ /, "a", a); print "layout L {";
                 for (i = 0; i < 500; i++) print "    view " a i; for (i = 0; i < 100; i++) print "    H:[" a "x" i "]"; print "}" }' >"$dir/long-names.vfl"
    awk 'BEGIN { print "layout L {"; print "    view a"; for (i = 0; i < 20000; i++) print "    variant v" i " {\n        H:[a]\n    }"; print "}" }' >"$dir/many-variants.vfl"
    awk 'BEGIN { print "layout L {"; for (i = 0; i < 20000; i++) print "variant a {"; for (i = 0; i < 20000; i++) print "}"; print "}" }' >"$dir/nested-blocks.vfl"
    awk 'BEGIN { for (i = 0; i < 20000; i++) print "layout L {\n}" }' >"$dir/many-layouts.vfl"
    awk 'BEGIN { print "layout L {"; line = "    H:|"; for (i = 0; i < 3000; i++) { print "    view v" i; line = line "-[v" i "(==v" (i + 1) % 3000 ")]" }
                 print line "-|  options: [.alignAllTop, .alignAllBottom]"; print "}" }' >"$dir/long-line.vfl"
    awk 'BEGIN { print "layout L {\n    view a\n    view b"; line = "    H:[a][b]  options: [.alignAllTop"; for (i = 0; i < 20000; i++) line = line ", .alignAllTop"
                 print line "]"; print "}" }' >"$dir/many-options.vfl"
    awk 'BEGIN { print "layout L {\n    view a"; for (i = 0; i < 100000; i++) print "    H:|-[a]-|"; print "}" }' >"$dir/many-lines.vfl"
    awk 'BEGIN { for (i = 0; i < 5000; i++) printf "{%% if flag %%}"; printf "x"; for (i = 0; i < 5000; i++) printf "{%% endif %%}" }' >"$dir/nested-ifs.template"
    awk 'BEGIN { for (i = 0; i < 100000; i++) print "{{ layout.name }} {{ not flag }}" }' >"$dir/many-tags.template"
    awk 'BEGIN { for (i = 0; i < 100000; i++) printf "["; for (i = 0; i < 100000; i++) printf "]" }' >"$dir/nested-arrays.json"
    awk 'BEGIN { for (i = 0; i < 20000; i++) printf "{\"a\": "; printf "1"; for (i = 0; i < 20000; i++) printf "}" }' >"$dir/nested-objects.json"
    awk 'BEGIN { printf "{\"template\": \""; for (i = 0; i < 500000; i++) printf "a/"; print "\"}" }' >"$dir/long-path.json"

    build_harness frontend FrontEnd VFLLanguage
    build_harness templates Templates VFLRendering
    build_harness configuration Configuration VFLGenCLI
    # Instrumented binaries run 10-20 times slower than release builds: allow for that.
    local status=0 large_timeout="${LARGE_TIMEOUT:-30}" file harness
    for file in "$dir"/*; do
        case "$file" in
            *.vfl) harness=frontend ;;
            *.template) harness=templates ;;
            *.json) harness=configuration ;;
        esac
        "$work/fuzz-$harness" -timeout="$large_timeout" -rss_limit_mb=4096 "$file" 2>&1 \
            | grep -E "^Executed|ERROR|violated|SUMMARY" || status=1
    done
    return $status
}

case "$target" in
    frontend) fuzz_frontend ;;
    templates) fuzz_templates ;;
    generate) fuzz_generate ;;
    configuration) fuzz_configuration ;;
    excerpts) fuzz_excerpts ;;
    lint) fuzz_lint ;;
    numbers) fuzz_numbers ;;
    layouts) fuzz_layouts ;;
    layouts-frames) fuzz_layouts frames,agreement ;;
    layouts-check) fuzz_layouts check ;;
    layouts-preview) fuzz_layouts preview ;;
    lsp) fuzz_lsp ;;
    format) fuzz_format ;;
    large) large ;;
    all) fuzz_frontend; fuzz_generate; fuzz_templates; fuzz_configuration; fuzz_excerpts; fuzz_lint; fuzz_numbers; fuzz_layouts; fuzz_lsp; fuzz_format ;;
    *) echo "usage: $0 [frontend|generate|templates|configuration|excerpts|lint|numbers|layouts|layouts-frames|layouts-check|layouts-preview|lsp|format|large|all] [seconds]" >&2; exit 64 ;;
esac
