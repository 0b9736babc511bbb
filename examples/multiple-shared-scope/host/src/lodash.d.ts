// Only the part of lodash 4 that the host uses
declare module 'lodash' {
  const _: { VERSION: string };
  export default _;
}
