import { Injectable, inject } from '@angular/core';
import { takeUntilDestroyed } from '@angular/core/rxjs-interop';
import { SwUpdate, type VersionReadyEvent } from '@angular/service-worker';
import { filter } from 'rxjs';

@Injectable({ providedIn: 'root' })
export class ShellUpdates {
  private readonly updates = inject(SwUpdate);

  constructor() {
    if (!this.updates.isEnabled) {
      return;
    }

    this.updates.versionUpdates
      .pipe(
        filter((event): event is VersionReadyEvent => event.type === 'VERSION_READY'),
        takeUntilDestroyed(),
      )
      .subscribe(() => {
        if (confirm('A new version of the application is available. Reload now?')) {
          document.location.reload();
        }
      });

    this.updates.unrecoverable.pipe(takeUntilDestroyed()).subscribe(() => {
      document.location.reload();
    });
  }
}
