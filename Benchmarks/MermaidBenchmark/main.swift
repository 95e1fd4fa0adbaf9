import DocGenMermaid
import Foundation

// mermaid-bench: times MermaidRenderer on generated flowcharts of 10, 50 and 200 nodes, a generated
// 50-class diagram and 20-entity ER diagram, the reference diagrams, including a 10-message
// sequence diagram, and a chart of each type (median of many runs), or renders one file:
// `mermaid-bench render diagram.mmd`, or times files: `mermaid-bench time a.mmd b.mmd`.

/// A deterministic flowchart of `nodes` nodes: a spanning tree plus some cross edges and labels.
func generatedFlowchart(nodes: Int) -> String {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
    var lines = ["flowchart TD"]
    for i in 1..<nodes {
        let parent = max(0, i - 1 - next(min(i, 4)))
        let label = i % 5 == 0 ? "|step \(i)|" : ""
        lines.append("    N\(parent)[Node \(parent)] -->\(label) N\(i)[Node \(i)]")
    }
    for _ in 0..<(nodes / 4) {
        let a = next(nodes)
        let b = next(nodes)
        if a != b { lines.append("    N\(min(a, b)) --> N\(max(a, b))") }
    }
    return lines.joined(separator: "\n")
}

/// A deterministic class diagram of `classes` classes, each with attributes and methods, joined
/// by a spanning tree of every relation kind plus cross relations, in three namespaces.
func generatedClassDiagram(classes: Int) -> String {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
    let arrows = ["<|--", "*--", "o--", "-->", "--", "..>", "..|>", ".."]
    var lines = ["classDiagram"]
    for i in 0..<classes {
        if i % 10 == 0 { lines.append("namespace Module\(i / 10) {") }
        lines.append("    class Type\(i) {")
        lines.append("        +String name\(i)")
        lines.append("        -List~Int~ values")
        lines.append("        #Int count$")
        lines.append("        +update(Int value) Bool")
        lines.append("        +make()$ Type\(i)")
        lines.append("    }")
        if i % 10 == 9 || i == classes - 1 { lines.append("}") }
    }
    for i in 1..<classes {
        let parent = max(0, i - 1 - next(min(i, 4)))
        let arrow = arrows[next(arrows.count)]
        let cardinality = i % 3 == 0 ? #" "1" "# + arrow + #" "*" "# : " \(arrow) "
        let label = i % 4 == 0 ? " : uses" : ""
        lines.append("Type\(parent)\(cardinality)Type\(i)\(label)")
    }
    for _ in 0..<(classes / 5) {
        let a = next(classes)
        let b = next(classes)
        if a != b { lines.append("Type\(min(a, b)) ..> Type\(max(a, b))") }
    }
    return lines.joined(separator: "\n")
}

/// A deterministic ER diagram of `entities` entities with attribute tables and crow's-foot relationships.
func generatedERDiagram(entities: Int) -> String {
    let marks = ["|o", "||", "}o", "}|"]
    let rightMarks = ["o|", "||", "o{", "|{"]
    var lines = ["erDiagram"]
    for i in 0..<entities {
        lines.append("E\(i) {")
        lines.append("    int id PK")
        lines.append("    string name UK \"shown in lists\"")
        lines.append("    int parent_id FK")
        lines.append("}")
        if i > 0 {
            let link = i % 2 == 0 ? "--" : ".."
            lines.append("E\((i - 1) / 2) \(marks[i % 4])\(link)\(rightMarks[(i / 2) % 4]) E\(i) : has")
        }
    }
    return lines.joined(separator: "\n")
}

/// Diagrams from the component documentation, timed as they are written.
let referenceDiagrams: [(name: String, source: String)] = [
    (
        "quick links flow (8 nodes)",
        #"""
        graph TD
            A[User Taps Quick Link] --> B(QuickLinkTabBarItemView);
            B -- onTap --> C(QuickLinksTabBarView);
            C -- didTapQuickLink --> D(ViewModel);
            C -- onQuickLinkSelected --> E[App Code];
            D -- Updates Internal State --> D;
            F[ViewModel Initializes/Updates] -- quickLinksPublisher.send --> G{QuickLinkItems};
            C -- Subscribes to quickLinksPublisher --> G;
            G --> C;
            C -- render(quickLinks) --> H[UI Update: Creates/Updates Item Views];
        """#
    ),
    (
        "offer error handling (18 nodes)",
        #"""
        flowchart TD
        A[Component Initialization] --> B{API Available?}
        B -->|Yes| C[Fetch Components]
        B -->|No| D[Show Error State]

        C --> E{Components Found?}
        E -->|Yes| F[Display Banner]
        E -->|No| G[Show Empty State]

        F --> H{WebSocket Connected?}
        H -->|Yes| I[Listen for Updates]
        H -->|No| J[Retry Connection]

        I --> K{Update Received?}
        K -->|Yes| L[Update Banner]
        K -->|No| M[Maintain Current State]

        J --> N{Max Retries?}
        N -->|No| H
        N -->|Yes| O[Fallback to Static State]

        L --> P{Valid Config?}
        P -->|Yes| Q[Render New Banner]
        P -->|No| R[Log Error & Keep Current]

        style D fill:#ffebee
        style G fill:#fff3e0
        style O fill:#fff3e0
        style R fill:#ffebee
        """#
    ),
    (
        "offer state machine (14 states)",
        #"""
        stateDiagram-v2
        [*] --> Initializing
        Initializing --> Connecting
        Connecting --> Connected
        Connecting --> Failed

        Connected --> FetchingComponents
        FetchingComponents --> ComponentsLoaded
        FetchingComponents --> FetchFailed

        ComponentsLoaded --> BannerActive
        ComponentsLoaded --> NoBanner

        BannerActive --> BannerInactive
        BannerInactive --> BannerActive

        BannerActive --> CampaignEnded
        BannerInactive --> CampaignEnded
        NoBanner --> CampaignEnded

        CampaignEnded --> [*]
        Failed --> [*]
        FetchFailed --> [*]

        note right of BannerActive
        Banner is visible with
        countdown timer running
        end note

        note right of BannerInactive
        Banner is hidden but
        connection remains active
        end note
        """#
    ),
    (
        "sequence (5 participants, 10 messages)",
        #"""
        sequenceDiagram
        participant App as iOS App
        participant Manager as ComponentManager.shared
        participant API as REST API
        participant WS as WebSocket
        participant Banner as ROfferBanner
        App->>Manager: Access ComponentManager.shared
        Manager->>Manager: Auto-connect()
        Manager->>+API: GET /api/campaigns/{id}/active-components
        API-->>-Manager: Active Components Response
        Manager->>WS: Connect to WebSocket
        WS-->>Manager: Connection Established
        Note over Banner: Banner displays with skeleton loading
        loop every update
            WS->>Manager: Component status changed
            Manager->>Banner: Update configuration
        end
        Banner->>Banner: Re-render with new config
        Manager-)Banner: Clear activeBanner
        """#
    ),
    (
        "offer architecture (18 nodes, 3 subgraphs)",
        #"""
        graph TB
        subgraph "iOS App"
        A[ROfferBannerDynamic] --> B[ComponentManager]
        B --> C[ROfferBanner]
        C --> D[CountdownView]
        C --> E[AsyncImage]
        C --> F[CTA Button]
        end

        subgraph "Backend Services"
        G[REST API] --> H[Active Components]
        I[WebSocket Server] --> J[Real-time Updates]
        end

        subgraph "Data Flow"
        K[Campaign ID] --> B
        B --> L[API Call]
        L --> G
        G --> M[Component Config]
        M --> B
        B --> N[Published State]
        N --> C
        C --> O[UI Rendering]

        P[WebSocket Connection] --> B
        B --> I
        I --> Q[Status Updates]
        Q --> B
        B --> R[State Update]
        R --> N
        end

        style A fill:#e1f5fe
        style B fill:#f3e5f5
        style C fill:#e8f5e8
        style G fill:#fff3e0
        style I fill:#fff3e0
        """#
    ),
]

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func time(_ source: String, runs: Int) -> (median: Double, minimum: Double) {
    let renderer = MermaidRenderer()
    let clock = ContinuousClock()
    var samples: [Double] = []
    _ = renderer.render(source, file: "bench.md", firstLine: 1, idPrefix: "bench")
    for _ in 0..<runs {
        let elapsed = clock.measure { _ = renderer.render(source, file: "bench.md", firstLine: 1, idPrefix: "bench") }
        samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
    }
    return (median(samples), samples.min() ?? 0)
}

let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "render" {
    let source = (try? String(contentsOfFile: arguments[2], encoding: .utf8)) ?? ""
    let output = MermaidRenderer().render(source, file: arguments[2], firstLine: 1, idPrefix: "diagram")
    for diagnostic in output.diagnostics { FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8)) }
    print(output.svg ?? "", terminator: "")
    exit(output.svg == nil ? 1 : 0)
}

// `time FILE...`: the warm median of each file, one `ms<TAB>path` line each, for
// scripts/mermaid-reference's comparison with mermaid.js on the same diagrams.
if arguments.count >= 3, arguments[1] == "time" {
    for path in arguments.dropFirst(2) {
        let source = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        print("\(String(format: "%.4f", time(source, runs: 50).median))\t\(path)")
    }
    exit(0)
}

if arguments.count == 3, arguments[1] == "generate", let nodes = Int(arguments[2]) {
    print(generatedFlowchart(nodes: nodes))
    exit(0)
}

if arguments.count == 3, arguments[1] == "generate-class", let classes = Int(arguments[2]) {
    print(generatedClassDiagram(classes: classes))
    exit(0)
}

let cases: [(nodes: Int, runs: Int)] = [(10, 400), (50, 100), (200, 30)]
print("| diagram | runs | median ms | min ms |")
print("|---|---:|---:|---:|")
func row(_ name: String, _ source: String, runs: Int) {
    let (medianTime, minimum) = time(source, runs: runs)
    print("| \(name) | \(runs) | \(String(format: "%.3f", medianTime)) | \(String(format: "%.3f", minimum)) |")
}
for (nodes, runs) in cases {
    let source = generatedFlowchart(nodes: nodes)
    let edges = source.components(separatedBy: "-->").count - 1
    row("generated flowchart, \(nodes) nodes, \(edges) edges", source, runs: runs)
}
row("generated class diagram, 50 classes", generatedClassDiagram(classes: 50), runs: 100)
row("generated ER diagram, 20 entities", generatedERDiagram(entities: 20), runs: 100)
for (name, source) in referenceDiagrams {
    row(name, source, runs: 200)
}
row("generated block diagram, 40 blocks, 2 composite blocks", generatedBlockDiagram(blocks: 40), runs: 200)
row("generated gantt chart, 50 tasks", generatedGantt(tasks: 50), runs: 200)
for (name, source) in generatedCharts {
    row(name, source, runs: 200)
}
row("generated git graph, 12 branches, 46 commits, 5 cherry-picks", generatedGitGraph(features: 10), runs: 200)
