import ParleyText
import ParleyCatalog
import ParleyMatching

/// One catalog check beyond load errors. Each rule carries catalogs that must trigger it
/// and catalogs that must not: they document the rule and are its tests.
public protocol LintRule: Sendable {
    /// Kebab-case name shown after each finding: `[duplicate-phrase]`.
    static var identifier: String { get }
    /// One line for `parley lint --rules`.
    static var summary: String { get }
    /// Single-app catalogs (YAML) on which the rule reports something.
    static var triggeringExamples: [String] { get }
    /// Single-app catalogs on which it reports nothing.
    static var nonTriggeringExamples: [String] { get }

    init()
    func findings(in context: LintContext) -> [Diagnostic]
}

extension LintRule {
    func warning(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.warning, "\(message) [\(Self.identifier)]", at: location)
    }

    func error(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, "\(message) [\(Self.identifier)]", at: location)
    }
}

/// What rules look at: the catalog, its locales, and compiled indexes.
public struct LintContext: Sendable {
    public let catalog: Catalog
    public let indexes: PhraseIndexCache

    public init(catalog: Catalog) {
        self.catalog = catalog
        indexes = PhraseIndexCache(catalog: catalog)
        locales = Self.locales(of: catalog)
    }

    /// Every locale the catalog's phrases are written in (`en` at least), found once: rules
    /// ask for them once per app.
    public let locales: [String]

    private static func locales(of catalog: Catalog) -> [String] {
        var found: Set<String> = [LocaleCode.fallback]
        for app in catalog.apps {
            for shortcut in app.shortcuts {
                if case .perLocale(let lists) = shortcut.phrases.storage { found.formUnion(lists.keys.filter { !$0.isEmpty }) }
            }
            found.formUnion(app.name.byLocale.keys.filter { !$0.isEmpty })
        }
        return found.sorted()
    }

    /// The locales an app itself speaks: those its phrases and name are written in, and
    /// English when it has phrases for every locale. A rule about one app checks it in these,
    /// not in every locale another app of the catalog brings.
    public func locales(of app: App) -> [String] {
        var found = Set(app.name.byLocale.keys.filter { !$0.isEmpty })
        var plain = app.shortcuts.isEmpty
        for shortcut in app.shortcuts {
            switch shortcut.phrases.storage {
            case .perLocale(let lists): found.formUnion(lists.keys.filter { !$0.isEmpty })
            case .items: plain = true
            }
        }
        if plain || found.isEmpty { found.insert(LocaleCode.fallback) }
        return locales.filter(found.contains)
    }

    /// One phrase of a shortcut, with the shortcut it starts.
    public struct ShortcutPhrase: Sendable {
        public var shortcut: ShortcutKey
        public var app: App
        public var phrase: PhraseSource

        public var intent: Intent? { app.intent(app.shortcuts[shortcut.shortcutIndex].intentKey) }
    }

    /// Every shortcut phrase of every app in a locale, in catalog order.
    public func shortcutPhrases(in locale: String) -> [ShortcutPhrase] {
        catalog.apps.enumerated().flatMap { appIndex, app in
            app.shortcuts.enumerated().flatMap { shortcutIndex, shortcut in
                shortcut.phrases.resolved(for: locale).map {
                    ShortcutPhrase(shortcut: ShortcutKey(appIndex: appIndex, shortcutIndex: shortcutIndex), app: app, phrase: $0)
                }
            }
        }
    }

    /// The phrase as a user says it, with the app's name and its slot's first value.
    /// - Parameter appName: the name to say it with; the app's own in the locale by default.
    static func said(_ item: ShortcutPhrase, locale: String, appName: String? = nil) -> String? {
        guard let template = try? PhraseTemplate.parse(item.phrase.text) else { return nil }
        var value: String?
        if let parameter = template.parameterNames.first,
           let typeKey = item.intent?.parameter(named: parameter)?.type.customName,
           let type = item.app.type(named: typeKey) {
            value = type.speakableValues.first?.title.resolved(for: locale)
        }
        return template.rendered(appName: appName ?? item.app.name.resolved(for: locale), value: value)
    }

    /// Each phrase of a locale spelled out with every app name and every speakable value
    /// name, as a user could say it.
    public func expansions(of phrase: PhraseSource, app: App, intent: Intent?, locale: String) -> [String] {
        guard let template = try? PhraseTemplate.parse(phrase.text) else { return [] }
        let names = app.spokenNames(for: locale)
        var values: [String?] = [nil]
        if let parameter = template.parameterNames.first {
            guard let typeKey = intent?.parameter(named: parameter)?.type.customName, let type = app.type(named: typeKey) else { return [] }
            values = type.speakableValues.flatMap { $0.spokenNames(for: locale) }
        }
        return names.flatMap { name in values.map { template.rendered(appName: name, value: $0) } }
    }
}

/// Runs every rule and orders the findings by file, line and column.
public struct Linter: Sendable {
    public static let rules: [any LintRule.Type] = [
        ConflictingPhraseRule.self, DuplicatePhraseRule.self, ExpandedPhraseLimitRule.self, OvermatchRule.self,
        SharedValueSynonymRule.self, UnreachableBeforeLaunchRule.self, TooManyAppSynonymsRule.self, LongPhraseRule.self,
        SiriCollisionRule.self, MissingTranslationRule.self, PlainDialogRule.self, SoundAlikeRule.self,
        ToolDescriptionRule.self, SchemaCompanionsRule.self,
    ]

    public init() {}

    public func lint(_ catalog: Catalog) -> [Diagnostic] {
        let context = LintContext(catalog: catalog)
        let findings = Self.rules.flatMap { $0.init().findings(in: context) }
        return findings.sorted { lhs, rhs in
            let left = lhs.location ?? SourceLocation(file: "", line: 0, column: 0)
            let right = rhs.location ?? SourceLocation(file: "", line: 0, column: 0)
            return (left.file, left.line, left.column, lhs.message) < (right.file, right.line, right.column, rhs.message)
        }
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each kept only where it first appears.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
