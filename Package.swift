// swift-tools-version: 6.0
import PackageDescription

/// Release builds of `formsim` on Linux link the Swift runtime and Foundation into the binary.
///
/// Loading them as two dozen shared libraries (libswiftCore, Foundation, ICU) was most of a
/// dynamically linked `formsim`'s start-up. The executable is compiled with the flag as well as
/// linked with it: compiling with it reads the static SDK's modules, whose link entries name the
/// static libraries Foundation needs besides itself (CoreFoundation, its ICU, Synchronization);
/// linked alone, the objects ask for Foundation only and the static link misses those. Only the
/// executable gets the flag: the libraries, which the test bundles link too, keep the default.
/// macOS has no static Swift runtime, and debug builds keep the default as well.
let staticStdlib = BuildSettingCondition.when(platforms: [.linux], configuration: .release)
let staticSwiftSettings: [SwiftSetting] = [.unsafeFlags(["-static-stdlib"], staticStdlib)]

/// Where the wide-character ncurses comes from. Debian and Ubuntu put `ncursesw/curses.h` and
/// `libncursesw` where the compiler looks already (and their `ncursesw.pc` carries `-D` flags,
/// which SwiftPM would warn about), so Linux needs no pkg-config. Homebrew's `ncurses` is
/// keg-only: SwiftPM finds it through its `ncursesw.pc` under `$(brew --prefix)/opt/ncurses`.
#if os(macOS)
  let ncursesPkgConfig: String? = "ncursesw"
#else
  let ncursesPkgConfig: String? = nil
#endif

let package = Package(
  name: "FormSim",
  // `Mutex` (Synchronization) needs macOS 15.
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "formsim", targets: ["formsim"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
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
    .target(name: "FormSimCore", dependencies: ["CLibXML2"]),
    .target(name: "FormSimRender", dependencies: ["FormSimCore"]),
    .target(name: "FormSimApp", dependencies: ["FormSimCore", "FormSimRender"]),
    .target(
      name: "FormSimTerminal",
      dependencies: ["FormSimCore", "FormSimRender", "FormSimApp", "CNcurses"]
    ),
    .target(
      name: "FormSimCLI",
      dependencies: [
        "FormSimCore", "FormSimRender", "FormSimApp", "FormSimTerminal",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "formsim", dependencies: ["FormSimCLI"], swiftSettings: staticSwiftSettings,
      linkerSettings: [.unsafeFlags(["-static-stdlib"], staticStdlib)]),
    .testTarget(
      name: "FormSimCoreTests", dependencies: ["FormSimCore"],
      exclude: ["Storyboards", "Goldens"]),
    .testTarget(
      name: "FormSimRenderTests", dependencies: ["FormSimRender", "FormSimApp"],
      exclude: ["Goldens"]),
    .testTarget(name: "FormSimAppTests", dependencies: ["FormSimApp", "FormSimRender"]),
    .testTarget(name: "FormSimTerminalTests", dependencies: ["FormSimTerminal", "CNcurses"]),
    .testTarget(
      name: "FormSimCLITests",
      dependencies: [
        "FormSimCLI", "FormSimCore", "FormSimRender", "FormSimApp",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .testTarget(name: "FormSimEndToEndTests", dependencies: ["FormSimCLI"]),
  ],
  swiftLanguageModes: [.v6]
)
