import { defineConfig } from 'tsup';

export default defineConfig({
  entry: [
    'src/command-line.ts',
    'src/json.ts',
    'src/queue-processes.ts',
    'src/random.ts',
    'src/readme-examples.ts',
    'src/shape-check.ts',
  ],
  format: ['esm'],
  target: 'node20',
  dts: true,
  sourcemap: true,
  clean: true,
});
