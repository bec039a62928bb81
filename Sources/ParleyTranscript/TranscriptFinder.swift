import Foundation

/// Finds transcripts: files as given, folders searched recursively, in a stable order.
public enum TranscriptFinder {
    public static func find(_ paths: [String]) throws(TranscriptError) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw TranscriptError(.noTranscriptAt(path), file: path, line: 1)
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let enumerator = FileManager.default.enumerator(atPath: path)
            var found: [String] = []
            while let relative = enumerator?.nextObject() as? String {
                if relative.hasSuffix(".transcript") {
                    found.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
                }
            }
            files += found.sorted()
        }
        return files
    }
}
