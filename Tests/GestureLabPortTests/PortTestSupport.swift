import GestureLabPort

/// Ports one file's text, failing the test on a syntax error.
func port(_ text: String, path: String = "Feed.swift") throws -> PortedFile {
    let files = try Porter.port([(path: path, text: text)])
    return files[0]
}
