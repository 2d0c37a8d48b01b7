// Analysis of a pattern (issue 4 item 4): statistics, colour palette, similarity vector.
export * from './colourSpace.ts';
export * from './colourFamilies.ts';
export * from './colourKeys.ts';
export * from './blockColours.ts';
export * from './stitchSegments.ts';
export * from './commandSummary.ts';
export * from './statistics.ts';
export * from './palette.ts';
export * from './similarity.ts';
export * from './motifPrint.ts';
export * from './analysePattern.ts';
