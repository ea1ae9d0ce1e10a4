// @types/jsdom is not installed; the platform uses jsdom only to give DOMPurify a window.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
