import CLibXML2

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads the XML of a `.storyboard` or `.xib` into `InterfaceBuilderNode`s, and nothing more.
///
/// libxml2's push parser does the parsing, through the SAX2 callbacks below, the way
/// FoundationXML's `XMLParser` drives it (entities substituted, errors recovered from, the first
/// error reported). It is called directly so that `formsim` needs only FoundationEssentials:
/// FoundationXML would bring the whole of Foundation into the binary, and with it start-up work
/// every command pays for. The callbacks only keep the elements, their attributes, their text
/// and the line each starts on. Interpreting them is the builder's job.
public enum InterfaceBuilderParser {
  /// Parses `data`; `file` names the source in error messages, which carry the parser's line.
  public static func parse(_ data: Data, file: String) throws(UserFileError)
    -> InterfaceBuilderNode
  {
    guard !data.isEmpty else {
      throw UserFileError(file: file, path: "line 1", message: "the file is empty")
    }
    let builder = TreeBuilder()
    let result = builder.parse(data)
    guard result == 0, builder.failure == nil, let root = builder.root else {
      let reason =
        builder.failure?.message ?? (result == 0 ? "not well-formed XML" : describe(result))
      let line = builder.failure?.line ?? builder.lastLine
      throw UserFileError(file: file, path: "line \(max(line, 1))", message: reason)
    }
    return root
  }

  /// What libxml2's error codes (`xmlParserErrors`) mean, for the ones a hand-edited file meets.
  static let reasons: [Int32: String] = [
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
    89: "entities that expand without end (a loop, or nested entities multiplying the text)",
  ]

  static func describe(_ code: Int32) -> String {
    "not well-formed XML: \(reasons[code] ?? "XML parser error \(code)")"
  }

  /// The callbacks' state: a stack of open elements that become nodes when they close.
  private final class TreeBuilder {
    struct Failure {
      var line: Int
      var message: String
    }

    var stack: [InterfaceBuilderNode] = []
    var root: InterfaceBuilderNode?
    var failure: Failure?
    /// The parser's line when it stopped, for errors no callback saw.
    var lastLine = 1
    private var context: xmlParserCtxtPtr?
    /// Deeper nesting than any real file has is refused rather than risking the stack.
    static let maximumDepth = 400

    /// libxml2 sets up its global tables once; doing it here keeps that off parallel threads.
    /// Its loader of external entities is global too: replaced by one that loads nothing, so a
    /// crafted document cannot pull in a file or a URL (what `XMLParser` does by default).
    private static let initialized: Bool = {
      xmlInitParser()
      xmlSetExternalEntityLoader { _, _, _ in nil }
      return true
    }()

    /// The line the parser has reached: at a start tag's callback, the line its `>` is on.
    private var line: Int { context.map { Int(xmlSAX2GetLineNumber($0)) } ?? 0 }

    /// The builder a callback is for. Callbacks get the parser's context (its user data is left
    /// as the context itself, which the SAX2 defaults kept for entities rely on); the builder
    /// rides in the context's `_private` slot.
    static func of(_ user: UnsafeMutableRawPointer?) -> TreeBuilder? {
      guard let user else { return nil }
      let context = user.assumingMemoryBound(to: xmlParserCtxt.self)
      return context.pointee._private.map {
        Unmanaged<TreeBuilder>.fromOpaque($0).takeUnretainedValue()
      }
    }

    /// Runs the parser over `data`; returns libxml2's result (0 when it found no error).
    func parse(_ data: Data) -> Int32 {
      _ = Self.initialized
      var handler = xmlSAXHandler()
      // The SAX2 defaults keep the document's entity declarations for substitution; the
      // element and text callbacks are replaced, so no tree is built.
      xmlSAXVersion(&handler, 2)
      handler.startElementNs = {
        user, name, prefix, _, namespaceCount, namespaces, count, _, list in
        guard let builder = TreeBuilder.of(user), let name else { return }
        var attributes: [String: String] = [:]
        for index in 0..<Int(namespaceCount) {
          let declared = namespaces?[2 * index].map { "xmlns:" + String(cString: $0) } ?? "xmlns"
          attributes[declared] = namespaces?[2 * index + 1].map { String(cString: $0) } ?? ""
        }
        for index in 0..<Int(count) {
          guard let field = list?.advanced(by: 5 * index), let local = field[0],
            let start = field[3], let end = field[4]
          else { continue }
          let key = field[1].map { String(cString: $0) + ":" } ?? ""
          attributes[key + String(cString: local)] = String(
            decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
        }
        let tag = prefix.map { String(cString: $0) + ":" } ?? ""
        builder.start(tag + String(cString: name), attributes)
      }
      handler.endElementNs = { user, _, _, _ in TreeBuilder.of(user)?.end() }
      handler.characters = { user, characters, count in
        guard let characters else { return }
        TreeBuilder.of(user)?.text(
          String(
            decoding: UnsafeBufferPointer(start: characters, count: Int(count)), as: UTF8.self))
      }
      // CDATA sections and layout whitespace are not text a storyboard means.
      handler.cdataBlock = { _, _, _ in }
      handler.ignorableWhitespace = nil
      handler.serror = { user, error in
        guard let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        TreeBuilder.of(user)?.error(error.pointee.code)
      }
      // The first bytes go to the parser's creation, which reads the encoding from them.
      guard data.count >= 4 else { return 0 }
      return data.withUnsafeBytes { raw -> Int32 in
        let bytes = raw.bindMemory(to: CChar.self)
        guard let context = xmlCreatePushParserCtxt(&handler, nil, bytes.baseAddress, 4, nil)
        else { return Int32(XML_ERR_NO_MEMORY.rawValue) }
        context.pointee._private = Unmanaged.passUnretained(self).toOpaque()
        self.context = context
        defer {
          lastLine = line
          self.context = nil
          if let document = context.pointee.myDoc { xmlFreeDoc(document) }
          xmlFreeParserCtxt(context)
        }
        let options =
          XML_PARSE_RECOVER.rawValue | XML_PARSE_NOENT.rawValue | XML_PARSE_NONET.rawValue
        xmlCtxtUseOptions(context, Int32(options))
        return xmlParseChunk(context, bytes.baseAddress! + 4, Int32(bytes.count - 4), 1)
      }
    }

    func start(_ tag: String, _ attributes: [String: String]) {
      guard stack.count < Self.maximumDepth else {
        failure = Failure(
          line: line, message: "elements nested more than \(Self.maximumDepth) deep")
        if let context { xmlStopParser(context) }
        return
      }
      stack.append(InterfaceBuilderNode(tag, attributes, line: line))
    }

    func end() {
      guard let node = stack.popLast() else { return }
      if stack.isEmpty {
        root = node
      } else {
        stack[stack.count - 1].children.append(node)
      }
    }

    func text(_ string: String) {
      guard !stack.isEmpty, stack[stack.count - 1].tag == "string" else { return }
      stack[stack.count - 1].text += string
    }

    func error(_ code: Int32) {
      if failure == nil {
        failure = Failure(line: line, message: InterfaceBuilderParser.describe(code))
      }
    }
  }
}
