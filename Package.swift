// swift-tools-version: 6.0
import PackageDescription

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
    .executableTarget(name: "formsim", dependencies: ["FormSimCLI"]),
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
