import { gameMachine } from './game-machine.js';

interface StateConfig {
  states?: Record<string, StateConfig>;
  on?: Record<string, unknown>;
  always?: Array<{ target?: string; guard?: { params?: { kind?: string } } }>;
  type?: string;
}

/**
 * The game statechart as a Mermaid `stateDiagram-v2`, generated from the machine's own
 * definition (its states, the moves each accepts, and the routing by decision), so the diagram
 * in the docs cannot drift from the code.
 */
export function statechartDiagram(): string {
  const root = gameMachine.config as unknown as StateConfig;
  const lines = ['stateDiagram-v2', '  [*] --> routing'];
  for (const route of root.states?.routing?.always ?? []) {
    const target = route.target?.split('.').at(-1);
    lines.push(`  routing --> ${target}: ${route.guard?.params?.kind}`);
  }
  const transitions: string[] = [];
  const describe = (name: string, config: StateConfig, indent: string) => {
    if (name === 'routing') return;
    if (config.states !== undefined) {
      lines.push(`${indent}state ${name} {`);
      for (const [child, childConfig] of Object.entries(config.states))
        describe(child, childConfig, `${indent}  `);
      lines.push(`${indent}}`);
      return;
    }
    lines.push(`${indent}${name}`);
    const moves = Object.keys(config.on ?? {});
    if (moves.length > 0) transitions.push(`  ${name} --> routing: ${moves.join(', ')}`);
    if (config.type === 'final') transitions.push(`  ${name} --> [*]`);
  };
  for (const [name, config] of Object.entries(root.states ?? {})) describe(name, config, '  ');
  lines.push(...transitions);
  return lines.join('\n');
}
