import Foundation
import Testing
import GestureReplay

@Suite("Report files")
struct ReportFileTests {
    private func scratch() throws -> String {
        let path = NSTemporaryDirectory() + "gesturelab-reportfile-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("a report replaces the file at its path whole, leaving no temporary file beside it")
    func replacesWhole() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/report.json"
        try ReportFile.write("{\"old\": true, \"padding\": \"a longer first version\"}\n", to: path)
        try ReportFile.write("{}\n", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{}\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.json"])
    }

    @Test("a missing folder is an error that names the path and gives the system's reason")
    func missingFolder() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/no-such-folder/report.json"
        #expect {
            try ReportFile.write("{}", to: path)
        } throws: { error in
            "\(error)" == "cannot write the report to '\(path)': No such file or directory"
        }
    }

    @Test("a folder in the report's place is an error, and the folder is left alone")
    func folderInTheWay() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect {
            try ReportFile.write("{}", to: folder)
        } throws: { error in
            "\(error)" == "cannot write the report to '\(folder)': Is a directory"
        }
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue)
    }
}
