extension UInt8 {
  /// The value of this ASCII byte as a hexadecimal digit (`0`–`9`, `a`–`f`, `A`–`F`), or
  /// `nil` if it is not one.
  ///
  /// The one hex-digit reader of the importers' scanners and of choice sequences.
  ///
  /// ```swift
  /// UInt8(ascii: "b").hexDigitValue   // 11
  /// UInt8(ascii: "g").hexDigitValue   // nil
  /// ```
  package var hexDigitValue: UInt8? {
    switch self {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): self - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
