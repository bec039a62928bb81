import DocumentTree
import Foundation

/// Where Siri AI answers, from `SiriAI/availability.yaml` (embedded by the build): the
/// languages and the release that first shipped each, the devices, and the regions where an
/// iPhone has none. docs/DECISIONS.md names where each was read.
///
///     SiriAIAvailability.bundled.answers(locale: "en", device: "phone", region: "us")   // true
///     SiriAIAvailability.bundled.answers(locale: "en", device: "phone", region: "eu")   // false
public struct SiriAIAvailability: Decodable, Sendable {
    public struct Region: Decodable, Sendable {
        public var name: String
        /// False where an iPhone has no Siri AI.
        public var siriAI: Bool?
    }

    /// Language codes, by the release that first shipped each (`27.2`).
    public var locales: [String: String]
    /// Device names (as `@device` takes them) that run it.
    public var devices: [String]
    /// Every code `@region` takes.
    public var regions: [String: Region]

    /// The region a session is in until `@region` says otherwise.
    public static let defaultRegion = "us"

    public static let bundled: SiriAIAvailability = {
        guard let text = EmbeddedSiriAI.encoded["availability"], let data = Data(base64Encoded: text),
              let node = YAMLNode(bytes: Array(data))
        else { fatalError("the bundled availability.yaml was embedded damaged") }
        do {
            return try YAMLNodeDecoder.decode(SiriAIAvailability.self, from: node)
        } catch {
            fatalError("the bundled availability.yaml does not decode: \(error)")
        }
    }()

    /// Whether Siri AI answers a session in this language, on this device, in this region.
    public func answers(locale: String, device: String, region: String) -> Bool {
        // A locale's own chain (`es-MX` → `es`), never English for another language.
        LocaleCode.fallbackChain(for: locale).contains { locales[$0] != nil && LocaleCode.language(of: $0) == LocaleCode.language(of: locale) }
            && devices.contains(device)
            && (regions[region]?.siriAI ?? true)
    }

    /// The region codes, sorted.
    public var regionCodes: [String] { regions.keys.sorted() }
}
