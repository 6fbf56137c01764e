// swift-tools-version: 6.0
//
// GrapevineApp — an example package that uses vflgen's build-tool plugin.
//
// `GrapevineUI` holds `.vfl` layouts next to its Swift sources; the plugin turns each into a
// typed layout class at build time. `grapevine-demo` runs those layouts.
//
// On Linux there is no UIKit, so the UIKit calls compile against vflgen's stand-in `UIKit`
// module (product `VFLGenStandInUIKit`), which exists only when the manifest is evaluated on
// Linux. On Apple platforms the real UIKit is used.

import PackageDescription

var uiDependencies: [Target.Dependency] = []
#if os(Linux)
uiDependencies.append(
    .product(name: "VFLGenStandInUIKit", package: "vflgen", condition: .when(platforms: [.linux]))
)
#endif

let package = Package(
    name: "GrapevineApp",
    platforms: [.iOS(.v16), .macOS(.v13)],
    dependencies: [
        .package(name: "vflgen", path: "../.."),
    ],
    targets: [
        .target(
            name: "GrapevineUI",
            dependencies: uiDependencies,
            plugins: [.plugin(name: "VFLGenPlugin", package: "vflgen")]
        ),
        .executableTarget(
            name: "grapevine-demo",
            dependencies: ["GrapevineUI"]
        ),
    ]
)
