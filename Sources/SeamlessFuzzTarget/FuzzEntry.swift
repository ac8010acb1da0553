import Foundation

#if SEAMLESS_LIBFUZZER
  /// libFuzzer's entry point (built with `-sanitize=fuzzer -D SEAMLESS_LIBFUZZER`, see
  /// `Scripts/libfuzzer.sh` and `.clusterfuzzlite/`): a broken property crashes with its
  /// message, so libFuzzer saves the input.
  @_cdecl("LLVMFuzzerTestOneInput")
  package func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
      try FuzzInput(bytes: bytes).check()
    } catch {
      fatalError("Seamless fuzz property broken:\n\(error)")
    }
    return 0
  }

  /// libFuzzer's driver (in libclang_rt.fuzzer).
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// The executable's entry point as SwiftPM links it (`main` is defined as
  /// `<module>_main`): hand over to libFuzzer's driver, as libFuzzer's own `main` would.
  @_cdecl("SeamlessFuzzTarget_main")
  func fuzzTargetMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
  }
#else
  /// Without libFuzzer: checks each input file given on the command line and says which broke a property.
  ///
  /// An input file is a crash file libFuzzer saved, or a corpus entry. Exit 1 if any did.
  ///
  /// ```sh
  /// swift run SeamlessFuzzTarget crash-3f2a… corpus/*
  /// ```
  @main
  struct FuzzTargetMain {
    static func main() {
      var failed = false
      for path in CommandLine.arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
          FileHandle.standardError.write(Data("\(path): cannot read\n".utf8))
          failed = true
          continue
        }
        do {
          try FuzzInput(bytes: Array(data)).check()
          print("\(path): ok")
        } catch {
          print("\(path): property broken\n\(error)")
          failed = true
        }
      }
      exit(failed ? 1 : 0)
    }
  }
#endif
