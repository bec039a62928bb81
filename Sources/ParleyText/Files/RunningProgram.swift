import Foundation

/// The executable this process runs, found the way the system found it (symbolic links
/// resolved, so a `parley` linked into `/usr/local/bin` is the file in the build folder).
package enum RunningProgram {
    package static var path: String? {
        #if os(Linux)
        let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #else
        let path = Bundle.main.executablePath.map { ($0 as NSString).resolvingSymlinksInPath }
        #endif
        return path.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// One variable of the process's environment. `ProcessInfo.environment` copies every
    /// variable into a new dictionary on each call.
    package static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The cores this process may use, worked out once.
    package static let processorCount: Int = {
        #if os(Linux)
        // What Foundation's `activeProcessorCount` finds, read without its `URL` and `String`
        // machinery, which every start would pay for.
        min(schedulableCores(), cgroupQuotaCores() ?? .max)
        #else
        ProcessInfo.processInfo.activeProcessorCount
        #endif
    }()

    #if os(Linux)
    /// The cores this process may run on: the machine's, or its container's cpuset (cgroup
    /// v2's `cpuset.cpus.effective`, v1's `cpuset.cpus`, a list such as "0-3,6").
    private static func schedulableCores() -> Int {
        let online = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        let list = firstLine("/sys/fs/cgroup/cpuset.cpus.effective") ?? firstLine("/sys/fs/cgroup/cpuset/cpuset.cpus")
        return min(list.flatMap(coreCount(ofList:)) ?? online, online)
    }

    /// A container's CPU quota in whole cores, rounded up: cgroup v2's `cpu.max` ("200000
    /// 100000", or "max 100000" for none), else v1's quota and period. Nil without a quota.
    private static func cgroupQuotaCores() -> Int? {
        let limit: (quota: Int, period: Int)?
        if let line = firstLine("/sys/fs/cgroup/cpu.max") {
            let fields = line.split(separator: " ")
            limit = fields.count == 2 ? Int(fields[0]).flatMap { quota in Int(fields[1]).map { (quota, $0) } } : nil
        } else {
            limit = firstLine("/sys/fs/cgroup/cpu/cpu.cfs_quota_us").flatMap(Int.init).flatMap { quota in
                firstLine("/sys/fs/cgroup/cpu/cpu.cfs_period_us").flatMap(Int.init).map { (quota, $0) }
            }
        }
        guard let limit, limit.quota > 0, limit.period > 0 else { return nil }
        return max(1, (limit.quota + limit.period - 1) / limit.period)
    }

    /// The first line of a small system file, or nil when it cannot be read.
    private static func firstLine(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0, count < buffer.count else { return nil }
        return String(decoding: buffer[..<count].prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
    }
    #endif

    /// The number of cores in a Linux CPU list ("0-3,6" is five); nil if it is not one.
    package static func coreCount(ofList list: String) -> Int? {
        var count = 0
        for range in list.split(separator: ",") {
            let ends = range.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
            guard ends.count <= 2, let first = ends.first ?? nil, let last = ends.last ?? nil, 0 <= first, first <= last else { return nil }
            count += last - first + 1
        }
        return count > 0 ? count : nil
    }

    /// A program installed beside this one (`parley-project` beside `parley`).
    package static func sibling(_ name: String) -> String? {
        path.map { ($0 as NSString).deletingLastPathComponent + "/" + name }
    }
}
