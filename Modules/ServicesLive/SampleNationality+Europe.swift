extension SampleNationality {
  /// Britain, Germany, France, Spain, the Netherlands and Norway.
  static let europe: [SampleNationality] = [
    SampleNationality(
      code: "GB", country: "United Kingdom",
      male: """
        Oliver, George, Harry, Jack, Noah, Charlie, Jacob, Alfie, Freddie, Oscar, Leo, Archie, Henry,
        Thomas, Joshua, Samuel, Daniel, Luke, Adam, Callum
        """,
      female: """
        Olivia, Amelia, Isla, Ava, Emily, Sophie, Grace, Lily, Freya, Ella, Poppy, Charlotte, Evie,
        Jessica, Florence, Chloe, Lucy, Holly, Megan, Hannah
        """,
      last: """
        Smith, Jones, Taylor, Brown, Williams, Wilson, Johnson, Davies, Robinson, Wright, Thompson,
        Evans, Walker, White, Roberts, Green, Hall, Wood, Jackson, Clarke
        """,
      regions: [
        region("Greater Manchester: Manchester, Bolton, Wigan, Stockport"),
        region("West Yorkshire: Leeds, Bradford, Wakefield, Huddersfield"),
        region("Merseyside: Liverpool, St Helens, Southport"),
        region("Kent: Canterbury, Maidstone, Dover, Folkestone"),
      ],
      streets: "High Street, Station Road, Church Lane, Victoria Road, Mill Lane, Park Avenue, The Crescent",
      phone: "01###-######", postcode: .text("@@# #@@")
    ),
    SampleNationality(
      code: "DE", country: "Germany",
      male: """
        Lukas, Leon, Finn, Jonas, Paul, Felix, Maximilian, Elias, Jan, Tim, Moritz, Niklas, Tobias,
        Florian, Stefan, Matthias, Sebastian, Dominik, Markus, Jürgen
        """,
      female: """
        Anna, Lena, Lea, Hannah, Marie, Sophie, Laura, Julia, Sarah, Katharina, Johanna, Emma, Clara,
        Charlotte, Greta, Sabine, Petra, Ursula, Monika, Jana
        """,
      last: """
        Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Schulz, Hoffmann, Schäfer,
        Koch, Bauer, Richter, Klein, Wolf, Schröder, Neumann, Schwarz, Zimmermann
        """,
      regions: [
        region("Bayern: München, Nürnberg, Augsburg, Regensburg"),
        region("Nordrhein-Westfalen: Köln, Düsseldorf, Dortmund, Münster"),
        region("Baden-Württemberg: Stuttgart, Freiburg im Breisgau, Heidelberg, Ulm"),
        region("Niedersachsen: Hannover, Braunschweig, Osnabrück, Göttingen"),
      ],
      streets: "Hauptstraße, Schulstraße, Gartenstraße, Bahnhofstraße, Lindenstraße, Bergstraße, Kirchweg",
      phone: "0###-#######", postcode: .number(10_000...99_999)
    ),
    SampleNationality(
      code: "FR", country: "France",
      male: """
        Lucas, Hugo, Louis, Gabriel, Arthur, Jules, Léo, Raphaël, Nathan, Thomas, Théo, Maxime,
        Antoine, Nicolas, Julien, Mathis, Baptiste, Clément, Quentin, Paul
        """,
      female: """
        Emma, Jade, Louise, Alice, Chloé, Léa, Manon, Camille, Inès, Juliette, Sarah, Zoé, Lucie,
        Anaïs, Clara, Mathilde, Margaux, Pauline, Élise, Océane
        """,
      last: """
        Martin, Bernard, Dubois, Thomas, Robert, Richard, Petit, Durand, Leroy, Moreau, Simon,
        Laurent, Lefebvre, Michel, Garcia, David, Bertrand, Roux, Vincent, Fournier
        """,
      regions: [
        region("Rhône: Lyon, Villeurbanne, Vénissieux, Caluire-et-Cuire"),
        region("Gironde: Bordeaux, Mérignac, Pessac, Libourne"),
        region("Loire-Atlantique: Nantes, Saint-Nazaire, Rezé"),
        region("Bouches-du-Rhône: Marseille, Aix-en-Provence, Arles, Aubagne"),
      ],
      streets:
        "Rue de la Paix, Rue Victor-Hugo, Avenue Jean-Jaurès, Rue du Moulin, Place de l'Église, Rue Pasteur",
      phone: "0#-##-##-##-##", postcode: .number(10_000...95_999)
    ),
    SampleNationality(
      code: "ES", country: "Spain",
      male: """
        Hugo, Martín, Lucas, Mateo, Leo, Daniel, Alejandro, Pablo, Manuel, Álvaro, Adrián, David,
        Mario, Diego, Javier, Sergio, Carlos, Jorge, Marcos, Raúl
        """,
      female: """
        Lucía, Sofía, Martina, María, Julia, Paula, Valeria, Emma, Daniela, Carla, Alba, Noa, Sara,
        Carmen, Elena, Laura, Irene, Marta, Ana, Cristina
        """,
      last: """
        García, Rodríguez, González, Fernández, López, Martínez, Sánchez, Pérez, Gómez, Martín,
        Jiménez, Ruiz, Hernández, Díaz, Moreno, Muñoz, Álvarez, Romero, Alonso, Gutiérrez
        """,
      regions: [
        region("Andalucía: Sevilla, Málaga, Granada, Córdoba"),
        region("Cataluña: Barcelona, Girona, Tarragona, Lleida"),
        region("Galicia: A Coruña, Vigo, Santiago de Compostela, Lugo"),
        region("Comunidad Valenciana: Valencia, Alicante, Castellón de la Plana, Elche"),
      ],
      streets:
        "Calle Mayor, Calle del Sol, Avenida de la Constitución, Calle Real, Paseo del Prado, Calle Nueva",
      phone: "9##-###-###", postcode: .number(10_000...52_999)
    ),
    SampleNationality(
      code: "NL", country: "Netherlands",
      male: """
        Daan, Sem, Lucas, Levi, Finn, Milan, Bram, Luuk, Jesse, Thijs, Ruben, Sven, Lars, Tim, Stijn,
        Joris, Koen, Willem, Jeroen, Pieter
        """,
      female: """
        Emma, Julia, Tess, Sophie, Zoë, Sara, Anna, Fleur, Eva, Lotte, Lisa, Noor, Femke, Sanne,
        Anouk, Iris, Lieke, Roos, Maud, Fenna
        """,
      last: """
        de Jong, Jansen, de Vries, van den Berg, van Dijk, Bakker, Janssen, Visser, Smit, Meijer,
        de Boer, Mulder, de Groot, Bos, Vos, Peters, Hendriks, van Leeuwen, Dekker, Brouwer
        """,
      regions: [
        region("Noord-Holland: Amsterdam, Haarlem, Alkmaar, Zaandam"),
        region("Zuid-Holland: Rotterdam, Den Haag, Leiden, Delft"),
        region("Utrecht: Utrecht, Amersfoort, Nieuwegein, Zeist"),
        region("Gelderland: Arnhem, Nijmegen, Apeldoorn, Ede"),
      ],
      streets: "Kerkstraat, Dorpsstraat, Molenweg, Schoolstraat, Stationsweg, Julianalaan, Beukenlaan",
      phone: "(0##) #######", postcode: .text("#### @@")
    ),
    SampleNationality(
      code: "NO", country: "Norway",
      male: """
        Jakob, Emil, Noah, Oliver, Filip, William, Lucas, Henrik, Aksel, Magnus, Sander, Mathias,
        Sindre, Eirik, Håkon, Ola, Lars, Kristian, Anders, Tobias
        """,
      female: """
        Nora, Emma, Ella, Maja, Olivia, Sofie, Ingrid, Sara, Thea, Ida, Frida, Hanna, Tuva, Silje,
        Ingeborg, Kari, Marit, Astrid, Live, Vilde
        """,
      last: """
        Hansen, Johansen, Olsen, Larsen, Andersen, Pedersen, Nilsen, Kristiansen, Jensen, Karlsen,
        Johnsen, Pettersen, Eriksen, Berg, Haugen, Hagen, Johannessen, Andreassen, Jacobsen, Dahl
        """,
      regions: [
        region("Vestland: Bergen, Førde, Voss, Stord"),
        region("Trøndelag: Trondheim, Steinkjer, Levanger, Stjørdal"),
        region("Rogaland: Stavanger, Sandnes, Haugesund, Egersund"),
        region("Innlandet: Hamar, Lillehammer, Gjøvik, Elverum"),
      ],
      streets: "Storgata, Kirkegata, Skolegata, Strandveien, Parkveien, Bakkeveien, Fjordveien",
      phone: "########", postcode: .number(1_000...9_999)
    ),
  ]
}
