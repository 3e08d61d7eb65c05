#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file a command reads, with the option that named it, so that an output path that is the
/// same file is refused before the output replaces it.
///
/// Files are compared by device and inode, not by name: `./Login.txt`, a hard link or a
/// symbolic link to the dump is the dump.
struct InputFile: Equatable {
  var option: String
  var path: String

  /// The input among `inputs` that `output` is the same file as, if any (a missing output is
  /// none of them).
  static func same(as output: String, among inputs: [InputFile]) -> InputFile? {
    guard let target = identity(output) else { return nil }
    return inputs.first { identity($0.path).map { $0 == target } ?? false }
  }

  /// Refuses `output` (given with `outputOption`) when it names one of `inputs`.
  static func refuse(
    _ output: String, option outputOption: String, among inputs: [InputFile], command: String
  ) throws(CommandFailure) {
    guard let input = same(as: output, among: inputs) else { return }
    throw CommandFailure(
      "formsim \(command): \(outputOption) \(output) is the file that \(input.option) reads"
        + " (\(input.path)); writing it would replace it: give \(outputOption) another path")
  }

  /// The file a path names, as the file system tells files apart.
  private struct Identity: Equatable {
    var device: UInt64
    var inode: UInt64
  }

  private static func identity(_ path: String) -> Identity? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Identity(
      device: UInt64(truncatingIfNeeded: info.st_dev),
      inode: UInt64(truncatingIfNeeded: info.st_ino))
  }
}
