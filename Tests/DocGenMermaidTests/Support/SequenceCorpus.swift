@testable import DocGenMermaid

/// Sequence diagrams every sequence layout and snapshot test runs over.
enum SequenceCorpus {
    static let diagrams: [(name: String, source: String)] = [
        (
            "sequence-offer-banner-data-flow",
            #"""
            sequenceDiagram
            participant App as iOS App
            participant Manager as ComponentManager.shared
            participant API as REST API
            participant WS as WebSocket
            participant Banner as ROfferBanner

            App->>Manager: Access ComponentManager.shared
            Manager->>Manager: Auto-initialize with config campaignId
            Manager->>Manager: Auto-connect()

            Manager->>API: GET /api/campaigns/{id}/active-components
            API-->>Manager: Active Components Response

            Manager->>WS: Connect to WebSocket
            WS-->>Manager: Connection Established

            Manager->>Banner: Update activeBanner state
            Banner->>Banner: Render banner with config

            Note over Banner: Banner displays with skeleton loading

            Banner->>Banner: Load images asynchronously
            Banner->>Banner: Start countdown timer

            Note over WS: Real-time updates
            WS->>Manager: Component status changed
            Manager->>Banner: Update configuration
            Banner->>Banner: Re-render with new config

            Note over WS: Campaign ends
            WS->>Manager: Campaign ended
            Manager->>Banner: Clear activeBanner
            Banner->>Banner: Hide banner

            Note over Manager: Global singleton manages lifecycle automatically
            Manager->>Manager: Auto-cleanup resources
            """#
        ),
        (
            "sequence-blocks",
            #"""
            sequenceDiagram
            autonumber 10 5
            actor U as User
            participant W as Web
            participant S as Server
            participant D as DB
            U->>+W: open<br>page
            W->>+S: GET /
            loop every minute
              S-)D: ping
              alt ok
                D-->>S: pong
              else failed
                D--xS: error
                break gave up
                  S-xW: 503
                end
              end
            end
            par fetch
              S->>D: query
            and cache
              S->>S: warm cache
            end
            rect rgb(200, 255, 200)
              critical lock
                S->>+S: take lock
                S->>-S: release
              option timeout
                S-->W: retry
              end
            end
            S-->>-W: 200
            W-->>-U: done
            """#
        ),
        (
            "sequence-boxes-notes-lifecycle",
            #"""
            sequenceDiagram
            title Sessions
            accTitle: Session lifecycle
            accDescr: A user opens a session that a logger records.
            box Aqua Front end
            actor U as User
            participant W as Web
            end
            box rgb(240, 230, 250) Services
            participant S as Server
            end
            %% a comment
            Note left of U: thinking
            U->>W: 로그인 요청
            W<<->>S: 동기화 메시지
            W<<-->>S: both ways
            Note right of S: stored
            Note over W,S: session
            create participant L as Logger
            S->>L: log
            destroy L
            S-xL: close
            activate W
            activate W
            W->>U: nested
            deactivate W
            deactivate W
            """#
        ),
        (
            "sequence-participant-types",
            #"""
            sequenceDiagram
            participant Web@{ "type": "boundary" } as Storefront
            participant Rules@{ "type": "control", "alias": "Pricing rules" }
            participant Cart@{ "type": "entity" }
            actor Stock@{ "type": "database" } as Inventory
            participant Lines@{ "type": "collections" }
            participant Bus@{ "type": "queue" } as Events
            link Web: Runbook @ https://example.com/runbook
            links Rules: {"Design": "/docs/pricing", "Chat": "https://chat.example.com/pricing"}
            Web->>Rules: price #9829; items
            Rules->>Cart: apply
            Cart->>Stock: reserve
            Stock-->>Lines: rows
            Lines-)Bus: publish
            """#
        ),
        (
            "sequence-half-arrows-central",
            #"""
            sequenceDiagram
            autonumber 0.5 0.25
            participant Phone
            participant Hub
            participant Lamp
            Phone-|\Hub: pair
            Hub--|/Phone: paired
            Hub-\\Lamp: on
            Lamp--//Hub: ack
            Hub/|-Lamp: dim
            Lamp\\--Hub: level
            Phone->>()Hub: broadcast
            Hub()-)()Lamp: relay
            """#
        ),
    ]

    static func source(_ name: String) -> String {
        diagrams.first { $0.name == name }?.source ?? ""
    }

    /// A deterministic diagram mixing every statement kind, for invariant checks.
    static func generated(seed: UInt64) -> String {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let words = ["ok", "fetch config", "동기화", "a longer message with several words", "x", "응답 완료 메시지"]
        let arrows = SequenceArrow.spellings.map(\.0)
        var lines = ["sequenceDiagram", "actor P0 as Person", "participant P1 as Service with a long name"]
        var open: [String] = []
        var active = Array(repeating: 0, count: 6)
        for _ in 0..<40 {
            let (a, b) = (next(6), next(6))
            let text = words[next(words.count)]
            switch next(10) {
            case 0 where open.count < 3:
                let kind = ["loop", "alt", "par", "critical", "opt", "rect rgb(230, 240, 255)"][next(6)]
                open.append(kind)
                lines.append(kind.hasPrefix("rect") ? kind : "\(kind) \(text)")
            case 1 where !open.isEmpty:
                let section = ["alt": "else", "par": "and", "critical": "option"][open[open.count - 1]]
                if let section {
                    lines.append("\(section) \(text)")
                } else {
                    lines.append("end")
                    open.removeLast()
                }
            case 2:
                let placement = ["left of P\(a)", "right of P\(a)", "over P\(a)", "over P\(min(a, b)),P\(max(a, b))"][next(4)]
                lines.append("Note \(placement): \(text)")
            case 3 where active[b] < 3:
                active[b] += 1
                lines.append("P\(a)->>+P\(b): \(text)")
            case 4 where active[a] > 0:
                active[a] -= 1
                lines.append("P\(a)-->>-P\(b): \(text)")
            default:
                lines.append("P\(a)\(arrows[next(arrows.count)])P\(b): \(text)")
            }
        }
        lines += open.map { _ in "end" }
        return lines.joined(separator: "\n")
    }
}
