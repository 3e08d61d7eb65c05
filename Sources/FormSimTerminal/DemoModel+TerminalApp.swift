import FormSimApp
import FormSimRender

/// The demo runs on the terminal as it is: it speaks the run loop's protocol already.
extension DemoModel: TerminalApp {}
