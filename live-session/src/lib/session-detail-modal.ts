// The one module LazySessionDetailModal imports: a dynamic import of '@tp/ui' itself would keep
// every export of the barrel in that chunk.
export { SessionDetailModal } from '@tp/ui';
