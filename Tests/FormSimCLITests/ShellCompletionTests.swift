import FormSimCore
import Foundation
import Testing

@testable import FormSimCLI

/// `formsim --generate-completion-script`: the scripts load in their shell and complete the
/// values users type. Bash runs for real; the completions call the `formsim` under test back.
@Suite struct ShellCompletionTests {
  /// A bash script that loads the completions (with `eval`: the bash 3.2 of macOS reads nothing
  /// from `source <(…)`), prints `complete -p formsim`, then one line per case: the words typed
  /// (the last one being completed) and what bash offers, sorted.
  static let bashScript = #"""
    eval "$(formsim --generate-completion-script bash)" || exit 3
    complete -p formsim || exit 4
    function=$(complete -p formsim | sed 's/.* -F \([^ ]*\) .*/\1/')
    offer() {
      COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
      COMPREPLY=()
      "$function" formsim "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
      printf '%s\n' "$* => $(printf '%s\n' "${COMPREPLY[@]}" | sort | tr '\n' ' ')"
    }
    offer formsim sim
    offer formsim simulate --strategy re
    offer formsim simulate --device iphone-
    offer formsim check --format j
    offer formsim run --layout f
    offer formsim layouts s
    offer formsim demo content-
    offer formsim snapshot --strip-layout v
    offer formsim simulate --script 'foc'
    offer formsim simulate --script 'focus 7; ty'
    offer formsim check long --land
    """#

  @Test func bashLoadsTheScriptAndCompletesValues() throws {
    let folder = uniqueTemporaryPath("completion")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // `--layout` offers layout names and JSON files, not other files.
    try "{}".write(
      to: folder.appendingPathComponent("form.json"), atomically: true, encoding: .utf8)
    try "".write(to: folder.appendingPathComponent("fields.txt"), atomically: true, encoding: .utf8)

    let run = try runProcess("/bin/bash", ["-c", Self.bashScript], in: folder)
    #expect(run.status == 0, "\(run.error)")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "complete -o filenames -F _formsim formsim")
    let expected = [
      "formsim sim => simulate ",
      "formsim simulate --strategy re => reference ",
      "formsim simulate --device iphone- => iphone-13-mini iphone-14 iphone-15 iphone-16-plus iphone-16-pro iphone-16-pro-max iphone-se iphone-se-1 ",
      "formsim check --format j => json junit ",
      "formsim run --layout f => form.json ",
      "formsim layouts s => settings-tabs signup signup-nav ",
      "formsim demo content- => content-height content-inset ",
      "formsim snapshot --strip-layout v => vertical ",
      "formsim simulate --script foc => focus ",
      "formsim simulate --script focus 7; ty => focus 7; type ",
      "formsim check long --land => --landscape-only ",
    ]
    #expect(Array(lines.dropFirst()) == expected)
  }

  @Test(arguments: [("zsh", "#compdef formsim"), ("fish", "function __formsim_")])
  func zshAndFishScriptsAreGenerated(shell: String, start: String) {
    let run = formsim("--generate-completion-script", shell)
    #expect(run.status == 0)
    #expect(run.output.hasPrefix(start))
    // Strategy names come from the binary at completion time, not from a frozen list.
    #expect(run.output.contains("---completion"))
  }

  @Test func anUnknownShellIsAUsageError() {
    let run = formsim("--generate-completion-script", "tcsh")
    #expect(run.status == 2)
    #expect(run.error.hasPrefix("Error: Can't generate completion scripts for 'tcsh'."))
  }

  @Test func scriptStepsFollowTheFinishedOnes() {
    #expect(Completions.scriptSteps(after: "fo") == ScriptParser.verbs)
    #expect(Completions.scriptSteps(after: "focus 7;").first == "focus 7; focus")
  }
}
