import { Component } from '@angular/core';

@Component({
  selector: 'app-remote-unavailable',
  template: `<p>This part of the application is not available right now. Please try again later.</p>`,
})
export class RemoteUnavailable {}
