/// The completion scripts for bash, zsh and fish. Each only hands the words typed so far to
/// `formsim ---completion` and offers what it prints, one candidate a line, so the three shells
/// complete exactly alike and from the binary's own lists.
enum CompletionScripts {
  static let shells = ["bash", "zsh", "fish"]

  /// The script for `shell`, or `nil` for a shell without one.
  static func script(for shell: String, command: String) -> String? {
    let request = Completer.request
    switch shell {
    case "bash":
      return """
        # bash completion for \(command): source it, or put it in bash-completion's folder.
        _\(command)() {
          local IFS=$'\\n'
          COMPREPLY=($("\(command)" \(request) -- "${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null))
        }
        complete -o filenames -F _\(command) \(command)

        """
    case "zsh":
      return """
        #compdef \(command)
        # zsh completion for \(command): put it in a folder on $fpath as _\(command).
        _\(command)() {
          local -a candidates
          candidates=(${(f)"$("\(command)" \(request) -- "${(@)words[2,CURRENT]}" 2>/dev/null)"})
          compadd -- $candidates
        }
        if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
          _\(command) "$@"
        else
          compdef _\(command) \(command)
        fi

        """
    case "fish":
      return """
        function __\(command)_complete
            set -l words (commandline -opc) (commandline -ct)
            \(command) \(request) -- $words[2..-1] 2>/dev/null
        end
        complete -c \(command) -f -a '(__\(command)_complete)'

        """
    default:
      return nil
    }
  }
}
