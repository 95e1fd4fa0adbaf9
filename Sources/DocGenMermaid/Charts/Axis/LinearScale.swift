/// A continuous scale from a domain of values to a range of pixels, with round tick values:
/// the y axis of XY charts, the rings of radar charts and the two axes of quadrant charts.
struct LinearScale: Sendable, Hashable {
    /// The values at the range's two ends.
    var domain: (lower: Double, upper: Double)
    /// The pixels the domain's ends map to; `lower` may be greater than `upper` (a y axis).
    var range: (lower: Double, upper: Double)

    static func == (a: LinearScale, b: LinearScale) -> Bool {
        a.domain == b.domain && a.range == b.range
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(domain.lower)
        hasher.combine(domain.upper)
        hasher.combine(range.lower)
        hasher.combine(range.upper)
    }

    /// The pixel position of a value; values outside the domain extrapolate.
    func position(of value: Double) -> Double {
        let span = domain.upper - domain.lower
        guard span != 0 else { return (range.lower + range.upper) / 2 }
        return range.lower + (value - domain.lower) / span * (range.upper - range.lower)
    }

    /// The tick step for about `count` ticks: 1, 2 or 5 times a power of ten.
    func step(count: Int) -> Double {
        let span = abs(domain.upper - domain.lower)
        guard span > 0, span.isFinite, count > 0 else { return 1 }
        let raw = span / Double(count)
        var power = 1.0
        while power * 10 <= raw { power *= 10 }
        while power > raw { power /= 10 }
        let ratio = raw / power
        let factor: Double = ratio >= 5 ? 5 : ratio >= 2 ? 2 : 1
        return factor * power
    }

    /// Round values inside the domain, about `count` of them, in increasing order.
    func ticks(count: Int = 5) -> [Double] {
        let low = min(domain.lower, domain.upper)
        let high = max(domain.lower, domain.upper)
        guard high > low, high.isFinite, low.isFinite else { return [low] }
        let step = step(count: count)
        var values: [Double] = []
        var index = (low / step).rounded(.up)
        while index * step <= high + step * 1e-9, values.count < 1_000 {
            values.append(index * step)
            index += 1
        }
        return values
    }

    /// The scale with its domain widened to round values, so the axis ends on ticks.
    func niced(count: Int = 5) -> LinearScale {
        let low = min(domain.lower, domain.upper)
        let high = max(domain.lower, domain.upper)
        guard high > low, high.isFinite, low.isFinite else {
            return LinearScale(domain: (low - 1, high + 1), range: range)
        }
        let step = step(count: count)
        return LinearScale(domain: ((low / step).rounded(.down) * step, (high / step).rounded(.up) * step), range: range)
    }

    /// A tick value as text: no trailing zeros, at most the decimals `step` needs.
    static func label(_ value: Double, step: Double = 1) -> String {
        var decimals = 0
        var unit = 1.0
        while decimals < 6, (step * unit).rounded() != step * unit || step * unit < 1 {
            decimals += 1
            unit *= 10
        }
        return number(value, decimals: decimals)
    }

    /// A number with at most `decimals` decimals and no trailing zeros.
    static func number(_ value: Double, decimals: Int = 2) -> String {
        guard value.isFinite else { return "0" }
        // Past about 1e15 an Int cannot hold the scaled value; Swift's own text is exact enough there.
        guard abs(value) < 1e12 else { return "\(value)" }
        var unit = 1.0
        for _ in 0..<decimals { unit *= 10 }
        let scaled = Int((abs(value) * unit).rounded())
        let whole = scaled / Int(unit)
        var fraction = String(scaled % Int(unit))
        while fraction.count < decimals { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = value < 0 && scaled != 0 ? "-" : ""
        return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }
}

/// Evenly spaced bands for categories, as the x axis of XY charts and the periods of a
/// timeline place them.
struct BandScale: Sendable, Hashable {
    /// The number of categories.
    var count: Int
    /// The pixels the bands fill, from the first band's start to the last one's end.
    var start: Double
    var length: Double
    /// The share of each step left empty between bands, from 0 to 1.
    var padding: Double = 0.2

    /// The distance between two bands' starts.
    var step: Double { count > 0 ? length / Double(count) : length }
    /// The width of one band.
    var bandwidth: Double { step * (1 - padding) }

    /// The centre of band `index`.
    func center(of index: Int) -> Double {
        start + step * (Double(index) + 0.5)
    }
}
