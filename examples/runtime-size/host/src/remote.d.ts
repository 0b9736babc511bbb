declare module 'remote/greeting' {
  export function greeting(name: string): string;
}
