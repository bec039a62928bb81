import Foundation

/// Declared without App Intents; the conformance lives in CupSize+AppEnum.swift.
enum CupSize: String, Codable {
    case small, medium, large
}
