/// A fixed-capacity buffer that keeps the newest elements, oldest first when iterated.
package struct RingBuffer<Element>: Sequence {
    /// The most elements kept.
    package let capacity: Int
    private var storage: [Element] = []
    private var head = 0

    /// An empty buffer keeping at most `capacity` elements (at least 1).
    package init(capacity: Int) {
        precondition(capacity > 0, "a ring buffer needs room for at least one element")
        self.capacity = capacity
        storage.reserveCapacity(Swift.min(capacity, 4096))
    }

    /// How many elements are kept.
    package var count: Int { storage.count }
    /// Whether nothing is kept.
    package var isEmpty: Bool { storage.isEmpty }

    /// Adds `element`, dropping the oldest when full.
    package mutating func append(_ element: Element) {
        if storage.count < capacity {
            storage.append(element)
        } else {
            storage[head] = element
            head = (head + 1) % capacity
        }
    }

    /// Drops every element.
    package mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
        head = 0
    }

    /// The newest element.
    package var last: Element? {
        guard !storage.isEmpty else { return nil }
        return storage[(head + storage.count - 1) % storage.count]
    }

    /// The elements, oldest first.
    package func makeIterator() -> AnyIterator<Element> {
        var index = 0
        let storage = self.storage, head = self.head
        return AnyIterator {
            guard index < storage.count else { return nil }
            defer { index += 1 }
            return storage[(head + index) % storage.count]
        }
    }
}
