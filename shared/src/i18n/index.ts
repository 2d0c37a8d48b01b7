export * from './locale.ts';
export * from './vocabulary.ts';
export * from './messages.ts';
export * from './rateLimit.ts';
export * from './formats.ts';
export * from './plainNumber.ts';
export * from './plainDate.ts';
