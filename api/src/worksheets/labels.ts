import type { WorksheetLanguage } from './types.ts';

/** The worksheet's words in one language (German follows the site's vocabulary: Motiv, Sie). */
export interface WorksheetLabels {
  size: string;
  stitches: string;
  colourChanges: string;
  trims: string;
  estimatedTime: string;
  formats: string;
  hoops: string;
  noHoops: string;
  threadChart: string;
  noThreadChart: string;
  noPreview: string;
  colourSequence: string;
  continued: string;
  deltaELegend: string;
  columns: {
    design: string;
    thread: string;
    brand: string;
    code: string;
    name: string;
    stitches: string;
    time: string;
  };
  notClose: string;
  noMatch: string;
  template: string;
  printAtActualSize: string;
  checkScaleBar: string;
  actualSize: string;
  scaledDown: (percent: string, ratio: string) => string;
  rotated: string;
  designSize: string;
  shoppingTitle: string;
  shoppingLead: string;
  shoppingDesigns: string;
  shoppingEmpty: string;
  noDesigns: string;
  page: (page: number, pages: number) => string;
}

const en: WorksheetLabels = {
  size: 'Size',
  stitches: 'Stitches',
  colourChanges: 'Colour changes',
  trims: 'Trims',
  estimatedTime: 'Estimated time',
  formats: 'Formats',
  hoops: 'Hoops that fit',
  noHoops: 'none of your hoops',
  threadChart: 'Threads matched to',
  noThreadChart: 'no thread chart chosen',
  noPreview: 'No preview',
  colourSequence: 'Colour sequence',
  continued: 'continued',
  deltaELegend:
    'ΔE: colour difference (CIEDE2000) between design colour and thread; above 5 the thread is not close.',
  columns: {
    design: 'Design',
    thread: 'Thread',
    brand: 'Brand',
    code: 'Code',
    name: 'Name',
    stitches: 'Stitches',
    time: 'Time',
  },
  notClose: 'not close',
  noMatch: 'nothing close in your threads',
  template: 'Actual-size template',
  printAtActualSize: 'Print at 100 % / actual size',
  checkScaleBar: 'Check after printing: the bar must measure exactly 10 mm.',
  actualSize: 'Scale 1 : 1 (actual size).',
  scaledDown: (percent, ratio) =>
    `Scaled down to ${percent} % to fit the page – NOT actual size (scale 1 : ${ratio}).`,
  rotated: 'Turned by 90° to fit the page.',
  designSize: 'Design',
  shoppingTitle: 'Threads to buy',
  shoppingLead: 'Threads these designs need that are not in your stock.',
  shoppingDesigns: 'Designs',
  shoppingEmpty: 'Nothing to buy: your stock has every thread these designs need.',
  noDesigns: 'No designs to print.',
  page: (page, pages) => `Page ${page} of ${pages}`,
};

const de: WorksheetLabels = {
  size: 'Größe',
  stitches: 'Stiche',
  colourChanges: 'Farbwechsel',
  trims: 'Fadenschnitte',
  estimatedTime: 'Geschätzte Zeit',
  formats: 'Formate',
  hoops: 'Passende Rahmen',
  noHoops: 'keiner Ihrer Rahmen',
  threadChart: 'Garne abgeglichen mit',
  noThreadChart: 'keine Garnkarte gewählt',
  noPreview: 'Keine Vorschau',
  colourSequence: 'Farbfolge',
  continued: 'Fortsetzung',
  deltaELegend:
    'ΔE: Farbabstand (CIEDE2000) zwischen Motivfarbe und Garn; über 5 weicht das Garn deutlich ab.',
  columns: {
    design: 'Motiv',
    thread: 'Garn',
    brand: 'Marke',
    code: 'Nr.',
    name: 'Name',
    stitches: 'Stiche',
    time: 'Zeit',
  },
  notClose: 'weicht ab',
  noMatch: 'nichts Passendes in Ihren Garnen',
  template: 'Vorlage in Originalgröße',
  printAtActualSize: 'In Originalgröße (100 %) drucken',
  checkScaleBar: 'Nach dem Drucken prüfen: Der Balken muss genau 10 mm lang sein.',
  actualSize: 'Maßstab 1 : 1 (Originalgröße).',
  scaledDown: (percent, ratio) =>
    `Auf ${percent} % verkleinert, damit es auf die Seite passt – NICHT in Originalgröße (Maßstab 1 : ${ratio}).`,
  rotated: 'Um 90° gedreht, damit es auf die Seite passt.',
  designSize: 'Motiv',
  shoppingTitle: 'Einzukaufende Garne',
  shoppingLead: 'Garne, die diese Motive brauchen und die nicht in Ihrem Vorrat sind.',
  shoppingDesigns: 'Motive',
  shoppingEmpty: 'Nichts einzukaufen: Ihr Vorrat hat alle Garne, die diese Motive brauchen.',
  noDesigns: 'Keine Motive zum Drucken.',
  page: (page, pages) => `Seite ${page} von ${pages}`,
};

export const WORKSHEET_LABELS: Record<WorksheetLanguage, WorksheetLabels> = { en, de };
