import ParleyText

/// Every app of one simulated device, loaded from one or more catalog folders.
public struct Catalog: Hashable, Sendable {
    /// In load order: folders as given, files by name within a folder.
    public var apps: [App]
    /// Load-time findings that are not errors (duplicated phrases and the like).
    public var warnings: [Diagnostic]

    public init(apps: [App], warnings: [Diagnostic] = []) {
        self.apps = apps
        self.warnings = warnings
    }

    /// Looks an app up by its stable name or any of its names, ignoring case.
    public func appIndex(named name: String) -> Int? {
        let folded = name.lowercased()
        if let exact = apps.firstIndex(where: { $0.key.lowercased() == folded }) { return exact }
        return apps.firstIndex { app in
            (app.name.allValues + app.synonyms.allElements.flatMap(\.allValues)).contains { $0.lowercased() == folded }
        }
    }
}
