import Foundation

/// Paths as transcripts write them: relative to the transcript's own folder.
public enum RelativePath {
    /// `../phrases` for the folder `phrases` seen from `transcripts/demo.transcript`.
    public static func of(_ target: String, fromFolderOf file: String) -> String {
        let base = absolute(URL(fileURLWithPath: file).deletingLastPathComponent().path).split(separator: "/")
        let goal = absolute(target).split(separator: "/")
        var common = 0
        while common < base.count, common < goal.count, base[common] == goal[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        let parts = ups + goal[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The path as seen from the current directory: `phrases/a.yaml` for `transcripts/../phrases/a.yaml`.
    public static func fromCurrentDirectory(_ path: String) -> String {
        of(path, fromFolderOf: FileManager.default.currentDirectoryPath + "/-")
    }

    public static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
