type BrokenProps = {
  label?: string;
};

// Stands for a remote component with a bug: it throws every time it renders
export default function Broken({ label }: BrokenProps): never {
  throw new Error(`Broken cannot render "${label}": the data it expects is missing`);
}
