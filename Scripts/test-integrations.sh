#!/usr/bin/env bash
# Runs the GitHub Action's steps (action.yml) and the SwiftPM plugin (`swift package
# formsim-check`) here, as a runner and a developer would, on a failing and a passing form; then
# installs formsim with `swift package experimental-install`, runs the installed binary, and
# uninstalls it (skipped, and said, when a formsim is installed there already).
# Needs a release build (`swift build -c release`), python3 with PyYAML, and the package's own
# toolchain. Exits 0 when both behave, 1 with what differed.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/failing" "$work/passing"
cp Tests/FormSimCoreTests/Storyboards/SignUp.storyboard "$work/failing/"
.build/release/formsim layouts --json twelve > "$work/passing/twelve.json"
fail() { echo "test-integrations: $*" >&2; exit 1; }

# The action: each `run:` step but the installer, with its env, in the workspace.
steps=$(python3 - "$root/action.yml" <<'PY'
import json, sys, yaml
action = yaml.safe_load(open(sys.argv[1]))
for step in action["runs"]["steps"]:
    if "run" in step and not step["name"].startswith("Install"):
        print(json.dumps({"name": step["name"], "run": step["run"], "env": step.get("env", {})}))
PY
)
run_action() {  # inputs as NAME=VALUE words; prints the output, returns the last step's status
  local inputs=("$@") status=0
  while IFS= read -r step; do
    script=$(python3 -c 'import json,sys; print(json.loads(sys.argv[1])["run"])' "$step")
    exports=$(python3 - "$step" ${inputs[@]+"${inputs[@]}"} <<'PY'
import json, re, shlex, sys
step = json.loads(sys.argv[1])
inputs = dict(a.split("=", 1) for a in sys.argv[2:])
for name, value in step["env"].items():
    value = re.sub(r"\$\{\{ inputs\.(\w+) \}\}", lambda m: inputs.get(m.group(1), ""), value)
    print(f"export {name}={shlex.quote(value)}")
PY
)
    ( cd "$work" && eval "$exports" && GITHUB_ACTION_PATH="$root" RUNNER_OS=Linux bash -c "$script" ) \
      || status=$?
  done <<< "$steps"
  return "$status"
}
set +e
out=$(run_action paths=failing strategy=none device=iphone-se arguments=--portrait-only); status=$?
set -e
[ "$status" -eq 1 ] || fail "the action on a failing form exited $status, not 1"
grep -q "^::error file=failing/SignUp.storyboard,line=94,title=formsim check::" <<< "$out" \
  || fail "the action printed no annotation on the Promo code field's line: $out"
out=$(run_action paths=passing strategy=reference device=iphone4) \
  || fail "the action on a passing form failed: $out"
grep -q "0 failed" <<< "$out" || fail "the action's summary is missing: $out"

# The plugin, on the same two folders.
set +e
out=$(swift package formsim-check "$work/failing" --strategy none --device iphone-se 2>&1); status=$?
set -e
[ "$status" -ne 0 ] || fail "the plugin passed a failing form"
grep -q "failing/SignUp.storyboard:94:1: error: field 8 'Promo code'" <<< "$out" \
  || fail "the plugin printed no error on the Promo code field's line: $out"
out=$(swift package formsim-check "$work/passing" --device iphone4 2>&1) \
  || fail "the plugin failed a passing form: $out"

# The installation docs/development.md gives. SwiftPM installs into ~/.swiftpm/bin whatever HOME says.
# (Asked of the user database through python3, which this script needs anyway: macOS has no getent.)
home=$(python3 -c 'import os, pwd; print(pwd.getpwuid(os.getuid()).pw_dir)')
installed="$home/.swiftpm/bin/formsim"
if [ -e "$installed" ]; then
  echo "test-integrations: $installed exists already; installation not tried over it"
else
  swift package experimental-install --product formsim > "$work/install.log" 2>&1 \
    || fail "experimental-install failed: $(tail -n 3 "$work/install.log")"
  version=$("$installed" --version) || fail "the installed formsim did not run"
  # The handler front end installs beside it, and the installed formsim finds it there.
  swift package experimental-install --product formsim-frontend > "$work/install.log" 2>&1 \
    || fail "experimental-install of formsim-frontend failed: $(tail -n 3 "$work/install.log")"
  printf '%s\n' 'class C: UIViewController {' '  override func viewDidLoad() {' \
    '    view.frame.origin.y = -10' '  }' '}' > "$work/Handler.swift"
  handled=$("$installed" simulate --handler "$work/Handler.swift" --script 'focus 1' 2>&1) \
    || fail "the installed formsim did not run a handler: $handled"
  grep -q '"rootTransform":{"tx":0,"ty":-10}' <<< "$handled" \
    || fail "the installed formsim's handler did not move the view: $handled"
  # The same in Objective-C, when the package has its front end (libclang was found): it installs
  # beside the Swift one, which becomes it for a .m file.
  if swift package describe --type json 2>/dev/null | grep -q '"formsim-frontend-objc"'; then
    swift package experimental-install --product formsim-frontend-objc > "$work/install.log" 2>&1 \
      || fail "experimental-install of formsim-frontend-objc failed: $(tail -n 3 "$work/install.log")"
    "$(dirname "$installed")/formsim-frontend" --languages | grep -qx objective-c \
      || fail "the installed formsim-frontend does not find formsim-frontend-objc beside it"
    printf '%s\n' '@implementation C' '- (void)viewDidLoad {' \
      '    CGRect frame = self.view.frame;' '    frame.origin.y = -10;' \
      '    self.view.frame = frame;' '}' '@end' > "$work/Handler.m"
    handled=$("$installed" simulate --handler "$work/Handler.m" --script 'focus 1' 2>&1) \
      || fail "the installed formsim did not run an Objective-C handler: $handled"
    grep -q '"rootTransform":{"tx":0,"ty":-10}' <<< "$handled" \
      || fail "the installed formsim's Objective-C handler did not move the view: $handled"
  fi
  swift package experimental-uninstall formsim > /dev/null 2>&1 || true
  swift package experimental-uninstall formsim-frontend > /dev/null 2>&1 || true
  swift package experimental-uninstall formsim-frontend-objc > /dev/null 2>&1 || true
  [ "$version" = "$(.build/release/formsim --version)" ] \
    || fail "the installed formsim says '$version'"
  [ ! -e "$installed" ] || fail "experimental-uninstall left $installed"
fi
echo "test-integrations: the action, the plugin and the installation behave"
