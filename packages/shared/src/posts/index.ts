export * from './post-messages';
export * from './post-input';
export * from './post-variants';
export * from './network-options';
export * from './network-option-values';
export * from './follow-ups';
export { NO_CONTENT, postHeadline, SNIPPET_GRAPHEMES, textSnippet } from './post-snippet';
export * from './post-states';
export {
  countTextFor,
  effectiveTextLimit,
  textLengthCheck,
  type TextLengthCheck,
} from './text-length';
export { isBlank } from './blank-text';

export * from './target-advice';
export { countGraphemes } from './count-graphemes';
export * from './csv-columns';
