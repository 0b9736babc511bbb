// Async boundary: load the real entry through a dynamic import so that
// Module Federation can resolve the shared react and react-dom first.
import('./bootstrap');
