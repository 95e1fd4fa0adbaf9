/// Flowcharts of the Mermaid 11 syntax, one per feature family.
///
/// `@{ shape: … }` shapes, icon and image nodes, and edge ids with attributes; written for docgen.
enum FlowShapeCorpus {
    static let diagrams: [(name: String, source: String)] = [
        (
            "flowchart-shapes-v11",
            #"""
            flowchart TB
              intake@{ shape: sl-rect, label: "Scan badge" } --> check@{ shape: diam, label: "Known?" }
              check -->|yes| log@{ shape: lin-doc, label: "Entry log" }
              check -->|no| desk@{ shape: curv-trap, label: "Front desk" }
              log --> store@{ shape: lin-cyl, label: "Archive" }
              desk --> card@{ shape: notch-rect, label: "Visitor card" }
              card --> wait@{ shape: delay, label: "Wait" }
              wait --> queue@{ shape: das, label: "Queue" }
              queue --> merge@{ shape: f-circ }
              store --> merge
              merge --> split@{ shape: fork }
              split --> pack@{ shape: docs, label: "Copies" }
              split --> jobs@{ shape: st-rect, label: "Jobs" }
              pack --> sort@{ shape: hourglass }
              jobs --> sort
              sort --> limit@{ shape: notch-pent, label: "Retry limit" }
              limit --> pick@{ shape: tri, label: "Pick" }
              pick --> file@{ shape: flip-tri, label: "File" }
              file --> tag@{ shape: tag-doc, label: "Tagged" }
              tag --> proc@{ shape: tag-rect, label: "Tagged job" }
              proc --> split2@{ shape: div-rect, label: "Divided" }
              split2 --> pane@{ shape: win-pane, label: "Memory" }
              pane --> kept@{ shape: bow-rect, label: "Kept" }
              kept --> tape@{ shape: flag, label: "Tape" }
              tape --> data@{ shape: datastore, label: "Ledger" }
              data --> sum@{ shape: cross-circ }
              sum --> link@{ shape: bolt }
              link --> sub@{ shape: lin-rect, label: "Shaded" }
              sub --> done@{ shape: fr-circ }
              note1@{ shape: comment, label: "Left brace" } ~~~ note2@{ shape: brace-r, label: "Right brace" }
              note2 ~~~ note3@{ shape: braces, label: "Both braces" }
              page@{ shape: doc, label: "Page" } --> note1
              note3 ~~~ sky@{ shape: cloud, label: "Sky" } ~~~ boom@{ shape: bang, label: "Boom" }
            """#
        ),
        (
            "flowchart-edge-ids",
            #"""
            flowchart LR
              request e1@--> cache
              cache e2@==> origin
              origin e3@-.-> cache
              cache e4@--o reply
              e1@{ animate: true }
              e2@{ animation: slow }
              e3@{ curve: linear }
              classDef flowing stroke-dasharray: 6,3,animation: pulse 3s linear infinite
              classDef hot stroke:#d33
              class e4 flowing
              class e2 hot
            """#
        ),
        (
            "flowchart-media",
            #"""
            flowchart LR
              user@{ icon: "fa:user", form: "circle", label: "Reader", pos: "b" }
              logo@{ img: "https://example.com/logo.png", label: "Brand", pos: "t", w: 64, h: 32 }
              bad@{ img: "data:image/png;base64,AAAA", label: "Inline data" }
              plain@{ icon: "mdi:server", label: "Server" }
              user --> logo --> bad --> plain
            """#
        ),
    ]

    static func source(_ name: String) -> String {
        diagrams.first { $0.name == name }?.source ?? ""
    }
}
