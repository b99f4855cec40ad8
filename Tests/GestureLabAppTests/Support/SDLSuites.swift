import Testing

/// The parent of every suite that touches SDL, SDL_image or SDL_ttf: their tests run one at a time, each within
/// three minutes.
///
/// `.serialized` on a suite is recursive and also runs its sub-suites one after another, so nesting each such
/// suite here (`extension SDLSuites { @Suite(...) struct ... }`) keeps two renderers or `TextCache`s from being
/// used on two test threads at once, which `.serialized` on each suite alone did not (it ordered only that
/// suite's own tests). The time limit fails a test that runs too long; it cannot stop a thread blocked in C, so
/// whatever could block (a child process, the window loop) is bounded in the test itself as well.
@Suite("SDL, SDL_image and SDL_ttf, one test at a time", .serialized, .timeLimit(.minutes(3)))
enum SDLSuites {}
