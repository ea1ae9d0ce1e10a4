/** A handler of one event; events without a payload take none. */
export type Handler<P> = (payload: P) => void;

/** emit's arguments: none for a `void` event, the payload otherwise. */
type PayloadArgs<P> = [P] extends [void] ? [] : [payload: P];

export interface Emitter<Events extends object> {
  /** Subscribes; the returned function unsubscribes (safe to call twice). */
  on<K extends keyof Events>(type: K, handler: Handler<Events[K]>): () => void;
  /** Like on, for the next emit only. */
  once<K extends keyof Events>(type: K, handler: Handler<Events[K]>): () => void;
  emit<K extends keyof Events>(type: K, ...args: PayloadArgs<Events[K]>): void;
}

export interface EmitterOptions {
  /** Where a throwing handler's error goes; the other handlers still run. */
  onError?: (error: unknown, type: PropertyKey) => void;
}

// Rethrown on its own task: the error still reaches window.onerror and the console, but no
// handler can stop the ones after it, nor make the emitter's caller fail.
const rethrowLater = (error: unknown) =>
  setTimeout(() => {
    throw error;
  }, 0);

/**
 * A mitt-sized emitter typed by a map from event name to payload type. Handlers run in the
 * order they subscribed, on a snapshot taken at emit, so one that unsubscribes (or subscribes
 * another) during an emit changes only the next emit.
 */
export function createEmitter<Events extends object>(options: EmitterOptions = {}): Emitter<Events> {
  const handlers = new Map<keyof Events, Set<Handler<never>>>();
  const onError = options.onError ?? rethrowLater;

  function on<K extends keyof Events>(type: K, handler: Handler<Events[K]>): () => void {
    let set = handlers.get(type);
    if (!set) handlers.set(type, (set = new Set()));
    // Wrapped, so the same function subscribed twice is two subscriptions, each removed by its own call.
    const entry: Handler<Events[K]> = (payload) => handler(payload);
    set.add(entry as Handler<never>);
    return () => {
      set.delete(entry as Handler<never>);
    };
  }

  function once<K extends keyof Events>(type: K, handler: Handler<Events[K]>): () => void {
    const off = on(type, (payload) => {
      off();
      handler(payload);
    });
    return off;
  }

  function emit<K extends keyof Events>(type: K, ...args: PayloadArgs<Events[K]>): void {
    const set = handlers.get(type);
    if (!set) return;
    for (const handler of [...set]) {
      try {
        (handler as Handler<unknown>)(args[0]);
      } catch (error) {
        onError(error, type);
      }
    }
  }

  return { on, once, emit };
}
