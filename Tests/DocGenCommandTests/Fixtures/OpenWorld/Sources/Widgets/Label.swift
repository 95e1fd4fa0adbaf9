import UIKit

/// A label with a text style, on top of UIKit's.
public class Label: UILabel {
    public var textStyle: TextStyle = .body

    public init(textStyle: TextStyle = .body) {
        self.textStyle = textStyle
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }
}

/// The styles a label's text takes.
public enum TextStyle {
    case body, title
}
