import GestureScenes

/// The scenes the running command offers: the built-in ones, then a user's.
///
/// ArgumentParser builds the commands itself, so the list reaches them as a task-local value that
/// `GestureLab.runFromCommandLine(scenes:)` binds around the whole run; nothing in the app, the replay or the
/// parser reads it: each is handed the list as a value.
enum CommandScenes {
    @TaskLocal static var registry: SceneRegistry = .builtIn
}
