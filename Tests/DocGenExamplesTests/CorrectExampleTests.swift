import DocGenExamples
import Testing

/// Correct examples, including UIKit, Combine and app code, raise nothing.
@Suite("Correct examples")
struct CorrectExampleTests {
    static let cases: [ExampleCase] = [
        ExampleCase(
            name: "a view controller mixing UIKit and a model initializer",
            info: "swift",
            code: """
                import UIKit

                final class CashierViewController: UIViewController {
                    private let headerViewModel = MockPromotionalHeaderViewModel(
                        headerData: PromotionalHeaderData(
                            id: "weekly_cashback",
                            icon: "dollarsign.circle.fill",
                            title: "10% cashback every Monday",
                            subtitle: nil,
                            backgroundColor: UIColor.systemOrange.withAlphaComponent(0.1)
                        )
                    )

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let header = PromotionalHeaderView(viewModel: headerViewModel)
                        header.translatesAutoresizingMaskIntoConstraints = false
                        view.backgroundColor = UIColor.App.backgroundPrimary
                        header.layer.borderColor = UIColor.separator.cgColor
                        view.addSubview(header)
                        NSLayoutConstraint.activate([
                            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12)
                        ])
                    }
                }
                """,
            expected: []),
        ExampleCase(
            name: "a Combine view model with quick links, a switch and a comparison",
            info: "swift",
            code: """
                import Combine

                final class LobbyQuickLinksViewModel: QuickLinksTabBarViewModelProtocol {
                    var quickLinksPublisher: AnyPublisher<[QuickLinkItem], Never> { links.eraseToAnyPublisher() }
                    private let links = CurrentValueSubject<[QuickLinkItem], Never>([
                        QuickLinkItem(type: .sports, title: "Sports", icon: "sportscourt.fill"),
                        QuickLinkItem(type: .liveCasino, title: "Live", icon: "tv.fill"),
                    ])
                    private(set) var tapCounts: [QuickLinkType: Int] = [:]

                    func didTapQuickLink(type: QuickLinkType) {
                        tapCounts[type, default: 0] += 1
                        switch type {
                        case .sports: print(type.rawValue)
                        case .slots, .casino, .aviator: break
                        default: break
                        }
                    }

                    func unlockVIP() {
                        guard !links.value.contains(where: { $0.type == .vip }) else { return }
                        links.value.insert(QuickLinkItem(type: .vip, title: "VIP", icon: "crown.fill"), at: 0)
                    }
                }
                """,
            expected: []),
        ExampleCase(
            name: "an extension that adds members which later code uses",
            info: "swift",
            code: """
                import Foundation

                extension OfferBannerConfiguration {
                    var isRenderable: Bool {
                        let urls = [logoURL, backgroundImageURL, callToAction.url]
                        return urls.allSatisfy { URL(string: $0)?.scheme == "https" } && !title.isEmpty
                    }
                }

                let offer = OfferBannerConfiguration(
                    id: "summer_drop",
                    title: "The Summer Drop",
                    logoURL: "https://cdn.example.com/logo.png",
                    backgroundImageURL: "https://cdn.example.com/hero.jpg",
                    countdownEndDate: "2027-06-15T20:00:00Z",
                    callToAction: .init(title: "Shop the drop", url: "https://shop.example.com")
                )
                print(offer.isRenderable, offer.callToAction.title)
                """,
            expected: []),
        ExampleCase(
            name: "display states built from a parameter and landing values",
            info: "swift",
            code: """
                func show(_ header: PromotionalHeaderData, visible: Bool) -> PromotionalHeaderDisplayState {
                    let state = PromotionalHeaderDisplayState(headerData: header, isVisible: visible)
                    let landing: BannerLanding = .inApp(destination: "casino/live")
                    if case .web(let url) = landing { print(url) }
                    let color = UIColor(hex: "#FF9500") ?? UIColor(named: "Brand") ?? .white
                    print(color, state.headerData.id)
                    return state
                }
                """,
            expected: []),
        ExampleCase(
            name: "a faithful restatement of a model struct",
            info: "swift",
            code: """
                public struct QuickLinkItem: Codable, Equatable, Hashable, Sendable {
                    public let type: QuickLinkType
                    public let title: String
                    public let icon: String

                    public init(type: QuickLinkType, title: String, icon: String) {
                        self.type = type
                        self.title = title
                        self.icon = icon
                    }
                }

                public enum QuickLinkType: String, CaseIterable, Codable, Hashable, Sendable {
                    case aviator, slots, promos, casino, sports
                    case liveCasino, tournaments, bonuses, vip, support
                }
                """,
            expected: []),
        ExampleCase(
            name: "a full promotional header in JSON",
            info: "json PromotionalHeaderData",
            code: """
                {
                  "id": "weekly_cashback",
                  "icon": "dollarsign.circle.fill",
                  "title": "10% cashback every Monday",
                  "subtitle": null,
                  "backgroundColor": "#FF95001A"
                }
                """,
            expected: []),
        ExampleCase(
            name: "a local banner policy through its typealias",
            info: "json LocalBannerPolicy",
            code: #"{ "popup_spring_festival": 9223372036854775807, "popup_terms_update": 1798686000 }"#,
            expected: []),
        ExampleCase(
            name: "an offer banner configuration with its nested call to action",
            info: "json OfferBannerConfiguration",
            code: """
                {
                  "id": "year_end_clearance",
                  "title": "Year-end clearance",
                  "logoURL": "https://cdn.example.com/brands/fjord/logo.png",
                  "backgroundImageURL": "https://cdn.example.com/campaigns/clearance/bg.jpg",
                  "countdownEndDate": "2026-12-31T23:59:59Z",
                  "callToAction": { "title": "See all deals", "url": "https://shop.example.com/clearance" }
                }
                """,
            expected: []),
    ]

    @Test("A correct example raises no diagnostics", arguments: cases)
    func raisesNothing(_ example: ExampleCase) {
        let result = Models.checker.check(code: example.code, info: example.info, file: "doc.md", firstLine: 1)
        #expect(result.checked)
        #expect(result.diagnostics.map(summary) == example.expected)
    }

    @Test(
        "Blocks that are not checked are skipped without diagnostics",
        arguments: [
            ("swift no-check", "let x = QuickLinkType.slotz("),
            ("json", "{ not json"),
            ("mermaid", "graph TD; a --> b"),
            ("", "anything"),
            ("text", "PromotionalHeaderData(titel: 1)"),
        ])
    func skipsUncheckedBlocks(info: String, code: String) {
        let result = Models.checker.check(code: code, info: info, file: "doc.md", firstLine: 1)
        #expect(!result.checked)
        #expect(result.diagnostics.isEmpty)
        #expect(result.typeName == nil)
    }

    @Test("The language in the info string is matched case-insensitively")
    func uppercaseSwift() {
        let result = Models.checker.check(code: "let kind = QuickLinkType.slotz", info: "Swift", file: "doc.md", firstLine: 1)
        #expect(result.checked)
        #expect(result.diagnostics.map(\.rule) == ["swift-unknown-member"])
    }

    @Test("A JSON block reports the type written in its info string")
    func jsonTypeName() {
        let result = Models.checker.check(code: "[]", info: "json [QuickLinkItem]", file: "doc.md", firstLine: 1)
        #expect(result.checked)
        #expect(result.typeName == "[QuickLinkItem]")
        #expect(result.diagnostics.isEmpty)
    }
}
