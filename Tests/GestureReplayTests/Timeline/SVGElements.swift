import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Every element of an XML document with its attributes, in document order, read with Foundation's `XMLParser`
/// (a document that is not well-formed XML throws).
struct SVGElements {
    struct Element {
        var name: String
        var attributes: [String: String]
        /// The text of its `<title>` child, if any.
        var title: String?
    }

    struct NotXML: Error, CustomStringConvertible {
        var description: String
    }

    private(set) var elements: [Element] = []

    init(_ text: String) throws {
        let reader = Reader()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = reader
        guard parser.parse() else {
            throw NotXML(description: parser.parserError.map { "\($0)" } ?? "not XML")
        }
        elements = reader.elements
    }

    /// Elements named `name` whose `class` attribute contains every word of `classes`.
    func all(_ name: String, class classes: String = "") -> [Element] {
        let wanted = classes.split(separator: " ").map(String.init)
        return elements.filter { element in
            let have = (element.attributes["class"] ?? "").split(separator: " ").map(String.init)
            return element.name == name && wanted.allSatisfy(have.contains)
        }
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        private var stack: [Int] = []
        private var inTitle = false
        private var text = ""

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if name == "title" {
                inTitle = true
                text = ""
                return
            }
            elements.append(Element(name: name, attributes: attributes))
            stack.append(elements.count - 1)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inTitle { text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "title" {
                inTitle = false
                if let owner = stack.last { elements[owner].title = text }
                return
            }
            stack.removeLast()
        }
    }
}
