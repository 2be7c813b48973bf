import { gameMachine } from './game-machine.js';

interface TransitionConfig {
  target?: string;
  guard?: string | { params?: Record<string, unknown> };
}

interface StateConfig {
  states?: Record<string, StateConfig>;
  on?: Record<string, unknown>;
  always?: TransitionConfig | TransitionConfig[];
  type?: string;
}

/** `#antarctica.playing.turn.sailing` → `playing_turn_sailing`. */
const idOf = (target: string) => target.replace('#antarctica.', '').replaceAll('.', '_');

/** A guard as a label: `sail, icebreaker, not acted`. */
function labelOf(guard: TransitionConfig['guard']): string {
  if (typeof guard === 'string') return guard;
  const params = guard?.params ?? {};
  const parts = [String(params.kind)];
  if (params.icebreaker === true) parts.push('icebreaker');
  if (params.acted === true) parts.push('acted');
  if (params.acted === false) parts.push('not acted');
  return parts.join(', ');
}

/**
 * The game statechart as a Mermaid `stateDiagram-v2`, generated from the machine's own
 * definition (its states, the moves each accepts, and the choice of the next state by the
 * decision the game then awaits), so the diagram in the docs cannot drift from the code.
 * `routing` is drawn as a choice: a move's one transition applies the move, then takes the
 * branch of the decision the game awaits (as a UML choice point does); a new or restored actor
 * starts there too.
 */
export function statechartDiagram(): string {
  const root = gameMachine.config as unknown as StateConfig;
  const lines = ['stateDiagram-v2', '  state routing <<choice>>', '  [*] --> routing'];
  const transitions: string[] = [];
  const always = (config: StateConfig) =>
    config.always === undefined ? [] : [config.always].flat();
  for (const route of always(root.states?.routing ?? {})) {
    if (route.target !== undefined)
      transitions.push(`  routing --> ${idOf(route.target)}: ${labelOf(route.guard)}`);
  }
  const describe = (path: string[], config: StateConfig, indent: string) => {
    const id = path.join('_');
    const name = path[path.length - 1] ?? id;
    if (id === 'routing') return;
    if (config.states !== undefined) {
      lines.push(`${indent}state "${name}" as ${id} {`);
      for (const [child, childConfig] of Object.entries(config.states))
        describe([...path, child], childConfig, `${indent}  `);
      lines.push(`${indent}}`);
      return;
    }
    lines.push(`${indent}state "${name}" as ${id}`);
    const moves = Object.keys(config.on ?? {});
    if (moves.length > 0) transitions.push(`  ${id} --> routing: ${moves.join(', ')}`);
    if (config.type === 'final') transitions.push(`  ${id} --> [*]`);
  };
  for (const [name, config] of Object.entries(root.states ?? {})) describe([name], config, '  ');
  return [...lines, ...transitions].join('\n');
}
