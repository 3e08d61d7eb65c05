import FormSimApp
import FormSimRender

/// The interactive simulator runs on the terminal as it is: its model already speaks the run
/// loop's protocol, so the terminal layer adds nothing but this conformance.
extension AppModel: TerminalApp {}
