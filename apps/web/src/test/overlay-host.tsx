/**
 * The app's overlay host for component tests: a dialog asked of the host is drawn by it, so a
 * test renders it beside the component (tests may import app/, shared code may not).
 */
export { OverlayHost } from '../app/shell/OverlayHost';
