import { describe, expect, it } from 'vitest';
import { plainText } from './feed-entries';
import { feedPostText } from './feed-post-text';

const entry = {
  key: 'g1',
  title: 'A title',
  link: 'https://example.com/a',
  description: 'Some words about it',
};

describe('feedPostText', () => {
  it('fills the template', () => {
    expect(feedPostText('{title} {link}', entry, ['linkedin'])).toBe(
      'A title https://example.com/a',
    );
    expect(feedPostText('{title}: {description} {unknown}', entry, [])).toBe(
      'A title: Some words about it {unknown}',
    );
  });

  it('fits the networks: description first, then the title, never the link', () => {
    const long = { ...entry, title: 'T'.repeat(400), description: 'D'.repeat(400) };
    const text = feedPostText('{title} {description} {link}', long, ['twitter']);
    expect(text.endsWith(' https://example.com/a')).toBe(true);
    expect(text).not.toContain('D');
    expect(text).toContain('…');
    // X counts a link as 23: the text is within its 280.
    expect(text.length).toBeLessThanOrEqual(280);
  });
});

describe('plainText', () => {
  it('drops tags and decodes entities', () => {
    expect(plainText('<p>Fish &amp; chips&#33; &#x263A;</p>\n<b>now</b>')).toBe(
      'Fish & chips! ☺ now',
    );
  });
});
