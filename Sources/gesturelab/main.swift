// The executable: command-line parsing only (see Commands/).
GestureLab.runFromCommandLine()
