/// Named weak references, for the ownership tests of both stand-in platforms: watch objects,
/// drop their owners, then ask which are still alive.
public final class WeakReferences {
    private var references: [(name: String, object: () -> AnyObject?)] = []

    public init() {}

    /// Watches `object` (without keeping it alive) under `name`.
    public func watch(_ name: String, _ object: AnyObject?) {
        weak var reference = object
        references.append((name, { reference }))
    }

    /// The names of the watched objects still alive, in the order they were watched.
    public var survivors: [String] { references.filter { $0.object() != nil }.map(\.name) }
}
