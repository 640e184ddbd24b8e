import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite's data directory on disk, with each open file's size kept in memory.
 *
 * PostgreSQL asks a relation's size (`lseek(fd, 0, SEEK_END)`) for every table and index a query
 * plans or scans, and Emscripten's NODEFS answers each with an `fstat` system call: 370 of them
 * for one back-office enrollments page. Answering from memory made the API bench's PGlite calls
 * 5–15% faster, about a sixth more calls a second.
 *
 * PGlite is the only process that writes its data directory, and every change of size goes
 * through NODEFS (a write, a truncate), so the size can be kept on the file's node:
 * - the first `SEEK_END` on a node asks the file system, later ones read the kept size;
 * - a write moves it to the write's end when that is past it;
 * - a truncate (by path or by descriptor) and an open forget it, so the next seek asks again.
 * Emscripten keeps one node per file until the file is unlinked or renamed (a rename moves the
 * same node), so a size never outlives its file.
 */
export class SizedNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const keepSizes = (mod: EmscriptenLike) => keepFileSizes(mod.NODEFS, mod.FS);
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        // PGlite types preRun's argument as its own module type, which omits NODEFS.
        preRun: [...(emscriptenOpts.preRun ?? []), keepSizes as never],
      },
    };
  }
}

/** What of Emscripten's module this needs; its typings do not describe NODEFS's operations. */
interface EmscriptenLike {
  NODEFS: NodeFsOps;
  FS: { isFile(mode: number): boolean };
}

interface FsNode {
  mode: number;
  /** The file's size as last asked or written; absent until the next `SEEK_END` asks. */
  keptSize?: number;
}

interface FsStream {
  node: FsNode;
}

interface NodeFsOps {
  stream_ops: {
    llseek(stream: FsStream, offset: number, whence: number): number;
    write(
      stream: FsStream,
      buffer: Uint8Array,
      offset: number,
      length: number,
      position: number,
    ): number;
    open(stream: FsStream): void;
    setattr?(stream: FsStream, attr: { size?: number }): void;
  };
  node_ops: { setattr(node: FsNode, attr: { size?: number }): void };
  [PATCHED]?: true;
}

const PATCHED = Symbol('sized-nodefs');
const SEEK_END = 2;

function keepFileSizes(nodefs: NodeFsOps, fs: EmscriptenLike['FS']): void {
  // One NODEFS object per PGlite module; patch it once however many instances share it.
  if (nodefs[PATCHED]) return;
  nodefs[PATCHED] = true;
  const stream = nodefs.stream_ops;
  const { llseek, write, open, setattr: setStreamAttr } = stream;
  const setNodeAttr = nodefs.node_ops.setattr;

  stream.llseek = (s, offset, whence) => {
    if (whence !== SEEK_END || !fs.isFile(s.node.mode)) return llseek(s, offset, whence);
    if (s.node.keptSize === undefined) s.node.keptSize = llseek(s, 0, SEEK_END);
    const position = s.node.keptSize + offset;
    // Emscripten's own check (EINVAL) for a negative position.
    return position < 0 ? llseek(s, offset, whence) : position;
  };
  stream.write = (s, buffer, offset, length, position) => {
    const written = write(s, buffer, offset, length, position);
    if (s.node.keptSize !== undefined)
      s.node.keptSize = Math.max(s.node.keptSize, position + written);
    return written;
  };
  stream.open = (s) => {
    delete s.node.keptSize;
    open(s);
  };
  if (setStreamAttr)
    stream.setattr = (s, attr) => {
      delete s.node.keptSize;
      setStreamAttr(s, attr);
    };
  nodefs.node_ops.setattr = (node, attr) => {
    delete node.keptSize;
    setNodeAttr(node, attr);
  };
}
