import VFLEngine

extension PreviewCanvas {
    /// The default set while `container` sizes and device presets are not available: an
    /// iPhone 16 Pro's root view (402×874, safe area 62 top and 34 bottom in portrait;
    /// 874×402 with 62 left and right and 21 bottom in landscape; margins 16 from the
    /// safe area's sides, 8 at its top and bottom).
    public static let fallbackSet: [PreviewCanvas] = [
        PreviewCanvas(
            name: "iPhone 16 Pro portrait", size: Size(width: 402, height: 874),
            margins: EdgeInsets(top: 70, left: 16, bottom: 42, right: 16),
            safeArea: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0)),
        PreviewCanvas(
            name: "iPhone 16 Pro landscape", size: Size(width: 874, height: 402),
            margins: EdgeInsets(top: 8, left: 78, bottom: 29, right: 78),
            safeArea: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62)),
    ]
}
