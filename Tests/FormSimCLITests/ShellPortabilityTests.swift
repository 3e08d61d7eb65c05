import Foundation
import Testing

/// The shell code a Mac runs — the Action's steps, the maintainers' scripts, the macOS workflow
/// and the completion test — keeps to what the bash 3.2 of macOS understands: it stops on the
/// first word it does not know, or on an empty array under `set -u`.
@Suite struct ShellPortabilityTests {
  /// What bash 3.2 lacks, each a pattern and what to write instead.
  static let rules: [(pattern: String, problem: String)] = [
    (#"\b(declare|local|typeset) +-[a-zA-Z]*A"#, "associative arrays are bash 4"),
    (#"\b(declare|local|typeset) +-[a-zA-Z]*n\b"#, "name references are bash 4.3"),
    (#"\b(mapfile|readarray|coproc)\b"#, "mapfile, readarray and coproc are bash 4"),
    (#"\$\{[A-Za-z_][A-Za-z_0-9]*(\[[^]]*\])?(,|\^)"#, "case changes (${x,,}) are bash 4"),
    (#"\$\{[A-Za-z_][A-Za-z_0-9]*@[QEPAaUuLK]\}"#, "${x@Q} transformations are bash 4.4"),
    (#"\|&"#, "|& is bash 4: write 2>&1 |"),
    (#"&>>"#, "&>> is bash 4: write >>FILE 2>&1"),
    (#";;?&"#, ";& and ;;& in case are bash 4"),
    (#"\$\{[A-Za-z_][A-Za-z_0-9]*\[-[0-9]+\]"#, "negative array indexes are bash 4.3"),
    (
      #"(^|[;&|(]|\bthen|\bdo) *(source|\.) +<\("#,
      "bash 3.2 reads nothing from source <(…): eval \"$(…)\""
    ),
    (#"\{[A-Za-z_][A-Za-z_0-9]*\}[<>]"#, "{fd}> allocation is bash 4.1"),
    (#"shopt +-s +(globstar|lastpipe|autocd)"#, "globstar, lastpipe and autocd are bash 4"),
    (#"\bwait +-n\b"#, "wait -n is bash 4.3"),
    (#"\b(getent|setsid)\b"#, "getent and setsid are Linux programs macOS does not have"),
  ]
  /// Under `set -u`, an array expanded whole must allow for being empty: bash 3.2 calls an
  /// empty one unbound. `${a[@]+"${a[@]}"}` expands to nothing then.
  static let unguardedArray = #"(?<!\[@\]\+)"\$\{[A-Za-z_][A-Za-z_0-9]*\[@\]"#

  /// The problems in `text` (shell code, or YAML whose `run:` steps hold shell code), as
  /// `LINE: problem` strings. `nounset` applies the array rule, which `set -u` makes necessary.
  static func problems(in text: String, nounset: Bool) -> [String] {
    var found: [String] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let code = String(line)
      if code.trimmingCharacters(in: .whitespaces).hasPrefix("#") { continue }
      for rule in rules where matches(rule.pattern, code) {
        found.append("\(index + 1): \(rule.problem)")
      }
      if nounset && matches(unguardedArray, code) {
        found.append("\(index + 1): an empty array is unbound under set -u in bash 3.2")
      }
    }
    return found
  }

  static func matches(_ pattern: String, _ text: String) -> Bool {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return false }
    return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
  }

  /// Whether `text` turns `set -u` on (`set -u`, `set -euo pipefail`…).
  static func setsNounset(_ text: String) -> Bool {
    matches(#"(^|\n)\s*set +-[a-z]*u"#, text)
  }

  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// The package's shell code a Mac may run.
  static func shellFiles() throws -> [String] {
    let scripts = try FileManager.default.contentsOfDirectory(
      atPath: packageRoot.appendingPathComponent("Scripts").path
    ).filter { $0.hasSuffix(".sh") }.map { "Scripts/" + $0 }
    return scripts.sorted() + ["action.yml", ".github/workflows/macos.yml"]
  }

  @Test func theShellCodeAMacRunsIsBash32() throws {
    let files = try Self.shellFiles()
    #expect(files.count >= 4, "\(files)")
    var found: [String] = []
    for file in files {
      let text = try String(
        contentsOf: Self.packageRoot.appendingPathComponent(file), encoding: .utf8)
      // GitHub runs each step with `bash -e` (no -u): YAML steps get the array rule only
      // where they turn it on themselves.
      found += Self.problems(in: text, nounset: Self.setsNounset(text)).map { "\(file):\($0)" }
    }
    found += Self.problems(in: ShellCompletionTests.bashScript, nounset: false).map {
      "ShellCompletionTests.bashScript:\($0)"
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  /// Each rule catches its shape, and the bash 3.2 way of writing the same passes.
  @Test func eachRuleCatchesItsShape() {
    let bash4 = """
      declare -A seen
      mapfile -t lines < file
      echo "${name,,}"
      make |& tee log
      echo done &>> log
      last=${items[-1]}
      source <(formsim --generate-completion-script bash)
      exec {fd}>log
      for item in "${items[@]}"; do :; done
      """
    let found = Self.problems(in: bash4, nounset: true)
    #expect(
      found.map { $0.split(separator: ":")[0] } == ["1", "2", "3", "4", "5", "6", "7", "8", "9"])

    let bash32 = """
      # a comment may say mapfile or "${items[@]}"
      while IFS= read -r line; do lines+=("$line"); done < file
      lower=$(printf '%s' "$name" | tr '[:upper:]' '[:lower:]')
      make 2>&1 | tee log
      echo done >>log 2>&1
      last=${items[${#items[@]}-1]}
      eval "$(formsim --generate-completion-script bash)"
      for item in ${items[@]+"${items[@]}"}; do :; done
      echo "${#items[@]} items"
      """
    #expect(Self.problems(in: bash32, nounset: true).isEmpty)
  }
}
