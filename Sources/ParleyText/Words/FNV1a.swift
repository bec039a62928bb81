/// 64-bit FNV-1a: a small, unseeded hash, the same on every run and every machine (unlike
/// `Hasher`), for keys that are stored or compared across processes.
package struct FNV1a {
    package private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    @inlinable package init() {}

    @inlinable package mutating func combine(_ item: UInt64) {
        value = (value ^ item) &* 0x100_0000_01B3
    }

    @inlinable package static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hasher = FNV1a()
        for byte in bytes { hasher.combine(UInt64(byte)) }
        return hasher.value
    }
}
