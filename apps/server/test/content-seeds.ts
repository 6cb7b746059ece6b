import type { TestDatabase } from '@fanout/db/testing';
import { contentItems } from '@fanout/db/schema';

/** Library images owned by `ownerId`, one per name, straight into the table; their ids in order. */
export async function seedImageItems(
  db: TestDatabase['db'],
  ownerId: string,
  names: readonly string[],
): Promise<string[]> {
  const rows = await db
    .insert(contentItems)
    .values(
      names.map((name) => ({
        ownerId,
        title: name,
        type: 'image' as const,
        mimeType: 'image/png',
        originalName: `${name}.png`,
        storageKey: `k/${name}`,
        fileSize: 1,
        checksum: name,
      })),
    )
    .returning({ id: contentItems.id });
  return rows.map((row) => row.id);
}
