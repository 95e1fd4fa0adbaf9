extension String {
    /// Whether every byte of the text is ASCII, so bytes and characters are one to one except
    /// for CR LF.
    ///
    /// Reads the contiguous UTF-8 in one tight loop; the generic `utf8.allSatisfy` went through
    /// the view's index for every byte.
    package var isASCII: Bool {
        var text = self
        return text.withUTF8 { bytes in
            var combined: UInt8 = 0
            for byte in bytes { combined |= byte }
            return combined < 0x80
        }
    }

    /// The index of the last `/`: in ASCII text, nearly every path, found in bytes, the same
    /// place without grapheme breaking.
    package var lastSlashIndex: String.Index? {
        isASCII ? utf8.lastIndex(of: UInt8(ascii: "/")) : lastIndex(of: "/")
    }
}
