import ParleyText

/// Every app of one simulated device, loaded from one or more catalog folders.
public struct Catalog: Hashable, Sendable {
    /// In load order: folders as given, files by name within a folder.
    public var apps: [App]
    /// Load-time findings that are not errors (duplicated phrases and the like).
    public var warnings: [Diagnostic]
    /// The files it was loaded from, when every one came through the compiled-catalog
    /// cache: what its compiled phrase indexes are cached under. Not part of equality,
    /// which is about what the catalog holds, not where it came from.
    public var origin: CatalogCache.Origin?

    public init(apps: [App], warnings: [Diagnostic] = [], origin: CatalogCache.Origin? = nil) {
        self.apps = apps
        self.warnings = warnings
        self.origin = origin
    }

    public static func == (left: Catalog, right: Catalog) -> Bool {
        left.apps == right.apps && left.warnings == right.warnings
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(apps)
        hasher.combine(warnings)
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
