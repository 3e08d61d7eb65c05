import FormSimCore
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole reads of a descriptor, with and without a bound.
@Suite struct FileDescriptorIOTests {
  static func pipe(holding bytes: [UInt8]) -> Int32 {
    var ends: [Int32] = [0, 0]
    #if canImport(Glibc)
      _ = Glibc.pipe(&ends)
    #else
      _ = Darwin.pipe(&ends)
    #endif
    FileDescriptorIO.writeAll(bytes, to: ends[1])
    close(ends[1])
    return ends[0]
  }

  @Test func withoutALimitEverythingIsRead() {
    let input = Self.pipe(holding: Array(repeating: 7, count: 10_000))
    defer { close(input) }
    #expect(FileDescriptorIO.readToEnd(input).count == 10_000)
  }

  @Test func aLimitReadsOneByteMoreAtMost() {
    for (size, limit, read) in [(10_000, 100, 101), (100, 100, 100), (50, 100, 50)] {
      let input = Self.pipe(holding: Array(repeating: 7, count: size))
      defer { close(input) }
      #expect(FileDescriptorIO.readToEnd(input, limit: limit).count == read)
    }
  }
}
