// The executable: the command line lives in GestureLabCLI.
import GestureLabCLI

GestureLab.runFromCommandLine()
