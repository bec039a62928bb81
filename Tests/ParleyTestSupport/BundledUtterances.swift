@testable import ParleyText
@testable import ParleyCatalog

/// What the fuzz and save-and-replay tests say to sessions over the bundled catalog: each
/// shortcut's phrases as spoken (with its first value), in English and Japanese, and the
/// answers a dialogue meets.
public enum BundledUtterances {
    public static let requests: [String] = {
        var requests: [String] = []
        for app in TestCatalog.bundled.apps {
            for locale in ["en", "ja"] {
                let name = app.name.resolved(for: locale)
                for shortcut in app.shortcuts {
                    for phrase in shortcut.phrases.resolved(for: locale) {
                        guard let template = try? PhraseTemplate.parse(phrase.text) else { continue }
                        let value = template.parameterNames.first.flatMap { parameter in
                            app.intent(shortcut.intentKey)?.parameter(named: parameter)?.type.customName
                                .flatMap(app.type(named:))?.values.first?.title.resolved(for: locale)
                        }
                        requests.append(template.rendered(appName: name, value: value))
                    }
                }
            }
            requests.append("What can I do with \(app.name.resolved(for: "en"))?")
        }
        return requests + ["What can I do here?", "turn on the light", "Start a timer", "Clear Meditation"]
    }()

    public static let answers = [
        "yes", "no", "the second one", "first", "last", "2", "five", "walking", "The Hobbit", "tomorrow",
        "next friday", "in three days", "December 5th", "at 9 pm", "five minutes", "an hour and a half",
        "cancel", "never mind", "what", "that one", "", "はい", "いいえ", "明日", "2番目",
    ]
}
