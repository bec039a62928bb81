import ParleyText

/// A key in a phrase file that matches no phrase of the Swift source (or that Xcode marked
/// `stale`): a translation of a phrase the app no longer has, so it is never used.
struct StalePhraseKeyRule: LocalizationRule {
    let identifier = "stale-phrase-key"
    let summary = "a phrase file's key matches no phrase of the Swift source"

    func check(_ context: LocalizationContext) -> [Diagnostic] {
        let sourceKeys = context.sourceKeys
        return context.table.keys.compactMap { key in
            let entry = context.table.entries[key]!
            guard !sourceKeys.contains(key) || entry.isStale else { return nil }
            let location = entry.locations.keys.sorted().first.flatMap { entry.locations[$0] }
            return Diagnostic(.warning, "the key \"\(key)\" matches no phrase of the Swift source\(entry.isStale ? " (Xcode marked it stale)" : ""); its translations are never used", at: location)
        }
    }
}
