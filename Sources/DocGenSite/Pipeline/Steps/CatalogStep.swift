extension BuildStep {
    /// Draws a preview for every sample of a passing example, and adds the catalog (every preview
    /// by component, linked back to its document) and the model reference pages to the site.
    public static let catalog = BuildStep("catalog") { context in try SiteCatalog.add(to: &context) }
}
