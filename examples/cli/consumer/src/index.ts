import { formatPrice } from 'provider/format';

document.querySelector('#root')!.textContent = `Consumer: ${formatPrice({ amount: 12.5, currency: 'USD' })}`;
