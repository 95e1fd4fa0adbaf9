import DocGenExamples

extension ExampleCoding {
    /// Builds cache text.
    struct Writer {
        let firstLine: Int
        private(set) var text = ""

        init(firstLine: Int) {
            self.firstLine = firstLine
        }

        mutating func tag(_ tag: Character) {
            text.append(tag)
        }

        mutating func integer(_ value: Int) {
            text += "\(value);"
        }

        mutating func string(_ value: String) {
            text += "\(value.utf8.count):"
            text += value
        }

        /// A double by its bits, so it comes back exactly.
        mutating func double(_ value: Double) {
            text += "\(value.bitPattern);"
        }

        mutating func type(_ type: TypeRef) {
            switch type {
            case let .named(name, arguments):
                tag("N")
                string(name)
                integer(arguments.count)
                for argument in arguments { self.type(argument) }
            case let .optional(wrapped):
                tag("O")
                self.type(wrapped)
            case let .array(element):
                tag("A")
                self.type(element)
            case let .dictionary(key, value):
                tag("D")
                self.type(key)
                self.type(value)
            case let .opaque(text):
                tag("Q")
                string(text)
            }
        }

        mutating func node(_ node: SampleNode) {
            integer(node.location.line - firstLine)
            integer(node.location.column)
            switch node.value {
            case let .string(text):
                tag("s")
                string(text)
            case let .number(text):
                tag("n")
                string(text)
            case let .bool(value): tag(value ? "t" : "f")
            case .null: tag("z")
            case let .array(elements):
                tag("a")
                integer(elements.count)
                for element in elements { self.node(element) }
            case let .object(fields):
                tag("o")
                integer(fields.count)
                for field in fields {
                    string(field.key)
                    self.node(field.value)
                }
            case let .color(color):
                tag("c")
                self.color(color)
            }
        }

        private mutating func color(_ color: SampleColor) {
            switch color.base {
            case let .named(name):
                tag("N")
                string(name)
            case let .rgb(red, green, blue):
                tag("R")
                for component in [red, green, blue] { double(component) }
            case let .white(white):
                tag("W")
                double(white)
            }
            if let alpha = color.alpha {
                tag("A")
                double(alpha)
            } else {
                tag("-")
            }
        }
    }
}
