import { Component } from '@angular/core';

@Component({
  selector: 'app-home',
  template: `<p>Welcome to the shell.</p>`,
})
export class Home {}
