/// Decodes HTML character references (`&amp;`, `&#106;`, `&#x6A;`), so a sanitizer sees the
/// text and URLs a browser would see: `jav&#x61;script:` is `javascript:`.
enum CharacterReferences {
    private static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "tab": "\t", "newline": "\n",
        "colon": ":", "sol": "/", "lpar": "(", "rpar": ")", "period": ".", "comma": ",", "excl": "!", "num": "#",
        "middot": "·", "hellip": "…", "ndash": "–", "mdash": "—", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”",
        "copy": "©", "reg": "®", "trade": "™",
    ]

    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "&", let (decoded, length) = reference(scalars, at: index) else {
                output.append(scalars[index])
                index += 1
                continue
            }
            output.append(contentsOf: decoded.unicodeScalars)
            index += length
        }
        return String(output)
    }

    // The decoded text and the length of the reference at `start`, or nil when there is none.
    private static func reference(_ scalars: [Unicode.Scalar], at start: Int) -> (String, Int)? {
        var index = start + 1
        if index < scalars.count, scalars[index] == "#" {
            index += 1
            let hex = index < scalars.count && (scalars[index] == "x" || scalars[index] == "X")
            if hex { index += 1 }
            var digits = ""
            while index < scalars.count, digits.count < 8,
                hex ? scalars[index].properties.isASCIIHexDigit : ("0"..."9").contains(scalars[index])
            {
                digits.unicodeScalars.append(scalars[index])
                index += 1
            }
            guard !digits.isEmpty, let value = UInt32(digits, radix: hex ? 16 : 10) else { return nil }
            if index < scalars.count, scalars[index] == ";" { index += 1 }
            // As browsers do, NUL, surrogates and out-of-range values become U+FFFD.
            let scalar = value == 0 ? nil : Unicode.Scalar(value)
            return (String(Character(scalar ?? "\u{FFFD}")), index - start)
        }
        var name = ""
        while index < scalars.count, name.count < 10, HTMLScanner.isASCIILetter(scalars[index]) {
            name.unicodeScalars.append(scalars[index])
            index += 1
        }
        // Browsers also read some references without the semicolon; requiring it only for
        // unknown names keeps `&colon` and friends from slipping through undecoded.
        guard let decoded = named[name.lowercased()] ?? named[name] else { return nil }
        if index < scalars.count, scalars[index] == ";" { index += 1 }
        return (decoded, index - start)
    }
}
