
/// The keys each part of a catalog file accepts (docs/CATALOG.md). The reader rejects any other key,
/// and `docs/CATALOG.md` documents every one of them (a test holds the two together).
public enum CatalogSchema {
    /// An app-name synonym with a pronunciation hint.
    public static let appSynonym = ["name", "pronunciation"]
    public static let app = ["app", "synonyms", "state", "types", "intents", "shortcuts", "negativePhrases"]
    public static let state = ["launched", "flags"]
    public static let type = ["kind", "title", "values", "suggested"]
    public static let typeValue = ["id", "title", "subtitle", "synonyms"]
    public static let intent = ["title", "parameters", "confirm", "requires", "opensApp", "result", "failures", "suggestedPhrase", "suggestions", "shortcutTypes"]
    public static let shortcutType = ["parameters", "title", "subtitle", "background"]
    public static let parameter = ["name", "title", "type", "required", "ask", "prompt", "confirm", "default", "min", "max", "when"]
    public static let dialog = ["full", "supporting"]
    public static let requirement = ["flag", "dialog"]
    public static let result = ["when", "dialog", "snippet", "set"]
    public static let failure = ["when", "dialog"]
    public static let shortcut = ["intent", "title", "preset", "phrases"]
    /// An overlay (`extends:`) and what it may change.
    public static let overlay = ["extends", "state", "types", "intents"]
    public static let overlayType = ["values", "suggested"]
    public static let overlayIntent = ["parameters", "confirm", "requires", "result", "failures"]
    public static let overlayParameter = ["name", "prompt", "confirm", "default"]

    /// Every part, named as `docs/CATALOG.md` heads its sections.
    public static let all: [(part: String, keys: [String])] = [
        ("app", app), ("state", state), ("type", type), ("type value", typeValue), ("intent", intent),
        ("parameter", parameter), ("dialog", dialog), ("requires", requirement), ("result", result),
        ("failure", failure), ("shortcut type", shortcutType), ("shortcut", shortcut), ("overlay", overlay), ("overlay type", overlayType),
        ("overlay intent", overlayIntent), ("overlay parameter", overlayParameter),
    ]
}
