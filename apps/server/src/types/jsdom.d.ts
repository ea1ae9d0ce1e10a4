// jsdom ships no types and @types/jsdom is not installed: only what the announcement sanitiser uses.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
