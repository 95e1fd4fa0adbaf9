import DocGenDiagnostics
import Foundation
import Testing

@testable import DocGenExamples

/// `docgen schema` and `docgen check` agree: every JSON sample of this repository's content and
/// of a generated benchmark corpus, and variants of each with a key removed, renamed, or its value
/// made null, a string or a number, is accepted by the type's schema exactly when the check
/// reports no error for it.
@Suite struct SchemaAgreementTests {
    static let repositoryRoot = Models.folder.deletingLastPathComponent().deletingLastPathComponent()

    /// Each ```json Type block of the Markdown files under `folder`: its type text and code.
    static func samples(under folder: URL) -> [(type: String, code: String, file: String)] {
        var found: [(String, String, String)] = []
        guard let files = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        for case let path as String in files where path.hasSuffix(".md") {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8) else { continue }
            var current: (type: String, lines: [Substring])?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.drop { $0 == " " }
                if var block = current {
                    if trimmed.hasPrefix("```") {
                        found.append((block.type, block.lines.joined(separator: "\n") + "\n", path))
                        current = nil
                    } else {
                        block.lines.append(line)
                        current = block
                    }
                } else if trimmed.hasPrefix("```json "), case .json(let type) = FenceInfo(String(trimmed.dropFirst(3))) {
                    current = (type, [])
                } else if trimmed.hasPrefix("```") {
                    current = nil
                }
            }
        }
        return found
    }

    /// The sample and its changed variants.
    static func variants(of node: JSONNode) -> [JSONValue] {
        var result = [node.value]
        // The object changed: the sample's own, or its first element's.
        func replacing(_ members: [JSONMember]) -> JSONValue {
            if case .array(var items) = node.value, !items.isEmpty {
                items[0].value = .object(members)
                return .array(items)
            }
            return .object(members)
        }
        let object: [JSONMember]? =
            switch node.value {
            case .object(let members): members
            case .array(let items): items.first?.members
            default: nil
            }
        for (offset, member) in (object ?? []).enumerated() {
            guard var members = object else { continue }
            members.remove(at: offset)
            result.append(replacing(members))
            for value: JSONValue in [.null, .string("text"), .number("12"), .number("1.5"), .bool(true)] {
                var changed = object ?? []
                changed[offset].value.value = value
                result.append(replacing(changed))
            }
            var renamed = object ?? []
            renamed[offset].key = member.key + "x"
            result.append(replacing(renamed))
        }
        return result
    }

    @Test func schemaAndCheckAgreeOnEverySample() throws {
        var folders = [Self.repositoryRoot.appendingPathComponent("Content")]
        let corpus = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-schema-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: corpus) }
        let generator = Process()
        generator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        generator.arguments = [
            "python3", Self.repositoryRoot.appendingPathComponent("scripts/generate-corpus").path, corpus.path, "--pages", "200",
        ]
        generator.standardOutput = FileHandle.nullDevice
        try generator.run()
        generator.waitUntilExit()
        #expect(generator.terminationStatus == 0)
        folders.append(corpus.appendingPathComponent("Content"))

        let writer = JSONSchemaWriter(index: Models.index)
        var compared = 0
        var rejected = 0
        var disagreements: [String] = []
        for folder in folders {
            for sample in Self.samples(under: folder) {
                guard let type = TypeRef(reading: sample.type), let node = try? JSONParser.parse(sample.code) else { continue }
                let validator = SchemaValidator(root: writer.schema(for: type))
                for value in Self.variants(of: node) {
                    let code = jsonText(value)
                    let diagnostics = Models.checker.check(code: code, info: "json \(sample.type)", file: "x.md", firstLine: 1)
                        .diagnostics
                    // A type the models do not have is the info string's mistake, not the sample's.
                    guard !diagnostics.contains(where: { $0.rule == "json-type" }),
                        let parsed = try? JSONParser.parse(code)
                    else { continue }
                    let passes = !diagnostics.contains { $0.severity == .error }
                    let valid = validator.isValid(parsed)
                    compared += 1
                    if !passes { rejected += 1 }
                    if passes != valid {
                        disagreements.append(
                            "\(sample.file) \(sample.type): check \(passes ? "passes" : "fails"), schema \(valid ? "accepts" : "rejects"): \(code.prefix(300)) \(diagnostics.map(\.description))"
                        )
                    }
                }
            }
        }
        #expect(compared > 1000)
        #expect(rejected > 500)
        #expect(
            disagreements.isEmpty, "\(disagreements.count) of \(compared):\n\(disagreements.prefix(8).joined(separator: "\n"))")
    }

    @Test func schemaOfATypeWithCodingKeysAndEnums() throws {
        let writer = JSONSchemaWriter(index: Models.index)
        let text = try #require(writer.schemaText(forType: "QuickLinkItem"))
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(Set(schema["required"] as? [String] ?? []) == ["type", "title", "icon"])
        #expect(schema["additionalProperties"] as? Bool == false)
        let definitions = try #require(schema["$defs"] as? [String: Any])
        let cases = try #require((definitions["QuickLinkType"] as? [String: Any])?["enum"] as? [String])
        #expect(cases.contains("liveCasino") && cases.count == 10)
    }
}
