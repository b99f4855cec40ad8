internal import CSDL2

/// A failed SDL, SDL_image, SDL_ttf or libjpeg-turbo call, with the library's own message.
///
/// `call` names the C function that failed; `message` is what `SDL_GetError()` (or `tjGetErrorStr2`)
/// said at that moment.
struct SDLError: Error, CustomStringConvertible, Sendable {
    var call: String
    var message: String

    init(call: String, message: String) {
        self.call = call
        self.message = message
    }

    /// An error for `call` carrying the current `SDL_GetError()` text.
    static func current(_ call: String) -> SDLError {
        SDLError(call: call, message: String(cString: SDL_GetError()))
    }

    var description: String { "\(call) failed: \(message)" }
}

/// Throws the current SDL error when a C call returned a negative status.
func sdlCheck(_ status: Int32, _ call: String) throws {
    if status < 0 { throw SDLError.current(call) }
}
