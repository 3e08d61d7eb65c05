import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads the XML of a `.storyboard` or `.xib` into `InterfaceBuilderNode`s, and nothing more.
///
/// FoundationXML's `XMLParser` does the parsing; this delegate only keeps the elements, their
/// attributes, their text and the line each starts on. Interpreting them is the builder's job.
public enum InterfaceBuilderParser {
  /// Parses `data`; `file` names the source in error messages, which carry the parser's line.
  public static func parse(_ data: Data, file: String) throws(LayoutError)
    -> InterfaceBuilderNode
  {
    guard !data.isEmpty else {
      throw LayoutError(file: file, path: "line 1", message: "the file is empty")
    }
    let parser = XMLParser(data: data)
    parser.shouldResolveExternalEntities = false
    let delegate = TreeBuilder()
    parser.delegate = delegate
    let succeeded = parser.parse()
    guard succeeded, delegate.failure == nil, let root = delegate.root else {
      let line = delegate.failure?.line ?? parser.lineNumber
      let reason =
        delegate.failure?.message ?? parser.parserError.map(describe) ?? "not well-formed XML"
      throw LayoutError(file: file, path: "line \(max(line, 1))", message: reason)
    }
    return root
  }

  /// What the parser's error codes mean. The codes are libxml2's, which Apple's
  /// `NSXMLParserError` constants share; swift-corelibs' `XMLParser.ErrorCode` numbers its cases
  /// differently, so the numbers are written out.
  static let reasons: [Int: String] = [
    4: "the file is empty",
    5: "the file ends before its elements are closed",
    9: "a character that XML does not allow",
    26: "an entity that XML does not define (write &amp; for &)",
    38: "a '<' inside an attribute value",
    39: "an attribute value does not start with a quote",
    40: "an attribute value is missing its closing quote",
    41: "an attribute without a value",
    42: "an attribute given twice",
    65: "expected a space between attributes (is a quote missing?)",
    73: "a tag is not closed with '>'",
    76: "an end tag does not match its start tag",
    77: "a tag is not finished",
    85: "the elements are not nested properly",
    86: "text after the document's root element",
  ]

  static func describe(_ error: Error) -> String {
    let code = (error as NSError).code
    return "not well-formed XML: \(reasons[code] ?? "XML parser error \(code)")"
  }

  /// The delegate: a stack of open elements that become nodes when they close.
  private final class TreeBuilder: NSObject, XMLParserDelegate {
    struct Failure {
      var line: Int
      var message: String
    }

    var stack: [InterfaceBuilderNode] = []
    var root: InterfaceBuilderNode?
    var failure: Failure?
    /// Deeper nesting than any real file has is refused rather than risking the stack.
    static let maximumDepth = 400

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      guard stack.count < Self.maximumDepth else {
        fail(parser, "elements nested more than \(Self.maximumDepth) deep")
        return
      }
      stack.append(InterfaceBuilderNode(elementName, attributes, line: parser.lineNumber))
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      guard let node = stack.popLast() else { return }
      if stack.isEmpty {
        root = node
      } else {
        stack[stack.count - 1].children.append(node)
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      guard !stack.isEmpty, stack[stack.count - 1].tag == "string" else { return }
      stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
      if failure == nil {
        failure = Failure(line: parser.lineNumber, message: describe(parseError))
      }
    }

    private func fail(_ parser: XMLParser, _ message: String) {
      failure = Failure(line: parser.lineNumber, message: message)
      parser.abortParsing()
    }
  }
}
