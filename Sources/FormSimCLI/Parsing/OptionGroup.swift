/// A group of options included in a command: `@OptionGroup var common: CommonOptions`.
///
/// The group's declarations become the command's, in place, so help lists them where the
/// group stands and a new option of the group reaches every command that includes it.
@propertyWrapper
struct OptionGroup<Value: ParsableArguments> {
  var wrappedValue: Value

  init() {
    guard let context = DeclarationContext.current else {
      wrappedValue = Value()
      return
    }
    context.beginGroup()
    let value = Value()
    context.endGroup(value)
    wrappedValue = value
  }
}
