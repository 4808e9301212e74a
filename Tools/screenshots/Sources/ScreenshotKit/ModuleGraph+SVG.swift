extension ModuleGraph {
  /// The picture's description, for `<title>` and `aria-label`.
  public static let alt =
    "The module graph of reactor-demo, drawn from Package.swift: App on top, the modules in rows "
    + "below the deepest module each one uses, coloured as the pattern, the app or the machinery, "
    + "with other packages' products at the bottom."

  /// The picture as an SVG document, ending with a newline: the same manifest gives the same
  /// bytes.
  public var svg: String {
    let layout = self.layout
    let font = "'DejaVu Sans Mono', Menlo, Consolas, monospace"
    var lines = [
      #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(layout.width)" height="\#(layout.height)" "#
        + #"viewBox="0 0 \#(layout.width) \#(layout.height)" role="img" aria-label="\#(escaped(Self.alt))">"#,
      "<title>\(escaped(Self.alt))</title>",
      // A light card of its own, so the picture reads on GitHub's dark theme too.
      ##"<rect width="100%" height="100%" rx="8" fill="#ffffff" stroke="#d0d7de"/>"##,
      ##"<g font-family="\##(font)" font-size="\##(Layout.fontSize)" fill="#24292f">"##,
    ]
    lines += header(layout)
    lines.append(#"<g fill="none" stroke-width="1.2">"#)
    lines += edges(layout)
    lines.append("</g>")
    for row in layout.rows {
      for name in row { lines += box(layout.boxes[name]!) }
    }
    lines += ["</g>", "</svg>"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// How a layer's boxes and the lines leaving them are painted.
  private static func paint(_ layer: Layer) -> (name: String, fill: String, stroke: String) {
    switch layer {
    case .pattern: ("the pattern", "#dcebff", "#2f6fbf")
    case .app: ("the app", "#ffe6c2", "#b86e00")
    case .machinery: ("the machinery", "#eceff3", "#6e7781")
    case .package: ("other packages", "#ffffff", "#9aa3ad")
    }
  }

  private func escaped(_ text: String) -> String { SVGPicture.escaped(text) }

  /// The title, and one swatch for each layer with what the lines mean.
  private func header(_ layout: Layout) -> [String] {
    let margin = Layout.margin
    var lines = [
      #"<text x="\#(margin)" y="\#(margin + 16)" font-size="16" font-weight="bold">"#
        + "The modules of reactor-demo</text>"
    ]
    var x = margin
    let y = margin + 34
    for layer in Layer.allCases {
      let paint = Self.paint(layer)
      let dashes = layer == .package ? #" stroke-dasharray="4 3""# : ""
      lines.append(
        #"<rect x="\#(x)" y="\#(y)" width="22" height="14" rx="3" fill="\#(paint.fill)" "#
          + #"stroke="\#(paint.stroke)"\#(dashes)/>"#)
      lines.append(#"<text x="\#(x + 28)" y="\#(y + 11)">\#(escaped(paint.name))</text>"#)
      x += 28 + paint.name.count * Layout.charWidth + 22
    }
    lines.append(
      ##"<text x="\##(margin)" y="\##(y + 34)" fill="#57606a">"##
        + "Each line runs down from a module to one it imports. Drawn from Package.swift by "
        + "swift run screenshots.</text>")
    return lines
  }

  /// One curve for each use, from the bottom of the user's box to the top of the used one's.
  /// A box's lines leave and arrive spread along its edge, in the order of the boxes at their
  /// other ends, so lines to neighbours do not cross at the box.
  private func edges(_ layout: Layout) -> [String] {
    let boxes = layout.boxes
    let byX = { (lhs: Layout.Box, rhs: Layout.Box) in
      (lhs.centerX, lhs.module.name) < (rhs.centerX, rhs.module.name)
    }
    var incoming: [String: [Layout.Box]] = [:]
    for box in boxes.values {
      for dependency in box.module.dependencies { incoming[dependency, default: []].append(box) }
    }
    func port(of box: Layout.Box, among others: [Layout.Box], at other: Layout.Box) -> Int {
      let index = others.sorted(by: byX).firstIndex { $0.module.name == other.module.name }!
      return box.x + box.width * (2 * index + 1) / (2 * others.count)
    }
    var lines: [String] = []
    for row in layout.rows {
      for name in row {
        let user = boxes[name]!
        let used = user.module.dependencies.map { boxes[$0]! }
        for target in used.sorted(by: byX) {
          let start = (x: port(of: user, among: used, at: target), y: user.bottom)
          let end = (x: port(of: target, among: incoming[target.module.name]!, at: user), y: target.y)
          // Vertical tangents at both ends: the line leaves and enters its boxes straight.
          let bend = min((end.y - start.y) / 2, Layout.rowGap)
          let path =
            "M\(start.x) \(start.y) C\(start.x) \(start.y + bend) \(end.x) \(end.y - bend) \(end.x) \(end.y)"
          let paint = Self.paint(user.module.layer)
          let style =
            target.module.layer == .package
            ? ##"stroke="#9aa3ad" stroke-dasharray="4 3" opacity="0.7""##
            : #"stroke="\#(paint.stroke)" opacity="0.45""#
          lines.append(#"<path d="\#(path)" \#(style)/>"#)
        }
      }
    }
    return lines
  }

  /// A module's box: rounded, in its layer's colours, the name centred, each line stretched to
  /// the width the layout gave it.
  private func box(_ box: Layout.Box) -> [String] {
    let paint = Self.paint(box.module.layer)
    let dashes = box.module.layer == .package ? #" stroke-dasharray="4 3""# : ""
    var lines = [
      #"<rect x="\#(box.x)" y="\#(box.y)" width="\#(box.width)" height="\#(Layout.boxHeight)" rx="5" "#
        + #"fill="\#(paint.fill)" stroke="\#(paint.stroke)"\#(dashes)/>"#
    ]
    let first = box.y + Layout.boxHeight / 2 + 4 - (box.lines.count - 1) * Layout.lineHeight / 2
    let color = box.module.layer == .package ? ##" fill="#57606a""## : ""
    for (index, text) in box.lines.enumerated() {
      lines.append(
        #"<text x="\#(box.centerX)" y="\#(first + index * Layout.lineHeight)" text-anchor="middle" "#
          + #"textLength="\#(text.count * Layout.charWidth)" lengthAdjust="spacingAndGlyphs"\#(color)>"#
          + "\(escaped(text))</text>")
    }
    return lines
  }
}
