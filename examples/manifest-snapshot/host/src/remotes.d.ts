declare module 'provider/Widget' {
  export function mountWidget(container: HTMLElement): void;
}
