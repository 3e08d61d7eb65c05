import Testing

@testable import FormSimHandlers

/// A function type as declared, read for the types of its parameters.
@Suite struct FunctionTypeTests {
  @Test(arguments: [
    ("((CGRect) -> Void)?", ["CGRect"]),
    ("(CGRect) -> Void", ["CGRect"]),
    ("@escaping (_ frame: CGRect, Bool) -> ()", ["CGRect", "Bool"]),
    ("((height: CGFloat, duration: Double) -> Void)!", ["CGFloat", "Double"]),
    ("(((Int) -> Void), [String: Int]) -> Void", ["((Int) -> Void)", "[String: Int]"]),
    ("() -> Void", []),
  ])
  func aFunctionTypesParameters(type: String, parameters: [String]) {
    #expect(FunctionType.parameterTypes(type) == parameters)
  }

  @Test(arguments: ["CGRect", "UIScrollView!", "(CGFloat, CGFloat)", "[(Int) -> Void]", ""])
  func otherTypesHaveNone(type: String) {
    #expect(FunctionType.parameterTypes(type) == nil)
  }
}
