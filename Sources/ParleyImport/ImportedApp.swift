import ParleyText

/// What `parley import` read about one app, before it is written as a catalog: the same
/// parts as a catalog file (docs/CATALOG.md), each with the project file and line it came
/// from, so the generated YAML can say where every item lives in the Swift sources.
struct ImportedApp {
    var name: Localized
    /// Where the name came from, for the catalog's comment ("App/Info.plist CFBundleDisplayName").
    var nameSource: String
    var synonyms: [AppNameSynonym] = []
    var types: [ImportedType] = []
    var intents: [ImportedIntent] = []
    var shortcuts: [ImportedShortcut] = []
    var negativePhrases: [ImportedPhrase] = []
    /// What only exists when the app runs: left to a person to fill in, in the overlay.
    var runtimeGaps: [RuntimeGap] = []
    /// The languages the project translates its phrases into: a shortcut with no phrases in
    /// one of them is not available in it (written as an empty list for that locale).
    var phraseLocales: [String] = []
}

/// Text per locale. The plain, unlocalized value is stored under `""`.
struct Localized: Hashable {
    var byLocale: [String: String]

    init(_ text: String) { byLocale = ["": text] }
    init(byLocale: [String: String]) { self.byLocale = byLocale }

    /// The source text under the development language and each other language's translation;
    /// plain text when no translation is left (the development language's own and empty ones
    /// do not count).
    init(source: String, translations: [String: String], developmentLanguage: String) {
        var byLocale = translations.filter { !$0.key.isEmpty && $0.key != developmentLanguage && !$0.value.isEmpty }
        guard !byLocale.isEmpty else {
            self.init(source)
            return
        }
        byLocale[developmentLanguage] = source
        self.init(byLocale: byLocale)
    }

    var plain: String? { byLocale[""] }

    /// The source text, for messages and keys: plain, else English, else the first locale.
    var source: String {
        byLocale[""] ?? byLocale["en"] ?? byLocale.keys.sorted().first.flatMap { byLocale[$0] } ?? ""
    }

    var allValues: [String] { byLocale.keys.sorted().compactMap { byLocale[$0] } }

    /// Only the plain value: one string for every locale.
    var isPlain: Bool { byLocale.count == 1 && byLocale[""] != nil }
}

struct AppNameSynonym {
    var name: Localized
    var pronunciation: Localized?
    var source: String
}

/// A position in the project, relative to the folder given to `parley import`.
typealias ProjectLocation = SourceLocation

struct ImportedType {
    enum Kind: String { case `enum`, entity }
    var key: String
    var kind: Kind
    var title: Localized
    var values: [ImportedValue]
    /// `@AppEntity(schema:)` / `@AppEnum(schema:)`, as the catalog names it.
    var schema: String?
    /// `IndexedEntity`, `OwnershipProvidingEntity`.
    var isIndexed = false
    var isOwned = false
    var location: ProjectLocation
}

struct ImportedValue {
    var id: String
    var title: Localized
    var subtitle: Localized?
    /// Each synonym with its translations, in source order.
    var synonyms: [Localized] = []
    var location: ProjectLocation
}

struct ImportedDialog: Hashable {
    var full: Localized
    var supporting: Localized?
}

struct ImportedParameter {
    var name: String
    var title: Localized
    /// A catalog type: `String`, `Int`, `Double`, `Bool`, `Date`, `Duration` or a type key.
    var type: String
    /// The type as the Swift source writes it, for messages.
    var swiftType: String
    var isRequired: Bool
    var defaultValue: String?
    var minimum: String?
    var maximum: String?
    var prompt: ImportedDialog?
    var confirm: ImportedDialog?
    /// `parameterSummary` `When` clauses and `.intentdefinition` parents: name → value.
    var condition: [(name: String, value: String)] = []
    /// `@Parameter(description:)`.
    var description: Localized?
    var location: ProjectLocation
}

struct ImportedIntent {
    var key: String
    var title: Localized
    var parameters: [ImportedParameter] = []
    var confirm: ImportedDialog?
    var opensApp = false
    var result: ImportedDialog?
    /// A literal `suggestedInvocationPhrase`.
    var suggestedPhrase: Localized?
    /// False for `INIntentIneligibleForSuggestions`.
    var isSuggestible = true
    /// An `.intentdefinition`'s parameter combinations.
    var shortcutTypes: [ImportedShortcutType] = []
    /// `@AppIntent(schema:)` as the catalog names it (`reminders.createReminder`).
    var schema: String?
    /// `@AppIntent(.tool)` or `ToolIntent`.
    var isTool = false
    /// `static var description` (`IntentDescription` or text).
    var description: Localized?
    var location: ProjectLocation
}

/// One parameter combination of an `.intentdefinition` intent (SPEC §9).
struct ImportedShortcutType {
    /// Sorted by name.
    var parameters: [String]
    var title: Localized
    var subtitle: Localized?
    var runsInBackground: Bool
    var location: ProjectLocation
}

struct ImportedPhrase {
    /// In catalog syntax: `Start \(\.$session) with \(.applicationName)`.
    var text: String
    var location: ProjectLocation
}

struct ImportedShortcut {
    var intent: String
    var title: Localized?
    /// Parameter values fixed by the intent's initializer (`OrderSoup(soup: .tomato)`).
    var preset: [(name: String, value: String)] = []
    /// Phrases per locale; `""` holds the phrases written in the Swift source.
    var phrases: [String: [ImportedPhrase]]
    var location: ProjectLocation
}

/// An item that exists only at run time, so the importer leaves it to a person.
struct RuntimeGap {
    enum Item {
        /// An entity's values (`suggestedEntities()`).
        case entityValues(type: String)
        /// An intent's result dialog built from app state.
        case resultDialog(intent: String)
        /// An intent's confirmation dialog built from app state.
        case confirmDialog(intent: String)
        /// A parameter's prompt built from app state.
        case prompt(intent: String, parameter: String)
        /// An entity parameter's default: the entity its query's `defaultResult()` returns.
        case defaultValue(intent: String, parameter: String, type: String)
        /// A failure: a `.result(dialog:)` in a `guard … else` or a `catch` of `perform()`,
        /// whose condition is Swift code; its dialog when written as text.
        case failure(intent: String, dialog: ImportedDialog?)
    }
    var item: Item
    var why: String
    var location: ProjectLocation
    /// For a dialog whose spoken `full:` half is built at run time: its constant screen
    /// half (`supporting:`), which the overlay keeps beside the placeholder.
    var supporting: Localized? = nil
}
