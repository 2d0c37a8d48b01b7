// The embroidery format library: pure TypeScript, no DOM or Node APIs.
export * from './model/commands.ts';
export * from './model/thread.ts';
export * from './model/pattern.ts';
export * from './model/extents.ts';
export * from './model/formatError.ts';
export * from './model/formatModule.ts';
export * from './registry.ts';
export * from './analyse/index.ts';
export * from './render/index.ts';
export * from './threads/index.ts';
export * from './formatCheck/index.ts';
