/// The modules a page's Swift blocks import, and which of them may add members to the model
/// types without docgen seeing them.
///
/// A module that extends a model type depends on the models, so it is neither Apple's nor
/// Swift's own; `import HummingbirdWebSocket` on a page about a router gives the router's
/// builder a `http1WebSocketUpgrade` that no model file declares.
public enum ImportedModules {
    /// The modules `import` lines of Swift code name: `import Kit`, `@testable import Kit`,
    /// `import struct Kit.Badge`.
    public static func names(in code: String) -> [String] {
        var names: [String] = []
        for var words in code.wordsAfter(keyword: "import") where !words.isEmpty {
            if words.count >= 2, declarationKinds.contains(String(words[words.startIndex])) { words = words.dropFirst() }
            guard let path = words.first, let module = path.split(separator: ".").first,
                module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else { continue }
            names.append(String(module))
        }
        return names
    }

    /// The groups `@_spi(Group) import Module` lines of Swift code name, whose SPI the code sees.
    static func spiGroups(in code: String) -> Set<String> {
        guard mentionsSPI(code) else { return [] }
        var groups = Set<String>()
        for line in code.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            for (place, word) in words.enumerated() where word.hasPrefix("@_spi(") && word.hasSuffix(")") {
                guard words.dropFirst(place + 1).first(where: { !$0.hasPrefix("@") }) == "import" else { continue }
                groups.insert(String(word.dropFirst("@_spi(".count).dropLast()))
            }
        }
        return groups
    }

    /// Whether `@_spi(` is in the code, read byte by byte: every block is asked and nearly
    /// none has it, and `String.contains` took as long as checking the rest of the block's imports.
    private static func mentionsSPI(_ code: String) -> Bool {
        let pattern = Array("@_spi(".utf8)
        var matched = 0
        for byte in code.utf8 {
            // No prefix of the pattern recurs in it, so a mismatch restarts the match at this byte.
            matched = byte == pattern[matched] ? matched + 1 : (byte == pattern[0] ? 1 : 0)
            if matched == pattern.count { return true }
        }
        return false
    }

    /// Of `modules`, those that may extend the model types: not a platform module, a folder of
    /// the model sources (`Sources/Kit`) or a model type's name.
    static func unseen(_ modules: [String], index: TypeIndex) -> [String] {
        var seen = Set<String>()
        return modules.filter { module in
            seen.insert(module).inserted && !platform.contains(module) && !index.sourceFolders.contains(module)
                && index.types[module] == nil
        }
    }

    /// Whether a block is code of another module than the models': it imports (`modules`, its
    /// `names(in:)`) a module docgen cannot see (`unseen(_:index:)`) and neither a model folder
    /// nor anything `@testable`.
    ///
    /// A migration guide's "before" block (`import OtherKit`, then `OtherKit`'s `HotKey`) may
    /// name a type the models declare internally for themselves, which such code cannot see.
    static func isForeignModuleCode(_ code: String, importing modules: [String], index: TypeIndex) -> Bool {
        !unseen(modules, index: index).isEmpty && !importsModels(modules, index: index) && !code.contains("@testable")
    }

    /// Whether `modules` holds the models' own module: a folder of the model sources (`Kit` for
    /// `Sources/Kit`), not Apple's or Swift's module of a folder's name (`Sources/Kit/SwiftUI`).
    static func importsModels(_ modules: [String], index: TypeIndex) -> Bool {
        modules.contains { index.sourceFolders.contains($0) && !platform.contains($0) }
    }

    private static let declarationKinds: Set<String> = [
        "struct", "class", "enum", "protocol", "typealias", "func", "var", "let",
    ]

    /// Apple's and Swift's own modules, which cannot extend a team's types.
    static let platform: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Synchronization", "Distributed", "Observation",
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "Dispatch",
        "Darwin", "Glibc", "Musl", "WinSDK", "os", "OSLog", "XCTest", "Testing", "Combine", "SwiftUI", "UIKit",
        "AppKit", "WatchKit", "TVUIKit", "SwiftData", "CoreData", "CoreGraphics", "CoreImage", "CoreText",
        "CoreFoundation", "CoreLocation", "CoreMotion", "CoreBluetooth", "CoreML", "CoreHaptics", "CoreTransferable",
        "CoreSpotlight", "CryptoKit", "QuartzCore", "ImageIO", "UniformTypeIdentifiers", "AVFoundation", "AVKit",
        "MapKit", "Photos", "PhotosUI", "WebKit", "SafariServices", "StoreKit", "Charts", "WidgetKit",
        "ActivityKit", "AppIntents", "Intents", "TipKit", "UserNotifications", "CloudKit", "HealthKit", "EventKit",
        "Contacts", "ContactsUI", "MessageUI", "Network", "LocalAuthentication", "AuthenticationServices",
        "Accessibility", "NaturalLanguage", "Vision", "VisionKit", "Speech", "SpriteKit", "SceneKit", "RealityKit",
        "ARKit", "Metal", "MetalKit", "GameKit", "GameplayKit", "MultipeerConnectivity", "LinkPresentation",
        "QuickLook", "PDFKit", "PencilKit", "SwiftUICore", "UIKitCore",
    ]
}
