// Stand-in AppKit for Linux: compiles code written against Apple's AppKit (generated layout
// code, the examples) with Apple's exact public signatures for the Auto Layout surface.
// Declared in Package.swift only on Linux, so it never shadows the real framework.
//
// Like the real AppKit, it re-exports Foundation (CGFloat, CGRect, CGSize, CGPoint).
@_exported import Foundation
