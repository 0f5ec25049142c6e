export * from './abilities';
export * from './auth';
export * from './envelope';
export * from './errors';
export * from './menu';
export * from './users';
export * from './validation';
export * from './api-paths';
