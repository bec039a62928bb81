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
        if let node = fields["state"] { overlay.state = state(node) }
        if let node = fields["types"] {
            for (key, keyNode, value) in reader.entries(of: node, in: "types") {
                let context = "type '\(key)'"
                guard let typeFields = reader.fields(of: value, in: "\(context) of an overlay", part: CatalogSchema.overlayType) else { continue }
                var change = AppOverlay.TypeChange(key: key, location: reader.location(of: keyNode))
                if let node = typeFields["values"] {
                    change.values = (reader.sequence(node, in: "values of \(context)") ?? []).compactMap { typeValue($0, in: context) }
                }
                if let node = typeFields["suggested"] {
                    change.suggestedIDs = (reader.sequence(node, in: "suggested") ?? []).compactMap { reader.string($0, in: "a suggested id") }
                }
                overlay.types.append(change)
            }
        }
        if let node = fields["intents"] {
            for (key, keyNode, value) in reader.entries(of: node, in: "intents") {
                guard let intentFields = reader.fields(of: value, in: "intent '\(key)' of an overlay", part: CatalogSchema.overlayIntent) else { continue }
                var change = AppOverlay.IntentChange(key: key, location: reader.location(of: keyNode))
                change.confirmation = intentFields["confirm"].flatMap { dialog($0, in: "confirm") }
                if let node = intentFields["requires"] {
                    let items = node.mapping != nil ? [node] : (reader.sequence(node, in: "requires") ?? [])
                    change.requirements = items.compactMap(requirement)
                }
                if let node = intentFields["result"] {
                    let items = node.mapping != nil || node.scalar != nil ? [node] : (reader.sequence(node, in: "result") ?? [])
                    change.results = items.compactMap(resultCase)
                }
                if let node = intentFields["failures"] {
                    change.failures = (reader.sequence(node, in: "failures") ?? []).compactMap(failure)
                }
                if let node = intentFields["parameters"] {
                    change.parameters = (reader.sequence(node, in: "parameters") ?? []).compactMap(parameterChange)
                }
                overlay.intents.append(change)
            }
        }
        return overlay
    }

    private func parameterChange(_ node: YAMLNode) -> AppOverlay.ParameterChange? {
        guard let fields = reader.fields(of: node, in: "a parameter of an overlay", part: CatalogSchema.overlayParameter),
              let nameNode = fields["name"], let name = reader.string(nameNode, in: "name")
        else { return nil }
        var change = AppOverlay.ParameterChange(name: name, location: reader.location(of: nameNode))
        change.prompt = fields["prompt"].flatMap { dialog($0, in: "prompt") }
        if let node = fields["confirm"] {
            if let scalar = node.scalar, scalar.style == .plain, ["true", "false"].contains(scalar.string) {
                change.confirmation = .some(scalar.string == "true" ? .standard : nil)
            } else if let dialog = dialog(node, in: "confirm") {
                change.confirmation = .some(.custom(dialog))
            }
        }
        if let node = fields["default"], let id = reader.string(node, in: "default") {
            change.defaultID = (id, reader.location(of: node))
        }
        return change
    }
}
