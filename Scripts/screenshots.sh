#!/usr/bin/env bash
# Regenerates every screenshot in screenshots/ with the program itself, from screenshots/manifest.txt.
#
#   Scripts/screenshots.sh          build, then rewrite screenshots/*.svg and *.txt
#   Scripts/screenshots.sh --check  build, regenerate into a temporary directory and compare;
#                                   exit 1 listing every file that is stale, missing or extra
#
# Each manifest line NAME|OPTIONS|SCRIPT becomes two runs of
#   formsim snapshot OPTIONS [--script SCRIPT] --format svg|text --out NAME.svg|NAME.txt
# or, when OPTIONS starts with the word `record`, one run of
#   formsim record REST-OF-OPTIONS [--script SCRIPT] --out NAME.svg   (an animated SVG)
# The end-to-end tests (Tests/FormSimEndToEndTests/ScreenshotTests.swift) run the same commands.
set -euo pipefail
cd "$(dirname "$0")/.."

check=false
case "${1:-}" in
  "") ;;
  --check) check=true ;;
  -h | --help)
    sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'
    exit 0
    ;;
  *)
    echo "screenshots.sh: unknown option '$1' (use --check, or nothing)" >&2
    exit 2
    ;;
esac

manifest=screenshots/manifest.txt
swift build --product formsim >&2
binary="$(swift build --show-bin-path)/formsim"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Generates every file of the manifest into $1.
generate() {
  local into="$1" name options script words format extension
  while IFS='|' read -r name options script; do
    [[ -z "$name" || "$name" == \#* ]] && continue
    read -ra words <<<"$options"
    local script_args=()
    [[ -n "$script" ]] && script_args=(--script "$script")
    if [[ "${words[0]:-}" == record ]]; then
      "$binary" record ${words[@]+"${words[@]:1}"} ${script_args[@]+"${script_args[@]}"} --out "$into/$name.svg"
      continue
    fi
    for format in svg text; do
      extension=$([[ "$format" == text ]] && echo txt || echo svg)
      "$binary" snapshot ${words[@]+"${words[@]}"} ${script_args[@]+"${script_args[@]}"} --format "$format" \
        --out "$into/$name.$extension"
    done
  done <"$manifest"
}

# The generated files of a directory: everything but the manifest and the gallery page.
generated_files() {
  (cd "$1" && find . -maxdepth 1 -type f \( -name '*.svg' -o -name '*.txt' \) \
    ! -name manifest.txt | sed 's|^\./||' | LC_ALL=C sort)
}

generate "$work"

if $check; then
  stale=()
  while read -r file; do
    if [[ ! -f "screenshots/$file" ]]; then
      stale+=("$file (missing)")
    elif ! cmp -s "$work/$file" "screenshots/$file"; then
      stale+=("$file (differs)")
    fi
  done < <(generated_files "$work")
  while read -r file; do
    [[ -f "$work/$file" ]] || stale+=("$file (not in the manifest)")
  done < <(generated_files screenshots)
  if ((${#stale[@]} > 0)); then
    echo "screenshots.sh: screenshots/ is stale; run Scripts/screenshots.sh and commit:" >&2
    printf '  %s\n' ${stale[@]+"${stale[@]}"} >&2
    exit 1
  fi
  echo "screenshots.sh: screenshots/ is up to date ($(generated_files "$work" | wc -l) files)" >&2
  exit 0
fi

while read -r file; do
  [[ -f "$work/$file" ]] || rm -f "screenshots/$file"
done < <(generated_files screenshots)
while read -r file; do
  cp "$work/$file" "screenshots/$file"
done < <(generated_files "$work")
echo "screenshots.sh: wrote $(generated_files "$work" | wc -l) files to screenshots/" >&2
