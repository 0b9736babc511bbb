declare module 'components/Counter' {
  const Counter: (props: { label?: string }) => React.JSX.Element;
  export default Counter;
}
