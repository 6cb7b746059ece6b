export { decodeCursor, encodeCursor, type KeysetCursor } from './keyset-cursor';
