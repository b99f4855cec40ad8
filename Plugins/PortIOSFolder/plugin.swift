import Foundation
import PackagePlugin

/// The build-tool plugin that compiles an app's files kept unchanged in the package's `iOS/` folder: one build
/// command runs `gesturelab-port --output-directory` over every `iOS/**/*.swift`, writing ported copies into the
/// plugin's work directory, which SwiftPM compiles into the target as its own sources.
///
/// Each copy keeps the original's lines under `#sourceLocation(file: "<package>/iOS/File.swift", line: N)`, so the
/// compiler's errors and warnings name the user's file and line, not the copy. The files are the command's inputs:
/// SwiftPM reruns the port when one changes, and the port rewrites only the copies whose text changed, so an edit
/// recompiles only that file. The folder is outside the target's sources (`Sources/NAME`), so the plugin finds it
/// from the package's directory; a file added to or removed from it is seen at the next build, when SwiftPM asks
/// the plugin for its commands again.
@main
struct PortIOSFolder: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let folder = context.package.directoryURL.appendingPathComponent("iOS")
        let files = Self.swiftFiles(in: folder)
        guard !files.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("iOS")
        let tool = try context.tool(named: "gesturelab-port")
        return [
            .buildCommand(
                displayName: "Porting \(files.count) file(s) of iOS/ for \(target.name)",
                executable: tool.url,
                arguments: ["--output-directory", output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: files.map { output.appendingPathComponent(Self.copyName(of: $0)) })
        ]
    }

    /// `Feed.swift` -> `Feed.ported.swift`, as `gesturelab-port --output-directory` names its copies (a name of
    /// their own: a copy named as its original gets the same `#fileID` twice, and the compiler warns).
    static func copyName(of file: URL) -> String {
        file.deletingPathExtension().lastPathComponent + ".ported.swift"
    }

    /// The `.swift` files under `folder`, in a stable order (none when there is no folder).
    static func swiftFiles(in folder: URL) -> [URL] {
        guard
            let walker = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .map(\.standardizedFileURL).sorted { $0.path < $1.path }
    }
}
