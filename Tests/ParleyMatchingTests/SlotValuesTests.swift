import Testing
@testable import ParleyMatching

@Suite("Slot values")
struct SlotValuesTests {
    /// Each id's words are one run of the shared storage: an id's later names extend its
    /// run, and words for an id whose run another id has closed are refused, never dropped
    /// silently (the cache reader treats that as a damaged entry).
    @Test func anIDsWordsAreOneRun() {
        var slot = PhraseIndex.SlotValues(appIndex: 0, typeKey: "Soup", values: [])
        var added: Bool
        added = slot.addNameTokens([1, 2], of: "chowder")
        #expect(added)
        added = slot.addNameTokens([3], of: "chowder")
        #expect(added)
        added = slot.addNameTokens([4, 5], of: "tomato")
        #expect(added)
        added = slot.addNameTokens([], of: "plain")
        #expect(added)
        added = slot.addNameTokens([6], of: "chowder")
        #expect(!added)
        #expect(Array(slot.nameTokens(of: "chowder")) == [1, 2, 3])
        #expect(Array(slot.nameTokens(of: "tomato")) == [4, 5])
        #expect(Array(slot.nameTokens(of: "plain")) == [])
        #expect(Array(slot.nameTokens(of: "missing")) == [])
        #expect(slot.namesInOrder.map(\.id) == ["chowder", "tomato", "plain"])
    }

    /// A value payload keeps its vocabulary and value apart for every index a catalog can have.
    @Test func payloadsKeepVocabularyAndValue() {
        for (vocabulary, value) in [(0, 0), (1, 0), (0, 1), (Int32.max, Int32.max), (7, 1_000_000)] as [(Int32, Int32)] {
            let payload = PhraseIndex.valuePayload(vocabulary: vocabulary, value: value)
            #expect(Int32(payload >> 32) == vocabulary)
            #expect(Int32(payload & 0xFFFF_FFFF) == value)
        }
    }
}
