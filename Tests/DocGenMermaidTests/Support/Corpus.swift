/// The diagrams every layout and snapshot test runs over: the reference documents' diagrams
/// (offer banner architecture, quick links tab bar) and one diagram per feature family.
enum Corpus {
    /// Name and source of each diagram; names are snapshot file names.
    static let diagrams: [(name: String, source: String)] = [
        (
            "offer-global-singleton",
            #"""
            graph LR
            A[reachu-config.json] --> B[ConfigurationLoader]
            B --> C[ReachuConfiguration.shared]
            C --> D[LiveShowConfiguration.campaignId]
            D --> E[ComponentManager.shared]
            E --> F[ROfferBannerDynamic]

            style A fill:#e1f5fe
            style B fill:#f3e5f5
            style C fill:#e8f5e8
            style D fill:#fff3e0
            style E fill:#fff3e0
            style F fill:#e1f5fe
            """#
        ),
        (
            "offer-component-architecture",
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
        (
            "offer-component-hierarchy",
            #"""
            graph TD
            A[ROfferBannerContainer] --> B[ComponentManager]
            A --> C[ROfferBanner]

            B --> D[WebSocketManager]
            B --> E[API Client]
            B --> F[State Management]

            C --> G[Background Layer]
            C --> H[Content Layer]
            C --> I[Overlay Layer]

            G --> J[AsyncImage - Background]
            H --> K[Logo]
            H --> L[Title & Subtitle]
            H --> M[CountdownView]
            H --> N[Discount Badge]
            H --> O[CTA Button]
            I --> P[Dark Overlay]

            M --> Q[TimeUnit Components]

            style A fill:#e1f5fe
            style B fill:#f3e5f5
            style C fill:#e8f5e8
            style D fill:#fff3e0
            style E fill:#fff3e0
            """#
        ),
        (
            "offer-state-management",
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
            "offer-error-handling",
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
            "quick-links-flow",
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
            "shapes",
            #"""
            flowchart LR
                a[Rectangle] --> b(Rounded) --> c([Stadium]) --> d[[Subroutine]]
                e[(Database)] --> f((Circle)) --> g(((Double))) --> h{Decision}
                i{{Hexagon}} --> j[/Lean right/] --> k[\Lean left\] --> l[/Trapezoid\]
                m[\Inverted/] --> n>Odd] --> o@{ shape: cyl, label: "Shape form" } --> p@{ shape: text, label: "Just text" }
            """#
        ),
        (
            "edges",
            #"""
            flowchart TD
                A --> B
                A --- C
                A -.-> D
                A -. dotted text .-> E
                A ==> F
                A == thick text ==> G
                A ~~~ H
                B --o I
                B --x J
                C <--> K
                C o--o L
                C x--x M
                D ---> N
                E -->|pipe text| O
                F -- dash text --> P
            """#
        ),
        (
            "chains-and-groups",
            #"""
            graph TD
                A --> B --> C
                a & b --> c & d
                C --> a
            """#
        ),
        (
            "nested-subgraphs",
            #"""
            flowchart LR
                subgraph outer [Outer box]
                    direction TB
                    subgraph inner [Inner box]
                        x1 --> x2
                    end
                    y1 --> y2
                end
                subgraph free ["Isolated, own direction"]
                    direction BT
                    f1 --> f2 --> f3
                end
                start --> outer
                x2 --> y2
                y2 --> finish
            """#
        ),
        (
            "subgraph-edges",
            #"""
            graph TB
                c1 --> a2
                subgraph one
                    a1 --> a2
                end
                subgraph two
                    b1 --> b2
                end
                subgraph three
                    c1 --> c2
                end
                one --> two
                three --> two
                two --> c2
            """#
        ),
        (
            "styles-and-classes",
            #"""
            %%{init: {"themeVariables": {"primaryColor": "#fde2e4", "lineColor": "#555555"}}}%%
            flowchart TD
                classDef warn fill:#ffe0b2,stroke:#e65100,stroke-width:2px,color:#bf360c
                classDef default fill:#f5f5f5
                A[Start]:::warn --> B[Middle]
                B --> C[End]
                class C warn
                style B fill:#e1f5fe,stroke:#01579b
                linkStyle 0 stroke:#d32f2f,stroke-width:3px
                linkStyle default stroke:#616161
                click A href "https://example.com/docs" "Open the docs" _blank
                click B "javascript:alert(1)"
                click C callback
            """#
        ),
        (
            "unicode-labels",
            #"""
            graph LR
                A["배너 구성 요소"] --> B["로딩 상태<br/>스켈레톤"]
                B --> C["Émoji ✓ &amp; #quot;quotes#quot;"]
                C -->|"다음 단계"| D["line one\nline two"]
                D --> E["`**Markdown** string that is long enough to wrap onto more lines`"]
            """#
        ),
        (
            "long-edges-and-cycles",
            #"""
            graph TD
                A --> B --> C --> D --> E
                A --> E
                E --> B
                C --> A
                B ----> F
                F --> F
            """#
        ),
        (
            "directions-bt",
            #"""
            graph BT
                A[Bottom] --> B[Middle]
                B --> C[Top]
                A --> C
            """#
        ),
        (
            "directions-rl",
            #"""
            graph RL
                A[Right] -->|go| B[Left]
                B --> C((End))
            """#
        ),
        (
            "state-composite",
            #"""
            stateDiagram-v2
                direction LR
                [*] --> Idle
                Idle --> Active : start
                state Active {
                    [*] --> Loading
                    Loading --> Ready : loaded
                    Ready --> [*]
                }
                Active --> Idle : stop
                state "Waiting for input" as Waiting
                Idle --> Waiting
                Waiting : keeps the session open
                Waiting : times out after 30s
                Waiting --> [*]
            """#
        ),
        (
            "state-fork-join-choice",
            #"""
            stateDiagram-v2
                state fork_state <<fork>>
                state join_state <<join>>
                state check <<choice>>
                [*] --> fork_state
                fork_state --> Left
                fork_state --> Right
                Left --> join_state
                Right --> join_state
                join_state --> check
                check --> Done : ok
                check --> Retry : failed
                Retry --> fork_state
                Done --> [*]
                note left of Retry : tries three times
            """#
        ),
        (
            "state-concurrency",
            #"""
            stateDiagram-v2
                [*] --> Active
                state Active {
                    [*] --> NumLockOff
                    NumLockOff --> NumLockOn : EvNumLockPressed
                    NumLockOn --> NumLockOff : EvNumLockPressed
                    --
                    [*] --> CapsLockOff
                    CapsLockOff --> CapsLockOn : EvCapsLockPressed
                    CapsLockOn --> CapsLockOff : EvCapsLockPressed
                }
                Active --> [*]
                classDef busy fill:#ffcdd2,color:#b71c1c
                class Active busy
            """#
        ),
        (
            "architecture-offer-banner",
            #"""
            architecture-beta
                accTitle: Offer banner services
                group app(cloud)[Offer banner]
                service view(browser)[Banner view] in app
                service model(server)[View model] in app
                service cache(disk)[Offer cache] in app
                junction split in app
                service api(internet)[Offers API]
                service flags(database)[Feature flags]
                view:B --> T:model
                model:B -- T:split
                split:L -- R:cache
                split:R -- L:api
                flags:T --> B:model
            """#
        ),
        (
            "block-banner-layers",
            #"""
            block-beta
                accTitle: Offer banner layers
                columns 3
                app["Host app"]:3
                block:ui:2
                    columns 2
                    banner(["Offer banner"]) countdown[["Countdown"]]
                    cta{{"CTA button"}} image>"Async image"]
                end
                store[("Offer store")]
                space:2 sync<["sync"]>(up)
                flags[/"Feature flags"/] api(("Offers API")) cdn[\"Image CDN"/]
                flags -- "toggles" --> ui
                api --> store
                classDef remote fill:#e0f2f1,stroke:#00796b
                class api,cdn remote
                style app stroke-width:2px
            """#
        ),
        (
            "c4-docs-platform",
            #"""
            C4Container
                title Component documentation platform
                Person(designer, "Designer", "Keeps the component specs")
                Person_Ext(reader, "App developer", "Reads the docs")
                System_Boundary(platform, "Docs platform") {
                    Container(site, "Docs site", "docgen", "Static pages with drawn diagrams")
                    ContainerDb(index, "Search index", "JSON")
                    ContainerQueue(builds, "Build queue", "CI")
                }
                System_Ext(repo, "Source repository", "Swift packages and Markdown")
                Rel(designer, repo, "Edits specs in")
                Rel(repo, builds, "Triggers", "webhook")
                Rel(builds, site, "Publishes")
                Rel(site, index, "Writes")
                BiRel(reader, site, "Browses", "HTTPS")
                UpdateRelStyle(repo, builds, $lineColor="teal")
            """#
        ),
        (
            "requirement-toast",
            #"""
            requirementDiagram
                accTitle: Toast requirements
                requirement toast_timing {
                    id: 3
                    text: a toast hides itself after four seconds
                    risk: medium
                    verifymethod: test
                }
                functionalRequirement toast_queue:::core {
                    id: 3.1
                    text: "toasts wait in a queue, one shown at a time"
                    risk: low
                    verifymethod: demonstration
                }
                designConstraint toast_motion {
                    id: 3.2
                    text: respects reduced motion
                    risk: high
                    verifymethod: inspection
                }
                element ToastPresenter {
                    type: Swift type
                    docref: Sources/Toast/ToastPresenter.swift
                }
                element snapshot_suite {
                    type: test suite
                }
                toast_timing - contains -> toast_queue
                toast_timing - contains -> toast_motion
                ToastPresenter - satisfies -> toast_queue
                toast_motion <- verifies - snapshot_suite
                classDef core fill:#e3f2fd
            """#
        ),
        (
            "state-nested",
            #"""
            stateDiagram
                accTitle: Nested states
                accDescr: A machine with a composite inside a composite.
                [*] --> First
                state First {
                    [*] --> Second
                    state Second {
                        [*] --> second
                        second --> Third
                        state Third {
                            [*] --> third
                            third --> [*]
                        }
                    }
                }
                First --> Last:::done
                classDef done fill:#c8e6c9
            """#
        ),
    ]

    /// The source of one named diagram.
    static func source(_ name: String) -> String {
        diagrams.first { $0.name == name }?.source ?? ""
    }
}
