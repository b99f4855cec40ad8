import Testing
@testable import GestureUIKit

@Suite("The pop's completion rule (_UINavigationInteractiveTransitionBase)")
struct NavigationPopStatisticsTests {
    /// Samples at 60 Hz of a finger moving at `speed` pt/s from `start` pt, on a 390 pt wide screen. (At 120 Hz a
    /// finger at rest gives no samples: UIKit skips events < 0.01 s apart that do not move.)
    func statistics(start: Double, speed: Double, count: Int) -> PopGestureStatistics {
        var s = PopGestureStatistics()
        s.start(displacement: start / 390, velocity: speed / 390, time: 0)
        for i in 1..<count {
            let t = Double(i) / 60
            s.add(displacement: (start + speed * t) / 390, velocity: speed / 390, time: t)
        }
        return s
    }

    @Test("released at rest past the threshold min(187.5/390, 0.5) = 0.48 it finishes; below it cancels")
    func positionAlone() {
        let s = statistics(start: 0, speed: 0, count: 5)
        #expect(s.decision(rule: .augmented, percentComplete: 0.49, duration: 0.35, width: 390, hasChanged: true,
                           releaseVelocity: 0).finish)
        #expect(!s.decision(rule: .augmented, percentComplete: 0.47, duration: 0.35, width: 390, hasChanged: true,
                            releaseVelocity: 0).finish)
    }

    @Test("events less than 0.01 s apart that do not move are not samples")
    func skipsStillEvents() {
        var s = PopGestureStatistics()
        s.start(displacement: 0.1, velocity: 0, time: 0)
        s.add(displacement: 0.1, velocity: 0, time: 1.0 / 120)
        #expect(s.sampleCount == 1)
        s.add(displacement: 0.11, velocity: 0, time: 2.0 / 120)
        #expect(s.sampleCount == 2)
    }

    @Test("velocity projects: 0.1 + (1000/390)·0.35 ≈ 1.0 > 0.48 finishes; 0.1 + (100/390)·0.35 ≈ 0.19 cancels")
    func projection() {
        let fast = statistics(start: 39, speed: 1000, count: 6)
        #expect(fast.decision(rule: .augmented, percentComplete: 0.1, duration: 0.35, width: 390, hasChanged: true,
                              releaseVelocity: 1000).finish)
        let slow = statistics(start: 39, speed: 100, count: 6)
        #expect(!slow.decision(rule: .augmented, percentComplete: 0.1, duration: 0.35, width: 390,
                               hasChanged: true, releaseVelocity: 100).finish)
    }

    @Test("fewer than 3 samples: finish iff the average velocity is positive and the pan changed")
    func thinData() {
        let s = statistics(start: 0, speed: 50, count: 2)
        #expect(s.decision(rule: .augmented, percentComplete: 0.05, duration: 0.35, width: 390, hasChanged: true,
                           releaseVelocity: 50).finish)
        #expect(!s.decision(rule: .augmented, percentComplete: 0.05, duration: 0.35, width: 390, hasChanged: false,
                            releaseVelocity: 50).finish)
    }

    @Test("legacy rule: finish iff the release velocity is not negative")
    func legacy() {
        let s = PopGestureStatistics()
        #expect(s.decision(rule: .legacy, percentComplete: 0.01, duration: 0.35, width: 390, hasChanged: true,
                           releaseVelocity: 0).finish)
        #expect(!s.decision(rule: .legacy, percentComplete: 0.9, duration: 0.35, width: 390, hasChanged: true,
                            releaseVelocity: -1).finish)
    }

    @Test("remaining duration: the rest at the finger's speed, never longer than the remaining fraction's share")
    func remaining() {
        // at rest: speed = remaining fraction, so the remaining 60 % takes the whole 0.35 s.
        #expect(abs(PopGestureStatistics.remainingDuration(finish: true, percentComplete: 0.4, duration: 0.35,
                                                           width: 390, velocity: 0) - 0.35) < 1e-12)
        // 1170 pt/s: speed = max(0.6, 0.35·1170/390 = 1.05) → 0.6·0.35/1.05 = 0.2 s (= 234 pt at 1170 pt/s).
        #expect(abs(PopGestureStatistics.remainingDuration(finish: true, percentComplete: 0.4, duration: 0.35,
                                                           width: 390, velocity: 1170) - 0.2) < 1e-12)
    }
}
