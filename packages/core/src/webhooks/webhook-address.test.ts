import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../outbound/public-address';
import { checkWebhookAddress } from './webhook-address';

describe('isPublicAddress', () => {
  it('refuses loopback, private, link-local, CGNAT, this-network, multicast and reserved ranges', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.255',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:a9fe:a9fe',
      '0:0:0:0:0:ffff:192.168.0.1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('accepts public addresses of both families, and refuses what is not an address', () => {
    for (const address of [
      '93.184.216.34',
      '8.8.8.8',
      '172.32.0.1',
      '100.128.0.1',
      '2606:4700::1111',
      '::ffff:8.8.8.8',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    expect(isPublicAddress('example.com')).toBe(false);
  });
});

describe('checkWebhookAddress', () => {
  const resolve = (answers: Record<string, string[]>) => async (host: string) =>
    answers[host] ?? [];

  it('refuses a host with any private answer among public ones, naming it', async () => {
    await expect(
      checkWebhookAddress(new URL('https://mixed.example.test/'), {
        allowPrivate: false,
        resolve: resolve({ 'mixed.example.test': ['93.184.216.34', '10.0.0.7'] }),
      }),
    ).rejects.toThrow('resolves to 10.0.0.7, which is not a public address');
  });

  it('checks an address literal without resolving, brackets and all', async () => {
    await expect(
      checkWebhookAddress(new URL('https://[::1]:8443/'), { allowPrivate: false }),
    ).rejects.toThrow('not a public address');
    await expect(
      checkWebhookAddress(new URL('https://[::1]:8443/'), { allowPrivate: true }),
    ).resolves.toEqual({ address: '::1', family: 6 });
  });

  it('answers the first checked address, the one the request connects to', async () => {
    await expect(
      checkWebhookAddress(new URL('https://hooks.example.test/x'), {
        allowPrivate: false,
        resolve: resolve({ 'hooks.example.test': ['93.184.216.34', '93.184.216.35'] }),
      }),
    ).resolves.toEqual({ address: '93.184.216.34', family: 4 });
  });
});
