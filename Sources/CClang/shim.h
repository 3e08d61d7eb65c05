// libclang's C API. The include folder and the library are found by Package.swift
// (Debian's libclang-dev, Homebrew's llvm), which passes them to the front end.
#include <clang-c/Index.h>
