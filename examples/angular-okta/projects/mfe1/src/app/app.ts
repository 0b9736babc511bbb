import { Component } from '@angular/core';
import { RouterOutlet } from '@angular/router';

@Component({
  selector: 'mfe1-root',
  imports: [RouterOutlet],
  template: `<h1>mfe1</h1><router-outlet />`,
})
export class App {}
