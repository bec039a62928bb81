import DocumentTree
import ParleyText

/// Reads an overlay file (`extends: <app>`, docs/CATALOG.md#overlays) with the same readers
/// as a catalog, allowing only the keys an overlay may replace.
extension AppReader {
    func overlay(_ node: YAMLNode) -> AppOverlay? {
        guard let fields = reader.fields(of: node, in: "an overlay", part: CatalogSchema.overlay),
              let targetNode = fields["extends"], let target = reader.string(targetNode, in: "extends")
        else { return nil }
        guard !target.trimmed.isEmpty else {
            reader.report(.extendsNeedsName, at: targetNode)
            return nil
        }
        var overlay = AppOverlay(target: target, file: reader.file, location: reader.location(of: targetNode))
        CatalogSchema.overlay.read(fields, into: &overlay, self, ())
        return overlay
    }

    func typeChanges(_ node: YAMLNode) -> [AppOverlay.TypeChange] {
        reader.entries(of: node, in: "types").compactMap { key, keyNode, value in
            let context = "type '\(key)'"
            guard let fields = reader.fields(of: value, in: "\(context) of an overlay", part: CatalogSchema.overlayType) else { return nil }
            var change = AppOverlay.TypeChange(key: key, location: reader.location(of: keyNode))
            CatalogSchema.overlayType.read(fields, into: &change, self, context)
            return change
        }
    }

    func suggestedIDs(_ node: YAMLNode) -> [String] {
        (reader.sequence(node, in: "suggested") ?? []).compactMap { reader.string($0, in: "a suggested id") }
    }

    func intentChanges(_ node: YAMLNode) -> [AppOverlay.IntentChange] {
        reader.entries(of: node, in: "intents").compactMap { key, keyNode, value in
            guard let fields = reader.fields(of: value, in: "intent '\(key)' of an overlay", part: CatalogSchema.overlayIntent) else { return nil }
            var change = AppOverlay.IntentChange(key: key, location: reader.location(of: keyNode))
            CatalogSchema.overlayIntent.read(fields, into: &change, self, ())
            return change
        }
    }

    func parameterChanges(_ node: YAMLNode) -> [AppOverlay.ParameterChange] {
        (reader.sequence(node, in: "parameters") ?? []).compactMap(parameterChange)
    }

    private func parameterChange(_ node: YAMLNode) -> AppOverlay.ParameterChange? {
        guard let fields = reader.fields(of: node, in: "a parameter of an overlay", part: CatalogSchema.overlayParameter),
              let nameNode = fields["name"], let name = reader.string(nameNode, in: "name")
        else { return nil }
        var change = AppOverlay.ParameterChange(name: name, location: reader.location(of: nameNode))
        CatalogSchema.overlayParameter.read(fields, into: &change, self, ())
        return change
    }
}
