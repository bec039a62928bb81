import ParleyText

/// What a conversation knows of Siri AI (SPEC §10, docs/SIRI_AI.md): whether it is on, where
/// the device is, and what opens an app's tools without its name.
public struct SiriAISettings: Hashable, Sendable {
    /// `@siri classic|ai`.
    public enum Mode: String, CaseIterable, Hashable, Sendable {
        /// Siri before Siri AI: phrases, personal shortcuts, Siri's own requests.
        case classic
        /// Siri AI where Apple ships it: schemas and tools reach apps too.
        case ai
    }

    /// An entity on screen (`@on-screen App/Type id`).
    public struct OnScreen: Hashable, Sendable {
        public var appIndex: Int
        public var typeKey: String
        public var valueID: String
    }

    public var mode: Mode = .classic
    /// `@region CODE`, a code of `SiriAIAvailability`.
    public var region = SiriAIAvailability.defaultRegion
    /// `@foreground App`: the app on screen.
    public var foregroundApp: Int?
    /// `@live-activity App`: apps with a live activity running, in the order started.
    public var liveActivityApps: [Int] = []
    /// `@on-screen App/Type id`.
    public var onScreen: OnScreen?
    /// `@default-app domain=App`: the app chosen for a schema domain.
    public var defaultApps: [String: Int] = [:]
    /// The app an entity of which the conversation surfaced last (a run that acted on one
    /// ended), until another app's intent runs or the session is reset.
    public var surfacedApp: Int?
    /// Whether "Siri AI isn't available here" was said for the settings as they are.
    public var unavailableNoticeGiven = false

    public init() {}

    /// The apps whose tools are open without being named.
    public var appsWithToolsOpen: Set<Int> {
        var apps = Set(liveActivityApps)
        if let surfacedApp { apps.insert(surfacedApp) }
        if let foregroundApp { apps.insert(foregroundApp) }
        if let onScreen { apps.insert(onScreen.appIndex) }
        return apps
    }
}
