import Foundation

/// Ctrl-C for `vflgen preview --watch`: the first SIGINT sets a flag the watch loop polls,
/// so it finishes the pass it is in (no half-written file) and returns normally.
enum Interrupt {
    nonisolated(unsafe) private static var received: sig_atomic_t = 0

    /// Installs the handler (once is enough; later calls reset the flag) and unblocks SIGINT
    /// on the calling thread: a process may inherit it blocked (Foundation's `Process` on
    /// Linux starts children with its signal mask), and then Ctrl-C would never arrive.
    static func install() {
        received = 0
        signal(SIGINT) { _ in Interrupt.received = 1 }
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    static var wasReceived: Bool { received != 0 }

    /// Restores the default action (the process ends on the next Ctrl-C).
    static func uninstall() {
        signal(SIGINT, SIG_DFL)
    }
}
