extension DeviationCatalogue {
    /// The everyday members beyond the gesture surface (the coverage page's tier 2): bars, alerts, labels, tables.
    static func everydayViewEntry(_ deviation: KitDeviation) -> Entry? {
        switch deviation {
        default: nil
        }
    }
}
