import { Component, signal } from '@angular/core';

@Component({
  selector: 'mfe1-root',
  template: `
    <h2>Flights from mfe1</h2>
    <button type="button" (click)="booked.set(booked() + 1)">Book a seat</button>
    <p>Seats booked: {{ booked() }}</p>
  `,
})
export class App {
  protected readonly booked = signal(0);
}
