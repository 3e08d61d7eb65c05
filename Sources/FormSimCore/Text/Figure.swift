/// A figure without a needless fraction: 216, 0.3.
public func figure(_ value: Double) -> String { JSONValue.format(value) }
