# Homebrew formula for FormSim, built from source at the tip of the main branch (`--HEAD`).
#
# This repository is its own tap:
#   brew tap ORGANISATION/formsim https://github.com/ORGANISATION/formsim.git
#   brew install --HEAD formsim
# (ORGANISATION: where your copy of FormSim lives, as in the README's Action example.)
class Formsim < Formula
  desc "Terminal simulator of iOS keyboard avoidance: check forms on each device headlessly"
  homepage "https://github.com/ORGANISATION/formsim"
  head "https://github.com/ORGANISATION/formsim.git", branch: "main"

  # Package.swift: platforms macOS 15 (Synchronization's Mutex); Swift 6.1, which Xcode 16.3 ships.
  depends_on xcode: ["16.3", :build]
  depends_on macos: :sequoia
  depends_on "libxml2"
  # libclang, with which formsim-frontend reads Objective-C handler files; keg-only.
  depends_on "llvm"
  depends_on "ncurses"

  def install
    # Both keg-only: SwiftPM reads their pkg-config files from here.
    ENV.prepend_path "PKG_CONFIG_PATH", Formula["ncurses"].opt_lib/"pkgconfig"
    ENV.prepend_path "PKG_CONFIG_PATH", Formula["libxml2"].opt_lib/"pkgconfig"
    # The folder Package.swift takes libclang from (its include/clang-c and lib/libclang.dylib).
    ENV["FORMSIM_LLVM_PREFIX"] = Formula["llvm"].opt_prefix
    # SwiftPM's own sandbox cannot start inside the one Homebrew builds in.
    system "swift", "build", "--disable-sandbox", "--configuration", "release",
           "--product", "formsim"
    # Building formsim builds the front end it starts for --handler; the two stay side by side.
    bin.install ".build/release/formsim", ".build/release/formsim-frontend"
    generate_completions_from_executable(bin/"formsim", "--generate-completion-script")
    (man1/"formsim.1").write Utils.safe_popen_read(bin/"formsim", "--generate-manual")
  end

  test do
    assert_match "formsim", shell_output("#{bin}/formsim --version")
    # Built with libclang: the front end reads Objective-C as well as Swift.
    assert_equal "swift\nobjective-c\n", shell_output("#{bin}/formsim-frontend --languages")
    # A built-in layout of twelve fields with no avoidance at all: 96 checks, of which the fields
    # the keyboard hides fail, and the exit status says so.
    output = shell_output("#{bin}/formsim check twelve --strategy none", 1)
    assert_match "96 checks, 43 failed", output
    # The reference strategy keeps every field of the same layout visible.
    assert_match "0 failed", shell_output("#{bin}/formsim check twelve --strategy reference")
  end
end
