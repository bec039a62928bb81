import Foundation
import ParleyText
import ParleyDialogue
import ParleyTranscript
import ParleySpeech

/// What Siri says aloud of a turn's lines, and those words as sound (`--speak`, `--speak-to`).
/// A HomePod says every line (its dialogs are the full ones and it reads choices out); a phone
/// says what Siri speaks and leaves on the screen what it shows: a list's numbered options, a
/// result's snippet (`| `), and marks such as `[opens Soup Chef]`.
public enum SpokenTurns {
    public static func spoken(_ lines: [String], device: Device) -> [String] {
        lines.filter { line in
            if line.hasPrefix("[") && line.hasSuffix("]") { return false }
            guard device == .phone else { return true }
            if line.hasPrefix("| ") { return false }
            return !(line.first?.isNumber == true && line.contains(". ") && line.prefix { $0.isNumber }.count == line.firstIndex(of: ".").map { line.distance(from: line.startIndex, to: $0) })
        }
    }

    /// One turn of a transcript as it is spoken: its file name, what is said, in which voice.
    public struct Turn: Sendable {
        public var name: String
        public var text: String
        public var locale: String

        public init(name: String, text: String, locale: String) {
            self.name = name
            self.text = text
            self.locale = locale
        }
    }

    /// The spoken turns of a run transcript, following its `@device` and `@locale` lines;
    /// a turn Siri says nothing aloud in has none. Named `<transcript>-<turn number>.wav`.
    public static func turns(of result: TranscriptResult, device: Device, locale: String) -> [Turn] {
        let stem = ((result.file as NSString).lastPathComponent as NSString).deletingPathExtension
        var device = device, locale = locale
        var results = result.turns.makeIterator()
        var turns: [Turn] = []
        var number = 0
        for item in result.transcript?.items ?? [] {
            switch item {
            case .setting(.device(let newDevice), _): device = newDevice
            case .setting(.locale(let newLocale), _): locale = newLocale
            case .turn:
                guard let turn = results.next() else { continue }
                number += 1
                let said = spoken(turn.actual, device: device)
                guard !said.isEmpty else { continue }
                turns.append(Turn(name: "\(stem)-\(number < 10 ? "0" : "")\(number).wav", text: said.joined(separator: " "), locale: locale))
            default:
                break
            }
        }
        return turns
    }

    /// A turn as a WAV file's bytes.
    public static func wav(_ turn: Turn) throws(SpeechError) -> Data {
        let espeak = try Espeak.shared.get()
        return WAVFile.data(samples: try espeak.synthesize(turn.text, locale: turn.locale), sampleRate: espeak.sampleRate)
    }
}
