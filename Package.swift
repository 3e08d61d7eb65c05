// swift-tools-version: 6.1
import PackageDescription

// Foundation finds the toolchain's folders and the C archives. (Inside `#if` so that sorting the
// imports never puts it above the tools version, which must stay the first line.)
#if canImport(Foundation)
  import Foundation
#endif

/// Release builds of `formsim` and `formsim-bench` on Linux link everything into the binary
/// where they can.
///
/// Start-up is what this buys. With the Swift runtime and FoundationEssentials static but
/// glibc, libstdc++, ncurses and libxml2 loaded as shared libraries, the dynamic loader and the
/// relocations of a position-independent binary took some 4 ms of a `--version` that a fully
/// static binary (`-static-executable`) runs in 2. The static link needs the archives of those C
/// libraries, which Debian and Ubuntu ship in the `-dev` packages the build needs anyway
/// (`libxml2.a` and the ICU, lzma and zlib it uses, `libncursesw.a`, `libtinfo.a`, glibc's
/// `libc.a`); where any is missing, release builds link only the Swift libraries statically
/// (`-static-stdlib`). glibc warns at link time that some of its functions (user and host
/// lookups, `dlopen`) would need its shared libraries at run time in a static binary; formsim
/// calls none of them. The executable is compiled with the flag as well as linked with it:
/// compiling with it reads the static SDK's modules, whose link entries name the static
/// libraries the Swift ones need besides themselves. Only the executables get the flag (the
/// benchmark as well, so that it times frames in a binary linked as the users' one is): the
/// libraries, which the test bundles link too, keep the default. macOS has no static Swift
/// runtime, and debug builds keep the default as well.
let releaseOnLinux = BuildSettingCondition.when(platforms: [.linux], configuration: .release)
#if os(Linux)
  let staticArchives = ["c", "ncursesw", "tinfo", "xml2", "icuuc", "icudata", "lzma", "z"]
  let linksFullyStatic = ["x86_64", "aarch64"].map { "/usr/lib/\($0)-linux-gnu" }.contains {
    folder in
    staticArchives.allSatisfy { FileManager.default.fileExists(atPath: "\(folder)/lib\($0).a") }
  }
#else
  let linksFullyStatic = false
#endif
let staticFlag = linksFullyStatic ? "-static-executable" : "-static-stdlib"
let staticSwiftSettings: [SwiftSetting] = [.unsafeFlags([staticFlag], releaseOnLinux)]
/// In a static link each archive must name what it needs after itself: ncurses its terminfo
/// half, libxml2 (as Debian builds it) ICU, lzma and zlib, ICU the C++ library.
let staticLinkerSettings: [LinkerSetting] =
  [.unsafeFlags([staticFlag], releaseOnLinux)]
  + (linksFullyStatic
    ? ["tinfo", "xml2", "icuuc", "icudata", "lzma", "z", "stdc++"].map {
      .linkedLibrary($0, releaseOnLinux)
    } : [])

/// Where the wide-character ncurses comes from. Debian and Ubuntu put `ncursesw/curses.h` and
/// `libncursesw` where the compiler looks already (and their `ncursesw.pc` carries `-D` flags,
/// which SwiftPM would warn about), so Linux needs no pkg-config. Homebrew's `ncurses` is
/// keg-only: SwiftPM finds it through its `ncursesw.pc` under `$(brew --prefix)/opt/ncurses`.
#if os(macOS)
  let ncursesPkgConfig: String? = "ncursesw"
#else
  let ncursesPkgConfig: String? = nil
#endif

/// The toolchain's own swift-syntax (`usr/lib/swift/host`: module interfaces and shared
/// libraries), which `formsim-frontend` parses handler files with. It comes with the compiler, so
/// nothing is fetched; the folder must be the one of the toolchain building the package (the
/// interfaces are read by that compiler), so the first place asked is the SwiftPM binary that
/// evaluates this manifest, then `swift` on `PATH`, then the usual install places.
///
/// The libraries are shared ones, which the static `formsim` cannot link and a launch that reads
/// no handler should not load: only the front end links them, and `formsim` starts it for
/// `--handler`. Without the folder, the front end is left out and `formsim` builds alone.
let swiftSyntaxHost: String? = {
  let fileManager = FileManager.default
  func isHost(_ folder: String) -> Bool {
    fileManager.fileExists(atPath: folder + "/SwiftSyntax.swiftmodule")
      && fileManager.fileExists(atPath: folder + "/SwiftParser.swiftmodule")
  }
  /// `…/usr/bin/swift` (any symbolic links resolved) → `…/usr/lib/swift/host`.
  func host(besideProgram path: String) -> String {
    let bin = URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent()
    return bin.deletingLastPathComponent().appendingPathComponent("lib/swift/host").path
  }
  var candidates: [String] = []
  #if os(Linux)
    if let builder = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/\(getppid())/exe") {
      candidates.append(host(besideProgram: builder))
    }
  #endif
  let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
  for folder in path.split(separator: ":") {
    let swift = "\(folder)/swift"
    if fileManager.isExecutableFile(atPath: swift) {
      candidates.append(host(besideProgram: swift))
      break
    }
  }
  #if os(macOS)
    // `/usr/bin/swift` is `xcrun`'s shim, not a toolchain: the selected Xcode's or the Command
    // Line Tools' toolchain holds the folder.
    let developer = [
      ProcessInfo.processInfo.environment["DEVELOPER_DIR"],
      try? fileManager.destinationOfSymbolicLink(atPath: "/var/db/xcode_select_link"),
      "/Applications/Xcode.app/Contents/Developer",
    ].compactMap { $0 }
    candidates += developer.map { $0 + "/Toolchains/XcodeDefault.xctoolchain/usr/lib/swift/host" }
    candidates += developer.map { $0 + "/usr/lib/swift/host" }
    candidates.append("/Library/Developer/CommandLineTools/usr/lib/swift/host")
  #else
    candidates += ["/opt/swift/usr/lib/swift/host", "/usr/lib/swift/host"]
  #endif
  return candidates.first(where: isHost)
}()

/// The toolchain's evaluator of `#if` conditions (swift-syntax 600 and later), when its folder
/// has it: with it the front end reads the clause a device build compiles, and without it the
/// first clause (`formsim-frontend` asks `canImport(SwiftIfConfig)`).
let swiftIfConfig =
  swiftSyntaxHost.map {
    FileManager.default.fileExists(atPath: $0 + "/SwiftIfConfig.swiftmodule")
  } == true ? ["SwiftIfConfig"] : []

/// Compiling against the folder's interfaces and linking its libraries (`libSwiftSyntax.so` on
/// Linux; on macOS, the same names as `.dylib` are assumed), found at run time where they were
/// at build time: the front end belongs to the toolchain that built it.
let swiftSyntaxLibraries =
  [
    "SwiftSyntax", "SwiftParser", "SwiftParserDiagnostics", "SwiftDiagnostics", "SwiftBasicFormat",
    "SwiftOperators",
  ] + swiftIfConfig

/// libclang, which the front end parses Objective-C handlers with: its C API (`clang-c/Index.h`)
/// and `libclang`, from Debian's `libclang-dev` (`/usr/lib/llvm-N`, the newest taken) or
/// Homebrew's `llvm` (keg-only, under `$(brew --prefix)/opt/llvm`). Neither ships a pkg-config
/// file, so the folder is found here and handed to the compiler and the linker; without it the
/// front end is built for Swift alone and says so when given a `.m` file.
let libclangPrefix: String? = {
  let fileManager = FileManager.default
  func hasLibclang(_ prefix: String) -> Bool {
    fileManager.fileExists(atPath: prefix + "/include/clang-c/Index.h")
      && ["so", "dylib"].contains { fileManager.fileExists(atPath: prefix + "/lib/libclang.\($0)") }
  }
  var candidates: [String] = []
  if let named = ProcessInfo.processInfo.environment["FORMSIM_LLVM_PREFIX"] {
    candidates.append(named)
  }
  #if os(macOS)
    candidates += ["/opt/homebrew/opt/llvm", "/usr/local/opt/llvm"]
  #else
    let versions = ((try? fileManager.contentsOfDirectory(atPath: "/usr/lib")) ?? [])
      .compactMap { name -> Int? in
        name.hasPrefix("llvm-") ? Int(name.dropFirst("llvm-".count)) : nil
      }
    candidates += versions.sorted(by: >).map { "/usr/lib/llvm-\($0)" }
  #endif
  return candidates.first(where: hasLibclang)
}()

/// The folder `formsim-frontend-objc` links libclang from, for the headers under `prefix`. On
/// Linux, the toolchain's own `usr/lib/libclang.so` when it ships one (swift.org's do, for
/// SourceKit): libclang's C API only grows, so older headers declare a subset of it. The
/// toolchain's library holds its LLVM inside, where Debian's loads `libLLVM-N` and that
/// library's own dependencies, which made starting the front end take longer than parsing.
/// Elsewhere, without it, and for a prefix named in `FORMSIM_LLVM_PREFIX`, the prefix's.
func libclangLibraries(prefix: String) -> String {
  #if os(Linux)
    if let host = swiftSyntaxHost, ProcessInfo.processInfo.environment["FORMSIM_LLVM_PREFIX"] == nil
    {
      // `…/usr/lib/swift/host` → `…/usr/lib`.
      let toolchain = URL(fileURLWithPath: host).deletingLastPathComponent()
        .deletingLastPathComponent().path
      if FileManager.default.fileExists(atPath: toolchain + "/libclang.so") { return toolchain }
    }
  #endif
  return prefix + "/lib"
}

/// The front ends: `formsim-frontend` reads Swift with swift-syntax, and becomes
/// `formsim-frontend-objc`, which alone links libclang (and the LLVM behind it, slower to load
/// than a Swift file is to read), for an Objective-C file. Their shared process code is
/// `FormSimFrontEnd`.
let frontEndTargets: [Target] =
  swiftSyntaxHost.map { host -> [Target] in
    let objectiveC: [Target] =
      libclangPrefix.map { prefix -> [Target] in
        let libraries = libclangLibraries(prefix: prefix)
        return [
          .systemLibrary(
            name: "CClang", providers: [.apt(["libclang-dev"]), .brew(["llvm"])]),
          .executableTarget(
            name: "formsim-frontend-objc",
            dependencies: ["FormSimFrontEnd", "FormSimHandlers", "CClang"],
            resources: [.embedInCode("FormSimUIKit.h")],
            swiftSettings: [.unsafeFlags(["-Xcc", "-I" + prefix + "/include"])],
            linkerSettings: [
              .unsafeFlags([
                "-L", libraries, "-lclang", "-Xlinker", "-rpath", "-Xlinker", libraries,
              ])
            ]
          ),
        ]
      } ?? []
    return objectiveC + [
      .target(name: "FormSimFrontEnd", dependencies: ["FormSimHandlers", "FormSimCore"]),
      // The Objective-C front end is a dependency in build order only: this program starts it.
      .executableTarget(
        name: "formsim-frontend",
        dependencies: ["FormSimFrontEnd", "FormSimHandlers", "FormSimCore"]
          + (libclangPrefix == nil ? [] : ["formsim-frontend-objc"]),
        swiftSettings: [.unsafeFlags(["-I", host])],
        linkerSettings: [.unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host])]
          + swiftSyntaxLibraries.map { .linkedLibrary($0) }
      ),
    ]
  } ?? []

let package = Package(
  name: "FormSim",
  // `Mutex` (Synchronization) needs macOS 15.
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "formsim", targets: ["formsim"]),
    .plugin(name: "FormSimCheck", targets: ["FormSimCheck"]),
    .executable(name: "formsim-bench", targets: ["formsim-bench"]),
  ]
    + (swiftSyntaxHost == nil
      ? [] : [.executable(name: "formsim-frontend", targets: ["formsim-frontend"])])
    + (swiftSyntaxHost == nil || libclangPrefix == nil
      ? [] : [.executable(name: "formsim-frontend-objc", targets: ["formsim-frontend-objc"])]),
  targets: [
    .systemLibrary(
      name: "CNcurses",
      pkgConfig: ncursesPkgConfig,
      providers: [.apt(["libncursesw5-dev"]), .brew(["ncurses"])]
    ),
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
    ),
    /// The calling thread's stack bounds (`pthread_getattr_np` needs `_GNU_SOURCE`, which
    /// Swift's Glibc module does not define).
    .target(name: "CStackBounds"),
    .target(name: "FormSimCore", dependencies: ["CLibXML2", "CStackBounds"]),
    .target(name: "FormSimRender", dependencies: ["FormSimCore"]),
    /// The handler interpreter: a lowered handler file run as a strategy against the world.
    .target(name: "FormSimHandlers", dependencies: ["FormSimCore"]),
    .target(name: "FormSimApp", dependencies: ["FormSimCore", "FormSimRender"]),
    .target(
      name: "FormSimTerminal",
      dependencies: ["FormSimCore", "FormSimRender", "FormSimApp", "CNcurses"]
    ),
    .target(
      name: "FormSimCLI",
      dependencies: [
        "FormSimCore", "FormSimRender", "FormSimApp", "FormSimTerminal", "FormSimHandlers",
      ]
    ),
    /// `formsim` starts the front end beside it to read a handler file, so building it builds
    /// that too (a dependency in build order only: nothing of it is linked).
    .executableTarget(
      name: "formsim",
      dependencies: ["FormSimCLI"] + (swiftSyntaxHost == nil ? [] : ["formsim-frontend"]),
      swiftSettings: staticSwiftSettings, linkerSettings: staticLinkerSettings),
    .plugin(
      name: "FormSimCheck",
      capability: .command(
        intent: .custom(
          verb: "formsim-check",
          description:
            "Check every storyboard, xib and layout JSON under the package's targets with formsim")
      ),
      dependencies: ["formsim"]),
    /// The maintainers' benchmark, apart from the users' binary. It launches the `formsim` built
    /// beside it, so building it builds that too.
    .target(
      name: "FormSimBench",
      dependencies: ["FormSimCore", "FormSimRender", "FormSimApp", "FormSimTerminal", "FormSimCLI"]
    ),
    .executableTarget(
      name: "formsim-bench", dependencies: ["FormSimBench", "formsim"],
      swiftSettings: staticSwiftSettings, linkerSettings: staticLinkerSettings),
    .testTarget(
      name: "FormSimCoreTests", dependencies: ["FormSimCore"],
      exclude: ["Storyboards", "Dumps", "Goldens"]),
    // Each test target depends on the module it tests (and what that module's API hands out),
    // nothing more, so none compiles or waits for a module it does not test. The golden-file
    // checks that the renderer's and the app models' tests share live in a small target of
    // their own.
    .target(
      name: "FormSimTestSupport", dependencies: ["FormSimCore"], path: "Tests/FormSimTestSupport"),
    .testTarget(
      name: "FormSimRenderTests", dependencies: ["FormSimRender", "FormSimTestSupport"],
      exclude: ["Goldens"]),
    .testTarget(
      name: "FormSimAppTests", dependencies: ["FormSimApp", "FormSimRender", "FormSimTestSupport"],
      exclude: ["Goldens"]),
    .testTarget(name: "FormSimTerminalTests", dependencies: ["FormSimTerminal", "CNcurses"]),
    .testTarget(
      name: "FormSimCLITests",
      dependencies: [
        "FormSimCLI", "FormSimCore", "FormSimRender", "FormSimApp", "FormSimBench",
      ]),
    .testTarget(name: "FormSimBenchTests", dependencies: ["FormSimBench", "FormSimCLI"]),
    // The end-to-end tests run the `formsim` binary that `swift test` builds beside them and
    // link none of its modules but FormSimCore, whose `ChildProcess` starts their programs
    // with a clean signal state: they test what a user runs.
    .testTarget(name: "FormSimEndToEndTests", dependencies: ["FormSimCore"]),
    // The front end's tests run the `formsim-frontend` built beside them on fixture files; the
    // interpreter's run the programs committed beside the fixture handlers in `Handlers` and
    // `Corpus`, without it.
    .testTarget(
      name: "FormSimHandlersTests", dependencies: ["FormSimHandlers", "FormSimCore"],
      exclude: ["Fixtures", "Handlers", "Corpus"]),
  ] + frontEndTargets,
  swiftLanguageModes: [.v6]
)
