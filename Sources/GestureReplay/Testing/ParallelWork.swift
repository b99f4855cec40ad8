import Foundation

/// Runs independent replays on worker threads: each replay builds its own window and scene, so runs share nothing.
package enum ParallelWork {
    /// `body(0..<count)` on up to `jobs` threads, results in index order; `done` is told each finished index (from
    /// the worker that finished it, one at a time).
    package static func map<T>(
        count: Int, jobs: Int, done: ((Int) -> Void)? = nil, _ body: (Int) -> T
    ) -> [T] {
        let slots = Slots<T>(count: count)
        let next = IndexCounter()
        withoutActuallyEscaping(body) { body in
            let work = UncheckedBox((body, done))
            DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, count))) { _ in
                while let index = next.take(below: count) {
                    slots.set(work.value.0(index), at: index, done: work.value.1)
                }
            }
        }
        return slots.values
    }
}

/// Results written by index from worker threads.
private final class Slots<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [T?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ value: T, at index: Int, done: ((Int) -> Void)?) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = value
        done?(index)
    }

    /// Every slot's value, in order (all are filled once `concurrentPerform` returns).
    var values: [T] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}

/// A closure handed to worker threads that only call it with their own indices.
private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Hands out 0, 1, 2, ... to worker threads.
private final class IndexCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0

    /// The next index, or nil once `limit` is reached.
    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < limit else { return nil }
        next += 1
        return next - 1
    }
}
