import { Component, inject } from '@angular/core';
import { RouterLink } from '@angular/router';
import { CartStore, FLIGHT_SELECTED, type FlightSelectedDetail } from 'shared-lib';

@Component({
  selector: 'mfe1-flight-search',
  imports: [RouterLink],
  template: `
    <h2>Flights</h2>
    <ul>
      @for (flight of flights; track flight.id) {
        <li>
          <a [routerLink]="flight.id">{{ flight.title }}</a>
          <button type="button" (click)="book(flight.id, flight.title)">Add to cart</button>
        </li>
      }
    </ul>
  `,
})
export class FlightSearch {
  private readonly cart = inject(CartStore);

  protected readonly flights = [
    { id: '42', title: 'Graz to Hamburg' },
    { id: '43', title: 'Hamburg to Graz' },
  ];

  protected book(id: string, title: string): void {
    this.cart.add({ id, title });
    window.dispatchEvent(
      new CustomEvent<FlightSelectedDetail>(FLIGHT_SELECTED, { detail: { flightId: id } }),
    );
  }
}
