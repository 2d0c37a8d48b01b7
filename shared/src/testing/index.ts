// Test support shared by the workspace's tests (not part of any build).
export * from './importCircles.ts';
export * from './zip.ts';
export * from './seededRandom.ts';
