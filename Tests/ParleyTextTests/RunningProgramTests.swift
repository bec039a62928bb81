import Foundation
import Testing
import ParleyText

/// How many cores Parley spreads work over: a container's cpuset is read as Linux writes it.
@Suite("The running program")
struct RunningProgramTests {
    @Test(arguments: [
        ("0", 1), ("0-1", 2), ("0-3,6", 5), ("0-3,8-11", 8), ("5,7,9", 3),
    ] as [(String, Int)])
    func countsTheCoresInACPUList(_ list: String, _ cores: Int) {
        #expect(RunningProgram.coreCount(ofList: list) == cores)
    }

    @Test(arguments: ["", "-", "3-1", "a-b", "0-1-2", "1,,x", "-1", "0-1\n"])
    func refusesWhatIsNotACPUList(_ list: String) {
        #expect(RunningProgram.coreCount(ofList: list) == nil)
    }

    @Test func usesAtLeastOneCore() {
        #expect(RunningProgram.processorCount >= 1)
    }
}
