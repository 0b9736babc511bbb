import { Component } from '@angular/core';

@Component({
  selector: 'mfe1-greeting',
  template: `<p>Greetings from mfe1.</p>`,
})
export class Greeting {}
