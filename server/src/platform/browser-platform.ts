import type { AppDeps } from '../deps.ts';
import { webCrypto } from './web-crypto.ts';

/**
 * The dependencies `nodePlatform` gives on Node, for a browser page: Web Crypto with
 * @noble/hashes, and no peer address (every call comes from the page itself).
 */
export const browserPlatform: Pick<AppDeps, 'crypto' | 'remoteAddress' | 'compressResponses'> = {
  crypto: webCrypto,
  remoteAddress: () => undefined,
  compressResponses: false,
};
