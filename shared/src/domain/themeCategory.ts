/**
 * The theme categories of spec §3 (the spec's heading says 45, its list names 48; all 48 are
 * kept). Keys are upper case with underscores; labels are English and German.
 */
export const THEME_CATEGORY_LABELS = {
  ALPHABET_MONOGRAM: { en: 'Alphabet & monogram', de: 'Alphabet & Monogramm' },
  ARTS_AND_CRAFTS: { en: 'Arts & crafts', de: 'Kunst & Handwerk' },
  BABY_NURSERY: { en: 'Baby & nursery', de: 'Baby & Kinderzimmer' },
  BEVERAGE: { en: 'Beverage', de: 'Getränke' },
  BIRD: { en: 'Bird', de: 'Vögel' },
  BUILDING_LANDMARK: { en: 'Building & landmark', de: 'Gebäude & Wahrzeichen' },
  BUTTERFLY_AND_BUG: { en: 'Butterfly & bug', de: 'Schmetterlinge & Käfer' },
  CHARACTER: { en: 'Character', de: 'Figuren' },
  CHRISTMAS: { en: 'Christmas', de: 'Weihnachten' },
  CIRCUS_AND_CARNIVAL: { en: 'Circus & carnival', de: 'Zirkus & Karneval' },
  COUNTRY_AND_REGION: { en: 'Country & region', de: 'Länder & Regionen' },
  EASTER: { en: 'Easter', de: 'Ostern' },
  FAMILY_AND_FRIENDS: { en: 'Family & friends', de: 'Familie & Freunde' },
  FANTASY_AND_FAIRY_TALE: { en: 'Fantasy & fairy tale', de: 'Fantasy & Märchen' },
  FATHERS_DAY: { en: "Father's Day", de: 'Vatertag' },
  FISH_AND_SEA_CREATURE: { en: 'Fish & sea creature', de: 'Fische & Meerestiere' },
  FLOWER: { en: 'Flower', de: 'Blumen' },
  FOOD: { en: 'Food', de: 'Essen' },
  FRUIT: { en: 'Fruit', de: 'Obst' },
  FUNNY: { en: 'Funny', de: 'Lustiges' },
  HALLOWEEN: { en: 'Halloween', de: 'Halloween' },
  HANUKKAH: { en: 'Hanukkah', de: 'Chanukka' },
  HEART_AND_HOME: { en: 'Heart & home', de: 'Herz & Zuhause' },
  HOBBY_AND_GAME: { en: 'Hobby & game', de: 'Hobby & Spiel' },
  HOLIDAYS_AND_OCCASIONS: { en: 'Holidays & occasions', de: 'Feiertage & Anlässe' },
  KIDS_NOVELTY: { en: 'Kids & novelty', de: 'Kinder & Neuheiten' },
  KITCHEN_AND_DINING: { en: 'Kitchen & dining', de: 'Küche & Esszimmer' },
  LAND_ANIMAL: { en: 'Land animal', de: 'Landtiere' },
  LOCALE: { en: 'Locale', de: 'Orte' },
  MAP_AND_GLOBE: { en: 'Map & globe', de: 'Karten & Globen' },
  MOTHERS_DAY: { en: "Mother's Day", de: 'Muttertag' },
  MOTIF: { en: 'Motif', de: 'Motive' },
  OCCUPATION: { en: 'Occupation', de: 'Berufe' },
  PET: { en: 'Pet', de: 'Haustiere' },
  PLANT: { en: 'Plant', de: 'Pflanzen' },
  RELIGIOUS_AND_SPIRITUAL: { en: 'Religious & spiritual', de: 'Religion & Spiritualität' },
  SEASON: { en: 'Season', de: 'Jahreszeiten' },
  SKY: { en: 'Sky', de: 'Himmel' },
  SPORTS_AND_RECREATION: { en: 'Sports & recreation', de: 'Sport & Freizeit' },
  SWEETS: { en: 'Sweets', de: 'Süßigkeiten' },
  THANKSGIVING: { en: 'Thanksgiving', de: 'Erntedank' },
  TOY: { en: 'Toy', de: 'Spielzeug' },
  TREE_LEAF: { en: 'Tree & leaf', de: 'Bäume & Blätter' },
  USA_PATRIOTIC: { en: 'USA patriotic', de: 'USA-Patriotisches' },
  VALENTINES_DAY: { en: "Valentine's Day", de: 'Valentinstag' },
  VEGETABLE: { en: 'Vegetable', de: 'Gemüse' },
  VEHICLE: { en: 'Vehicle', de: 'Fahrzeuge' },
  WEDDING_ANNIVERSARY: { en: 'Wedding & anniversary', de: 'Hochzeit & Jubiläum' },
} as const satisfies Record<string, { en: string; de: string }>;

export type ThemeCategory = keyof typeof THEME_CATEGORY_LABELS;

/** Every theme category key, in alphabetical order. */
export const THEME_CATEGORIES = Object.keys(THEME_CATEGORY_LABELS) as ThemeCategory[];

/** True when `value` is a theme category key. */
export function isThemeCategory(value: unknown): value is ThemeCategory {
  return typeof value === 'string' && Object.hasOwn(THEME_CATEGORY_LABELS, value);
}
