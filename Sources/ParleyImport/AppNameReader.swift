import Foundation

/// The name users say, and its alternatives: the app target's `Info.plist`
/// (`CFBundleDisplayName`, `CFBundleName`, `INAlternativeAppNames` with pronunciation hints),
/// its build settings (`INFOPLIST_KEY_CFBundleDisplayName`, `PRODUCT_NAME`), and the
/// `InfoPlist` table's translations per locale.
struct AppNameReader {
    var name: Localized?
    var source = ""
    var synonyms: [AppNameSynonym] = []

    init(files: ProjectFiles, settings: BuildSettings, infoPlistTable: StringTable?, developmentLanguage: String) {
        let (plist, plistPath) = Self.appInfoPlist(files: files, settings: settings)
        var info = plist
        for (key, value) in settings.infoProperties { info[key] = value }
        func text(_ key: String) -> String? {
            guard let raw = info[key] as? String else { return nil }
            let resolved = settings.resolve(raw)
            return resolved.isEmpty ? nil : resolved
        }
        let candidates: [(String?, String)] = [
            (text("CFBundleDisplayName"), "\(plistPath ?? "Info.plist") CFBundleDisplayName"),
            (settings.value("INFOPLIST_KEY_CFBundleDisplayName"), "\(settings.source ?? "build settings") INFOPLIST_KEY_CFBundleDisplayName"),
            (settings.value("APP_DISPLAY_NAME"), "\(settings.source ?? "build settings") APP_DISPLAY_NAME"),
            // A name given only in `InfoPlist.xcstrings` (or `.strings`), in the language the
            // project is written in, else its first.
            (Self.tableName(infoPlistTable, key: "CFBundleDisplayName", developmentLanguage: developmentLanguage), "InfoPlist CFBundleDisplayName"),
            (Self.tableName(infoPlistTable, key: "CFBundleName", developmentLanguage: developmentLanguage), "InfoPlist CFBundleName"),
            (text("CFBundleName"), "\(plistPath ?? "Info.plist") CFBundleName"),
            (settings.value("PRODUCT_NAME"), "\(settings.source ?? "build settings") PRODUCT_NAME"),
            (settings.targetName, "\(settings.source ?? "the project") target name"),
            Self.playgroundsAppName(files: files),
        ]
        if let (found, from) = candidates.first(where: { !($0.0 ?? "").isEmpty }), let found {
            source = from
            var translations: [String: String] = [:]
            for key in ["CFBundleName", "CFBundleDisplayName"] {
                translations.merge(infoPlistTable?.translations(of: key) ?? [:]) { _, displayName in displayName }
            }
            name = Localized(source: found, translations: translations, developmentLanguage: developmentLanguage)
        }
        for entry in info["INAlternativeAppNames"] as? [[String: Any]] ?? [] {
            guard let raw = entry["INAlternativeAppName"] as? String else { continue }
            let alternative = settings.resolve(raw)
            guard !alternative.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            let hint = (entry["INAlternativeAppNamePronunciationHint"] as? String).map { settings.resolve($0) }.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
            synonyms.append(AppNameSynonym(
                name: Self.localized(alternative, table: infoPlistTable, developmentLanguage: developmentLanguage),
                pronunciation: hint.map { Self.localized($0, table: infoPlistTable, developmentLanguage: developmentLanguage) },
                source: "\(plistPath ?? "Info.plist") INAlternativeAppNames"))
        }
    }

    private static func tableName(_ table: StringTable?, key: String, developmentLanguage: String) -> String? {
        guard let translations = table?.translations(of: key), !translations.isEmpty else { return nil }
        return translations[developmentLanguage] ?? translations[""] ?? translations.keys.sorted().first.flatMap { translations[$0] }
    }

    /// A Swift Playgrounds app: `.iOSApplication(name: "Tooth Buddy", …)` in `Package.swift`.
    private static func playgroundsAppName(files: ProjectFiles) -> (String?, String) {
        for path in files.packageManifests {
            guard let text = files.read(path).map({ String(decoding: $0, as: UTF8.self) }),
                  let call = text.range(of: ".iOSApplication("),
                  let label = text[call.upperBound...].range(of: "name:"),
                  let open = text[label.upperBound...].firstIndex(of: "\""),
                  let close = text[text.index(after: open)...].firstIndex(of: "\"")
            else { continue }
            return (String(text[text.index(after: open)..<close]), "\(path) .iOSApplication(name:)")
        }
        return (nil, "")
    }

    /// An Info.plist string and its translations (InfoPlist tables key nested values by their
    /// text, and mark most of them not to translate: those come back identical and do not count).
    private static func localized(_ text: String, table: StringTable?, developmentLanguage: String) -> Localized {
        let translations = (table?.translations(of: text) ?? [:]).filter { $0.value != text }
        return Localized(source: text, translations: translations, developmentLanguage: developmentLanguage)
    }

    /// The app target's `INFOPLIST_FILE`; without a project file, the Info.plist that is not an
    /// extension's, nearest the top of the folder.
    private static func appInfoPlist(files: ProjectFiles, settings: BuildSettings) -> ([String: Any], String?) {
        func load(_ path: String) -> [String: Any]? {
            files.read(path).flatMap { try? PropertyListSerialization.propertyList(from: $0, options: [], format: nil) as? [String: Any] }
        }
        if let path = settings.value("INFOPLIST_FILE").map({ ($0 as NSString).standardizingPath }), let plist = load(path) {
            return (plist, path)
        }
        let candidates = files.infoPlists.compactMap { path -> (String, [String: Any])? in
            guard let plist = load(path), plist["NSExtension"] == nil, plist["EXAppExtensionAttributes"] == nil, plist["WKWatchKitApp"] == nil,
                  !path.contains("Tests/"), !path.contains("Widget")
            else { return nil }
            return (path, plist)
        }
        let ranked = candidates.sorted {
            let (a, b) = ($0.1["CFBundleDisplayName"] != nil || $0.1["INAlternativeAppNames"] != nil, $1.1["CFBundleDisplayName"] != nil || $1.1["INAlternativeAppNames"] != nil)
            if a != b { return a }
            let (depthA, depthB) = ($0.0.split(separator: "/").count, $1.0.split(separator: "/").count)
            return depthA != depthB ? depthA < depthB : $0.0 < $1.0
        }
        guard let best = ranked.first else { return expoInfoPlist(files: files) }
        return (best.1, best.0)
    }

    /// An Expo app without an `ios/` folder: `expo.ios.infoPlist` of `app.json` (or
    /// `app.config.json`, the shallowest first) is its Info.plist, and `expo.name` its bundle
    /// name when that sets none.
    private static func expoInfoPlist(files: ProjectFiles) -> ([String: Any], String?) {
        let configs = files.expoConfigs.sorted { ($0.split(separator: "/").count, $0) < ($1.split(separator: "/").count, $1) }
        for path in configs {
            guard let data = files.read(path), let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let expo = root["expo"] as? [String: Any]
            else { continue }
            var info = (expo["ios"] as? [String: Any])?["infoPlist"] as? [String: Any] ?? [:]
            if info["CFBundleName"] == nil, let name = expo["name"] as? String { info["CFBundleName"] = name }
            guard !info.isEmpty else { continue }
            return (info, path)
        }
        return ([:], nil)
    }
}
