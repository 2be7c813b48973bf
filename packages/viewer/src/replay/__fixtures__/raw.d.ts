// Vite's `?raw` imports, which the browser tests use to read the notation's example records.
declare module '*.agn?raw' {
  const text: string;
  export default text;
}
