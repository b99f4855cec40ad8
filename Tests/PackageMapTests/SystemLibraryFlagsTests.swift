import Foundation
import GestureLabTestSupport
import Testing

/// Issue 42: every build printed `warning: prohibited flag(s): -D_REENTRANT` four times, from sdl2's and SDL2_ttf's
/// pkg-config cflags, which SwiftPM drops. A system library target names only pkg-config packages whose cflags
/// SwiftPM takes whole: include paths.
@Suite("System libraries' pkg-config flags are all SwiftPM takes", .timeLimit(.minutes(2)))
struct SystemLibraryFlagsTests {
    @Test("every system target's pkg-config cflags are -I paths: no -D_REENTRANT for SwiftPM to drop and warn about")
    func onlyIncludePaths() async throws {
        let manifest = try await PackageManifest.checkout
        let systems = manifest.targets.filter { $0.type == "system" }
        #expect(systems.contains { $0.name == "CSDL2" })
        for target in systems {
            guard let name = target.pkgConfig else { continue }
            let run = try await Subprocess.run("/usr/bin/env", ["pkg-config", "--cflags", name], timeout: 30)
            try #require(run.status == 0, "pkg-config --cflags \(name): \(run.stderr)")
            let flags = run.stdout.split(whereSeparator: \.isWhitespace).map(String.init)
            #expect(flags.allSatisfy { $0.hasPrefix("-I") }, "\(target.name) (pkg-config \(name)): \(flags)")
        }
    }
}
