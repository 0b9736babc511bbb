// Async boundary: vue is shared, so start the app only after
// the federation runtime has chosen which copy of vue to use.
import('./bootstrap');
