import ParleyText

/// A file with `extends: <app>` instead of `app:`: additions to an app defined in another
/// file of the same device — what `parley import` cannot know (entity values, dialogs built at
/// run time) kept apart from what it generates. Each key replaces the same key of the app,
/// item by item: a type's `values` as a whole, an intent's `result` as a whole.
public struct AppOverlay: Sendable {
    public struct TypeChange: Sendable {
        public var key: String
        public var values: [TypeValue]?
        public var suggestedIDs: [String]?
        public var location: SourceLocation
    }

    public struct ParameterChange: Sendable {
        public var name: String
        public var prompt: Dialog?
        public var confirmation: Parameter.Confirmation??
        /// A value id of the parameter's enum or entity (an entity query's `defaultResult()`),
        /// checked once the overlay's own values are in place.
        public var defaultID: (id: String, location: SourceLocation)?
        public var location: SourceLocation
    }

    public struct IntentChange: Sendable {
        public var key: String
        public var confirmation: Dialog?
        public var requirements: [Requirement]?
        public var results: [ResultCase]?
        public var failures: [Failure]?
        public var parameters: [ParameterChange] = []
        public var location: SourceLocation
    }

    /// The app's name as written after `extends:`.
    public var target: String
    public var state: AppState?
    public var types: [TypeChange] = []
    public var intents: [IntentChange] = []
    public var file: String
    public var location: SourceLocation

    /// The app with this overlay's keys in place of its own; problems (a type, intent or
    /// parameter the app does not have) are returned at the overlay's locations.
    public func applied(to base: App) -> (App, [Diagnostic]) {
        var app = base
        var problems: [Diagnostic] = []
        if let state { app.initialState = state }
        for change in types {
            guard let index = app.types.firstIndex(where: { $0.key == change.key }) else {
                problems.append(Diagnostic(CatalogProblem.noTypeToExtend(change.key, app: base.key, types: app.types.map(\.key)), at: change.location))
                continue
            }
            let type = app.types[index]
            let values = change.values ?? type.values
            let suggested = change.suggestedIDs ?? (change.values == nil ? type.suggestedIDs : values.map(\.id))
            app.types[index] = TypeDefinition(key: type.key, kind: type.kind, title: type.title, values: values, suggestedIDs: suggested, location: type.location)
        }
        for change in intents {
            guard let index = app.intents.firstIndex(where: { $0.key == change.key }) else {
                problems.append(Diagnostic(CatalogProblem.noIntentToExtend(change.key, app: base.key, intents: app.intents.map(\.key)), at: change.location))
                continue
            }
            if let confirmation = change.confirmation { app.intents[index].confirmation = confirmation }
            if let requirements = change.requirements { app.intents[index].requirements = requirements }
            if let results = change.results { app.intents[index].results = results }
            if let failures = change.failures { app.intents[index].failures = failures }
            for parameterChange in change.parameters {
                guard let position = app.intents[index].parameters.firstIndex(where: { $0.name == parameterChange.name }) else {
                    problems.append(Diagnostic(CatalogProblem.noParameterToExtend(parameterChange.name, intent: change.key, parameters: app.intents[index].parameters.map(\.name)), at: parameterChange.location))
                    continue
                }
                if let prompt = parameterChange.prompt { app.intents[index].parameters[position].prompt = prompt }
                if let confirmation = parameterChange.confirmation { app.intents[index].parameters[position].confirmation = confirmation }
                if let (id, location) = parameterChange.defaultID {
                    let context = "default of '\(parameterChange.name)'"
                    guard case .custom(let key) = app.intents[index].parameters[position].type, let type = app.type(named: key) else {
                        problems.append(Diagnostic(CatalogProblem.overlayDefaultNotAValueType(parameter: parameterChange.name), at: location))
                        continue
                    }
                    guard type.value(id: id) != nil else {
                        problems.append(Diagnostic(CatalogProblem.notAValue(id, type: key, values: type.values.map(\.id), context: context), at: location))
                        continue
                    }
                    app.intents[index].parameters[position].defaultValue = .identifier(id)
                }
            }
        }
        return (app, problems)
    }
}
