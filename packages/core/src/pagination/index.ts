export { decodeCursor, encodeCursor, type KeysetCursor } from './keyset-cursor';
export { olderThan, toPage } from './keyset-page';
