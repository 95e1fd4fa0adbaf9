import Testing

@testable import DocGenMermaid

/// Geometric promises of the sequence layout, checked on every sequence test diagram.
@Suite struct SequenceLayoutTests {
    static let names = SequenceCorpus.diagrams.map(\.name) + (1...8).map { "generated-\($0)" }

    static func source(_ name: String) -> String {
        guard name.hasPrefix("generated-"), let seed = UInt64(name.dropFirst("generated-".count)) else {
            return SequenceCorpus.source(name)
        }
        return SequenceCorpus.generated(seed: seed)
    }

    @Test("participant boxes and notes never overlap", arguments: names)
    func noOverlaps(name: String) throws {
        let (_, layout) = try #require(SequenceRendering.laidOut(Self.source(name)))
        let boxes = layout.participants.flatMap { [$0.top] + ($0.bottom.map { [$0] } ?? []) } + layout.notes
        for i in boxes.indices {
            for j in boxes.indices where j > i {
                #expect(!boxes[i].overlaps(boxes[j]), "\(boxes[i]) overlaps \(boxes[j])")
            }
        }
    }

    @Test("messages start and end on their lifelines or activation bars", arguments: names)
    func messagesOnLifelines(name: String) throws {
        let (diagram, layout) = try #require(SequenceRendering.laidOut(Self.source(name)))
        for (index, message) in diagram.messages.enumerated() {
            let points = layout.messages[index].points
            let (first, last) = (try #require(points.first), try #require(points.last))
            for (participant, point) in [(message.from, first), (message.to, last)] {
                let placed = layout.participants[participant]
                let onLine = abs(point.x - placed.x) <= SequenceMetrics.activationWidth * 4
                let onBox =
                    diagram.participants[participant].createdBy == index
                    && (abs(point.x - placed.top.minX) < 0.01 || abs(point.x - placed.top.maxX) < 0.01)
                #expect(onLine || onBox, "message \(index) misses '\(diagram.participants[participant].id)'")
                #expect(point.y >= placed.lifelineTop - placed.top.size.height / 2 && point.y <= placed.lifelineBottom)
            }
            #expect(first.y == last.y || message.isSelf)
        }
    }

    @Test("messages go down the page in source order", arguments: names)
    func messagesInOrder(name: String) throws {
        let (_, layout) = try #require(SequenceRendering.laidOut(Self.source(name)))
        let ys = layout.messages.compactMap { $0.points.first?.y }
        #expect(ys == ys.sorted())
        #expect(Set(ys).count == ys.count)
    }

    @Test("block frames contain their messages and inner frames")
    func framesContain() throws {
        let source = SequenceCorpus.source("sequence-blocks")
        let (diagram, layout) = try #require(SequenceRendering.laidOut(source))
        // Events between a frame's start and end, by frame in opening order.
        var open: [Int] = []
        var opened = 0
        var messageIndex = 0
        var contents: [[Int]] = Array(repeating: [], count: layout.frames.count)
        var parent: [Int?] = Array(repeating: nil, count: layout.frames.count)
        for event in diagram.events {
            switch event {
            case .blockStart:
                parent[opened] = open.last
                open.append(opened)
                opened += 1
            case .blockEnd: open.removeLast()
            case .message:
                for frame in open { contents[frame].append(messageIndex) }
                messageIndex += 1
            default: continue
            }
        }
        for (index, frame) in layout.frames.enumerated() {
            for message in contents[index] {
                for point in layout.messages[message].points {
                    #expect(frame.rect.contains(Rect(center: point, size: Size(width: 0, height: 0))))
                }
                if let label = layout.messages[message].label { #expect(frame.rect.contains(label)) }
            }
            if let outer = parent[index] { #expect(layout.frames[outer].rect.contains(frame.rect)) }
        }
    }

    @Test("a long message between neighbours widens their gap to fit its text")
    func gapGrows() throws {
        let short = try #require(SequenceRendering.laidOut("sequenceDiagram\nA->>B: hi"))
        let long = try #require(
            SequenceRendering.laidOut("sequenceDiagram\nA->>B: a much longer message that needs more room than the gap"))
        let shortGap = short.1.participants[1].x - short.1.participants[0].x
        let longGap = long.1.participants[1].x - long.1.participants[0].x
        let label = try #require(long.1.messages[0].label)
        #expect(longGap > shortGap)
        #expect(label.minX >= long.1.participants[0].x && label.maxX <= long.1.participants[1].x)
    }

    @Test("nested activations sit side by side")
    func nestedActivations() throws {
        let (_, layout) = try #require(
            SequenceRendering.laidOut("sequenceDiagram\nA->>+B: one\nA->>+B: two\nB-->>-A: back\nB-->>-A: back"))
        #expect(layout.activations.count == 2)
        let xs = layout.activations.map(\.rect.minX).sorted()
        #expect(xs[1] - xs[0] == SequenceMetrics.activationWidth / 2)
    }

    @Test("wide Korean text is measured wider than the same count of Latin letters")
    func koreanWidth() throws {
        let korean = try #require(SequenceRendering.laidOut("sequenceDiagram\nA->>B: 동기화 메시지 전송"))
        let latin = try #require(SequenceRendering.laidOut("sequenceDiagram\nA->>B: abc abc ab"))
        let koreanWidth = try #require(korean.1.messages[0].label).size.width
        let latinWidth = try #require(latin.1.messages[0].label).size.width
        #expect(koreanWidth > latinWidth)
    }
}
