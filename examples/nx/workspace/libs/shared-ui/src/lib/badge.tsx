export function Badge({ label }: { label: string }) {
  return <span style={{ border: '1px solid', padding: '0 4px' }}>{label}</span>;
}
