/// Languages' names in their own language (`Deutsch`, `日本語`), for language switches of
/// languages a theme has no words for.
package enum LanguageNames {
    /// The language's own name for a tag (`de`, `pt-BR`, `zh-Hant-TW`): that of the tag, else of
    /// the tag with its last subtags left off one by one; nil for a language not in the table.
    package static func name(of tag: String) -> String? {
        var key = String(tag.lowercased().map { $0 == "_" ? "-" : $0 })
        while !key.isEmpty {
            if let name = names[key] { return name }
            key = String(key[..<(key.lastIndex(of: "-") ?? key.startIndex)])
        }
        return nil
    }

    /// Whether the table has a name for the tag's primary language.
    package static func isKnown(_ tag: String) -> Bool {
        name(of: tag) != nil
    }

    /// Names by lowercased tag.
    ///
    /// Chinese is named by its script, which readers choose by: the regions that write each
    /// script lead to its name.
    private static let names: [String: String] = [
        "af": "Afrikaans", "am": "አማርኛ", "ar": "العربية", "az": "Azərbaycanca", "be": "Беларуская",
        "bg": "Български", "bn": "বাংলা", "bs": "Bosanski", "ca": "Català", "ckb": "کوردی", "cs": "Čeština",
        "cy": "Cymraeg", "da": "Dansk", "de": "Deutsch", "dv": "ދިވެހި", "el": "Ελληνικά", "en": "English",
        "eo": "Esperanto", "es": "Español", "et": "Eesti", "eu": "Euskara", "fa": "فارسی", "fi": "Suomi",
        "fil": "Filipino", "fr": "Français", "ga": "Gaeilge", "gl": "Galego", "gu": "ગુજરાતી", "he": "עברית",
        "hi": "हिन्दी", "hr": "Hrvatski", "hu": "Magyar", "hy": "Հայերեն", "id": "Bahasa Indonesia",
        "is": "Íslenska", "it": "Italiano", "ja": "日本語", "ka": "ქართული", "kk": "Қазақ тілі", "km": "ខ្មែរ",
        "kn": "ಕನ್ನಡ", "ko": "한국어", "ky": "Кыргызча", "lo": "ລາວ", "lt": "Lietuvių", "lv": "Latviešu",
        "mk": "Македонски", "ml": "മലയാളം", "mn": "Монгол", "mr": "मराठी", "ms": "Bahasa Melayu", "my": "မြန်မာ",
        "nb": "Norsk bokmål", "ne": "नेपाली", "nl": "Nederlands", "nn": "Norsk nynorsk", "no": "Norsk",
        "pa": "ਪੰਜਾਬੀ", "pl": "Polski", "ps": "پښتو", "pt": "Português", "ro": "Română", "ru": "Русский",
        "sd": "سنڌي", "si": "සිංහල", "sk": "Slovenčina", "sl": "Slovenščina", "sq": "Shqip", "sr": "Српски",
        "sv": "Svenska", "sw": "Kiswahili", "ta": "தமிழ்", "te": "తెలుగు", "tg": "Тоҷикӣ", "th": "ภาษาไทย",
        "tk": "Türkmençe", "tl": "Tagalog", "tr": "Türkçe", "ug": "ئۇيغۇرچە", "uk": "Українська", "ur": "اردو",
        "uz": "Oʻzbekcha", "vi": "Tiếng Việt", "yi": "ייִדיש", "zh": "中文",
        "zh-hans": "简体中文", "zh-cn": "简体中文", "zh-sg": "简体中文", "zh-my": "简体中文",
        "zh-hant": "繁體中文", "zh-tw": "繁體中文", "zh-hk": "繁體中文", "zh-mo": "繁體中文",
    ]
}
