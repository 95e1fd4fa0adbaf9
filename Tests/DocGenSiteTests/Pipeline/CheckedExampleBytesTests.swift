import Testing

@testable import DocGenSite

/// A page's example results, kept as bytes in the spill file until the page is rendered.
@Suite("Checked example bytes")
struct CheckedExampleBytesTests {
    @Test(
        "results read back as they were written, without their samples",
        arguments: [
            [Int: CheckedExample](),
            [12: CheckedExample(typeName: "QuickLinkItem", passed: true)],
            [
                40: CheckedExample(typeName: nil, passed: true), 3: CheckedExample(typeName: "[배너]", passed: false),
                77: CheckedExample(typeName: "", passed: true),
            ],
        ])
    func roundTrip(results: [Int: CheckedExample]) {
        #expect(CheckedExample.results(from: CheckedExample.bytes(of: results)) == results)
    }

    @Test("cut or padded bytes read as nothing, not as other results")
    func damaged() {
        let bytes = CheckedExample.bytes(of: [12: CheckedExample(typeName: "QuickLinkItem", passed: true)])
        #expect(CheckedExample.results(from: Array(bytes.dropLast())) == nil)
        #expect(CheckedExample.results(from: bytes + [7]) == nil)
        #expect(CheckedExample.results(from: bytes + bytes) == nil)
    }
}
