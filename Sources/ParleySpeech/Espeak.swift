import Foundation
import ParleyText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// espeak-ng, the phonemizer and synthesizer most open speech systems use, opened when first
/// asked for (`dlopen`) rather than linked: a machine without it still runs every other part
/// of Parley, and the part that needs it says what is missing (docs/SPEECH.md).
///
/// espeak-ng keeps one voice and one output buffer for the whole process, so every call goes
/// through one lock; phoneme strings are kept per locale and text once made.
public final class Espeak: @unchecked Sendable {
    /// The library, or why it could not be opened.
    public static let shared: Result<Espeak, SpeechError> = open()

    /// Samples per second of what `synthesize` returns.
    public let sampleRate: Int

    private typealias Initialize = @convention(c) (Int32, Int32, UnsafePointer<CChar>?, Int32) -> Int32
    private typealias SetVoiceByName = @convention(c) (UnsafePointer<CChar>?) -> Int32
    private typealias TextToPhonemes = @convention(c) (UnsafeMutablePointer<UnsafeRawPointer?>?, Int32, Int32) -> UnsafePointer<CChar>?
    private typealias SynthCallback = @convention(c) (UnsafeMutablePointer<Int16>?, Int32, UnsafeMutableRawPointer?) -> Int32
    private typealias SetSynthCallback = @convention(c) (SynthCallback?) -> Void
    private typealias Synth = @convention(c) (UnsafeRawPointer?, Int, UInt32, Int32, UInt32, UInt32, UnsafeMutablePointer<UInt32>?, UnsafeMutableRawPointer?) -> Int32

    private let setVoiceByName: SetVoiceByName
    private let textToPhonemes: TextToPhonemes
    private let synth: Synth
    private let lock = NSLock()
    private var voice: String?
    private var phonemes: [String: String] = [:]
    /// Where the synthesis callback hands its samples; false stops the synthesis. Only
    /// set under `lock`, for the length of one `synthesize`.
    nonisolated(unsafe) private static var receiver: ((UnsafeBufferPointer<Int16>) -> Bool)?

    private init(library: UnsafeMutableRawPointer, sampleRate: Int) throws(SpeechError) {
        func symbol<T>(_ name: String, as type: T.Type) throws(SpeechError) -> T {
            guard let address = dlsym(library, name) else { throw SpeechError.missing("espeak-ng has no \(name)") }
            return unsafeBitCast(address, to: type)
        }
        self.sampleRate = sampleRate
        setVoiceByName = try symbol("espeak_SetVoiceByName", as: SetVoiceByName.self)
        textToPhonemes = try symbol("espeak_TextToPhonemes", as: TextToPhonemes.self)
        synth = try symbol("espeak_Synth", as: Synth.self)
        let setCallback = try symbol("espeak_SetSynthCallback", as: SetSynthCallback.self)
        setCallback { wave, count, _ in
            guard let wave, count > 0 else { return 0 }
            // A non-zero answer tells espeak-ng to stop.
            return Espeak.receiver?(UnsafeBufferPointer(start: wave, count: Int(count))) == false ? 1 : 0
        }
    }

    private static func open() -> Result<Espeak, SpeechError> {
        let names = ["libespeak-ng.so.1", "libespeak-ng.so", "libespeak-ng.1.dylib", "libespeak-ng.dylib", "/opt/homebrew/lib/libespeak-ng.dylib", "/usr/local/lib/libespeak-ng.dylib"]
        guard let library = names.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else {
            return .failure(.missing("espeak-ng is not installed (Debian, Ubuntu: sudo apt-get install espeak-ng; macOS: brew install espeak-ng)"))
        }
        guard let address = dlsym(library, "espeak_Initialize") else { return .failure(.missing("espeak-ng has no espeak_Initialize")) }
        let initialize = unsafeBitCast(address, to: Initialize.self)
        // Synchronous: espeak_Synth returns once the whole text is in the callback. 0x8000:
        // espeak-ng must not end the process when its data is missing; it returns an error.
        let rate = initialize(2, 0, nil, 0x8000)
        guard rate > 0 else { return .failure(.missing("espeak-ng did not start (its data folder, espeak-ng-data, is missing?)")) }
        do {
            return .success(try Espeak(library: library, sampleRate: Int(rate)))
        } catch {
            return .failure(error)
        }
    }

    /// espeak-ng's voice for a locale: its own, else its language's (`en-us` for English,
    /// as Siri's default English is American).
    static func voiceNames(for locale: String) -> [String] {
        let overrides = ["en": "en-us", "zh-Hans": "cmn", "zh-Hant": "cmn", "zh-HK": "yue", "pt-BR": "pt-br", "nb": "nb", "ms": "ms"]
        var names: [String] = []
        if let named = overrides[locale] { names.append(named) }
        names.append(locale.lowercased())
        let language = LocaleCode.language(of: locale)
        if let named = overrides[language] { names.append(named) }
        names.append(language)
        return names.uniquedInOrder()
    }

    private func use(_ locale: String) throws(SpeechError) {
        guard voice != locale else { return }
        for name in Self.voiceNames(for: locale) where setVoiceByName(name) == 0 {
            voice = locale
            return
        }
        throw .noVoice(locale)
    }

    /// The text's phonemes in IPA, words separated by spaces ("Lumen": `lˈuːmɛn`).
    public func phonemes(_ text: String, locale: String) throws(SpeechError) -> String {
        lock.lock()
        defer { lock.unlock() }
        let key = locale + "\n" + text
        if let known = phonemes[key] { return known }
        try use(locale)
        var clauses: [String] = []
        text.withCString { start in
            var cursor: UnsafeRawPointer? = UnsafeRawPointer(start)
            // One clause per call; espeak-ng moves the cursor on, and to nil at the end.
            while let position = cursor, position.load(as: UInt8.self) != 0 {
                guard let clause = textToPhonemes(&cursor, 1, 0x02) else { break }
                clauses.append(String(cString: clause))
                if cursor == position { break }
            }
        }
        let result = clauses.joined(separator: " ").trimmingCharacters(in: .whitespaces)
        phonemes[key] = result
        return result
    }

    /// The text spoken in the locale's voice: 16-bit mono samples at `sampleRate`, handed to
    /// `receive` a few thousand at a time as espeak-ng makes them, so that a long text is
    /// never held whole; `receive` answers false to stop (the caller's bound).
    public func synthesize(_ text: String, locale: String, receive: (UnsafeBufferPointer<Int16>) -> Bool) throws(SpeechError) {
        lock.lock()
        defer { lock.unlock() }
        try use(locale)
        var stopped = false
        let status = withoutActuallyEscaping(receive) { receive in
            Self.receiver = { samples in
                stopped = !receive(samples)
                return !stopped
            }
            defer { Self.receiver = nil }
            return text.withCString { start in
                synth(UnsafeRawPointer(start), strlen(start) + 1, 0, 1, 0, 1, nil, nil)
            }
        }
        guard status == 0 || stopped else { throw .failed("espeak-ng could not speak (error \(status))") }
    }
}

/// Why speech could not be made.
public enum SpeechError: Error, Equatable, CustomStringConvertible {
    case missing(String)
    case noVoice(String)
    case failed(String)

    public var description: String {
        switch self {
        case .missing(let why), .failed(let why): why
        case .noVoice(let locale): "espeak-ng has no voice for '\(locale)'"
        }
    }
}

extension Array where Element: Hashable {
    func uniquedInOrder() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
