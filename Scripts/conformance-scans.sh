#!/usr/bin/env bash
# Counts the Swift runtime's protocol-conformance lookups a formsim launch makes before its
# first frame is on the screen, by breaking on the runtime's lookup under gdb in a
# pseudo-terminal. Each first lookup of a type scans every conformance record in the binary,
# so the simulator's first frame is reached without any (ARCHITECTURE.md, "No conformance scan
# on the way to the first frame").
#
#   Scripts/conformance-scans.sh [--max N] [BINARY] [-- ARGUMENTS...]
#
# Prints `lookups before the first frame: N` and exits 0 when N is at most --max (default 0),
# 1 when it is more, 2 when it cannot measure (no gdb or script, no binary, no symbol).
set -euo pipefail
max=0
binary=""
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --max) max="$2"; shift 2 ;;
    --) shift; args=("$@"); break ;;
    -h | --help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) binary="$1"; shift ;;
  esac
done
cd "$(dirname "$0")/.."
binary="${binary:-.build/debug/formsim}"
for tool in gdb script nm; do
  command -v "$tool" >/dev/null 2>&1 || { echo "conformance-scans: needs $tool" >&2; exit 2; }
done
[ -x "$binary" ] || { echo "conformance-scans: no binary at $binary (swift build first)" >&2; exit 2; }

# The runtime's lookup is a local symbol: in the binary when it is static, else in libswiftCore.
symbol=swift_conformsToProtocolMaybeInstantiateSuperclasses
lookup=$( { nm "$binary"; ldd "$binary" 2>/dev/null | awk '/libswiftCore/ {print $3}' | xargs -r nm || true; } \
  2>/dev/null | awk -v s="$symbol" '$3 ~ s && $3 !~ /clE/ && !found {print $3; found = 1}')
[ -n "$lookup" ] || { echo "conformance-scans: $symbol not found in $binary or its libswiftCore" >&2; exit 2; }

commands=$(mktemp)
output=$(mktemp)
trap 'rm -f "$commands" "$output"' EXIT
# The first doupdate opens the screen; the second flushes the first frame.
cat > "$commands" <<GDB
set pagination off
set confirm off
set breakpoint pending on
set \$lookups = 0
set \$flushes = 0
break $lookup
commands
silent
set \$lookups = \$lookups + 1
continue
end
break doupdate
commands
silent
set \$flushes = \$flushes + 1
if \$flushes == 2
printf "FORMSIM-LOOKUPS %d\\n", \$lookups
kill
quit
end
continue
end
run
GDB
quoted=""
[ ${#args[@]} -eq 0 ] || quoted=$(printf ' %q' ${args[@]+"${args[@]}"})
TERM=xterm-256color timeout 120 script -qec \
  "gdb -q -batch -x '$commands' --args '$binary'$quoted" /dev/null > "$output" 2>&1 < /dev/null || true
[ -z "${FORMSIM_SCANS_DEBUG:-}" ] || cat "$output" >&2
count=$( { tr -d '\r' < "$output" | grep -ao 'FORMSIM-LOOKUPS [0-9]*' | awk '{print $2}' | head -n 1; } || true)
[ -n "$count" ] || { echo "conformance-scans: the launch drew no first frame under gdb" >&2; exit 2; }
echo "lookups before the first frame: $count"
[ "$count" -le "$max" ]
