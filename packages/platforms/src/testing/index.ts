/**
 * Test kit of the platform clients (`@fanout/platforms/testing`): the publishers against the real
 * sandbox over HTTP, for the publisher tests here and the sandbox's publishing-route tests.
 */
export { usePublisherSandbox, type PublisherSandbox } from './publisher-sandbox';
