import DocGenDiagnostics

/// A single self-overwriting progress line on a terminal: `[2/5] parse`.
struct ProgressLine: Sendable {
    let enabled: Bool

    func show(_ index: Int, _ count: Int, _ name: String) {
        guard enabled else { return }
        StandardError.write("\r\u{1B}[2K[\(index)/\(count)] \(name)")
    }

    func clear() {
        guard enabled else { return }
        StandardError.write("\r\u{1B}[2K")
    }
}
