import('./widget');
