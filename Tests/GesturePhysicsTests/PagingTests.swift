import Foundation
import Testing

@testable import GesturePhysics

@Suite("Paging")
struct PagingTests {
    let page = 390.0

    @Test("Just above 300 pt/s a release goes to the next page in the velocity's direction")
    func fastReleaseAdvances() {
        // offset 2.4 pages: floor(2.4) + 1 = 3 going forward
        #expect(Paging.targetPage(currentOffset: 2.4 * page, velocity: 301, pageSize: page, startPage: 2, pageCount: 10) == 3)
        // offset 1.6 pages dragged back from 2: ceil(1.6) − 1 = 1 going back
        #expect(Paging.targetPage(currentOffset: 1.6 * page, velocity: -301, pageSize: page, startPage: 2, pageCount: 10) == 1)
        // a flick with no drag still turns the page
        #expect(Paging.targetPage(currentOffset: 2 * page, velocity: 400, pageSize: page, startPage: 2, pageCount: 10) == 3)
    }

    @Test("Just below 300 pt/s a release goes to the nearest page")
    func slowReleaseRounds() {
        // round(2.4) = 2; round(1.6) = 2; round(2.6) = 3
        #expect(Paging.targetPage(currentOffset: 2.4 * page, velocity: 299, pageSize: page, startPage: 2, pageCount: 10) == 2)
        #expect(Paging.targetPage(currentOffset: 1.6 * page, velocity: -299, pageSize: page, startPage: 2, pageCount: 10) == 2)
        #expect(Paging.targetPage(currentOffset: 2.6 * page, velocity: 0, pageSize: page, startPage: 2, pageCount: 10) == 3)
        #expect(Paging.minimumVelocityForNextPage == 300)
    }

    @Test("A fast fling against the drag direction goes back towards the nearer boundary, not two pages")
    func flingAgainstDrag() {
        // dragged from 2 to 2.9, then flung backwards: ceil(2.9) − 1 = 2
        #expect(Paging.targetPage(currentOffset: 2.9 * page, velocity: -2000, pageSize: page, startPage: 2, pageCount: 10) == 2)
    }

    @Test("Never more than one page from the start page, and never outside the pages")
    func atMostOnePage() {
        #expect(Paging.targetPage(currentOffset: 4.7 * page, velocity: 8000, pageSize: page, startPage: 2, pageCount: 10) == 3)
        #expect(Paging.targetPage(currentOffset: -0.7 * page, velocity: -8000, pageSize: page, startPage: 2, pageCount: 10) == 1)
        #expect(Paging.targetPage(currentOffset: -0.3 * page, velocity: -8000, pageSize: page, startPage: 0, pageCount: 10) == 0)
        #expect(Paging.targetPage(currentOffset: 9.3 * page, velocity: 8000, pageSize: page, startPage: 9, pageCount: 10) == 9)
        #expect(Paging.targetPage(currentOffset: 100, velocity: 8000, pageSize: 0, startPage: 4, pageCount: 3) == 2)
        #expect(Paging.targetPage(currentOffset: 100, velocity: 8000, pageSize: page, startPage: 0, pageCount: 0) == 0)
    }

    @Test("The paging spring reaches the page without a visible overshoot")
    func pagingSpring() {
        let simulation = PagingSimulation(position: 2.4 * page, velocity: 0, pageSize: page, startPage: 2, pageCount: 10)
        #expect(simulation.targetOffset == 780)
        // ζ = 33.76/(2·√360) = 0.890 → overshoot 0.22 % of 156 pt = 0.34 pt
        #expect(isClose(simulation.spring.dampingRatio, 0.8897, within: 1e-3))
        let lowest = samples(to: simulation.settleDuration).map { simulation.position(at: $0) }.min() ?? 0
        #expect(lowest > 780 - 0.5)
        #expect(simulation.position(at: simulation.settleDuration) == 780)
        #expect(simulation.isDone(at: simulation.settleDuration))
        #expect(simulation.settleDuration < 1)
    }

    @Test("A fast flick carries its velocity into the paging spring")
    func pagingCarriesVelocity() {
        let simulation = PagingSimulation(position: 2.2 * page, velocity: 1500, pageSize: page, startPage: 2, pageCount: 10)
        #expect(simulation.targetOffset == 1170)
        #expect(simulation.velocity(at: 0) == 1500)
        #expect(simulation.position(at: simulation.settleDuration) == 1170)
    }
}
