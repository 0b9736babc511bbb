type GreetingProps = {
  name: string;
};

export function Greeting({ name }: GreetingProps) {
  return <p>Hello, {name}! This paragraph was built by the provider.</p>;
}
