import Foundation
import Testing
@testable import ParleyText

/// JSON as the reports write it: keys in order, strings escaped, numbers in their shortest
/// decimal form with at most six decimals.
@Suite("JSON values")
struct JSONValueTests {
    @Test func anObjectKeepsItsKeyOrder() {
        let value = JSONValue.object([
            ("status", "matched"), ("score", .number(1)), ("shortcut", .integer(2)), ("exact", .bool(false)),
            ("parameters", .object([JSONValue.Member]())), ("values", .array([.string("a"), .null])),
        ])
        #expect(value.serialized == #"{"status":"matched","score":1.0,"shortcut":2,"exact":false,"parameters":{},"values":["a",null]}"#)
    }

    @Test func stringsAreEscaped() {
        #expect(JSONValue.string("say \"hi\"\\ now\n\t\r\u{01}é瞑想").serialized == #""say \"hi\"\\ now\n\t\r\u0001é瞑想""#)
    }

    @Test(arguments: [
        (1.0, "1.0"), (-0.0, "-0.0"), (0.85, "0.85"), (0.1 + 0.2, "0.3"), (12.5, "12.5"), (1e-5, "0.00001"),
        (1e-7, "0.0"), (2.0 / 3.0, "0.666667"), (123456.1234567, "123456.123457"), (5e14, "500000000000000.0"),
        (999999999999999.875, "999999999999999.875"), (2e15, "2000000000000000.0"), (.infinity, "null"),
    ])
    func numbersTakeTheirShortestFormWithSixDecimalsAtMost(_ number: Double, _ expected: String) {
        #expect(JSONValue.number(number).serialized == expected)
    }

    @Test(arguments: [0, 7, 10, 2026, -1, -905, Int.max, Int.min])
    func integersAreWrittenAsSwiftPrintsThem(_ number: Int) {
        #expect(JSONValue.integer(number).serialized == String(number))
    }

    /// The shortest form stands in for C's "%.6f" (zeros trimmed): over many numbers of every
    /// size, the two agree.
    @Test func theShortestFormAgreesWithPrintf() {
        var seed: UInt64 = 0x5EED
        for _ in 0..<20_000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let digits = Double(seed >> 11) / Double(1 << 53)
            let scale = [1.0, 10, 100, 1e4, 1e6, 1e8, 1e9, 1e12][Int(seed % 8)]
            let number = ((digits * scale * 1e6).rounded() / 1e6) * (seed & 1 == 0 ? 1 : -1)
            #expect(JSONValue.number(number).serialized == Self.printf(number), "\(number)")
        }
    }

    /// Hundredths (scores) are written from the integer: they agree with printf too, up to
    /// the largest a fast path takes and past it.
    @Test func hundredthsAgreeWithPrintf() {
        var seed: UInt64 = 0x1005
        for k in Array(0...20_000) + (0..<20_000).map({ _ -> Int in
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 20) % 200_000_000_000
        }) {
            let number = Double(k) / 100
            #expect(JSONValue.number(number).serialized == Self.printf(number), "\(number)")
        }
    }

    /// The format by printf: "%.1f" for whole numbers, else "%.6f" with trailing zeros
    /// removed (and one kept after the point).
    private static func printf(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(format: "%.1f", number) }
        var text = String(format: "%.6f", number)
        while text.hasSuffix("0") { text.removeLast() }
        return text.hasSuffix(".") ? text + "0" : text
    }
}
