// Thread charts of real brands (data from Ink/Stitch's palettes) and nearest-thread matching.
export * from './threadChart.ts';
export * from './findThread.ts';
export * from './matchThread.ts';
export * from './parseGpl.ts';
