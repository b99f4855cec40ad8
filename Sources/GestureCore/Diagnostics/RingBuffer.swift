/// A fixed-capacity buffer that keeps the newest elements, oldest first when iterated.
public struct RingBuffer<Element>: Sequence {
    public let capacity: Int
    private var storage: [Element] = []
    private var head = 0

    public init(capacity: Int) {
        precondition(capacity > 0, "a ring buffer needs room for at least one element")
        self.capacity = capacity
        storage.reserveCapacity(Swift.min(capacity, 4096))
    }

    public var count: Int { storage.count }
    public var isEmpty: Bool { storage.isEmpty }

    public mutating func append(_ element: Element) {
        if storage.count < capacity {
            storage.append(element)
        } else {
            storage[head] = element
            head = (head + 1) % capacity
        }
    }

    public mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
        head = 0
    }

    public var last: Element? {
        guard !storage.isEmpty else { return nil }
        return storage[(head + storage.count - 1) % storage.count]
    }

    public func makeIterator() -> AnyIterator<Element> {
        var index = 0
        let storage = self.storage, head = self.head
        return AnyIterator {
            guard index < storage.count else { return nil }
            defer { index += 1 }
            return storage[(head + index) % storage.count]
        }
    }
}
