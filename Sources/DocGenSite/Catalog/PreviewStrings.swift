/// The words previews show, in the language of the document the sample comes from (Korean or English).
struct PreviewStrings: Sendable {
    let isKorean: Bool

    init(language: String) {
        isKorean = language.lowercased().hasPrefix("ko")
    }

    /// The label of a popup's dismiss button for a `closeType`.
    func closeAction(_ closeType: String) -> String? {
        switch closeType {
        case "never": isKorean ? "다시 보지 않기" : "Don't show again"
        case "week": isKorean ? "일주일 동안 보지 않기" : "Don't show for a week"
        case "today": isKorean ? "오늘은 보지 않기" : "Don't show today"
        default: nil
        }
    }

    var close: String { isKorean ? "닫기" : "Close" }
    var preview: String { isKorean ? "미리보기" : "Preview" }
    var hidden: String { isKorean ? "숨김 (isVisible: false)" : "Hidden (isVisible: false)" }
    var defaultBanners: String { isKorean ? "기본 배너" : "Default banners" }
    var popupBanners: String { isKorean ? "팝업 배너" : "Popup banners" }
    var neverShown: String { isKorean ? "표출되지 않음" : "Never shown" }
    var noLanding: String { isKorean ? "랜딩 없음" : "no landing" }
    var ends: String { isKorean ? "종료" : "Ends" }

    func category(_ name: String) -> String { isKorean ? "카테고리 \(name)" : "category \(name)" }
    func priority(_ value: Int) -> String { isKorean ? "우선순위 \(value)" : "priority \(value)" }
    func position(_ index: Int, of count: Int) -> String { isKorean ? "\(count)개 중 \(index)번째" : "\(index) of \(count)" }
    func web(_ url: String) -> String { isKorean ? "탭 → 웹: \(url)" : "tap → web: \(url)" }
    func inApp(_ destination: String) -> String { isKorean ? "탭 → 앱 내: \(destination)" : "tap → in-app: \(destination)" }
    func onlyVersion(_ version: String) -> String { isKorean ? "앱 버전 \(version)에서만" : "only in app version \(version)" }

    func unknownType(_ type: String) -> String {
        isKorean
            ? "type '\(type)'은(는) 'default'도 'popup'도 아니므로 표출되지 않습니다"
            : "type '\(type)' is neither 'default' nor 'popup', so the app never shows it"
    }

    func badVersion(_ version: String) -> String {
        isKorean
            ? "appVersion '\(version)'은(는) 버전 번호가 아니므로 어느 앱 버전에서도 표출되지 않습니다"
            : "appVersion '\(version)' is not a version number, so no app version shows it"
    }
}
