import { Component, NgModule } from '@angular/core';
import { RouterModule, Routes } from '@angular/router';

@Component({
  selector: 'mfe1-booking-list',
  standalone: false,
  template: `<h2>Your bookings</h2>`,
})
export class BookingList {}

const routes: Routes = [{ path: '', component: BookingList }];

@NgModule({
  declarations: [BookingList],
  imports: [RouterModule.forChild(routes)],
})
export class BookingsModule {}
