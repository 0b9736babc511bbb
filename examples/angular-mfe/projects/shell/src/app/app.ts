import { Component, DestroyRef, inject, signal } from '@angular/core';
import { RouterLink, RouterOutlet } from '@angular/router';
import { CartStore, FLIGHT_SELECTED, type FlightSelectedDetail } from 'shared-lib';

@Component({
  selector: 'app-root',
  imports: [RouterLink, RouterOutlet],
  template: `
    <nav>
      <a routerLink="/">Home</a> |
      <a routerLink="/flights">Flights</a> |
      <a routerLink="/bookings">Bookings</a> |
      Cart: {{ cart.count() }}
      @if (lastFlight()) {
        (last selected: {{ lastFlight() }})
      }
    </nav>
    <router-outlet />
  `,
})
export class App {
  protected readonly cart = inject(CartStore);
  protected readonly lastFlight = signal<string | null>(null);

  constructor() {
    const onSelected = (event: Event) => {
      this.lastFlight.set((event as CustomEvent<FlightSelectedDetail>).detail.flightId);
    };
    window.addEventListener(FLIGHT_SELECTED, onSelected);
    inject(DestroyRef).onDestroy(() => window.removeEventListener(FLIGHT_SELECTED, onSelected));
  }
}
