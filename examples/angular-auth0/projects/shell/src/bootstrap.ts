// The shell provides a shared package only if its own code imports it. mfe1 uses toSignal from
// @angular/core/rxjs-interop and the shell does not, so import it here: otherwise mfe1 loads its
// own copy, whose inject() does not see the shell's injection context (NG0203).
import '@angular/core/rxjs-interop';
import { bootstrapApplication } from '@angular/platform-browser';
import { appConfig } from './app/app.config';
import { App } from './app/app';

bootstrapApplication(App, appConfig).catch((err) => console.error(err));
