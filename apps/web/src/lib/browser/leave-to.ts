/**
 * Full-page navigation away from the app (an allow-listed redirectUrl after sign-in). One place,
 * so tests can observe it: jsdom's location.assign can be neither performed nor spied on.
 */
export function leaveTo(url: string): void {
  location.assign(url);
}
