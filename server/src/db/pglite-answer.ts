import { protocol, type parse, type PGlite } from '@electric-sql/pglite';
import { concatBytes } from '../platform/bytes.ts';

export type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const ERROR_RESPONSE = 0x45; // 'E'

const decoder = new TextDecoder();

/**
 * Sends `messages` (a Bind and an Execute) and a Sync in one call, as pglite-prepared.ts's
 * `exchange` does, and reads the answer's rows and command tag as the messages
 * `parse.parseResults` takes. PGlite's own reader copies every field of every row into an
 * ArrayBuffer of its own before decoding it (its `bytes()`): for a page of 25 courses that was
 * about a tenth of the call's CPU. Here the answer is copied once, and each
 * field is decoded from a view of it. An answer with an error is read by PGlite's own parser,
 * and its error thrown, as `execProtocol` does.
 */
export async function executeForRows(
  instance: PGlite,
  messages: Uint8Array[],
): Promise<BackendMessage[]> {
  const chunks: Uint8Array[] = [];
  await instance.execProtocolRawStream(concatBytes([...messages, protocol.serialize.sync()]), {
    syncToFs: false,
    // The chunk is a view of PGlite's memory, which the next call reuses.
    onRawData: (chunk) => chunks.push(chunk.slice()),
  });
  return readRowsAnswer(chunks.length === 1 ? chunks[0]! : concatBytes(chunks));
}

/** The data rows and command tags of an answer, or its database error thrown. */
function readRowsAnswer(bytes: Uint8Array): BackendMessage[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const messages: BackendMessage[] = [];
  let offset = 0;
  while (offset + 5 <= bytes.length) {
    const code = bytes[offset]!;
    // The length counts itself, not the code before it.
    const length = view.getInt32(offset + 1);
    const body = offset + 5;
    const end = offset + 1 + length;
    if (length < 4 || end > bytes.length) break;
    if (code === DATA_ROW) messages.push(dataRow(bytes, view, body, length));
    else if (code === COMMAND_COMPLETE)
      messages.push(commandComplete(decoder.decode(bytes.subarray(body, end - 1)), length));
    else if (code === ERROR_RESPONSE) throw databaseErrorOf(bytes);
    offset = end;
  }
  return messages;
}

function dataRow(bytes: Uint8Array, view: DataView, body: number, length: number) {
  const count = view.getInt16(body);
  const fields: (string | null)[] = new Array<string | null>(count);
  let at = body + 2;
  for (let index = 0; index < count; index++) {
    const size = view.getInt32(at);
    at += 4;
    if (size === -1) fields[index] = null;
    else {
      fields[index] = decoder.decode(bytes.subarray(at, at + size));
      at += size;
    }
  }
  return new protocol.messages.DataRowMessage(length, fields);
}

function commandComplete(text: string, length: number) {
  return new protocol.messages.CommandCompleteMessage(length, text);
}

/** The answer's first error, as PGlite's parser reads it (code, detail, constraint...). */
function databaseErrorOf(bytes: Uint8Array): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(bytes, (message) => {
    if (!error && message instanceof protocol.messages.DatabaseError) error = message;
  });
  return error ?? new Error('The database answered with an error it did not describe.');
}
