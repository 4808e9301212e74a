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

      Opening Birth is navigation through state: `editBirth` pulses `route`
      in Info's state, once; the view pushes the page.

      The keys belong to widgets the views own, as UIKit controls do. Birth's
      date picker keeps the date being stepped or typed, and `done` sends
      `tapDoneButton(picker.date)`. Info's name field sends `rename(text)`; a
      name the reactor refuses comes back in `refusedName`, and the view puts
      it back in the field to be fixed.

    Files to read
      Modules/Features/ProfileFeature/InfoReactor.swift    transform(mutation:)
      Modules/Features/ProfileFeature/InfoView.swift       pushes Birth
      Modules/Features/ProfileFeature/BirthReactor.swift   done, then dismiss
      Modules/Features/ProfileFeature/BirthView.swift      the picker, done
      Modules/Features/ProfileFeature/BirthdateRule.swift  what a date may be
      Modules/TextUI/DatePicker.swift                      steps, typed dates
      Modules/Services/ProfileService.swift                the event stream
      Modules/ServicesLive/LiveProfileService.swift        save, then emit
      Modules/Storage/ProfileStore.swift                   the saved profile
      Tests/ProfileFeatureTests/                           two Infos, one event
      docs/case-studies.md                                 run with a script
    """
}
