#!/usr/bin/env bash
# The check step of the GitHub Action (action.yml): `formsim check --format github` over each of
# FORMSIM_PATHS (files or folders, separated by spaces) with the strategies of FORMSIM_STRATEGY
# and the devices of FORMSIM_DEVICE, then FORMSIM_ARGUMENTS. Annotations go to standard output,
# where the runner reads them. Exits 1 when any field ends hidden, 2 when a layout is refused.
set -uo pipefail
formsim="${FORMSIM:-${GITHUB_ACTION_PATH:?}/.build/release/formsim}"
read -r -a paths <<< "${FORMSIM_PATHS:-.}"
read -r -a strategies <<< "${FORMSIM_STRATEGY:-reference}"
read -r -a devices <<< "${FORMSIM_DEVICE:-}"
read -r -a extra <<< "${FORMSIM_ARGUMENTS:-}"
options=(--format github)
for strategy in ${strategies[@]+"${strategies[@]}"}; do options+=(--strategy "$strategy"); done
for device in ${devices[@]+"${devices[@]}"}; do options+=(--device "$device"); done
status=0
for path in ${paths[@]+"${paths[@]}"}; do
  "$formsim" check "$path" ${options[@]+"${options[@]}"} ${extra[@]+"${extra[@]}"}
  code=$?
  if [ "$code" -eq 1 ]; then
    status=1
  elif [ "$code" -ne 0 ]; then
    exit "$code"
  fi
done
exit "$status"
