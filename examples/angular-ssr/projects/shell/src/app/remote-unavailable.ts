import { Component } from '@angular/core';

@Component({
  selector: 'app-remote-unavailable',
  template: `<p>This part of the page is unavailable right now.</p>`,
})
export class RemoteUnavailable {}
