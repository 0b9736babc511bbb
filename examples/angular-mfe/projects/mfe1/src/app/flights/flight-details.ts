import { Component, input } from '@angular/core';
import { RouterLink } from '@angular/router';

@Component({
  selector: 'mfe1-flight-details',
  imports: [RouterLink],
  template: `
    <h2>Flight {{ id() }}</h2>
    <a routerLink="..">Back to the search</a>
  `,
})
export class FlightDetails {
  // Bound from the :id route parameter by withComponentInputBinding()
  readonly id = input.required<string>();
}
