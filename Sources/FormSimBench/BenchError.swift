/// A benchmark that could not be taken, with what went wrong.
struct BenchError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
