// The elements are known to TypeScript by their tag names, and their events by their names, so
// that `document.createElement('antarctica-replay')` and `addEventListener('antarctica-ply', …)`
// are typed in a host page. Checked by the type checker (`tsc --noEmit` runs on the tests).
import { describe, expectTypeOf, it } from 'vitest';
import type { AntarcticaBoard, AntarcticaMoveDetail } from './board/board-element.js';
import type { AntarcticaPlyDetail, AntarcticaReplay } from './replay/replay-element.js';

describe('HTMLElementTagNameMap and HTMLElementEventMap', () => {
  it('name each element by its tag', () => {
    expectTypeOf<HTMLElementTagNameMap['antarctica-board']>().toEqualTypeOf<AntarcticaBoard>();
    expectTypeOf<HTMLElementTagNameMap['antarctica-replay']>().toEqualTypeOf<AntarcticaReplay>();
    const create = (doc: Document) => doc.createElement('antarctica-replay');
    expectTypeOf(create).returns.toEqualTypeOf<AntarcticaReplay>();
  });

  it('type the events the elements fire', () => {
    expectTypeOf<HTMLElementEventMap['antarctica-move']>().toEqualTypeOf<
      CustomEvent<AntarcticaMoveDetail>
    >();
    expectTypeOf<HTMLElementEventMap['antarctica-ply']>().toEqualTypeOf<
      CustomEvent<AntarcticaPlyDetail>
    >();
  });
});
