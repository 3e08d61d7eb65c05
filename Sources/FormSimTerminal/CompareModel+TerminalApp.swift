import FormSimApp
import FormSimRender

/// The comparison runs on the terminal as it is: it speaks the run loop's protocol already.
extension CompareModel: TerminalApp {}
