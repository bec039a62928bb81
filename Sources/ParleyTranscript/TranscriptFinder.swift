import Foundation
import ParleyText

/// Finds transcripts: files as given, folders searched recursively, in a stable order.
public enum TranscriptFinder {
    public static func find(_ paths: [String]) throws(TranscriptError) -> [String] {
        var skipped: [String] = []
        return try find(paths, skipped: &skipped)
    }

    /// As `find(_:)`; what a folder held under a transcript's name that is not a regular
    /// file (a named pipe, a device, a socket: reading one could wait forever) is left out
    /// and named in `skipped`.
    public static func find(_ paths: [String], skipped: inout [String]) throws(TranscriptError) -> [String] {
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
            var found: [String] = []
            try collect(in: path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path, into: &found)
            for file in found.sorted() {
                if SourceText.isRegularFile(file) { files.append(file) } else { skipped.append(file) }
            }
        }
        return files
    }

    /// Every `.transcript` file under a folder, read with `readdir`: Foundation's directory
    /// enumerator cost more than parsing the files it found. Symbolic links to folders are
    /// not followed (so a link cannot loop), as the enumerator did not. Each folder is read
    /// whole and closed before its subfolders, so a deep tree holds one folder open at a
    /// time; a folder that cannot be read is an error, not transcripts quietly left unrun.
    private static func collect(in folder: String, into found: inout [String]) throws(TranscriptError) {
        guard let directory = opendir(folder) else {
            let reason = String(cString: strerror(errno))
            throw TranscriptError(.unreadable("cannot read the folder '\(folder)': \(reason)"), file: folder, line: 1)
        }
        var subfolders: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            let path = folder == "/" ? "/" + name : folder + "/" + name
            var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
            if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                // Some file systems do not say: ask, without following a link.
                var status = stat()
                isFolder = lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
            }
            if isFolder {
                subfolders.append(path)
            } else if name.hasSuffix(".transcript") {
                found.append(path)
            }
        }
        closedir(directory)
        for subfolder in subfolders {
            try collect(in: subfolder, into: &found)
        }
    }
}
