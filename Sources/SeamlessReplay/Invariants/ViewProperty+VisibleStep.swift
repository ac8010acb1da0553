import SeamlessEngine

extension ViewProperty {
  /// The largest step of the property the eye cannot see on a view whose bounds are `size`
  /// (unscaled), at `pointsPerPixel` points per device pixel.
  ///
  /// Half a device pixel of movement of the view's farthest-moving point: a position moves it
  /// by the step, a size change moves each edge by half of it, scale, shear and rotation move the
  /// farthest corner by the half-extent or half-diagonal times the step (infinite on a view of
  /// no size, which shows no corner); alpha, one level of 255.
  ///
  /// ```swift
  /// ViewProperty.rotation.visibleStep(on: Size(width: 300, height: 400), pointsPerPixel: 1.0 / 3)   // 1/1500 rad
  /// ViewProperty.centerY.visibleStep(on: .zero, pointsPerPixel: 1.0 / 3)                              // 1/6 pt
  /// ```
  func visibleStep(on size: Size, pointsPerPixel: Double) -> Double {
    let half = 0.5 * pointsPerPixel
    switch self {
    case .centerX, .centerY, .translationX, .translationY, .boundsX, .boundsY, .cornerRadius: return half
    case .boundsWidth, .boundsHeight: return 2 * half
    case .alpha: return 1.0 / 255
    case .scaleX, .scaleY, .rotation, .shear:
      let width = abs(size.width)
      let height = abs(size.height)
      // A shear moves a corner sideways by the shear times its height from the centre.
      let extent =
        switch self {
        case .scaleX: 0.5 * width
        case .scaleY, .shear: 0.5 * height
        default: 0.5 * (width * width + height * height).squareRoot()
        }
      return extent > 0 ? half / extent : .infinity
    }
  }
}
