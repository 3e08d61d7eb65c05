#!/usr/bin/env bash
# Writes every figure `formsim check` reports, so that a change meant to make it faster (and to
# change nothing else) can be proved byte for byte.
#
#   Scripts/check-figures.sh BINARY DIR     write the reports of BINARY into DIR (created)
#   Scripts/check-figures.sh --compare A B  diff two such directories; exit 1 if
#                                           any file differs
#
# Every built-in layout, the storyboard fixtures and a table dump are checked with --strategy
# all on every device (one --device per profile, both orientations) as a table and as JSON,
# under the default settings and under variants that take other code paths: each timing curve,
# a zero duration, other frame rates, the older eras, the predictive bar with a margin, a
# hardware keyboard (the iPad's shortcuts bar, a toolbar alone on an iPhone).
set -euo pipefail
cd "$(dirname "$0")/.."

case "${1:-}" in
  -h | --help | "")
    sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'
    exit 0
    ;;
  --compare)
    [[ $# -eq 3 ]] || { echo "check-figures.sh: --compare takes two directories" >&2; exit 2; }
    if diff -r -q "$2" "$3"; then
      echo "check-figures.sh: $(find "$2" -type f | wc -l) reports identical" >&2
      exit 0
    fi
    exit 1
    ;;
esac
[[ $# -eq 2 ]] || { echo "check-figures.sh: give a binary and a directory" >&2; exit 2; }
binary="$1"
out="$2"
[[ -x "$binary" ]] || { echo "check-figures.sh: '$binary' is not an executable" >&2; exit 2; }
mkdir -p "$out"

devices=()
while read -r name _; do
  devices+=(--device "$name")
done < <("$binary" devices | tail -n +3)

layouts=()
while read -r name _; do
  layouts+=("$name")
done < <("$binary" layouts | tail -n +3)
layouts+=(
  Tests/FormSimCoreTests/Storyboards/SignUp.storyboard
  Tests/FormSimCoreTests/Storyboards/ShippingAddress.xib
  Tests/FormSimCoreTests/Storyboards/Legacy.xib
  Tests/FormSimCoreTests/Storyboards/Account.storyboard
  Tests/FormSimCoreTests/Dumps/Checkout-tableviewcontroller-ios17.txt
)

variants=(
  "default|"
  "linear|--curve linear"
  "spring|--curve spring --duration 0.5"
  "zero-duration|--duration 0 --fps 120"
  "ios7-30fps|--ios-era ios7 --fps 30"
  "legacy|--ios-era legacy"
  "predictive-margin|--predictive --margin 15"
  "hardware-keyboard|--hardware-keyboard"
)

for layout in ${layouts[@]+"${layouts[@]}"}; do
  base="$(basename "$layout")"
  for variant in ${variants[@]+"${variants[@]}"}; do
    name="${variant%%|*}"
    read -ra options <<<"${variant#*|}"
    for format in table json; do
      # A failing check exits 1; the report is what is compared.
      "$binary" check "$layout" --strategy all ${devices[@]+"${devices[@]}"} ${options[@]+"${options[@]}"} \
        --format "$format" >"$out/$base.$name.$format" 2>&1 || true
    done
  done
done
echo "check-figures.sh: wrote $(find "$out" -type f | wc -l) reports to $out" >&2
