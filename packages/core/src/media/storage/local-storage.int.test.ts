import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalStorage } from './local-storage';
import { describeStorageContract } from './storage-contract';

const root = mkdtempSync(path.join(tmpdir(), 'fanout-local-storage-'));
describeStorageContract('local', () => createLocalStorage(root));
