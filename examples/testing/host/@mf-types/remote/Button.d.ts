export * from './compiled-types/Button';
export { default } from './compiled-types/Button';