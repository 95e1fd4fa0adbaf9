/// Class and ER diagrams written for these tests, each covering a family of constructs;
/// names are snapshot file names.
enum ClassCorpus {
    static let diagrams: [(name: String, source: String)] = [
        (
            "class-members",
            #"""
            classDiagram
            class BannerPolicy~Item~ {
                <<interface>>
                +String identifier
                -List~Item~ items
                #Date updatedAt
                ~Int retries
                +Int maximum$
                +visibleItems(Date now) List~Item~
                +hide(String id) Bool
                +validate()*
                +makeDefault()$ BannerPolicy
            }
            class BannerType {
                <<enumeration>>
                toast
                popup
                fullScreen
            }
            class OfferBanner["Offer banner view"]
            OfferBanner : +BannerType type
            OfferBanner : +render() View
            <<final>> OfferBanner
            class `Quick Link`
            `Quick Link` : +String title
            BannerPolicy --> BannerType
            OfferBanner --> BannerPolicy
            """#
        ),
        (
            "class-relations",
            #"""
            classDiagram
            Component <|-- Banner : inherits
            Banner --|> Presentable
            Banner "1" *-- "1..*" Slide : owns
            Slide --* Media
            Carousel o-- "0..*" Slide
            Slide --o Deck
            Banner --> Analytics : reports
            Analytics <-- Tracker
            Banner -- Theme
            Banner ..> Clock : reads
            Clock <.. Scheduler
            Banner ..|> Dismissable
            Closable <|.. Banner
            Banner .. Logger
            Slide <|--|> Frame
            Theme <--> Palette
            Dismissable ()-- Popup
            """#
        ),
        (
            "class-namespaces-notes",
            #"""
            ---
            title: Banner models
            ---
            classDiagram
            direction LR
            note "Types read from Sources/ComponentModels"
            namespace Models["Component models"] {
                class BannerPolicyItemModel {
                    +String id
                    +BannerType type
                }
                namespace Styles {
                    class OfferBannerConfiguration
                }
            }
            namespace Services.Loading {
                class ComponentManager {
                    +ComponentManager shared$
                    +load() Void
                }
            }
            ComponentManager --> BannerPolicyItemModel : publishes
            BannerPolicyItemModel *-- OfferBannerConfiguration
            note for ComponentManager "One per app<br>created lazily"
            class OfferBannerConfiguration:::accent
            classDef accent fill:#e1f5fe,stroke:#0277bd
            style ComponentManager fill:#fff3e0
            link ComponentManager "https://example.com/manager" "Manager docs"
            """#
        ),
        (
            "er-orders",
            #"""
            erDiagram
            CUSTOMER ||--o{ ORDER : places
            ORDER ||--|{ LINE-ITEM : contains
            PRODUCT |o..o{ LINE-ITEM : "appears in"
            CUSTOMER }|..|{ ADDRESS : "ships to"
            ORDER }o--|| PAYMENT : settles
            CUSTOMER {
                string id PK "issued at sign-up"
                string email UK
                string name
            }
            ORDER {
                int number PK
                string customer_id FK
                date placed
            }
            LINE-ITEM {
                int order_number PK, FK
                string product_code PK, FK
                int quantity
                decimal(10) price "per unit"
            }
            PRODUCT {
                string code PK
                string[] tags
            }
            """#
        ),
        (
            "er-words-styles",
            #"""
            erDiagram
            direction LR
            s["Store"] {
                string id PK
            }
            s only one to zero or more "Opening hour" : keeps
            s one or more optionally to one or zero Manager : "run by"
            Manager 1 to 1+ Shift : works
            "Opening hour" many(0) to many(1) Shift : covers
            Shift:::night
            classDef night fill:#263238,color:#ffffff
            style Manager stroke:#c62828,stroke-width:2px
            """#
        ),
    ]

    /// The source of a diagram by name.
    static func source(_ name: String) -> String {
        diagrams.first { $0.name == name }?.source ?? ""
    }
}
