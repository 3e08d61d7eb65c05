import FormSimHandlers
import SwiftParser
import SwiftSyntax

/// String literals, single- and multi-line, raw or not, with or without interpolation. The
/// escapes and a multi-line literal's indentation are swift-syntax's to resolve
/// (`representedLiteralValue`); an interpolated literal is resolved one text piece at a time.
extension SwiftLowering {
  func string(_ literal: StringLiteralExprSyntax) -> Expression.Kind {
    if let value = literal.representedLiteralValue { return .string(value) }
    var parts: [InterpolationPart] = []
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let text):
        let alone = literal.with(\.segments, StringLiteralSegmentListSyntax([.stringSegment(text)]))
        guard let value = alone.representedLiteralValue else {
          return .unsupported("a string literal with an invalid escape")
        }
        // A multi-line literal has a text piece per line: they are joined.
        if case .text(let previous)? = parts.last {
          parts[parts.count - 1] = .text(previous + value)
        } else if !value.isEmpty {
          parts.append(.text(value))
        }
      case .expressionSegment(let interpolation):
        if interpolation.expressions.count == 1, let only = interpolation.expressions.first,
          only.label == nil
        {
          parts.append(.value(expression(only.expression)))
        } else {
          parts.append(
            .value(
              Expression(
                .unsupported("an interpolation with labels or several values"),
                at: location(of: interpolation))))
        }
      @unknown default:
        return .unsupported("a string literal of this kind")
      }
    }
    return .interpolated(parts)
  }
}
