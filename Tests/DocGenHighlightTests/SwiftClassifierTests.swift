import Foundation
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax
import Testing

@testable import DocGenHighlight

@Suite struct SwiftClassifierTests {
    /// SwiftIDEUtils' ranges and the classifier's, as comparable values.
    private static func bothClassifications(of code: String) -> (ours: [String], oracle: [String]) {
        let tree = Parser.parse(source: code)
        let oracle = tree.classifications.map {
            "\($0.kind) \($0.range.lowerBound.utf8Offset)..<\($0.range.upperBound.utf8Offset)"
        }
        var code = code
        let ours = code.withUTF8 { bytes in
            SwiftClassifier.spans(of: tree, source: bytes).map { "\($0.kind) \($0.start)..<\($0.end)" }
        }
        return (ours, oracle)
    }

    /// The first range where the two disagree, or nil: a whole file's ranges are too many to print.
    private static func firstDifference(of code: String) -> String? {
        let (ours, oracle) = bothClassifications(of: code)
        guard ours != oracle else { return nil }
        let index = zip(ours, oracle).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(ours.count, oracle.count)
        let mine = index < ours.count ? ours[index] : "nothing"
        let theirs = index < oracle.count ? oracle[index] : "nothing"
        return "range \(index): classifier \(mine), SwiftIDEUtils \(theirs)"
    }

    @Test(
        "classifies like SwiftIDEUtils, construct by construct",
        arguments: [
            "let header = PromotionalHeaderData(id: \"a\", count: 3, on: true)\n",
            "@available(iOS 15, macOS 12, *)\n@MainActor public final class A: B.C<D> {}\n",
            "@objc(doThing:) dynamic func f(_ x: Int, label y: inout [String: Int?]) async throws -> some View { x }\n",
            "#if os(iOS) && DEBUG\nimport UIKit\n#elseif canImport(AppKit)\nimport AppKit\n#else\nlet x = 1\n#endif\n",
            "infix operator <~> : AdditionPrecedence\nprecedencegroup P { associativity: left higherThan: A lowerThan: B }\n",
            "let r = /a+b/\nlet s = #\"raw \\(x)\"#\nlet m = \"\"\"\n  line \\(y)\n  \"\"\"\nlet c = [1, 2.5, 0x1F]\n",
            "let p = <#placeholder#>\nlist.map { $0 + $1 }\nlet x = y!.z?.w ?? nil\n",
            "/// Doc\n/** Block doc */\n/* block */ let a = 1 // trailing\nfunc g() {}\n// last line",
            "struct S { var x: Int { get { 1 } set {} }; subscript(i: Int) -> Int { i } }\n",
            "@propertyWrapper struct W<T> { var wrappedValue: T }\nstruct U { @W var v: Int }\n",
            "let f = { [weak self] (a: Int) in a }\nswitch v { case .a(let x) where x > 1: break default: () }\n",
            "if #available(iOS 16, *) { } else if #unavailable(iOS 15) { }\n#sourceLocation(file: \"a\", line: 1)\n#sourceLocation()\n",
            "let broken = Foo(id: , title: \"x\"\nfunc (\n@ let\n\"unterminated\n",
            "#!/usr/bin/env swift\nprint(\"hi\")\n",
            "",
        ])
    func construct(code: String) {
        #expect(Self.firstDifference(of: code) == nil)
    }

    @Test("classifies every Swift file of this repository like SwiftIDEUtils")
    func repository() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var compared = 0
        for folder in ["Sources", "Tests", "Benchmarks"] {
            let enumerator = FileManager.default.enumerator(
                at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                let difference = Self.firstDifference(of: try String(contentsOf: url, encoding: .utf8))
                #expect(difference == nil, "\(url.lastPathComponent)")
                compared += 1
            }
        }
        #expect(compared > 300)
    }
}
