import DocGenContent

extension TemplateSkeletons {
    // A marker is NUL, the nonce, `&`, the text's number, NUL: no text or template holds one by
    // chance, and the `&` shows whether Mustache escaped it.
    private static let markerByte: UInt8 = 0
    private static let escapedAmpersand = Array("&amp;".utf8)

    /// The marker that stands for text number `index` while a skeleton is rendered.
    package static func markerText(_ index: Int, nonce: [UInt8]) -> String {
        "\u{0}" + String(decoding: nonce, as: UTF8.self) + "&\(index)\u{0}"
    }

    /// The skeleton of a render made with markers; nil when a marker came out changed or names a
    /// text the shape does not have, so the shape is rendered directly instead.
    package static func parse(_ rendered: [UInt8], nonce: [UInt8], texts: Int) -> Skeleton? {
        var pieces: [String] = []
        var holes: [Skeleton.Hole] = []
        var pieceStart = 0
        var index = 0
        while index < rendered.count {
            guard rendered[index] == markerByte, rendered[(index + 1)...].starts(with: nonce) else {
                index += 1
                continue
            }
            var position = index + 1 + nonce.count
            let escaped = rendered[position...].starts(with: escapedAmpersand)
            guard escaped || rendered[position...].first == UInt8(ascii: "&") else { return nil }
            position += escaped ? escapedAmpersand.count : 1
            var number = 0
            var digits = 0
            while position < rendered.count, let digit = Self.digit(rendered[position]), digits < 9 {
                number = number * 10 + digit
                digits += 1
                position += 1
            }
            guard digits > 0, number < texts, position < rendered.count, rendered[position] == markerByte else { return nil }
            pieces.append(String(decoding: rendered[pieceStart..<index], as: UTF8.self))
            holes.append(Skeleton.Hole(value: number, escaped: escaped))
            index = position + 1
            pieceStart = index
        }
        pieces.append(String(decoding: rendered[pieceStart...], as: UTF8.self))
        // A marker Mustache printed some other way (inside a dictionary it printed whole) is
        // text the skeleton cannot fill in.
        guard rendered.occurrences(of: nonce) == holes.count else { return nil }
        return Skeleton(pieces: pieces, holes: holes)
    }

    private static func digit(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
    }
}
