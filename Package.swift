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

let package = Package(
  name: "FormSim",
  products: [
    .executable(name: "formsim", targets: ["formsim"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    .systemLibrary(
      name: "CNcurses",
      providers: [.apt(["libncursesw5-dev"])]
    ),
    .target(name: "FormSimCore"),
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
