import Foundation

/// A transcript named by a name, not a path, as the studio's Save and its `:save` take it:
/// letters, digits, spaces, `-` and `_`, at most 100 of them. `.transcript` may be given or
/// left off.
///
///     TranscriptName.stem(of: "order soup.transcript")   // "order soup"
///     TranscriptName.stem(of: "../x")                    // nil
public enum TranscriptName {
    public static let rule = "letters, digits, spaces, '-' and '_', at most 100"

    /// The name without `.transcript`; nil when it is not a name.
    public static func stem(of name: String) -> String? {
        let stem = name.hasSuffix(".transcript") ? String(name.dropLast(".transcript".count)) : name
        guard !stem.isEmpty, stem.unicodeScalars.count <= 100,
              stem.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || "-_ ".unicodeScalars.contains($0) })
        else { return nil }
        return stem
    }
}
