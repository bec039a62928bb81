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
    /// a turn Siri says nothing aloud in has none. Named `<folder>/<transcript>-<turn number>.wav`,
    /// `folder` being where the transcript is among those run (`WAVNames`); standard input
    /// is `stdin`.
    public static func turns(of result: TranscriptResult, device: Device, locale: String, folder: String = "") -> [Turn] {
        let name = result.file == "<stdin>" ? "stdin" : ((result.file as NSString).lastPathComponent as NSString).deletingPathExtension
        let stem = folder.isEmpty ? name : folder + "/" + name
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

    /// The longest one turn may speak, in seconds: a dialog of 44 KB once made a WAV file of
    /// 207 MB.
    public static let longestTurnSeconds = 120

    /// A turn written as a WAV file at `path`, its samples streamed to the file as espeak-ng
    /// makes them; a turn that would speak past `longestTurnSeconds` writes nothing. A
    /// symbolic link at `path` is refused, not written through.
    public static func writeWAV(_ turn: Turn, to path: String) throws(AtomicFile.WriteError) {
        let espeak: Espeak
        switch Espeak.shared {
        case .success(let opened): espeak = opened
        case .failure(let reason): throw AtomicFile.WriteError(message: "\(path): \(reason)")
        }
        let limit = min(espeak.sampleRate * longestTurnSeconds, WAVFile.mostSamples)
        try AtomicFile.stream(to: path, followingLinks: false) { (file: inout AtomicFile.StreamedFile) throws(AtomicFile.WriteError) in
            try file.append(WAVFile.header(sampleCount: 0, sampleRate: espeak.sampleRate))
            var count = 0
            var failure: AtomicFile.WriteError?
            do {
                try espeak.synthesize(turn.text, locale: turn.locale) { samples in
                    guard count + samples.count <= limit else {
                        failure = AtomicFile.WriteError(message: "the turn speaks for more than \(longestTurnSeconds / 60) minutes, the most one turn's file may hold; nothing was written for it")
                        return false
                    }
                    do throws(AtomicFile.WriteError) {
                        try file.append(WAVFile.bytes(samples))
                    } catch {
                        failure = error
                        return false
                    }
                    count += samples.count
                    return true
                }
            } catch {
                throw AtomicFile.WriteError(message: "\(path): \(error)")
            }
            if let failure { throw failure }
            try file.overwrite(at: 0, WAVFile.header(sampleCount: count, sampleRate: espeak.sampleRate))
        }
    }
}

/// Where each transcript's WAV files go under `--speak-to`: in the folder the transcript is
/// in, relative to the folder all the transcripts run share, so that two transcripts of one
/// name in two folders never write the same file.
///
///     WAVNames.folders(for: ["t/phone/order.transcript", "t/homepod/order.transcript"])
///     // ["phone", "homepod"]
public enum WAVNames {
    public static func folders(for files: [String]) -> [String] {
        let folders = files.map { file -> [String] in
            guard file != "-" else { return [] }
            let absolute = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().pathComponents
            return absolute
        }
        let named = folders.filter { !$0.isEmpty }
        guard var shared = named.first else { return files.map { _ in "" } }
        for folder in named.dropFirst() {
            shared = Array(zip(shared, folder).prefix { $0 == $1 }.map(\.0))
        }
        return folders.map { $0.isEmpty ? "" : $0.dropFirst(shared.count).joined(separator: "/") }
    }
}
