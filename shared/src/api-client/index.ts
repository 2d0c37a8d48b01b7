export * from './request.ts';
export * from './eventStream.ts';
export * from './endpoints.ts';
export * from './library.ts';
export * from './imports.ts';
export * from './campaign.ts';
export * from './admin.ts';
export * from './saveBlob.ts';
