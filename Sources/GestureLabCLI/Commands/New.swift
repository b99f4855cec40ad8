import ArgumentParser
import Foundation

/// `gesturelab new NAME`: writes a package whose executable is gesturelab with an example scene of its own.
struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Create a package for your own scenes (GestureLabKit, UIKit's names).",
        discussion: "Exit status: 0 after writing the package; 2 for a bad name, flag or a non-empty folder.")

    @Argument(help: "The package and executable name (letters, digits, - and _; starting with a letter).")
    var name: String

    @Option(help: ArgumentHelp("The folder to create the package in (default: the current folder).", valueName: "dir"))
    var path: String?

    @Option(help: ArgumentHelp("Depend on GestureLab by this git URL instead of this checkout.", valueName: "git-url"))
    var url: String?

    @Option(help: ArgumentHelp("The first GestureLab version to accept (with --url).", valueName: "version"))
    var from: String?

    @Flag(
        name: .customLong("ios"),
        help: "Compile iOS/ (your app's files, unchanged) from the start: the first build also builds the port.")
    var compilesIOSFolder = false

    func run() throws {
        let folder: String
        let template: PackageTemplate
        do {
            (folder, template) = try plan()
        } catch {
            printError("gesturelab new: \(error.message)")
            throw ExitCode(ExitStatus.usage)
        }
        do {
            for file in template.files {
                let target = URL(fileURLWithPath: folder).appendingPathComponent(file.path)
                try FileManager.default.createDirectory(
                    at: target.deletingLastPathComponent(),
                    withIntermediateDirectories: true)
                try file.contents.write(to: target, atomically: true, encoding: .utf8)
            }
        } catch {
            printError("gesturelab new: can't write \(folder): \(error.localizedDescription)")
            throw ExitCode(ExitStatus.failure)
        }
        print("Created \(folder). Next:\n  cd \(folder)\n  swift run \(name)")
    }

    /// The folder and the files, or the problem naming its argument.
    func plan() throws(NewError) -> (folder: String, template: PackageTemplate) {
        guard let first = name.unicodeScalars.first, CharacterSet.letters.contains(first),
            name.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" }),
            name.unicodeScalars.allSatisfy(\.isASCII)
        else {
            throw NewError("NAME \(name): expected ASCII letters, digits, - and _, starting with a letter")
        }
        let source: PackageTemplate.Source
        switch (url, from) {
        case (let url?, let version?):
            guard !url.isEmpty else { throw NewError("--url: expected a git URL") }
            guard !version.isEmpty else { throw NewError("--from: expected a version such as 1.0.0") }
            source = .url(url, from: version)
        case (.some, nil): throw NewError("--url needs --from VERSION")
        case (nil, .some): throw NewError("--from only applies with --url")
        case (nil, nil): source = .path(Self.checkoutPath)
        }
        let parent = path ?? FileManager.default.currentDirectoryPath
        let folder = URL(fileURLWithPath: parent).appendingPathComponent(name).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw NewError("\(folder) exists and is not a folder") }
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            guard contents.isEmpty else { throw NewError("\(folder) exists and is not empty") }
        }
        return (folder, PackageTemplate(name: name, source: source, compilesIOSFolder: compilesIOSFolder))
    }

    /// The checkout this gesturelab was built from: four levels above this source file.
    static var checkoutPath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
    }
}

/// A problem with `new`'s arguments, naming the argument.
struct NewError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
