import FormSimCore

/// A figure without a needless fraction: 216, 0.3.
func fmt(_ value: Double) -> String { JSONValue.format(value) }
