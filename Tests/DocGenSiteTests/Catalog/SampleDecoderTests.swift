import ComponentModels
import DocGenDiagnostics
import DocGenExamples
import Testing

@testable import DocGenSite

/// Decoding samples into models without JSON text gives what `JSONDecoder` gives.
@Suite("Sample decoder")
struct SampleDecoderTests {
    private static let at = SourceLocation(file: "doc.md", line: 1)

    private static func object(_ fields: [(String, SampleValue)]) -> SampleValue {
        .object(fields.map { SampleField(key: $0.0, value: SampleNode($0.1, at: at)) })
    }

    private static func quickLink(type: SampleValue = .string("vip"), extra: [(String, SampleValue)] = []) -> Sample {
        let fields: [(String, SampleValue)] = [("type", type), ("title", .string("VIP")), ("icon", .string("crown.fill"))]
        return Sample(type: .named("QuickLinkItem"), root: SampleNode(object(fields + extra), at: at), language: .json)
    }

    private static func banner(priority: String, extra: [(String, SampleValue)] = []) -> Sample {
        let fields: [(String, SampleValue)] = [
            ("id", .string("a")), ("priority", .number(priority)), ("contentType", .string("T")), ("content", .string("x")),
            ("type", .string("default")), ("additionalInfo", object([("aspectRatio", .string("5:2"))])),
        ]
        return Sample(type: .named("BannerPolicyItemModel"), root: SampleNode(object(fields + extra), at: at), language: .json)
    }

    static let checkedBlocks: [(String, String)] = [
        (
            "json PromotionalHeaderData",
            ##"{"id": "a", "icon": "star.fill", "title": "T\n\"x\"", "backgroundColor": "#FF880080"}"##
        ),
        ("json PromotionalHeaderDisplayState", #"{"headerData": {"id": "a", "icon": "i", "title": "t"}, "isVisible": false}"#),
        ("json [QuickLinkItem]", #"[{"type": "vip", "title": "VIP", "icon": "crown.fill"}]"#),
        ("json [BannerPolicyItemModel]", #"[{"id": "a", "priority": -3, "contentType": "T", "content": "안내", "type": "popup"}]"#),
        (
            "swift",
            #"let h = PromotionalHeaderData(id: "a", icon: "i", title: "t", backgroundColor: .systemOrange.withAlphaComponent(0.1))"#
        ),
    ]

    @Test("checked samples decode through the fast path to the values JSONDecoder gives", arguments: checkedBlocks)
    func checkedSamples(info: String, code: String) throws {
        let result = ExampleChecker(index: PreviewRendererTests.index).check(code: code, info: info, file: "doc.md", firstLine: 1)
        let sample = try #require(result.samples.first)
        #expect(SampleDecoder.isPlain(sample.root))
        switch sample.modelName {
        case "PromotionalHeaderData": try Self.expectSame(sample, PromotionalHeaderData.self)
        case "PromotionalHeaderDisplayState": try Self.expectSame(sample, PromotionalHeaderDisplayState.self)
        case "QuickLinkItem": try Self.expectSame(sample, [QuickLinkItem].self)
        default: try Self.expectSame(sample, [BannerPolicyItemModel].self)
        }
    }

    private static func expectSame<Model: Decodable & Equatable>(_ sample: Sample, _ type: Model.Type) throws {
        let fast = try SampleDecoder.decode(type, from: sample.root)
        #expect(fast == sample.decodeWithJSONDecoder(type))
        #expect(sample.decode(type) == fast)
    }

    static let banners: [(String, Sample, Bool, Int?)] = [
        ("a plain integer", banner(priority: "42"), true, 42),
        ("a whole number written as a decimal", banner(priority: "1.0"), false, 1),
        ("a fraction", banner(priority: "1.5"), false, nil),
        ("an integer too large for Int", banner(priority: "99999999999999999999"), true, nil),
        ("a Swift hex literal in a key no model reads", banner(priority: "1", extra: [("x", .number("0x10"))]), false, nil),
        (
            "a color docgen does not know",
            banner(priority: "1", extra: [("x", .color(SampleColor(base: .named("nope"), alpha: nil)))]), false, nil
        ),
        ("-0", banner(priority: "-0"), false, 0),
    ]

    @Test("banner samples decode as JSONDecoder decodes them; only plain ones take the fast path", arguments: banners)
    func bannerSamples(name: String, sample: Sample, isPlain: Bool, priority: Int?) {
        #expect(SampleDecoder.isPlain(sample.root) == isPlain)
        let decoded = sample.decode(BannerPolicyItemModel.self)
        #expect(decoded == sample.decodeWithJSONDecoder(BannerPolicyItemModel.self))
        #expect(decoded?.priority == priority)
        #expect(decoded?.additionalInfo == (priority == nil ? nil : ["aspectRatio": "5:2"]))
    }

    static let quickLinks: [(String, Sample, QuickLinkType?)] = [
        ("a raw value", quickLink(), .vip),
        ("an unknown raw value", quickLink(type: .string("nope")), nil),
        ("a number for a string", quickLink(type: .number("1")), nil),
        ("null for a required value", quickLink(type: .null), nil),
        ("a key twice", quickLink(extra: [("type", .string("slots"))]), .vip),
    ]

    @Test("failures and duplicate keys give JSONDecoder's answer", arguments: quickLinks)
    func quickLinkSamples(name: String, sample: Sample, type: QuickLinkType?) {
        let decoded = sample.decode(QuickLinkItem.self)
        #expect(decoded == sample.decodeWithJSONDecoder(QuickLinkItem.self))
        #expect(decoded?.type == type)
    }

    @Test("a missing required key is not decoded by either path")
    func missingKey() {
        let root = SampleNode(Self.object([("title", .string("VIP")), ("icon", .string("crown.fill"))]), at: Self.at)
        let sample = Sample(type: .named("QuickLinkItem"), root: root, language: .json)
        #expect(SampleDecoder.isPlain(root))
        #expect((try? SampleDecoder.decode(QuickLinkItem.self, from: root)) == nil)
        #expect(sample.decode(QuickLinkItem.self) == nil)
    }

    @Test("a sample is plain only as deep as Sample.decode writes JSON", arguments: [(63, true), (64, false)])
    func depth(levels: Int, isPlain: Bool) {
        var node = SampleNode(.string("x"), at: Self.at)
        for _ in 0..<levels { node = SampleNode(.array([node]), at: Self.at) }
        #expect(SampleDecoder.isPlain(node) == isPlain)
    }
}
