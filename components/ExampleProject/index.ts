export { ExampleDownload } from './ExampleDownload';
export { ExampleFiles } from './ExampleFiles';
export { TestedWith } from './TestedWith';
