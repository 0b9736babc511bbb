import { Injectable, computed, signal } from '@angular/core';

export interface CartItem {
  id: string;
  title: string;
}

@Injectable({ providedIn: 'root' })
export class CartStore {
  private readonly items = signal<CartItem[]>([]);

  readonly all = this.items.asReadonly();
  readonly count = computed(() => this.items().length);

  add(item: CartItem): void {
    this.items.update((list) => [...list, item]);
  }
}
