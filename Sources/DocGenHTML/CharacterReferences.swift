import DocGenMarkdown

/// Decodes HTML character references (`&amp;`, `&#106;`, `&#x6A;`), so a sanitizer sees the
/// text and URLs a browser would see: `jav&#x61;script:` is `javascript:`.
enum CharacterReferences {
    /// Every name of `table` (with its semicolon, or without for a legacy one) to its text.
    private static let named: [String: String] = {
        var named: [String: String] = [:]
        named.reserveCapacity(2_300)
        for line in table.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 2 else { continue }
            let scalars = parts[1].split(separator: "-").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            named[String(parts[0])] = String(String.UnicodeScalarView(scalars))
        }
        return named
    }()

    /// The longest name in `table`, its semicolon included.
    private static let longestName = 32

    /// The text a browser reads: in an attribute value (`inAttribute`), a legacy name without
    /// its semicolon before a letter, digit or `=` is left as written (`?a=1&copy=2`).
    static func decode(_ text: String, inAttribute: Bool = false) -> String {
        guard text.containsByte(UInt8(ascii: "&")) else { return text }
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "&", let (decoded, length) = reference(scalars, at: index, inAttribute: inAttribute) else {
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
    private static func reference(_ scalars: [Unicode.Scalar], at start: Int, inAttribute: Bool) -> (String, Int)? {
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
        // As a browser reads it: the name with its semicolon, else the longest legacy name
        // (`&copy` in `&copyright`) that a browser reads without one.
        var name = ""
        while index < scalars.count, name.unicodeScalars.count < longestName,
            HTMLScanner.isASCIILetter(scalars[index]) || ("0"..."9").contains(scalars[index])
        {
            name.unicodeScalars.append(scalars[index])
            index += 1
        }
        if index < scalars.count, scalars[index] == ";", let decoded = named[name + ";"] {
            return (decoded, index + 1 - start)
        }
        var length = name.unicodeScalars.count
        while length >= 2 {
            let prefix = String(String.UnicodeScalarView(name.unicodeScalars.prefix(length)))
            if let decoded = named[prefix] {
                let next = start + 1 + length
                let continues =
                    next < scalars.count
                    && (HTMLScanner.isASCIILetter(scalars[next]) || ("0"..."9").contains(scalars[next]) || scalars[next] == "=")
                return inAttribute && continues ? nil : (decoded, 1 + length)
            }
            length -= 1
        }
        return nil
    }
}
