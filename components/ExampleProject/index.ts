export { ExampleDownload } from './ExampleDownload';
export { ExampleFiles } from './ExampleFiles';
