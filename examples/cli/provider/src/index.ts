import { formatPrice } from './format';

document.querySelector('#root')!.textContent = `Provider: ${formatPrice({ amount: 3, currency: 'EUR' })}`;
