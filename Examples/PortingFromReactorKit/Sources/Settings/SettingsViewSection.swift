/// The settings screen's sections; RxDataSources' `SectionModelType` is left out, as nothing here
/// draws a table view.
enum SettingsViewSection {
  case about([SettingsViewSectionItem])
  case logout([SettingsViewSectionItem])
}

extension SettingsViewSection {
  var items: [SettingsViewSectionItem] {
    switch self {
    case .about(let items): return items
    case .logout(let items): return items
    }
  }
}

/// A row, with the cell reactor that shows it.
enum SettingsViewSectionItem {
  case version(SettingItemCellReactor)
  case github(SettingItemCellReactor)
  case icons(SettingItemCellReactor)
  case openSource(SettingItemCellReactor)
  case logout(SettingItemCellReactor)
}
