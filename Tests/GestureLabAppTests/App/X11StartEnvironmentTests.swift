import Foundation
import Testing
@testable import GestureLabApp

/// Before SDL's X11 start: Xlib's compose table cached in a folder of the app's for a user who has none, and no
/// D-Bus autolaunch where no `dbus-launch` could answer it; nothing a user set is changed.
@Suite("The environment of SDL's X11 start")
struct X11StartEnvironmentTests {
    @Test("a user without a compose cache gets the app's, under XDG_CACHE_HOME or ~/.cache")
    func composeCache() throws {
        let home = try TestSupport.scratchFolder("x11-start-home")
        let user = X11StartEnvironment.variables(
            environment: ["HOME": home, "XDG_CACHE_HOME": "/var/tmp/cache"], userID: 1000, hasDBusLaunch: true)
        #expect(user == ["XCOMPOSECACHE": "/var/tmp/cache/gesturelab/xcompose"])
        // A relative XDG_CACHE_HOME is ignored, as the XDG specification says.
        let relative = X11StartEnvironment.variables(
            environment: ["HOME": home, "XDG_CACHE_HOME": "cache"], userID: 1000, hasDBusLaunch: true)
        #expect(relative["XCOMPOSECACHE"] == home + "/.cache/gesturelab/xcompose")
        // Xlib's own ~/.compose-cache, a cache already named, or root (whom libX11 never caches for): left alone.
        try FileManager.default.createDirectory(atPath: home + "/.compose-cache", withIntermediateDirectories: true)
        #expect(X11StartEnvironment.composeCacheFolder(environment: ["HOME": home], userID: 1000) == nil)
        #expect(
            X11StartEnvironment.composeCacheFolder(
                environment: ["HOME": "/nonexistent", "XCOMPOSECACHE": "/mine"], userID: 1000) == nil)
        #expect(X11StartEnvironment.composeCacheFolder(environment: ["HOME": "/nonexistent"], userID: 0) == nil)
    }

    @Test("no session bus and no dbus-launch: an address that fails at once; otherwise untouched")
    func sessionBus() {
        let bare = X11StartEnvironment.variables(environment: [:], userID: 0, hasDBusLaunch: false)
        #expect(bare == ["DBUS_SESSION_BUS_ADDRESS": "disabled:"])
        #expect(X11StartEnvironment.variables(environment: [:], userID: 0, hasDBusLaunch: true).isEmpty)
        let session = ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus"]
        #expect(X11StartEnvironment.variables(environment: session, userID: 0, hasDBusLaunch: false).isEmpty)
    }

    @Test("dbus-launch is looked for in the PATH's folders")
    func findsExecutables() throws {
        let folder = try TestSupport.scratchFolder("x11-start-path")
        let tool = folder + "/dbus-launch"
        try #require(FileManager.default.createFile(atPath: tool, contents: Data("#!/bin/sh\n".utf8)))
        #expect(!X11StartEnvironment.hasExecutable("dbus-launch", ["PATH": folder]))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool)
        #expect(X11StartEnvironment.hasExecutable("dbus-launch", ["PATH": "/nonexistent:" + folder]))
        #expect(!X11StartEnvironment.hasExecutable("dbus-launch", ["PATH": "/nonexistent"]))
    }
}
