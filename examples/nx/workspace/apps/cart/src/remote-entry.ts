export { default } from './app/app';
