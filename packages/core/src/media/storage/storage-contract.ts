import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { StorageNotFoundError, type StorageDriver } from './storage-driver';

/** The behaviour every storage driver must have; each driver's test file runs it. */
export function describeStorageContract(name: string, getDriver: () => StorageDriver): void {
  describe(`${name} storage driver`, () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'fanout-storage-'));
    const localFile = (content: string) => {
      const file = path.join(scratch, `${Math.random().toString(36).slice(2)}.txt`);
      writeFileSync(file, content);
      return file;
    };

    it('stores a file, reports its size and reads it back whole and by range', async () => {
      const driver = getDriver();
      await driver.putFile('content/u1/item1/original.txt', localFile('0123456789'), 'text/plain');
      expect(await driver.size('content/u1/item1/original.txt')).toBe(10);
      expect(await text(await driver.read('content/u1/item1/original.txt'))).toBe('0123456789');
      expect(
        await text(await driver.read('content/u1/item1/original.txt', { start: 2, end: 5 })),
      ).toBe('2345');
      expect(
        await text(await driver.read('content/u1/item1/original.txt', { start: 9, end: 9 })),
      ).toBe('9');
    });

    it('overwrites an existing key', async () => {
      const driver = getDriver();
      await driver.putFile('content/u1/item2/original.txt', localFile('first'), 'text/plain');
      await driver.putFile('content/u1/item2/original.txt', localFile('second!'), 'text/plain');
      expect(await text(await driver.read('content/u1/item2/original.txt'))).toBe('second!');
    });

    it('deletes, and treats a missing object as missing', async () => {
      const driver = getDriver();
      await driver.putFile('content/u1/item3/original.txt', localFile('bye'), 'text/plain');
      await driver.delete('content/u1/item3/original.txt');
      expect(await driver.size('content/u1/item3/original.txt')).toBeNull();
      await expect(driver.read('content/u1/item3/original.txt')).rejects.toBeInstanceOf(
        StorageNotFoundError,
      );
      await driver.delete('content/u1/item3/original.txt'); // no error the second time
    });

    it('refuses keys that could escape its root', async () => {
      const driver = getDriver();
      for (const key of ['../etc/passwd', '/abs/path', 'a/../../b', 'UPPER/case', 'a//b', '']) {
        await expect(driver.size(key)).rejects.toThrow(/Invalid storage key/);
      }
    });
  });
}
