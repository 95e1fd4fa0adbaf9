/// The geometry of class boxes and entity tables, shared by ``GraphSizer`` (which sizes the
/// node) and the SVG renderer (which draws its parts), so both agree to the pixel.
struct CompartmentMetrics: Sendable {
    var measure: TextMeasure
    /// Space left and right of member text and table cells.
    var horizontalPadding = 10.0
    /// Space above and below each compartment's lines.
    var verticalPadding = 6.0
    /// The height of a compartment with no lines, as Mermaid draws an empty one.
    var emptyCompartment = 12.0
    /// Bold names are wider than the measured regular weight.
    var boldFactor = 1.1

    /// The name's width in bold.
    func boldWidth(_ text: String) -> Double {
        (measure.width(of: text) * boldFactor).rounded(.up)
    }

    /// The sizes of a class box's header, attribute and method compartments, all as wide as the
    /// widest; only the header's when the class has no members and hides them.
    func classSizes(name: [String], body: ClassCompartments) -> [Size] {
        let line = measure.lineHeight
        let headerWidth = max(
            body.annotations.map { measure.width(of: $0) }.max() ?? 0, name.map { boldWidth($0) }.max() ?? 0)
        let headerHeight = Double(body.annotations.count + max(1, name.count)) * line + 2 * verticalPadding
        func compartment(_ lines: [MemberLine]) -> Size {
            guard !lines.isEmpty else { return Size(width: 0, height: emptyCompartment) }
            let width = lines.map { measure.width(of: $0.text) }.max() ?? 0
            return Size(width: width, height: Double(lines.count) * line + 2 * verticalPadding)
        }
        let attributes = compartment(body.attributes)
        let methods = compartment(body.methods)
        let width = max(60, max(headerWidth, attributes.width, methods.width) + 2 * horizontalPadding + 10)
        if body.hidesEmptyMembers, body.attributes.isEmpty, body.methods.isEmpty {
            return [Size(width: width, height: headerHeight)]
        }
        if body.omitsMethods { return [Size(width: width, height: headerHeight), Size(width: width, height: attributes.height)] }
        return [
            Size(width: width, height: headerHeight), Size(width: width, height: attributes.height),
            Size(width: width, height: methods.height),
        ]
    }

    /// The height of an entity's name band.
    var entityHeaderHeight: Double { measure.lineHeight + 2 * verticalPadding }

    /// The height of one attribute row.
    var entityRowHeight: Double { measure.lineHeight + 4 }

    /// The widths of an entity's columns (type, name, then keys and comment when any row has
    /// them), the last one widened so the table is at least as wide as the name band.
    func entityColumns(name: [String], rows: [EntityRow]) -> [Double] {
        let header = (name.map { boldWidth($0) }.max() ?? 0) + 4 * horizontalPadding
        guard !rows.isEmpty else { return [max(header, 80)] }
        var cells: [[String]] = [rows.map(\.type), rows.map(\.name)]
        // A comment column brings the key column with it, so columns keep their places.
        if rows.contains(where: { !$0.keys.isEmpty || $0.comment != nil }) {
            cells.append(rows.map { $0.keys.joined(separator: ", ") })
        }
        if rows.contains(where: { $0.comment != nil }) { cells.append(rows.map { $0.comment ?? "" }) }
        var widths = cells.map { column in (column.map { measure.width(of: $0) }.max() ?? 0) + 2 * horizontalPadding }
        let total = widths.reduce(0, +)
        if total < header, let last = widths.indices.last { widths[last] += header - total }
        return widths
    }

    /// The columns of one row, as drawn.
    static func cells(_ row: EntityRow, columns: Int) -> [String] {
        var cells = [row.type, row.name]
        if columns > 2 { cells.append(row.keys.joined(separator: ", ")) }
        if columns > 3 { cells.append(row.comment ?? "") }
        return cells
    }

    /// The whole entity's size.
    func entitySize(name: [String], rows: [EntityRow]) -> Size {
        let width = entityColumns(name: name, rows: rows).reduce(0, +)
        return Size(width: width, height: entityHeaderHeight + Double(rows.count) * entityRowHeight)
    }
}
