import Foundation

/// A pseudo-terminal pair, so terminal code can be tested without a real terminal.
struct PseudoTerminal {
  let primary: Int32
  let secondary: Int32

  init() throws {
    // Glibc's module map hides posix_openpt and friends, so this does what they do: open the
    // multiplexer, unlock the new terminal, and ask for its number. The request codes are
    // Linux's _IOR('T', 0x30, unsigned int) and _IOW('T', 0x31, int).
    let getNumber: UInt = 0x8004_5430
    let setLock: UInt = 0x4004_5431
    let primary = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    guard primary >= 0 else { throw POSIXError(.ENOTTY) }
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard ioctl(primary, setLock, &unlock) == 0, ioctl(primary, getNumber, &number) == 0 else {
      Foundation.close(primary)
      throw POSIXError(.ENOTTY)
    }
    let secondary = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
    guard secondary >= 0 else {
      Foundation.close(primary)
      throw POSIXError(.ENOTTY)
    }
    self.primary = primary
    self.secondary = secondary
  }

  func setSize(columns: UInt16, rows: UInt16) {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(secondary, UInt(TIOCSWINSZ), &size)
  }

  func localFlags() -> tcflag_t {
    var settings = termios()
    _ = tcgetattr(secondary, &settings)
    return settings.c_lflag
  }

  func close() {
    Foundation.close(secondary)
    Foundation.close(primary)
  }
}
