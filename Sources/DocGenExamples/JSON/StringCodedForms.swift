import DocGenDiagnostics

/// The accepted strings of types whose hand-written decoding reads a single string.
///
/// Such a type is recognised by its `init(from:)`, which calls `singleValueContainer()` and decodes
/// `String` (see `TypeDeclaration.Decoding.singleString`). Any string is accepted for it, except for
/// the known forms below, which docgen checks exactly as the model's decoder does.
///
/// - `UIColor`: `"#RRGGBB"` or `"#RRGGBBAA"` (hex digits, any case), or the name of one of its static
///   color properties (`systemOrange`, `white`, …), read from the index.
enum StringCodedForms {
    /// Why `text` is not an accepted string for `declaration`, or nil when it is; `suffix` names the
    /// value's place (" for 'backgroundColor'").
    static func problem(with text: String, for declaration: TypeDeclaration, index: TypeIndex, suffix: String) -> String? {
        guard declaration.simpleName == "UIColor" else { return nil }
        if isHexColor(text) { return nil }
        let names = colorNames(of: declaration, index: index)
        if names.contains(text) { return nil }
        if text.hasPrefix("#") {
            return "invalid color '\(text)'\(suffix): expected \"#RRGGBB\" or \"#RRGGBBAA\" with hex digits"
        }
        let hint = Suggestion.closest(to: text, in: names).map { "did you mean '\($0)'?" }
        // A model's UIColor without static colors names none, so only hex strings decode.
        guard let example = names.contains("systemOrange") ? "systemOrange" : names.first else {
            return "invalid color '\(text)'\(suffix); expected \"#RRGGBB\" or \"#RRGGBBAA\" "
                + "('\(declaration.name)' declares no named colors)"
        }
        return "invalid color '\(text)'\(suffix); "
            + (hint ?? "expected \"#RRGGBB\", \"#RRGGBBAA\" or a color name such as '\(example)'")
    }

    /// The names of the type's static properties of its own type, sorted.
    static func colorNames(of declaration: TypeDeclaration, index: TypeIndex) -> [String] {
        declaration.staticProperties.filter { property in
            guard let type = property.type, !property.isPrivate else { return false }
            return index.resolve(type, scope: declaration.name).name == declaration.name
        }.map(\.name).sorted()
    }

    private static func isHexColor(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.first == "#", scalars.count == 7 || scalars.count == 9 else { return false }
        return scalars.dropFirst().allSatisfy { $0.properties.isASCIIHexDigit }
    }
}
