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
    if let reason = notXML(data) {
      throw UserFileError(file: file, path: "line 1", message: reason)
    }
    let builder = TreeBuilder()
    let result = builder.parse(data)
    guard result == 0, builder.failure == nil, let root = builder.root else {
      let reason =
        builder.failure?.message ?? (result == 0 ? "not well-formed XML" : describe(result, nil))
      let line = builder.failure?.line ?? builder.lastLine
      throw UserFileError(file: file, path: "line \(max(line, 1))", message: reason)
    }
    return root
  }

  /// Why `data` cannot be XML at all, judged from its first byte that is not white space (after
  /// a byte-order mark): libxml2 calls anything that does not start with `<` an empty document.
  static func notXML(_ data: Data) -> String? {
    var bytes = data.prefix(4096)[...]
    for mark in [[0xEF, 0xBB, 0xBF], [0xFE, 0xFF], [0xFF, 0xFE]] as [[UInt8]]
    where bytes.starts(with: mark) {
      bytes = bytes.dropFirst(mark.count)
    }
    // UTF-16 and UTF-32 put zero bytes around the `<`; libxml2 reads those.
    guard let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0x00].contains($0) }),
      first != UInt8(ascii: "<")
    else { return nil }
    if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
      return "this is JSON, not a storyboard or xib; a layout file is read when its name ends in"
        + " .json"
    }
    return "not XML (a storyboard or xib starts with '<?xml' or '<document'); is this the right"
      + " file?"
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
    29: "an external entity (FormSim reads no file or URL that a storyboard names)",
    31: "an encoding FormSim does not know; save the file as UTF-8",
    32: "an encoding FormSim cannot read; save the file as UTF-8",
    45: "a comment is not closed with '-->'",
    81: "bytes that are not in the file's declared encoding; save the file as UTF-8",
    88: "a parameter entity inside a declaration (a storyboard needs no DTD)",
  ]
  /// What the document is pushed to libxml2 in: one huge chunk trips its 10 MB look-ahead limit
  /// ("Huge input lookup") on a large but valid file, while `XML_PARSE_HUGE`, which lifts it,
  /// would also lift its guard against entity blow-ups.
  static let chunkSize = 1 << 18

  /// A failure in words: FormSim's own for the common ones, else libxml2's `message` (its error
  /// text, in English), never a bare number.
  static func describe(_ code: Int32, _ message: String?) -> String {
    let said = message ?? ""
    // libxml2 reports its size limits under the code of the construct it was reading.
    if said.contains("too long") || said.contains("huge") || said.contains("Huge") {
      return "not well-formed XML: a text or attribute value over 10,000,000 characters once its"
        + " entities are expanded (entities multiplying the text?); FormSim reads files up to"
        + " \(InterfaceBuilderImport.maximumBytes >> 20) MB with no such value"
    }
    if (6000...6004).contains(code) || said.contains("conversion failed") {
      return "not well-formed XML: the bytes are not in the encoding the file declares; save it as"
        + " UTF-8 and declare encoding=\"UTF-8\""
    }
    if let reason = reasons[code] { return "not well-formed XML: \(reason)" }
    let text = String(
      said.unicodeScalars.filter { $0 != "\n" && $0 != "\r" }.map(Character.init)
    ).trimmingBlanks().escapingControlCharacters()
    guard let first = text.first else { return "not well-formed XML (libxml2 error \(code))" }
    return "not well-formed XML: " + first.lowercased() + text.dropFirst()
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
        TreeBuilder.of(user)?.error(
          error.pointee.code, error.pointee.message.map { String(cString: $0) })
      }
      // Errors raised outside the parser's context (an encoding that cannot be converted) go to
      // libxml2's global handler, which prints them raw: this one keeps the first for the message.
      let me = Unmanaged.passUnretained(self).toOpaque()
      xmlSetStructuredErrorFunc(me) { user, error in
        guard let user, let error else { return }
        Unmanaged<TreeBuilder>.fromOpaque(user).takeUnretainedValue().error(
          error.pointee.code, error.pointee.message.map { String(cString: $0) })
      }
      defer { xmlSetStructuredErrorFunc(nil, nil) }
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
        var offset = 4
        while true {
          let count = min(InterfaceBuilderParser.chunkSize, bytes.count - offset)
          let last = offset + count == bytes.count
          let result = xmlParseChunk(
            context, bytes.baseAddress! + offset, Int32(count), last ? 1 : 0)
          offset += count
          if last || result != 0 || failure != nil { return result }
        }
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

    func error(_ code: Int32, _ message: String?) {
      if failure == nil {
        failure = Failure(line: line, message: InterfaceBuilderParser.describe(code, message))
      }
    }
  }
}
