import ParleyText
import ParleyCatalog

/// Turns catalog dialogs and values into the lines a device shows or says, following
/// the §4 output table (snippets and numbered options on a phone only, options read
/// out as one sentence on a HomePod).
struct DialogueRenderer {
    let app: App
    let intent: Intent?
    let device: Device
    let locale: String
    let flags: AppState

    let strings: SystemStrings
    let formatter: ValueFormatter

    func text(_ dialog: Dialog, values: [String: ParameterValue]) -> String {
        fill(dialog.text(hasScreen: device.hasScreen, locale: locale), values: values)
    }

    /// Interpolates `\(param)` and `\(flag)`; a parameter with no value reads as nothing.
    func fill(_ template: String, values: [String: ParameterValue]) -> String {
        let filled = DialogTemplate.render(template) { name in
            if let parameter = intent?.parameter(named: name) {
                return values[name].map { value(of: parameter, $0) } ?? ""
            }
            if let flag = flags.flag(name) { return flag ? strings.flagOn : strings.flagOff }
            return nil
        }
        return collapseSpaces(filled)
    }

    func value(of parameter: Parameter, _ value: ParameterValue) -> String {
        formatter.format(value, type: parameter.type.customName.flatMap(app.type(named:)))
    }

    /// A prompt followed by its options: numbered lines on a phone, one sentence on a HomePod.
    func choice(prompt: String, options: [(title: String, subtitle: String?)]) -> [String] {
        guard device.hasScreen else {
            // Read aloud, options that share a title are told apart by their subtitle (SPEC §4).
            let spoken = options.map { option in
                let shared = options.filter { $0.title == option.title }.count > 1
                return shared ? option.subtitle.map { "\(option.title), \($0)" } ?? option.title : option.title
            }
            return [prompt, strings.spokenList(spoken)]
        }
        return [prompt] + options.enumerated().map { index, option in
            "\(index + 1). \(option.title)" + (option.subtitle.map { " — \($0)" } ?? "")
        }
    }

    private func collapseSpaces(_ text: String) -> String {
        // Two " " Characters in a row are two 0x20 bytes in a row: without them, nothing collapses.
        var previous: UInt8 = 0
        let hasDoubleSpace = text.utf8.contains { byte in
            defer { previous = byte }
            return byte == 0x20 && previous == 0x20
        }
        guard hasDoubleSpace else { return text.trimmed }
        var result = ""
        for character in text {
            if character == " ", result.last == " " { continue }
            result.append(character)
        }
        return result.trimmed
    }
}
