import FormSimCore
import Foundation
import Testing

/// The macOS workflow cannot run here, so what it relies on is checked here: the runner and
/// Xcode it asks for, the Homebrew formulas the manifest names, the commands the README gives,
/// and the files, scripts and Action inputs it uses.
@Suite struct MacOSWorkflowTests {
  static var root: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }
  static let path = ".github/workflows/macos.yml"

  static func text(_ file: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
  }

  /// The lines of the workflow's `run:` steps and `uses:` lines, without indentation.
  static func lines() throws -> [String] {
    try text(path).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test func itRunsOnMacOSWithXcode163OrLater() throws {
    let lines = try Self.lines()
    #expect(lines.contains("runs-on: macos-15"))
    #expect(lines.contains { $0.contains("xcode-select -s") })
    #expect(lines.contains("for version in 16.4 16.3; do"))
    // The Swift the manifest's tools version needs, checked after the selection.
    let tools = try Self.text("Package.swift").split(separator: "\n").first ?? ""
    #expect(tools == "// swift-tools-version: 6.1")
    #expect(lines.contains { $0.contains(#"Swift version 6\.([1-9]"#) })
  }

  /// Every formula the manifest names as a provider is installed, and tmux for the end-to-end
  /// tests; nothing points the build at them, as nothing does on a user's Mac.
  @Test func itInstallsEveryHomebrewFormulaTheManifestNames() throws {
    let manifest = try Self.text("Package.swift")
    let provided = try NSRegularExpression(pattern: #"\.brew\(\["([^"]+)"\]\)"#)
      .matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest))
      .compactMap { Range($0.range(at: 1), in: manifest).map { String(manifest[$0]) } }
    #expect(Set(provided) == ["ncurses", "libxml2", "llvm"])
    let install = try #require(try Self.lines().first { $0.hasPrefix("run: brew install ") })
    let formulas = install.dropFirst("run: brew install ".count).split(separator: " ").map(
      String.init)
    #expect(Set(formulas) == Set(provided + ["tmux"]))
    #expect(!(try Self.text(Self.path)).contains("PKG_CONFIG_PATH"))
  }

  /// The README's two commands (the first started in a terminal, which a runner lacks), the
  /// plugin and installation script, and the Action from this repository.
  @Test func itRunsTheReadmesCommandsThePluginAndTheAction() throws {
    let lines = try Self.lines()
    let readme = try Self.text("README.md")
    #expect(readme.contains("swift run formsim     # the interactive simulator"))
    #expect(readme.contains("swift test            # the tests"))
    #expect(lines.contains("run: swift build 2>&1 | tee build.log"))
    #expect(lines.contains { $0.contains("'swift run formsim; echo \"EXIT=$?\" > exit.txt") })
    #expect(lines.contains("tmux send-keys -t formsim F10"))
    #expect(lines.contains("run: swift test"))
    #expect(lines.contains("Scripts/test-integrations.sh"))
    #expect(
      FileManager.default.isExecutableFile(
        atPath: Self.root.appendingPathComponent("Scripts/test-integrations.sh").path))
    #expect(try Self.text("Scripts/test-integrations.sh").contains("swift package formsim-check"))
    #expect(lines.filter { $0 == "uses: ./" }.count == 2)
  }

  /// What the Action steps hand it: the storyboard exists, the layout is one `formsim layouts`
  /// lists, and each input is one action.yml declares.
  @Test func theActionGetsFormsAndInputsThatExist() throws {
    let lines = try Self.lines()
    #expect(
      FileManager.default.fileExists(
        atPath: Self.root.appendingPathComponent(
          "Tests/FormSimCoreTests/Storyboards/SignUp.storyboard"
        ).path))
    #expect(lines.contains { $0.contains("formsim layouts --json twelve") })
    let action = try Self.text("action.yml")
    let inputs = ["paths", "strategy", "device", "arguments"]
    for input in inputs {
      #expect(action.contains("\n  \(input):\n"), "action.yml declares no input \(input)")
    }
    let given = Set(
      lines.compactMap { line -> String? in
        let name = line.split(separator: ":").first.map(String.init) ?? ""
        return inputs.contains(name) ? name : nil
      })
    #expect(given == Set(inputs))
  }

  /// The file is YAML GitHub can read: a job on the runner whose steps each run a command or
  /// use an action. Parsed by python3's PyYAML, which `.ci/run` installs.
  @Test(.enabled(if: pyYAML, "needs python3 with PyYAML (apt-get install python3-yaml)"))
  func itIsAWorkflowGitHubCanRead() throws {
    let script = """
      import sys, yaml
      flow = yaml.safe_load(open(sys.argv[1]))
      # YAML 1.1 reads the key `on` as true.
      assert set(flow) == {"name", True, "jobs"}, flow.keys()
      assert set(flow[True]) == {"push", "pull_request"}
      job = flow["jobs"]["test"]
      assert job["runs-on"] == "macos-15" and job["timeout-minutes"] > 0
      for step in job["steps"]:
          assert ("run" in step) != ("uses" in step), step
          assert set(step) <= {"name", "id", "run", "uses", "with", "if", "continue-on-error"}, step
      print(len(job["steps"]))
      """
    let run = try FinishedProcess.run(
      "/usr/bin/env", ["python3", "-c", script, Self.root.appendingPathComponent(Self.path).path])
    #expect(run.status == 0, "\(run.error)")
    #expect(Int(run.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 >= 10)
  }
}

/// Whether python3 with PyYAML runs here.
let pyYAML: Bool = {
  guard let run = try? FinishedProcess.run("/usr/bin/env", ["python3", "-c", "import yaml"]) else {
    return false
  }
  return run.status == 0
}()
