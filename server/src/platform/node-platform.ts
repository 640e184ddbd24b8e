import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppDeps } from '../deps.ts';
import { nodeCompress } from './node-compress.ts';
import { nodeCrypto } from './node-crypto.ts';

/** The dependencies only Node provides: node:crypto, node:zlib and the socket's peer address. */
export const nodePlatform: Pick<AppDeps, 'crypto' | 'remoteAddress' | 'compressResponses'> = {
  crypto: nodeCrypto,
  compressResponses: nodeCompress,
  remoteAddress(c) {
    // Requests that never touched a socket (tests calling app.request) have no peer.
    try {
      return getConnInfo(c).remote.address;
    } catch {
      return undefined;
    }
  },
};
