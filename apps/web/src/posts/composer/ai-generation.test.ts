import { describe, expect, it } from 'vitest';
import {
  appendHashtags,
  defaultProvider,
  generationPlatforms,
  generationProblem,
} from './ai-generation';

const topicMode = {
  generationMode: 'ai_topic' as const,
  generationPrompt: 'Bees',
  referencePostIds: [],
};

describe('generationProblem', () => {
  it('asks for platforms first, with the spec texts', () => {
    expect(generationProblem(topicMode, 0)).toEqual({
      title: 'Select Platforms First',
      message: 'Please select platforms to generate optimized content',
    });
  });

  it('needs a topic in topic mode and reference posts in style mode', () => {
    expect(generationProblem({ ...topicMode, generationPrompt: ' ' }, 1)?.title).toBe(
      'Enter Topic/Keywords',
    );
    expect(generationProblem(topicMode, 1)).toBeNull();
    const style = { ...topicMode, generationMode: 'ai_style_emulation' as const };
    expect(generationProblem(style, 2)?.title).toBe('Select Reference Posts');
    expect(generationProblem({ ...style, referencePostIds: ['p1'] }, 2)).toBeNull();
  });
});

describe('generationPlatforms', () => {
  it('names each platform once, an unknown one as general', () => {
    expect(generationPlatforms([{ platform: 'myspace' }])).toEqual(['general']);
    expect(
      generationPlatforms([
        { platform: 'twitter' },
        { platform: 'linkedin' },
        { platform: 'twitter' },
      ]),
    ).toEqual(['twitter', 'linkedin']);
  });
});

describe('defaultProvider', () => {
  it('prefers openai, else the first available, else openai', () => {
    const list = (openai: boolean, gemini: boolean, sandbox?: boolean) => [
      { id: 'openai' as const, label: 'GPT-5', available: openai },
      { id: 'gemini' as const, label: 'Gemini', available: gemini },
      ...(sandbox === undefined
        ? []
        : [{ id: 'sandbox' as const, label: 'Sandbox', available: sandbox }]),
    ];
    expect(defaultProvider(list(true, true, true))).toBe('openai');
    expect(defaultProvider(list(false, true, true))).toBe('gemini');
    expect(defaultProvider(list(false, false, true))).toBe('sandbox');
    expect(defaultProvider(list(false, false))).toBe('openai');
    expect(defaultProvider([])).toBe('openai');
  });
});

describe('appendHashtags', () => {
  it('appends the tags on their own line, adding # where missing and skipping present ones', () => {
    expect(appendHashtags('Hello #bees ', ['#Bees', 'Honey', '#Winter'], ['linkedin'])).toBe(
      'Hello #bees\n\n#Honey #Winter',
    );
  });

  it('leaves the text alone without new tags', () => {
    expect(appendHashtags('Hello', [], ['twitter'])).toBe('Hello');
    expect(appendHashtags('Hello #A', ['#a'], ['twitter'])).toBe('Hello #A');
  });

  it('stops before a tag that would exceed the smallest limit', () => {
    const text = 'x'.repeat(270);
    expect(appendHashtags(text, ['#Ab', '#Longerone'], ['twitter', 'linkedin'])).toBe(
      `${text}\n\n#Ab`,
    );
  });
});
