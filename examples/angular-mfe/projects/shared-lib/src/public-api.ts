export * from './lib/cart-store';
export * from './lib/events';
