/**
 * Given names and surnames grouped by heritage, weighted roughly like a large US metro, so
 * the owners of a cross-border marketplace look like its real users. Most people get a
 * surname from their own group; some from another (the generator mixes them).
 */
export type NameGroup = {
  weight: number;
  first: readonly string[];
  last: readonly string[];
};

const group = (weight: number, first: string, last: string): NameGroup => ({
  weight,
  first: first.split(', '),
  last: last.split(', '),
});

/** The name pools, in a fixed order (the generator's picks depend on it). */
export const NAME_GROUPS: readonly NameGroup[] = [
  group(
    30,
    'James, Emily, Michael, Sarah, David, Jessica, Ryan, Ashley, Daniel, Megan, Christopher, Lauren, Matthew, Hannah, Andrew, Rachel, Tyler, Olivia, Ethan, Grace, Brian, Katie, Kevin, Amanda',
    'Smith, Johnson, Williams, Brown, Miller, Davis, Wilson, Anderson, Taylor, Thomas, Moore, Martin, Thompson, White, Harris, Clark, Lewis, Walker, Hall, Young, Allen, Wright, Scott, Green, Baker, Adams, Nelson, Hill, Campbell, Mitchell, Roberts, Carter, Phillips, Evans, Turner, Parker, Collins, Edwards, Stewart, Cooper, Peterson, Bailey, Reed, Howard, Brooks, Bennett, Wood, Hughes',
  ),
  group(
    8,
    'Jamal, Aaliyah, Darnell, Imani, Malik, Keisha, Andre, Jasmine, Marcus, Tiana, DeShawn, Monique, Terrence, Nia',
    'Washington, Jefferson, Jackson, Robinson, Coleman, Bryant, Banks, Freeman, Gaines, Whitfield, Harris, Simmons, Dixon, Holloway',
  ),
  group(
    18,
    'José, María, Luis, Carmen, Carlos, Sofía, Miguel, Valentina, Alejandro, Gabriela, Diego, Lucía, Javier, Isabel, Mateo, Ana, Ricardo, Daniela',
    'García, Rodríguez, Martínez, Hernández, López, González, Pérez, Sánchez, Ramírez, Torres, Flores, Rivera, Gómez, Díaz, Morales, Reyes, Cruz, Ortiz, Gutiérrez, Castillo, Vargas, Mendoza',
  ),
  group(5, 'Wei, Mei, Jun, Xiaoling, Hao, Lan, Ming, Yan, Jing, Lei', 'Chen, Wang, Li, Zhang, Liu, Huang, Lin, Wu, Zhou, Xu'),
  group(3, 'Ji-woo, Min-jun, Seo-yeon, Hyun-woo, Ji-ho, Soo-jin, Da-eun', 'Kim, Lee, Park, Choi, Jung, Kang, Cho, Yoon'),
  group(3, 'Minh, Linh, Tuan, Thao, Huy, Anh, Bao, Ngoc', 'Nguyen, Tran, Le, Pham, Hoang, Vu, Dang, Bui'),
  group(
    6,
    'Priya, Arjun, Ananya, Rohan, Aditi, Vikram, Kavya, Rahul, Neha, Sanjay, Deepa, Anil',
    'Patel, Shah, Sharma, Singh, Gupta, Reddy, Iyer, Desai, Mehta, Rao, Kapoor, Nair',
  ),
  group(
    3,
    'Maricel, Jerome, Kristine, Paolo, Angelica, Rommel, Joy',
    'Santos, Bautista, Dela Cruz, Villanueva, Aquino, Ramos, Navarro, Domingo',
  ),
  group(3, 'Chinedu, Ngozi, Oluwaseun, Adaeze, Emeka, Folake, Kwame, Ama', 'Okafor, Adeyemi, Okonkwo, Eze, Balogun, Mensah, Owusu, Nwosu'),
  group(3, 'Omar, Layla, Yusuf, Noor, Karim, Amira, Hassan, Rania', 'Haddad, Khalil, Nasser, Saleh, Aziz, Mansour, Farah, Hamdan'),
  group(
    3,
    'Katarzyna, Piotr, Agnieszka, Tomasz, Natalia, Dmitri, Irina, Andrei',
    'Kowalski, Nowak, Lewandowski, Wiśniewski, Petrov, Sokolov, Horvat, Popescu',
  ),
  group(
    4,
    'Giulia, Marco, Francesca, Luca, Chiara, Matteo, Anthony, Gina',
    'Rossi, Russo, Romano, Ferrari, Esposito, Bianchi, Ricci, Marino, Greco, Conti',
  ),
  group(
    4,
    'Siobhan, Liam, Aoife, Connor, Niamh, Declan, Erin, Sean',
    "O'Brien, Murphy, Kelly, O'Connor, Byrne, Doyle, Gallagher, McCarthy, Walsh, Fitzgerald",
  ),
  group(2, 'Yuki, Haruto, Sakura, Kenji, Aiko, Daichi', 'Tanaka, Sato, Suzuki, Takahashi, Watanabe, Yamamoto, Nakamura, Kobayashi'),
  group(
    4,
    'Noah, Leah, Eli, Miriam, Samuel, Naomi, Ben, Rebecca',
    'Cohen, Levy, Goldberg, Friedman, Schwartz, Weiss, Klein, Schmidt, Becker, Meyer',
  ),
];

/** A name as an email local part: accents dropped, letters only, lower case. */
export function emailSafe(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}
