export interface Price {
  amount: number;
  currency: 'EUR' | 'USD';
}

export function formatPrice(price: Price): string {
  return `${price.amount.toFixed(2)} ${price.currency}`;
}
