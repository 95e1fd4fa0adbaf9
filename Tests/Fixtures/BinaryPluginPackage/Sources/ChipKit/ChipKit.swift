import ChipModels

/// The chips of a filter bar, in order.
public func filterBar(_ titles: [String]) -> [ChipModel] {
    titles.map { ChipModel(title: $0) }
}
