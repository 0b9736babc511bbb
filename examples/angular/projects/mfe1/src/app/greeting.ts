import { Component, signal } from '@angular/core';

@Component({
  selector: 'mfe1-greeting',
  template: `
    <h2>Hello from mfe1</h2>
    <button type="button" (click)="count.update((n) => n + 1)">
      Clicked {{ count() }} times
    </button>
  `,
})
export class Greeting {
  protected readonly count = signal(0);
}
