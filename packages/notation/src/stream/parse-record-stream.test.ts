import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRecords } from '../parse/parse-records.js';
import { parseRecordStream, type StreamedRecord } from './parse-record-stream.js';

const examples = ['four-players.agn', 'three-players.agn', 'two-players-table.agn'].map((name) =>
  readFileSync(new URL(`../../examples/${name}`, import.meta.url), 'utf8'),
);
const collection = `${examples.join('\n')}\n{a comment at the end}\n`;

async function collect(chunks: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>) {
  const out: StreamedRecord[] = [];
  for await (const streamed of parseRecordStream(chunks)) out.push(streamed);
  return out;
}

function* pieces(text: string, size: number): Generator<string> {
  for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
}

describe('streaming a collection', () => {
  it('gives the records parseRecords gives, however the text is cut into chunks', async () => {
    const whole = parseRecords(collection);
    for (const size of [1, 2, 3, 7, 64, 1000, collection.length]) {
      const streamed = await collect(pieces(collection, size));
      expect(streamed.map((entry) => entry.record)).toEqual(whole.records);
      expect(streamed.flatMap((entry) => entry.errors)).toEqual([]);
    }
  });

  it('reads UTF-8 bytes cut inside a character, CR LF cut between chunks, and a BOM', async () => {
    const text = `\ufeff${examples[2]!.replace('{a Factory card turns up}', '{une carte Usine — 工場}').replace(/\n/g, '\r\n')}`;
    const bytes = new TextEncoder().encode(text);
    const chunks = Array.from({ length: bytes.length }, (_, at) => bytes.subarray(at, at + 1));
    const streamed = await collect(chunks);
    expect(streamed).toHaveLength(1);
    expect(streamed[0]!.record).toEqual(parseRecords(text.slice(1)).records[0]);
  });

  it('gives errors with positions in the whole stream', async () => {
    const text = `${examples[0]}\n${examples[1]!.replace('1.A', '1.A zz')}`;
    const streamed = await collect(pieces(text, 100));
    const error = streamed[1]!.errors[0]!;
    expect(error).toMatchObject({ code: 'unknown-token', record: 1 });
    expect(text.slice(error.offset, error.offset + 2)).toBe('zz');
    expect(text.split('\n')[error.line - 1]!.slice(error.column - 1, error.column + 1)).toBe('zz');
  });

  it('stops at bytes that are not UTF-8, or a NUL', async () => {
    const bad = await collect([
      new TextEncoder().encode(examples[0]),
      new Uint8Array([0xff, 0xfe, 0x00]),
    ]);
    expect(bad.at(-1)!.errors[0]!.code).toBe('binary-input');
    const nul = await collect([`${examples[0]}\n${examples[1]!.slice(0, 50)}\u0000rest`]);
    expect(nul.at(-1)).toMatchObject({ record: null, errors: [{ code: 'binary-input' }] });
  });

  it('at a byte that is not UTF-8 (Latin-1 é), keeps the records before it and points at it, however the bytes are cut', async () => {
    const encoder = new TextEncoder();
    // The second record's comment is saved in Latin-1: é is the lone byte 0xE9.
    const second = `\ufeff${examples[0]}\n${examples[1]!.replace(/\n\n/, '\n\n{caf')}`;
    const at = second.indexOf('{caf') + 4;
    const bytes = new Uint8Array([
      ...encoder.encode(second.slice(0, at)),
      0xe9,
      ...encoder.encode(`}${second.slice(at)}`),
    ]);
    const before = second.slice(1, at);
    const lines = before.split('\n');
    const place = {
      offset: before.length,
      line: lines.length,
      column: (lines.at(-1) as string).length + 1,
    };
    for (const size of [1, 2, 3, 5, 4096, bytes.length]) {
      const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) =>
        bytes.subarray(index * size, index * size + size),
      );
      const streamed = await collect(chunks);
      expect(
        streamed.map((entry) => entry.record),
        `chunks of ${size}`,
      ).toEqual([parseRecords(`${second.slice(1, at)}é}${second.slice(at)}`).records[0], null]);
      expect(streamed[1]!.errors).toMatchObject([{ code: 'binary-input', record: 1, ...place }]);
    }
  });

  it('reads a web ReadableStream', async () => {
    const stream = new ReadableStream<string>({
      start(controller) {
        for (const piece of pieces(collection, 500)) controller.enqueue(piece);
        controller.close();
      },
    });
    expect(
      (await collect(stream as unknown as AsyncIterable<string>)).map((entry) => entry.record),
    ).toEqual(parseRecords(collection).records);
  });

  it('keeps memory flat over a long collection: 20 MB in, one record held at a time', async () => {
    const record = examples[0]!;
    const copies = Math.ceil((20 * 1024 * 1024) / record.length);
    async function* source() {
      for (let index = 0; index < copies; index++) yield `${record}\n`;
    }
    let count = 0;
    let peak = 0;
    const before = process.memoryUsage().heapUsed;
    for await (const streamed of parseRecordStream(source())) {
      count++;
      if (streamed.errors.length > 0) throw new Error('unexpected error');
      if (count % 2000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed - before);
    }
    expect(count).toBe(copies);
    // The whole text parsed at once would take several hundred MB; streaming stays far below.
    expect(peak).toBeLessThan(80 * 1024 * 1024);
  }, 300_000);
});
