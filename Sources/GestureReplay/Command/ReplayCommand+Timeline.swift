extension ReplayCommand {
    /// `--timeline FILE`: the runs' timelines as one SVG, titled by the script (and the compared value).
    static func writeTimeline(
        _ recorders: [TimelineRecorder], request: ReplayRequest, to path: String
    ) throws(ReportFile.WriteError) {
        let title = ArtifactNames.title(of: request.scriptPath)
        let labels = request.compare.map { compare in compare.values.map { " · \(compare.key)=\($0)" } } ?? []
        let timelines = recorders.enumerated().map { index, recorder in
            recorder.timeline(title: title + (index < labels.count ? labels[index] : ""))
        }
        try ReportFile.write(TimelineSVG.document(timelines), to: path)
    }
}
