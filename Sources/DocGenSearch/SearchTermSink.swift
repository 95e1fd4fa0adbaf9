/// What takes the terms `SearchTokenizer` cuts from a text: each as UTF-8 bytes valid only
/// during the call, with whether it is an East Asian gram.
///
/// The index takes tens of millions of terms on a large site; a sink the tokenizer is
/// specialized for takes each in a direct call, where a closure cost an indirect call and its
/// context for every one.
protocol SearchTermSink {
    mutating func take(_ term: UnsafeBufferPointer<UInt8>, isGram: Bool)
}

/// A sink that hands each term to a closure.
struct ClosureTermSink: SearchTermSink {
    let body: (UnsafeBufferPointer<UInt8>, _ isGram: Bool) -> Void

    func take(_ term: UnsafeBufferPointer<UInt8>, isGram: Bool) {
        body(term, isGram)
    }
}
