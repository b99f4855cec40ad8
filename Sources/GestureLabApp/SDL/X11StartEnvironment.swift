import Foundation

/// Environment set as the window app starts, so SDL's X11 start does less that no one waits for.
///
/// Measured at launch (perf, docs/performance.md): of the main thread's CPU before the first photo, SDL's X11 start
/// is about 20 ms, half of it Xlib parsing the locale's Compose table (5,700 lines for `en_US.UTF-8`, read a
/// character at a time) when SDL opens the input method (`XOpenIM`). Xlib can keep that table compiled in a cache
/// folder (libX11's `XCOMPOSECACHE`; modules/im/ximcp/imLcIm.c `_XimCreateDefaultTree`), but only uses one a user
/// already has (`~/.compose-cache`); this names a folder of the app's own when the user has none, so from the
/// second launch the table is mapped instead of parsed: the same table, typing works as before. libX11 never uses
/// a cache for root. And with no session bus address, libdbus "autolaunches" one by running `dbus-launch` from
/// the `PATH`: where there is none, that is a fork and an `execve` per `PATH` folder, all failing, while the photo
/// decodes beside it; the address is then set to one that fails at once, as the autolaunch would have.
enum X11StartEnvironment {
    /// The variables to set for `environment` (the process's), for a process of user id `userID` whose `PATH`
    /// has `dbus-launch` when `hasDBusLaunch`; none already set is changed.
    static func variables(environment: [String: String], userID: UInt32, hasDBusLaunch: Bool) -> [String: String] {
        var variables: [String: String] = [:]
        if let folder = composeCacheFolder(environment: environment, userID: userID) {
            variables["XCOMPOSECACHE"] = folder
        }
        if environment["DBUS_SESSION_BUS_ADDRESS"] == nil, !hasDBusLaunch {
            // libdbus fails on an address type it doesn't know, without starting anything.
            variables["DBUS_SESSION_BUS_ADDRESS"] = "disabled:"
        }
        return variables
    }

    /// `$XDG_CACHE_HOME/gesturelab/xcompose` (else `~/.cache/...`) for a user other than root who has no cache
    /// named (`XCOMPOSECACHE`) and no `~/.compose-cache`, which Xlib would use itself; nil otherwise.
    static func composeCacheFolder(environment: [String: String], userID: UInt32) -> String? {
        guard userID != 0, environment["XCOMPOSECACHE"] == nil, let home = environment["HOME"], !home.isEmpty
        else { return nil }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: home + "/.compose-cache", isDirectory: &isFolder), isFolder.boolValue
        {
            return nil
        }
        let cache = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.cache"
        return cache + "/gesturelab/xcompose"
    }

    /// Sets `variables(...)` for this process, making the compose cache folder (private to the user, as Xlib
    /// requires: its own, writable by no one else). Call before `SDL_Init` and before any other thread starts:
    /// `setenv` beside a `getenv` on another thread is unsafe (`AppLauncher.run`).
    static func apply() {
        let environment = ProcessInfo.processInfo.environment
        let chosen = variables(
            environment: environment, userID: getuid(), hasDBusLaunch: hasExecutable("dbus-launch", environment))
        for (name, value) in chosen {
            if name == "XCOMPOSECACHE" {
                guard makePrivateFolder(value) else { continue }
            }
            setenv(name, value, 0)
        }
    }

    /// Whether `name` is an executable in one of `environment`'s `PATH` folders.
    static func hasExecutable(_ name: String, _ environment: [String: String]) -> Bool {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").contains { access("\($0)/\(name)", X_OK) == 0 }
    }

    /// Makes `path` and its parents; true when it is a folder of this user's that no one else may write.
    private static func makePrivateFolder(_ path: String) -> Bool {
        try? FileManager.default.createDirectory(
            atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR && status.st_uid == getuid()
            && status.st_mode & 0o022 == 0
    }
}
