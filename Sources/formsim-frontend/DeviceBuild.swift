#if canImport(SwiftIfConfig)
  import SwiftIfConfig
  import SwiftSyntax

  /// The build an app's Swift files are compiled in for an iPhone: iOS on arm64, not the
  /// simulator nor Mac Catalyst, the Objective-C runtime, a Swift 6 compiler in Swift 5 mode,
  /// and no `-D` flag (a release build). `#if` chooses by it the code a device runs.
  ///
  /// A condition the file cannot settle (a custom flag such as `DEBUG`, a module neither Apple's
  /// nor imported by the file) is false, as the compiler takes it, and is remembered so that the
  /// `#if` it decides can say what was assumed: one configuration evaluates one `#if`.
  final class DeviceBuild: BuildConfiguration {
    /// The modules the file imports: the app links them, so `canImport` holds.
    let imported: Set<String>
    /// The custom conditions asked about, all taken as not set.
    private(set) var unsetConditions: [String] = []
    /// The modules `canImport` was asked about and took as absent, for want of knowing them.
    private(set) var absentModules: [String] = []

    init(imported: Set<String>) {
      self.imported = imported
    }

    func isCustomConditionSet(name: String) -> Bool {
      if !unsetConditions.contains(name) { unsetConditions.append(name) }
      return false
    }

    /// Upcoming-feature flags are off in Swift 5 mode unless a flag turns them on.
    func hasFeature(name: String) -> Bool { false }

    /// A Swift 6 compiler knows the attributes files ask about (`retroactive`,
    /// `preconcurrency`).
    func hasAttribute(name: String) -> Bool { true }

    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
      guard let module = importPath.first?.1 else { return false }
      if imported.contains(module) || Self.iOSModules.contains(module) { return true }
      if !Self.absentOnIOS.contains(module), !absentModules.contains(module) {
        absentModules.append(module)
      }
      return false
    }

    func isActiveTargetOS(name: String) -> Bool { name == "iOS" }
    func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
    /// Neither `simulator` nor `macCatalyst`: a device.
    func isActiveTargetEnvironment(name: String) -> Bool { false }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
    /// An app's code is arm64, not arm64e.
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(5, 10) }
    var compilerVersion: VersionTuple { VersionTuple(6, 0) }

    /// The iOS SDK's modules an app's files import.
    static let iOSModules: Set<String> = [
      "UIKit", "Foundation", "CoreGraphics", "QuartzCore", "CoreFoundation", "Combine", "SwiftUI",
      "Dispatch", "ObjectiveC", "Darwin", "os", "OSLog", "Observation", "AVFoundation", "AVKit",
      "CoreData", "CoreLocation", "MapKit", "Photos", "PhotosUI", "WebKit", "SafariServices",
      "UserNotifications", "StoreKit", "MessageUI", "Contacts", "ContactsUI", "CoreText",
      "CoreImage", "CoreMotion", "CoreBluetooth", "Security", "LocalAuthentication",
      "AuthenticationServices", "CryptoKit", "Network", "UniformTypeIdentifiers", "PDFKit",
      "ARKit", "SceneKit", "SpriteKit", "GameKit", "HealthKit", "EventKit", "EventKitUI",
      "CallKit", "PassKit", "Accelerate", "Metal", "MetalKit", "Vision", "VisionKit",
      "NaturalLanguage", "Speech", "CoreML", "CoreHaptics", "WidgetKit", "ActivityKit",
      "SwiftData", "Charts", "LinkPresentation", "QuickLook", "MobileCoreServices",
      "SystemConfiguration", "CoreTelephony", "AdSupport", "AppTrackingTransparency",
      "BackgroundTasks", "CloudKit", "AudioToolbox", "MediaPlayer", "CoreMedia", "CoreVideo",
      "ImageIO", "Intents", "IntentsUI", "Social", "Accounts",
    ]

    /// Modules an iPhone app can never import: another platform's.
    static let absentOnIOS: Set<String> = [
      "AppKit", "Cocoa", "TVUIKit", "Glibc", "Musl", "WinSDK", "Android", "WASILibc",
    ]
  }
#endif
