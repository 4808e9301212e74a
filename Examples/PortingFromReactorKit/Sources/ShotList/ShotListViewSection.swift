/// The list's one section, of shot tiles; RxDataSources' `SectionModelType` is left out, as
/// nothing here draws a collection view.
enum ShotListViewSection {
  case shotTile([ShotListViewSectionItem])
}

extension ShotListViewSection {
  var items: [ShotListViewSectionItem] {
    switch self {
    case .shotTile(let items): return items
    }
  }
}

/// A tile, with the cell reactor that shows it.
enum ShotListViewSectionItem {
  case shotTile(ShotCellReactor)
}
