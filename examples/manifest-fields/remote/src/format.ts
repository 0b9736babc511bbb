export function formatGreeting(name: string): string {
  return `Hello, ${name}!`;
}
