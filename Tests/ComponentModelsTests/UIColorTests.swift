import ComponentModels
import Foundation
import Testing

@Suite("UIColor stand-in")
struct UIColorTests {
    @Test(
        "Valid hex and name strings parse to the expected color",
        arguments: [
            ("#FF9500", "#FF9500FF"),
            ("#ff9500", "#FF9500FF"),
            ("#FF95001A", "#FF95001A"),
            ("#ff95001a", "#FF95001A"),
            ("#00000000", "#00000000"),
            ("systemOrange", "#FF9500FF"),
            ("systemMint", "#00C7BEFF"),
            ("systemGray", "#8E8E93FF"),
            ("white", "#FFFFFFFF"),
            ("clear", "#00000000"),
        ])
    func validStrings(input: String, expectedHex: String) throws {
        let color = try #require(UIColor(jsonString: input))
        #expect(color.hexString == expectedHex)
    }

    @Test(
        "Malformed color strings are rejected",
        arguments: [
            "", "#", "FF9500", "#FF950", "#FF9500F", "#FF9500FF00", "#GG9500",
            "#+F9500", " #FF9500", "#FF9500 ", "orange", "SystemOrange", "systemorange", "#ＦF9500",
        ])
    func invalidStrings(input: String) {
        #expect(UIColor(jsonString: input) == nil)
    }

    @Test(
        "System colors have Apple's light-mode sRGB values",
        arguments: [
            (UIColor.systemRed, "#FF3B30FF"), (.systemOrange, "#FF9500FF"), (.systemYellow, "#FFCC00FF"),
            (.systemGreen, "#34C759FF"), (.systemTeal, "#30B0C7FF"), (.systemBlue, "#007AFFFF"),
            (.systemIndigo, "#5856D6FF"), (.systemPurple, "#AF52DEFF"), (.systemPink, "#FF2D55FF"),
            (.systemGray, "#8E8E93FF"), (.white, "#FFFFFFFF"), (.black, "#000000FF"), (.clear, "#00000000"),
        ])
    func systemColorValues(color: UIColor, expectedHex: String) {
        #expect(color.hexString == expectedHex)
    }

    @Test("withAlphaComponent replaces only the opacity")
    func withAlphaComponent() {
        let tinted = UIColor.systemOrange.withAlphaComponent(0.1)
        #expect(tinted.red == UIColor.systemOrange.red)
        #expect(tinted.green == UIColor.systemOrange.green)
        #expect(tinted.blue == UIColor.systemOrange.blue)
        #expect(tinted.alpha == 0.1)
        #expect(UIColor.systemOrange.alpha == 1)
    }

    @Test("Components outside 0...1 and NaN are clamped")
    func clamping() {
        let color = UIColor(red: 1.5, green: -0.2, blue: .nan, alpha: 2)
        #expect(color == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test("White initializer sets all channels to the white level")
    func whiteInitializer() {
        #expect(UIColor(white: 0.5, alpha: 0.25).hexString == "#80808040")
    }

    @Test("systemOrange at 0.1 encodes as #FF95001A")
    func encodesTintedOrange() throws {
        #expect(try encodedText(UIColor.systemOrange.withAlphaComponent(0.1)) == "\"#FF95001A\"")
    }

    @Test("Decoding a name and encoding writes the hex form")
    func nameDecodesToHex() throws {
        let color = try decode(UIColor.self, from: "\"systemBlue\"")
        #expect(color == .systemBlue)
        #expect(try encodedText(color) == "\"#007AFFFF\"")
    }

    @Test("An invalid JSON color throws dataCorrupted naming the accepted forms")
    func invalidJSONColorThrows() {
        do {
            _ = try decode(UIColor.self, from: "\"orange\"")
            Issue.record("decoding \"orange\" should have thrown")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription.contains("\"orange\""))
            #expect(context.debugDescription.contains("#RRGGBBAA"))
            #expect(context.debugDescription.contains("systemOrange"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("A non-string JSON color fails to decode")
    func nonStringColorFails() {
        #expect(throws: DecodingError.self) { try decode(UIColor.self, from: "[1, 0.5, 0, 1]") }
    }

    @Test(
        "cssValue writes 0–255 channels and a short alpha",
        arguments: [
            (UIColor.systemOrange.withAlphaComponent(0.1), "rgba(255, 149, 0, 0.1)"),
            (UIColor.systemOrange, "rgba(255, 149, 0, 1)"),
            (UIColor.clear, "rgba(0, 0, 0, 0)"),
            (UIColor.systemBlue.withAlphaComponent(0.25), "rgba(0, 122, 255, 0.25)"),
            (UIColor.black.withAlphaComponent(0.05), "rgba(0, 0, 0, 0.05)"),
            (UIColor.black.withAlphaComponent(0.007), "rgba(0, 0, 0, 0.007)"),
            (UIColor.black.withAlphaComponent(1.0 / 3.0), "rgba(0, 0, 0, 0.333)"),
            (UIColor.black.withAlphaComponent(0.9999), "rgba(0, 0, 0, 1)"),
            (UIColor(white: 0.5, alpha: 0.5), "rgba(128, 128, 128, 0.5)"),
        ])
    func cssValue(color: UIColor, expected: String) {
        #expect(color.cssValue == expected)
    }

    @Test("systemColorNames is sorted and lists every accepted name")
    func systemColorNames() {
        let names = UIColor.systemColorNames
        #expect(names == names.sorted())
        #expect(names.count == 14)
        #expect(names.contains("systemIndigo"))
        #expect(names.allSatisfy { UIColor(systemName: $0) != nil })
    }
}
