// lodash 3 ships no types: the part this remote uses
declare module 'lodash' {
  const _: {
    VERSION: string;
    pluck<T, K extends keyof T>(list: T[], key: K): T[K][];
  };
  export default _;
}
