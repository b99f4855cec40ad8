// `import UIKit` in pasted code: the kit under UIKit's module name. GestureLabKit re-exports the UIKit model
// (GestureUIKit) and Foundation, so `UIView`, `CGPoint` and `#if canImport(UIKit)` read as on iOS.
@_exported import GestureLabKit
