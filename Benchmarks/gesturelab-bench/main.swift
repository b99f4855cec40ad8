// `make bench`: every benchmark, printed as one table (figure, value, target, ratio).
var rows: [BenchRow] = []
rows.append(BenchRow(figure: "touch event through hit-testing + 10 recognizers", value: EngineBench.microsecondsPerEvent(),
                     unit: "µs", goal: .atMost(5)))
print(BenchTable.render(rows))
