import Testing
@testable import GestureReplay

@Suite("JSON writer")
struct JSONWriterTests {
    @Test("objects keep their keys in the order built")
    func keepsKeyOrder() {
        let value = JSONValue.object([("zeta", .integer(1)), ("alpha", .integer(2)), ("mid", .integer(3))])
        #expect(JSONWriter.write(value) == #"{"zeta": 1, "alpha": 2, "mid": 3}"#)
    }

    @Test("strings escape quotes, backslashes and control characters, and keep non-ASCII")
    func escapesStrings() {
        #expect(JSONWriter.quote("a\"b\\c") == #""a\"b\\c""#)
        #expect(JSONWriter.quote("line\nnext\ttab\r") == #""line\nnext\ttab\r""#)
        #expect(JSONWriter.quote("\u{01}\u{1F}") == #""\u0001\u001f""#)
        #expect(JSONWriter.quote("café ✓") == "\"café ✓\"")
        #expect(JSONWriter.quote("\u{2028}") == #""\u2028""#)
    }

    @Test("integers print without a fraction and decimals are rounded without exponent noise")
    func formatsNumbers() {
        #expect(JSONWriter.format(390, decimals: 2) == "390")
        #expect(JSONWriter.format(3.0, decimals: 4) == "3")
        #expect(JSONWriter.format(0.35, decimals: 4) == "0.35")
        #expect(JSONWriter.format(1.0 / 24, decimals: 4) == "0.0417")
        #expect(JSONWriter.format(0.00001, decimals: 4) == "0")
        #expect(JSONWriter.format(1e-05, decimals: 2) == "0")
        #expect(JSONWriter.format(12.3456, decimals: 2) == "12.35")
        #expect(JSONWriter.format(-12.3456, decimals: 2) == "-12.35")
        #expect(JSONWriter.format(0.05, decimals: 4) == "0.05")
        #expect(JSONWriter.format(1.0005, decimals: 4) == "1.0005")
        #expect(JSONWriter.format(100.007, decimals: 2) == "100.01")
        #expect(JSONWriter.format(2_000_000, decimals: 2) == "2000000")
    }

    @Test("negative zero and tiny negatives print as 0; non-finite numbers as null")
    func formatsZeroAndNonFinite() {
        #expect(JSONWriter.format(-0.0, decimals: 2) == "0")
        #expect(JSONWriter.format(-0.001, decimals: 2) == "0")
        #expect(JSONWriter.format(.nan, decimals: 2) == "null")
        #expect(JSONWriter.format(.infinity, decimals: 2) == "null")
    }

    @Test("flat members share a line; nested ones get one line each")
    func layout() {
        let value = JSONValue.object([
            ("a", .array([.integer(1), .integer(2)])),
            ("b", .array([.object([("t", .time(0.5))]), .object([])])),
            ("c", .array([])),
        ])
        let expected = """
            {
              "a": [1, 2],
              "b": [
                {"t": 0.5},
                {}
              ],
              "c": []
            }
            """
        #expect(JSONWriter.write(value) == expected)
    }
}
