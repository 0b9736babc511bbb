import { Component } from '@angular/core';

@Component({
  selector: 'app-home',
  template: `<p>Welcome to the shell. Open the greeting from the menu.</p>`,
})
export class Home {}
