extension SampleNationality {
  /// The United States, Canada, Brazil and Australia.
  static let elsewhere: [SampleNationality] = [
    SampleNationality(
      code: "US", country: "United States",
      male: """
        James, John, Robert, Michael, William, David, Richard, Joseph, Thomas, Charles, Christopher,
        Daniel, Matthew, Anthony, Mark, Steven, Paul, Andrew, Joshua, Kevin
        """,
      female: """
        Mary, Patricia, Jennifer, Linda, Elizabeth, Barbara, Susan, Jessica, Sarah, Karen, Lisa,
        Nancy, Betty, Sandra, Ashley, Emily, Donna, Michelle, Amanda, Melissa
        """,
      last: """
        Smith, Johnson, Williams, Brown, Jones, Garcia, Miller, Davis, Rodriguez, Martinez, Wilson,
        Anderson, Taylor, Thomas, Moore, Jackson, Martin, Lee, Thompson, White
        """,
      regions: [
        region("California: Los Angeles, San Diego, Sacramento, Fresno"),
        region("Texas: Houston, Austin, Dallas, El Paso"),
        region("New York: Buffalo, Rochester, Albany, Syracuse"),
        region("Illinois: Chicago, Springfield, Peoria, Naperville"),
      ],
      streets: "Main Street, Oak Street, Maple Avenue, Cedar Lane, Elm Street, Washington Avenue, Lake Drive",
      phone: "(###) ###-####", postcode: .number(10_000...99_999)
    ),
    SampleNationality(
      code: "CA", country: "Canada",
      male: """
        Liam, Noah, William, Benjamin, Lucas, Ethan, Logan, Nathan, Jacob, Owen, Félix, Samuel,
        Alexandre, Gabriel, Mason, Jackson, Connor, Tyler, Ryan, Émile
        """,
      female: """
        Olivia, Emma, Charlotte, Amelia, Ava, Chloé, Léa, Emily, Sophia, Abigail, Madison, Maëlle,
        Rosalie, Juliette, Hailey, Brooklyn, Avery, Victoria, Alice, Florence
        """,
      last: """
        Smith, Brown, Tremblay, Martin, Roy, Wilson, MacDonald, Gagnon, Johnson, Taylor, Côté,
        Campbell, Anderson, Leblanc, Lee, Bouchard, Gauthier, Morin, Thompson, White
        """,
      regions: [
        region("Ontario: Toronto, Ottawa, Hamilton, Kingston"),
        region("Quebec: Montréal, Québec City, Laval, Gatineau"),
        region("British Columbia: Vancouver, Victoria, Kelowna, Kamloops"),
        region("Alberta: Calgary, Edmonton, Red Deer, Lethbridge"),
      ],
      streets:
        "King Street, Queen Street, Dundas Street, Rue Principale, Maple Road, Lakeshore Road, Bay Street",
      phone: "###-###-####", postcode: .text("@#@ #@#")
    ),
    SampleNationality(
      code: "BR", country: "Brazil",
      male: """
        Miguel, Arthur, Heitor, Bernardo, Davi, Gabriel, Pedro, Lorenzo, Matheus, Lucas, Rafael,
        Gustavo, Felipe, João, Thiago, Bruno, Vinícius, Caio, Diego, Leonardo
        """,
      female: """
        Helena, Alice, Laura, Manuela, Valentina, Sophia, Isabella, Heloísa, Luiza, Júlia, Lorena,
        Lívia, Maria, Beatriz, Mariana, Larissa, Camila, Fernanda, Gabriela, Letícia
        """,
      last: """
        Silva, Santos, Oliveira, Souza, Rodrigues, Ferreira, Alves, Pereira, Lima, Gomes, Costa,
        Ribeiro, Martins, Carvalho, Almeida, Lopes, Soares, Fernandes, Vieira, Barbosa
        """,
      regions: [
        region("São Paulo: São Paulo, Campinas, Santos, Sorocaba"),
        region("Rio de Janeiro: Rio de Janeiro, Niterói, Petrópolis, Volta Redonda"),
        region("Minas Gerais: Belo Horizonte, Uberlândia, Juiz de Fora, Ouro Preto"),
        region("Bahia: Salvador, Feira de Santana, Ilhéus, Porto Seguro"),
      ],
      streets:
        "Rua São Paulo, Rua das Flores, Avenida Brasil, Rua Sete de Setembro, Rua da Paz, Rua Bela Vista",
      phone: "(##) ####-####", postcode: .number(10_000...99_999)
    ),
    SampleNationality(
      code: "AU", country: "Australia",
      male: """
        Jack, William, Oliver, Noah, Thomas, James, Lachlan, Ethan, Cooper, Riley, Liam, Mitchell,
        Jayden, Harrison, Lucas, Max, Samuel, Dylan, Benjamin, Hamish
        """,
      female: """
        Charlotte, Olivia, Mia, Ruby, Chloe, Isla, Matilda, Zoe, Sienna, Ella, Jasmine, Georgia,
        Emily, Harper, Amelia, Ava, Grace, Lily, Abigail, Madison
        """,
      last: """
        Smith, Jones, Williams, Brown, Wilson, Taylor, Johnson, White, Martin, Anderson, Thompson,
        Nguyen, Thomas, Walker, Harris, Lee, Ryan, Robinson, Kelly, King
        """,
      regions: [
        region("New South Wales: Sydney, Newcastle, Wollongong, Dubbo"),
        region("Victoria: Melbourne, Geelong, Ballarat, Bendigo"),
        region("Queensland: Brisbane, Cairns, Townsville, Toowoomba"),
        region("Western Australia: Perth, Bunbury, Geraldton, Albany"),
      ],
      streets:
        "George Street, Pitt Street, Station Street, Beach Road, Bridge Road, Church Street, Hill Street",
      phone: "0#-####-####", postcode: .number(1_000...9_999)
    ),
  ]
}
