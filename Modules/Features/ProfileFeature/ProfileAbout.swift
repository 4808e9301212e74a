/// The Profile screens' About page.
enum ProfileAbout {
  static let text = """
    Profile — global state through a service's event stream.

    Where it comes from
      The Birth/Info article on `transform(mutation:)` and global states.

    The idea
      Info shows the profile; Birth edits the birthdate. They never reference
      each other. Saving, Birth sends `tapDoneButton(birth)`; its `mutate`
      calls `ProfileService.updateBirth`, which saves in one transaction and
      then sends `.birthUpdated` on its shared event stream; the mutation that
      follows sets `isDismissed`, and the view asks the navigator to close it.

      Info's reactor merges that stream in `transform(mutation:)`:
        .merge(mutation, .stream(service.events, Mutation.init(event:)))
      so every Info screen (and anything else listening) updates, even while
      Birth is still on top. The stream starts with the reactor and stops when
      it is released.

      Why not call Info from Birth? Then Birth would need to know who shows
      the birthdate, and a second screen showing it would need another wire.
      With the service as the one source, screens come and go freely.

      Opening Birth is navigation through state: `editBirth` sets `route` in
      Info's state; the view pushes the page, then sends `removePushed`.

      Renaming on a terminal opens an edit line (`nameEntry` in Info's state)
      that takes every key, the shared ones too, until it sends `rename` or
      closes. The new name comes back through the service's stream, like a new
      birthdate.

    Files to read
      Modules/Features/ProfileFeature/InfoReactor.swift    transform(mutation:)
      Modules/Features/ProfileFeature/InfoView.swift       pushes Birth
      Modules/Features/ProfileFeature/BirthReactor.swift   done, then dismiss
      Modules/Features/ProfileFeature/BirthView.swift      dates, steps, done
      Modules/Features/ProfileFeature/BirthdateRule.swift  what a date may be
      Modules/Services/ProfileService.swift                the event stream
      Modules/ServicesLive/LiveProfileService.swift        save, then emit
      Modules/Storage/ProfileStore.swift                   the saved profile
      Tests/ProfileFeatureTests/                           two Infos, one event
      docs/case-studies.md                                 run with a script
    """
}
