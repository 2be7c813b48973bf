// Single-file components, for tsc (the build compiles them; their logic lives in demos/*.ts).
declare module '*.vue' {
  import type { DefineComponent } from 'vue';

  const component: DefineComponent;
  export default component;
}

// Game records imported as text by the replay demo (Vite's `?raw`).
declare module '*.agn?raw' {
  const text: string;
  export default text;
}
