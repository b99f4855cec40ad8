import Foundation
@_spi(Benchmarking) import GestureLabApp

// `make bench`: every benchmark, printed as one table (figure, value, target, ratio).
// `gesturelab-bench --paging-child`: the paging and memory run, in a clean process (see PagingBench).
if CommandLine.arguments.contains("--paging-child") {
    exit(PagingBench.childMain())
}
setenv("SDL_VIDEODRIVER", "dummy", 0)
let wall = Date()
nonisolated(unsafe) var rows: [BenchRow] = []
// `--only NAME[,NAME]` runs only those sections (engine, layout, lists, frames, hidpi, latency, decode, paging, replay, fix, recording, launch, window).
let only = CommandLine.arguments.firstIndex(of: "--only").flatMap { i in
    i + 1 < CommandLine.arguments.count ? Set(CommandLine.arguments[i + 1].split(separator: ",").map(String.init)) : nil
}
func section(_ name: String, _ body: () -> [BenchRow]) {
    if let only, !only.contains(where: name.hasPrefix) { return }
    let start = Date()
    rows += body()
    FileHandle.standardError.write("bench: \(name) \(String(format: "%.1f", Date().timeIntervalSince(start))) s\n".data(using: .utf8) ?? Data())
}
section("engine") { EngineBench.rows() }
section("layout") { LayoutBench.rows() }
section("lists") { ListBench.rows() }
guard let photos = BundledResources.photosFolder() else {
    print("gesturelab-bench: the bundled photos folder is missing")
    exit(1)
}
do {
    let sdl = try HeadlessSDL()
    section("frames") { FrameBench.rows(sdl: sdl, photos: photos) }
    section("hidpi") { HiDPIFrameBench.rows(sdl: sdl, photos: photos) }
    section("latency") { LatencyBench.rows(sdl: sdl, photos: photos) }
    section("decode") { DecodeBench.rows(photos: photos) + RefusalBench.rows() }
    sdl.quit()
} catch {
    print("gesturelab-bench: SDL: \(error)")
}
section("paging + memory") { PagingBench.rows() }
section("replay") { ReplayBench.rows() }
section("fix") { FixBench.rows() }
section("recording") { RecordBench.rows() }
section("recording scripts") { RecordScriptsBench.rows() }
section("launch") { LaunchBench.rows(photos: photos) }
section("window") { WindowBench.rows() }
section("window workloads") { WorkloadWindowBench.rows() }
print(BenchTable.render(rows))
print("machine: \(Machine.summary); bench wall time \(String(format: "%.0f", Date().timeIntervalSince(wall))) s")
