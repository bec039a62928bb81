/// Every name of Apple's SiriEvaluations and AppIntentsTesting (iOS 27.3) that Parley writes
/// or reads, in one place: a rename in Apple's next beta is one edit here. Each is as Apple's
/// documentation spells it (docs/DECISIONS.md cites the pages). The export (ParleyTranscript)
/// writes them and the import (ParleyImport) reads them, so they live below both.
public enum SiriEvaluationsAPI {
    // Modules.
    public static let testingModule = "AppIntentsTesting"
    public static let module = "SiriEvaluations"

    // AppIntentsTesting: the app's definitions, looked up by type name.
    public static let definitions = "IntentDefinitions"
    public static let bundleIdentifierLabel = "bundleIdentifier"
    public static let intents = "intents"
    public static let entities = "entities"
    public static let expect = "expect"
    public static let expectIdentifier = "expectIdentifier"
    public static let equals = "equals"
    public static let notNil = "notNil"

    // SiriEvaluations: scenarios, turns and expectations.
    public static let loader = "SiriScenarioLoader"
    public static let scenario = "SiriScenario"
    public static let scenarioExpectationLabel = "expectation"
    public static let turn = "UserTurn"
    public static let calls = "Calls"
    public static let disallowed = "disallowed"
    public static let ordered = "ordered"
    public static let unordered = "unordered"
    public static let response = "SiriResponse"
    public static let contains = "contains"
    public static let caseSensitiveLabel = "caseSensitive"
    public static let finds = "Finds"
    public static let onScreen = "OnScreen"
    public static let loads = "Loads"
}
