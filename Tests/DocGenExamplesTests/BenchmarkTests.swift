import DocGenExamples
import Testing

@Suite("Benchmark")
struct BenchmarkTests {
    @Test("The benchmark checks the requested number of examples and finds their deliberate mistakes")
    func runsBenchmark() {
        let result = ExampleBenchmark.run(index: Models.index, count: 30)
        #expect(result.swiftCount == 30)
        #expect(result.jsonCount == 30)
        // Each template has at least one mistake, so every example reports something.
        #expect(result.diagnosticCount >= 60)
        #expect(result.swiftSeconds >= 0 && result.jsonSeconds >= 0)
        #expect(result.description.hasPrefix("30 swift examples in "))
    }
}
