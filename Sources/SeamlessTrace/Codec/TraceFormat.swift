import CZlib

/// The byte grammar of a Seamless trace file, version 1.
///
/// A trace file is a gzip stream (RFC 1952; `gzip -t` and `gzip -dc` work on it) whose
/// decompressed *payload* is:
///
/// ```
/// payload  = magic version record* ;           records: header, events*, trailer
/// magic    = 53 45 41 4D 54 52 43 0A           ; "SEAMTRC\n"
/// version  = u8                                ; 1
/// record   = kind:u8  length:varint  body:length bytes  crc:u32le
///            ; crc = CRC-32 (zlib) of kind, the length's varint bytes and body
/// ```
///
/// Record kinds 0x01–0x3F are *critical* (a reader that does not know one stops with an
/// error); 0x40–0x7F are *ancillary* (a reader skips unknown ones after checking their CRC);
/// 0x80–0xFF are reserved. Version 1 defines header (0x01), events (0x02), trailer (0x03).
/// The header comes first, exactly once; the trailer last, exactly once; nothing follows it.
///
/// Primitive encodings: `varint` is unsigned LEB128; `svarint` is zigzag then LEB128;
/// `f64` is IEEE 754 bits little endian; `string` is a varint byte count then UTF-8.
///
/// ```
/// header   = producer:string  width:f64 height:f64 scale:f64 refresh_hz:f64 touch_hz:f64
///            scene:string  flags:u8 [recipe:string if flags&1] [seed:u64le if flags&2]
///            metadata_count:varint (key:string value:string)*   ; keys strictly increasing
/// trailer  = events:varint touches:varint commands:varint systems:varint markers:varint
///            blocks:varint                                  ; must equal what was read
/// events   = n:varint  len_time len_id len_x len_y len_extra len_aux : varint ×6
///            tags: n bytes, then the six columns back to back
/// ```
///
/// An events block stores `n` events column by column, so that zlib sees alike bytes
/// together. Event *i* takes its tag from `tags[i]` and its fields from the next unread
/// entries of the columns its tag names:
///
/// ```
/// tag bits 0–2  code: 0 began, 1 moved, 2 stationary, 3 ended, 4 cancelled (touches),
///               5 command, 6 system, 7 marker
/// tag bit 3     TIME  : the time column has an entry; otherwise Δt = 0
/// tag bit 4     ID    : the id column has an entry; otherwise the id of the previous touch
/// tag bit 5     FORCE : the extra column has a force entry        (touches only)
/// tag bit 6     RADIUS: the extra column has a major-radius entry (touches only)
/// tag bit 7     reserved, 0
/// time column   svarint  Δt − Δt_prev   (Δt = t − t_prev in ns; Δt_prev = the last Δt
///                                        stored in the column, 0 at the start)
/// id column     varint   touch id
/// x, y columns  svarint  residual = value − prediction, in 1/64 pt
/// extra column  svarint  force − previous force of that touch (1/1024 units; first: − 0),
///               then svarint radius − previous radius (1/64 pt), as the tag says
/// aux column    command: name:string argc:varint (name:string type:u8 value)*
///                        type 0 number f64 | 1 integer svarint | 2 string | 3 bool u8 (0/1)
///                             | 4 point f64 f64
///               system:  0 stall duration_ns:varint | 1 frame_rate hz:f64
///                        | 2 orientation u8 (1 portrait, 2 upside down, 3 landscape left,
///                                            4 landscape right)
///               marker:  label:string
/// ```
///
/// Coordinates are predicted per touch (``TouchPrediction``): a `began` is predicted at
/// the previous touch sample's position (any touch; the origin at the start); later
/// samples at the touch's last position plus its smoothed velocity. State carries across
/// blocks, from the start of the payload.
///
/// Times are non-decreasing; a touch begins before it moves, stationary, ends or is
/// cancelled, and does not begin again while down. Every reader check names the payload
/// offset (bytes into the decompressed payload) and the event index.
package enum TraceFormat {
  /// The eight bytes every payload starts with: "SEAMTRC\n".
  package static let magic: [UInt8] = [0x53, 0x45, 0x41, 0x4D, 0x54, 0x52, 0x43, 0x0A]
  /// The newest format version this library reads, and the one it writes.
  package static let version: UInt8 = 1

  enum RecordKind {
    static let header: UInt8 = 0x01
    static let events: UInt8 = 0x02
    static let trailer: UInt8 = 0x03
    static let firstAncillary: UInt8 = 0x40
    static let firstReserved: UInt8 = 0x80
  }

  enum Tag {
    static let codeMask: UInt8 = 0x07
    static let command: UInt8 = 5
    static let system: UInt8 = 6
    static let marker: UInt8 = 7
    static let time: UInt8 = 0x08
    static let id: UInt8 = 0x10
    static let force: UInt8 = 0x20
    static let radius: UInt8 = 0x40
    static let reserved: UInt8 = 0x80
  }

  enum ArgumentType {
    static let number: UInt8 = 0
    static let integer: UInt8 = 1
    static let string: UInt8 = 2
    static let bool: UInt8 = 3
    static let point: UInt8 = 4
  }

  enum SystemCode {
    static let stall: UInt8 = 0
    static let frameRate: UInt8 = 1
    static let orientation: UInt8 = 2
  }

  /// The CRC-32 of a record: its kind, its length's varint bytes and its body.
  static func recordCRC(kind: UInt8, length: Int, body: UnsafeRawBufferPointer) -> UInt32 {
    var prefix = ByteEncoder(capacity: 11)
    prefix.appendByte(kind)
    prefix.appendVarint(UInt64(length))
    var crc = prefix.bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
    if let base = body.baseAddress, body.count > 0 {
      crc = crc32(crc, base.assumingMemoryBound(to: Bytef.self), uInt(body.count))
    }
    return UInt32(truncatingIfNeeded: crc)
  }
}
