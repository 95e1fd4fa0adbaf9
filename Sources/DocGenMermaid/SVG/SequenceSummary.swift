/// The accessible title and description of a sequence diagram: `accTitle`/`accDescr` when
/// given, otherwise a summary of its participants and messages.
struct SequenceSummary: Sendable {
    var title: String
    var description: String

    init(_ diagram: SequenceDiagram) {
        title = diagram.accessibility.title ?? diagram.title ?? "Sequence diagram"
        if let given = diagram.accessibility.description {
            description = given
            return
        }
        let messages = diagram.messages
        let names = diagram.participants.map { DiagramSummary.name($0.label, fallback: $0.id) }
        var text =
            "Sequence diagram with \(DiagramSummary.count(names.count, "participant")) and \(DiagramSummary.count(messages.count, "message"))."
        if !names.isEmpty { text += " Participants: \(names.joined(separator: ", "))." }
        let listed = messages.prefix(DiagramSummary.listedEdges).map { message -> String in
            var line = "\(names[message.from]) → \(names[message.to])"
            if !message.text.isEmpty { line += " (\(message.text.plain))" }
            return line
        }
        if !listed.isEmpty {
            text += " " + listed.joined(separator: "; ") + (messages.count > DiagramSummary.listedEdges ? "; …" : ".")
        }
        description = text
    }
}
