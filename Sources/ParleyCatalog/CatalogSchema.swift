/// The keys each part of a catalog file accepts, stated once: the reader accepts these and no
/// other (`YAMLReader.fields(of:in:part:)`), requires the required ones, and the key tables of
/// docs/CATALOG.md are written from them (`CatalogReferenceTests`; after a change,
/// `RECORD_SNAPSHOTS=1 swift test --filter CatalogReferenceTests` rewrites the tables).
/// A key's meaning in the model is its reader's (`AppReader`); its cache coding follows from the
/// model property (`scripts/generate-cache-coding`).
public enum CatalogSchema {
    /// An app-name synonym with a pronunciation hint (described in the app's `synonyms` row).
    public static let appSynonym = CatalogPart("synonym", [
        .required("name", "localized string", "The synonym."),
        .optional("pronunciation", "localized string", default: "none", "The synonym's words as a speech recognizer would write them."),
    ])
    public static let app = CatalogPart("app", [
        .required("app", "localized string",
                  "The app's display name, as users say it and as Siri says it. Its `en` form is the app's key."),
        .optional("synonyms", "localized list of strings, or `{name, pronunciation}`", default: "none",
                  "Alternative app names (`INAlternativeAppNames`). Each works wherever the name does. `{name: Kurozora, pronunciation: queue ro zo ra}` adds a pronunciation hint (`INAlternativeAppNamePronunciationHint`): its words are one more spoken form of that name, as a speech recognizer would write it; help and choices still show the name. Only app-name synonyms take hints."),
        .optional("state", "[state](#state) mapping", default: "launched, no flags",
                  "The app's initial simulated state."),
        .optional("types", "map from type name to [type](#type)", default: "none",
                  "The app's enums and entities. The name is what a parameter's `type` refers to; it may not be a built-in type name."),
        .optional("intents", "map from intent key to [intent](#intent)", default: "none",
                  "The app's intents. The key (the Swift type name, such as `StartMeditation`) is what shortcuts, `--json` and `=` lines use."),
        .optional("shortcuts", "list of [shortcut](#shortcut)", default: "none",
                  "The App Shortcuts, in priority order (the first is the most prominent); at most 10."),
        .optional("negativePhrases", "localized list of phrases", default: "none",
                  "Utterances that must never trigger this app."),
    ])
    public static let state = CatalogPart("state", [
        .flag("launched", default: true,
                  "Whether the app has been launched once. While `false`, its phrases with a parameter are unavailable (as on iOS), and help lists only the phrases that work."),
        .optional("flags", "map from flag name to `true`/`false`", default: "none",
                  #"Named on/off states that intents can require (`requires`), test (`when`), change (`set`) and say (`\(flag)`)."#),
    ])
    public static let type = CatalogPart("type", [
        .required("kind", "`enum` or `entity`",
                  "Which of the two the type is."),
        .optional("title", "localized string", default: "the type's name",
                  "Its display name (`typeDisplayRepresentation`). Prompts use the parameter's `title`, not this one."),
        .required("values", "list of [type value](#type-value)",
                  "The enum's cases, or the entity's sample values; at least one."),
        .optional("suggested", "list of value ids", default: "every value",
                  "Entities only (`suggestedEntities()`): the values a phrase can carry and a choice lists. Any value can still be given as an answer."),
        .optional("schema", "an entity or enum schema (`reminders.reminder`)", default: "none",
                  "`@AppEntity(schema:)` / `@AppEnum(schema:)`: the Apple schema the type conforms to ([SIRI_AI.md](SIRI_AI.md))."),
        .flag("indexed", default: false,
                  "Entities only (`IndexedEntity`): in Siri's semantic index, so with Siri AI a value is found by any word of its title."),
        .flag("owned", default: false,
                  "Entities only (`OwnershipProvidingEntity`): the user's own, so Siri AI does not confirm an intent that acts on one before running it."),
    ])
    public static let typeValue = CatalogPart("type value", [
        .required("id", "text",
                  "The value's identity: what `default`, `preset`, `suggested`, `when`, `--json` and `=` lines use. Unique within the type."),
        .required("title", "localized string",
                  "How the value is said and shown, and a name users may say."),
        .optional("subtitle", "localized string", default: "none",
                  "Shown after the title in a phone's numbered options (`2. The Hobbit — J. R. R. Tolkien`), which tells apart values that share a title."),
        .optional("synonyms", "localized list of strings", default: "none",
                  "More names users may say for the value, in phrases and answers."),
    ])
    public static let intent = CatalogPart("intent", [
        .optional("title", "localized string", default: "the intent's key",
                  "Its title; names a shortcut that has no `title` of its own."),
        .optional("parameters", "list of [parameter](#parameter)", default: "none",
                  "Resolved in the order written."),
        .optional("confirm", "[dialog](#dialog)", default: "none",
                  #"The intent's confirmation (`requestConfirmation`), asked after every parameter is resolved and no failure applies. "Yes" runs the result; "no" answers `Okay, cancelled.`"#),
        .optional("requires", "a [requires](#requires) mapping, or a list of them", default: "none",
                  "Flags that must be on for the intent to run at all."),
        .flag("opensApp", default: false,
                  "`openAppWhenRun`: on a phone the result ends with `[opens App]`; on a HomePod the intent cannot run and Siri says `Sorry, I can't open App here.` at once."),
        .optional("result", "a [result](#result), a list of result cases, or a dialog string", default: "`Done.`",
                  "What Siri says when the intent runs: the first case whose `when` holds."),
        .optional("failures", "list of [failure](#failure)", default: "none",
                  "Conditions that end the intent with an error dialog instead."),
        .optional("suggestedPhrase", "localized string", default: "none",
                  #"`suggestedInvocationPhrase`: the name "Add to Siri" proposes. `:add-to-siri` without a name uses it, else the shortcut's title ([TRANSCRIPTS.md](TRANSCRIPTS.md#siri-shortcuts))."#),
        .flag("suggestions", default: true,
                  "`false` is `IneligibleForSuggestions`: running the intent donates nothing, so Siri never suggests it."),
        .optional("shortcutTypes", "list of [shortcut type](#shortcut-type)", default: "none",
                  "The parameter combinations a donation of this intent can be suggested as. A donation that fits none is never suggested."),
        .optional("schema", "an intent schema (`reminders.createReminder`)", default: "none",
                  "`@AppIntent(schema:)`: the Apple app schema the intent adopts. With `--siri ai` a request in the schema's words reaches it without a phrase ([SIRI_AI.md](SIRI_AI.md)). An unknown schema is an error naming the nearest."),
        .flag("tool", default: false,
                  "`@AppIntent(.tool)`: with `--siri ai`, Siri may call the intent while the app is named, in the foreground, has a live activity, or surfaced an entity ([SIRI_AI.md](SIRI_AI.md))."),
        .optional("description", "localized string", default: "none",
                  "`IntentDescription`: what the intent does. Siri AI reads a tool's title, description and parameters to choose it; `tool-description` asks for one."),
    ])
    public static let parameter = CatalogPart("parameter", [
        .required("name", "text",
                  #"The parameter's name: `\(\.$name)` in phrases, `\(name)` in dialogs, and the name `when`, `preset` and `--json` use. Unique within the intent."#),
        .optional("title", "localized string", default: "the name",
                  "Its title, used by the questions Siri makes up (`What's the quantity?`) and by the bounds messages."),
        .required("type", "a [value type](#value-types)",
                  "`String`, `Int`, `Double`, `Bool`, `Date`, `Duration`, or an enum or entity declared under `types`."),
        .flag("required", default: true,
                  "An optional parameter is not asked for unless `ask` says so."),
        .optional("ask", "`value`, `disambiguate` or `never`", default: "see below",
                  "How a missing value is obtained: `value` asks an open question, `disambiguate` lists the options (enums and entities), `never` leaves it empty."),
        .optional("prompt", "[dialog](#dialog)", default: "see below",
                  "The question for a missing value; for `disambiguate` the options follow it."),
        .optional("confirm", "`true`, `false` or a [dialog](#dialog)", default: "none",
                  #"Confirms a value that came with the utterance (spoken in the phrase, or a shortcut's `preset`): `true` asks `Just to confirm, you wanted <value>?`; a dialog asks that instead. Answers and defaults are never confirmed; "no" asks for the value again."#),
        .optional("default", "a value of the parameter's type", default: "none",
                  "A missing value takes it without asking."),
        .optional("min", "number", default: "none",
                  "`Int`, `Double` and `Duration` (in seconds) only: a lower answer is refused with `<Title> can't be lower than <min>.` and asked again; a duration's bound is said as a duration (`1 minute`)."),
        .optional("max", "number", default: "none",
                  "`Int`, `Double` and `Duration` (in seconds) only: a higher answer gets `<Title> can't be higher than <max>.` and is asked again."),
        .optional("when", "[`when` condition](#when-conditions)", default: "none",
                  "The parameter only exists when the condition holds (a child parameter)."),
        .optional("description", "localized string", default: "none",
                  "`@Parameter(description:)`: what the value is. Siri AI reads it to choose a tool."),
    ])
    public static let dialog = CatalogPart("dialog", [
        .required("full", "localized string",
                  "What a voice-only device (HomePod) says."),
        .optional("supporting", "localized string", default: "`full`",
                  "What a device with a screen (phone) shows."),
    ])
    public static let requirement = CatalogPart("requires", [
        .required("flag", "flag name",
                  "A flag declared under `state: flags:` that must be on."),
        .optional("dialog", "[dialog](#dialog)", default: "`Sorry, <App> can't do that right now.`",
                  "What Siri says when the flag is off; the intent then ends."),
    ])
    public static let result = CatalogPart("result", [
        .optional("when", "[`when` condition](#when-conditions)", default: "always",
                  "This case applies only when the condition holds."),
        .optional("dialog", "[dialog](#dialog)", default: "`Done.`",
                  "What Siri says."),
        .optional("snippet", "list of localized strings, or one", default: "none",
                  #"Visual lines, shown on a phone only, each as `\| line`."#),
        .optional("set", "map from flag name to `true`, `false` or `toggle`", default: "none",
                  "Flag changes, made when the result is given (before its dialog is rendered)."),
    ])
    public static let failure = CatalogPart("failure", [
        .required("when", "[`when` condition](#when-conditions)",
                  "When the failure applies."),
        .required("dialog", "[dialog](#dialog)",
                  "What Siri says."),
    ])
    public static let shortcutType = CatalogPart("shortcut type", [
        .required("parameters", "list of parameter names",
                  "Exactly the parameters a donation must have values for; `[]` for none. Their order does not matter."),
        .required("title", "localized string",
                  #"What the suggestion shows, with `\(name)` for the values of its own parameters."#),
        .optional("subtitle", "localized string", default: "none",
                  "A second line, shown after ` · `."),
        .flag("background", default: true,
                  "`supportsBackgroundExecution`. `false`: a personal shortcut whose saved values fit this type opens the app instead of running (`[opens Soup Chef]`; a HomePod cannot); the suggestion says ` — opens the app`."),
    ])
    public static let shortcut = CatalogPart("shortcut", [
        .required("intent", "intent key",
                  "The intent the shortcut runs. Several shortcuts may run the same intent."),
        .optional("title", "localized string", default: "the intent's `title`",
                  "Its short title (`shortTitle`), used when Siri asks which shortcut was meant and by `:phrases`. In `1. Lumen: Lights On`, the shortcut has no title of its own, so its intent's shows."),
        .optional("preset", "map from parameter name to value", default: "none",
                  "Parameter values fixed by this shortcut, written as for `default`. They count as coming with the utterance, so a parameter's `confirm` asks about them."),
        .required("phrases", "localized list of [phrases](#phrases)",
                  "The phrases that run it; the first is the primary phrase."),
    ])
    public static let overlay = CatalogPart("overlay", [
        .required("extends", "app name",
                  "The app this file adds to: any of its names, ignoring case."),
        .optional("state", "[state](#state)", default: "the app's",
                  "Replaces the app's initial state."),
        .optional("types", "map from type key to [overlay type](#overlay-type)", default: "none",
                  "Values for the app's enums and entities."),
        .optional("intents", "map from intent key to [overlay intent](#overlay-intent)", default: "none",
                  "Dialogs, results and failures for the app's intents."),
    ])
    public static let overlayType = CatalogPart("overlay type", [
        .optional("values", "list of [type values](#type-value)", default: "the type's",
                  "Replaces the type's values as a whole."),
        .optional("suggested", "list of value ids", default: "all the new values",
                  "Replaces an entity's `suggestedEntities()`."),
    ])
    public static let overlayIntent = CatalogPart("overlay intent", [
        .optional("parameters", "list of [overlay parameters](#overlay-parameter)", default: "none",
                  "Prompts and confirmations of named parameters."),
        .optional("confirm", "[dialog](#dialog)", default: "the intent's",
                  "Replaces the intent confirmation."),
        .optional("requires", "as [requires](#requires)", default: "the intent's",
                  "Replaces the requirements."),
        .optional("result", "as [result](#result)", default: "the intent's",
                  "Replaces every result case."),
        .optional("failures", "list of [failures](#failure)", default: "the intent's",
                  "Replaces the failures."),
    ])
    public static let overlayParameter = CatalogPart("overlay parameter", [
        .required("name", "parameter name",
                  "The parameter of the intent to change."),
        .optional("prompt", "[dialog](#dialog)", default: "the parameter's",
                  "Replaces its prompt."),
        .optional("confirm", "`true`, `false` or a [dialog](#dialog)", default: "the parameter's",
                  "Replaces its confirmation."),
        .optional("default", "a value id of the parameter's enum or entity", default: "the parameter's",
                  "Replaces its default: an entity query's `defaultResult()`. Checked against the values after the overlay's own."),
    ])

    /// Every part with a section of docs/CATALOG.md, in the order of its sections.
    public static let all: [CatalogPart] = [
        app, state, type, typeValue, intent, parameter, dialog, requirement, result, failure,
        shortcutType, shortcut, overlay, overlayType, overlayIntent, overlayParameter,
    ]
}

/// One part of a catalog file (an app, an intent, a parameter…): its keys in the order the
/// reference lists them, each with its row of docs/CATALOG.md.
///
/// A class: every mapping the reader reads holds its part, and a reference is one count to
/// keep, where the struct's four arrays were four.
public final class CatalogPart: Sendable {
    /// The part's name, which heads its section of docs/CATALOG.md.
    public let name: String
    public let keys: [Key]

    /// The keys a file may write, in the reference's order (error messages list them so).
    public let names: [String]
    /// The keys without which the part is not read.
    public let required: [String]

    init(_ name: String, _ keys: [Key]) {
        self.name = name
        self.keys = keys
        names = keys.map(\.name)
        required = keys.filter(\.isRequired).map(\.name)
    }

    /// One accepted key and its row of the reference.
    public struct Key: Sendable {
        public let name: String
        /// What is written there ("localized string", "list of [phrases](#phrases)").
        public let type: String
        public let isRequired: Bool
        /// What it is when left out; nil for a required key.
        public let defaultValue: String?
        /// What it does.
        public let meaning: String
        /// The default of a `true`/`false` key; nil for any other.
        public var flagDefault: Bool? = nil

        static func required(_ name: String, _ type: String, _ meaning: String) -> Key {
            Key(name: name, type: type, isRequired: true, defaultValue: nil, meaning: meaning)
        }

        static func optional(_ name: String, _ type: String, default defaultValue: String, _ meaning: String) -> Key {
            Key(name: name, type: type, isRequired: false, defaultValue: defaultValue, meaning: meaning)
        }

        /// A `true`/`false` key: its default is stated here once, for the reader
        /// (`Fields.flag`), the importer's writer (which leaves it out when it is the default)
        /// and the reference.
        static func flag(_ name: String, default value: Bool, _ meaning: String) -> Key {
            Key(name: name, type: "`true` or `false`", isRequired: false, defaultValue: "`\(value)`", meaning: meaning, flagDefault: value)
        }
    }

    /// The default of one of the part's `true`/`false` keys.
    public func flagDefault(_ name: String) -> Bool {
        guard let value = keys.first(where: { $0.name == name })?.flagDefault else {
            preconditionFailure("'\(name)' is no true/false key of \(self.name) in CatalogSchema")
        }
        return value
    }

    /// The key `name`, as a file writes it: a key the part does not declare is a programming
    /// error, caught wherever it is written (the importer's `CatalogWriter`).
    public func key(_ name: String) -> String {
        precondition(names.contains(name), "'\(name)' is no key of \(self.name) in CatalogSchema")
        return name
    }

    /// The part's key table, as docs/CATALOG.md has it.
    public var referenceTable: String {
        var table = "| key | type | default | what it does |\n|---|---|---|---|\n"
        for key in keys {
            table += "| `\(key.name)` | \(key.type)\(key.isRequired ? ", **required**" : "") | \(key.defaultValue ?? "—") | \(key.meaning) |\n"
        }
        return table
    }
}
