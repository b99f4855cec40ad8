import Foundation
import PackagePlugin

/// The build-tool plugin that compiles an app's files kept unchanged in the target's `iOS/` folder
/// (`Sources/NAME/iOS`, which the manifest excludes from the target's own sources): one build command runs
/// `gesturelab-port --output-directory` over every `iOS/**/*.swift`, writing ported copies into the plugin's work
/// directory, which SwiftPM compiles into the target as its own sources.
///
/// Each copy keeps the original's lines under `#sourceLocation(file: ".../iOS/File.swift", line: N)`, so the
/// compiler's errors and warnings name the user's file and line, not the copy. The files are the command's inputs:
/// SwiftPM reruns the port when one changes, and the port rewrites only the copies whose text changed, so an edit
/// recompiles only that file. Why inside the target's folder rather than at the package's root: SwiftPM asks a
/// plugin for its commands again only when a target's folder (excluded parts included) or a manifest changes, so a
/// file added to a folder at the root was not seen until the manifest changed (measured); one added here is seen
/// at the next build.
@main
struct PortIOSFolder: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        // The target's folder, from its first source file (`Target.directoryURL` needs tools version 6.1).
        guard let module = target as? SourceModuleTarget,
            let folder = Self.targetFolder(of: module, in: context.package.directoryURL)?.appendingPathComponent("iOS")
        else { return [] }
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

    /// The folder of `module`: `Sources/NAME` under `package` when it holds the module's first source file, else the
    /// folder of that file.
    static func targetFolder(of module: SourceModuleTarget, in package: URL) -> URL? {
        let conventional = package.appendingPathComponent("Sources").appendingPathComponent(module.name)
        guard let first = module.sourceFiles.first(where: { $0.type == .source })?.url.standardizedFileURL else {
            return conventional
        }
        if first.path.hasPrefix(conventional.standardizedFileURL.path + "/") { return conventional }
        return first.deletingLastPathComponent()
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
