// Swift Testing declares a cross-import overlay for UIKit (Testing.swiftcrossimport), shipped on Apple platforms
// only: a file importing both `Testing` and a module named `UIKit` asks for `_Testing_UIKit` and fails without it.
// This module is that overlay for the kit: it re-exports both, which is what the overlay's importers expect.
@_exported import Testing
@_exported import UIKit
