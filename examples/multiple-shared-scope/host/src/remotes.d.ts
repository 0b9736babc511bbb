declare module 'orders/Orders' {
  import type { ComponentType } from 'react';

  const Orders: ComponentType;
  export default Orders;
}

declare module 'invoices/Invoices' {
  import type { ComponentType } from 'react';

  const Invoices: ComponentType;
  export default Invoices;
}
