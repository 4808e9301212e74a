import AppComposition
import AppShell
import CaseStudyKit

extension Shot {
  /// Every picture README and the pages in docs/ show: the menu, then each case study's pictures,
  /// in menu order.
  public static let catalog: [Shot] =
    [
      Shot("menu", alt: "The menu: the case studies, each with its number, its name and the idea it shows.")
    ]
    + CompositionRoot.caseStudies.flatMap { caseStudy in
      caseStudy.pictures.map { Shot(of: caseStudy, $0) }
    }
}
