// The executable: the built-in scenes and the whole command line (GestureLabKit).
import GestureLabKit

GestureLab.main(scenes: [])
