/// <reference lib="webworker" />
import { findNumber } from './solve-core';

/** A module worker: the proof of work runs here so the page stays responsive while it hashes. */
self.onmessage = (event: MessageEvent<{ challenge: string; salt: string; max: number }>) => {
  const { challenge, salt, max } = event.data;
  findNumber(challenge, salt, max, undefined, (done) => self.postMessage({ progress: done })).then(
    (number) => self.postMessage({ number }),
    () => self.postMessage({ number: null }),
  );
};
