#!/usr/bin/env bash
# Times the first settled frame of formsim against dialog's 12-field form, as ttyprobe's README
# ("Comparing with dialog") describes: the same 110×40 pty, runs alternating, medians reported.
#
#   Scripts/compare-dialog.sh [-n RUNS] [BINARY ...]
#
# Each round runs `sh peers/dialog-form.sh` and then every BINARY (default: the release build,
# built first), RUNS times over (default 11), and prints each one's median time to the first
# settled frame and its ratio to dialog's. The machine's load moves every time; only the ratios
# of one run mean anything, so run it several times. Needs dialog, python3 with pyte, and
# ttyprobe: $TTYPROBE, or ../shared/tools/ttyprobe/ttyprobe.py beside this checkout.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=11
while [ $# -gt 0 ]; do
  case "$1" in
    -n)
      if [ $# -lt 2 ] || ! [[ "$2" =~ ^[1-9][0-9]*$ ]]; then
        echo "compare-dialog.sh: -n needs a whole number of runs, such as -n 11" >&2
        exit 2
      fi
      runs="$2"
      shift 2
      ;;
    -h | --help)
      sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'
      exit 0
      ;;
    -*)
      echo "compare-dialog.sh: unknown option '$1' (use -n RUNS, or name binaries)" >&2
      exit 2
      ;;
    *) break ;;
  esac
done

probe="${TTYPROBE:-../shared/tools/ttyprobe/ttyprobe.py}"
[ -f "$probe" ] || {
  echo "compare-dialog.sh: no ttyprobe at $probe (set TTYPROBE to its ttyprobe.py)" >&2
  exit 2
}
probe="$(cd "$(dirname "$probe")" && pwd)/$(basename "$probe")"
command -v dialog >/dev/null || {
  echo "compare-dialog.sh: dialog is not installed (apt-get install dialog)" >&2
  exit 2
}

binaries=()
if [ $# -eq 0 ]; then
  swift build -c release --product formsim >&2
  binaries=("$(swift build -c release --show-bin-path)/formsim")
else
  for binary in "$@"; do
    [ -x "$binary" ] || {
      echo "compare-dialog.sh: '$binary' is not an executable file" >&2
      exit 2
    }
    binaries+=("$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")")
  done
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# dialog leaves with Esc (ESCDELAY short, or ncurses waits a second), formsim with Ctrl-C.
printf 'settle 0.4 8\nkey ESC\nquit-wait 3\n' >"$work/dialog.keys"
printf 'settle 0.4 8\nkey C-c\nquit-wait 3\n' >"$work/formsim.keys"

# One ttyprobe run of the command after `--`, with ttyprobe options before it; prints
# "NAME SECONDS" for the first settled frame.
measure() {
  local name="$1" keys="$2"
  shift 2
  (cd "$(dirname "$probe")" &&
    python3 "$probe" run --cols 110 --rows 40 --keys "$keys" --json "$work/report.json" \
      "$@" >/dev/null 2>"$work/stderr") || {
    echo "compare-dialog.sh: ttyprobe failed on $name:" >&2
    cat "$work/stderr" >&2
    exit 2
  }
  python3 -c 'import json, sys
print(sys.argv[2], json.load(open(sys.argv[1]))["timing"]["first_frame_settled_s"])' \
    "$work/report.json" "$name"
}

for ((run = 1; run <= runs; run++)); do
  echo "run $run of $runs" >&2
  measure dialog "$work/dialog.keys" --env ESCDELAY=25 -- sh peers/dialog-form.sh
  for binary in ${binaries[@]+"${binaries[@]}"}; do
    measure "$binary" "$work/formsim.keys" -- "$binary"
  done
done >"$work/times.txt"

python3 - "$work/times.txt" <<'EOF'
import collections, statistics, sys
times = collections.defaultdict(list)
for line in open(sys.argv[1]):
    name, seconds = line.rsplit(" ", 1)
    times[name].append(float(seconds))
dialog = statistics.median(times["dialog"])
for name, values in times.items():
    median = statistics.median(values)
    print(f"{name}: median {median * 1000:.2f} ms over {len(values)} runs, "
          f"{median / dialog:.2f}× dialog's")
EOF
