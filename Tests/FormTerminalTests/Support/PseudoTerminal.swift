import Glibc

/// A pseudo-terminal opened in this process, for tests: the secondary side is the terminal a host
/// runs on, the primary side plays the person — it types (``type(_:)``) and reads what was drawn
/// (``readAvailable(waitingUpTo:)``). Not our controlling terminal, so the kernel sends us no
/// SIGWINCH for it: a test raises one itself.
final class PseudoTerminal {
    /// The primary (master) side.
    let primary: Int32
    /// The secondary (slave) side: the terminal.
    let secondary: Int32
    /// Its path, such as `/dev/pts/3`.
    let path: String

    // The Glibc module does not import `posix_openpt`, `unlockpt`, or the ioctl numbers below
    // (they are behind feature macros), so this is what `posix_openpt` + `unlockpt` +
    // `ptsname` do on Linux: open /dev/ptmx, clear the lock, ask for the number. The numbers are
    // `_IOW('T', 0x31, int)` and `_IOR('T', 0x30, unsigned int)` of the generic ioctl encoding
    // (x86_64, arm64).
    private static let setLock = UInt(0x4004_5431)  // TIOCSPTLCK
    private static let getNumber = UInt(0x8004_5430)  // TIOCGPTN

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init() throws {
        let primary = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard primary >= 0 else { throw Failure(description: "open /dev/ptmx: errno \(errno)") }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(primary, Self.setLock, &unlock) == 0, ioctl(primary, Self.getNumber, &number) == 0 else {
            close(primary)
            throw Failure(description: "unlock the pseudo-terminal: errno \(errno)")
        }
        let path = "/dev/pts/\(number)"
        let secondary = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard secondary >= 0 else {
            close(primary)
            throw Failure(description: "open \(path): errno \(errno)")
        }
        _ = fcntl(primary, F_SETFL, fcntl(primary, F_GETFL) | O_NONBLOCK)
        self.primary = primary
        self.secondary = secondary
        self.path = path
    }

    private var isClosed = (primary: false, secondary: false)

    deinit {
        closePrimary()
        closeSecondary()
    }

    /// Closes the primary side: the terminal hangs up.
    func closePrimary() {
        if !isClosed.primary { close(primary) }
        isClosed.primary = true
    }

    func closeSecondary() {
        if !isClosed.secondary { close(secondary) }
        isClosed.secondary = true
    }

    /// Types `bytes` as if on a keyboard.
    func type(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(primary, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if errno != EINTR && errno != EAGAIN {
                return
            }
        }
    }

    /// Types `text` (UTF-8).
    func type(_ text: String) { type(Array(text.utf8)) }

    /// What the host drew since the last read: reads until nothing arrives for 20 ms, or until
    /// `waitingUpTo` has passed.
    func readAvailable(waitingUpTo limit: Duration = .milliseconds(500)) -> [UInt8] {
        let deadline = ContinuousClock.now + limit
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while ContinuousClock.now < deadline {
            var descriptors = [pollfd(fd: primary, events: Int16(POLLIN), revents: 0)]
            guard poll(&descriptors, 1, 20) > 0 else {
                if result.isEmpty { continue }
                break
            }
            let count = read(primary, &buffer, buffer.count)
            if count > 0 {
                result += buffer[0..<count]
            } else if count < 0 && (errno == EINTR || errno == EAGAIN) {
                continue
            } else {
                break
            }
        }
        return result
    }

    /// ``readAvailable(waitingUpTo:)`` as text.
    func readText(waitingUpTo limit: Duration = .milliseconds(500)) -> String {
        String(decoding: readAvailable(waitingUpTo: limit), as: UTF8.self)
    }

    /// Sets the window size, as a terminal emulator does when its window is resized.
    func setSize(width: Int, height: Int) {
        var window = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(primary, UInt(TIOCSWINSZ), &window)
    }

    /// The terminal's settings now.
    func attributes() -> termios {
        var settings = termios()
        _ = tcgetattr(secondary, &settings)
        return settings
    }

    /// Changes the terminal's settings (as a shell would).
    func setAttributes(_ settings: termios) {
        var settings = settings
        _ = tcsetattr(secondary, TCSANOW, &settings)
    }
}

/// The fields of a termios, named, so that a difference reads plainly in a failed expectation.
struct TermiosFields: Equatable, CustomStringConvertible {
    let inputFlags: UInt32
    let outputFlags: UInt32
    let controlFlags: UInt32
    let localFlags: UInt32
    let lineDiscipline: UInt8
    let controlCharacters: [UInt8]
    let inputSpeed: UInt32
    let outputSpeed: UInt32

    init(_ settings: termios) {
        var settings = settings
        inputFlags = settings.c_iflag
        outputFlags = settings.c_oflag
        controlFlags = settings.c_cflag
        localFlags = settings.c_lflag
        lineDiscipline = settings.c_line
        controlCharacters = withUnsafeBytes(of: &settings.c_cc) { Array($0) }
        inputSpeed = cfgetispeed(&settings)
        outputSpeed = cfgetospeed(&settings)
    }

    var description: String {
        "iflag \(String(inputFlags, radix: 8)) oflag \(String(outputFlags, radix: 8)) cflag \(String(controlFlags, radix: 8)) "
            + "lflag \(String(localFlags, radix: 8)) line \(lineDiscipline) cc \(controlCharacters) speed \(inputSpeed)/\(outputSpeed)"
    }
}
