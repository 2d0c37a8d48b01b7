/**
 * The 15 colour keys of spec §3 with English and German labels and the sRGB value that stands
 * for each key (used for swatches and as the palette's reference points).
 */
export declare const COLOUR_INFO: {
  readonly BLACK: {
    readonly en: 'Black';
    readonly de: 'Schwarz';
    readonly hex: '#1a1a1a';
  };
  readonly BLUE: {
    readonly en: 'Blue';
    readonly de: 'Blau';
    readonly hex: '#1f4fd1';
  };
  readonly BLUE_VIOLET: {
    readonly en: 'Blue violet';
    readonly de: 'Blauviolett';
    readonly hex: '#5a3fc0';
  };
  readonly BLUE_GREEN: {
    readonly en: 'Blue green';
    readonly de: 'Blaugrün';
    readonly hex: '#0f8f86';
  };
  readonly CYAN: {
    readonly en: 'Cyan';
    readonly de: 'Cyan';
    readonly hex: '#2bb8e0';
  };
  readonly GRAY: {
    readonly en: 'Gray';
    readonly de: 'Grau';
    readonly hex: '#8c8c8c';
  };
  readonly GREEN: {
    readonly en: 'Green';
    readonly de: 'Grün';
    readonly hex: '#2e9e3e';
  };
  readonly MAGENTA: {
    readonly en: 'Magenta';
    readonly de: 'Magenta';
    readonly hex: '#d02a9a';
  };
  readonly ORANGE: {
    readonly en: 'Orange';
    readonly de: 'Orange';
    readonly hex: '#f28c1c';
  };
  readonly RED_ORANGE: {
    readonly en: 'Red orange';
    readonly de: 'Rotorange';
    readonly hex: '#e8531f';
  };
  readonly RED: {
    readonly en: 'Red';
    readonly de: 'Rot';
    readonly hex: '#c81e28';
  };
  readonly VIOLET: {
    readonly en: 'Violet';
    readonly de: 'Violett';
    readonly hex: '#8a3fb0';
  };
  readonly WHITE: {
    readonly en: 'White';
    readonly de: 'Weiß';
    readonly hex: '#f7f7f2';
  };
  readonly YELLOW: {
    readonly en: 'Yellow';
    readonly de: 'Gelb';
    readonly hex: '#f5d018';
  };
  readonly YELLOW_GREEN: {
    readonly en: 'Yellow green';
    readonly de: 'Gelbgrün';
    readonly hex: '#9cc43a';
  };
};
export type Colour = keyof typeof COLOUR_INFO;
/** The 15 colour keys in the order of spec §3. */
export declare const COLOURS: Colour[];
/** True when `value` is one of the 15 colour keys. */
export declare function isColour(value: unknown): value is Colour;
