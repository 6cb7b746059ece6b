/** How many answers whose latency is over go out per turn of the event loop. */
export const ANSWERS_PER_TURN = 16;

/**
 * The simulator's latency, as a platform's own servers would show it (ADR 0082): a call's answer
 * waits `ms`, and answers due at the same moment go out a few per turn of the event loop, so calls
 * arriving meanwhile are taken (and stamped) between them. With one timer per call, Node runs every
 * timer due in one go before it reads a socket again: in a burst, the answers to the first calls
 * held back the arrival of the later ones, which a platform's intake never waits for.
 */
export function createAnswerGate(perTurn = ANSWERS_PER_TURN): (ms: number) => Promise<void> {
  const ready: Array<() => void> = [];
  let draining = false;
  const drain = () => {
    for (const release of ready.splice(0, perTurn)) release();
    if (ready.length > 0) setImmediate(drain);
    else draining = false;
  };
  return (ms) =>
    new Promise<void>((resolve) => {
      setTimeout(() => {
        ready.push(resolve);
        if (draining) return;
        draining = true;
        setImmediate(drain);
      }, ms);
    });
}
