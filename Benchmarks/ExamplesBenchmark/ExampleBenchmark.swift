import Dispatch
import DocGenExamples

/// Times the checker on generated examples, for `examples-bench`.
enum ExampleBenchmark {
    /// How long checking took.
    struct Result: Sendable, CustomStringConvertible {
        /// The number of Swift examples checked.
        var swiftCount: Int
        /// The number of JSON examples checked.
        var jsonCount: Int
        /// Seconds spent on the Swift examples.
        var swiftSeconds: Double
        /// Seconds spent on the JSON examples.
        var jsonSeconds: Double
        /// Diagnostics reported in all (the generated examples contain a few deliberate mistakes).
        var diagnosticCount: Int

        /// One line such as `1000 swift examples in 0.210 s, 1000 json examples in 0.020 s, 500 diagnostics`.
        var description: String {
            func seconds(_ value: Double) -> String {
                let millis = Int((value * 1000).rounded())
                let fraction = String(millis % 1000)
                return "\(millis / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
            }
            return "\(swiftCount) swift examples in \(seconds(swiftSeconds)), \(jsonCount) json examples in "
                + "\(seconds(jsonSeconds)), \(diagnosticCount) diagnostics"
        }
    }

    /// Checks `count` Swift and `count` JSON examples built from the templates below.
    static func run(index: TypeIndex, count: Int = 1000) -> Result {
        let checker = ExampleChecker(index: index)
        var diagnostics = 0
        let swiftStart = DispatchTime.now().uptimeNanoseconds
        for number in 0..<count {
            let code = swiftTemplates[number % swiftTemplates.count].replacingOccurrences(of: "#N", with: String(number))
            diagnostics += checker.check(code: code, info: "swift", file: "bench.md", firstLine: 1).diagnostics.count
        }
        let jsonStart = DispatchTime.now().uptimeNanoseconds
        for number in 0..<count {
            let (info, code) = jsonTemplates[number % jsonTemplates.count]
            let text = code.replacingOccurrences(of: "#N", with: String(number))
            diagnostics += checker.check(code: text, info: info, file: "bench.md", firstLine: 1).diagnostics.count
        }
        let end = DispatchTime.now().uptimeNanoseconds
        return Result(
            swiftCount: count, jsonCount: count, swiftSeconds: Double(jsonStart - swiftStart) / 1e9,
            jsonSeconds: Double(end - jsonStart) / 1e9, diagnosticCount: diagnostics)
    }

    private static let swiftTemplates = [
        """
        import UIKit

        final class Screen#NViewController: UIViewController {
            private let header = PromotionalHeaderData(
                id: "promo_#N",
                icon: "gift.fill",
                title: "Offer #N",
                subtitle: nil,
                backgroundColor: UIColor.systemOrange.withAlphaComponent(0.1)
            )

            override func viewDidLoad() {
                super.viewDidLoad()
                let state = PromotionalHeaderDisplayState(headerData: header, isVisible: true)
                print(state.headerData.title, header.subtitel ?? "")
            }
        }
        """,
        """
        let links#N = [
            QuickLinkItem(type: .sports, title: "Sports", icon: "sportscourt.fill"),
            QuickLinkItem(type: .slotz, title: "Slots", icon: "gamecontroller.fill"),
            QuickLinkItem(title: "Live", type: .liveCasino, icon: "tv.fill"),
        ]

        func open(_ type: QuickLinkType) {
            switch type {
            case .sports, .slots: print(type.rawValue)
            default: break
            }
        }
        """,
        """
        let offer#N = OfferBannerConfiguration(
            id: "offer_#N",
            title: "Drop #N",
            logoURL: "https://cdn.example.com/logo.png",
            backgroundImageURL: "https://cdn.example.com/bg.jpg",
            countdownEndDate: "2027-06-15T20:00:00Z",
            discountBadge: 25,
            callToAction: OfferBannerCallToAction(title: "Shop", url: "https://shop.example.com")
        )
        """,
    ]

    private static let jsonTemplates: [(String, String)] = [
        (
            "json PromotionalHeaderData",
            """
            {
              "id": "promo_#N",
              "icon": "gift.fill",
              "title": "Offer #N",
              "subtitel": "Today only",
              "backgroundColor": "#FF95001A"
            }
            """
        ),
        (
            "json [QuickLinkItem]",
            """
            [
              { "type": "sports", "title": "Sports", "icon": "sportscourt.fill" },
              { "type": "slotz", "title": "Slots #N", "icon": "gamecontroller.fill" }
            ]
            """
        ),
        (
            "json [OfferBannerConfiguration]",
            """
            [
              { "id": "offer_a_#N", "title": "Drop #N", "logoURL": "https://cdn.example.com/logo.png",
                "backgroundImageURL": "https://cdn.example.com/bg.jpg", "countdownEndDate": "2027-06-15T20:00:00Z",
                "callToAction": { "title": "Shop", "url": "https://shop.example.com" } },
              { "id": "offer_b_#N", "title": "Drop #N", "logoURL": "https://cdn.example.com/logo.png",
                "backgroundImageURL": "https://cdn.example.com/bg.jpg", "countdownEndDate": "2027-06-15T20:00:00Z",
                "discountBadge": 25, "callToAction": { "title": "Shop", "url": "https://shop.example.com" } }
            ]
            """
        ),
    ]
}
