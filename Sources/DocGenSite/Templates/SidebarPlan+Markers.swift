import Mustache

extension SidebarPlan {
    // Markers are NUL-delimited and carry a random nonce: a title cannot contain one by chance,
    // and content cannot forge one to cut text out of the sidebar.
    private static let markerByte: UInt8 = 0
    private var startPrefix: [UInt8] { Array("docgen-current-\(nonce):".utf8) }
    private var endName: [UInt8] { Array("docgen-current-end-\(nonce)".utf8) }

    /// The `isCurrent` value of a sidebar entry rendered for a whole folder: the section's text,
    /// wrapped in markers naming the entry's page.
    func currentMarker(page: Int) -> MustacheLambda {
        let start = "\u{0}docgen-current-\(nonce):\(page)\u{0}"
        let end = "\u{0}docgen-current-end-\(nonce)\u{0}"
        return MustacheLambda { text in start + text + end }
    }

    /// One page's sidebar: the folder's sidebar with the marked text of the page's own entry
    /// kept and every other entry's removed.
    func resolve(_ html: String, current page: Int) -> String {
        let startPrefix = startPrefix
        let endName = endName
        var html = html
        return html.withUTF8 { bytes in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            // One entry per open marked section: whether its text is kept.
            var kept: [Bool] = []
            var dropping = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte == Self.markerByte, let close = Self.nextMarkerByte(in: bytes, after: index) else {
                    if dropping == 0 { output.append(byte) }
                    index += 1
                    continue
                }
                let name = bytes[(index + 1)..<close]
                if name.elementsEqual(endName) {
                    if kept.popLast() == false { dropping -= 1 }
                } else if name.starts(with: startPrefix) {
                    let number = Int(String(decoding: name.dropFirst(startPrefix.count), as: UTF8.self))
                    let keep = number == page
                    kept.append(keep)
                    if !keep { dropping += 1 }
                } else {
                    if dropping == 0 { output.append(contentsOf: bytes[index...close]) }
                }
                index = close + 1
            }
            return String(decoding: output, as: UTF8.self)
        }
    }

    private static func nextMarkerByte(in bytes: UnsafeBufferPointer<UInt8>, after index: Int) -> Int? {
        var position = index + 1
        while position < bytes.count {
            if bytes[position] == markerByte { return position }
            position += 1
        }
        return nil
    }
}
