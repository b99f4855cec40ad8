import Foundation

/// The system's reason for a failed file operation, as `strerror` words it ("Permission denied").
///
/// Foundation wraps POSIX failures in `CocoaError` with the `POSIXError` underneath (or throws the
/// `POSIXError` itself); the messages the CLI prints keep the system's short text, not Foundation's sentence.
public enum FileErrorReason {
    /// The reason `error` carries: the underlying POSIX error's text when there is one, else the description.
    public static func of(_ error: any Error) -> String {
        if let posix = error as? POSIXError { return text(posix.code.rawValue) }
        if let cocoa = error as? CocoaError, let underlying = cocoa.underlying { return of(underlying) }
        let bridged = error as NSError
        if bridged.domain == NSPOSIXErrorDomain { return text(Int32(bridged.code)) }
        // On Linux the underlying error is stored as a Swift error: `as? NSError` would not find it.
        if let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? any Error { return of(underlying) }
        return bridged.localizedDescription
    }

    private static func text(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
