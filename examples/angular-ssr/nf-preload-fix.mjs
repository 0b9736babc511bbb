// Load with `node --import ./nf-preload-fix.mjs` before the Native Federation preload. It works
// around two startup crashes of that preload (@angular-architects/native-federation 22.1.3 with
// @softarc/native-federation-orchestrator 4.6.1), which imports every shared package from
// node_modules to hand it to the remotes:
// 1. Its loader hook marks every file it loads as an ES module, CommonJS included. Under Node,
//    rxjs resolves to its CommonJS build, so the server dies with "The requested module 'rxjs'
//    does not provide an export named 'BehaviorSubject'". The hook below lets Node decide the
//    format of node_modules files again.
// 2. Packages such as @angular/common are published partially compiled; loaded from node_modules
//    at run time they need the JIT compiler ("The injectable 'PlatformLocation' needs to be
//    compiled using the JIT compiler, but '@angular/compiler' is not available").
import { register } from 'node:module';

const hooks = `
export async function load(url, context, nextLoad) {
  const inNodeModules = url.startsWith('file:') && url.includes('/node_modules/');
  if (inNodeModules && context.format === 'module' && !url.endsWith('.mjs')) {
    return nextLoad(url, { ...context, format: undefined });
  }
  return nextLoad(url, context);
}
`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);

await import('@angular/compiler');
