import FormSimCore
import Testing

struct ThreadCopiesTests {
  final class Box {
    let number: Int
    init(_ number: Int) { self.number = number }
  }

  @Test func eachOriginalIsCopiedOncePerThread() {
    let copies = ThreadCopies()
    let first = Box(1)
    let second = Box(2)
    var made = 0
    func copy(_ box: Box) -> Box {
      copies.copy(of: box) {
        made += 1
        return Box($0.number)
      }
    }
    let a = copy(first)
    let b = copy(first)
    let c = copy(second)
    #expect(a === b)
    #expect(a !== first)
    #expect(c.number == 2 && c !== a)
    #expect(made == 2)
  }
}
